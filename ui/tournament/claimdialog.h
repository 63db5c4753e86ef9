// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/claimsregister.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/guardeddialog.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace postmark::ui {

class OptionalDateEdit;

/// Registers a forfeit claim or records the judge's decision on it. The claimant's game file is the
/// evidence; every change recomputes it, so the judge sees at once whether the overstep holds (II.6.1,
/// II.6.3) and when the objection window closes (II.6.4). The dialog refuses to close on a claim the
/// register cannot hold and says which field is at fault.
class ClaimDialog : public GuardedDialog
{
    Q_OBJECT

public:
    /// `gameFiles`: the games' files the judge already has; the one matching the pairing is the evidence
    /// until another is loaded. `asOf`: the date the claim is assessed on while it is pending.
    ClaimDialog(const tournament::Tournament& event,
        const QList<ledger::GameFile>& gameFiles,
        const tournament::JudgeClaim& claim,
        const QDate& asOf,
        QWidget* parent = nullptr);

    tournament::JudgeClaim claim() const;
    /// Reads the claimant's game file as the evidence; false (and the reason shown) when it is not valid.
    bool loadEvidence(const QString& path);
    QString finding() const; ///< the recomputation as shown
    QString problem() const; ///< why the dialog refused to close, or empty

    void accept() override;

private:
    void fillClaimants();
    void useKnownEvidence();
    void reassess();

    tournament::Tournament m_event;
    QList<ledger::GameFile> m_gameFiles;
    tournament::JudgeClaim m_claim;
    QDate m_asOf;
    QComboBox* m_game = nullptr;
    QComboBox* m_claimant = nullptr;
    DateField* m_sent = nullptr;
    OptionalDateEdit* m_noticeReceived = nullptr;
    OptionalDateEdit* m_objectionSent = nullptr;
    QLineEdit* m_sealedMove = nullptr;
    QLabel* m_evidence = nullptr;
    QPlainTextEdit* m_finding = nullptr;
    QComboBox* m_decision = nullptr;
    DateField* m_decidedOn = nullptr;
    OptionalDateEdit* m_claimantReceived = nullptr;
    OptionalDateEdit* m_offenderReceived = nullptr;
    OptionalDateEdit* m_appealReceived = nullptr;
    QComboBox* m_appellant = nullptr;
    OptionalDateEdit* m_committeeRuledOn = nullptr;
    QSpinBox* m_penaltyDays = nullptr;
    bool m_sealedMoveAsked = true; ///< the event's section sends the claimant's next move with a claim
    bool m_penaltyOffered = true; ///< the event's section has penalty days for an unfounded claim
    QCheckBox* m_barsFurtherClaims = nullptr;
    bool m_barOffered = false; ///< the event's section lets the judge bar the claimant's claims (III.6.7)
    QPlainTextEdit* m_reason = nullptr;
    QLineEdit* m_earlyReason = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace postmark::ui

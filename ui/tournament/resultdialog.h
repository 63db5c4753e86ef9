// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include "core/ledger/gamefile.h"
#include "core/tournament/tournament.h"
#include "ui/widgets/guardeddialog.h"

class QComboBox;
class QLabel;

namespace postmark::ui {
class OptionalDateEdit;
}

namespace postmark::ui {

/// Records a pairing's result and how it was reached, or puts the game back in progress. When the judge has
/// the game's cards (`file`), what their player recorded as its end is shown beside: the judge's decision is
/// the judge's, but the player's word is what the judge checks it against.
class ResultDialog : public GuardedDialog
{
    Q_OBJECT

public:
    ResultDialog(const tournament::Tournament& event,
        int game,
        const QDate& today,
        const ledger::GameFile* file = nullptr,
        QWidget* parent = nullptr);

    /// The result chosen; none (the game as it was) for a withdrawal's "loss" still awaiting its text
    /// (II.8.2) left as the form offered it: the decision keeps it, not a result recorded in its place.
    std::optional<tournament::GameResult> result() const;
    tournament::ResultHow how() const;
    std::optional<QDate> reportedOn() const; ///< when the result reached the judge (II.9.1)
    std::optional<QDate> recordReceived() const; ///< when the game record did: the result counts from then
    void setResult(std::optional<tournament::GameResult> result, tournament::ResultHow how);
    /// A forfeit claim on the game, sent on `sent`, not yet decided (`clause`: " (II.6.6)"): a result is
    /// recorded over it only when meant.
    void setPendingClaim(const QDate& sent, const QString& clause);
    /// Refuses a date that is none or after today, saying so under the form; asks before a recorded result
    /// is replaced.
    void accept() override;

private:
    std::optional<tournament::GameResult> chosenResult() const; ///< as the list shows it
    /// Says under the form whether a date is refused; true when none is.
    bool recheck();
    /// Whether the result chosen counts only once its game record comes (II.9.1): its dates are asked.
    bool awaitsRecord() const;
    void offerDates();

    QDate m_today;
    std::optional<tournament::GameResult> m_recorded; ///< the result the game had when the form opened
    /// The result the game's cards record (the player's own record of the end), and as the form says it.
    std::optional<tournament::GameResult> m_inCards;
    QString m_inCardsDetails; ///< how and when, as the form says them: ", resignation, 20 May 2018"
    std::optional<QDate> m_pendingClaim;
    QString m_suspensionClause;
    /// The partner's win a withdrawal's "loss" gives the game while its text is awaited (II.8.2): offered.
    std::optional<tournament::TournamentGame> m_awaitingText;
    QLabel* m_problem = nullptr;
    QLabel* m_claimNote = nullptr;
    QComboBox* m_result = nullptr;
    QComboBox* m_how = nullptr;
    OptionalDateEdit* m_reportedOn = nullptr;
    OptionalDateEdit* m_recordReceived = nullptr;
};

} // namespace postmark::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include "core/chess/notation.h"
#include "core/tournament/adjudicationregister.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/guardeddialog.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace postmark::ui {

class OptionalDateEdit;

/// One game's adjudication: the packets as they arrive (II.9.5) with each player's assessment (II.9.6),
/// the adjudicator's result (II.9.7), an appeal (II.9.10) and the second adjudication (II.9.11). The stage
/// and its clause are shown as the fields change; the dialog refuses what the register cannot hold.
class AdjudicationDialog : public GuardedDialog
{
    Q_OBJECT

public:
    /// `finalPosition`: the game's last position from its cards in the archive, which the engine can
    /// assess for the adjudicator (II.9.7); none when the archive has not the game's cards.
    AdjudicationDialog(const tournament::Tournament& event,
        const tournament::Adjudication& adjudication,
        const QDate& asOf,
        QWidget* parent = nullptr,
        std::optional<chess::Position> finalPosition = std::nullopt,
        chess::Notation notation = chess::Notation::Ukrainian);

    /// The last move made by the game's cards the judge holds ("12. 0-0-0"): filled in when the form has
    /// none, and the move the form's must be — the result letter names it to both players (II.9.9).
    void setLastMoveInCards(const QString& lastMove);

    tournament::Adjudication adjudication() const;
    QString stage() const; ///< where the adjudication stands, with its clause, as shown
    QString problem() const;

    void accept() override;

private:
    void restate();

    tournament::Tournament m_event;
    tournament::Adjudication m_adjudication;
    QDate m_asOf;
    QString m_lastMoveInCards;
    OptionalDateEdit* m_whitePacket = nullptr;
    QComboBox* m_whiteAssessment = nullptr;
    OptionalDateEdit* m_blackPacket = nullptr;
    QComboBox* m_blackAssessment = nullptr;
    QLineEdit* m_adjudicator = nullptr;
    QComboBox* m_decision = nullptr;
    DateField* m_decidedOn = nullptr;
    QLineEdit* m_lastMove = nullptr;
    OptionalDateEdit* m_whiteReceived = nullptr;
    OptionalDateEdit* m_blackReceived = nullptr;
    OptionalDateEdit* m_appealReceived = nullptr;
    QComboBox* m_appellant = nullptr;
    QLineEdit* m_secondAdjudicator = nullptr;
    QComboBox* m_finalDecision = nullptr;
    DateField* m_finalOn = nullptr;
    QPushButton* m_askEngine = nullptr;
    QLabel* m_engineView = nullptr;
    QLabel* m_stage = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace postmark::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include "core/chess/position.h"
#include "core/desk/replycard.h"
#include "ui/widgets/datefield.h"

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace postmark::ui {

class BoardWidget;
class RegisteredMailEdit;

/// Composes my reply: the move typed in any notation (written on the card in the game's notation), an
/// optional variant, the date; in time trouble the registered-mail requirement is shown and enforced
/// (II.4.12), and a registered card is marked sent with its receipt. The card's repetition of the partner's
/// move is filled in (II.3.8).
class ReplyDialog : public QDialog
{
    Q_OBJECT

public:
    ReplyDialog(
        const ledger::GameFile& game, ledger::Color me, const QDate& today, QWidget* parent = nullptr);

    /// The player's analysis line from the game's position (their move, then the partner's reply, their
    /// next, …): offered as the reply and its proposed variant (II.3.8), in the game's notation.
    void offerAnalysisLine(const std::vector<chess::Move>& line);

    desk::ReplyDraft draft() const;
    const desk::ReplyCheck& check() const { return m_check; }
    QString summary() const; ///< what the card will say, as shown
    QString problem() const; ///< why the card cannot be recorded as it stands, as shown; empty when it can

    void accept() override;
    /// Escape or Cancel: asks first when a move or a variant is typed.
    void reject() override;

private:
    /// What the player should know before the card is written, each with a leading space: the day the card
    /// answered came not entered, no address of the partner.
    QString notes() const;
    QString receiptNote() const;
    /// That the partner has no address in the archive, when he has none (a leading space), else empty.
    QString noAddressNote() const;
    void recheck();
    void followTimeTrouble();
    void showMoveOnBoard();

    ledger::GameFile m_game;
    ledger::Color m_me;
    QDate m_today;
    desk::ReplyCheck m_check;
    QLineEdit* m_move = nullptr;
    QLineEdit* m_variant = nullptr;
    QPushButton* m_fromAnalysis = nullptr;
    QSpinBox* m_accepts = nullptr;
    DateField* m_sendDate = nullptr;
    RegisteredMailEdit* m_registered = nullptr;
    bool m_registeredFollowsTimeTrouble = true; ///< until the player ticks, unticks or numbers it
    bool m_followingTimeTrouble = false; ///< the tick being set by followTimeTrouble(), not by the player
    QLabel* m_registerNote = nullptr;
    QLabel* m_summary = nullptr;
    QString m_receiptNote; ///< receiptNote(), worked out once
    QLabel* m_problem = nullptr;
    BoardWidget* m_board = nullptr;
    chess::Position m_before = chess::Position::initial(); ///< where my move is made
    bool m_movable = false; ///< my move is due: it may be made on the board
};

} // namespace postmark::ui

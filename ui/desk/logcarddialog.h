// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDialog>

#include "core/chess/position.h"
#include "core/desk/cardentry.h"
#include "ui/widgets/datefield.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace postmark::ui {

class OptionalDateEdit;
class RegisteredMailEdit;
class PostmarkDatesEdit;

/// Logs a card received from the partner: the move in any notation, the repetition of my move, a proposed
/// variant, the evidence (written date, postmarks, registered mail and its receipt, my date of receipt) and
/// the totals the card states. Every keystroke recomputes the game: an impossible move says the query is
/// due (II.3.12) with its penalty, a wrong repetition its penalty, a stated total that differs is flagged;
/// a card that cannot be (a date in the future, received before sent) is refused naming the field.
class LogCardDialog : public QDialog
{
    Q_OBJECT

public:
    LogCardDialog(
        const ledger::GameFile& game, ledger::Color me, const QDate& today, QWidget* parent = nullptr);

    /// Corrects the partner's logged card at `index` instead of logging a new one: the form shows it as
    /// logged, and checks it against the cards before it (the cards after it must still compute).
    void correct(int index);

    /// The partner's card at `index`, already in the archive (logged from the sender's side, as on a
    /// federation's server), is taken in: the form shows it as logged, the sender's side read-only, and the
    /// player logs what they saw of it — the day it came, its arrival postmark, whether the move can be read.
    void takeIn(int index);

    desk::ReceivedCard card() const;
    const desk::CardCheck& check() const { return m_check; }
    QString findings() const; ///< what the dialog says about the card, as shown

    void accept() override;
    /// After a question answered "go back": the form active again, `field` with the keyboard.
    void backTo(QWidget* field);
    void reject() override;

private:
    void showWhich(const QString& cardId);
    void recheck();
    /// Tints the fields the ledger's problems with this card name (their keys in the game file); the first
    /// of them in the form's order, or nullptr.
    QWidget* markRefusedFields();
    /// The board before the card, for reading its move; computed once (the cards before it do not change
    /// while the form is open); nullopt when that game cannot be computed.
    const std::optional<chess::Position>& boardBefore();

    ledger::GameFile m_game;
    int m_correcting = -1; ///< the card being corrected, or -1 when a new card is logged
    bool m_takingIn = false; ///< the corrected card is one logged by its sender, taken in (takeIn())
    std::optional<desk::ReceivedCard> m_asLogged; ///< the corrected card as the form first showed it
    ledger::Color m_me;
    QDate m_today;
    OptionalDateEdit* m_statesReceived = nullptr;
    desk::CardCheck m_check;
    std::optional<desk::ReceivedCard>
        m_checked; ///< the card m_check is of: the same card is not checked twice
    bool m_boardRead = false;
    std::optional<chess::Position> m_boardBefore;
    QString m_unreadableDate; ///< a date field whose text is no date, said in words
    QLineEdit* m_move = nullptr;
    QLabel* m_moveState = nullptr;
    QLineEdit* m_repetition = nullptr;
    QSpinBox* m_accepts = nullptr;
    QLineEdit* m_variant = nullptr;
    OptionalDateEdit* m_senderDate = nullptr;
    PostmarkDatesEdit* m_departure = nullptr;
    PostmarkDatesEdit* m_arrival = nullptr;
    RegisteredMailEdit* m_registered = nullptr;
    DateField* m_received = nullptr;
    QCheckBox* m_illegible = nullptr;
    QSpinBox* m_statedPartner = nullptr;
    QSpinBox* m_statedMine = nullptr;
    QLabel* m_heading = nullptr; ///< the game and the card the form logs
    QLabel* m_findings = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace postmark::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include "core/ledger/explanation.h"
#include "core/ledger/gamefile.h"
#include "core/ledger/inputproblem.h"
#include "core/ledger/ledger.h"

namespace postmark::desk {

/// A card from the partner, as the player reads it off the postcard and the envelope.
struct ReceivedCard
{
    QString move; ///< as written, in any notation; empty: a card with no move (II.3.11)
    QString repetition; ///< the repetition of my last move (and of accepted variant plies), as written
    int accepts = 0; ///< plies of my proposed variant the partner accepts
    QString variant; ///< the partner's proposed continuation, plies separated by spaces or commas
    std::optional<QDate> senderDate; ///< the date written on the card
    ledger::Postmarks departurePostmarks; ///< the legible ones; the earliest dates the sending (II.2.2 ¶4)
    ledger::Postmarks arrivalPostmarks; ///< the legible ones; the latest dates the receipt (II.2.2 ¶4)
    bool registered = false;
    QString receiptNumber; ///< of a registered card
    std::optional<QDate> receiptDate;
    QDate received; ///< my date of receipt
    bool illegible = false; ///< I cannot read the move (II.3.11)
    std::optional<int> statedOwnTotal; ///< the partner's total as the card states it
    std::optional<int> statedMyTotal; ///< my total as the card states it
    std::optional<QDate> statesReceived; ///< when the card says the partner received my card (II.3.7)

    bool operator==(const ReceivedCard&) const = default;
};

/// What logging a received card would do, before it is stored: the game with the card, its ledger, and
/// everything the player should be told.
struct CardCheck
{
    ledger::InputProblems problems; ///< the card cannot be logged: each names the field
    ledger::GameFile game; ///< with the new card appended (when there are no problems)
    std::optional<ledger::Ledger> ledger;
    QString cardId;
    bool impossibleMove = false; ///< the move is not legal here: a query is due within 3 days (II.3.12)
    QList<ledger::Explanation> penalties; ///< penalties this card brings, each with its clause
    /// Of `penalties`, the one for the repetition the card lacks or gets wrong (II.3.8, II.4.9), or -1: while
    /// the form's repetition is still empty it is said as what a card without one costs.
    int repetitionPenalty = -1;
    QList<ledger::Explanation> differences; ///< stated totals that differ from the computed ones
    QList<ledger::Explanation> warnings; ///< the ledger's findings on this card (transit, dates)
};

/// Splits plies written with spaces or commas ("e2-e4, e7-e5" or "e4 e5").
QStringList splitPlies(const QString& text);

/// The card id the next card from `from` gets: w1, w2, … or b1, b2, …, skipping ids in use.
QString nextCardId(const ledger::GameFile& game, ledger::Color from);

/// Logs `card` as received by `me` in `game` and recomputes the ledger as of `asOf` (rules §1–§4). A date
/// that cannot be (received before it was sent, a postmark in the future) comes back as a problem naming
/// the field; an impossible or wrongly repeated move is postal life: it is logged, with its penalty.
CardCheck checkReceivedCard(
    const ledger::GameFile& game, ledger::Color me, const ReceivedCard& card, const QDate& asOf);

/// Computes `check.game`'s ledger as of `asOf` into `check`: its ledger, or the problems that refuse it (the
/// ledger then reset). Whether it computed.
bool computeLedgerInto(CardCheck& check, const QDate& asOf);

/// A logged card of the partner's as the form shows it, to correct a mistake.
ReceivedCard receivedCardOf(const ledger::Card& card);

/// The game with the partner's card at `index` corrected: the card is checked as it was when logged (against
/// the cards before it, keeping its id), then the cards after it follow and the whole game must still
/// compute. `check.game` is the corrected game; a refusal names the field and leaves the game as it was.
CardCheck checkCorrectedCard(
    const ledger::GameFile& game, ledger::Color me, int index, const ReceivedCard& card, const QDate& asOf);

/// The partner's card that is in the archive but not yet logged as received — on a federation's server the
/// partner, or the judge, logs the card they send — when it is the game's last card, a move card, with no
/// day of receipt and no arrival postmark: the card the player most likely holds in their hand. nullopt
/// when the game's last card is not such a card.
std::optional<int> cardAwaitingArrival(const ledger::GameFile& game, ledger::Color me);

/// Whether the sender's side of `card` was logged: a date it went (written, postmarked or on the receipt).
/// A card the partner logged on a federation's server has one and is taken in; one without any (a game
/// imported from a PGN of moves alone) is corrected whole — its sender's side is the player's to type too.
bool sendersSideLogged(const ledger::Card& card);

/// Whether my move in progress answers the partner's card that is in the archive with nothing of its sending
/// or receipt logged (a game imported from its moves alone): it has come — its move is on my board — on a
/// day not entered, from which my reply's days count (II.4.4). A card the partner logged from his side and I
/// have not taken in is in the post.
bool receiptNotEntered(const ledger::GameFile& game, const ledger::Ledger& ledger, ledger::Color me);

/// The partner's card at `index` with what its receiver saw — the day it came, its arrival postmarks, that
/// its move cannot be read — and nothing else of it changed: the sender's side (the move, their dates, the
/// receipt) stays as logged, as a federation's server requires of the receiver. Checked as a correction is
/// (checkCorrectedCard): a refusal names the field and leaves the game as it was.
CardCheck checkArrivedCard(const ledger::GameFile& game,
    ledger::Color me,
    int index,
    const QDate& received,
    const ledger::Postmarks& arrivalPostmarks,
    bool illegible,
    const QDate& asOf);

} // namespace postmark::desk

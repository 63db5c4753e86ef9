// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVarLengthArray>

#include "core/chess/notation.h"
#include "core/chess/types.h"
#include "core/support/message.h"

namespace postmark::ledger {

using chess::Color;

/// A card's postmarks of one kind, as many as are legible: nearly always one or two, kept inside the card so
/// that reading a card's dates reaches no other memory (the ledger reads every card of every game).
using Postmarks = QVarLengthArray<QDate, 2>;

/// A registered-mail receipt (квитанція): its number and date.
struct MailReceipt
{
    QString number;
    QDate date;

    bool operator==(const MailReceipt&) const = default;
};

enum class CardKind
{
    Move, ///< a move card (with or without a move)
    Repeat, ///< a registered repeat of an earlier card (II.5.1)
    Query, ///< asks the partner to replace an impossible or illegible move (II.3.12)
};

enum class QueryReason
{
    Impossible,
    Illegible,
};

/// One postal item from one player to the other, with all its evidence (rules §1).
///
/// The fields every ledger reads of every card come first, the ones read seldom (the id, what a repeat or a
/// query names, the totals a card states) last: a ledger of a game not in the cache then waits for five of
/// the card's six cache lines, not six.
struct Card
{
    Color from = Color::White;
    CardKind kind = CardKind::Move;
    QueryReason reason = QueryReason::Impossible;
    bool illegible = false; ///< the recipient or the judge found the move illegible
    bool addressError = false; ///< the address was wrong (II.4.9)
    bool registered = false;
    int accepts = 0; ///< plies of the partner's last proposed variant accepted (even)
    std::optional<QString> move; ///< as written; absent on a move card: a card without a move (II.3.11)
    QStringList repetition; ///< the partner's last move, then the accepted variant plies, as written
    QStringList variant; ///< proposed continuation: partner ply, own ply, …
    QString repliesTo; ///< the partner's card this answers; empty: the default (see the spec)
    std::optional<QDate> senderDate;
    std::optional<QDate> received; ///< the recipient's date
    /// The date this card says its sender received the partner's previous card (II.3.7: a card states the
    /// date of receipt): the recipient's date of that card when its own evidence has none.
    std::optional<QDate> statesReceived;
    Postmarks departurePostmarks;
    Postmarks arrivalPostmarks;
    std::optional<MailReceipt> receipt;

    QString id;
    QString repeats; ///< for a repeat: the card repeated
    QString about; ///< for a query: the card queried
    /// Both players' totals of thinking time as this card states them (II.3.7), when they were noted: the
    /// ledger's own figures are what count, these are the sender's word for a comparison.
    std::optional<int> statedWhiteTotal;
    std::optional<int> statedBlackTotal;

    bool operator==(const Card&) const = default;
};

/// A player's leave (II.7): not counted for that player from `from` to `to`, both included.
struct Leave
{
    Color player = Color::White;
    QDate from;
    QDate to;
    std::optional<QDate> noticeSent;

    bool operator==(const Leave&) const = default;
};

/// Penalty days added or waived by the judge (II.6.8), with why.
struct Adjustment
{
    Color player = Color::White;
    int days = 0;
    QString reason;
    QString card;

    bool operator==(const Adjustment&) const = default;
};

struct Player
{
    QString name;
    QString address;
    std::optional<QDate> startNoticeReceived; ///< when the start notice reached the player, if late

    bool operator==(const Player&) const = default;
};

struct Event
{
    QString name;
    QString index;
    QDate start;
    std::optional<QDate> end;
    QString rules = QStringLiteral("fzshu-postal");
    QJsonObject overrides;

    bool operator==(const Event&) const = default;
};

/// How a game ended: one vocabulary for the player's game file and the judge's tournament file
/// (tournament::ResultHow is this enum), each of which writes it in its own words: the game file names the
/// way (resultHowName()), the tournament file the kind of result (tournament::howText(), where an ending over
/// the board is "played").
enum class ResultHow
{
    Played, ///< over the board, the way not told: the judge's record (tournament file "played")
    Mate, ///< game file "mate"
    Resignation, ///< game file "resignation"
    DrawAgreed, ///< game file "draw_agreed"
    DrawClaimed, ///< game file "draw_claimed"
    TimeForfeit, ///< "time_forfeit" in both (II.6)
    Adjudicated, ///< "adjudicated" in both (II.9.7)
    WithdrawalLoss, ///< game file "withdrawal", tournament file "withdrawal_loss" (II.8.1)
    InactivityLoss, ///< game file "inactivity", tournament file "inactivity_loss" (II.5.2)
    NoRecord, ///< tournament file "no_record": no game record reached the judge (II.9.3)
};

struct GameResult
{
    QString score; ///< "1-0", "0-1", "1/2-1/2", "0-0"
    std::optional<ResultHow> how; ///< unset: the file does not say
    std::optional<QDate> date;

    bool operator==(const GameResult&) const = default;
};

/// A forfeit claim made in this game (II.6.2); the game is suspended from `sent` (II.6.6).
struct Claim
{
    Color by = Color::White;
    QDate sent;
    std::optional<MailReceipt> noticeReceipt;
    QString sealedMove;
    /// When the claimant's notice of the overstep reached the partner: the partner's objection is due
    /// within the rules' days of it (II.6.4). Recorded by the player the claim is against; the key
    /// "notice_received" is an addition to format 1, written only when known.
    std::optional<QDate> noticeReceived = {};

    bool operator==(const Claim&) const = default;
};

/// The game file of ../shared/spec/game-file.md (format 1), as values.
struct GameFile
{
    Event event;
    Player white;
    Player black;
    chess::Notation notation = chess::Notation::Ukrainian;
    std::optional<QDate> asOf;
    QList<Card> cards;
    QList<Leave> leaves;
    QList<Adjustment> adjustments;
    std::optional<GameResult> result;
    std::optional<Claim> claim;

    const Player& player(Color color) const { return color == Color::White ? white : black; }
    /// The card with this id, or nullptr.
    const Card* card(const QString& id) const;

    bool operator==(const GameFile&) const = default;
};

QString colorName(Color color); ///< "white" or "black", as the file writes them
MessageCode colorWord(Color color); ///< White or Black, for a message in the reader's language
const QStringList& resultScores(); ///< 1-0, 0-1, 1/2-1/2, 0-0: a result's score as the file writes it
const QStringList&
resultHows(); ///< mate, resignation, draw_agreed, …: how a game ended, as the file writes it
/// The ways a game file names, in the order of resultHows().
const QList<ResultHow>& gameFileHows();
/// How a game ended as the game file writes it (mate, resignation, …); empty for a way the game file does not
/// name (Played, NoRecord: the judge's words).
QString resultHowName(ResultHow how);
/// The way a game file's `how` names; nullopt for an empty text and for one that is none of resultHows().
std::optional<ResultHow> resultHowFromName(const QString& name);

} // namespace postmark::ledger

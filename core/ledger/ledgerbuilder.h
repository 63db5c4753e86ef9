// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The ledger's builder, shared by the files that each apply one group of clauses (internal to
// core/ledger; the public interface is ledger.h):
//   ledger.cpp          the order of work, the start dates (II.4.5, II.4.6)
//   statedreceipt.cpp   dates a card states about the partner's card (II.2.2, II.3.7)
//   replies.cpp         which card a card answers (II.4.4–II.4.7)
//   booking.h           the days booked on it (II.4.4–II.4.7, II.7.4), inline where cards are read
//   movecards.cpp       move cards, variants and replacements (II.3.8, II.3.12, II.4.8)
//   repeats.cpp         repeats and queries (II.5.1 copies, II.4.7, II.4.11)
//   penalties.cpp       penalty days (II.3.11, II.4.9, II.4.10, II.4.12, II.6.8)
//   running.cpp         totals, the running time and the overstep (II.4.1, II.4.3, II.6.1)
//   deadlines.cpp       every deadline (II.3.12, II.5, II.6.3, II.9.5)
// Each file's explanations (ledgerexplain.h) sit beside the rule they explain.

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <optional>
#include <vector>

#include "core/ledger/controlperiod.h"
#include "core/ledger/leavecalendar.h"
#include "core/ledger/ledger.h"
#include "core/rules/clauses.h"

namespace postmark::ledger::detail {

/// When the cards are dated: each just ahead of its reading (one walk of the cards, where the first reading
/// of a card not in the cache overlaps the work on the cards before it), or all before any is read (a game
/// with a repeat, a query, a stated date of receipt or an impossible date, cards that arrived out of order
/// or before a card further up the file went, a reply naming a card further down: datingasread.h).
enum class Dating
{
    AsRead,
    AllFirst,
};

constexpr int index(Color color)
{
    return static_cast<int>(color);
}

/// A move played, as the repetition check needs it: its row (the position it was played in is replayed from
/// the rows when asked), the card its text as written.
struct PlayedMove
{
    chess::Move move;
    std::size_t row = 0; ///< its key in LedgerBuilder::m_rows
    int card = -1;
    const QString* text = nullptr; ///< as written on the card that played it (the game file outlives this)
};

/// A move as written on two cards, compared in place: QString's == and memcmp are calls into libraries,
/// once a card, for a text of a few letters; eight bytes (four letters) are compared at a time.
inline bool sameText(const QString& a, const QString& b)
{
    if (a.size() != b.size())
        return false;
    const auto* left = reinterpret_cast<const char*>(a.constData());
    const auto* right = reinterpret_cast<const char*>(b.constData());
    std::size_t bytes = std::size_t(a.size()) * sizeof(QChar);
    for (; bytes >= 8; bytes -= 8, left += 8, right += 8) {
        std::uint64_t x;
        std::uint64_t y;
        std::memcpy(&x, left, 8);
        std::memcpy(&y, right, 8);
        if (x != y)
            return false;
    }
    for (; bytes > 0; bytes -= 2, left += 2, right += 2) {
        std::uint16_t x;
        std::uint16_t y;
        std::memcpy(&x, left, 2);
        std::memcpy(&y, right, 2);
        if (x != y)
            return false;
    }
    return true;
}

struct Variant
{
    int card = -1;
    Color proposer = Color::White;
};

class LedgerBuilder
{
public:
    LedgerBuilder(const GameFile& game, const rules::RuleSet& rules, const QDate& asOf);

    /// The ledger, or nothing when the cards were to be dated as read (Dating::AsRead) and one of them needs
    /// a later card's dates or every card dated first: then run it again with Dating::AllFirst.
    std::optional<LedgerResult> run(Dating dating);

private:
    /// Unchecked: QList's operator[] asserts its index (asserts stay on in every build), and the ledger asks
    /// for a card some twenty times a card; every index here comes from a loop over the cards or from a card
    /// found by one (and the sanitizer build's ASan still sees a read past them).
    const Card& card(int i) const { return m_cards[i]; }
    /// Asks for the memory of a card's fields a ledger reads (Card puts them first, up to its id) before it
    /// is read, nothing past the last card: a game whose cards are not in the cache otherwise waits for each
    /// of their cache lines in turn. Always inline: GCC takes a function that only prefetches for one without
    /// effect, and drops its calls.
    [[gnu::always_inline]] void prefetchCard(int i) const
    {
        if (i >= m_game.cards.size())
            return;
        const Card& ahead = m_cards[i];
        const auto* first = reinterpret_cast<const char*>(&ahead);
        const auto* end = reinterpret_cast<const char*>(&ahead.id);
#pragma GCC unroll 8
        for (const char* line = first; line < end; line += 64)
            __builtin_prefetch(line);
    }
    const CardDates& dates(int i) const
    {
        return m_ledger.cardDates[std::size_t(i)];
    }
    int cardIndex(const QString& id) const;
    bool applies(rules::Rule rule) const
    {
        return m_section >> static_cast<int>(rule) & 1;
    }
    void problem(int cardIndex, const QString& key, const Message& what);
    void cardWarning(int cardIndex, const QString& clause, const Message& what);

    // ledger.cpp
    void computeStartDates();

    // statedreceipt.cpp
    void resolveDates();
    /// A transit longer than the section's standard one is worth a word (its rule 2.5). Asked of every card
    /// as it is dated, true of few: the words out of line.
    void warnIfLongTransit(int i)
    {
        const CardDates& resolved = dates(i);
        if (!m_ledger.rules.standardTransitDays || !resolved.sent || !resolved.received)
            return;
        const qint64 transit = resolved.received->toJulianDay() - resolved.sent->toJulianDay();
        if (transit > *m_ledger.rules.standardTransitDays)
            warnLongTransit(i, transit);
    }
    void warnLongTransit(int i, qint64 transit);
    // datingasread.h
    void startDatingAsRead();
    bool dateAsRead(int i, const DateBounds& bounds);
    std::vector<int> cardsStatedAbout() const;

    // replies.cpp
    void prepareReplies();
    /// The partner's card this card answers, found once (asked for every card and again for deadlines).
    int answeredCard(int cardIndex) const
    {
        int& known = m_cardState[std::size_t(cardIndex)].answered;
        if (known == -2)
            known = findAnsweredCard(cardIndex);
        return known;
    }
    int findAnsweredCard(int cardIndex) const;
    /// Lists card `i`, received on `day`, among its sender's cards by receipt (m_receivedFrom); false when it
    /// came before the card listed last, and the list is to be sorted.
    bool listReceipt(int i, qint64 day)
    {
        auto& list = m_receivedFrom[index(card(i).from)];
        const bool inOrder = list.empty() || list.back().first <= day;
        list.push_back({day, i});
        return inOrder;
    }
    /// Books the days from the receipt of `answered` (or the start, or `periodStart` when given) to the
    /// card's send date on the move; returns the days booked. A pointer, not an optional: an optional made
    /// for the call was read back wide just after its flag was written, a stall of the store buffer on every
    /// card.
    int book(int cardIndex,
        Color player,
        int moveNumber,
        int answered,
        BookingBasis basis,
        bool excuse = false,
        const QDate* periodStart = nullptr); // booking.h
    void refuseSentBeforeReceipt(int cardIndex, const QDate& sent, const QDate& from, int answered);

    // movecards.cpp
    /// Moves are numbered from 1: the first key is White's first move, so that a game without gaps has none
    /// to remove at the end (removing two empty keys at the front moved every row).
    static std::size_t rowKey(Color player, int number)
    {
        Q_ASSERT(number >= 1);
        return std::size_t(number - 1) * 2 + std::size_t(index(player));
    }
    MoveRow& row(Color player, int number)
    {
        const std::size_t key = rowKey(player, number);
        if (key >= m_rows.size())
            m_rows.resize(key + 1); // keys come nearly in order: each row is made once, where it is needed
        MoveRow& found = m_rows[key];
        if (found.number == 0) {
            found.player = player;
            found.number = number;
        }
        return found;
    }
    int moveInProgress(Color player) const
    {
        return m_movesMade[index(player)] + 1;
    }
    /// Plays the move on the ledger's board; returns its row's key. Inline (movecards.cpp alone plays): a
    /// call for every move was a measurable part of a card's own work.
    [[gnu::always_inline]] std::size_t playMove(
        Color player, const chess::Move& move, int cardIndex, bool insideVariant);
    std::vector<PlayedMove> playAcceptedPlies(int cardIndex, int& lastAcceptedNumber);
    void processMoveCard(int i);

    // repeats.cpp
    void processRepeat(int i);
    void processQuery(int i);
    bool gameDelayedByLoss(int original, int repeat) const;

    // penalties.cpp
    PenaltyEntry& addPenalty();
    /// The entry booked, or nullptr where the section has no such penalty or no days for it.
    PenaltyEntry* penalize(
        Color player, int cardIndex, PenaltyCategory category, int moveNumber, Message detail = {});
    bool checkRepetition(int cardIndex,
        int moveNumber,
        const std::optional<PlayedMove>& partnerLast,
        const std::vector<PlayedMove>& accepted);
    /// Time trouble: 5 days or fewer left in the control period of the move the days are booked on, counting
    /// this reply: registered (II.4.12). A variant's receiver books on the last accepted ply's move (II.4.8),
    /// which may be the control move itself. Inline: asked for nearly every card, true for few.
    void checkTimeTrouble(int cardIndex, int moveNumber, int bookedOn, int totalWhenWritten)
    {
        const rules::RuleSet& rules = m_ledger.rules;
        if (!rules.timeTroubleRegistered || card(cardIndex).registered)
            return;
        const int left = limitFor(rules, bookedOn) - totalWhenWritten;
        if (left <= rules.timeTroubleDays)
            penalizeUnregistered(cardIndex, moveNumber, left);
    }
    void penalizeUnregistered(int cardIndex, int moveNumber, int daysLeft);
    void penalizeLateRepeat(int repeat, int original, const QDate& due);
    void applyAdjustments();

    // running.cpp
    void finishRows();
    void computeRunning();
    /// Running::lastDayInTime and the leave days before it, for `daysAllowed` days booked from its `since`.
    void findLastDayInTime(Running& running, int daysAllowed) const;
    int cardBeingAnswered(Color player) const;

    // deadlines.cpp
    void computeDeadlines();
    void addNoReplyDeadlines();
    void addFirstMoveInquiry();
    void addQueryDeadline();
    void addInactivity();
    void addClaimWindow();
    void addAdjudication();
    /// Whether the partner answered `ownCard`, its sender's last card: a reply that came, or one nothing of
    /// whose post is dated (II.5.1, II.2.2 ¶6).
    bool replyReceived(int ownCard) const;
    QDate extendByLeave(Color partner, const QDate& from, int window, int& leaveDays) const;

    const GameFile& m_game;
    const Card* m_cards = nullptr; ///< m_game.cards' items
    Ledger m_ledger;
    InputProblems m_problems;
    LeaveCalendar m_leaves;
    std::uint64_t m_section = 0; ///< the rules the section has (rules::rulesOfSection)

    /// What the ledger works out about each card beside its dates, in one list (one allocation, and a card's
    /// facts side by side) rather than a list for each.
    struct CardState
    {
        std::optional<QDate> receiptOfCopies; ///< earliest receipt of the card or any copy of it
        int copyOf = -1; ///< the card a repeat repeats, else the card itself
        mutable int answered = -2; ///< answeredCard() once asked; -2: not yet
        int moveOfCard = 0; ///< the move number the card's time went on
        bool illegibleByQuery = false; ///< a query of the partner found its move illegible
        bool wrongRepetition = false; ///< the card repeated the partner's moves wrongly
    };
    std::vector<CardState> m_cardState; ///< parallel to the cards, made by prepareReplies()

    std::array<std::vector<std::pair<qint64, int>>, 2> m_receivedFrom; ///< a player's cards by receipt date
    int m_dated = 0; ///< the cards dated so far (all, unless they are dated as read)
    bool m_needsAllDated = false; ///< dated as read, a card answers one not dated yet
    /// Dated as read: the latest send date findAnsweredCard() looked up to, of each player's cards; a card of
    /// the partner received by then and dated after it would have been missed.
    mutable std::array<qint64, 2> m_latestLookup{
        std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::min()};
    /// findAnsweredCard()'s place in each m_receivedFrom list: the entries received by the day last asked.
    mutable std::array<std::size_t, 2> m_receivedCursor{};
    mutable std::array<qint64, 2> m_receivedCursorDay{
        std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::min()};
    std::vector<std::array<int, 2>> m_movesBefore; ///< moves made by each player before a card (kept when
                                                   ///< the game has a judge's adjustment)
    std::vector<MoveRow> m_rows; ///< index: rowKey() (game order); a row with number 0 is a gap
    std::array<int, 2> m_movesMade{};
    std::array<std::optional<PlayedMove>, 2> m_lastMove;
    std::optional<Variant> m_pendingVariant;
    std::array<bool, 2> m_awaitingReplacement{};
    std::array<int, 2> m_runningTotal{};
    std::array<std::array<int, 6>, 2> m_offences{};
};

} // namespace postmark::ledger::detail

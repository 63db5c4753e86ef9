// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/ledger.h"

#include <algorithm>

#include "core/chess/notation.h"
#include "core/ledger/cardmove.h"
#include "core/ledger/claimcheck.h"
#include "core/ledger/leavecalendar.h"
#include "core/support/isodate.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

QString penaltyCategoryName(PenaltyCategory category)
{
    switch (category) {
    case PenaltyCategory::ImpossibleOrIllegible:
        return u"impossible_or_illegible"_s;
    case PenaltyCategory::WrongRepetition:
        return u"wrong_repetition"_s;
    case PenaltyCategory::RegisteredRequired:
        return u"registered_required"_s;
    case PenaltyCategory::AddressError:
        return u"address_error"_s;
    case PenaltyCategory::LateRepeat:
        return u"late_repeat"_s;
    case PenaltyCategory::Judge:
        return u"judge"_s;
    }
    return {};
}

QString deadlineKindName(DeadlineKind kind)
{
    switch (kind) {
    case DeadlineKind::RepeatMove:
        return u"repeat_move"_s;
    case DeadlineKind::NotifyJudge:
        return u"notify_judge"_s;
    case DeadlineKind::FirstMoveInquiry:
        return u"first_move_inquiry"_s;
    case DeadlineKind::Inactivity:
        return u"inactivity"_s;
    case DeadlineKind::QueryMove:
        return u"query_move"_s;
    case DeadlineKind::Claim:
        return u"claim"_s;
    case DeadlineKind::Adjudication:
        return u"adjudication"_s;
    }
    return {};
}

int Ledger::limitFor(int moveNumber) const
{
    const int periods = (std::max(moveNumber, 1) + rules.movesPerControl - 1) / rules.movesPerControl;
    return periods * rules.daysPerControl;
}

Result<rules::RuleSet> rulesOf(const GameFile& game)
{
    Result<rules::RuleSet> base = rules::ruleSet(game.event.rules);
    if (!base)
        return base.error();
    return rules::applyOverrides(*base, game.event.overrides);
}

namespace {

constexpr int index(Color color)
{
    return static_cast<int>(color);
}

struct PlayedMove
{
    chess::Move move;
    chess::Position before;
    int card = -1;
    QString text; ///< as written on the card that played it
};

struct Variant
{
    int card = -1;
    Color proposer = Color::White;
};

class LedgerBuilder
{
public:
    LedgerBuilder(const GameFile& game, const rules::RuleSet& rules, const QDate& asOf)
        : m_game(game)
        , m_leaves(game.leaves, rules.leaveDaysPerYear)
    {
        m_ledger.rules = rules;
        m_ledger.asOf = asOf;
        m_ledger.position = chess::Position::initial();
    }

    LedgerResult run();

private:
    const Card& card(int i) const { return m_game.cards[i]; }
    const CardDates& dates(int i) const { return m_ledger.cardDates[std::size_t(i)]; }
    void problem(int cardIndex, const QString& key, const Message& what)
    {
        m_problems.append({say(MessageCode::WhereCard, card(cardIndex).id), key, what});
    }
    void cardWarning(int cardIndex, const QString& clause, const Message& what)
    {
        m_ledger.cardWarnings[std::size_t(cardIndex)].append({clause, what});
    }

    void resolveDates();
    void prepareReplies();
    int answeredCard(int cardIndex) const;
    MoveRow& row(Color player, int number);
    int moveInProgress(Color player) const { return m_movesMade[index(player)] + 1; }
    void playMove(Color player, const chess::Move& move, int cardIndex, bool insideVariant);
    void book(int cardIndex,
        Color player,
        int moveNumber,
        int answered,
        BookingBasis basis,
        bool excuse = false,
        std::optional<QDate> periodStart = std::nullopt);
    void penalize(Color player, int cardIndex, PenaltyCategory category, int moveNumber, Message detail);
    bool checkRepetition(int cardIndex,
        int moveNumber,
        const std::optional<PlayedMove>& partnerLast,
        const std::vector<PlayedMove>& accepted);
    void processMoveCard(int i);
    void processRepeat(int i);
    void processQuery(int i);
    void applyAdjustments();
    void finishRows();
    void computeRunning();
    void computeDeadlines();
    QDate extendByLeave(Color partner, const QDate& from, int window, int& leaveDays) const;

    const GameFile& m_game;
    Ledger m_ledger;
    InputProblems m_problems;
    LeaveCalendar m_leaves;

    std::vector<std::optional<QDate>> m_receiptOfCopies; ///< earliest receipt of a card or any copy of it
    std::array<std::vector<std::pair<qint64, int>>, 2> m_receivedFrom; ///< a player's cards by receipt date
    std::vector<bool> m_illegibleByQuery;
    std::vector<int> m_moveOfCard; ///< the move number a card's time went on
    std::vector<std::array<int, 2>> m_movesBefore; ///< moves made by each player before a card
    std::vector<MoveRow> m_rows; ///< index: number * 2 + colour (game order); number 0: no row
    std::array<int, 2> m_movesMade{};
    std::array<std::optional<PlayedMove>, 2> m_lastMove;
    std::optional<Variant> m_pendingVariant;
    std::array<bool, 2> m_awaitingReplacement{};
    std::array<int, 2> m_runningTotal{};
    std::array<std::array<int, 6>, 2> m_offences{};
};

void LedgerBuilder::resolveDates()
{
    const int count = int(m_game.cards.size());
    m_ledger.cardDates.reserve(std::size_t(count));
    const DateBounds bounds(m_game.event.start, m_ledger.asOf);
    m_ledger.cardWarnings.resize(std::size_t(count));
    // The date of receipt a partner's card states (II.3.7) is the recipient's date of the card it answers,
    // when that card has no arrival evidence of its own.
    std::vector<std::optional<QDate>> statedReceipt(static_cast<std::size_t>(count));
    std::vector<int> statedBy(static_cast<std::size_t>(count), -1);
    std::vector<int> answeredBy(static_cast<std::size_t>(count), -1); ///< the card a stating card answers
    for (int i = 0; i < count; ++i) {
        if (!card(i).statesReceived)
            continue;
        int answered = -1;
        for (int j = 0; j < i; ++j) {
            if (card(j).from != card(i).from
                && (card(i).repliesTo.isEmpty() ? true : card(j).id == card(i).repliesTo))
                answered = j;
        }
        if (answered >= 0) {
            statedReceipt[std::size_t(answered)] = card(i).statesReceived;
            statedBy[std::size_t(answered)] = i;
            answeredBy[std::size_t(i)] = answered;
            if (card(answered).received && *card(answered).received != *card(i).statesReceived)
                cardWarning(i,
                    u"II.3.7"_s,
                    say(MessageCode::StatedReceiptDiffers,
                        card(answered).id,
                        *card(i).statesReceived,
                        *card(answered).received));
        }
    }
    for (int i = 0; i < count; ++i) {
        Card evidence = card(i);
        const bool stated =
            statedReceipt[std::size_t(i)] && !evidence.received && evidence.arrivalPostmarks.isEmpty();
        if (stated)
            evidence.received = statedReceipt[std::size_t(i)];
        const qsizetype problemsBefore = m_problems.size();
        m_ledger.cardDates.push_back(resolveCardDates(evidence, bounds, m_problems));
        // A date that came from another card's statement is that card's field: the problem names it there.
        for (qsizetype k = problemsBefore; stated && k < m_problems.size(); ++k) {
            if (m_problems[k].key == u"received") {
                m_problems[k].where = say(MessageCode::WhereCard, card(statedBy[std::size_t(i)]).id);
                m_problems[k].key = u"states_received"_s;
            }
        }
        // A stated date of receipt is impossible before the card it speaks of went, after the stating card
        // itself went, or after the ledger's date (rules §1): the stating card's field.
        if (const int answered = answeredBy[std::size_t(i)]; answered >= 0) {
            const QDate statedDate = *card(i).statesReceived;
            const auto named = [&](const Message& what) {
                for (const InputProblem& earlier : std::as_const(m_problems)) {
                    if (earlier.key == u"states_received"
                        && earlier.where == say(MessageCode::WhereCard, card(i).id))
                        return;
                }
                m_problems.append({say(MessageCode::WhereCard, card(i).id), u"states_received"_s, what});
            };
            const std::optional<QDate>& answeredSent = m_ledger.cardDates[std::size_t(answered)].sent;
            const std::optional<QDate>& ownSent = m_ledger.cardDates.back().sent;
            if (answeredSent && statedDate < *answeredSent)
                named(say(
                    MessageCode::StatedReceiptBeforeItWent, statedDate, card(answered).id, *answeredSent));
            else if (ownSent && statedDate > *ownSent)
                named(say(MessageCode::StatedReceiptAfterOwnSending, statedDate, *ownSent));
            else if (bounds.asOf.isValid() && statedDate > bounds.asOf)
                named(say(MessageCode::DateAfterAsOf, statedDate, bounds.asOf));
        }
        const CardDates& resolved = m_ledger.cardDates.back();
        if (m_ledger.rules.standardTransitDays && resolved.sent && resolved.received) {
            const qint64 transit = resolved.sent->daysTo(*resolved.received);
            if (transit > *m_ledger.rules.standardTransitDays)
                cardWarning(i,
                    m_ledger.rules.section + u".2.5"_s,
                    say(MessageCode::TransitLongerThanStandard,
                        transit,
                        *m_ledger.rules.standardTransitDays));
        }
    }
}

void LedgerBuilder::prepareReplies()
{
    const int count = int(m_game.cards.size());
    // A repeat and its original are one postal message: the partner's time runs from whichever copy
    // arrived first (rules §2, repeats).
    std::vector<int> group(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        group[std::size_t(i)] = i;
        if (card(i).kind == CardKind::Repeat) {
            for (int j = 0; j < count; ++j) {
                if (card(j).id == card(i).repeats)
                    group[std::size_t(i)] = j;
            }
        }
    }
    std::vector<std::optional<QDate>> earliest(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        const auto& received = dates(i).received;
        auto& slot = earliest[std::size_t(group[std::size_t(i)])];
        if (received && (!slot || *received < *slot))
            slot = received;
    }
    m_receiptOfCopies.resize(std::size_t(count));
    for (int i = 0; i < count; ++i) {
        m_receiptOfCopies[std::size_t(i)] = earliest[std::size_t(group[std::size_t(i)])];
        if (m_receiptOfCopies[std::size_t(i)])
            m_receivedFrom[index(card(i).from)].push_back(
                {m_receiptOfCopies[std::size_t(i)]->toJulianDay(), i});
    }
    for (auto& list : m_receivedFrom)
        std::stable_sort(
            list.begin(), list.end(), [](const auto& a, const auto& b) { return a.first < b.first; });

    m_illegibleByQuery.assign(std::size_t(count), false);
    for (int i = 0; i < count; ++i) {
        if (card(i).kind == CardKind::Query && card(i).reason == QueryReason::Illegible) {
            for (int j = 0; j < count; ++j) {
                if (card(j).id == card(i).about)
                    m_illegibleByQuery[std::size_t(j)] = true;
            }
        }
    }
}

int LedgerBuilder::answeredCard(int i) const
{
    const Card& sent = card(i);
    if (!sent.repliesTo.isEmpty()) {
        for (int j = 0; j < int(m_game.cards.size()); ++j) {
            if (card(j).id == sent.repliesTo)
                return j;
        }
        return -1;
    }
    // The default: the partner's latest card received before this one was sent.
    const auto& received = m_receivedFrom[index(opposite(sent.from))];
    const auto& sentDate = dates(i).sent;
    int best = -1;
    if (sentDate) {
        const qint64 limit = sentDate->toJulianDay();
        const auto end =
            std::upper_bound(received.begin(), received.end(), limit, [](qint64 value, const auto& entry) {
                return value < entry.first;
            });
        if (end != received.begin()) {
            // Of the cards received that day, the last in the file.
            const qint64 day = std::prev(end)->first;
            for (auto it = std::prev(end);; --it) {
                if (it->first != day)
                    break;
                best = std::max(best, it->second);
                if (it == received.begin())
                    break;
            }
        }
    } else {
        for (const auto& entry : received) {
            if (entry.second < i)
                best = entry.second; // the send date is unknown: the latest earlier card received
        }
    }
    return best;
}

MoveRow& LedgerBuilder::row(Color player, int number)
{
    const std::size_t key = std::size_t(number) * 2 + std::size_t(index(player));
    if (key >= m_rows.size())
        m_rows.resize(std::max(key + 1, m_rows.size() * 2));
    MoveRow& found = m_rows[key];
    if (found.number == 0) {
        found.player = player;
        found.number = number;
    }
    return found;
}

void LedgerBuilder::playMove(Color player, const chess::Move& move, int cardIndex, bool insideVariant)
{
    MoveRow& made = row(player, moveInProgress(player));
    made.move = move;
    made.before = m_ledger.position;
    made.card = cardIndex;
    made.insideVariant = insideVariant;
    m_ledger.position.play(move);
    ++m_movesMade[index(player)];
}

void LedgerBuilder::book(int cardIndex,
    Color player,
    int moveNumber,
    int answered,
    BookingBasis basis,
    bool excuse,
    std::optional<QDate> periodStart)
{
    const rules::RuleSet& rules = m_ledger.rules;
    TimeBooking booking;
    booking.player = player;
    booking.moveNumber = moveNumber;
    booking.card = cardIndex;
    booking.answeredCard = answered;
    booking.basis = basis;
    booking.to = dates(cardIndex).sent;
    const QDate start = m_ledger.startDates[index(player)];
    QDate from = start;
    if (periodStart)
        from = std::max(start, *periodStart);
    else if (answered >= 0 && m_receiptOfCopies[std::size_t(answered)])
        from = std::max(start, *m_receiptOfCopies[std::size_t(answered)]);
    booking.from = from;
    booking.startNoticeLate = from == start && start != m_game.event.start;
    if (booking.to) {
        if (*booking.to < from) {
            if (answered >= 0 && from != start)
                problem(cardIndex,
                    u"replies_to"_s,
                    say(MessageCode::SentBeforeReceiptOfAnswered, *booking.to, from, card(answered).id));
            booking.to = from;
        }
        // The counting rule (rules §2): days d with from < d <= sent, not a granted leave day.
        booking.calendarDays = int(from.daysTo(*booking.to));
        booking.leaveDays = m_leaves.leaveDaysBetween(player, from, *booking.to);
        int counted = booking.calendarDays - booking.leaveDays;
        if (excuse) {
            booking.excusedDays = std::min(counted, rules.excusedDays);
            counted -= booking.excusedDays;
        }
        if (rules.doubleAfterDays && counted > *rules.doubleAfterDays) {
            booking.doubledDays = counted - *rules.doubleAfterDays;
            counted += booking.doubledDays;
        }
        booking.days = counted;
    }
    MoveRow& target = row(player, moveNumber);
    target.days += booking.days;
    target.open |= !booking.to;
    m_runningTotal[index(player)] += booking.days;
    m_ledger.bookings.push_back(booking);
}

void LedgerBuilder::penalize(
    Color player, int cardIndex, PenaltyCategory category, int moveNumber, Message detail)
{
    const rules::RuleSet& rules = m_ledger.rules;
    PenaltyEntry entry;
    entry.player = player;
    entry.card = cardIndex;
    entry.category = category;
    entry.moveNumber = moveNumber;
    entry.offence = ++m_offences[index(player)][static_cast<int>(category)];
    entry.days = entry.offence == 1 ? rules.penaltyFirstDays : rules.penaltyRepeatDays;
    entry.detail = std::move(detail);
    if (entry.days == 0)
        return; // a rule set without penalty days (server play)
    row(player, moveNumber).penalty += entry.days;
    m_runningTotal[index(player)] += entry.days;
    m_ledger.penalties.push_back(entry);
}

bool LedgerBuilder::checkRepetition(int i,
    int moveNumber,
    const std::optional<PlayedMove>& partnerLast,
    const std::vector<PlayedMove>& accepted)
{
    const Card& sent = card(i);
    std::vector<PlayedMove> expected;
    if (partnerLast)
        expected.push_back(*partnerLast);
    expected.insert(expected.end(), accepted.begin(), accepted.end());
    if (expected.empty())
        return true;
    const auto written = [&](const PlayedMove& played) {
        return chess::writeMove(played.before, played.move, m_game.notation, false);
    };
    Message why;
    if (sent.repetition.size() != qsizetype(expected.size())) {
        QStringList wanted;
        for (const PlayedMove& played : expected)
            wanted.append(written(played));
        why = sent.repetition.isEmpty()
            ? say(MessageCode::RepeatsNothing, qsizetype(expected.size()), wanted.join(u", "_s))
            : say(MessageCode::RepeatsWrongNumberOfPlies,
                sent.repetition.size(),
                sent.repetition.join(u", "_s),
                qsizetype(expected.size()),
                wanted.join(u", "_s));
    } else {
        for (std::size_t k = 0; k < expected.size(); ++k) {
            // Written exactly as the partner wrote it, in the same position: necessarily the same move.
            if (sent.repetition[qsizetype(k)] == expected[k].text)
                continue;
            const ReadMove read =
                readCardMove(expected[k].before, sent.repetition[qsizetype(k)], m_game.notation);
            if (read.move && *read.move == expected[k].move)
                continue;
            why = say(MessageCode::RepeatsWrongMove, sent.repetition[qsizetype(k)], written(expected[k]));
            break;
        }
    }
    if (why.isEmpty())
        return true;
    penalize(sent.from, i, PenaltyCategory::WrongRepetition, moveNumber, why);
    return false;
}

void LedgerBuilder::processMoveCard(int i)
{
    const Card& sent = card(i);
    const Color player = sent.from;
    const Color partner = opposite(player);
    const bool replacement = m_awaitingReplacement[index(player)];
    if (m_ledger.position.sideToMove() != player) {
        problem(i, u"from"_s, say(MessageCode::NotThePlayersTurn, colorWord(player)));
        return;
    }

    // Accepted plies of the partner's variant, played in order (II.3.8).
    const std::optional<PlayedMove> partnerLast = m_lastMove[index(partner)];
    std::vector<PlayedMove> accepted;
    int lastAcceptedNumber = 0;
    if (sent.accepts > 0) {
        if (!m_pendingVariant || m_pendingVariant->proposer != partner) {
            problem(i, u"accepts"_s, say(MessageCode::AcceptsWithoutVariant));
        } else {
            const Card& proposal = card(m_pendingVariant->card);
            if (sent.accepts > proposal.variant.size()) {
                problem(i,
                    u"accepts"_s,
                    say(MessageCode::AcceptsMorePliesThanProposed,
                        sent.accepts,
                        proposal.id,
                        proposal.variant.size()));
            } else {
                for (int k = 0; k < sent.accepts; ++k) {
                    const ReadMove read =
                        readCardMove(m_ledger.position, proposal.variant[k], m_game.notation);
                    if (!read.move) {
                        m_problems.append({say(MessageCode::WhereCard, proposal.id),
                            u"variant"_s,
                            say(MessageCode::VariantPlyUnplayable,
                                k + 1,
                                proposal.variant[k],
                                read.error.detail)});
                        break;
                    }
                    const Color mover = m_ledger.position.sideToMove();
                    lastAcceptedNumber = m_ledger.position.fullmoveNumber();
                    accepted.push_back(
                        {*read.move, m_ledger.position, m_pendingVariant->card, proposal.variant[k]});
                    playMove(mover, *read.move, i, true);
                }
            }
        }
    }
    if (m_pendingVariant && m_pendingVariant->proposer == partner)
        m_pendingVariant.reset();

    // The new move.
    const int number = moveInProgress(player);
    bool moved = false;
    if (sent.illegible || m_illegibleByQuery[std::size_t(i)]) {
        penalize(player,
            i,
            PenaltyCategory::ImpossibleOrIllegible,
            number,
            say(MessageCode::IllegibleMove, sent.move.value_or(QString())));
    } else if (!sent.move) {
        penalize(
            player, i, PenaltyCategory::ImpossibleOrIllegible, number, say(MessageCode::CardWithoutMove));
    } else {
        const ReadMove read = readCardMove(m_ledger.position, *sent.move, m_game.notation);
        if (read.move) {
            m_lastMove[index(player)] = PlayedMove{*read.move, m_ledger.position, i, *sent.move};
            playMove(player, *read.move, i, false);
            moved = true;
        } else if (read.noNotation) {
            problem(i, u"move"_s, say(MessageCode::NoChessNotation, *sent.move, read.error.detail));
        } else {
            penalize(player,
                i,
                PenaltyCategory::ImpossibleOrIllegible,
                number,
                say(MessageCode::ImpossibleMove, *sent.move, read.error.detail));
        }
    }
    m_awaitingReplacement[index(player)] = !moved;

    // Time: on the move of the last accepted ply (II.4.8), else on this move; a replacement adds to the
    // move it replaces (II.3.12).
    const int answered = answeredCard(i);
    const int bookOn = lastAcceptedNumber > 0 ? lastAcceptedNumber : number;
    const BookingBasis basis = replacement ? BookingBasis::Replacement
        : lastAcceptedNumber > 0           ? BookingBasis::VariantReceiver
        : answered < 0                     ? BookingBasis::FirstMove
                                           : BookingBasis::Reply;
    book(i, player, bookOn, answered, basis);
    m_moveOfCard[std::size_t(i)] = number;

    // Time trouble: 5 days or fewer left in the control period, counting this reply: registered (II.4.12).
    const int left = m_ledger.limitFor(number) - m_runningTotal[index(player)];
    if (m_ledger.rules.timeTroubleRegistered && left <= m_ledger.rules.timeTroubleDays && !sent.registered)
        penalize(player,
            i,
            PenaltyCategory::RegisteredRequired,
            number,
            left >= 0 ? say(MessageCode::RegisteredRequiredInTimeTrouble, left)
                      : say(MessageCode::RegisteredRequiredPastTheLimit, -left));

    if (!replacement)
        checkRepetition(i, number, partnerLast, accepted);
    if (sent.addressError)
        penalize(player, i, PenaltyCategory::AddressError, number, say(MessageCode::AddressError));
    if (moved && !sent.variant.isEmpty())
        m_pendingVariant = Variant{i, player};
}

void LedgerBuilder::processRepeat(int i)
{
    const Card& repeat = card(i);
    const Color player = repeat.from;
    int original = -1;
    for (int j = 0; j < int(m_game.cards.size()); ++j) {
        if (card(j).id == repeat.repeats)
            original = j;
    }
    if (original < 0)
        return;
    const int number = m_moveOfCard[std::size_t(original)] > 0 ? m_moveOfCard[std::size_t(original)]
                                                               : moveInProgress(player);
    m_moveOfCard[std::size_t(i)] = number;

    // Answering the partner's repeat by repeating one's own move: up to the excused days not counted
    // (II.4.7). The delay runs from the arrival of that repeat itself, which told the player the move was
    // lost.
    const int answered = answeredCard(i);
    if (answered >= 0 && card(answered).kind == CardKind::Repeat && dates(original).sent
        && dates(answered).received && *dates(answered).received >= *dates(original).sent) {
        book(i, player, number, answered, BookingBasis::RepeatAnswer, true, dates(answered).received);
        return;
    }

    // A late repeat of a lost card adds the days of lateness (II.4.11).
    const auto& originalSent = dates(original).sent;
    const auto& repeatSent = dates(i).sent;
    if (!originalSent || !repeatSent)
        return;
    int leaveDays = 0;
    const QDate due =
        extendByLeave(opposite(player), *originalSent, m_ledger.rules.repeatAfterDays, leaveDays);
    const bool lost = dates(original).receivedRule == ReceiptRule::NotReceived && dates(i).received;
    if (*repeatSent > due && lost) {
        PenaltyEntry entry;
        entry.player = player;
        entry.card = i;
        entry.category = PenaltyCategory::LateRepeat;
        entry.moveNumber = moveInProgress(player);
        entry.lateDays = int(due.daysTo(*repeatSent));
        entry.days = entry.lateDays;
        entry.due = due;
        entry.offence = ++m_offences[index(player)][static_cast<int>(PenaltyCategory::LateRepeat)];
        entry.detail = say(MessageCode::LostCardRepeatedLate, card(original).id, due, *repeatSent);
        row(player, entry.moveNumber).penalty += entry.days;
        m_runningTotal[index(player)] += entry.days;
        m_ledger.penalties.push_back(entry);
    }
}

void LedgerBuilder::processQuery(int i)
{
    const Card& query = card(i);
    int queried = -1;
    for (int j = 0; j < int(m_game.cards.size()); ++j) {
        if (card(j).id == query.about)
            queried = j;
    }
    if (queried < 0)
        return;
    const Color partner = opposite(query.from);
    if (!m_awaitingReplacement[index(partner)] && query.reason == QueryReason::Impossible)
        cardWarning(i, u"II.3.12"_s, say(MessageCode::QueryUnfounded, card(queried).id));
    const int number = moveInProgress(query.from);
    m_moveOfCard[std::size_t(i)] = number;
    book(i, query.from, number, queried, BookingBasis::QueryDelay, true);
}

void LedgerBuilder::applyAdjustments()
{
    for (int a = 0; a < m_game.adjustments.size(); ++a) {
        const Adjustment& adjustment = m_game.adjustments[a];
        int number = moveInProgress(adjustment.player);
        int cardIndex = -1;
        for (int j = 0; j < int(m_game.cards.size()); ++j) {
            if (card(j).id == adjustment.card)
                cardIndex = j;
        }
        if (cardIndex >= 0) {
            number = card(cardIndex).from == adjustment.player && m_moveOfCard[std::size_t(cardIndex)] > 0
                ? m_moveOfCard[std::size_t(cardIndex)]
                : m_movesBefore[std::size_t(cardIndex)][index(adjustment.player)] + 1;
        }
        PenaltyEntry entry;
        entry.player = adjustment.player;
        entry.card = cardIndex;
        entry.category = PenaltyCategory::Judge;
        entry.days = adjustment.days;
        entry.moveNumber = number;
        entry.adjustment = a;
        entry.detail = say(MessageCode::Verbatim, adjustment.reason);
        row(adjustment.player, number).penalty += adjustment.days;
        m_runningTotal[index(adjustment.player)] += adjustment.days;
        m_ledger.penalties.push_back(entry);
    }
}

void LedgerBuilder::finishRows()
{
    std::array<int, 2> totals{};
    m_ledger.rows.reserve(m_rows.size() / 2);
    for (MoveRow& made : m_rows) {
        if (made.number == 0)
            continue;
        int& total = totals[index(made.player)];
        total += made.days + made.penalty;
        made.total = total;
        // Overstepping exists as soon as the total passes the limit of the period in progress (II.6.1).
        if (!m_ledger.overstep && total > m_ledger.limitFor(made.number))
            m_ledger.overstep =
                Overstep{made.player, made.number, total, m_ledger.limitFor(made.number), false};
        m_ledger.rows.push_back(made);
    }
    m_ledger.totals = totals;
}

void LedgerBuilder::computeRunning()
{
    const Color player = m_ledger.toMove;
    const Color partner = opposite(player);
    int ownLast = -1;
    int partnerLast = -1;
    for (int i = 0; i < int(m_game.cards.size()); ++i)
        (card(i).from == player ? ownLast : partnerLast) = i;
    Running running;
    running.player = player;
    running.moveNumber = moveInProgress(player);
    running.limit = m_ledger.limitFor(running.moveNumber);
    running.total = m_ledger.total(player);
    running.answering = partnerLast > ownLast ? partnerLast : -1;
    const QDate start = m_ledger.startDates[index(player)];
    running.until = m_ledger.asOf;
    if (m_game.claim && m_game.claim->sent < running.until)
        running.until = m_game.claim->sent;
    if (running.answering < 0 && m_movesMade[index(player)] == 0 && player == Color::White && ownLast < 0) {
        running.since = start; // White's first move: time runs from the start date
    } else if (running.answering < 0 || !m_receiptOfCopies[std::size_t(running.answering)]) {
        running.waitingForPost = true;
    } else {
        running.since = std::max(start, *m_receiptOfCopies[std::size_t(running.answering)]);
    }
    if (!running.waitingForPost && running.since < running.until) {
        running.days = int(running.since.daysTo(running.until));
        running.leaveDays = m_leaves.leaveDaysBetween(player, running.since, running.until);
        running.days -= running.leaveDays;
        if (m_ledger.rules.doubleAfterDays && running.days > *m_ledger.rules.doubleAfterDays)
            running.days += running.days - *m_ledger.rules.doubleAfterDays;
    }
    running.total += running.days;
    running.daysLeftInControl = running.limit - running.total;
    running.timeTrouble = running.daysLeftInControl <= m_ledger.rules.timeTroubleDays;
    if (!m_ledger.overstep && running.total > running.limit)
        m_ledger.overstep = Overstep{player, running.moveNumber, running.total, running.limit, true};
    (void)partner;
    m_ledger.running = running;
}

QDate LedgerBuilder::extendByLeave(Color partner, const QDate& from, int window, int& leaveDays) const
{
    // The window is extended by the partner's announced leave inside it (rules §5 decision).
    leaveDays = 0;
    for (;;) {
        const QDate due = from.addDays(window + leaveDays);
        const int inside = m_leaves.leaveDaysBetween(partner, from, due);
        if (inside == leaveDays)
            return due;
        leaveDays = inside;
    }
}

void LedgerBuilder::computeDeadlines()
{
    const rules::RuleSet& rules = m_ledger.rules;
    std::vector<Deadline>& deadlines = m_ledger.deadlines;
    const int count = int(m_game.cards.size());

    if (!m_ledger.suspended) {
        for (Color player : {Color::White, Color::Black}) {
            int own = -1;
            int theirs = -1;
            for (int i = 0; i < count; ++i)
                (card(i).from == player ? own : theirs) = i;
            if (own < 0 || theirs > own || !dates(own).sent)
                continue;
            // No reply to the player's last card: repeat it registered, then tell the judge (II.5.1).
            Deadline deadline;
            deadline.player = player;
            deadline.card = own;
            deadline.from = *dates(own).sent;
            const bool repeated = card(own).kind == CardKind::Repeat;
            deadline.kind = repeated ? DeadlineKind::NotifyJudge : DeadlineKind::RepeatMove;
            deadline.due = extendByLeave(opposite(player),
                deadline.from,
                repeated ? rules.judgeAfterRepeatDays : rules.repeatAfterDays,
                deadline.leaveDays);
            deadlines.push_back(deadline);
        }

        bool whiteMoveReceived = false;
        for (int i = 0; i < count; ++i)
            whiteMoveReceived |=
                card(i).from == Color::White && card(i).kind == CardKind::Move && dates(i).received;
        if (!whiteMoveReceived) {
            Deadline deadline;
            deadline.kind = DeadlineKind::FirstMoveInquiry;
            deadline.player = Color::Black;
            deadline.from = m_game.event.start;
            deadline.due = m_game.event.start.addDays(rules.firstMoveInquiryDays);
            deadlines.push_back(deadline);
        }

        // A received impossible or illegible move is queried within the excused days (II.3.12).
        const Color replacing = m_awaitingReplacement[0] ? Color::White : Color::Black;
        if (m_awaitingReplacement[index(replacing)]) {
            int impossible = -1;
            bool queried = false;
            for (int i = 0; i < count; ++i) {
                if (card(i).from == replacing && card(i).kind == CardKind::Move)
                    impossible = i;
                if (card(i).from != replacing && card(i).kind == CardKind::Query && impossible >= 0
                    && card(i).about == card(impossible).id)
                    queried = true;
            }
            if (impossible >= 0 && !queried && dates(impossible).received) {
                Deadline deadline;
                deadline.kind = DeadlineKind::QueryMove;
                deadline.player = opposite(replacing);
                deadline.card = impossible;
                deadline.from = *dates(impossible).received;
                deadline.due = deadline.from.addDays(rules.excusedDays);
                deadlines.push_back(deadline);
            }
        }

        // No move for the inactivity period: loss possible for the player who did nothing (II.5.2).
        QDate lastMove = m_game.event.start;
        int lastMoveCard = -1;
        for (int i = 0; i < count; ++i) {
            if (card(i).kind == CardKind::Move && dates(i).sent && *dates(i).sent >= lastMove) {
                lastMove = *dates(i).sent;
                lastMoveCard = i;
            }
        }
        Deadline inactivity;
        inactivity.kind = DeadlineKind::Inactivity;
        inactivity.player = m_ledger.toMove;
        inactivity.card = lastMoveCard;
        inactivity.from = lastMove;
        inactivity.due = rules.inactivityMonths ? lastMove.addMonths(*rules.inactivityMonths)
                                                : lastMove.addDays(rules.inactivityDays.value_or(0));
        if (rules.inactivityMonths || rules.inactivityDays)
            deadlines.push_back(inactivity);
    }

    // A forfeit claim is due no later than the reply to the offender's control move (II.6.3).
    if (m_ledger.overstep && !m_game.claim) {
        const Overstep& over = *m_ledger.overstep;
        const Color claimant = opposite(over.player);
        const int control = controlMoveOf(rules, over.move);
        if (claimWindowOpen(
                over.player, control, m_movesMade[index(over.player)], m_movesMade[index(claimant)])) {
            Deadline deadline;
            deadline.kind = DeadlineKind::Claim;
            deadline.player = claimant;
            deadline.controlMove = control;
            deadlines.push_back(deadline);
        }
    }

    if (m_game.event.end && !m_ledger.suspended) {
        for (Color player : {Color::White, Color::Black}) {
            Deadline deadline;
            deadline.kind = DeadlineKind::Adjudication;
            deadline.player = player;
            deadline.from = *m_game.event.end;
            deadline.due = m_game.event.end->addDays(rules.adjudicationSubmitDays);
            deadlines.push_back(deadline);
        }
    }
    std::stable_sort(deadlines.begin(), deadlines.end(), [](const Deadline& a, const Deadline& b) {
        if (!a.due || !b.due)
            return bool(a.due) && !b.due;
        return *a.due < *b.due;
    });
}

LedgerResult LedgerBuilder::run()
{
    const rules::RuleSet& rules = m_ledger.rules;
    for (Color player : {Color::White, Color::Black}) {
        QDate start = m_game.event.start;
        const auto& notice = m_game.player(player).startNoticeReceived;
        // A start notice received on or after the official start: the player starts on the third day
        // after it (II.4.6, decision: "late" means on or after the official start).
        if (notice && *notice >= m_game.event.start)
            start = notice->addDays(rules.startNoticeGraceDays);
        m_ledger.startDates[index(player)] = start;
    }
    m_ledger.warnings = m_leaves.warnings();
    resolveDates();
    prepareReplies();

    const int count = int(m_game.cards.size());
    m_rows.resize(std::size_t(count) + 4);
    m_ledger.bookings.reserve(std::size_t(count));
    m_moveOfCard.assign(std::size_t(count), 0);
    m_movesBefore.resize(std::size_t(count));
    for (int i = 0; i < count; ++i) {
        m_movesBefore[std::size_t(i)] = m_movesMade;
        switch (card(i).kind) {
        case CardKind::Move:
            processMoveCard(i);
            break;
        case CardKind::Repeat:
            processRepeat(i);
            break;
        case CardKind::Query:
            processQuery(i);
            break;
        }
    }
    applyAdjustments();

    LedgerResult result;
    if (!m_problems.isEmpty()) {
        result.problems = m_problems;
        return result;
    }
    finishRows();
    m_ledger.finished = m_game.result.has_value();
    m_ledger.suspended = m_game.claim.has_value() && !m_ledger.finished;
    m_ledger.toMove = m_awaitingReplacement[0] ? Color::White
        : m_awaitingReplacement[1]             ? Color::Black
                                               : m_ledger.position.sideToMove();
    if (!m_ledger.finished) {
        computeRunning();
        computeDeadlines();
    }
    result.ledger = std::move(m_ledger);
    return result;
}

} // namespace

LedgerResult computeLedger(const GameFile& game, const rules::RuleSet& rules, const QDate& asOf)
{
    return LedgerBuilder(game, rules, asOf).run();
}

} // namespace postmark::ledger

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/ledger.h"

#include <algorithm>

#include "core/chess/notation.h"
#include "core/ledger/controlperiod.h"
#include "core/ledger/datingasread.h"
#include "core/ledger/ledgerbuilder.h"
#include "core/ledger/ledgerexplain.h"

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

std::vector<chess::Position> Ledger::positionsBeforeRows() const
{
    return ledger::positionsBeforeRows(rows);
}

std::vector<chess::Position> positionsBeforeRows(const std::vector<MoveRow>& rows)
{
    // Rows are in game order, and only the last of each player can lack its move (one in progress; a gap
    // while the ledger is built has none either): the moves of the rows, played in turn, are the game.
    std::vector<chess::Position> positions;
    positions.reserve(rows.size());
    chess::Position walked = chess::Position::initial();
    for (const MoveRow& row : rows) {
        positions.push_back(walked);
        if (row.move)
            walked.play(*row.move);
    }
    return positions;
}

bool Ledger::totalOpen(Color player) const
{
    return std::any_of(
        rows.begin(), rows.end(), [player](const MoveRow& row) { return row.player == player && row.open; });
}

QString lastMoveMade(const Ledger& ledger, chess::Notation notation)
{
    const std::vector<chess::Position> before = ledger.positionsBeforeRows();
    for (std::size_t row = ledger.rows.size(); row-- > 0;) {
        if (ledger.rows[row].move)
            return chess::writeLine(before[row], {*ledger.rows[row].move}, notation);
    }
    return {};
}

int Ledger::limitFor(int moveNumber) const
{
    return ledger::limitFor(rules, moveNumber);
}

Result<rules::RuleSet> rulesOf(const GameFile& game)
{
    Result<rules::RuleSet> base = rules::ruleSet(game.event.rules);
    if (!base)
        return base.error();
    return rules::applyOverrides(*base, game.event.overrides);
}

namespace detail {

LedgerBuilder::LedgerBuilder(const GameFile& game, const rules::RuleSet& rules, const QDate& asOf)
    : m_game(game)
    , m_cards(game.cards.constData())
    , m_leaves(game.leaves, rules)
    , m_section(rules::rulesOfSection(rules))
{
    m_ledger.rules = rules;
    m_ledger.asOf = asOf;
    m_ledger.position = chess::Position::initial();
}

int LedgerBuilder::cardIndex(const QString& id) const
{
    int found = -1;
    for (int j = 0; j < int(m_game.cards.size()); ++j) {
        if (card(j).id == id)
            found = j;
    }
    return found;
}

void LedgerBuilder::problem(int cardIndex, const QString& key, const Message& what)
{
    m_problems.append({say(MessageCode::WhereCard, CardRef{card(cardIndex).id}), key, what});
}

void LedgerBuilder::cardWarning(int cardIndex, const QString& clause, const Message& what)
{
    m_ledger.cardWarnings.push_back({cardIndex, {clause, what}});
}

void LedgerBuilder::computeStartDates()
{
    for (Color player : {Color::White, Color::Black}) {
        QDate start = m_game.event.start;
        const auto& notice = m_game.player(player).startNoticeReceived;
        // A start notice received on or after the official start: the player starts on the third day
        // after it (II.4.6, decision: "late" means on or after the official start). A postal rule: by
        // e-mail and on a server every player starts on the official start (III.4.5).
        if (notice && *notice >= m_game.event.start && applies(rules::Rule::LateStartNotice))
            start = notice->addDays(m_ledger.rules.startNoticeGraceDays);
        m_ledger.startDates[index(player)] = start;
    }
}

std::optional<LedgerResult> LedgerBuilder::run(Dating dating)
{
    computeStartDates();
    m_ledger.warnings = m_leaves.warnings();
    const int count = int(m_game.cards.size());
    const bool asRead = dating == Dating::AsRead;
    const DateBounds bounds(m_game.event.start, m_ledger.asOf);
    // Dated as read, a card is dated this many cards before it is read: what its dating asks of memory (its
    // move and its repetition, elsewhere on the heap) has come by then (three ahead measured slower).
    constexpr int datedAhead = 2;
    if (asRead) {
        startDatingAsRead();
        for (int i = 0; i < std::min(count, datedAhead); ++i) {
            if (!dateAsRead(i, bounds))
                return std::nullopt;
        }
    } else {
        resolveDates();
        prepareReplies();
        m_dated = count;
    }

    m_rows.reserve(std::size_t(count) + 4); // keys up to 2 × (count / 2 + 1) − 1
    m_ledger.bookings.reserve(std::size_t(count));
    // Only a judge's adjustment asks which move a card fell on (applyAdjustments()).
    const bool adjusted = !m_game.adjustments.isEmpty();
    if (adjusted)
        m_movesBefore.resize(std::size_t(count));
    for (int i = 0; i < count; ++i) {
        // Each card's repetition of the partner's move is compared with the move as the partner wrote it
        // (II.4.9): a list and a text elsewhere on the heap, the one read only after the other. Asked for two
        // cards and one card ahead, they are there when the card is read.
        if (i + 2 < count)
            __builtin_prefetch(card(i + 2).repetition.constData());
        if (i + 1 < count && !card(i + 1).repetition.isEmpty())
            __builtin_prefetch(card(i + 1).repetition.front().constData());
        if (asRead && i + datedAhead < count && !dateAsRead(i + datedAhead, bounds))
            return std::nullopt;
        if (adjusted)
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
    if (m_needsAllDated)
        return std::nullopt;
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

} // namespace detail

Explanation explainStart(const GameFile& game, const Ledger& ledger, Color player)
{
    const QDate start = ledger.startDates[static_cast<int>(player)];
    const auto& notice = game.player(player).startNoticeReceived;
    const QString lateClause = rules::clause(ledger.rules, rules::Rule::LateStartNotice);
    const QString officialClause = rules::clause(ledger.rules, rules::Rule::OfficialStart);
    if (start != game.event.start && notice)
        return {lateClause,
            say(MessageCode::StartAfterLateNotice,
                ledger.rules.startNoticeGraceDays,
                colorWord(player),
                *notice,
                start)};
    // A late notice where the section does not move the start for it (II.4.6 is a postal rule).
    if (notice && *notice >= game.event.start && lateClause.isEmpty())
        return {officialClause,
            say(MessageCode::StartNoticeLateNoEffect, colorWord(player), *notice, start, officialClause)};
    return {officialClause, say(MessageCode::StartOnOfficialStart, colorWord(player), start)};
}

LedgerResult computeLedger(const GameFile& game, const rules::RuleSet& rules, const QDate& asOf)
{
    if (std::optional<LedgerResult> read =
            detail::LedgerBuilder(game, rules, asOf).run(detail::Dating::AsRead))
        return std::move(*read);
    return std::move(*detail::LedgerBuilder(game, rules, asOf).run(detail::Dating::AllFirst));
}

} // namespace postmark::ledger

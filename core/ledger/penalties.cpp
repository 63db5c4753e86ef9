// SPDX-License-Identifier: GPL-3.0-or-later
// Penalty days (II.3.11, II.4.9–II.4.12, II.6.8; III.4.7, III.4.9): what each offence costs, on which move
// it is booked, and the words that explain it.
#include "core/ledger/cardmove.h"
#include "core/ledger/controlperiod.h"
#include "core/ledger/ledgerbuilder.h"
#include "core/ledger/ledgerexplain.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

namespace {

rules::Rule ruleOf(PenaltyCategory category)
{
    switch (category) {
    case PenaltyCategory::ImpossibleOrIllegible:
        return rules::Rule::ImpossibleMovePenalty;
    case PenaltyCategory::WrongRepetition:
        return rules::Rule::WrongRepetitionPenalty;
    case PenaltyCategory::RegisteredRequired:
        return rules::Rule::RegisteredPenalty;
    case PenaltyCategory::AddressError:
        return rules::Rule::AddressPenalty;
    case PenaltyCategory::LateRepeat:
        return rules::Rule::LateRepeat;
    case PenaltyCategory::Judge:
        break;
    }
    return rules::Rule::ImpossibleMovePenalty;
}

} // namespace

QString penaltyClause(const rules::RuleSet& rules, PenaltyCategory category)
{
    if (category == PenaltyCategory::Judge) {
        // The judge's penalty days: after an unfounded claim (II.6.8, IV.8.8); by e-mail the judge's
        // sanctions (III.1.9); on a server the judge's decisions (V.9).
        if (rules.section == u"III")
            return u"III.1.9"_s;
        if (rules.section == u"IV")
            return u"IV.8.8"_s;
        if (rules.section == u"V")
            return u"V.9"_s;
        return u"II.6.8"_s;
    }
    return rules::clause(rules, ruleOf(category));
}

namespace detail {

PenaltyEntry& LedgerBuilder::addPenalty()
{
    // A game with one penalty has several as a rule (the days in time trouble): room for a few at once,
    // not one more at each. The entry is filled where it lies (a whole entry moved in was read back wide).
    if (m_ledger.penalties.empty())
        m_ledger.penalties.reserve(8);
    return m_ledger.penalties.emplace_back();
}

PenaltyEntry* LedgerBuilder::penalize(
    Color player, int cardIndex, PenaltyCategory category, int moveNumber, Message detail)
{
    const rules::RuleSet& rules = m_ledger.rules;
    if (!applies(ruleOf(category)))
        return nullptr; // the section has no such penalty (no registered mail by e-mail, none on a server)
    const int offence = ++m_offences[index(player)][static_cast<int>(category)];
    const int days = offence == 1 ? rules.penaltyFirstDays : rules.penaltyRepeatDays;
    if (days == 0)
        return nullptr; // a rule set without penalty days (server play)
    row(player, moveNumber).penalty += days;
    m_runningTotal[index(player)] += days;
    PenaltyEntry& entry = addPenalty();
    entry.player = player;
    entry.card = cardIndex;
    entry.category = category;
    entry.moveNumber = moveNumber;
    entry.offence = offence;
    entry.days = days;
    entry.detail = std::move(detail);
    return &entry;
}

bool LedgerBuilder::checkRepetition(int i,
    int moveNumber,
    const std::optional<PlayedMove>& partnerLast,
    const std::vector<PlayedMove>& accepted)
{
    const Card& sent = card(i);
    if (!partnerLast && accepted.empty())
        return true;
    // The common case, one move repeated as the partner wrote it: no list to build.
    if (partnerLast && accepted.empty() && sent.repetition.size() == 1
        && sameText(sent.repetition.front(), *partnerLast->text))
        return true;
    std::vector<PlayedMove> expected;
    expected.reserve(accepted.size() + 1);
    if (partnerLast)
        expected.push_back(*partnerLast);
    expected.insert(expected.end(), accepted.begin(), accepted.end());
    // Asked only for a repetition not written as the partner wrote it: the rows' moves replayed, not a
    // position kept with every row.
    const std::vector<chess::Position> positions = positionsBeforeRows(m_rows);
    const auto written = [&](const PlayedMove& played) {
        return chess::writeMove(positions[played.row], played.move, m_game.notation, false);
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
            if (sameText(sent.repetition[qsizetype(k)], *expected[k].text))
                continue;
            const ReadMove read =
                readCardMove(positions[expected[k].row], sent.repetition[qsizetype(k)], m_game.notation);
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

void LedgerBuilder::penalizeUnregistered(int i, int moveNumber, int daysLeft)
{
    // The words are made when the entry is read (explainPenalty()): in a long game most cards of its last
    // days carry this penalty.
    if (PenaltyEntry* entry = penalize(card(i).from, i, PenaltyCategory::RegisteredRequired, moveNumber))
        entry->daysLeft = daysLeft;
}

void LedgerBuilder::penalizeLateRepeat(int i, int original, const QDate& due)
{
    // The whole delay is added (II.4.11); by e-mail only a repeat more than three days late is penalised,
    // and then by the whole delay (III.4.9 «затримає … більш ніж на три дні … штрафується на час, рівний
    // затримці повтору»).
    const Color player = card(i).from;
    const int lateDays = int(due.daysTo(*dates(i).sent));
    if (lateDays <= m_ledger.rules.lateRepeatGraceDays)
        return;
    PenaltyEntry entry;
    entry.player = player;
    entry.card = i;
    entry.category = PenaltyCategory::LateRepeat;
    entry.moveNumber = moveInProgress(player);
    entry.lateDays = lateDays;
    entry.days = lateDays;
    entry.due = due;
    entry.offence = ++m_offences[index(player)][static_cast<int>(PenaltyCategory::LateRepeat)];
    entry.detail = say(MessageCode::LostCardRepeatedLate, CardRef{card(original).id}, due, *dates(i).sent);
    row(player, entry.moveNumber).penalty += entry.days;
    m_runningTotal[index(player)] += entry.days;
    addPenalty() = std::move(entry);
}

void LedgerBuilder::applyAdjustments()
{
    for (int a = 0; a < m_game.adjustments.size(); ++a) {
        const Adjustment& adjustment = m_game.adjustments[a];
        int number = moveInProgress(adjustment.player);
        const int cardIndex = this->cardIndex(adjustment.card);
        if (cardIndex >= 0) {
            number = card(cardIndex).from == adjustment.player
                    && m_cardState[std::size_t(cardIndex)].moveOfCard > 0
                ? m_cardState[std::size_t(cardIndex)].moveOfCard
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
        addPenalty() = std::move(entry);
    }
}

} // namespace detail

Explanation explainPenalty(const GameFile& game, const Ledger& ledger, const PenaltyEntry& penalty)
{
    const Message where = penalty.card >= 0 ? say(MessageCode::OnCard, CardRef{game.cards[penalty.card].id})
                                            : say(MessageCode::InTheGame);
    const Message onMove = say(MessageCode::PlayersMove, colorWord(penalty.player), penalty.moveNumber);
    const QString clause = penaltyClause(ledger.rules, penalty.category);
    const Message detail = penalty.category != PenaltyCategory::RegisteredRequired ? penalty.detail
        : penalty.daysLeft >= 0 ? say(MessageCode::RegisteredRequiredInTimeTrouble, penalty.daysLeft)
                                : say(MessageCode::RegisteredRequiredPastTheLimit, -penalty.daysLeft);
    switch (penalty.category) {
    case PenaltyCategory::LateRepeat:
        return {clause, say(MessageCode::PenaltyLateRepeat, penalty.lateDays, where, detail, onMove)};
    case PenaltyCategory::Judge:
        return {clause,
            say(penalty.days >= 0 ? MessageCode::PenaltyAddedByJudge : MessageCode::PenaltyWaivedByJudge,
                where,
                detail,
                onMove)};
    default:
        break;
    }
    const int rate = penalty.offence == 1 ? ledger.rules.penaltyFirstDays : ledger.rules.penaltyRepeatDays;
    const QString escalation = rules::clause(ledger.rules, rules::Rule::PenaltyEscalation);
    if (penalty.offence == 1)
        return {clause, say(MessageCode::PenaltyFirstOffence, rate, where, detail, onMove, escalation)};
    return {clause,
        say(MessageCode::PenaltyRepeatOffence, rate, where, detail, penalty.offence, onMove, escalation)};
}

} // namespace postmark::ledger

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/cachedstate.h"

#include "core/ledger/ledgerof.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

QString deadlineKindColumn(ledger::DeadlineKind kind)
{
    return ledger::deadlineKindName(kind);
}

std::optional<ledger::DeadlineKind> deadlineKindOfColumn(const QString& value)
{
    // Every kind in turn: the ledger names each, and no name past the last one.
    for (int k = 0;; ++k) {
        const auto kind = static_cast<ledger::DeadlineKind>(k);
        const QString name = ledger::deadlineKindName(kind);
        if (name.isEmpty())
            return std::nullopt;
        if (name == value)
            return kind;
    }
}

QDate latestDateOf(const ledger::GameFile& game)
{
    QDate latest = game.event.start;
    const auto consider = [&latest](const std::optional<QDate>& date) {
        if (date && *date > latest)
            latest = *date;
    };
    for (const ledger::Card& card : game.cards) {
        consider(card.senderDate);
        consider(card.received);
        if (card.receipt)
            consider(card.receipt->date);
        for (const QDate& date : card.departurePostmarks)
            consider(date);
        for (const QDate& date : card.arrivalPostmarks)
            consider(date);
    }
    return latest;
}

CachedState cachedStateOf(const ledger::Ledger& ledger)
{
    CachedState state;
    state.asOf = ledger.asOf;
    for (const ledger::MoveRow& row : ledger.rows)
        state.plies += row.move ? 1 : 0;
    state.whiteTotal = ledger.totals[0];
    state.blackTotal = ledger.totals[1];
    state.toMove = ledger.toMove;
    if (ledger.finished)
        state.status = u"finished"_s;
    else if (ledger.suspended)
        state.status = u"suspended"_s;
    else if (ledger.overstep)
        state.status = u"overstep"_s;
    else if (ledger.running && ledger.running->waitingForPost)
        state.status = u"waiting"_s;
    else
        state.status = u"to_move"_s;
    if (ledger.running)
        state.daysLeft = ledger.running->daysLeftInControl;
    state.deadlines = ledger.deadlines;
    return state;
}

Result<CachedState> stateOf(const ledger::GameFile& game, const QDate& asOf)
{
    const ledger::LedgerResult computed = ledger::ledgerOf(game, asOf);
    if (!computed.ledger) {
        if (computed.problems.size() == 1 && ledger::isRuleSetProblem(computed.problems.first()))
            return Error{ErrorCode::GameRefused, computed.problems.first().what};
        QList<Message> lines;
        for (const ledger::InputProblem& problem : computed.problems)
            lines.append(ledger::problemMessage(problem));
        return Error{ErrorCode::GameRefused, joined(lines, MessageCode::JoinSemicolon)};
    }
    return cachedStateOf(*computed.ledger);
}

} // namespace postmark::storage

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/cachedstate.h"

#include <QtEndian>

#include "core/ledger/ledgerof.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

QString statusColumn(ledger::GameStatus status)
{
    using ledger::GameStatus;
    switch (status) {
    case GameStatus::ToMove:
    case GameStatus::TimeTrouble:
        return u"to_move"_s;
    case GameStatus::WaitingForPost:
        return u"waiting"_s;
    case GameStatus::Overstep:
        return u"overstep"_s;
    case GameStatus::Suspended:
        return u"suspended"_s;
    case GameStatus::Finished:
        return u"finished"_s;
    case GameStatus::Refused:
        return u"refused"_s;
    }
    return {};
}

ledger::GameStatus statusOfColumn(const QString& value)
{
    using ledger::GameStatus;
    for (const GameStatus status : {GameStatus::ToMove,
             GameStatus::WaitingForPost,
             GameStatus::Overstep,
             GameStatus::Suspended,
             GameStatus::Finished}) {
        if (statusColumn(status) == value)
            return status;
    }
    return GameStatus::Refused;
}

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
    state.status = ledger::gameStatus(ledger);
    if (ledger.running)
        state.daysLeft = ledger.running->daysLeftInControl;
    state.deadlines = ledger.deadlines;
    const std::vector<chess::Position> positions = ledger.positionsBeforeRows();
    for (std::size_t i = 0; i < ledger.rows.size(); ++i) {
        if (ledger.rows[i].move)
            state.positionKeys.push_back(positions[i].key());
    }
    state.positionKeys.push_back(ledger.position.key());
    return state;
}

QByteArray positionKeysBlob(const std::vector<std::uint64_t>& keys)
{
    QByteArray blob(qsizetype(keys.size() * sizeof(std::uint64_t)), Qt::Uninitialized);
    for (std::size_t i = 0; i < keys.size(); ++i)
        qToLittleEndian(keys[i], blob.data() + i * sizeof(std::uint64_t));
    return blob;
}

int plyOfKey(QByteArrayView blob, std::uint64_t key)
{
    const qsizetype count = blob.size() / qsizetype(sizeof(std::uint64_t));
    for (qsizetype ply = 0; ply < count; ++ply) {
        if (qFromLittleEndian<std::uint64_t>(blob.data() + ply * qsizetype(sizeof(std::uint64_t))) == key)
            return int(ply);
    }
    return -1;
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

Result<CachedState> stateToStore(
    const ledger::GameFile& game, const QDate& today, const ledger::Ledger* computed)
{
    const QDate asOf = game.asOf.value_or(today.isValid() ? today : latestDateOf(game));
    if (computed && computed->asOf == asOf)
        return cachedStateOf(*computed);
    return stateOf(game, asOf);
}

} // namespace postmark::storage

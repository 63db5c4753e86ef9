// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/crosstable.h"

#include <algorithm>

namespace postmark::tournament {

namespace {

using State = CrosstableCell::State;

CrosstableCell scored(double points, std::optional<ResultHow> how, bool bothLost = false)
{
    CrosstableCell cell;
    cell.state = State::Scored;
    cell.points = points;
    cell.how = how;
    cell.bothLost = bothLost;
    return cell;
}

/// The two cells (white's, black's) of a game once the withdrawals are applied.
QPair<CrosstableCell, CrosstableCell> cellsOf(const TournamentGame& game,
    std::optional<WithdrawalDecision> whiteWithdrawal,
    std::optional<WithdrawalDecision> blackWithdrawal,
    bool lossAwaitsTexts)
{
    const auto either = [&](WithdrawalDecision decision) {
        return whiteWithdrawal == decision || blackWithdrawal == decision;
    };
    CrosstableCell plain;
    if (either(WithdrawalDecision::ExcludeAll)) {
        plain.state = State::NotCounted;
        return {plain, plain};
    }
    if (game.result == GameResult::Cancelled) {
        plain.state = State::Cancelled;
        return {plain, plain};
    }
    if (game.result && awaitsGameRecord(*game.result) && game.reportedOn && !game.recordReceived) {
        const auto [white, black] =
            cellsOf(TournamentGame{game.white, game.black, game.result, game.how, {}, {}},
                whiteWithdrawal,
                blackWithdrawal,
                lossAwaitsTexts);
        // The result as reported, kept to be shown in brackets; it counts for nobody until the record comes.
        QPair<CrosstableCell, CrosstableCell> cells{white, black};
        cells.first.state = cells.second.state = State::AwaitingRecord;
        return cells;
    }
    if (game.result) {
        switch (*game.result) {
        case GameResult::WhiteWon:
            return {scored(1, game.how), scored(0, game.how)};
        case GameResult::BlackWon:
            return {scored(0, game.how), scored(1, game.how)};
        case GameResult::Draw:
            return {scored(0.5, game.how), scored(0.5, game.how)};
        case GameResult::BothLost:
            return {scored(0, game.how, true), scored(0, game.how, true)};
        case GameResult::Cancelled:
            break;
        }
    }
    if (either(WithdrawalDecision::Exclude)) {
        plain.state = State::NotCounted;
        return {plain, plain};
    }
    const bool whiteLoses = whiteWithdrawal == WithdrawalDecision::Loss;
    const bool blackLoses = blackWithdrawal == WithdrawalDecision::Loss;
    if (whiteLoses || blackLoses) {
        auto white = scored(whiteLoses ? 0 : 1, ResultHow::WithdrawalLoss, whiteLoses && blackLoses);
        auto black = scored(blackLoses ? 0 : 1, ResultHow::WithdrawalLoss, whiteLoses && blackLoses);
        white.byWithdrawal = black.byWithdrawal = true;
        // II.8.2 (III.8.2): the partner's "+" is fixed once the judge has the game's text; until then it is
        // shown in brackets and counts for nobody, as a reported result awaiting its record (II.9.1).
        if (lossAwaitsTexts && !(whiteLoses && blackLoses))
            white.state = black.state = State::AwaitingRecord;
        return {white, black};
    }
    plain.state = either(WithdrawalDecision::Adjudicate) ? State::AwaitingAdjudication : State::InProgress;
    return {plain, plain};
}

/// The withdrawals that reach a game, White's and Black's: each withdrawn player's, except that a game the
/// partner's earlier withdrawal decided is not reached by the later one — it was no longer in play then, its
/// result for him only awaiting the text (II.8.2; helper-38 saw two withdrawals turn a pending «+» into a
/// loss for both) — unless the later one drops every game of its player (exclude_all, V.8.2).
QPair<std::optional<Withdrawal>, std::optional<Withdrawal>> withdrawalsReaching(
    const TournamentGame& game, const QList<Withdrawal>& withdrawals)
{
    std::optional<Withdrawal> white;
    std::optional<Withdrawal> black;
    for (const Withdrawal& each : withdrawals) {
        if (each.player == game.white)
            white = each;
        if (each.player == game.black)
            black = each;
    }
    if (white && black && white->date != black->date) {
        std::optional<Withdrawal>& later = white->date > black->date ? white : black;
        if (later->decision != WithdrawalDecision::ExcludeAll)
            later.reset();
    }
    return {white, black};
}

std::optional<WithdrawalDecision> decisionOf(const std::optional<Withdrawal>& withdrawal)
{
    return withdrawal ? std::optional(withdrawal->decision) : std::nullopt;
}

double pointsAgainst(const Crosstable& table, int player, const QList<int>& opponents)
{
    double sum = 0;
    for (int opponent : opponents) {
        for (const CrosstableCell& cell : table.cells[player][opponent]) {
            if (cell.state == State::Scored)
                sum += cell.points;
        }
    }
    return sum;
}

/// Splits a group of players equal so far by a value, higher first; keeps starting order inside.
QList<QList<int>> splitBy(QList<int> group, const QMap<int, double>& value)
{
    std::stable_sort(group.begin(), group.end(), [&](int a, int b) { return value[a] > value[b]; });
    QList<QList<int>> parts;
    for (int player : group) {
        if (parts.isEmpty() || value[parts.last().first()] != value[player])
            parts.append(QList<int>{});
        parts.last().append(player);
    }
    return parts;
}

} // namespace

bool awaitsWithdrawnGameText(const CrosstableCell& cell, const Tournament& event)
{
    return cell.state == State::AwaitingRecord && cell.how == ResultHow::WithdrawalLoss
        && withdrawalLossAwaitsTexts(event);
}

std::optional<TournamentGame> withdrawalLossAwaitingText(const Tournament& event, int game)
{
    if (game < 0 || game >= event.games.size() || event.games[game].result
        || !withdrawalLossAwaitsTexts(event))
        return std::nullopt;
    const TournamentGame& pairing = event.games[game];
    const auto [white, black] = withdrawalsReaching(pairing, event.withdrawals);
    const CrosstableCell whiteCell = cellsOf(pairing, decisionOf(white), decisionOf(black), true).first;
    if (whiteCell.state != State::AwaitingRecord || !whiteCell.byWithdrawal)
        return std::nullopt;
    const bool whiteWins = whiteCell.points == 1;
    TournamentGame recorded = pairing;
    recorded.result = whiteWins ? GameResult::WhiteWon : GameResult::BlackWon;
    recorded.how = ResultHow::WithdrawalLoss;
    recorded.reportedOn = whiteWins ? black->date : white->date;
    return recorded;
}

QList<Withdrawal> withdrawalsDeciding(const Tournament& event, int game)
{
    if (game < 0 || game >= event.games.size())
        return {};
    const auto [white, black] = withdrawalsReaching(event.games[game], event.withdrawals);
    QList<Withdrawal> deciding;
    for (const std::optional<Withdrawal>& each : {white, black}) {
        if (each)
            deciding.append(*each);
    }
    return deciding;
}

CrosstableCell::State meetingState(const Meeting& meeting)
{
    for (const CrosstableCell& cell : meeting) {
        if (cell.state != State::Scored)
            return cell.state;
    }
    return meeting.isEmpty() ? State::NotPaired : State::Scored;
}

Crosstable computeCrosstable(const Tournament& event)
{
    Crosstable table;
    table.order = event.tiebreaks;
    const int count = static_cast<int>(event.players.size());
    table.cells.fill(QList<Meeting>(count), count);

    QMap<QString, WithdrawalDecision> withdrawn;
    for (const Withdrawal& withdrawal : event.withdrawals)
        withdrawn.insert(withdrawal.player, withdrawal.decision);

    const bool lossAwaitsTexts = withdrawalLossAwaitsTexts(event);
    for (const TournamentGame& game : event.games) {
        const auto [white, black] = withdrawalsReaching(game, event.withdrawals);
        table.games.append(cellsOf(game, decisionOf(white), decisionOf(black), lossAwaitsTexts));
    }
    // In each meeting the game the player had White comes first, as ICCF prints a double round robin.
    for (qsizetype g = 0; g < event.games.size(); ++g)
        table.cells[event.playerIndex(event.games[g].white)][event.playerIndex(event.games[g].black)].append(
            table.games[g].first);
    for (qsizetype g = 0; g < event.games.size(); ++g)
        table.cells[event.playerIndex(event.games[g].black)][event.playerIndex(event.games[g].white)].append(
            table.games[g].second);
    for (int i = 0; i < count; ++i) {
        for (int j = 0; j < count; ++j) {
            if (i == j || table.cells[i][j].isEmpty()) {
                CrosstableCell none;
                none.state = i == j ? State::Self : State::NotPaired;
                table.cells[i][j] = {none};
            }
        }
    }

    QList<int> ranked;
    QList<int> excluded;
    QMap<int, double> points;
    for (int i = 0; i < count; ++i) {
        const bool excludedWhole = withdrawn.value(event.players[i].id) == WithdrawalDecision::ExcludeAll
            && withdrawn.contains(event.players[i].id);
        (excludedWhole ? excluded : ranked).append(i);
        double sum = 0;
        for (const Meeting& meeting : table.cells[i]) {
            for (const CrosstableCell& cell : meeting) {
                if (cell.state == State::Scored)
                    sum += cell.points;
            }
        }
        points[i] = sum;
    }

    QMap<TieBreak, QMap<int, double>> values;
    // Half of a full score: every opponent's games, both of them in a double round robin.
    const double koyaThreshold = (static_cast<double>(ranked.size()) - 1) * event.cycles / 2;
    for (int i = 0; i < count; ++i) {
        double wins = 0, sonnebornBerger = 0, koya = 0;
        for (int j = 0; j < count; ++j) {
            for (const CrosstableCell& cell : table.cells[i][j]) {
                if (cell.state != State::Scored)
                    continue;
                wins += cell.points == 1 ? 1 : 0;
                sonnebornBerger += cell.points * points[j];
                koya += points[j] >= koyaThreshold ? cell.points : 0;
            }
        }
        values[TieBreak::Wins][i] = wins;
        values[TieBreak::SonnebornBerger][i] = sonnebornBerger;
        values[TieBreak::Koya][i] = koya;
    }

    QList<QList<int>> groups = splitBy(ranked, points);
    for (TieBreak tieBreak : event.tiebreaks) {
        QList<QList<int>> refined;
        for (const QList<int>& group : groups) {
            if (tieBreak == TieBreak::HeadToHead && group.size() > 1) {
                // Only the players still tied at this stage count, so the value belongs to the group; a
                // player no longer tied has none (the tie was broken before).
                for (int player : group)
                    values[TieBreak::HeadToHead][player] = pointsAgainst(table, player, group);
            }
            refined.append(splitBy(group, values[tieBreak]));
        }
        groups = refined;
    }

    int rank = 1;
    for (const QList<int>& group : groups) {
        for (int player : group) {
            Standing standing;
            standing.player = player;
            standing.rank = rank;
            standing.sharedRank = group.size() > 1;
            standing.points = points[player];
            for (TieBreak tieBreak : event.tiebreaks) {
                if (values[tieBreak].contains(player))
                    standing.tiebreaks.insert(tieBreak, values[tieBreak].value(player));
            }
            table.standings.append(standing);
        }
        rank += static_cast<int>(group.size());
    }
    for (int player : excluded) {
        Standing standing;
        standing.player = player;
        table.standings.append(standing);
    }
    for (Standing& standing : table.standings) {
        for (const Meeting& meeting : table.cells[standing.player]) {
            for (const CrosstableCell& cell : meeting)
                standing.gamesScored += cell.state == State::Scored ? 1 : 0;
        }
    }
    const bool nothingScored = std::all_of(table.standings.begin(),
        table.standings.end(),
        [](const Standing& standing) { return standing.gamesScored == 0; });
    for (Standing& standing : table.standings) {
        if (nothingScored && standing.rank)
            standing.placed = false;
    }
    return table;
}

} // namespace postmark::tournament

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/teamfilereader.h"

#include <QJsonDocument>
#include <QSet>

#include "core/ledger/jsonobjectreader.h"
#include "core/ledger/jsonsyntax.h"
#include "core/rules/ruleset.h"
#include "core/support/echo.h"
#include "core/support/inputlimits.h"
#include "core/tournament/tournamentfileparts.h"

using namespace Qt::StringLiterals;

namespace postmark::tournament {

using ledger::InputProblem;
using ledger::InputProblems;
using ledger::JsonObjectReader;

namespace {

constexpr int MaxBoards = 100;
constexpr int MaxMatchPoints = 10;

void readHeading(JsonObjectReader& reader, TeamEvent& event)
{
    const detail::EventHeading heading =
        detail::readEventHeading(reader, u"postmark-team-event"_s, u"fzshu-team-postal"_s);
    event.name = heading.name;
    event.index = heading.index;
    event.start = heading.start;
    event.end = heading.end;
    event.rules = heading.rules;
    event.overrides = heading.overrides;
    event.boards = reader.integer(u"boards"_s, true, 1, MaxBoards).value_or(1);
    if (const auto cycles = reader.integer(u"cycles"_s)) {
        if (*cycles == 1 || *cycles == 2)
            event.cycles = *cycles;
        else
            reader.problem(u"cycles"_s, say(MessageCode::CyclesOneOrTwo, *cycles));
    }
    if (reader.has(u"ranking"_s)) {
        event.ranking.clear();
        for (const QJsonValue& value : reader.array(u"ranking"_s)) {
            const auto criterion = teamCriterionFromId(value.toString());
            if (!criterion)
                reader.problem(u"ranking"_s, say(MessageCode::NotATeamCriterion, value.toString()));
            else if (event.ranking.contains(*criterion))
                reader.problem(u"ranking"_s, say(MessageCode::ListedTwice, value.toString()));
            else
                event.ranking.append(*criterion);
        }
    }
    for (const QJsonValue& value : reader.array(u"board_tiebreaks"_s)) {
        const auto tieBreak = tieBreakFromId(value.toString());
        if (!tieBreak)
            reader.problem(u"board_tiebreaks"_s, say(MessageCode::NotATieBreak, value.toString()));
        else if (event.boardTiebreaks.contains(*tieBreak))
            reader.problem(u"board_tiebreaks"_s, say(MessageCode::ListedTwice, value.toString()));
        else
            event.boardTiebreaks.append(*tieBreak);
    }
    if (reader.has(u"match_points"_s)) {
        JsonObjectReader points(
            reader.object(u"match_points"_s), say(MessageCode::WhereMatchPoints), reader.problems());
        event.matchPoints.win = points.integer(u"win"_s, true, 0, MaxMatchPoints).value_or(2);
        event.matchPoints.draw = points.integer(u"draw"_s, true, 0, MaxMatchPoints).value_or(1);
        event.matchPoints.loss = points.integer(u"loss"_s, true, 0, MaxMatchPoints).value_or(0);
    }
}

QList<Team> readTeams(const QJsonArray& array, int boards, InputProblems& problems)
{
    QList<Team> teams;
    QSet<QString> teamIds;
    QSet<QString> playerIds;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const Message where = say(MessageCode::WhereTeamNumber, i + 1);
        if (!array[i].isObject()) {
            problems.append(InputProblem{where, {}, say(MessageCode::MustBeObject)});
            continue;
        }
        JsonObjectReader reader(array[i].toObject(), where, problems);
        Team team;
        team.id = reader.string(u"id"_s, true);
        team.name = reader.string(u"name"_s, true);
        if (!team.id.isEmpty() && teamIds.contains(team.id))
            reader.problem(u"id"_s, say(MessageCode::IdUsedByAnotherTeam, echoed(team.id)));
        teamIds.insert(team.id);
        if (reader.has(u"captain"_s)) {
            JsonObjectReader captain(
                reader.object(u"captain"_s), say(MessageCode::WhereCaptainOfTeam, i + 1), problems);
            team.captain.name = captain.string(u"name"_s, true);
            team.captain.address = captain.string(u"address"_s);
        }
        const QJsonArray players = reader.array(u"players"_s, true);
        if (players.size() > MaxBoards) {
            reader.problem(u"players"_s, say(MessageCode::PlayersNotBoards, qint64(players.size()), boards));
            continue;
        }
        team.players = detail::readPlayers(players, problems);
        if (reader.has(u"players"_s) && team.players.size() != boards)
            reader.problem(
                u"players"_s, say(MessageCode::PlayersNotBoards, qint64(team.players.size()), boards));
        for (const Player& player : std::as_const(team.players)) {
            if (!player.id.isEmpty() && playerIds.contains(player.id))
                reader.problem(u"players"_s, say(MessageCode::IdUsedByAnotherPlayer, echoed(player.id)));
            playerIds.insert(player.id);
        }
        teams.append(team);
    }
    return teams;
}

/// The board each game names, checked against its two players' boards and teams; a game that names no
/// board the event has is left out of every board (its problem said).
QList<int> readBoardsOfGames(const QJsonArray& games, const TeamEvent& event, InputProblems& problems)
{
    QList<int> boards;
    for (qsizetype i = 0; i < games.size(); ++i) {
        const QJsonObject game = games[i].toObject();
        const Message where = say(MessageCode::WhereGameNumber, i + 1);
        const QJsonValue board = game.value(u"board"_s);
        const double number = board.toDouble();
        if (!board.isDouble() || number != std::floor(number) || number < 1 || number > event.boards) {
            problems.append(InputProblem{where, u"board"_s, say(MessageCode::NotABoard, event.boards)});
            boards.append(0);
            continue;
        }
        const auto white = event.placeOf(game.value(u"white"_s).toString());
        const auto black = event.placeOf(game.value(u"black"_s).toString());
        // A player of another board is said so here, not again as "no player" of this board's tournament.
        const bool elsewhere =
            (white && white->second != int(number)) || (black && black->second != int(number));
        boards.append(elsewhere ? 0 : int(number));
        for (const auto& [key, place] : {qMakePair(u"white"_s, white), qMakePair(u"black"_s, black)}) {
            if (place && place->second != int(number))
                problems.append(InputProblem{where,
                    key,
                    say(MessageCode::PlaysOnAnotherBoard, game.value(key).toString(), place->second)});
        }
        if (white && black && white->first == black->first)
            problems.append(
                InputProblem{where, u"black"_s, say(MessageCode::SameTeam, event.teams[white->first].name)});
    }
    return boards;
}

void readBoards(
    const QJsonArray& games, const QJsonArray& withdrawals, TeamEvent& event, InputProblems& problems)
{
    const QList<int> boardOfGame = readBoardsOfGames(games, event, problems);
    for (int board = 1; board <= event.boards; ++board) {
        const Tournament tournament = boardTournament(event, board);
        QJsonArray boardGames;
        QList<qsizetype> gameNumbers;
        for (qsizetype i = 0; i < games.size(); ++i) {
            if (boardOfGame[i] != board)
                continue;
            QJsonObject game = games[i].toObject();
            game.remove(u"board"_s); // read above; the rest is a tournament file's game
            boardGames.append(game);
            gameNumbers.append(i + 1);
        }
        for (const TournamentGame& game : detail::readGames(boardGames, tournament, problems, gameNumbers))
            event.games.append(TeamGame{board, game});
        QJsonArray boardWithdrawals;
        QList<qsizetype> withdrawalNumbers;
        for (qsizetype i = 0; i < withdrawals.size(); ++i) {
            const auto place = event.placeOf(withdrawals[i].toObject().value(u"player"_s).toString());
            if (place && place->second == board) {
                boardWithdrawals.append(withdrawals[i]);
                withdrawalNumbers.append(i + 1);
            }
        }
        event.withdrawals.append(
            detail::readWithdrawals(boardWithdrawals, tournament, problems, withdrawalNumbers));
    }
    for (qsizetype i = 0; i < withdrawals.size(); ++i) {
        const QString player = withdrawals[i].toObject().value(u"player"_s).toString();
        if (!event.placeOf(player))
            problems.append(InputProblem{say(MessageCode::WhereWithdrawalNumber, i + 1),
                u"player"_s,
                say(MessageCode::NotAPlayerOfTheEvent, echoed(player))});
    }
}

} // namespace

TeamFileReading readTeamFile(const QByteArray& json)
{
    TeamFileReading reading;
    const std::optional<QJsonObject> root = detail::fileObject(json, reading.problems);
    if (!root)
        return reading;
    TeamEvent event;
    InputProblems& problems = reading.problems;
    {
        JsonObjectReader reader(*root, say(MessageCode::WhereEvent), problems);
        readHeading(reader, event);
        const QJsonArray teams = reader.array(u"teams"_s, true);
        if (teams.size() * event.boards > limits::MaxTournamentPlayers) {
            reader.problem(u"teams"_s,
                say(MessageCode::TooManyPlayers,
                    qint64(teams.size() * event.boards),
                    qint64(limits::MaxTournamentPlayers)));
            for (const QString& key : {u"games"_s, u"withdrawals"_s})
                reader.has(key);
            return reading;
        }
        event.teams = readTeams(teams, event.boards, problems);
        if (event.teams.size() < 2 && reader.has(u"teams"_s))
            reader.problem(u"teams"_s, say(MessageCode::TeamEventNeedsTwoTeams));
        const QJsonArray games = reader.array(u"games"_s);
        for (qsizetype i = 0; i < games.size(); ++i) {
            if (!games[i].isObject()) {
                problems.append(InputProblem{
                    say(MessageCode::WhereGameNumber, i + 1), {}, say(MessageCode::MustBeObject)});
            }
        }
        const QJsonArray withdrawals = reader.array(u"withdrawals"_s);
        if (problems.isEmpty())
            readBoards(games, withdrawals, event, problems);
    }
    if (problems.isEmpty())
        reading.event = std::move(event);
    return reading;
}

} // namespace postmark::tournament

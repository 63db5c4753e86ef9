// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/tournamentfilereader.h"

#include <QJsonDocument>
#include <QSet>

#include "core/ledger/jsonobjectreader.h"
#include "core/rules/ruleset.h"

using namespace Qt::StringLiterals;

namespace postmark::tournament {

using ledger::InputProblem;
using ledger::InputProblems;
using ledger::JsonObjectReader;

namespace {

QList<Player> readPlayers(const QJsonArray& array, InputProblems& problems)
{
    QList<Player> players;
    QSet<QString> ids;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString where = u"player #%1"_s.arg(i + 1);
        if (!array[i].isObject()) {
            problems.append(InputProblem{where, {}, u"must be an object"_s});
            continue;
        }
        JsonObjectReader reader(array[i].toObject(), where, problems);
        Player player;
        player.id = reader.string(u"id"_s, true);
        player.name = reader.string(u"name"_s, true);
        player.address = reader.string(u"address"_s);
        player.rating = reader.integer(u"rating"_s);
        if (!player.id.isEmpty() && ids.contains(player.id))
            reader.problem(u"id"_s, u"'%1' is used by another player"_s.arg(player.id));
        ids.insert(player.id);
        players.append(player);
    }
    return players;
}

QList<TournamentGame> readGames(const QJsonArray& array, const Tournament& event, InputProblems& problems)
{
    QList<TournamentGame> games;
    QSet<QPair<QString, QString>> pairs;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString where = u"game #%1"_s.arg(i + 1);
        if (!array[i].isObject()) {
            problems.append(InputProblem{where, {}, u"must be an object"_s});
            continue;
        }
        JsonObjectReader reader(array[i].toObject(), where, problems);
        TournamentGame game;
        game.white = reader.string(u"white"_s, true);
        game.black = reader.string(u"black"_s, true);
        for (const QString& key : {u"white"_s, u"black"_s}) {
            const QString& id = key == u"white" ? game.white : game.black;
            if (!id.isEmpty() && event.playerIndex(id) < 0)
                reader.problem(key, u"'%1' is not a player of the event"_s.arg(id));
        }
        if (!game.white.isEmpty() && game.white == game.black)
            reader.problem(u"black"_s, u"a player cannot be paired with themself"_s);
        const auto pair = qMakePair(qMin(game.white, game.black), qMax(game.white, game.black));
        if (pairs.contains(pair))
            reader.problem(u"black"_s,
                u"%1 and %2 already meet in another game (a round robin pairs them once)"_s.arg(
                    game.white, game.black));
        pairs.insert(pair);
        if (const QString text = reader.string(u"result"_s); !text.isEmpty()) {
            game.result = resultFromText(text);
            if (!game.result)
                reader.problem(u"result"_s, u"'%1' is not one of 1-0, 0-1, 1/2-1/2, 0-0"_s.arg(text));
        }
        if (const QString text = reader.string(u"how"_s); !text.isEmpty()) {
            if (const auto how = howFromText(text))
                game.how = *how;
            else
                reader.problem(u"how"_s, u"'%1' is not a known way a result is reached"_s.arg(text));
            if (!game.result)
                reader.problem(u"how"_s, u"says how a result was reached, but the game has no result"_s);
        }
        games.append(game);
    }
    return games;
}

QList<Withdrawal> readWithdrawals(const QJsonArray& array, const Tournament& event, InputProblems& problems)
{
    QList<Withdrawal> withdrawals;
    QSet<QString> withdrawn;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString where = u"withdrawal #%1"_s.arg(i + 1);
        if (!array[i].isObject()) {
            problems.append(InputProblem{where, {}, u"must be an object"_s});
            continue;
        }
        JsonObjectReader reader(array[i].toObject(), where, problems);
        Withdrawal withdrawal;
        withdrawal.player = reader.string(u"player"_s, true);
        if (!withdrawal.player.isEmpty() && event.playerIndex(withdrawal.player) < 0)
            reader.problem(u"player"_s, u"'%1' is not a player of the event"_s.arg(withdrawal.player));
        if (withdrawn.contains(withdrawal.player))
            reader.problem(u"player"_s, u"'%1' has already withdrawn"_s.arg(withdrawal.player));
        withdrawn.insert(withdrawal.player);
        if (const auto date = reader.date(u"date"_s, true))
            withdrawal.date = *date;
        const QString decision = reader.string(u"decision"_s, true);
        if (const auto value = decisionFromText(decision))
            withdrawal.decision = *value;
        else if (!decision.isEmpty())
            reader.problem(u"decision"_s,
                u"'%1' is not one of loss, adjudicate, exclude, exclude_all (II.8.1)"_s.arg(decision));
        withdrawals.append(withdrawal);
    }
    return withdrawals;
}

} // namespace

TournamentFileReading readTournamentFile(const QByteArray& json)
{
    TournamentFileReading reading;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        const QString text = parseError.error != QJsonParseError::NoError
            ? u"not JSON (%1 at byte %2)"_s.arg(parseError.errorString()).arg(parseError.offset)
            : u"not a JSON object"_s;
        reading.problems.append(InputProblem{u"file"_s, {}, text});
        return reading;
    }

    Tournament event;
    InputProblems& problems = reading.problems;
    {
        JsonObjectReader reader(document.object(), u"event"_s, problems);
        if (reader.string(u"format"_s, true) != u"postmark-tournament" && reader.has(u"format"_s))
            reader.problem(u"format"_s, u"not a Postmark tournament file"_s);
        if (const auto version = reader.integer(u"version"_s, true); version && *version != 1)
            reader.problem(
                u"version"_s, u"version %1 is not supported (this Postmark reads 1)"_s.arg(*version));
        event.name = reader.string(u"name"_s, true);
        event.index = reader.string(u"index"_s);
        event.start = reader.date(u"start"_s, true).value_or(QDate());
        event.end = reader.date(u"end"_s, true).value_or(QDate());
        if (event.start.isValid() && event.end.isValid() && event.end <= event.start)
            reader.problem(u"end"_s,
                u"%1 is not after the start %2"_s.arg(
                    event.end.toString(Qt::ISODate), event.start.toString(Qt::ISODate)));
        event.rules = reader.string(u"rules"_s);
        if (event.rules.isEmpty())
            event.rules = u"fzshu-postal"_s;
        else if (const Result<rules::RuleSet> known = rules::ruleSet(event.rules); !known)
            reader.problem(u"rules"_s, known.error().detail);
        event.overrides = reader.object(u"overrides"_s);
        if (const Result<rules::RuleSet> known = rules::ruleSet(event.rules);
            known && !event.overrides.isEmpty())
            if (const Result<rules::RuleSet> applied = rules::applyOverrides(*known, event.overrides);
                !applied)
                // The rules model prefixes "overrides: ", which the reader's own key already says.
                reader.problem(u"overrides"_s, QString(applied.error().detail).remove(u"overrides: "_s));
        for (const QJsonValue& value : reader.array(u"tiebreaks"_s)) {
            if (const auto tieBreak = tieBreakFromId(value.toString());
                tieBreak && event.tiebreaks.contains(*tieBreak))
                reader.problem(u"tiebreaks"_s, u"'%1' is listed twice"_s.arg(value.toString()));
            else if (tieBreak)
                event.tiebreaks.append(*tieBreak);
            else
                reader.problem(u"tiebreaks"_s,
                    u"'%1' is not one of wins, sonneborn_berger, head_to_head, koya"_s.arg(value.toString()));
        }
        event.players = readPlayers(reader.array(u"players"_s, true), problems);
        if (event.players.size() < 2 && reader.has(u"players"_s))
            reader.problem(u"players"_s, u"a round robin needs at least two players"_s);
        event.games = readGames(reader.array(u"games"_s), event, problems);
        event.withdrawals = readWithdrawals(reader.array(u"withdrawals"_s), event, problems);
        for (qsizetype i = 0; i < event.withdrawals.size(); ++i) {
            const QDate date = event.withdrawals[i].date;
            if (date.isValid() && event.start.isValid() && date < event.start)
                problems.append(InputProblem{u"withdrawal #%1"_s.arg(i + 1),
                    u"date"_s,
                    u"%1 is before the start %2"_s.arg(
                        date.toString(Qt::ISODate), event.start.toString(Qt::ISODate))});
        }
    }
    if (problems.isEmpty())
        reading.tournament = std::move(event);
    return reading;
}

} // namespace postmark::tournament

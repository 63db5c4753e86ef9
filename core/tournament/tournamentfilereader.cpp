// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/tournamentfilereader.h"

#include <QHash>
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

namespace detail {

QList<Player> readPlayers(const QJsonArray& array, InputProblems& problems)
{
    QList<Player> players;
    QSet<QString> ids;
    QHash<QString, qsizetype> numbers; // each name's player number
    for (qsizetype i = 0; i < array.size(); ++i) {
        const Message where = say(MessageCode::WherePlayerNumber, i + 1);
        if (!array[i].isObject()) {
            problems.append(InputProblem{where, {}, say(MessageCode::MustBeObject)});
            continue;
        }
        JsonObjectReader reader(array[i].toObject(), where, problems);
        Player player;
        player.id = reader.string(u"id"_s, true);
        player.name = reader.string(u"name"_s, true);
        player.address = reader.string(u"address"_s);
        player.rating = reader.integer(u"rating"_s, false, 0, 4000);
        if (!player.id.isEmpty() && ids.contains(player.id))
            reader.problem(u"id"_s, say(MessageCode::IdUsedByAnotherPlayer, echoed(player.id)));
        ids.insert(player.id);
        // One person entered twice under two ids (helper-69's file showed "Blake" twice in the table): the
        // new event's form refuses it, and so must a file.
        const QString name = player.name.trimmed();
        if (const auto first = numbers.constFind(name); first != numbers.cend() && !name.isEmpty())
            reader.problem(u"name"_s, say(MessageCode::NameAlreadyPlayer, echoed(name), *first));
        else
            numbers.insert(name, i + 1);
        players.append(player);
    }
    return players;
}

QList<TournamentGame> readGames(const QJsonArray& array,
    const Tournament& event,
    InputProblems& problems,
    const QList<qsizetype>& numbers)
{
    QList<TournamentGame> games;
    QSet<QPair<QString, QString>> pairs;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const Message where = say(MessageCode::WhereGameNumber, numbers.value(i, i + 1));
        if (!array[i].isObject()) {
            problems.append(InputProblem{where, {}, say(MessageCode::MustBeObject)});
            continue;
        }
        JsonObjectReader reader(array[i].toObject(), where, problems);
        TournamentGame game;
        game.white = reader.string(u"white"_s, true);
        game.black = reader.string(u"black"_s, true);
        for (const QString& key : {u"white"_s, u"black"_s}) {
            const QString& id = key == u"white" ? game.white : game.black;
            // An empty id is no player either (a missing key is reported as missing already).
            if (id.trimmed().isEmpty() && reader.has(key))
                reader.problem(key, say(MessageCode::NoPlayerGiven));
            else if (!id.isEmpty() && event.playerIndex(id) < 0)
                reader.problem(key, say(MessageCode::NotAPlayerOfTheEvent, echoed(id)));
        }
        if (!game.white.isEmpty() && game.white == game.black)
            reader.problem(u"black"_s, say(MessageCode::PairedWithThemself));
        // A round robin pairs two players once; a double round robin twice, once with each colour.
        const auto pair = event.cycles == 2
            ? qMakePair(game.white, game.black)
            : qMakePair(qMin(game.white, game.black), qMax(game.white, game.black));
        if (pairs.contains(pair))
            reader.problem(u"black"_s,
                say(event.cycles == 2 ? MessageCode::AlreadyMeetWithTheseColours
                                      : MessageCode::AlreadyMeetInAnotherGame,
                    game.white,
                    game.black));
        pairs.insert(pair);
        if (const QString text = reader.string(u"result"_s); !text.isEmpty()) {
            game.result = resultFromText(text);
            if (!game.result)
                reader.problem(u"result"_s, say(MessageCode::NotATournamentResult, echoed(text)));
        }
        if (const QString text = reader.string(u"how"_s); !text.isEmpty()) {
            if (const auto how = howFromText(text))
                game.how = *how;
            else
                reader.problem(u"how"_s,
                    say(MessageCode::NotAResultHow,
                        text,
                        u"played, time_forfeit, adjudicated, withdrawal_loss, inactivity_loss, no_record"_s));
            if (!game.result)
                reader.problem(u"how"_s, say(MessageCode::HowWithoutResult));
        }
        // II.9.1: when the result came and when its game record did (Postmark's addition to the format).
        game.reportedOn = reader.date(u"reported_on"_s);
        game.recordReceived = reader.date(u"record_received"_s);
        if ((game.reportedOn || game.recordReceived) && !game.result)
            reader.problem(game.reportedOn ? u"reported_on"_s : u"record_received"_s,
                say(MessageCode::ResultDateWithoutResult));
        games.append(game);
    }
    return games;
}

QList<Withdrawal> readWithdrawals(const QJsonArray& array,
    const Tournament& event,
    InputProblems& problems,
    const QList<qsizetype>& numbers)
{
    QList<Withdrawal> withdrawals;
    QSet<QString> withdrawn;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const Message where = say(MessageCode::WhereWithdrawalNumber, numbers.value(i, i + 1));
        if (!array[i].isObject()) {
            problems.append(InputProblem{where, {}, say(MessageCode::MustBeObject)});
            continue;
        }
        JsonObjectReader reader(array[i].toObject(), where, problems);
        Withdrawal withdrawal;
        withdrawal.player = reader.string(u"player"_s, true);
        if (withdrawal.player.trimmed().isEmpty() && reader.has(u"player"_s))
            reader.problem(u"player"_s, say(MessageCode::NoPlayerGiven));
        else if (!withdrawal.player.isEmpty() && event.playerIndex(withdrawal.player) < 0)
            reader.problem(u"player"_s, say(MessageCode::NotAPlayerOfTheEvent, withdrawal.player));
        if (withdrawn.contains(withdrawal.player))
            reader.problem(u"player"_s, say(MessageCode::AlreadyWithdrawn, withdrawal.player));
        withdrawn.insert(withdrawal.player);
        if (const auto date = reader.date(u"date"_s, true))
            withdrawal.date = *date;
        const QString decision = reader.string(u"decision"_s, true);
        if (const auto value = decisionFromText(decision))
            withdrawal.decision = *value;
        else if (!decision.isEmpty())
            reader.problem(u"decision"_s, say(MessageCode::NotAWithdrawalDecision, decision));
        withdrawals.append(withdrawal);
    }
    return withdrawals;
}

std::optional<QJsonObject> fileObject(const QByteArray& json, InputProblems& problems)
{
    if (const auto tooLarge = ledger::jsonFileTooLarge(json)) {
        problems.append(*tooLarge);
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        problems.append(ledger::jsonSyntaxProblem(json, parseError));
        return std::nullopt;
    }
    if (!document.isObject()) {
        problems.append(InputProblem{say(MessageCode::WhereFile), {}, say(MessageCode::NotAJsonObject)});
        return std::nullopt;
    }
    return document.object();
}

EventHeading readEventHeading(JsonObjectReader& reader, const QString& format, const QString& defaultRules)
{
    if (reader.string(u"format"_s, true) != format && reader.has(u"format"_s))
        reader.problem(u"format"_s, say(MessageCode::NotThisFormat, format));
    if (const auto version = reader.integer(u"version"_s, true); version && *version != 1)
        reader.problem(u"version"_s, say(MessageCode::VersionNotSupported, *version, 1));
    EventHeading heading;
    heading.name = reader.string(u"name"_s, true);
    heading.index = reader.string(u"index"_s);
    heading.start = reader.date(u"start"_s, true).value_or(QDate());
    heading.end = reader.date(u"end"_s, true).value_or(QDate());
    if (heading.start.isValid() && heading.end.isValid() && heading.end <= heading.start)
        reader.problem(u"end"_s, say(MessageCode::EndNotAfterStart, heading.end, heading.start));
    heading.rules = reader.string(u"rules"_s);
    if (heading.rules.isEmpty())
        heading.rules = defaultRules;
    const Result<rules::RuleSet> known = rules::ruleSet(heading.rules);
    if (!known)
        reader.problem(u"rules"_s, known.error().detail);
    heading.overrides = reader.object(u"overrides"_s);
    if (known && !heading.overrides.isEmpty())
        if (const Result<rules::RuleSet> applied = rules::applyOverrides(*known, heading.overrides); !applied)
            reader.problem(u"overrides"_s, applied.error().detail);
    return heading;
}

} // namespace detail

using detail::readGames;
using detail::readPlayers;
using detail::readWithdrawals;

TournamentFileReading readTournamentFile(const QByteArray& json)
{
    TournamentFileReading reading;
    const std::optional<QJsonObject> root = detail::fileObject(json, reading.problems);
    if (!root)
        return reading;

    Tournament event;
    InputProblems& problems = reading.problems;
    {
        JsonObjectReader reader(*root, say(MessageCode::WhereEvent), problems);
        const detail::EventHeading heading =
            detail::readEventHeading(reader, u"postmark-tournament"_s, u"fzshu-postal"_s);
        event.name = heading.name;
        event.index = heading.index;
        event.start = heading.start;
        event.end = heading.end;
        event.rules = heading.rules;
        event.overrides = heading.overrides;
        for (const QJsonValue& value : reader.array(u"tiebreaks"_s)) {
            if (const auto tieBreak = tieBreakFromId(value.toString());
                tieBreak && event.tiebreaks.contains(*tieBreak))
                reader.problem(u"tiebreaks"_s, say(MessageCode::ListedTwice, value.toString()));
            else if (tieBreak)
                event.tiebreaks.append(*tieBreak);
            else
                reader.problem(u"tiebreaks"_s, say(MessageCode::NotATieBreak, value.toString()));
        }
        if (const auto cycles = reader.integer(u"cycles"_s)) {
            if (*cycles == 1 || *cycles == 2)
                event.cycles = *cycles;
            else
                reader.problem(u"cycles"_s, say(MessageCode::CyclesOneOrTwo, *cycles));
        }
        const QJsonArray players = reader.array(u"players"_s, true);
        // A crosstable of n players has n² cells: past the limit the file is refused before any is made.
        if (players.size() > limits::MaxTournamentPlayers) {
            reader.problem(u"players"_s,
                say(MessageCode::TooManyPlayers,
                    qint64(players.size()),
                    qint64(limits::MaxTournamentPlayers)));
            // The keys not read past this point are not unknown: they are not reported as such.
            for (const QString& key : {u"games"_s, u"withdrawals"_s})
                reader.has(key);
            return reading;
        }
        event.players = readPlayers(players, problems);
        if (event.players.size() < 2 && reader.has(u"players"_s))
            reader.problem(u"players"_s, say(MessageCode::RoundRobinNeedsTwoPlayers));
        event.games = readGames(reader.array(u"games"_s), event, problems);
        event.withdrawals = readWithdrawals(reader.array(u"withdrawals"_s), event, problems);
        for (qsizetype i = 0; i < event.withdrawals.size(); ++i) {
            const QDate date = event.withdrawals[i].date;
            if (date.isValid() && event.start.isValid() && date < event.start)
                problems.append(InputProblem{say(MessageCode::WhereWithdrawalNumber, i + 1),
                    u"date"_s,
                    say(MessageCode::WithdrawalDateBeforeStart, event.start)});
        }
    }
    if (problems.isEmpty())
        reading.tournament = std::move(event);
    return reading;
}

} // namespace postmark::tournament

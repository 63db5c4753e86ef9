// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/newevent.h"

#include "core/rules/ruleset.h"
#include "core/tournament/bergerpairings.h"

using namespace Qt::StringLiterals;

namespace postmark::tournament {

PlayerList playersFromText(const QString& text)
{
    PlayerList list;
    const QStringList lines = QString(text).replace(u"\r\n"_s, u"\n"_s).split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines[i];
        if (line.trimmed().isEmpty())
            continue;
        const QStringList cells = line.split(line.contains(u'\t') ? u'\t' : u';');
        Player player{{}, cells.value(0).trimmed(), cells.value(1).trimmed(), std::nullopt};
        const QString rating = cells.value(2).trimmed();
        bool isNumber = false;
        const int value = rating.toInt(&isNumber);
        if (isNumber)
            player.rating = value;
        else if (!rating.isEmpty())
            list.problems.append(
                {u"line %1"_s.arg(i + 1), u"rating"_s, u"'%1' is not a whole number"_s.arg(rating)});
        list.players.append(player);
    }
    return list;
}

NewEvent newEvent(const NewEventForm& form)
{
    NewEvent result;
    ledger::InputProblems& problems = result.problems;
    if (form.name.trimmed().isEmpty())
        problems.append({u"event"_s, u"name"_s, u"the event's name is missing"_s});
    if (!form.start.isValid())
        problems.append({u"event"_s, u"start"_s, u"the start date is missing"_s});
    if (!form.end.isValid())
        problems.append(
            {u"event"_s, u"end"_s, u"the end date is missing (adjudication follows it, II.9.4)"_s});
    else if (form.start.isValid() && form.end <= form.start)
        problems.append({u"event"_s, u"end"_s, u"the end must come after the start"_s});
    QJsonObject overrides;
    for (auto it = form.regulation.cbegin(); it != form.regulation.cend(); ++it) {
        const QString text = it.value().trimmed();
        bool isNumber = false;
        const int value = text.toInt(&isNumber);
        if (text.isEmpty())
            continue;
        if (text == u"off"_s)
            overrides.insert(it.key(), QJsonValue::Null);
        else if (isNumber)
            overrides.insert(it.key(), value);
        else
            problems.append({u"regulation"_s, it.key(), u"'%1' is not a whole number, or off"_s.arg(text)});
    }
    if (const Result<rules::RuleSet> known = rules::ruleSet(form.rules); !known)
        problems.append({u"event"_s, u"rules"_s, known.error().detail});
    else if (const Result<rules::RuleSet> applied = rules::applyOverrides(*known, overrides); !applied) {
        // "overrides: moves_per_control must be at least 1": the parameter is the key.
        const QString detail = QString(applied.error().detail).remove(u"overrides: "_s);
        problems.append({u"regulation"_s, detail.section(u' ', 0, 0), detail.section(u' ', 1)});
    }
    if (form.players.size() < 2)
        problems.append({u"event"_s, u"players"_s, u"a round robin needs at least two players"_s});
    if (form.players.size() > MaxRoundRobinPlayers)
        problems.append({u"event"_s,
            u"players"_s,
            u"the Berger tables pair at most %1 players, not %2"_s.arg(MaxRoundRobinPlayers)
                .arg(form.players.size())});
    for (qsizetype i = 0; i < form.players.size(); ++i) {
        const Player& player = form.players[i];
        const QString where = u"player %1"_s.arg(i + 1);
        const QString name = player.name.trimmed();
        if (name.isEmpty()) {
            problems.append({where, u"name"_s, u"the name is missing"_s});
            continue;
        }
        for (qsizetype j = 0; j < i; ++j) {
            if (form.players[j].name.trimmed() == name) {
                problems.append({where,
                    u"name"_s,
                    u"%1 is already player %2: game files are matched to pairings by name"_s.arg(name).arg(
                        j + 1)});
                break;
            }
        }
        if (player.rating && *player.rating < 0)
            problems.append({where, u"rating"_s, u"%1 is not a rating"_s.arg(*player.rating)});
    }
    if (!problems.isEmpty())
        return result;

    Tournament& event = result.event;
    event.name = form.name.trimmed();
    event.index = form.index.trimmed();
    event.start = form.start;
    event.end = form.end;
    event.rules = form.rules;
    event.overrides = overrides;
    event.tiebreaks = form.tiebreaks;
    for (qsizetype i = 0; i < form.players.size(); ++i) {
        const Player& player = form.players[i];
        event.players.append(
            Player{u"p%1"_s.arg(i + 1), player.name.trimmed(), player.address.trimmed(), player.rating});
    }
    event.games = roundRobinGames(event.players);
    return result;
}

} // namespace postmark::tournament

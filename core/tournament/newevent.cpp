// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/newevent.h"

#include "core/rules/ruleset.h"
#include "core/support/echo.h"
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
                {say(MessageCode::WhereLine, i + 1), u"rating"_s, say(MessageCode::NotAWholeNumber, rating)});
        list.players.append(player);
    }
    return list;
}

NewEvent newEvent(const NewEventForm& form)
{
    NewEvent result;
    ledger::InputProblems& problems = result.problems;
    if (form.name.trimmed().isEmpty())
        problems.append({say(MessageCode::WhereEvent), u"name"_s, say(MessageCode::KeyMissing)});
    if (!form.start.isValid())
        problems.append({say(MessageCode::WhereEvent), u"start"_s, say(MessageCode::KeyMissing)});
    if (!form.end.isValid())
        problems.append({say(MessageCode::WhereEvent), u"end"_s, say(MessageCode::EventEndMissing)});
    else if (form.start.isValid() && form.end <= form.start)
        problems.append({say(MessageCode::WhereEvent),
            u"end"_s,
            say(MessageCode::EndNotAfterStart, form.end, form.start)});
    QJsonObject overrides;
    for (auto it = form.regulation.cbegin(); it != form.regulation.cend(); ++it) {
        const QString text = it.value().trimmed();
        bool isNumber = false;
        const int value = text.toInt(&isNumber);
        if (text.isEmpty())
            continue;
        // Checked here against the parameter's own range, so that the form names the field at fault in
        // words; the rule set's check below names a file's key.
        const rules::RuleParameter* parameter = rules::ruleParameter(it.key());
        const auto refuse = [&](const Message& why) {
            problems.append({say(MessageCode::WhereRegulation), it.key(), why});
        };
        if (parameter && parameter->isSwitch() && !(isNumber && (value == 0 || value == 1)))
            refuse(say(MessageCode::NotYesOrNo, echoed(text)));
        else if (!isNumber && parameter && !parameter->optionalValue) // a count no section switches off
            refuse(say(MessageCode::MustBeFromTo, parameter->minimum, parameter->maximum));
        else if (text == u"off"_s)
            overrides.insert(it.key(), QJsonValue::Null);
        else if (!isNumber)
            refuse(say(MessageCode::NotAWholeNumberOrOff, echoed(text)));
        else if (parameter && (value < parameter->minimum || value > parameter->maximum))
            refuse(say(MessageCode::MustBeFromTo, parameter->minimum, parameter->maximum));
        else
            overrides.insert(it.key(), value);
    }
    if (const Result<rules::RuleSet> known = rules::ruleSet(form.rules); !known)
        problems.append({say(MessageCode::WhereEvent), u"rules"_s, known.error().detail});
    else if (const Result<rules::RuleSet> applied = rules::applyOverrides(*known, overrides); !applied) {
        // The parameter at fault is the message's first argument (moves_per_control when it says so).
        const Message& detail = applied.error().detail;
        const QString* key = detail.args.isEmpty() ? nullptr : std::get_if<QString>(&detail.args.first());
        problems.append({say(MessageCode::WhereRegulation), key ? *key : u"moves_per_control"_s, detail});
    }
    if (form.players.size() < 2)
        problems.append(
            {say(MessageCode::WhereEvent), u"players"_s, say(MessageCode::RoundRobinNeedsTwoPlayers)});
    if (form.players.size() > MaxRoundRobinPlayers)
        problems.append({say(MessageCode::WhereEvent),
            u"players"_s,
            say(MessageCode::BergerTablesPairAtMost, MaxRoundRobinPlayers, form.players.size())});
    for (qsizetype i = 0; i < form.players.size(); ++i) {
        const Player& player = form.players[i];
        const Message where = say(MessageCode::WherePlayerNumber, i + 1);
        const QString name = player.name.trimmed();
        if (name.isEmpty()) {
            problems.append({where, u"name"_s, say(MessageCode::KeyMissing)});
            continue;
        }
        for (qsizetype j = 0; j < i; ++j) {
            if (form.players[j].name.trimmed() == name) {
                problems.append({where, u"name"_s, say(MessageCode::NameAlreadyPlayer, name, j + 1)});
                break;
            }
        }
        if (player.rating && *player.rating < 0)
            problems.append({where, u"rating"_s, say(MessageCode::MustBeWholeNumber)});
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
    event.cycles = form.cycles;
    event.games = roundRobinGames(event.players, event.cycles);
    return result;
}

} // namespace postmark::tournament

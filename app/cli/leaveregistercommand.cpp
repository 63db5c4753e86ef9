// SPDX-License-Identifier: GPL-3.0-or-later
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "app/cli/command.h"
#include "app/cli/commandline.h"
#include "core/ledger/gamefilereader.h"
#include "core/ledger/ledger.h"
#include "core/rules/ruleset.h"
#include "core/support/boundedread.h"
#include "core/support/inputlimits.h"
#include "core/tournament/leaveregister.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

int runLeaveRegister(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Lists every player's leaves across the given game files and checks the yearly cap across all of\n"
        "a player's games (II.7.1): the same leave announced in several games counts once, a leave crossing\n"
        "31 December is split, a late notice counts from its send date (II.7.6).\n"
        "Exit status: 0 all within the cap, 1 a player over it, 2 a file that is not valid."));
    const QCommandLineOption format(
        u"format"_s, Cli::tr("text (default) or json."), u"text|json"_s, u"text"_s);
    parser.addOption(format);
    parser.addPositionalArgument(
        Cli::tr("GAMEFILE"), Cli::tr("The game files of the event."), Cli::tr("GAMEFILE..."));
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    if (parser.positionalArguments().isEmpty()) {
        console.err << Cli::tr("postmark-cli leave-register: expected GAMEFILE...\n");
        return BadUsage;
    }
    if (parser.value(format) != u"text" && parser.value(format) != u"json") {
        console.err << Cli::tr("postmark-cli leave-register: --format must be text or json, not '%1'\n")
                           .arg(parser.value(format));
        return BadUsage;
    }
    QList<ledger::GameFile> games;
    int cap = rules::RuleSet{}.leaveDaysPerYear;
    for (const QString& path : parser.positionalArguments()) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            console.err << u"postmark-cli leave-register: %1: %2\n"_s.arg(path, file.errorString());
            return BadUsage;
        }
        const ledger::GameFileReading reading =
            ledger::readGameFile(readAtMost(file, limits::MaxJsonFileBytes));
        if (!reading.game) {
            for (const ledger::InputProblem& problem : reading.problems)
                console.err << path << u": "_s
                            << text::problemText(problem, console.language, text::FieldNaming::AsInTheFile)
                            << u'\n';
            return BadUsage;
        }
        if (const auto rules = ledger::rulesOf(*reading.game))
            cap = rules->leaveDaysPerYear;
        games.append(*reading.game);
    }
    const tournament::LeaveRegister result = tournament::leaveRegister(games, cap);
    bool overCap = false;
    for (const tournament::LeaveYear& year : result.years)
        overCap |= year.overCap();
    if (parser.value(format) == u"json") {
        QJsonArray leaves, years;
        for (const tournament::RegisteredLeave& leave : result.leaves)
            leaves.append(QJsonObject{{u"player"_s, leave.player},
                {u"from"_s, leave.from.toString(Qt::ISODate)},
                {u"to"_s, leave.to.toString(Qt::ISODate)},
                {u"notice_sent"_s,
                    leave.noticeSent ? QJsonValue(leave.noticeSent->toString(Qt::ISODate)) : QJsonValue()},
                {u"games"_s, QJsonArray::fromStringList(leave.games)}});
        for (const tournament::LeaveYear& year : result.years) {
            QJsonObject entry{{u"player"_s, year.player},
                {u"year"_s, year.year},
                {u"days"_s, year.days},
                {u"cap"_s, year.cap},
                {u"over_cap"_s, year.overCap()}};
            if (!year.event.isEmpty())
                entry.insert(u"event"_s, year.event); // server play counts one tournament (V.6.1)
            years.append(entry);
        }
        console.out << QString::fromUtf8(QJsonDocument(
            QJsonObject{{u"leaves"_s, leaves},
                {u"years"_s, years}}).toJson(QJsonDocument::Indented));
    } else {
        for (const tournament::RegisteredLeave& leave : result.leaves)
            console.out << Cli::tr("%1  %2 to %3, notice %4, in %5\n")
                               .arg(leave.player,
                                   // Dates as the ledger's report writes them in the language asked (the
                                   // JSON keeps ISO dates for programs).
                                   text::dateText(leave.from, console.language),
                                   text::dateText(leave.to, console.language),
                                   leave.noticeSent ? text::dateText(*leave.noticeSent, console.language)
                                                    : u"—"_s,
                                   leave.games.join(u"; "_s));
        for (const tournament::LeaveYear& year : result.years)
            console.out << Cli::tr("%1  %2: %3 of %n day(s) (%4)%5\n", nullptr, year.cap)
                               .arg(year.player)
                               .arg(year.year)
                               .arg(year.days)
                               .arg(year.event.isEmpty() ? u"II.7.1"_s
                                                         : Cli::tr("V.6.1, in %1").arg(year.event))
                               .arg(year.overCap() ? Cli::tr(" — OVER THE CAP") : QString());
    }
    return overCap ? ProblemFound : Success;
}

} // namespace postmark::cli

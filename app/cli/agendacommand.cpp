// SPDX-License-Identifier: GPL-3.0-or-later
#include <algorithm>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "app/cli/archiveopener.h"
#include "app/cli/command.h"
#include "app/cli/commandline.h"
#include "app/cli/tournamentfileloader.h"
#include "core/ledger/gamefilereader.h"
#include "core/support/boundedread.h"
#include "core/support/inputlimits.h"
#include "core/tournament/eventgames.h"
#include "core/tournament/judgeagenda.h"
#include "core/tournament/playersclaims.h"
#include "ui/text/agendawords.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

int runAgenda(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Lists every deadline of a tournament as of a date, earliest first, each with its clause: repeats,\n"
        "inquiries for missing first moves (II.5.1), two months without a move (II.5.2), claims (II.6.3),\n"
        "adjudication packets (II.9.5) and game records still missing (II.9.1). The games' files, when\n"
        "given, are matched to the pairings by the players' names; a pairing without one is a game with no\n"
        "card yet. With --tournament ID the event comes from the archive instead, with its claims and\n"
        "adjudication registers (objections, decisions, appeals, II.6.4, II.1.6, II.9.5-II.9.11) and the\n"
        "archive's games of the event. The clauses named here are section II's (by post); each item cites\n"
        "its event's own: section III by e-mail, IV for a team, V on a server."));
    const QCommandLineOption asOf(u"as-of"_s, Cli::tr("The date (default: today)."), Cli::tr("YYYY-MM-DD"));
    const QCommandLineOption format(
        u"format"_s, Cli::tr("text (default) or json."), u"text|json"_s, u"text"_s);
    const QCommandLineOption tournamentOption(u"tournament"_s,
        Cli::tr("A tournament kept in the archive, by its id or its index (UKR/C11/SF1), instead of a file."),
        Cli::tr("ID"));
    const QCommandLineOption judgesSteps(u"judges-steps"_s,
        Cli::tr(
            "Only the judge's own steps, as the judge's window shows them by default: claims to decide and "
            "their objection windows, appeals, adjudications, records and game files needed, notices, and "
            "two months without a move or adjudication packets once two weeks away."));
    const QCommandLineOption db = eventArchiveOption();
    parser.addOption(asOf);
    parser.addOption(judgesSteps);
    parser.addOption(format);
    parser.addOption(tournamentOption);
    parser.addOption(db);
    parser.addPositionalArgument(Cli::tr("TOURNAMENT"), Cli::tr("The tournament file (JSON, format 1)."));
    parser.addPositionalArgument(
        Cli::tr("GAMEFILE"), Cli::tr("The game files of the event (optional)."), Cli::tr("[GAMEFILE...]"));
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    const QStringList positional = parser.positionalArguments();
    const bool fromArchive = parser.isSet(tournamentOption);
    if (fromArchive == !positional.isEmpty()) {
        console.err << Cli::tr(
            "postmark-cli agenda: expected a TOURNAMENT file or --tournament ID, not both\n");
        return BadUsage;
    }
    if (parser.value(format) != u"text" && parser.value(format) != u"json") {
        console.err << Cli::tr("postmark-cli agenda: --format must be text or json, not '%1'\n")
                           .arg(parser.value(format));
        return BadUsage;
    }
    const std::optional<QDate> date = dateOrToday(parser, asOf, u"agenda"_s, console);
    if (!date)
        return BadUsage;
    std::optional<tournament::Tournament> event;
    tournament::JudgeRegisters registers;
    QList<ledger::GameFile> games;
    if (fromArchive) {
        auto archive = openEventArchive(u"agenda"_s, parser.value(db), console);
        if (!archive)
            return BadUsage;
        const std::optional<qint64> id =
            tournamentNamed(parser, tournamentOption, u"agenda"_s, *archive, console);
        if (!id)
            return BadUsage;
        const Result<tournament::Tournament> stored = archive->tournament(*id);
        const Result<tournament::JudgeRegisters> storedRegisters = archive->judgeRegisters(*id);
        if (!stored || !storedRegisters) {
            const Error& error = !stored ? stored.error() : storedRegisters.error();
            console.err << u"postmark-cli agenda: %1\n"_s.arg(describe(error, console.language));
            return BadUsage;
        }
        // The event's games only, by its name: an archive holds other events' games too.
        const auto eventGames = archive->gamesOfEvent(stored->name);
        if (!eventGames) {
            console.err << u"postmark-cli agenda: %1\n"_s.arg(describe(eventGames.error(), console.language));
            return BadUsage;
        }
        registers = *storedRegisters;
        for (const auto& eventGame : *eventGames)
            games.append(eventGame.second);
        // Someone other than the event's judge (a player on a federation's server) reads only some of its
        // games: the agenda is of those, not of games it cannot see.
        const bool notTheJudge = archive->eventEditRefusal(*id).has_value();
        event = notTheJudge ? tournament::pairingsWithGameFiles(*stored, games) : *stored;
        // A player is not shown the judge's register: the claims they know of are their own games'.
        if (notTheJudge && registers.claims.isEmpty())
            registers = tournament::claimsKnownFromGames(*event, games);
    } else {
        event = loadTournament(u"agenda"_s, positional.first(), console);
        if (!event)
            return BadUsage;
    }
    for (const QString& path : positional.mid(1)) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            console.err << u"postmark-cli agenda: %1: %2\n"_s.arg(path, file.errorString());
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
        games.append(*reading.game);
    }
    // A pairing without its game's file is taken as a game with no card yet: an exported event run without
    // them listed every game as two months without a move (helper-37), which a judge might have mailed.
    // Said on stderr, so that the JSON on stdout stays whole.
    if (!fromArchive) {
        const auto withoutFile = std::count_if(
            event->games.cbegin(), event->games.cend(), [&](const tournament::TournamentGame& pairing) {
                return !pairing.result && !tournament::gameFileOf(*event, pairing, games);
            });
        if (withoutFile > 0 && event->start.isValid() && event->start < *date)
            console.err << Cli::tr(
                "postmark-cli agenda: %n unfinished game(s) have no game file given: each is "
                "taken as a game with no card yet, its deadlines those of a game not begun. "
                "Give the games' files, or --db FILE --tournament ID for an event kept in an "
                "archive.\n",
                nullptr,
                int(withoutFile));
    }
    QList<tournament::AgendaItem> agenda = tournament::judgeAgenda(*event, games, *date, registers);
    if (parser.isSet(judgesSteps))
        agenda.removeIf(
            [&](const tournament::AgendaItem& item) { return !tournament::isJudgesStep(item, *date); });
    if (parser.value(format) == u"json") {
        QJsonArray items;
        for (const tournament::AgendaItem& item : agenda)
            items.append(
                QJsonObject{{u"due"_s, item.due ? QJsonValue(item.due->toString(Qt::ISODate)) : QJsonValue()},
                    {u"what"_s, tournament::agendaKindName(item.what)},
                    {u"game"_s, item.game},
                    {u"game_number"_s, item.pairing >= 0 ? QJsonValue(item.pairing + 1) : QJsonValue()},
                    {u"player"_s, item.player},
                    {u"clause"_s, item.why.clause},
                    {u"why"_s, text::messageText(item.why.what, console.language)},
                    {u"overdue"_s, item.overdue}});
        console.out << QString::fromUtf8(QJsonDocument(
            QJsonObject{{u"as_of"_s, date->toString(Qt::ISODate)},
                {u"agenda"_s, items}}).toJson(QJsonDocument::Indented));
        return Success;
    }
    // Every deadline of the event, the players' and the judge's: a player connected to a federation's
    // server reads it too.
    // Dates as the ledger's report writes them in the language asked (an ISO date beside «відправлену
    // 22.11.2026» in the same line), the due dates in a column as wide as the widest.
    console.out << Cli::tr("%1 — the event's agenda as of %2\n")
                       .arg(event->name, text::dateText(*date, console.language));
    // In columns, each as wide as its widest: the due date (with OVERDUE), the game, whose step it is, then
    // the step and why (helper-72 read a 105-game agenda whose columns wandered with every name).
    const auto dueText =
        [&console](const tournament::AgendaItem& item) -> QString { // not a QStringBuilder of temporaries
        return (item.due ? text::dateText(*item.due, console.language) : u"—"_s)
            + (item.overdue ? Cli::tr(" OVERDUE") : QString());
    };
    if (agenda.isEmpty()) // said, not a heading over nothing (helper-65 read a finished event's so)
        console.out << Cli::tr("No deadline runs: nothing waits on the players or the judge.\n");
    QList<QStringList> rows;
    for (const tournament::AgendaItem& item : agenda) {
        // The step in the reader's words (JSON keeps the stable keys), its clause once: the judge's own
        // steps name it in their words already.
        QString step = text::agendaText(item.what, console.language);
        if (!step.endsWith(u" (" + item.why.clause + u')'))
            step += u" (" + item.why.clause + u')';
        rows.append({dueText(item),
            item.pairing >= 0 ? u"%1. %2"_s.arg(item.pairing + 1).arg(item.game) : item.game,
            text::agendaWhose(item.player, console.language),
            step + u": "_s + text::messageText(item.why.what, console.language)});
    }
    QList<qsizetype> widths(3, 1);
    for (const QStringList& row : std::as_const(rows)) {
        for (qsizetype column = 0; column < widths.size(); ++column)
            widths[column] = std::max(widths[column], row[column].size());
    }
    for (const QStringList& row : std::as_const(rows))
        console.out << u"%1  %2  %3  %4\n"_s.arg(row[0], -int(widths[0]))
                           .arg(row[1], -int(widths[1]))
                           .arg(row[2], -int(widths[2]))
                           .arg(row[3]);
    return Success;
}

} // namespace postmark::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// The tournament file in and out of the archive: import-tournament and export-tournament.
#include <algorithm>

#include <QSaveFile>

#include "app/cli/archiveopener.h"
#include "app/cli/command.h"
#include "app/cli/commandline.h"
#include "app/cli/tournamentfileloader.h"
#include "core/tournament/eventgames.h"
#include "core/tournament/tournamentfilewriter.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

int runImportTournament(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Stores a tournament file in the archive (players, pairings, results, withdrawals, tie-break\n"
        "order) in one transaction, and prints its id. An invalid file stores nothing."));
    const QCommandLineOption db = eventArchiveOption();
    const QCommandLineOption create(u"create"_s,
        Cli::tr("Make a new archive at --db if there is none (the default archive is made anyway)."));
    parser.addOption(db);
    parser.addOption(create);
    parser.addPositionalArgument(Cli::tr("FILE"), Cli::tr("The tournament file (JSON, format 1)."));
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    if (parser.positionalArguments().size() != 1) {
        console.err << Cli::tr("postmark-cli import-tournament: expected one FILE\n");
        return BadUsage;
    }
    const QString path = parser.positionalArguments().first();
    const auto event = loadTournament(u"import-tournament"_s, path, console);
    if (!event)
        return BadUsage;
    auto archive = openEventArchive(u"import-tournament"_s,
        parser.value(db),
        console,
        parser.isSet(create) ? Creation::Allowed : Creation::OnlyTheDefault);
    if (!archive)
        return BadUsage;
    const Result<qint64> id = archive->importTournament(*event);
    if (!id) {
        console.err << u"postmark-cli import-tournament: %1: %2\n"_s.arg(
            path, describe(id.error(), console.language));
        return BadUsage;
    }
    console.out << Cli::tr("%1 → tournament %2\n").arg(path).arg(*id);
    return Success;
}

int runExportTournament(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Writes a tournament of the archive as a tournament file (JSON, format 1)."));
    const QCommandLineOption db = eventArchiveOption();
    const QCommandLineOption tournamentOption(
        u"tournament"_s, Cli::tr("The tournament, by its id or its index (UKR/C11/SF1)."), Cli::tr("ID"));
    const QCommandLineOption output(
        {u"o"_s, u"output"_s}, Cli::tr("The file to write (default: standard output)."), Cli::tr("OUT"));
    for (const QCommandLineOption& option : {db, tournamentOption, output})
        parser.addOption(option);
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    if (refusesArguments(parser, u"export-tournament"_s, console))
        return BadUsage;
    auto archive = openEventArchive(u"export-tournament"_s, parser.value(db), console);
    if (!archive)
        return BadUsage;
    const std::optional<qint64> id =
        tournamentNamed(parser, tournamentOption, u"export-tournament"_s, *archive, console);
    if (!id)
        return BadUsage;
    const Result<tournament::Tournament> event = archive->tournament(*id);
    if (!event) {
        console.err << u"postmark-cli export-tournament: %1\n"_s.arg(
            describe(event.error(), console.language));
        return BadUsage;
    }
    const QByteArray bytes = tournament::writeTournamentFile(*event);
    if (!parser.isSet(output)) {
        console.out << QString::fromUtf8(bytes);
        return Success;
    }
    QSaveFile file(parser.value(output));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        console.err << u"postmark-cli export-tournament: %1: %2\n"_s.arg(
            parser.value(output), file.errorString());
        return BadUsage;
    }
    return Success;
}

int runCopyTournament(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Copies an event with its registers (claims, adjudications) from one archive to\n"
                "another, whole and in one transaction: from a laptop's archive file to a\n"
                "federation's server to publish it, or back. An event of the same name already in\n"
                "the target is not overwritten: nothing is copied."));
    const QCommandLineOption from(
        u"from"_s, Cli::tr("The archive to copy from: a file or postgresql://…"), Cli::tr("SOURCE"));
    const QCommandLineOption to(
        u"to"_s, Cli::tr("The archive to copy to: a file or postgresql://…"), Cli::tr("TARGET"));
    const QCommandLineOption tournamentOption(
        u"tournament"_s, Cli::tr("The event in the source archive, by its id or its index."), Cli::tr("ID"));
    const QCommandLineOption create(
        u"create"_s, Cli::tr("Make a new archive file at --to if there is none."));
    const QCommandLineOption withGames(u"with-games"_s,
        Cli::tr("Copy the event's games too, in the same transaction (publishing an event from a\n"
                "laptop's archive to the federation's server in one step)."));
    for (const QCommandLineOption& option : {from, to, tournamentOption, create, withGames})
        parser.addOption(option);
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    if (refusesArguments(parser, u"copy-tournament"_s, console))
        return BadUsage;
    if (!parser.isSet(from) || !parser.isSet(to)) {
        console.err << Cli::tr("postmark-cli copy-tournament: --from SOURCE and --to TARGET are required\n");
        return BadUsage;
    }
    auto source = openEventArchive(u"copy-tournament"_s, parser.value(from), console);
    if (!source)
        return BadUsage;
    const std::optional<qint64> id =
        tournamentNamed(parser, tournamentOption, u"copy-tournament"_s, *source, console);
    if (!id)
        return BadUsage;
    const Result<tournament::Tournament> event = source->tournament(*id);
    const Result<tournament::JudgeRegisters> registers =
        event ? source->judgeRegisters(*id) : Result<tournament::JudgeRegisters>(event.error());
    if (!registers) {
        console.err << u"postmark-cli copy-tournament: %1: %2\n"_s.arg(
            parser.value(from).section(u'?', 0, 0), describe(registers.error(), console.language));
        return BadUsage;
    }
    if (const std::optional<Message> partial = source->eventCopyRefusal(*id)) {
        console.err << u"postmark-cli copy-tournament: %1\n"_s.arg(
            describe(Error{ErrorCode::PermissionDenied, *partial}, console.language));
        return ProblemFound;
    }
    auto target = openEventArchive(u"copy-tournament"_s,
        parser.value(to),
        console,
        parser.isSet(create) ? Creation::Allowed : Creation::OnlyTheDefault);
    if (!target)
        return BadUsage;
    // A login that may not make events is told so, not that the server has the event already.
    if (const std::optional<Message> refusal = target->eventCreationRefusal()) {
        console.err << u"postmark-cli copy-tournament: %1\n"_s.arg(
            describe(Error{ErrorCode::PermissionDenied, *refusal}, console.language));
        return ProblemFound;
    }
    if (!parser.isSet(withGames)) {
        const Result<qint64> copied = target->copyInTournament(*event, *registers);
        if (!copied) {
            console.err << u"postmark-cli copy-tournament: %1\n"_s.arg(
                describe(copied.error(), console.language));
            return ProblemFound;
        }
        console.out << Cli::tr("“%1” → tournament %2\n").arg(event->name).arg(*copied);
        return Success;
    }
    // The event's games: of its name, between the players its pairings pair (the crosstable's own).
    const auto stored = source->gamesOfEvent(event->name);
    if (!stored) {
        console.err << u"postmark-cli copy-tournament: %1\n"_s.arg(
            describe(stored.error(), console.language));
        return BadUsage;
    }
    QList<ledger::GameFile> all;
    for (const auto& [gameId, game] : *stored)
        all.append(game);
    const QList<ledger::GameFile> games = tournament::gamesOfEvent(*event, all);
    const Result<archive::EventCopy> copied = target->copyInEvent(
        *event, *registers, games, QDate::currentDate()); // the edge of the program reads the clock
    if (!copied) {
        console.err << u"postmark-cli copy-tournament: %1\n"_s.arg(
            describe(copied.error(), console.language));
        return ProblemFound;
    }
    const auto there = std::count_if(
        copied->games.begin(), copied->games.end(), [](const auto& game) { return game.importedBefore; });
    console.out << Cli::tr(
        "“%1” → tournament %2 with %n game(s), %3 there already\n", nullptr, int(copied->games.size()))
                       .arg(event->name)
                       .arg(copied->tournamentId)
                       .arg(there);
    return Success;
}

} // namespace postmark::cli

// SPDX-License-Identifier: GPL-3.0-or-later
#include <QFile>
#include <QFileInfo>

#include "app/cli/archiveopener.h"
#include "app/cli/command.h"
#include "app/cli/commandline.h"
#include "app/cli/terminalprogress.h"
#include "core/analysis/analysisjson.h"
#include "core/analysis/analysispgn.h"
#include "core/archive/databaseaddress.h"
#include "core/archive/eventsdatedahead.h"
#include "core/desk/gameimport.h"
#include "core/desk/gamesoffdesk.h"
#include "core/ledger/gamefilereader.h"
#include "core/ledger/gamefilewriter.h"
#include "core/ledger/ledgerof.h"
#include "core/ledger/pgnconversion.h"
#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnwriter.h"
#include "core/rules/ruleset.h"
#include "ui/text/messagetext.h"
#include "ui/text/namelist.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

namespace {

struct Incoming
{
    QString source; ///< the file, and the game number within a PGN
    ledger::GameFile game;
};

/// Reads every file first, and computes every game's ledger: one bad file, or one game whose cards the
/// ledger refuses, and nothing is imported, so the archive never holds half an import.
bool readIncoming(const QStringList& paths,
    chess::Notation pgnNotation,
    const QString& pgnRules,
    const QDate& today,
    QList<Incoming>& incoming,
    Console& console,
    TerminalProgress& progress)
{
    bool ok = true;
    for (const QString& path : paths) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            console.err << u"postmark-cli import: %1: %2\n"_s.arg(path, file.errorString());
            ok = false;
            continue;
        }
        desk::ImportReading reading = desk::readGamesForImport(path,
            file,
            QString(),
            progress.stage(Cli::tr("reading %1").arg(QFileInfo(path).fileName()), true),
            pgnNotation);
        progress.finishLine(); // what the reading found goes on lines of its own
        for (const Message& problem : reading.problems)
            console.err << u"postmark-cli import: "_s << text::messageText(problem, console.language)
                        << u'\n';
        for (const Message& warning : reading.warnings)
            console.err << u"postmark-cli import: "_s << text::messageText(warning, console.language)
                        << u'\n';
        ok = ok && reading.problems.isEmpty();
        // A PGN game names no rule set: it follows --rules, as the window's import follows Settings.
        const bool pgn = desk::isPgnFile(path);
        for (desk::ImportedGame& game : reading.games) {
            if (pgn)
                game.game.event.rules = pgnRules;
            const ledger::LedgerResult computed = ledger::ledgerOf(game.game, today);
            for (const ledger::InputProblem& problem : computed.problems)
                console.err << u"postmark-cli import: %1: %2\n"_s.arg(
                    game.source, text::messageText(ledger::problemMessage(problem), console.language));
            ok = ok && computed.ledger.has_value();
            incoming.append({game.source, game.game});
        }
    }
    return ok;
}

/// The window's desk lists the games its owner plays: games imported that he plays under none of his
/// spellings are in the archive but not in sight there, and are said with the names in them (as the window's
/// import says it; a walk imported with the command and then looked for the games on the desk).
void sayGamesOffTheDesk(
    archive::GameRepository& archive, const QList<ledger::GameFile>& added, Console& console)
{
    const Result<std::optional<archive::ArchiveOwner>> owner = archive.owner();
    if (!owner || !owner->has_value() || !(*owner)->plays || (*owner)->name.isEmpty())
        return;
    const desk::GamesOffDesk off =
        desk::gamesOffDesk(added, desk::PlayerNames((*owner)->name, (*owner)->otherSpellings));
    if (off.count == 0)
        return;
    console.err << u"postmark-cli import: "_s
                << Cli::tr(
                       "%n game(s) not on the desk (it lists the games of %1), kept in the archive all the "
                       "same; the names in them: %2. Yours under another spelling of the name are listed "
                       "once the window's File ▸ Settings has it under «Also written as».",
                       nullptr,
                       off.count)
                       .arg((*owner)->name, text::quotedNames(off.names))
                << u'\n';
}

} // namespace

int runImport(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Imports game files (JSON) and PGN files into the archive and prints each new game's id; the last\n"
        "word printed is the last id. Every file is read first: if one cannot be imported, none is. A game\n"
        "imported before with the same content is not imported again: its id is printed as already there."));
    const QCommandLineOption db = eventArchiveOption();
    const QCommandLineOption create(u"create"_s,
        Cli::tr("Make a new archive at --db if there is none (the default archive is made anyway)."));
    const QCommandLineOption wait(u"wait"_s,
        Cli::tr("How long to wait while another program writes the archive (default: 60 seconds); nothing is "
                "stored if it is still busy then."),
        Cli::tr("SECONDS"),
        u"60"_s);
    // A PGN game's cards in the player's notation, as his cards were written (PGN's own is san).
    const QCommandLineOption notation(u"notation"_s,
        Cli::tr("The notation a PGN game's cards are written in: uk, san (default), lan or iccf."),
        Cli::tr("NOTATION"),
        u"san"_s);
    const QCommandLineOption ruleSet(u"rules"_s,
        Cli::tr("The rule set a PGN game follows (a game file names its own): %1; default fzshu-postal.")
            .arg(rules::ruleSetIds().join(u", "_s)),
        Cli::tr("RULES"),
        u"fzshu-postal"_s);
    parser.addOption(db);
    parser.addOption(create);
    parser.addOption(wait);
    parser.addOption(notation);
    parser.addOption(ruleSet);
    parser.addPositionalArgument(
        Cli::tr("FILE"), Cli::tr("Game files (.json) or PGN files (.pgn)."), Cli::tr("FILE..."));
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    if (parser.positionalArguments().isEmpty()) {
        console.err << Cli::tr("postmark-cli import: no FILE given\n");
        return BadUsage;
    }
    const std::optional<chess::Notation> pgnNotation = chess::notationFromName(parser.value(notation));
    if (!pgnNotation) {
        console.err << Cli::tr("postmark-cli import: --notation must be uk, san, lan or iccf, not '%1'\n")
                           .arg(parser.value(notation));
        return BadUsage;
    }
    if (!rules::ruleSetIds().contains(parser.value(ruleSet))) {
        console.err << Cli::tr("postmark-cli import: --rules must be one of %1, not '%2'\n")
                           .arg(rules::ruleSetIds().join(u", "_s), parser.value(ruleSet));
        return BadUsage;
    }
    const QDate today = QDate::currentDate(); // the edge of the program: the core never reads the clock
    QList<Incoming> incoming;
    TerminalProgress progress(console.err);
    if (!readIncoming(parser.positionalArguments(),
            *pgnNotation,
            parser.value(ruleSet),
            today,
            incoming,
            console,
            progress)) {
        console.err << Cli::tr("postmark-cli import: nothing was imported, the archive is as it was: mend or "
                               "leave out what is refused above\n");
        return BadUsage;
    }
    if (incoming.isEmpty()) {
        console.err << Cli::tr("postmark-cli import: the files given hold no game; nothing was imported\n");
        return Success;
    }
    bool isNumber = false;
    const int waitSeconds = parser.value(wait).toInt(&isNumber);
    if (!isNumber || waitSeconds < 0 || waitSeconds > 3600) {
        console.err << Cli::tr("postmark-cli import: --wait takes a number of seconds from 0 to 3600\n");
        return BadUsage;
    }
    // SQLite's busy handler waits and retries for the whole time; the games go in one transaction, so that
    // a refusal after the wait is true: nothing was stored. A federation's server takes them as the login
    // may write them (a player their own games), a writer of the same rows waiting for the other's lock.
    const Creation creation = parser.isSet(create) ? Creation::Allowed : Creation::OnlyTheDefault;
    std::unique_ptr<archive::GameRepository> archive = archive::looksLikePostgresAddress(parser.value(db))
        ? openEventArchive(u"import"_s, parser.value(db), console, creation)
        : openArchive(u"import"_s, parser.value(db), console, creation, waitSeconds * 1000);
    if (!archive)
        return BadUsage;
    QList<ledger::GameFile> games;
    for (const Incoming& each : std::as_const(incoming))
        games.append(each.game);
    const Result<QList<archive::ImportOutcome>> outcomes =
        archive->importGames(games, today, progress.stage(Cli::tr("storing the games"), false));
    progress.finishLine();
    if (!outcomes) {
        console.err << u"postmark-cli import: "_s << describe(outcomes.error(), console.language) << u'\n';
        return BadUsage;
    }
    QList<ledger::GameFile> added;
    for (qsizetype n = 0; n < outcomes->size(); ++n) {
        const archive::ImportOutcome& outcome = outcomes->at(n);
        console.out << (outcome.importedBefore ? Cli::tr("%1 → already in the archive as game %2\n")
                                               : Cli::tr("%1 → game %2\n"))
                           .arg(incoming[n].source)
                           .arg(outcome.id);
        if (!outcome.importedBefore)
            added.append(incoming[n].game);
    }
    sayGamesOffTheDesk(*archive, added, console);
    return Success;
}

int runExport(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Writes one game of the archive as a game file (JSON, the default) or as PGN."));
    const QCommandLineOption db = eventArchiveOption();
    const QCommandLineOption gameOption(u"game"_s, Cli::tr("The game's id."), Cli::tr("ID"));
    const QCommandLineOption output(
        {u"o"_s, u"output"_s}, Cli::tr("The file to write (default: standard output)."), Cli::tr("OUT"));
    const QCommandLineOption format(u"format"_s, Cli::tr("json (default) or pgn."), u"json|pgn"_s, u"json"_s);
    const QCommandLineOption withAnalysis(u"with-analysis"_s,
        Cli::tr("In PGN, the player's own analysis too: the variations and comments (left out by default: "
                "a game sent to others does not show them)."));
    for (const QCommandLineOption& option : {db, gameOption, output, format, withAnalysis})
        parser.addOption(option);
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    if (refusesArguments(parser, u"export"_s, console))
        return BadUsage;
    const std::optional<qint64> id = idOption(parser, gameOption, u"export"_s, console);
    if (!id)
        return BadUsage;
    if (parser.value(format) != u"json" && parser.value(format) != u"pgn") {
        console.err << Cli::tr("postmark-cli export: --format must be json or pgn, not '%1'\n")
                           .arg(parser.value(format));
        return BadUsage;
    }
    auto archive = openEventArchive(u"export"_s, parser.value(db), console);
    if (!archive)
        return BadUsage;
    const Result<ledger::GameFile> game = archive->game(*id);
    if (!game) {
        console.err << u"postmark-cli export: %1\n"_s.arg(describe(game.error(), console.language));
        return BadUsage;
    }
    QByteArray bytes;
    if (parser.value(format) == u"json") {
        bytes = ledger::writeGameFile(*game);
    } else {
        const ledger::LedgerResult computed =
            ledger::ledgerOf(*game, game->asOf.value_or(QDate::currentDate()));
        if (!computed.ledger) {
            console.err << Cli::tr("postmark-cli export: game %1: %2\n")
                               .arg(*id)
                               .arg(text::problemText(computed.problems.first(),
                                   console.language,
                                   text::FieldNaming::AsInTheFile));
            return BadUsage;
        }
        pgn::PgnGame written = ledger::pgnFromGameFile(*game, *computed.ledger);
        if (parser.isSet(withAnalysis)) {
            const Result<QByteArray> kept = archive->analysis(*id);
            if (!kept) {
                console.err << u"postmark-cli export: %1\n"_s.arg(describe(kept.error(), console.language));
                return BadUsage;
            }
            const analysis::ReadAnalysis read =
                analysis::readAnalysisJson(*kept, analysis::mainLineOf(written));
            if (read.variationsLeftOut + read.movesLeftOut > 0)
                console.err << Cli::tr(
                    "postmark-cli export: the analysis of game %1 no longer fits its moves "
                    "(a card corrected since?): %2 variation(s) and %3 move(s) left out\n")
                                   .arg(*id)
                                   .arg(read.variationsLeftOut)
                                   .arg(read.movesLeftOut);
            written = analysis::withAnalysis(std::move(written), read.analysis);
        }
        bytes = pgn::writePgn(written, pgn::PgnWriteOptions{chess::Notation::San, true}).toUtf8();
    }
    if (!parser.isSet(output)) {
        console.out << QString::fromUtf8(bytes);
        return Success;
    }
    QFile file(parser.value(output));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size()
        || !file.flush()) {
        console.err << u"postmark-cli export: %1: %2\n"_s.arg(parser.value(output), file.errorString());
        file.close();
        file.remove();
        return BadUsage;
    }
    return Success;
}

int runBackup(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Writes a consistent copy of the archive, even while it is in use: of a file, an archive file;\n"
        "of a federation's server, pg_dump's copy of the whole server (pg_restore puts it back),\n"
        "which only the login that owns the archive can make."));
    const QCommandLineOption db = eventArchiveOption();
    const QCommandLineOption output(
        {u"o"_s, u"output"_s}, Cli::tr("The copy to write; it must not exist yet."), Cli::tr("COPY"));
    parser.addOption(db);
    parser.addOption(output);
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    if (refusesArguments(parser, u"backup"_s, console))
        return BadUsage;
    if (!parser.isSet(output)) {
        console.err << Cli::tr("postmark-cli backup: -o COPY is required\n");
        return BadUsage;
    }
    auto archive = openEventArchive(u"backup"_s, parser.value(db), console);
    if (!archive)
        return BadUsage;
    TerminalProgress progress(console.err);
    const auto error =
        archive->backup(parser.value(output), progress.stage(Cli::tr("writing the copy"), true));
    progress.finishLine();
    if (error) {
        console.err << u"postmark-cli backup: %1\n"_s.arg(describe(*error, console.language));
        return BadUsage;
    }
    if (archive->archiveFile().isEmpty())
        console.out << Cli::tr(
            "a copy of the server written to %1 (pg_dump's custom format: pg_restore puts it "
            "back into an empty database)\n")
                           .arg(parser.value(output));
    else
        console.out << Cli::tr("backup written to %1\n").arg(parser.value(output));
    return Success;
}

namespace {

/// The archive's events with a result, a record or a withdrawal dated after today (eventsDatedAhead()),
/// one line each naming the event, the game and the date. The number of lines, or nothing when the events
/// could not be read (said).
std::optional<int> reportDatesNotYetCome(const archive::GameRepository& archive, Console& console)
{
    const auto ahead = archive::eventsDatedAhead(archive, QDate::currentDate());
    if (!ahead) {
        console.err << u"postmark-cli check: %1\n"_s.arg(describe(ahead.error(), console.language));
        return std::nullopt;
    }
    int found = 0;
    for (const archive::EventDatedAhead& event : *ahead) {
        for (const ledger::InputProblem& problem : event.problems) {
            console.out << u"%1 (%2): %3\n"_s.arg(event.index,
                event.name,
                text::problemText(problem, console.language, text::FieldNaming::AsInTheFile));
            ++found;
        }
    }
    return found;
}

} // namespace

int runCheck(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Checks the archive: of a file, SQLite's integrity and foreign keys; of a federation's server, that\n"
        "its schema is current and every table asks the server's policies who reads it; then every game\n"
        "(on a server, every game the login may read): its cards replay legally and its stored state\n"
        "matches its ledger; and that no event's result, game record or withdrawal is dated after today.\n"
        "Exit status: 0 all well, 1 a problem (one line each), 2 not readable."));
    const QCommandLineOption db = eventArchiveOption();
    parser.addOption(db);
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    if (refusesArguments(parser, u"check"_s, console))
        return BadUsage;
    auto archive = openEventArchive(u"check"_s, parser.value(db), console);
    if (!archive)
        return BadUsage;
    TerminalProgress progress(console.err);
    const Result<QList<Message>> problems = archive->check(progress.stage(Cli::tr("checking"), true));
    progress.finishLine();
    if (!problems) {
        console.err << u"postmark-cli check: %1\n"_s.arg(describe(problems.error(), console.language));
        return BadUsage;
    }
    for (const Message& problem : *problems)
        console.out << text::sentence(text::messageText(problem, console.language)) << u'\n';
    const std::optional<int> undue = reportDatesNotYetCome(*archive, console);
    if (!undue)
        return BadUsage;
    const Result<QList<archive::GameSummary>> games = archive->games();
    const QString counts =
        Cli::tr("%1, %2").arg(Cli::tr("%n game(s)", nullptr, games ? int(games->size()) : 0),
            Cli::tr("%n problem(s)", nullptr, int(problems->size()) + *undue));
    if (const auto* file = dynamic_cast<const storage::SqliteArchive*>(archive.get()))
        console.out
            << Cli::tr("%1: schema %2, %3\n").arg(file->path()).arg(file->schemaVersion()).arg(counts);
    else if (const std::optional<Message> notice = archive->connectionNotice())
        // On a server the games are those the login may read: who is connected is part of the verdict.
        console.out << u"%1: %2\n"_s.arg(text::messageText(*notice, console.language), counts);
    return problems->isEmpty() && *undue == 0 ? Success : ProblemFound;
}

} // namespace postmark::cli

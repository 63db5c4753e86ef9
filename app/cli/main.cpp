// SPDX-License-Identifier: GPL-3.0-or-later
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include "app/cli/command.h"
#include "core/storage/connectionrefusal.h"

using namespace Qt::StringLiterals;
using namespace postmark::cli;

namespace {

constexpr Command Commands[] = {
    {"validate-pgn",
        QT_TRANSLATE_NOOP("Cli", "Replay every game of PGN files and report illegal moves."),
        runValidatePgn},
    {"convert", QT_TRANSLATE_NOOP("Cli", "Write the games of PGN files in another notation."), runConvert},
    {"perft",
        QT_TRANSLATE_NOOP("Cli", "Count the leaf nodes of the legal-move tree of a position."),
        runPerft},
    {"ledger", QT_TRANSLATE_NOOP("Cli", "A postal game's dates, time, penalties and deadlines."), runLedger},
    {"check-claim",
        QT_TRANSLATE_NOOP("Cli", "Whether a time overstep exists and a claim may be made."),
        runCheckClaim},
    {"import", QT_TRANSLATE_NOOP("Cli", "Import game files and PGN into the archive."), runImport},
    {"export", QT_TRANSLATE_NOOP("Cli", "Write a game of the archive as a game file or PGN."), runExport},
    {"backup", QT_TRANSLATE_NOOP("Cli", "Write a consistent copy of the archive."), runBackup},
    {"check", QT_TRANSLATE_NOOP("Cli", "Check the archive's integrity and every game in it."), runCheck},
    {"demo", QT_TRANSLATE_NOOP("Cli", "Fill a new archive with a player's and a judge's example."), runDemo},
    {"print", QT_TRANSLATE_NOOP("Cli", "Print a game's postcard, claim or other document to PDF."), runPrint},
    {"crosstable", QT_TRANSLATE_NOOP("Cli", "Print a tournament crosstable with tie-breaks."), runCrosstable},
    {"import-tournament",
        QT_TRANSLATE_NOOP("Cli", "Store a tournament file in the archive."),
        runImportTournament},
    {"export-tournament",
        QT_TRANSLATE_NOOP("Cli", "Write a tournament of the archive as a tournament file."),
        runExportTournament},
    {"tournaments",
        QT_TRANSLATE_NOOP("Cli", "List the archive's tournaments, their ids and indexes."),
        runTournaments},
    {"agenda", QT_TRANSLATE_NOOP("Cli", "List every deadline of a tournament, with its clause."), runAgenda},
    {"leave-register",
        QT_TRANSLATE_NOOP("Cli", "The players' leaves across games, and the yearly cap."),
        runLeaveRegister},
    {"print-tournament",
        QT_TRANSLATE_NOOP("Cli", "Print a tournament report or the start notices to PDF."),
        runPrintTournament},
    {"copy-tournament",
        QT_TRANSLATE_NOOP("Cli", "Copy an event between archives: a file, a server."),
        runCopyTournament},
    {"copy-games", QT_TRANSLATE_NOOP("Cli", "Copy games between archives: a file, a server."), runCopyGames},
    {"analyse",
        QT_TRANSLATE_NOOP("Cli", "A chess engine's lines for a position of a game or a FEN."),
        runAnalyse},
    {"federation",
        QT_TRANSLATE_NOOP("Cli", "A federation's archive on PostgreSQL: schema and roles."),
        runFederation},
};

void printUsage(QTextStream& stream)
{
    stream << Cli::tr("Usage: postmark-cli COMMAND [OPTIONS] [ARGUMENTS]\n\nCommands:\n");
    for (const Command& command : Commands)
        stream << u"  %1  %2\n"_s.arg(QString::fromLatin1(command.name), -18).arg(Cli::tr(command.summary));
    stream << Cli::tr("\n'postmark-cli COMMAND --help' describes each command. Every command takes\n"
                      "--lang uk|en: the language of what it says about games and files (default: the\n"
                      "system's). 'postmark-cli --version' prints the version.\n");
}

/// Postmark's catalogue in the language of --lang, and Qt's own for what QCommandLineParser says (its
/// "Options:", an unknown option), installed for as long as the program runs. Postmark's is installed
/// last, so it is asked first: it words a few of Qt's texts as Ukrainians do.
void installTranslators(QCoreApplication& application, postmark::Language language)
{
    static QTranslator qt;
    static QTranslator own;
    const QString name = language == postmark::Language::Ukrainian ? u"uk"_s : u"en"_s;
    if (qt.load(u"qtbase_"_s + name, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        application.installTranslator(&qt);
    if (own.load(u":/i18n/postmark_"_s + name))
        application.installTranslator(&own);
}

/// A command's exit code, unless what it printed did not reach standard output (a full disk, /dev/full, a
/// closed pipe): then saying "done" would be untrue, so it fails with the reason.
int finished(int code, QTextStream& out, QTextStream& err)
{
    errno = 0;
    out.flush();
    if (out.status() == QTextStream::Ok && std::fflush(stdout) == 0 && !std::ferror(stdout))
        return code;
    const int error = errno;
    // The C library's words are English here (readLibpqInEnglish()): the usual reasons are Postmark's own.
    const QString reason = error == ENOSPC ? Cli::tr("No space left on device")
        : error == EPIPE                   ? Cli::tr("the program reading it has stopped")
                                           : QString::fromLocal8Bit(std::strerror(error ? error : EIO));
    err << Cli::tr("postmark-cli: the output could not be written: %1\n").arg(reason);
    err.flush();
    return BadUsage;
}

} // namespace

int main(int argc, char** argv)
{
    // Printing lays out text with fonts, which needs the GUI library (offscreen when there is no display).
    const bool printing =
        argc > 1 && (qstrcmp(argv[1], "print") == 0 || qstrcmp(argv[1], "print-tournament") == 0);
    if (printing && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::unique_ptr<QCoreApplication> application = printing
        ? std::make_unique<QGuiApplication>(argc, argv)
        : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication& app = *application;
    postmark::storage::readLibpqInEnglish();
    // The same organisation and application name as the window, so that both find the same archive.
    QCoreApplication::setOrganizationName(u"Postmark"_s);
    QCoreApplication::setApplicationName(u"Postmark"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(POSTMARK_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    Console console{out, err};

    // --lang is for every command, so it is taken out here; the commands' own options follow it. The
    // printing commands keep it as well: it is also the language of the document they print.
    QStringList arguments = app.arguments().mid(1);
    const bool documentLanguage =
        !arguments.isEmpty() && (arguments.first() == u"print" || arguments.first() == u"print-tournament");
    console.language = QLocale::system().language() == QLocale::Ukrainian ? postmark::Language::Ukrainian
                                                                          : postmark::Language::English;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        QString value;
        if (arguments[i].startsWith(u"--lang="_s)) {
            value = arguments[i].mid(7);
            if (!documentLanguage)
                arguments.removeAt(i--);
        } else if (arguments[i] == u"--lang" && i + 1 < arguments.size()) {
            value = arguments[i + 1];
            if (!documentLanguage)
                arguments.remove(i--, 2);
            else
                ++i;
        } else {
            continue;
        }
        if (value != u"uk" && value != u"en") {
            installTranslators(app, console.language); // the system's language: --lang is not known
            err << Cli::tr("postmark-cli: --lang is uk or en, not '%1'\n").arg(value);
            return BadUsage;
        }
        console.language = value == u"uk" ? postmark::Language::Ukrainian : postmark::Language::English;
    }
    installTranslators(app, console.language);
    if (arguments.isEmpty()) {
        printUsage(err);
        return BadUsage;
    }
    const QString name = arguments.first();
    if (name == u"--help" || name == u"-h" || name == u"help") {
        printUsage(out);
        return Success;
    }
    if (name == u"--version") {
        out << u"postmark-cli "_s << QCoreApplication::applicationVersion() << u'\n';
        return Success;
    }
    for (const Command& command : Commands) {
        if (name == QLatin1StringView(command.name))
            return finished(command.run(arguments, console), out, err);
    }
    err << Cli::tr("postmark-cli: unknown command '%1'\n").arg(name);
    printUsage(err);
    return BadUsage;
}

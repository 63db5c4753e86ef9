// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include "core/support/language.h"

namespace postmark::cli {

/// Exit codes of every command (the CLI contract): 0 success, 1 the input has a problem the command
/// reports (an illegal move), 2 bad usage or unreadable input.
enum ExitCode
{
    Success = 0,
    ProblemFound = 1,
    BadUsage = 2,
};

/// The context of postmark-cli's own sentences in the catalogues: Cli::tr("…") speaks the language of
/// --lang (the catalogue main() installs), as the window's texts speak its.
struct Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

struct Console
{
    QTextStream& out;
    QTextStream& err;
    /// The language of what the commands say about games and files (--lang uk|en; default: the
    /// system's, Ukrainian on a Ukrainian system). JSON keeps its English keys and stable codes.
    Language language = Language::English;
};

/// One subcommand of postmark-cli: `arguments` starts with the command's own name.
struct Command
{
    const char* name;
    const char* summary;
    int (*run)(const QStringList& arguments, Console& console);
};

int runValidatePgn(const QStringList& arguments, Console& console);
int runConvert(const QStringList& arguments, Console& console);
int runPerft(const QStringList& arguments, Console& console);
int runLedger(const QStringList& arguments, Console& console);
int runCheckClaim(const QStringList& arguments, Console& console);
int runImport(const QStringList& arguments, Console& console);
int runExport(const QStringList& arguments, Console& console);
int runBackup(const QStringList& arguments, Console& console);
int runCheck(const QStringList& arguments, Console& console);
int runDemo(const QStringList& arguments, Console& console);
int runPrint(const QStringList& arguments, Console& console);
int runCrosstable(const QStringList& arguments, Console& console);
int runPrintTournament(const QStringList& arguments, Console& console);
int runAgenda(const QStringList& arguments, Console& console);
int runLeaveRegister(const QStringList& arguments, Console& console);
int runImportTournament(const QStringList& arguments, Console& console);
int runFederation(const QStringList& arguments, Console& console);
int runCopyTournament(const QStringList& arguments, Console& console);
int runCopyGames(const QStringList& arguments, Console& console);
int runExportTournament(const QStringList& arguments, Console& console);
int runTournaments(const QStringList& arguments, Console& console);
int runAnalyse(const QStringList& arguments, Console& console);

} // namespace postmark::cli

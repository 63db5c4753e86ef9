// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/gamefileloader.h"

#include <QFile>

#include "app/cli/commandline.h"
#include "core/ledger/gamefilereader.h"
#include "core/ledger/ledgerof.h"
#include "core/support/boundedread.h"
#include "core/support/inputlimits.h"
#include "ui/text/datereading.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

std::optional<LoadedGame> loadGame(
    const QString& command, const QString& path, const QString& asOfText, Console& console)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        console.err << u"postmark-cli %1: %2: %3\n"_s.arg(command, path, file.errorString());
        return std::nullopt;
    }
    const ledger::GameFileReading reading = ledger::readGameFile(readAtMost(file, limits::MaxJsonFileBytes));
    if (!reading.game) {
        for (const ledger::InputProblem& problem : reading.problems)
            console.err << path << u": "_s
                        << text::problemText(problem, console.language, text::FieldNaming::AsInTheFile)
                        << u'\n';
        return std::nullopt;
    }
    const ledger::GameFile& game = *reading.game;

    QDate asOf;
    if (!asOfText.isEmpty()) {
        asOf = text::readDate(asOfText).value_or(QDate());
        if (!asOf.isValid()) {
            console.err << Cli::tr("postmark-cli %1: --as-of '%2' is not a date (2026-11-25 or 25.11.2026)\n")
                               .arg(command, asOfText);
            return std::nullopt;
        }
    } else {
        // The command line is the edge where "today" may be read; the core always gets it as a parameter.
        asOf = game.asOf.value_or(QDate::currentDate());
    }

    ledger::LedgerResult computed = ledger::ledgerOf(game, asOf);
    if (!computed.ledger) {
        for (const ledger::InputProblem& problem : computed.problems)
            console.err << path << u": "_s
                        << text::problemText(problem, console.language, text::FieldNaming::AsInTheFile)
                        << u'\n';
        return std::nullopt;
    }
    return LoadedGame{game, std::move(*computed.ledger)};
}

std::optional<int> readGameCommand(const QString& name,
    const QString& description,
    const QStringList& formats,
    const QStringList& arguments,
    Console& console,
    GameCommand& command)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(description);
    const QCommandLineOption asOf(u"as-of"_s,
        Cli::tr("The date to compute for (default: the file's as_of, else today)."),
        Cli::tr("YYYY-MM-DD"));
    const QCommandLineOption format(u"format"_s,
        Cli::tr("Output format: %1 (default) or %2.").arg(formats[0], formats[1]),
        formats.join(u'|'),
        formats[0]);
    parser.addOption(asOf);
    parser.addOption(format);
    parser.addPositionalArgument(Cli::tr("FILE"), Cli::tr("The game file (JSON, format 1)."));
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    if (!formats.contains(parser.value(format))) {
        console.err << Cli::tr("postmark-cli %1: --format must be %2, not '%3'\n")
                           .arg(name, formats.join(u" or "_s), parser.value(format));
        return BadUsage;
    }
    if (parser.positionalArguments().size() != 1) {
        console.err << Cli::tr("postmark-cli %1: expected one FILE\n").arg(name);
        return BadUsage;
    }
    command.format = parser.value(format);
    command.loaded = loadGame(name, parser.positionalArguments().first(), parser.value(asOf), console);
    if (!command.loaded)
        return BadUsage;
    return std::nullopt;
}

} // namespace postmark::cli

// SPDX-License-Identifier: GPL-3.0-or-later
#include <QJsonDocument>

#include "app/cli/command.h"
#include "app/cli/commandline.h"
#include "app/cli/gamefileloader.h"
#include "core/ledger/ledgerreport.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

int runLedger(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Computes a postal game's ledger from its game file: every card's dates, the days booked on every\n"
        "move, penalties, totals, the overstep, the running time and the deadlines, each with its clause.\n"
        "Exit status: 0 a report, 2 a file that is not valid (one line per problem on stderr)."_s);
    const QCommandLineOption asOf(
        u"as-of"_s, u"The date to compute for (default: the file's as_of, else today)."_s, u"YYYY-MM-DD"_s);
    const QCommandLineOption format(
        u"format"_s, u"Output format: json (default) or text."_s, u"json|text"_s, u"json"_s);
    parser.addOption(asOf);
    parser.addOption(format);
    parser.addPositionalArgument(u"FILE"_s, u"The game file (JSON, format 1)."_s);
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    if (parser.value(format) != u"json" && parser.value(format) != u"text") {
        console.err << u"postmark-cli ledger: --format must be json or text, not '%1'\n"_s.arg(
            parser.value(format));
        return BadUsage;
    }
    if (parser.positionalArguments().size() != 1) {
        console.err << u"postmark-cli ledger: expected one FILE\n"_s;
        return BadUsage;
    }
    const auto loaded =
        loadGame(u"ledger"_s, parser.positionalArguments().first(), parser.value(asOf), console);
    if (!loaded)
        return BadUsage;
    if (parser.value(format) == u"json")
        console.out << QString::fromUtf8(QJsonDocument(ledger::ledgerReportJson(loaded->game, loaded->ledger))
                                             .toJson(QJsonDocument::Indented));
    else
        console.out << ledger::ledgerReportText(loaded->game, loaded->ledger);
    return Success;
}

} // namespace postmark::cli

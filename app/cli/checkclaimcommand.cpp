// SPDX-License-Identifier: GPL-3.0-or-later
#include <QJsonDocument>
#include <QJsonObject>

#include "app/cli/command.h"
#include "app/cli/commandline.h"
#include "app/cli/gamefileloader.h"
#include "core/ledger/claimcheck.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

int runCheckClaim(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Says whether a time overstep exists in a postal game (II.6.1), whose, at which move, and whether "
        u"the\n"
        "claim window (II.6.3: no later than the reply to the offender's control move) is still open.\n"
        "Exit status: 0 an overstep exists, 1 none, 2 a file that is not valid."_s);
    const QCommandLineOption asOf(
        u"as-of"_s, u"The date to check for (default: the file's as_of, else today)."_s, u"YYYY-MM-DD"_s);
    const QCommandLineOption format(
        u"format"_s, u"Output format: text (default) or json."_s, u"text|json"_s, u"text"_s);
    parser.addOption(asOf);
    parser.addOption(format);
    parser.addPositionalArgument(u"FILE"_s, u"The game file (JSON, format 1)."_s);
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    if (parser.value(format) != u"json" && parser.value(format) != u"text") {
        console.err << u"postmark-cli check-claim: --format must be text or json, not '%1'\n"_s.arg(
            parser.value(format));
        return BadUsage;
    }
    if (parser.positionalArguments().size() != 1) {
        console.err << u"postmark-cli check-claim: expected one FILE\n"_s;
        return BadUsage;
    }
    const auto loaded =
        loadGame(u"check-claim"_s, parser.positionalArguments().first(), parser.value(asOf), console);
    if (!loaded)
        return BadUsage;
    const ledger::ClaimCheck check = ledger::checkClaim(loaded->game, loaded->ledger);
    if (parser.value(format) == u"json")
        console.out << QString::fromUtf8(
            QJsonDocument(ledger::claimCheckJson(check)).toJson(QJsonDocument::Indented));
    else
        console.out << ledger::claimCheckText(check) << u'\n';
    return check.overstep ? Success : ProblemFound;
}

} // namespace postmark::cli

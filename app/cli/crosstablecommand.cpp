// SPDX-License-Identifier: GPL-3.0-or-later
#include <QJsonDocument>

#include "app/cli/command.h"
#include "app/cli/commandline.h"
#include "app/cli/tournamentfileloader.h"
#include "ui/text/crosstablereport.h"
#include "ui/text/messagetext.h"
#include "ui/text/teamtablereport.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

namespace {

/// A team event: the teams' table, then every board's crosstable (IV.1.3: each board a tournament).
int printTeamTable(const tournament::TeamEvent& event, const QString& format, Console& console)
{
    const tournament::TeamTable table = tournament::computeTeamTable(event);
    if (format == u"json") {
        console.out << QString::fromUtf8(
            QJsonDocument(text::teamTableJson(event, table)).toJson(QJsonDocument::Indented));
    } else if (format == u"html") {
        console.err << Cli::tr("postmark-cli crosstable: a team event prints as text or json\n");
        return BadUsage;
    } else {
        console.out << text::teamTableText(event, table, console.language);
    }
    return Success;
}

} // namespace

int runCrosstable(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Prints a tournament's crosstable: rank, player, each result against each opponent, points\n"
        "and each tie-break in the file's order, after the withdrawal decisions (II.8.1; a loss by\n"
        "withdrawal counts once the judge has the game's text, II.8.2, shown \"(+)\" till then). A team\n"
        "event file (\"format\": \"postmark-team-event\") prints the teams' table (board points, match\n"
        "points, +/-, %, games finished and left) and then each board's crosstable.\n"
        "Exit status: 0 a table, 2 a file that is not valid (one line per problem on stderr)."));
    const QStringList formats{u"text"_s, u"json"_s, u"html"_s};
    const QCommandLineOption format(
        u"format"_s, Cli::tr("Output format: text (default), json or html."), formats.join(u'|'), formats[0]);
    parser.addOption(format);
    parser.addPositionalArgument(Cli::tr("FILE"), Cli::tr("The tournament file or team event file (JSON)."));
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    if (!formats.contains(parser.value(format))) {
        console.err << Cli::tr("postmark-cli crosstable: --format must be text, json or html, not '%1'\n")
                           .arg(parser.value(format));
        return BadUsage;
    }
    if (parser.positionalArguments().size() != 1) {
        console.err << Cli::tr("postmark-cli crosstable: expected one FILE\n");
        return BadUsage;
    }
    const auto loaded = loadEvent(u"crosstable"_s, parser.positionalArguments().first(), console);
    if (!loaded)
        return BadUsage;
    if (loaded->teamEvent)
        return printTeamTable(*loaded->teamEvent, parser.value(format), console);
    const tournament::Tournament& event = *loaded->tournament;
    const tournament::Crosstable table = tournament::computeCrosstable(event);
    if (parser.value(format) == u"json")
        console.out << QString::fromUtf8(
            QJsonDocument(text::crosstableJson(event, table)).toJson(QJsonDocument::Indented));
    else if (parser.value(format) == u"html")
        console.out << text::crosstableHtml(event, table, console.language);
    else
        console.out << text::crosstableText(event, table, console.language);
    return Success;
}

} // namespace postmark::cli

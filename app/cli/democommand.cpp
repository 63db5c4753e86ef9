// SPDX-License-Identifier: GPL-3.0-or-later
#include <QFileInfo>

#include "app/cli/archiveopener.h"
#include "app/cli/command.h"
#include "app/cli/commandline.h"
#include "app/demo/demoarchive.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

int runDemo(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Fills a new archive with a realistic example: a postal player's 15 games, one in each state a game "
        "goes "
        "through, and the Cup the archive's owner judges — a 15-player semifinal in play with a withdrawal "
        "and a "
        "claim, a finished semifinal, the previous final and the new final's entry list — and a team match "
        "of four boards."));
    const QCommandLineOption db = archiveOption();
    const QCommandLineOption ifMissing(
        u"if-missing"_s, Cli::tr("Do nothing (and succeed) when the archive exists already."));
    parser.addOption(db);
    parser.addOption(ifMissing);
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    if (refusesArguments(parser, u"demo"_s, console))
        return BadUsage;
    if (QFileInfo::exists(parser.value(db)) && parser.isSet(ifMissing))
        return Success;
    if (QFileInfo::exists(parser.value(db))) {
        console.err << Cli::tr("postmark-cli demo: %1 exists; the demo goes into a new archive only\n")
                           .arg(parser.value(db));
        return BadUsage;
    }
    auto archive = openArchive(u"demo"_s, parser.value(db), console, Creation::Allowed);
    if (!archive)
        return BadUsage;
    const Result<QStringList> built = demo::buildDemoArchive(*archive, QDate::currentDate());
    if (!built) {
        console.err << u"postmark-cli demo: %1\n"_s.arg(describe(built.error(), console.language));
        return BadUsage;
    }
    for (const QString& line : *built)
        console.out << line << u'\n';
    return Success;
}

} // namespace postmark::cli

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
        "Fills a new archive with a realistic example: a postal player's 15 games, one in each state a "
        "game\n"
        "goes through, and a chief judge's 15-player Cup semifinal with results, a withdrawal and a claim."));
    const QCommandLineOption db = archiveOption();
    const QCommandLineOption ifMissing(
        u"if-missing"_s, Cli::tr("Do nothing (and succeed) when the archive exists already."));
    parser.addOption(db);
    parser.addOption(ifMissing);
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
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

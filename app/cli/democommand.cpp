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
    // The demo tells its story up to a date: today by default, a fixed one for a guide's pictures or a
    // test that opens the archive as of that date (the demo's newest card is never after it).
    const QCommandLineOption asOf(
        u"as-of"_s, Cli::tr("The date the demo's story runs up to (default: today)."), Cli::tr("YYYY-MM-DD"));
    parser.addOption(db);
    parser.addOption(ifMissing);
    parser.addOption(asOf);
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    if (refusesArguments(parser, u"demo"_s, console))
        return BadUsage;
    const std::optional<QDate> date = dateOrToday(parser, asOf, u"demo"_s, console);
    if (!date)
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
    const Result<QStringList> built = demo::buildDemoArchive(*archive, *date);
    if (!built) {
        console.err << u"postmark-cli demo: %1\n"_s.arg(describe(built.error(), console.language));
        return BadUsage;
    }
    for (const QString& line : *built)
        console.out << line << u'\n';
    return Success;
}

} // namespace postmark::cli

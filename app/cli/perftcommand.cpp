// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/command.h"
#include "app/cli/commandline.h"
#include "core/chess/perft.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

int runPerft(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Counts the leaf nodes of the legal-move tree of a position."));
    parser.addPositionalArgument(u"FEN"_s, Cli::tr("The position, in FEN (quote it: it has spaces)."));
    parser.addPositionalArgument(Cli::tr("DEPTH"), Cli::tr("How many plies deep, 0 to 10."));
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        console.err << Cli::tr("postmark-cli perft: expected FEN and DEPTH, got %1 arguments\n")
                           .arg(positional.size());
        return BadUsage;
    }
    bool ok = false;
    const int depth = positional[1].toInt(&ok);
    if (!ok || depth < 0 || depth > 10) {
        console.err
            << Cli::tr("postmark-cli perft: DEPTH '%1' is not a number from 0 to 10\n").arg(positional[1]);
        return BadUsage;
    }
    const auto position = chess::Position::fromFen(positional[0]);
    if (!position) {
        console.err << Cli::tr("postmark-cli perft: FEN: %1\n")
                           .arg(text::messageText(position.error().detail, console.language));
        return BadUsage;
    }
    console.out << chess::perft(*position, depth) << u'\n';
    return Success;
}

} // namespace postmark::cli

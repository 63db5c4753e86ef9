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
    parser.setApplicationDescription(u"Counts the leaf nodes of the legal-move tree of a position."_s);
    parser.addPositionalArgument(u"FEN"_s, u"The position, in FEN (quote it: it has spaces)."_s);
    parser.addPositionalArgument(u"DEPTH"_s, u"How many plies deep, 0 to 10."_s);
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        console.err << u"postmark-cli perft: expected FEN and DEPTH, got %1 arguments\n"_s.arg(
            positional.size());
        return BadUsage;
    }
    bool ok = false;
    const int depth = positional[1].toInt(&ok);
    if (!ok || depth < 0 || depth > 10) {
        console.err << u"postmark-cli perft: DEPTH '%1' is not a number from 0 to 10\n"_s.arg(positional[1]);
        return BadUsage;
    }
    const auto position = chess::Position::fromFen(positional[0]);
    if (!position) {
        console.err << u"postmark-cli perft: FEN: %1\n"_s.arg(
            text::messageText(position.error().detail, console.language));
        return BadUsage;
    }
    console.out << chess::perft(*position, depth) << u'\n';
    return Success;
}

} // namespace postmark::cli

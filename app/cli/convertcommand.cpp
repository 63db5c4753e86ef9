// SPDX-License-Identifier: GPL-3.0-or-later
#include <QFile>

#include "app/cli/command.h"
#include "app/cli/commandline.h"
#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnwriter.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

int runConvert(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Writes the games of PGN files with their moves in another notation: uk (Ukrainian full "
        "algebraic),\n"
        "san (English short algebraic), lan (English long algebraic) or iccf (ICCF numeric).\n"
        "A game with an illegal move is not written; it is reported on stderr and the exit status is 1."));
    const QCommandLineOption to(
        u"to"_s, Cli::tr("The notation to write: uk, san, lan or iccf."), Cli::tr("NOTATION"));
    parser.addOption(to);
    parser.addPositionalArgument(Cli::tr("FILE"), Cli::tr("PGN files."), Cli::tr("FILE..."));
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    if (!parser.isSet(to)) {
        console.err << Cli::tr("postmark-cli convert: --to is required (uk, san, lan or iccf)\n");
        return BadUsage;
    }
    const auto notation = chess::notationFromName(parser.value(to));
    if (!notation) {
        console.err << Cli::tr("postmark-cli convert: --to must be uk, san, lan or iccf, not '%1'\n")
                           .arg(parser.value(to));
        return BadUsage;
    }
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) {
        console.err << Cli::tr("postmark-cli convert: no FILE given\n");
        return BadUsage;
    }

    int exitCode = Success;
    for (const QString& path : files) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            console.err << u"postmark-cli convert: %1: %2\n"_s.arg(path, file.errorString());
            return BadUsage;
        }
        pgn::PgnReader reader(file);
        pgn::PgnGame game;
        while (reader.readNext(game)) {
            if (game.illegal) {
                console.err << u"postmark-cli convert: %1: %2\n"_s.arg(path,
                    text::messageText(
                        say(MessageCode::PgnGameRefused, game.number, pgn::refusalMessage(*game.illegal)),
                        console.language));
                exitCode = ProblemFound;
                continue;
            }
            console.out << pgn::writePgn(game, pgn::PgnWriteOptions{*notation, false});
        }
    }
    return exitCode;
}

} // namespace postmark::cli

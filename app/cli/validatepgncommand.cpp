// SPDX-License-Identifier: GPL-3.0-or-later
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "app/cli/command.h"
#include "app/cli/commandline.h"
#include "core/pgn/pgnreader.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

int runValidatePgn(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Replays every game of PGN files, variations included, and reports illegal moves and repaired "
        "defects.\n"
        "Exit status: 0 all legal, 1 an illegal move was found, 2 bad usage or an unreadable file."));
    const QCommandLineOption format(
        u"format"_s, Cli::tr("Output format: text (default) or json."), u"text|json"_s, u"text"_s);
    parser.addOption(format);
    parser.addPositionalArgument(Cli::tr("FILE"), Cli::tr("PGN files to check."), Cli::tr("FILE..."));
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    const QString formatName = parser.value(format);
    if (formatName != u"text" && formatName != u"json") {
        console.err << Cli::tr("postmark-cli validate-pgn: --format must be text or json, not '%1'\n")
                           .arg(formatName);
        return BadUsage;
    }
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) {
        console.err << Cli::tr("postmark-cli validate-pgn: no FILE given\n");
        return BadUsage;
    }

    qint64 games = 0;
    qint64 plies = 0;
    QJsonArray illegal;
    QJsonArray warnings;
    QStringList textLines;
    for (const QString& path : files) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            console.err << u"postmark-cli validate-pgn: %1: %2\n"_s.arg(path, file.errorString());
            return BadUsage;
        }
        const QString name = QFileInfo(path).fileName();
        pgn::PgnReader reader(file);
        pgn::PgnGame game;
        while (reader.readNext(game)) {
            ++games;
            plies += game.plyCount();
            for (const Warning& warning : std::as_const(game.warnings)) {
                warnings.append(QJsonObject{{u"file"_s, path},
                    {u"game"_s, game.number},
                    {u"code"_s, warningCodeName(warning.code)},
                    {u"message"_s, text::messageText(warning.detail, console.language)}});
                textLines.append(Cli::tr("%1: game %2: warning: %3")
                                     .arg(name)
                                     .arg(game.number)
                                     .arg(text::messageText(warning.detail, console.language)));
            }
            if (!game.illegal)
                continue;
            const pgn::PgnIllegalMove& bad = *game.illegal;
            const QString reason = (bad.inVariation ? Cli::tr("in a variation: ") : QString())
                + text::messageText(bad.error.detail, console.language);
            illegal.append(QJsonObject{{u"file"_s, path},
                {u"game"_s, game.number},
                {u"ply"_s, bad.ply},
                {u"move"_s, bad.move},
                {u"reason"_s, reason}});
            textLines.append(u"%1: %2"_s.arg(name,
                text::messageText(say(MessageCode::PgnGameRefused, game.number, pgn::refusalMessage(bad)),
                    console.language)));
        }
    }

    if (formatName == u"json") {
        const QJsonObject report{
            {u"games"_s, games}, {u"plies"_s, plies}, {u"illegal"_s, illegal}, {u"warnings"_s, warnings}};
        console.out << QString::fromUtf8(QJsonDocument(report).toJson(QJsonDocument::Indented));
    } else {
        for (const QString& line : std::as_const(textLines))
            console.out << line << u'\n';
        console.out << u"%1, %2, %3, %4\n"_s.arg(Cli::tr("%n game(s)", nullptr, int(games)),
            Cli::tr("%n ply(-ies)", nullptr, int(plies)),
            Cli::tr("%n illegal", nullptr, int(illegal.size())),
            Cli::tr("%n warning(s)", nullptr, int(warnings.size())));
    }
    return illegal.isEmpty() ? Success : ProblemFound;
}

} // namespace postmark::cli

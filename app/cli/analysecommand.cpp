// SPDX-License-Identifier: GPL-3.0-or-later
// postmark-cli analyse: a chess engine's view of a position of a game file or a FEN, for a judge's letter or
// an adjudication packet. The engine's own words (its name, its lines) are shown as the engine's.
#include <map>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "app/cli/command.h"
#include "app/cli/commandline.h"
#include "app/cli/enginerun.h"
#include "app/cli/gamefileloader.h"
#include "core/ledger/pgnconversion.h"
#include "ui/text/analysistext.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

namespace {

constexpr int DefaultDepth = 20;

/// The position to analyse: where the game (or the FEN) starts and the moves played to it.
struct AnalysedPosition
{
    chess::Position start = chess::Position::initial();
    std::vector<chess::Move> moves;
    std::optional<int> ply; ///< for a game file: the half-moves played to the position
    chess::Notation notation = chess::Notation::San;

    chess::Position position() const
    {
        chess::Position walked = start;
        for (const chess::Move& move : moves)
            walked.play(move);
        return walked;
    }
};

/// "the position after 23... Кb8-c6", "the starting position", or the FEN given.
QString positionWords(const AnalysedPosition& analysed, bool fromFen)
{
    if (fromFen)
        return Cli::tr("the position %1").arg(analysed.start.toFen());
    if (analysed.moves.empty())
        return Cli::tr("the starting position");
    chess::Position before = analysed.start;
    for (std::size_t i = 0; i + 1 < analysed.moves.size(); ++i)
        before.play(analysed.moves[i]);
    return Cli::tr("the position after %1")
        .arg(chess::writeLine(before, {analysed.moves.back()}, analysed.notation));
}

QJsonObject scoreJson(const engine::WhiteScore& score)
{
    return QJsonObject{{score.mate ? u"mate"_s : u"cp"_s, score.value}};
}

} // namespace

int runAnalyse(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Asks a UCI chess engine (Debian's Stockfish unless --engine names another) for its view of a "
        "position: the last position of a game file, the one after --ply half-moves, or a FEN. Prints each "
        "line's depth, its score from White's view (in pawns, or #N: mate in N, negative when Black mates) "
        "and its moves in the game's notation. The lines are the engine's assessment, not a player's claim. "
        "Exit status: 0 the lines, 2 bad usage, an invalid file or an engine that cannot be used."));
    const QCommandLineOption fen(
        u"fen"_s, Cli::tr("Analyse this position instead of a game file."), u"FEN"_s);
    const QCommandLineOption ply(
        u"ply"_s, Cli::tr("The position after N half-moves of the game (default: the last)."), u"N"_s);
    const QCommandLineOption depth(
        u"depth"_s, Cli::tr("Search to this depth, 1 to 99 (default: %1).").arg(DefaultDepth), u"N"_s);
    const QCommandLineOption movetime(
        u"movetime"_s, Cli::tr("Search for this many milliseconds instead of to a depth."), u"MS"_s);
    const QCommandLineOption multipv(
        u"multipv"_s, Cli::tr("How many best lines, 1 to 20 (default: 1)."), u"K"_s, u"1"_s);
    const QCommandLineOption enginePath(
        u"engine"_s, Cli::tr("The UCI engine to run (default: Debian's stockfish)."), Cli::tr("PATH"));
    const QCommandLineOption threads(
        u"threads"_s, Cli::tr("The engine's threads (default: 1)."), u"N"_s, u"1"_s);
    const QCommandLineOption notation(u"notation"_s,
        Cli::tr("The notation of the moves: uk, san, lan or iccf (default: the game's; for a FEN, uk in "
                "Ukrainian, else san)."),
        u"uk|san|lan|iccf"_s);
    const QCommandLineOption format(
        u"format"_s, Cli::tr("Output format: text (default) or json."), u"text|json"_s, u"text"_s);
    parser.addOptions({fen, ply, depth, movetime, multipv, enginePath, threads, notation, format});
    parser.addPositionalArgument(
        Cli::tr("GAMEFILE"), Cli::tr("The game file (JSON), unless --fen is given."));
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;

    const auto usage = [&](const QString& what) {
        console.err << u"postmark-cli analyse: "_s << what << u'\n';
        return BadUsage;
    };
    const auto number = [&](const QCommandLineOption& option, int low, int high) -> std::optional<int> {
        bool ok = false;
        const int value = parser.value(option).toInt(&ok);
        if (!ok || value < low || value > high)
            return std::nullopt;
        return value;
    };
    const QStringList files = parser.positionalArguments();
    if (parser.isSet(fen) == !files.isEmpty() || files.size() > 1)
        return usage(Cli::tr("give one GAMEFILE or --fen FEN"));
    if (parser.isSet(fen) && parser.isSet(ply))
        return usage(Cli::tr("--ply is for a game file, not a FEN"));
    if (parser.isSet(depth) && parser.isSet(movetime))
        return usage(Cli::tr("give --depth or --movetime, not both"));
    if (parser.value(format) != u"text" && parser.value(format) != u"json")
        return usage(Cli::tr("--format must be text or json, not '%1'").arg(parser.value(format)));
    engine::SearchLimit limit = engine::SearchLimit::depth(DefaultDepth);
    if (parser.isSet(depth)) {
        const auto value = number(depth, 1, 99);
        if (!value)
            return usage(Cli::tr("--depth '%1' is not a number from 1 to 99").arg(parser.value(depth)));
        limit = engine::SearchLimit::depth(*value);
    } else if (parser.isSet(movetime)) {
        const auto value = number(movetime, 1, 3600000);
        if (!value)
            return usage(Cli::tr("--movetime '%1' is not a number of milliseconds from 1 to 3600000")
                             .arg(parser.value(movetime)));
        limit = engine::SearchLimit::moveTime(*value);
    }
    engine::EngineSettings settings;
    settings.path = parser.value(enginePath);
    const auto lines = number(multipv, 1, 20);
    if (!lines)
        return usage(Cli::tr("--multipv '%1' is not a number from 1 to 20").arg(parser.value(multipv)));
    settings.multiPv = *lines;
    const auto threadCount = number(threads, 1, 1024);
    if (!threadCount)
        return usage(Cli::tr("--threads '%1' is not a number from 1 to 1024").arg(parser.value(threads)));
    settings.threads = *threadCount;

    AnalysedPosition analysed;
    analysed.notation =
        console.language == Language::Ukrainian ? chess::Notation::Ukrainian : chess::Notation::San;
    if (parser.isSet(fen)) {
        const auto position = chess::Position::fromFen(parser.value(fen));
        if (!position)
            return usage(
                Cli::tr("FEN: %1").arg(text::messageText(position.error().detail, console.language)));
        analysed.start = *position;
    } else {
        const std::optional<LoadedGame> loaded = loadGame(u"analyse"_s, files.first(), QString(), console);
        if (!loaded)
            return BadUsage;
        const pgn::PgnGame game = ledger::pgnFromGameFile(loaded->game, loaded->ledger);
        analysed.start = game.start;
        analysed.notation = loaded->game.notation;
        int plies = game.plyCount();
        if (parser.isSet(ply)) {
            const auto value = number(ply, 0, game.plyCount());
            if (!value)
                return usage(Cli::tr("--ply '%1' is not a number from 0 to %2 (the game's half-moves)")
                                 .arg(parser.value(ply))
                                 .arg(game.plyCount()));
            plies = *value;
        }
        for (int i = 0; i < plies; ++i)
            analysed.moves.push_back(game.mainLine.moves[std::size_t(i)].move);
        analysed.ply = plies;
    }
    if (parser.isSet(notation)) {
        const auto chosen = chess::notationFromName(parser.value(notation));
        if (!chosen)
            return usage(
                Cli::tr("--notation must be uk, san, lan or iccf, not '%1'").arg(parser.value(notation)));
        analysed.notation = *chosen;
    }

    const chess::Position position = analysed.position();
    const bool json = parser.value(format) == u"json";
    QJsonObject report{{u"fen"_s, position.toFen()}};
    if (analysed.ply)
        report[u"ply"_s] = *analysed.ply;
    // A finished position has nothing to search: said without asking the engine.
    if (position.legalMoves().empty()) {
        const bool mate = position.isCheck();
        if (json) {
            report[u"game_over"_s] = mate ? u"checkmate"_s : u"stalemate"_s;
            report[u"lines"_s] = QJsonArray();
            console.out << QString::fromUtf8(QJsonDocument(report).toJson(QJsonDocument::Indented));
        } else {
            console.out << (mate ? Cli::tr("%1 is checkmate: there is no move to analyse.\n")
                                 : Cli::tr("%1 is stalemate: there is no move to analyse.\n"))
                               .arg(text::sentence(positionWords(analysed, parser.isSet(fen))));
        }
        return Success;
    }

    const EngineOutcome outcome = runEngine(settings, analysed.start, analysed.moves, limit);
    const QString& engineName = outcome.engineName;
    if (outcome.problem) {
        console.err << u"postmark-cli analyse: "_s
                    << text::engineProblemText(
                           *outcome.problem, console.language, text::EngineChoice::WithOption)
                    << u'\n';
        return BadUsage;
    }
    if (json) {
        report[u"engine"_s] = engineName;
        QJsonArray lineArray;
        for (const auto& [rank, line] : outcome.lines) {
            QJsonArray uci;
            for (const chess::Move& move : line.moves)
                uci.append(engine::uciMove(move));
            lineArray.append(QJsonObject{{u"rank"_s, rank},
                {u"depth"_s, line.depth},
                {u"selective_depth"_s, line.selectiveDepth},
                {u"score"_s, scoreJson(line.score)},
                {u"moves"_s, chess::writeLine(position, line.moves, analysed.notation)},
                {u"uci"_s, uci}});
        }
        report[u"lines"_s] = lineArray;
        console.out << QString::fromUtf8(QJsonDocument(report).toJson(QJsonDocument::Indented));
        return Success;
    }
    const int reached = outcome.lines.empty() ? 0 : outcome.lines.begin()->second.depth;
    console.out << Cli::tr("%1, depth %2, %3:\n")
                       .arg(engineName)
                       .arg(reached)
                       .arg(positionWords(analysed, parser.isSet(fen)));
    for (const auto& [rank, line] : outcome.lines)
        console.out << u"%1. %2  %3\n"_s.arg(rank, 2)
                           .arg(text::scoreText(line.score), 6)
                           .arg(chess::writeLine(position, line.moves, analysed.notation));
    console.out << Cli::tr("Scores from White's view, in pawns; #3: White mates in 3 moves, #-3: Black does. "
                           "The engine's assessment, not a player's claim.\n");
    return Success;
}

} // namespace postmark::cli

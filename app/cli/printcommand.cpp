// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/command.h"
#include "app/cli/commandline.h"
#include "app/cli/enginerun.h"
#include "app/cli/gamefileloader.h"
#include "core/documents/cardname.h"
#include "core/documents/documents.h"
#include "ui/printing/documentrenderer.h"
#include "ui/text/analysistext.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

namespace {

const QStringList Kinds = {u"postcard"_s,
    u"repeat"_s,
    u"query"_s,
    u"leave"_s,
    u"claim"_s,
    u"objection"_s,
    u"record"_s,
    u"adjudication"_s,
    u"envelope"_s};

int cardIndex(const ledger::GameFile& game, const QString& id)
{
    for (int index = 0; index < game.cards.size(); ++index) {
        if (game.cards[index].id == id)
            return index;
    }
    return -1;
}

} // namespace

int runPrint(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Prints a document of a postal game to PDF, ready to sign and post: postcard (II.3.7), repeat "
        "(II.5.1),\n"
        "query (II.3.12), leave (II.7.2), claim (II.6.2), objection (II.6.4), record (II.9.2), adjudication\n"
        "(II.9.5) or envelope. Cards are chosen with --card (default: the game's last card)."));
    const QCommandLineOption card(u"card"_s,
        Cli::tr("The card's id (w7, or Б7 as the Ukrainian report names it), for postcard, repeat, query and "
                "envelope."),
        Cli::tr("ID"));
    const QCommandLineOption leave(
        u"leave"_s, Cli::tr("Which leave (1 = the first), for the leave notice."), Cli::tr("N"), u"1"_s);
    const QCommandLineOption language(
        u"lang"_s, Cli::tr("The document's language: uk (default) or en."), u"uk|en"_s, u"uk"_s);
    const QCommandLineOption asOf(
        u"as-of"_s, Cli::tr("The date the figures are computed for."), Cli::tr("YYYY-MM-DD"));
    const QCommandLineOption output(
        {u"o"_s, u"output"_s}, Cli::tr("The PDF file to write."), Cli::tr("OUT.pdf"));
    const QCommandLineOption withEngine(u"with-engine"_s,
        Cli::tr("For adjudication: add a chess engine's assessment of the final position, labelled as the "
                "engine's."));
    const QCommandLineOption enginePath(
        u"engine"_s, Cli::tr("The UCI engine (default: Debian's stockfish)."), Cli::tr("PATH"));
    const QCommandLineOption depth(
        u"depth"_s, Cli::tr("The engine's search depth, 1 to 99 (default: 20)."), u"N"_s, u"20"_s);
    for (const QCommandLineOption& option :
        {card, leave, language, asOf, output, withEngine, enginePath, depth})
        parser.addOption(option);
    parser.addPositionalArgument(Cli::tr("KIND"), Kinds.join(u", "_s));
    parser.addPositionalArgument(Cli::tr("GAMEFILE"), Cli::tr("The game file (JSON, format 1)."));
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2 || !Kinds.contains(positional[0])) {
        console.err
            << Cli::tr("postmark-cli print: expected KIND (%1) and GAMEFILE\n").arg(Kinds.join(u", "_s));
        return BadUsage;
    }
    if (!parser.isSet(output)) {
        console.err << Cli::tr("postmark-cli print: -o OUT.pdf is required\n");
        return BadUsage;
    }
    if (parser.value(language) != u"uk" && parser.value(language) != u"en") {
        console.err
            << Cli::tr("postmark-cli print: --lang must be uk or en, not '%1'\n").arg(parser.value(language));
        return BadUsage;
    }
    const auto loaded = loadGame(u"print"_s, positional[1], parser.value(asOf), console);
    if (!loaded)
        return BadUsage;
    const ledger::GameFile& game = loaded->game;
    const documents::Language lang =
        parser.value(language) == u"en" ? documents::Language::English : documents::Language::Ukrainian;
    const QString kind = positional[0];
    int chosen = game.cards.size() - 1;
    if (parser.isSet(card)) {
        // As the file writes it (w7) or as the Ukrainian report names it (Б7).
        chosen = cardIndex(game, parser.value(card));
        if (chosen < 0)
            chosen = cardIndex(game, documents::cardIdFromName(parser.value(card)));
        if (chosen < 0) {
            console.err << Cli::tr("postmark-cli print: the game has no card '%1'\n").arg(parser.value(card));
            return BadUsage;
        }
    }
    Result<documents::Document> document = Error{ErrorCode::DocumentNotApplicable, {}};
    if (kind == u"postcard")
        document = documents::moveCard(game, loaded->ledger, chosen, lang);
    else if (kind == u"repeat")
        document = documents::repeatCard(game, loaded->ledger, chosen, lang);
    else if (kind == u"query")
        document = documents::queryCard(game, loaded->ledger, chosen, lang);
    else if (kind == u"leave")
        document = documents::leaveNotice(game, parser.value(leave).toInt() - 1, lang);
    else if (kind == u"claim")
        document = documents::claimPacket(game, loaded->ledger, lang);
    else if (kind == u"objection")
        document = documents::objection(game, loaded->ledger, lang);
    else if (kind == u"record")
        document = documents::gameRecord(game, loaded->ledger, lang);
    else if (kind == u"adjudication") {
        std::optional<documents::EngineAssessment> assessment;
        if (parser.isSet(withEngine)) {
            bool ok = false;
            const int plies = parser.value(depth).toInt(&ok);
            if (!ok || plies < 1 || plies > 99) {
                console.err << Cli::tr("postmark-cli print: --depth '%1' is not a number from 1 to 99\n")
                                   .arg(parser.value(depth));
                return BadUsage;
            }
            engine::EngineSettings settings;
            settings.path = parser.value(enginePath);
            const EngineOutcome outcome =
                runEngine(settings, loaded->ledger.position, {}, engine::SearchLimit::depth(plies));
            if (outcome.problem) {
                console.err << u"postmark-cli print: "_s
                            << text::engineProblemText(
                                   *outcome.problem, console.language, text::EngineChoice::WithOption)
                            << u'\n';
                return BadUsage;
            }
            if (!outcome.lines.empty())
                assessment = engine::assessmentOf(outcome.lines.begin()->second, outcome.engineName);
        }
        document = documents::adjudicationPacket(game, loaded->ledger, lang, std::nullopt, assessment);
    } else
        document = documents::envelope(game, chosen, lang);
    if (!document) {
        console.err << u"postmark-cli print: %1: %2\n"_s.arg(
            kind, text::messageText(document.error().detail, console.language));
        return BadUsage;
    }
    int sheets = 0;
    if (const auto problem = ui::writeDocumentPdf(*document, parser.value(output), &sheets)) {
        console.err << u"postmark-cli print: %1\n"_s.arg(*problem);
        return BadUsage;
    }
    console.out << Cli::tr("%1 written to %2 (%n page(s))\n", nullptr, sheets)
                       .arg(document->title, parser.value(output));
    return Success;
}

} // namespace postmark::cli

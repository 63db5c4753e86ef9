// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDate>

#include "app/cli/command.h"
#include "app/cli/commandline.h"
#include "app/cli/tournamentfileloader.h"
#include "core/documents/tournamentdocuments.h"
#include "ui/printing/documentrenderer.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

int runPrintTournament(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Prints a tournament's documents to PDF: report (the standings, the withdrawals and the state of\n"
        "every game, as of a date), start-notices (one page per player: games, colours, opponents'\n"
        "addresses, when the time starts (II.4.5, II.4.6) and the first-move inquiry (II.5.1)) or\n"
        "withdrawal-notices (to the withdrawn player and each partner the withdrawal leaves a game to: the\n"
        "decision and what each sends the judge (II.8.1, II.8.2); --player names the withdrawn player)."));
    const QCommandLineOption language(
        u"lang"_s, Cli::tr("The document's language: uk (default) or en."), u"uk|en"_s, u"uk"_s);
    const QCommandLineOption asOf(
        u"as-of"_s, Cli::tr("The date of the report (default: today)."), Cli::tr("YYYY-MM-DD"));
    const QCommandLineOption output(
        {u"o"_s, u"output"_s}, Cli::tr("The PDF file to write."), Cli::tr("OUT.pdf"));
    const QCommandLineOption player(u"player"_s,
        Cli::tr("For withdrawal-notices: the withdrawn player's starting number."),
        Cli::tr("N"));
    for (const QCommandLineOption& option : {language, asOf, output, player})
        parser.addOption(option);
    parser.addPositionalArgument(Cli::tr("KIND"), Cli::tr("report, start-notices or withdrawal-notices"));
    parser.addPositionalArgument(Cli::tr("FILE"), Cli::tr("The tournament file (JSON, format 1)."));
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    const QStringList positional = parser.positionalArguments();
    const QStringList kinds = {u"report"_s, u"start-notices"_s, u"withdrawal-notices"_s};
    if (positional.size() != 2 || !kinds.contains(positional[0])) {
        console.err << Cli::tr("postmark-cli print-tournament: expected KIND (report, start-notices or "
                               "withdrawal-notices) and FILE\n");
        return BadUsage;
    }
    const bool notices = positional[0] == u"withdrawal-notices";
    if (notices != parser.isSet(player)) {
        console.err << Cli::tr("postmark-cli print-tournament: --player N goes with withdrawal-notices, "
                               "and only with it\n");
        return BadUsage;
    }
    if (!parser.isSet(output)) {
        console.err << Cli::tr("postmark-cli print-tournament: -o OUT.pdf is required\n");
        return BadUsage;
    }
    if (parser.value(language) != u"uk" && parser.value(language) != u"en") {
        console.err << Cli::tr("postmark-cli print-tournament: --lang must be uk or en, not '%1'\n")
                           .arg(parser.value(language));
        return BadUsage;
    }
    const std::optional<QDate> date = dateOrToday(parser, asOf, u"print-tournament"_s, console);
    if (!date)
        return BadUsage;
    const auto event = loadTournament(u"print-tournament"_s, positional[1], console);
    if (!event)
        return BadUsage;
    const documents::Language lang =
        parser.value(language) == u"en" ? documents::Language::English : documents::Language::Ukrainian;
    documents::Document document;
    if (notices) {
        bool number = false;
        const int starting = parser.value(player).toInt(&number);
        if (!number || starting < 1 || starting > event->players.size()) {
            console.err << Cli::tr("postmark-cli print-tournament: --player must be a starting number from 1 "
                                   "to %1, not '%2'\n")
                               .arg(event->players.size())
                               .arg(parser.value(player));
            return BadUsage;
        }
        Result<documents::Document> written =
            documents::withdrawalNotices(*event, event->players[starting - 1].id, {}, lang, {}, *date);
        if (!written) {
            console.err << u"postmark-cli print-tournament: %1\n"_s.arg(
                text::messageText(written.error().detail, console.language));
            return ProblemFound;
        }
        document = std::move(written).value();
    } else {
        document = positional[0] == u"report" ? documents::tournamentReport(*event, *date, lang)
                                              : documents::startNotices(*event, lang);
    }
    int sheets = 0;
    if (const auto problem = ui::writeDocumentPdf(document, parser.value(output), &sheets)) {
        console.err << u"postmark-cli print-tournament: %1\n"_s.arg(*problem);
        return BadUsage;
    }
    console.out << Cli::tr("%1 written to %2 (%n page(s))\n", nullptr, sheets)
                       .arg(document.title, parser.value(output));
    return Success;
}

} // namespace postmark::cli

// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDate>

#include "app/cli/command.h"
#include "app/cli/commandline.h"
#include "app/cli/tournamentfileloader.h"
#include "core/documents/tournamentdocuments.h"
#include "ui/printing/documentrenderer.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

int runPrintTournament(const QStringList& arguments, Console& console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Prints a tournament's documents to PDF: report (the standings, the withdrawals and the state of\n"
        "every game, as of a date) or start-notices (one page per player: games, colours, opponents'\n"
        "addresses, when the time starts (II.4.5, II.4.6) and the first-move inquiry (II.5.1))."_s);
    const QCommandLineOption language(
        u"lang"_s, u"The document's language: uk (default) or en."_s, u"uk|en"_s, u"uk"_s);
    const QCommandLineOption asOf(u"as-of"_s, u"The date of the report (default: today)."_s, u"YYYY-MM-DD"_s);
    const QCommandLineOption output({u"o"_s, u"output"_s}, u"The PDF file to write."_s, u"OUT.pdf"_s);
    for (const QCommandLineOption& option : {language, asOf, output})
        parser.addOption(option);
    parser.addPositionalArgument(u"KIND"_s, u"report or start-notices"_s);
    parser.addPositionalArgument(u"FILE"_s, u"The tournament file (JSON, format 1)."_s);
    if (const auto stop = parseCommandLine(parser, arguments, console))
        return *stop;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2 || (positional[0] != u"report" && positional[0] != u"start-notices")) {
        console.err << u"postmark-cli print-tournament: expected KIND (report or start-notices) and FILE\n"_s;
        return BadUsage;
    }
    if (!parser.isSet(output)) {
        console.err << u"postmark-cli print-tournament: -o OUT.pdf is required\n"_s;
        return BadUsage;
    }
    if (parser.value(language) != u"uk" && parser.value(language) != u"en") {
        console.err << u"postmark-cli print-tournament: --lang must be uk or en, not '%1'\n"_s.arg(
            parser.value(language));
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
    const documents::Document document = positional[0] == u"report"
        ? documents::tournamentReport(*event, *date, lang)
        : documents::startNotices(*event, lang);
    int sheets = 0;
    if (const auto problem = ui::writeDocumentPdf(document, parser.value(output), &sheets)) {
        console.err << u"postmark-cli print-tournament: %1\n"_s.arg(*problem);
        return BadUsage;
    }
    console.out << u"%1 written to %2 (%3 %4)\n"_s.arg(document.title, parser.value(output))
                       .arg(sheets)
                       .arg(sheets == 1 ? u"page"_s : u"pages"_s);
    return Success;
}

} // namespace postmark::cli

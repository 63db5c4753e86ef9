// SPDX-License-Identifier: GPL-3.0-or-later
#include <QJsonDocument>

#include "app/cli/command.h"
#include "app/cli/gamefileloader.h"
#include "ui/text/ledgerreport.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

int runLedger(const QStringList& arguments, Console& console)
{
    GameCommand command;
    if (const auto stop = readGameCommand(u"ledger"_s,
            Cli::tr(
                "Computes a postal game's ledger from its game file: every card's dates, the days booked on "
                "every\n"
                "move, penalties, totals, the overstep, the running time and the deadlines, each with its "
                "clause.\n"
                "Exit status: 0 a report, 2 a file that is not valid (one line per problem on stderr)."),
            {u"json"_s, u"text"_s},
            arguments,
            console,
            command))
        return *stop;
    const LoadedGame& loaded = *command.loaded;
    if (command.format == u"json")
        console.out << QString::fromUtf8(
            QJsonDocument(text::ledgerReportJson(loaded.game, loaded.ledger, console.language))
                .toJson(QJsonDocument::Indented));
    else
        console.out << text::ledgerReportText(loaded.game, loaded.ledger, console.language);
    return Success;
}

} // namespace postmark::cli

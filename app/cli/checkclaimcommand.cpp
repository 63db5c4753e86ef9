// SPDX-License-Identifier: GPL-3.0-or-later
#include <QJsonDocument>
#include <QJsonObject>

#include "app/cli/command.h"
#include "app/cli/gamefileloader.h"
#include "core/ledger/claimcheck.h"
#include "ui/text/claimcheckreport.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

int runCheckClaim(const QStringList& arguments, Console& console)
{
    GameCommand command;
    if (const auto stop = readGameCommand(u"check-claim"_s,
            Cli::tr(
                "Says whether a time overstep exists in a postal game (II.6.1), whose, at which move, and "
                "whether\n"
                "the claim window (II.6.3: no later than the reply to the offender's control move) is still "
                "open.\n"
                "Exit status: 0 an overstep exists, 1 none, 2 a file that is not valid."),
            {u"text"_s, u"json"_s},
            arguments,
            console,
            command))
        return *stop;
    const ledger::ClaimCheck check = ledger::checkClaim(command.loaded->game, command.loaded->ledger);
    if (command.format == u"json")
        console.out << QString::fromUtf8(
            QJsonDocument(text::claimCheckJson(check, console.language)).toJson(QJsonDocument::Indented));
    else
        console.out << text::claimCheckText(check, console.language) << u'\n';
    return check.overstep ? Success : ProblemFound;
}

} // namespace postmark::cli

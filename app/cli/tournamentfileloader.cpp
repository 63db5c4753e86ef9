// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/tournamentfileloader.h"

#include <QFile>

#include "core/support/boundedread.h"
#include "core/support/inputlimits.h"
#include "core/tournament/tournamentfilereader.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

std::optional<tournament::Tournament> loadTournament(
    const QString& command, const QString& path, Console& console)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        console.err << u"postmark-cli %1: %2: %3\n"_s.arg(command, path, file.errorString());
        return std::nullopt;
    }
    tournament::TournamentFileReading reading =
        tournament::readTournamentFile(readAtMost(file, limits::MaxJsonFileBytes));
    if (!reading.tournament) {
        for (const ledger::InputProblem& problem : reading.problems)
            console.err << path << u": "_s
                        << text::problemText(problem, console.language, text::FieldNaming::AsInTheFile)
                        << u'\n';
        return std::nullopt;
    }
    return std::move(reading.tournament);
}

} // namespace postmark::cli

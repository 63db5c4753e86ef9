// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/tournamentfileloader.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include "core/support/boundedread.h"
#include "core/support/inputlimits.h"
#include "core/tournament/teamfilereader.h"
#include "core/tournament/tournamentdates.h"
#include "core/tournament/tournamentfilereader.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::cli {

namespace {

std::optional<QByteArray> readFile(const QString& command, const QString& path, Console& console)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        console.err << u"postmark-cli %1: %2: %3\n"_s.arg(command, path, file.errorString());
        return std::nullopt;
    }
    return readAtMost(file, limits::MaxJsonFileBytes);
}

void reportProblems(const QString& path, const ledger::InputProblems& problems, Console& console)
{
    for (const ledger::InputProblem& problem : problems)
        console.err << path << u": "_s
                    << text::problemText(problem, console.language, text::FieldNaming::AsInTheFile) << u'\n';
}

/// No result reported and no withdrawal dated after today (the edge of the program reads the clock): said,
/// naming the game and the key, as the result form and a game file's dates after its "as of" are refused.
bool tournamentHasHappened(const tournament::Tournament& event, const QString& path, Console& console)
{
    const ledger::InputProblems notYet = tournament::datesNotYetCome(event, QDate::currentDate());
    reportProblems(path, notYet, console);
    return notYet.isEmpty();
}

} // namespace

std::optional<tournament::Tournament> loadTournament(
    const QString& command, const QString& path, Console& console)
{
    const std::optional<QByteArray> json = readFile(command, path, console);
    if (!json)
        return std::nullopt;
    tournament::TournamentFileReading reading = tournament::readTournamentFile(*json);
    if (!reading.tournament || !tournamentHasHappened(*reading.tournament, path, console)) {
        reportProblems(path, reading.problems, console);
        return std::nullopt;
    }
    return std::move(reading.tournament);
}

std::optional<LoadedEvent> loadEvent(const QString& command, const QString& path, Console& console)
{
    const std::optional<QByteArray> json = readFile(command, path, console);
    if (!json)
        return std::nullopt;
    // The file's own "format" says which reader it needs; any other file is read as a tournament file,
    // whose reader names what is wrong with it.
    if (QJsonDocument::fromJson(*json).object().value(u"format"_s).toString() == u"postmark-team-event") {
        tournament::TeamFileReading reading = tournament::readTeamFile(*json);
        if (!reading.event) {
            reportProblems(path, reading.problems, console);
            return std::nullopt;
        }
        return LoadedEvent{std::nullopt, std::move(reading.event)};
    }
    tournament::TournamentFileReading reading = tournament::readTournamentFile(*json);
    if (!reading.tournament || !tournamentHasHappened(*reading.tournament, path, console)) {
        reportProblems(path, reading.problems, console);
        return std::nullopt;
    }
    return LoadedEvent{std::move(reading.tournament), std::nullopt};
}

} // namespace postmark::cli

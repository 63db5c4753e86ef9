// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>

#include "core/tournament/tournamentfilereader.h"

namespace postmark::testing {

/// A five-player event by post with every kind of cell: a time forfeit, an adjudication, a 0-0 with no
/// record (II.9.3), a game in progress and a withdrawal scored as losses (II.8.1).
inline QString fivePlayerTournamentPath()
{
    return QStringLiteral(POSTMARK_TEST_DATA_DIR "/tournaments/five-players.tournament.json");
}

inline tournament::Tournament fivePlayerTournament()
{
    QFile file(fivePlayerTournamentPath());
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing the tournament fixture %s", qPrintable(file.fileName()));
    const tournament::TournamentFileReading reading = tournament::readTournamentFile(file.readAll());
    if (!reading.tournament)
        qFatal("the tournament fixture is not valid: %s", qPrintable(reading.problems.value(0).line()));
    return *reading.tournament;
}

} // namespace postmark::testing

// SPDX-License-Identifier: GPL-3.0-or-later
// The team event file reader, and what a judge builds from a file it accepts: the file written back reads
// as the same event; the teams' table and every board's crosstable (each board a tournament of its own,
// IV.1.3); the report, the captains' start notices and the command line's tables.
#include "core/documents/teamdocuments.h"
#include "core/documents/teamletters.h"
#include "core/tournament/crosstable.h"
#include "core/tournament/teamfilereader.h"
#include "core/tournament/teamfilewriter.h"
#include "core/tournament/teamtable.h"
#include "tests/fuzz/fuzzcheck.h"
#include "ui/text/messagetext.h"
#include "ui/text/teamtablereport.h"

using namespace postmark;
using namespace postmark::tournament;

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size)
{
    const TeamFileReading reading = readTeamFile(fuzz::bytesOf(data, size));
    FUZZ_CHECK(reading.event.has_value() == reading.problems.isEmpty());
    for (const ledger::InputProblem& problem : reading.problems)
        (void)text::problemText(problem, Language::Ukrainian);
    if (!reading.event)
        return 0;
    const TeamEvent& event = *reading.event;

    const TeamFileReading again = readTeamFile(writeTeamFile(event));
    FUZZ_CHECK(again.problems.isEmpty());
    FUZZ_CHECK(*again.event == event);

    const TeamTable table = computeTeamTable(event);
    FUZZ_CHECK(table.standings.size() == event.teams.size());
    int boardGames = 0;
    for (int board = 1; board <= event.boards; ++board) {
        const Tournament tournament = boardTournament(event, board);
        FUZZ_CHECK(tournament.players.size() == event.teams.size());
        const Crosstable crosstable = computeCrosstable(tournament);
        FUZZ_CHECK(crosstable.standings.size() == tournament.players.size());
        boardGames += int(tournament.games.size());
    }
    FUZZ_CHECK(boardGames == event.games.size()); // every game on exactly one board
    for (const Language language : {Language::Ukrainian, Language::English}) {
        (void)text::teamTableText(event, table, language);
        (void)documents::teamReport(event, fuzz::asOfDay(), QStringLiteral("J"), language).plainText();
        const documents::Document notices = documents::captainStartNotices(event, language);
        FUZZ_CHECK(notices.pages.size() == event.teams.size());
        (void)notices.plainText();
    }
    (void)text::teamTableJson(event, table);
    return 0;
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The tournament file reader, and what a judge builds from a file it accepts: the file written back reads
// as the same event; the crosstable in every form; the judge's agenda; the report and the start notices;
// each player's games from the start list, with their ledgers.
#include "core/desk/gameimport.h"
#include "core/documents/tournamentdocuments.h"
#include "core/ledger/ledgerof.h"
#include "core/tournament/crosstable.h"
#include "core/tournament/judgeagenda.h"
#include "core/tournament/tournamentfilereader.h"
#include "core/tournament/tournamentfilewriter.h"
#include "tests/fuzz/fuzzcheck.h"
#include "ui/text/agendawords.h"
#include "ui/text/crosstablereport.h"
#include "ui/text/messagetext.h"

using namespace postmark;
using namespace postmark::tournament;

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size)
{
    const TournamentFileReading reading = readTournamentFile(fuzz::bytesOf(data, size));
    FUZZ_CHECK(reading.tournament.has_value() == reading.problems.isEmpty());
    for (const ledger::InputProblem& problem : reading.problems)
        (void)text::problemText(problem, Language::Ukrainian);
    if (!reading.tournament)
        return 0;
    const Tournament& event = *reading.tournament;

    const TournamentFileReading again = readTournamentFile(writeTournamentFile(event));
    FUZZ_CHECK(again.problems.isEmpty());
    FUZZ_CHECK(*again.tournament == event);

    const Crosstable table = computeCrosstable(event);
    FUZZ_CHECK(table.standings.size() == event.players.size());
    FUZZ_CHECK(table.games.size() == event.games.size());
    for (const Language language : {Language::Ukrainian, Language::English}) {
        (void)text::crosstableText(event, table, language);
        (void)text::crosstableCsv(event, table, language);
        (void)text::crosstableHtml(event, table, language);
        (void)documents::tournamentReport(event, fuzz::asOfDay(), language).plainText();
        (void)documents::startNotices(event, language).plainText();
    }
    (void)text::crosstableJson(event, table);

    QList<ledger::GameFile> gameFiles;
    for (int game = 0; game < event.games.size(); ++game)
        gameFiles.append(pairingGameFile(event, game));
    for (const AgendaItem& item : judgeAgenda(event, gameFiles, fuzz::asOfDay())) {
        (void)text::agendaText(item.what, Language::Ukrainian);
        (void)text::explanationText(item.why, Language::Ukrainian, true);
    }
    for (const Player& player : event.players) {
        for (const desk::ImportedGame& imported : desk::gamesFromStartList(event, player.id))
            (void)ledger::ledgerOf(imported.game, fuzz::asOfDay());
    }
    return 0;
}

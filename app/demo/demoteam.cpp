// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/demo/demoteam.h"

#include "app/demo/demoarchive.h"

using namespace Qt::StringLiterals;

namespace postmark::demo {

std::optional<Error> addDemoTeamMatch(storage::SqliteArchive& archive, const QDate& today, QStringList& lines)
{
    tournament::TeamEvent match;
    match.name = u"Товариський матч Полтава – Харків (пошта)"_s;
    match.index = u"UKR/TM/2026"_s;
    match.start = today.addMonths(-8);
    match.end = match.start.addYears(2);
    match.boards = 4;
    match.cycles = 2; // each board two games, one with each colour
    match.boardTiebreaks = {tournament::TieBreak::Wins};
    const QStringList poltava = {
        u"Гнатюк Р. В."_s, u"Осадчий П. І."_s, u"Приходько Л. М."_s, u"Романюк С. С."_s};
    const QStringList kharkiv = {
        u"Тарасенко О. Ю."_s, u"Федоренко І. А."_s, u"Чорновол Д. Д."_s, u"Ющенко В. К."_s};
    match.teams = {tournament::Team{u"poltava"_s,
                       u"Полтава"_s,
                       {u"Кулик Анатолій Петрович"_s, u"вул. Європейська 12, Полтава, 36000"_s},
                       {}},
        tournament::Team{u"kharkiv"_s,
            u"Харків"_s,
            {u"Левицький Борис Олегович"_s, u"просп. Науки 40, кв. 9, Харків, 61000"_s},
            {}}};
    for (int board = 1; board <= 4; ++board) {
        match.teams[0].players.append(tournament::Player{u"pl%1"_s.arg(board),
            poltava[board - 1],
            u"вул. Соборності %1, Полтава, 36000"_s.arg(board * 3),
            2200 - board * 40});
        match.teams[1].players.append(tournament::Player{u"kh%1"_s.arg(board),
            kharkiv[board - 1],
            u"вул. Сумська %1, Харків, 61000"_s.arg(board * 5),
            2180 - board * 35});
    }
    // Boards 1 and 2 have finished both games; boards 3 and 4 one each; the rest play on.
    using tournament::GameResult;
    const QList<std::optional<GameResult>> results = {GameResult::Draw,
        GameResult::WhiteWon,
        GameResult::BlackWon,
        GameResult::Draw,
        GameResult::WhiteWon,
        std::nullopt,
        std::nullopt,
        GameResult::Draw};
    for (int board = 1; board <= 4; ++board) {
        for (int game = 0; game < 2; ++game) {
            tournament::TournamentGame pairing;
            pairing.white = game == 0 ? u"pl%1"_s.arg(board) : u"kh%1"_s.arg(board);
            pairing.black = game == 0 ? u"kh%1"_s.arg(board) : u"pl%1"_s.arg(board);
            pairing.result = results[(board - 1) * 2 + game];
            if (pairing.result) {
                pairing.reportedOn = today.addDays(-30 - board * 4 - game);
                pairing.recordReceived = pairing.reportedOn->addDays(5);
            }
            match.games.append(tournament::TeamGame{board, pairing});
        }
    }
    const Result<qint64> id = archive.saveTeamEvent(0, match);
    if (!id)
        return id.error();
    lines.append(DemoText::tr("team event %1: %2, 2 teams of 4 boards, two games a board, 6 of 8 finished")
                     .arg(*id)
                     .arg(match.name));
    return std::nullopt;
}

} // namespace postmark::demo

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/documents/teamdocuments.h"

#include <algorithm>

#include "core/documents/tournamentdocuments.h"
#include "core/rules/clauses.h"
#include "core/tournament/crosstablemarks.h"

using namespace Qt::StringLiterals;

namespace postmark::documents {

namespace {

using Kind = Block::Kind;

QString placeText(const tournament::TeamStanding& standing)
{
    return standing.rank ? QString::number(*standing.rank) + (standing.sharedRank ? u"="_s : QString())
                         : u"—"_s;
}

Block teamTable(const tournament::TeamEvent& event, const tournament::TeamTable& table, Language language)
{
    QStringList header{
        say(language, u"Місце", u"Rank"), say(language, u"№", u"No."), say(language, u"Команда", u"Team")};
    for (qsizetype team = 1; team <= event.teams.size(); ++team)
        header.append(QString::number(team));
    header.append({say(language, u"Оч. на дошках", u"Board pts"),
        say(language, u"Оч. за матчі", u"Match pts"),
        u"+/−"_s,
        u"%"_s,
        say(language, u"Зав.", u"Fin."),
        say(language, u"Лиш.", u"Left")});
    QList<QStringList> rows{header};
    for (const tournament::TeamStanding& standing : table.standings) {
        QStringList row{
            placeText(standing), QString::number(standing.team + 1), event.teams[standing.team].name};
        for (qsizetype other = 0; other < event.teams.size(); ++other) {
            const tournament::TeamMeeting& meeting = table.meetings[standing.team][other];
            row.append(other == standing.team ? u"*"_s
                    : meeting.games == 0      ? QString()
                                              : tournament::scoreText(meeting.boardPoints, language));
        }
        row.append({tournament::scoreText(standing.boardPoints, language),
            tournament::hasFinishedMatch(table, standing.team)
                ? tournament::scoreText(standing.matchPoints, language)
                : u"—"_s,
            tournament::signedScoreText(standing.plusMinus, language),
            QString::number(standing.percent),
            QString::number(standing.finishedGames),
            QString::number(standing.remainingGames)});
        rows.append(row);
    }
    return {Kind::Table, {}, {}, rows};
}

Block boardTable(
    const tournament::TeamEvent& event, int board, const tournament::Crosstable& table, Language language)
{
    const tournament::Tournament tournament = tournament::boardTournament(event, board);
    QStringList header{say(language, u"Місце", u"Rank"),
        say(language, u"№", u"No."),
        say(language, u"Учасник", u"Player"),
        say(language, u"Команда", u"Team")};
    for (qsizetype player = 1; player <= tournament.players.size(); ++player)
        header.append(QString::number(player));
    header.append(say(language, u"Очки", u"Points"));
    for (tournament::TieBreak tieBreak : table.order)
        header.append(tieBreakName(tieBreak, language));
    QList<QStringList> rows{header};
    for (const tournament::Standing& standing : table.standings) {
        const tournament::Player& player = tournament.players[standing.player];
        const auto place = event.placeOf(player.id);
        // A player who left is marked with the day, as the team window marks him.
        const auto left = std::find_if(tournament.withdrawals.cbegin(),
            tournament.withdrawals.cend(),
            [&player](const tournament::Withdrawal& each) { return each.player == player.id; });
        QStringList row{standing.rank ? tournament::rankText(standing) : say(language, u"виключ.", u"excl."),
            QString::number(standing.player + 1),
            left == tournament.withdrawals.cend() ? player.name
                                                  : say(language, u"%1 (вибув %2)", u"%1 (left %2)")
                                                        .arg(player.name, documentDate(left->date, language)),
            place ? event.teams[place->first].name : QString()};
        for (const tournament::Meeting& meeting : table.cells[standing.player])
            row.append(tournament::cellText(meeting, language));
        row.append(tournament::scoreText(standing.points, language));
        for (tournament::TieBreak tieBreak : table.order)
            row.append(tournament::tieBreakText(standing, tieBreak, language));
        rows.append(row);
    }
    return {Kind::Table, {}, {}, rows};
}

} // namespace

Document teamReport(
    const tournament::TeamEvent& event, const QDate& asOf, const QString& judge, Language language)
{
    const tournament::TeamTable table = tournament::computeTeamTable(event);
    Document document;
    document.title = say(language, u"Звіт про командне змагання", u"Team event report");
    document.runningHead = runningHeadOf(document.title, event.name, asOf, language);
    document.format = PageFormat::A4Landscape;
    document.language = language;
    Page teams;
    teams.blocks.append({Kind::Title, {}, document.title, {}});
    teams.blocks.append({Kind::Field,
        say(language, u"Змагання", u"Event"),
        event.index.isEmpty() ? event.name : u"%1 (%2)"_s.arg(event.name, event.index),
        {}});
    teams.blocks.append({Kind::Field,
        say(language, u"Дати проведення", u"Dates"),
        u"%1 – %2"_s.arg(documentDate(event.start, language), documentDate(event.end, language)),
        {}});
    teams.blocks.append(
        {Kind::Field, say(language, u"Станом на", u"As of"), documentDate(asOf, language), {}});
    // The time control its boards are played at, and how the teams are ranked (helper-55: neither said).
    const rules::RuleSet rules = tournament::rulesOrSectionDefault(tournament::boardTournament(event, 1));
    teams.blocks.append({Kind::Field,
        say(language, u"Контроль часу", u"Time control"),
        timeControlWords(rules, language),
        {}});
    teams.blocks.append({Kind::Field,
        say(language, u"Місця команд за", u"Teams ranked by"),
        teamRankingWords(event.ranking, language),
        {}});
    teams.blocks.append({Kind::Heading, {}, say(language, u"Команди", u"Teams"), {}});
    teams.blocks.append(teamTable(event, table, language));
    teams.blocks.append({Kind::Paragraph,
        {},
        language == Language::Ukrainian
            ? u"Стовпці за стартовими номерами команд: очки, набрані на дошках проти кожної команди; * — "
              u"сама "
              u"команда. Оч. на дошках — усі очки, набрані на дошках; оч. за матчі: "
              u"%1 — виграш, %2 — нічия, %3 — поразка, коли всі партії матчу завершено (до того — «—»); "
              u"+/− — набрані очки мінус втрачені; % — від завершених партій, без округлення вгору; "
              u"зав. / лиш. — партії "
              u"завершені та ще не зіграні; 1= — місце поділено."_s.arg(
                  tournament::scoreText(event.matchPoints.win, language),
                  tournament::scoreText(event.matchPoints.draw, language),
                  tournament::scoreText(event.matchPoints.loss, language))
            : u"Columns by the teams' starting numbers: board points scored against each team; * the team "
              u"itself. Board pts: every point won on the boards; match points: %1 "
              u"won, %2 drawn, %3 lost, once all the match's games are finished (— until then); "
              u"+/− board points won less lost; % of the finished games, cut down; "
              u"Fin. / Left: games finished and still to play; 1= a "
              u"place shared."_s.arg(tournament::scoreText(event.matchPoints.win, language),
                  tournament::scoreText(event.matchPoints.draw, language),
                  tournament::scoreText(event.matchPoints.loss, language)),
        {}});
    teams.blocks.append({Kind::Heading,
        {},
        say(language,
            u"Капітани (IV.2): листи судді команді — капітанові",
            u"Captains (IV.2): the judge writes to the captain"),
        {}});
    QList<QStringList> captains{{say(language, u"Команда", u"Team"),
        say(language, u"Капітан", u"Captain"),
        say(language, u"Адреса", u"Address"),
        say(language, u"Склад за дошками", u"Players by board")}};
    for (const tournament::Team& team : event.teams) {
        QStringList lineUp;
        for (qsizetype board = 0; board < team.players.size(); ++board)
            lineUp.append(u"%1. %2"_s.arg(board + 1).arg(team.players[board].name));
        captains.append({team.name, team.captain.name, team.captain.address, lineUp.join(u"; "_s)});
    }
    teams.blocks.append({Kind::Table, {}, {}, captains});
    // The boards follow on the same sheets: each board's table continues where the teams' ended.
    Page& boards = teams;
    for (int board = 1; board <= event.boards; ++board) {
        boards.blocks.append({Kind::Heading,
            {},
            language == Language::Ukrainian ? u"Дошка %1"_s.arg(board) : u"Board %1"_s.arg(board),
            {}});
        boards.blocks.append(boardTable(event, board, table.boards[board - 1], language));
    }
    // What the boards' marks mean: the "·" of a game in play beside a finished one was nowhere said. The
    // withdrawal's clause is the team event's own (IV.10.3: no substitute), from the rules' table.
    // The record's clause is the team section's too (IV.11.1), as the board's tab cites it.
    const QString marks = say(language,
        u"У таблицях дошок: 1 — виграш, ½ — нічия, 0 — поразка; + / − — без гри після вибуття (%1); пр — "
        u"чекає присудження після вибуття; (1) — результат повідомлено, він враховується, щойно надійде "
        u"запис партії (%2); ",
        u"In the boards' tables: 1 win, ½ draw, 0 loss; + / − unplayed, after a withdrawal (%1); adj "
        u"awaiting adjudication after a withdrawal; (1) a result reported, counted once the game record "
        u"comes (%2); ")
                              .arg(rules::clause(rules, rules::Rule::Withdrawal),
                                  rules::clause(rules, rules::Rule::ResultRecorded));
    teams.blocks.append({Kind::Paragraph,
        {},
        marks
            + (event.cycles == 2 ? say(language,
                   u"кожна пара грає дві партії, і клітинка містить обидві — спершу ту, де гравець рядка "
                   u"грає білими; · — партія ще триває.",
                   u"each pair plays two games and the cell holds both, first the one the row's player has "
                   u"White; · a game still in play.")
                                 : say(language,
                                     u"порожня клітинка — партія ще триває.",
                                     u"an empty cell: a game still in play.")),
        {}});
    teams.blocks.append({Kind::Signature, say(language, u"Головний суддя", u"Chief judge"), judge, {}});
    document.pages.append(teams);
    return document;
}

} // namespace postmark::documents

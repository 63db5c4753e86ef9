// SPDX-License-Identifier: GPL-3.0-or-later
// Published team tables (../shared/data/crosstables): two ICCF team round robins and the 1945 radio
// match, rebuilt as team events and recomputed — every published figure (board points, %, +/-, match
// points, finished and remaining games, place; on each published board table points, wins, SB and
// place; on the match every player's score and wins) must come out as printed.
//
// Where a page gives a team pairing's board points but not the games behind them (boards 4–6 of the
// 4th school match, every board of the 3rd), the test plays those board points out as games — wins,
// then a draw, then losses — which is what the published figures are made of; nothing else is taken
// from the page but the result cells.
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include "core/tournament/crosstablemarks.h"
#include "core/tournament/teamtable.h"

using namespace Qt::StringLiterals;
using namespace postmark::tournament;

namespace {

/// One pipe-separated table of a published file, as printed: its header and rows.
struct PublishedTable
{
    QStringList header;
    QList<QStringList> rows;

    QString cell(qsizetype row, const QString& column) const
    {
        return rows[row].value(header.indexOf(column));
    }
};

QString sharedFile(const QString& name)
{
    return QStringLiteral(POSTMARK_SHARED_DIR "/data/crosstables/") + name;
}

QStringList fileLines(const QString& name)
{
    QFile file(sharedFile(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(u'\n');
}

/// Every table of the file in order (a comment line or a blank one ends a table).
QList<PublishedTable> publishedTables(const QString& name)
{
    QList<PublishedTable> tables;
    bool inTable = false;
    for (const QString& line : fileLines(name)) {
        if (line.startsWith(u'#') || !line.contains(u'|')) {
            inTable = false;
            continue;
        }
        QStringList fields = line.split(u'|');
        for (QString& field : fields)
            field = field.trimmed();
        if (!inTable) {
            tables.append(PublishedTable{fields, {}});
            inTable = true;
        } else {
            tables.last().rows.append(fields);
        }
    }
    return tables;
}

double pointsOf(const QString& printed)
{
    QString value = printed;
    value.remove(QRegularExpression(u"[EAD]$"_s));
    return value == u"½" ? 0.5 : value.toDouble();
}

ResultHow howOf(const QString& printed)
{
    if (printed.endsWith(u'E'))
        return ResultHow::TimeForfeit;
    if (printed.endsWith(u'A'))
        return ResultHow::Adjudicated;
    if (printed.endsWith(u'D'))
        return ResultHow::InactivityLoss;
    return ResultHow::Played;
}

TournamentGame gameOf(const QString& white, const QString& black, double whitesPoints, ResultHow how)
{
    TournamentGame game;
    game.white = white;
    game.black = black;
    game.result = whitesPoints == 1 ? GameResult::WhiteWon
        : whitesPoints == 0         ? GameResult::BlackWon
                                    : GameResult::Draw;
    game.how = how;
    return game;
}

QString playerId(int team, int board)
{
    return u"t%1b%2"_s.arg(team + 1).arg(board);
}

/// A team event of the team table's teams, `boards` boards each; players not yet named.
TeamEvent teamsOf(const PublishedTable& table, int boards)
{
    TeamEvent event;
    event.name = u"published"_s;
    event.start = QDate(2016, 10, 10);
    event.end = QDate(2018, 5, 31);
    event.boards = boards;
    // ICCF: team places by board points (the Score column), ties by match points ("Team results").
    event.ranking = {TeamCriterion::BoardPoints, TeamCriterion::MatchPoints};
    event.boardTiebreaks = {TieBreak::Wins, TieBreak::SonnebornBerger}; // "Baumbach"
    for (qsizetype row = 0; row < table.rows.size(); ++row) {
        Team team;
        team.id = u"t%1"_s.arg(row + 1);
        team.name = table.cell(row, u"Team"_s);
        team.captain.name = table.cell(row, u"Team Captain"_s);
        for (int board = 1; board <= boards; ++board)
            team.players.append(
                Player{playerId(int(row), board), u"%1, board %2"_s.arg(team.name).arg(board), {}, {}});
        event.teams.append(team);
    }
    return event;
}

/// Plays `points` (of `games` board games between teams a and b, a's points) out on boards from
/// `firstBoard`: wins for a first, then a draw, then losses.
void playOut(TeamEvent& event, int a, int b, double points, int firstBoard, int games)
{
    for (int k = 0; k < games; ++k) {
        const double whites = points >= 1 ? 1 : points > 0 ? 0.5 : 0;
        points -= whites;
        const int board = firstBoard + k;
        event.games.append(
            TeamGame{board, gameOf(playerId(a, board), playerId(b, board), whites, ResultHow::Played)});
    }
}

/// The team matrix's board points of team i against team j.
double matrixPoints(const PublishedTable& table, int i, int j)
{
    return pointsOf(table.cell(i, u"v%1"_s.arg(j + 1)));
}

void compareTeamFigures(const PublishedTable& published, const TeamTable& table)
{
    QCOMPARE(table.standings.size(), published.rows.size());
    for (const TeamStanding& standing : table.standings) {
        const int row = standing.team;
        const QByteArray team = published.cell(row, u"Team"_s).toUtf8();
        QVERIFY2(standing.rank, team.constData());
        QCOMPARE(scoreText(standing.boardPoints), scoreText(published.cell(row, u"Score"_s).toDouble()));
        QCOMPARE(QString::number(standing.percent), published.cell(row, u"%"_s));
        QCOMPARE(scoreText(standing.plusMinus), scoreText(published.cell(row, u"+/-"_s).toDouble()));
        QCOMPARE(scoreText(standing.matchPoints), published.cell(row, u"Team results"_s));
        QCOMPARE(QString::number(standing.finishedGames), published.cell(row, u"FG"_s));
        QCOMPARE(QString::number(standing.remainingGames), published.cell(row, u"RG"_s));
        QCOMPARE(QString::number(*standing.rank), published.cell(row, u"Place"_s));
        for (int other = 0; other < table.meetings.size(); ++other) {
            if (other != row)
                QCOMPARE(table.meetings[row][other].boardPoints, matrixPoints(published, row, other));
        }
    }
}

} // namespace

class TestPublishedTeamTables : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void iccfFourthSchoolMatchTeamAndBoardTables()
    {
        const QList<PublishedTable> tables = publishedTables(u"iccf-4-school-fm-team-round-robin.txt"_s);
        QCOMPARE(tables.size(), 4); // the team table and boards 1–3
        const PublishedTable& teams = tables[0];
        TeamEvent event = teamsOf(teams, 6);
        QCOMPARE(event.teams.size(), 4);
        // Boards 1–3: the games of each published board table, its players placed in their teams.
        QList<QList<double>> onBoardsOneToThree(4, QList<double>(4, 0));
        for (int board = 1; board <= 3; ++board) {
            const PublishedTable& boardTable = tables[board];
            QList<int> teamOfRow;
            for (qsizetype row = 0; row < boardTable.rows.size(); ++row) {
                int found = -1;
                for (int t = 0; t < event.teams.size(); ++t)
                    found = event.teams[t].name == boardTable.cell(row, u"Team"_s) ? t : found;
                QVERIFY2(found >= 0, qPrintable(boardTable.cell(row, u"Team"_s)));
                teamOfRow.append(found);
                event.teams[found].players[board - 1].name = boardTable.cell(row, u"Name"_s);
            }
            for (qsizetype i = 0; i < boardTable.rows.size(); ++i) {
                for (qsizetype j = i + 1; j < boardTable.rows.size(); ++j) {
                    const QString mark = boardTable.cell(i, u"v%1"_s.arg(j + 1));
                    event.games.append(TeamGame{board,
                        gameOf(playerId(teamOfRow[i], board),
                            playerId(teamOfRow[j], board),
                            pointsOf(mark),
                            howOf(mark))});
                    onBoardsOneToThree[teamOfRow[i]][teamOfRow[j]] += pointsOf(mark);
                    onBoardsOneToThree[teamOfRow[j]][teamOfRow[i]] += 1 - pointsOf(mark);
                }
            }
        }
        // Boards 4–6 (no published table): what each pairing's board points leave after boards 1–3.
        for (int a = 0; a < 4; ++a) {
            for (int b = a + 1; b < 4; ++b) {
                const double rest = matrixPoints(teams, a, b) - onBoardsOneToThree[a][b];
                QVERIFY(rest >= 0 && rest <= 3);
                playOut(event, a, b, rest, 4, 3);
            }
        }
        const TeamTable table = computeTeamTable(event);
        compareTeamFigures(teams, table);
        // Each published board table: points, wins, SB and place, a shared place as printed ("2", "2").
        for (int board = 1; board <= 3; ++board) {
            const PublishedTable& boardTable = tables[board];
            const Crosstable& crosstable = table.boards[board - 1];
            const Tournament tournament = boardTournament(event, board);
            QMap<QString, int> places;
            for (qsizetype row = 0; row < boardTable.rows.size(); ++row)
                ++places[boardTable.cell(row, u"Place"_s)];
            for (const Standing& standing : crosstable.standings) {
                const QString name = tournament.players[standing.player].name;
                qsizetype row = 0;
                while (row < boardTable.rows.size() && boardTable.cell(row, u"Name"_s) != name)
                    ++row;
                QVERIFY2(row < boardTable.rows.size(), qPrintable(name));
                QCOMPARE(scoreText(standing.points), scoreText(boardTable.cell(row, u"Score"_s).toDouble()));
                QCOMPARE(
                    scoreText(standing.tiebreaks.value(TieBreak::Wins)), boardTable.cell(row, u"Wins"_s));
                QCOMPARE(scoreText(standing.tiebreaks.value(TieBreak::SonnebornBerger)),
                    scoreText(boardTable.cell(row, u"SB"_s).toDouble()));
                QCOMPARE(QString::number(*standing.rank), boardTable.cell(row, u"Place"_s));
                QCOMPARE(standing.sharedRank, places.value(QString::number(*standing.rank)) > 1);
            }
        }
    }

    void iccfThirdSchoolMatchTeamTable()
    {
        const QList<PublishedTable> tables = publishedTables(u"iccf-3-school-fm-team-round-robin.txt"_s);
        QCOMPARE(tables.size(), 1);
        const PublishedTable& teams = tables[0];
        TeamEvent event = teamsOf(teams, 6);
        QCOMPARE(event.teams.size(), 3);
        for (int a = 0; a < 3; ++a) {
            for (int b = a + 1; b < 3; ++b)
                playOut(event, a, b, matrixPoints(teams, a, b), 1, 6);
        }
        compareTeamFigures(teams, computeTeamTable(event));
    }

    void radioMatchTwoGamesABoard()
    {
        const QList<PublishedTable> tables = publishedTables(u"ussr-usa-radio-match-1945-team-match.txt"_s);
        QCOMPARE(tables.size(), 1);
        const PublishedTable& match = tables[0];
        QCOMPARE(match.rows.size(), 11); // ten boards and the total
        TeamEvent event;
        event.name = u"USSR – USA radio match"_s;
        event.start = QDate(1945, 9, 1);
        event.end = QDate(1945, 9, 4);
        event.boards = 10;
        event.cycles = 2; // each player faced his opponent in two games
        event.boardTiebreaks = {TieBreak::Wins};
        event.teams = {Team{u"ussr"_s, u"USSR"_s, {}, {}}, Team{u"usa"_s, u"USA"_s, {}, {}}};
        for (int board = 1; board <= 10; ++board) {
            const QStringList& row = match.rows[board - 1];
            QCOMPARE(row[0], QString::number(board));
            event.teams[0].players.append(Player{playerId(0, board), row[1], {}, {}});
            event.teams[1].players.append(Player{playerId(1, board), row[4], {}, {}});
            // The scores are the USSR player's; the second game with the colours reversed.
            const double first = pointsOf(row[2]);
            const double second = pointsOf(row[3]);
            event.games.append(
                TeamGame{board, gameOf(playerId(0, board), playerId(1, board), first, ResultHow::Played)});
            event.games.append(TeamGame{
                board, gameOf(playerId(1, board), playerId(0, board), 1 - second, ResultHow::Played)});
        }
        const TeamTable table = computeTeamTable(event);
        const QStringList& total = match.rows[10];
        QCOMPARE(total[0], u"Total"_s);
        QCOMPARE(table.meetings[0][1].boardPoints, total[5].toDouble());
        QCOMPARE(table.meetings[1][0].boardPoints, total[6].toDouble());
        QCOMPARE(*table.meetings[0][1].matchPoints, 2.0); // the match won
        QCOMPARE(*table.meetings[1][0].matchPoints, 0.0);
        QCOMPARE(table.standings[0].team, 0);
        QCOMPARE(table.standings[0].finishedGames, 20);
        // Every player's score and wins as the published standings give them ("Smyslov 2/2 (+2 -0 =0)").
        QMap<QString, QPair<double, int>> standings;
        const QRegularExpression line(u"^# (.+?)([0-9.]+)/2\\(\\+(\\d) -(\\d) =(\\d)\\)\\[games\\]$"_s);
        for (const QString& text : fileLines(u"ussr-usa-radio-match-1945-team-match.txt"_s)) {
            const QRegularExpressionMatch found = line.match(text);
            if (found.hasMatch())
                standings.insert(found.captured(1).split(u' ').last(),
                    {found.captured(2).toDouble(), found.captured(3).toInt()});
        }
        QCOMPARE(standings.size(), 20);
        for (int board = 1; board <= 10; ++board) {
            const QStringList& row = match.rows[board - 1];
            const Crosstable& crosstable = table.boards[board - 1];
            QCOMPARE(crosstable.standings.size(), 2);
            for (const Standing& standing : crosstable.standings) {
                const QString surname =
                    event.teams[standing.player].players[board - 1].name.split(u' ').last();
                QVERIFY2(standings.contains(surname), qPrintable(surname));
                QCOMPARE(standing.points, standings[surname].first);
                QCOMPARE(int(standing.tiebreaks.value(TieBreak::Wins)), standings[surname].second);
                QCOMPARE(standing.points, (standing.player == 0 ? row[5] : row[6]).toDouble());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestPublishedTeamTables)
#include "tst_publishedteamtables.moc"

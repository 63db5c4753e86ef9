// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/text/teamtablereport.h"

#include <QJsonArray>

#include "core/tournament/crosstablemarks.h"
#include "ui/text/crosstablereport.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::text {

using namespace tournament;

namespace {

QString teamTableWords(const char* source, Language language)
{
    return words("Crosstable", source, language);
}

QString placeText(const TeamStanding& standing)
{
    return standing.rank ? QString::number(*standing.rank) + (standing.sharedRank ? u"="_s : QString())
                         : u"—"_s;
}

/// The board points one team scored against another, as `language` writes them (4,5 beside a total of
/// 13,5, not 4.5: helper-69), or "*" on the diagonal.
QString meetingText(const TeamTable& table, int team, int other, Language language)
{
    if (team == other)
        return u"*"_s;
    const TeamMeeting& meeting = table.meetings[team][other];
    return meeting.games == 0 ? QString() : scoreText(meeting.boardPoints, language);
}

QString teamLegend(const TeamEvent& event, Language language)
{
    return teamTableWords(
        QT_TRANSLATE_NOOP("Crosstable",
            "Columns by starting number: board points scored against each team. Board pts: every "
            "game won on the boards; Match pts: %1 for a match won, %2 drawn, %3 lost, once all its "
            "games are finished; +/-: board points won less lost; %: of the finished games, cut "
            "down to a whole number; Fin. / Left: games finished and still to finish. Each board "
            "is a tournament of its own (IV.1.3): its table follows."),
        language)
        .arg(scoreText(event.matchPoints.win, language),
            scoreText(event.matchPoints.draw, language),
            scoreText(event.matchPoints.loss, language));
}

} // namespace

QJsonObject teamTableJson(const TeamEvent& event, const TeamTable& table)
{
    QJsonArray ranking;
    for (TeamCriterion criterion : table.ranking)
        ranking.append(teamCriterionId(criterion));
    QJsonArray standings;
    for (const TeamStanding& standing : table.standings) {
        const Team& team = event.teams[standing.team];
        QJsonObject against;
        for (qsizetype other = 0; other < event.teams.size(); ++other) {
            if (other != standing.team && table.meetings[standing.team][other].games > 0)
                against.insert(event.teams[other].id, table.meetings[standing.team][other].boardPoints);
        }
        QJsonObject row{{u"rank"_s, standing.rank ? QJsonValue(*standing.rank) : QJsonValue()},
            {u"shared"_s, standing.sharedRank},
            {u"team"_s, team.id},
            {u"name"_s, team.name},
            {u"captain"_s, team.captain.name},
            {u"board_points"_s, standing.boardPoints},
            {u"match_points"_s, standing.matchPoints},
            {u"plus_minus"_s, standing.plusMinus},
            {u"percent"_s, standing.percent},
            {u"finished_games"_s, standing.finishedGames},
            {u"remaining_games"_s, standing.remainingGames},
            {u"against"_s, against}};
        if (standing.headToHead)
            row.insert(u"head_to_head"_s, *standing.headToHead);
        standings.append(row);
    }
    QJsonArray boards;
    for (int board = 1; board <= event.boards; ++board)
        boards.append(crosstableJson(boardTournament(event, board), table.boards[board - 1]));
    return QJsonObject{{u"event"_s, event.name},
        {u"index"_s, event.index},
        {u"ranking"_s, ranking},
        {u"standings"_s, standings},
        {u"boards"_s, boards}};
}

QString teamTableText(const TeamEvent& event, const TeamTable& table, Language language)
{
    const QString teamHeading = teamTableWords(QT_TRANSLATE_NOOP("Crosstable", "Team"), language);
    qsizetype nameWidth = teamHeading.size();
    for (const Team& team : event.teams)
        nameWidth = qMax(nameWidth, team.name.size());
    const int count = int(event.teams.size());
    QString text =
        event.name + (event.index.isEmpty() ? QString() : u" ("_s + event.index + u')') + u"\n\n"_s;
    QString header = u"%1  %2 %3"_s.arg(teamTableWords(QT_TRANSLATE_NOOP("Crosstable", "Rank"), language), -5)
                         .arg(teamTableWords(QT_TRANSLATE_NOOP("Crosstable", "No"), language), 3)
                         .arg(teamHeading, -nameWidth);
    for (int j = 1; j <= count; ++j)
        header += u" %1"_s.arg(j, 4);
    for (const char* column : {QT_TRANSLATE_NOOP("Crosstable", "Board pts"),
             QT_TRANSLATE_NOOP("Crosstable", "Match pts"),
             QT_TRANSLATE_NOOP("Crosstable", "+/-"),
             QT_TRANSLATE_NOOP("Crosstable", "%"),
             QT_TRANSLATE_NOOP("Crosstable", "Fin."),
             QT_TRANSLATE_NOOP("Crosstable", "Left")})
        header += u" %1"_s.arg(teamTableWords(column, language), 9);
    text += header + u'\n' + QString(header.size(), u'-') + u'\n';
    for (const TeamStanding& standing : table.standings) {
        QString line = u"%1  %2 %3"_s.arg(placeText(standing), -5)
                           .arg(standing.team + 1, 3)
                           .arg(event.teams[standing.team].name, -nameWidth);
        for (int j = 0; j < count; ++j)
            line += u" %1"_s.arg(meetingText(table, standing.team, j, language), 4);
        line += u" %1 %2 %3 %4 %5 %6"_s.arg(scoreText(standing.boardPoints, language), 9)
                    .arg(scoreText(standing.matchPoints, language), 9)
                    // A minus sign, as the heading's «+/−» writes it (helper-70 read «-12» under it).
                    .arg(standing.plusMinus > 0      ? u"+"_s + scoreText(standing.plusMinus, language)
                            : standing.plusMinus < 0 ? u"−"_s + scoreText(-standing.plusMinus, language)
                                                     : scoreText(standing.plusMinus, language),
                        9)
                    .arg(standing.percent, 9)
                    .arg(standing.finishedGames, 9)
                    .arg(standing.remainingGames, 9);
        text += line + u'\n';
    }
    text += u'\n' + teamLegend(event, language) + u'\n';
    for (qsizetype team = 0; team < event.teams.size(); ++team) {
        if (!event.teams[team].captain.name.isEmpty())
            text += u"%1. %2 — %3: %4\n"_s.arg(team + 1).arg(event.teams[team].name,
                teamTableWords(QT_TRANSLATE_NOOP("Crosstable", "captain"), language),
                event.teams[team].captain.name);
    }
    for (int board = 1; board <= event.boards; ++board) {
        Tournament tournament = boardTournament(event, board);
        tournament.name = teamTableWords(QT_TRANSLATE_NOOP("Crosstable", "Board %1"), language).arg(board);
        tournament.index.clear();
        text += u"\n"_s + crosstableText(tournament, table.boards[board - 1], language);
    }
    return text;
}

} // namespace postmark::text

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/text/crosstablereport.h"

#include <algorithm>

#include <QJsonArray>

#include "core/rules/clauses.h"
#include "core/tournament/crosstablemarks.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::text {

using namespace tournament;

namespace {

QString crosstableWords(const char* source, Language language)
{
    return words("Crosstable", source, language);
}

QString tieBreakHeading(TieBreak tieBreak, Language language)
{
    switch (tieBreak) {
    case TieBreak::Wins:
        return crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "Wins"), language);
    case TieBreak::SonnebornBerger:
        return crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "SB"), language);
    case TieBreak::HeadToHead:
        return crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "H2H"), language);
    case TieBreak::Koya:
        return crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "Koya"), language);
    }
    return {};
}

QString csvField(const QString& text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n'))
        return text;
    return u'"' + QString(text).replace(u"\""_s, u"\"\""_s) + u'"';
}

/// The marks, with the clauses of the event's section (an e-mail event's withdrawal is III.8.1); the
/// cancelled game's only where there can be one.
/// How the places are decided, the tie-breaks by name with their columns' abbreviations, and the mark of
/// a head-to-head not needed: the window's legend says it, and a judge reading the terminal's table needs
/// it as much (helper-66 found «З-Б» and «—» unexplained there).
QString ranking(const QList<TieBreak>& tieBreaks, Language language)
{
    QStringList order;
    for (TieBreak tieBreak : tieBreaks) {
        switch (tieBreak) {
        case TieBreak::Wins:
            order.append(crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "wins"), language));
            break;
        case TieBreak::SonnebornBerger:
            order.append(crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "Sonneborn–Berger (SB)"), language));
            break;
        case TieBreak::HeadToHead:
            order.append(
                crosstableWords(QT_TRANSLATE_NOOP("Crosstable",
                                    "the games between them (H2H; — not needed, the tie broken before)"),
                    language));
            break;
        case TieBreak::Koya:
            order.append(crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "Koya"), language));
            break;
        }
    }
    return order.isEmpty() ? crosstableWords(
               QT_TRANSLATE_NOOP("Crosstable",
                   "Ranked by points; equal points share the rank (2=). * is a player's own cell."),
               language)
                           : crosstableWords(QT_TRANSLATE_NOOP("Crosstable",
                                                 "Ranked by points, then %1; players equal on all share the "
                                                 "rank (2=). * is a player's own cell."),
                               language)
                                 .arg(order.join(u", "_s));
}

QString legend(const Tournament& event, const QList<TieBreak>& tieBreaks, Language language)
{
    const rules::RuleSet rules = tournament::rulesOrSectionDefault(event);
    const auto clause = [&rules](rules::Rule rule) {
        return rules::has(rules, rule) ? rules::clause(rules, rule) : u"—"_s;
    };
    return crosstableWords(
               QT_TRANSLATE_NOOP("Crosstable",
                   "Columns by starting number. 1 win, ½ draw, 0 loss; + / − scored by a withdrawal "
                   "(%1); 0 on both sides: no game record from either (%2); adj awaiting adjudication; n/c "
                   "not counted (withdrawal, exclusion); %4(1) reported, not counted until the game record "
                   "comes "
                   "(%3); %5empty or ·: in progress. Where a pair plays two games, both are in the cell, the "
                   "game "
                   "with White first."),
               language)
               .arg(clause(rules::Rule::Withdrawal),
                   clause(rules::Rule::NoRecord),
                   clause(rules::Rule::ResultRecorded),
                   tournament::mayHaveCancelledGames(event)
                       ? crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "-C cancelled (V.8.1); "), language)
                       : QString(),
                   // Said only where the section's rules have it: a team board's or a server's loss counts at
                   // once.
                   tournament::withdrawalLossAwaitsTexts(event) ? crosstableWords(
                       QT_TRANSLATE_NOOP("Crosstable",
                           "(+) / (−) after a withdrawal, counted once the judge has the game's text (%1); "),
                       language)
                                                                      .arg(clause(
                                                                          rules::Rule::WithdrawalTexts))
                                                                : QString())
        + u' ' + ranking(tieBreaks, language);
}

} // namespace

QJsonObject crosstableJson(const Tournament& event, const Crosstable& table)
{
    QJsonArray order;
    for (TieBreak tieBreak : table.order)
        order.append(tieBreakId(tieBreak));
    QJsonArray standings;
    for (const Standing& standing : table.standings) {
        const tournament::Player& player = event.players[standing.player];
        QJsonObject tiebreaks;
        // Every tie-break of the order, null where it has no value (head-to-head for a player no longer
        // tied).
        for (TieBreak tieBreak : table.order)
            tiebreaks.insert(tieBreakId(tieBreak),
                standing.tiebreaks.contains(tieBreak) ? QJsonValue(standing.tiebreaks.value(tieBreak))
                                                      : QJsonValue());
        QJsonObject results;
        for (qsizetype j = 0; j < event.players.size(); ++j) {
            if (j != standing.player)
                results.insert(
                    event.players[j].id, cellText(table.cells[standing.player][j], Language::English));
        }
        QJsonObject row{{u"rank"_s, standing.rank ? QJsonValue(*standing.rank) : QJsonValue()},
            {u"shared"_s, standing.sharedRank},
            {u"player"_s, player.id},
            {u"name"_s, player.name},
            {u"points"_s, standing.points},
            {u"games"_s, standing.gamesScored},
            {u"tiebreaks"_s, tiebreaks},
            {u"results"_s, results}};
        if (!standing.rank)
            row.insert(u"excluded"_s, true);
        standings.append(row);
    }
    return QJsonObject{{u"event"_s, event.name},
        {u"index"_s, event.index},
        {u"tiebreak_order"_s, order},
        {u"standings"_s, standings}};
}

QString crosstableText(const Tournament& event, const Crosstable& table, Language language)
{
    qsizetype nameWidth = 6;
    for (const tournament::Player& player : event.players)
        nameWidth = qMax(nameWidth, player.name.size());
    const int count = static_cast<int>(event.players.size());
    QString text =
        event.name + (event.index.isEmpty() ? QString() : u" ("_s + event.index + u')') + u"\n\n"_s;
    const QString rank = crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "Rank"), language);
    const QString number = crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "No"), language);
    const QString name = crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "Player"), language);
    const QString points = crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "Pts"), language);
    // A pair that meets twice has both results in its cell («1 ½», «ан ан»): such cells are set two spaces
    // apart, as wide as the widest, each and its number centred, or «1 ½   * ½ ½ ½ ½» read as one row of
    // results (helper-69).
    bool twoResults = false;
    qsizetype cellWidth = 3;
    for (const auto& row : table.cells) {
        for (const auto& cell : row) {
            const QString shown = cellText(cell, language);
            twoResults |= shown.contains(u' ');
            cellWidth = std::max(cellWidth, shown.size());
        }
    }
    const QString gap = twoResults ? u"  "_s : u" "_s;
    const auto centred = [cellWidth](const QString& shown) {
        return QString(QString((cellWidth - shown.size()) / 2, u' ') + shown).leftJustified(cellWidth);
    };
    QString header = u"%1  %2 %3"_s.arg(rank, -5).arg(number, 3).arg(name, -nameWidth);
    for (int j = 1; j <= count; ++j)
        header += gap + (twoResults ? centred(QString::number(j)) : u"%1"_s.arg(j, 3));
    header += u" %1"_s.arg(points, 5);
    // Each tie-break's column as wide as its heading («Перемоги» is eight), its figures ending under it.
    QList<qsizetype> tieBreakWidths;
    for (TieBreak tieBreak : table.order) {
        const QString heading = tieBreakHeading(tieBreak, language);
        tieBreakWidths.append(std::max<qsizetype>(6, heading.size()));
        header += u" %1"_s.arg(heading, int(tieBreakWidths.last()));
    }
    text += header + u'\n' + QString(header.size(), u'-') + u'\n';
    for (const Standing& standing : table.standings) {
        QString line = u"%1  %2 %3"_s.arg(rankText(standing), -5)
                           .arg(standing.player + 1, 3)
                           .arg(event.players[standing.player].name, -nameWidth);
        for (int j = 0; j < count; ++j) {
            const QString cell = cellText(table.cells[standing.player][j], language);
            // Centred where pairs meet twice: the diagonal's «*» under its number, not at the cell's edge.
            line += gap + (twoResults ? centred(cell) : cell.rightJustified(3));
        }
        // Points as the reader's language writes them (2,5 in Ukrainian, as the window and the printed
        // table): the terminal's text is read by a judge; the CSV and the JSON keep the point for programs.
        line += u" %1"_s.arg(scoreText(standing.points, language), 5);
        for (qsizetype at = 0; at < table.order.size(); ++at)
            line += u" %1"_s.arg(tieBreakText(standing, table.order[at], language), int(tieBreakWidths[at]));
        text += line + u'\n';
    }
    text += u'\n' + legend(event, table.order, language) + u'\n';
    return text;
}

QString crosstableHtml(const Tournament& event, const Crosstable& table, Language language)
{
    const int count = static_cast<int>(event.players.size());
    // The page's language declared, as a browser or a screen reader needs it to read the words aloud.
    QString html = u"<!DOCTYPE html>\n<html lang=\"%2\"><head><meta charset=\"utf-8\"><title>%1</title>\n"
                   u"<style>table{border-collapse:collapse}td,th{border:1px solid #888;padding:2px 6px;"
                   u"text-align:center}td.name{text-align:left}</style></head><body>\n<h1>%1</h1>\n"_s.arg(
                       event.name.toHtmlEscaped(), language == Language::Ukrainian ? u"uk"_s : u"en"_s);
    if (!event.index.isEmpty())
        html += u"<p>%1</p>\n"_s.arg(event.index.toHtmlEscaped());
    html += u"<table>\n<tr><th>%1</th><th>%2</th><th>%3</th>"_s.arg(
        crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "Rank"), language).toHtmlEscaped(),
        crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "No"), language).toHtmlEscaped(),
        crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "Player"), language).toHtmlEscaped());
    for (int j = 1; j <= count; ++j)
        html += u"<th>%1</th>"_s.arg(j);
    html += u"<th>%1</th>"_s.arg(
        crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "Pts"), language).toHtmlEscaped());
    for (TieBreak tieBreak : table.order)
        html += u"<th>%1</th>"_s.arg(tieBreakHeading(tieBreak, language));
    html += u"</tr>\n"_s;
    for (const Standing& standing : table.standings) {
        html += u"<tr><td>%1</td><td>%2</td><td class=\"name\">%3</td>"_s.arg(rankText(standing))
                    .arg(standing.player + 1)
                    .arg(event.players[standing.player].name.toHtmlEscaped());
        for (int j = 0; j < count; ++j)
            html += u"<td>%1</td>"_s.arg(cellText(table.cells[standing.player][j], language));
        html += u"<td>%1</td>"_s.arg(scoreText(standing.points, language)); // a page people read
        for (TieBreak tieBreak : table.order)
            html += u"<td>%1</td>"_s.arg(tieBreakText(standing, tieBreak, language));
        html += u"</tr>\n"_s;
    }
    html +=
        u"</table>\n<p>%1</p>\n</body></html>\n"_s.arg(legend(event, table.order, language).toHtmlEscaped());
    return html;
}

QString crosstableCsv(const Tournament& event, const Crosstable& table, Language language)
{
    const int count = static_cast<int>(event.players.size());
    QStringList header{crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "Rank"), language),
        crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "No"), language),
        crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "Player"), language)};
    for (int j = 1; j <= count; ++j)
        header.append(QString::number(j));
    header.append(crosstableWords(QT_TRANSLATE_NOOP("Crosstable", "Pts"), language));
    for (TieBreak tieBreak : table.order)
        header.append(tieBreakHeading(tieBreak, language));
    QString csv = header.join(u',') + u"\r\n"_s;
    for (const Standing& standing : table.standings) {
        QStringList fields{rankText(standing),
            QString::number(standing.player + 1),
            csvField(event.players[standing.player].name)};
        for (int j = 0; j < count; ++j)
            fields.append(cellText(table.cells[standing.player][j], language));
        fields.append(scoreText(standing.points));
        for (TieBreak tieBreak : table.order)
            fields.append(tieBreakText(standing, tieBreak));
        csv += fields.join(u',') + u"\r\n"_s;
    }
    return csv;
}

} // namespace postmark::text

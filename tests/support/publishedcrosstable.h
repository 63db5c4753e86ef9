// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QList>
#include <QStringList>

#include "core/tournament/tournament.h"

namespace postmark::testing {

using namespace Qt::StringLiterals;
using tournament::Player;
using tournament::ResultHow;
using tournament::Tournament;
using tournament::TournamentGame;

/// The VIII World Correspondence Championship Final (1975–80) as published with its Sonneborn–Berger
/// values: a real 15-player round robin by post.
inline QString worldCorrespondenceFinal8Path()
{
    return QStringLiteral(POSTMARK_TEST_DATA_DIR "/tournaments/published/wcc8-final-1975-80.txt");
}

/// A published single round-robin crosstable: the players in published order, each one's results
/// against players 1..N ("X" on the diagonal), and the published points and Sonneborn–Berger.
struct PublishedCrosstable
{
    QStringList names;
    QList<QStringList> results;
    QList<double> points;
    QList<double> sonnebornBerger;
};

inline double publishedNumber(QString text)
{
    return text.replace(u"½"_s, u".5"_s).replace(u" "_s, QString()).toDouble();
}

inline PublishedCrosstable readPublishedCrosstable(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    PublishedCrosstable table;
    for (const QString& line : QString::fromUtf8(file.readAll()).split(u'\n')) {
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList fields = line.split(u'|');
        table.names.append(fields[0].trimmed());
        table.results.append(fields[1].split(u' ', Qt::SkipEmptyParts));
        table.points.append(publishedNumber(fields[2]));
        table.sonnebornBerger.append(publishedNumber(fields[3]));
    }
    return table;
}

/// The published grid as a tournament: one game per pair, the lower-numbered player given White
/// (the grid records no colours, and neither points nor tie-breaks depend on them).
inline Tournament tournamentFromPublished(const PublishedCrosstable& table, const QStringList& tiebreaks)
{
    Tournament event;
    event.name = u"VIII World Correspondence Chess Championship Final"_s;
    event.start = QDate(1975, 1, 1);
    event.end = QDate(1980, 12, 31); // the VIII Final ran 1975–80; the file needs both dates
    for (int i = 0; i < table.names.size(); ++i)
        event.players.append(Player{u"p%1"_s.arg(i + 1), table.names[i], {}, std::nullopt});
    for (int i = 0; i < table.names.size(); ++i) {
        for (int j = i + 1; j < table.names.size(); ++j) {
            const QString cell = table.results[i][j];
            const QString result = cell == u"1"_s ? u"1-0"_s : cell == u"0"_s ? u"0-1"_s : u"1/2-1/2"_s;
            event.games.append(TournamentGame{event.players[i].id,
                event.players[j].id,
                tournament::resultFromText(result),
                ResultHow::Played,
                std::nullopt,
                std::nullopt});
        }
    }
    for (const QString& id : tiebreaks)
        event.tiebreaks.append(*tournament::tieBreakFromId(id));
    return event;
}

} // namespace postmark::testing

// SPDX-License-Identifier: GPL-3.0-or-later
// Published crosstables (../shared/data/crosstables), read from their result cells and recomputed: every
// published figure — points, wins, Sonneborn–Berger and place — must come out as printed.
#include <QFile>
#include <QtTest>

#include "core/tournament/crosstable.h"
#include "core/tournament/crosstablemarks.h"

using namespace Qt::StringLiterals;
using namespace postmark::tournament;

namespace {

/// One row of a published individual table.
struct PublishedRow
{
    int number = 0;
    QString name;
    QStringList cells; ///< per opponent, as printed ("½ 0", "1E 1", "-C -C", "*")
    QMap<QString, QString> figures; ///< Score, Wins, SB, Place… as printed
};

QString sharedFile(const QString& name)
{
    return QStringLiteral(POSTMARK_SHARED_DIR "/data/crosstables/") + name;
}

/// The pipe-separated table of a published file: the header row names the columns.
QList<PublishedRow> readPublishedTable(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<PublishedRow> rows;
    QStringList header;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
    for (const QString& line : lines) {
        if (line.startsWith(u'#') || !line.contains(u'|'))
            continue;
        QStringList fields = line.split(u'|');
        for (QString& field : fields)
            field = field.trimmed();
        if (header.isEmpty()) {
            header = fields;
            continue;
        }
        PublishedRow row;
        for (int column = 0; column < fields.size(); ++column) {
            const QString& name = header.value(column);
            if (name == u"No")
                row.number = fields[column].toInt();
            else if (name == u"Name")
                row.name = fields[column];
            else if (name.startsWith(u'v') && name.mid(1).toInt() > 0)
                row.cells.append(fields[column]);
            else
                row.figures.insert(name, fields[column]);
        }
        rows.append(row);
    }
    return rows;
}

/// A printed game mark as a result for the player whose row it is in: "1", "½", "0", with a letter for
/// how (E exceeded the time limit, A adjudicated, D default); "-C" cancelled.
struct Mark
{
    std::optional<double> points; ///< none: cancelled
    ResultHow how = ResultHow::Played;
};

std::optional<Mark> readMark(const QString& text)
{
    if (text == u"-C")
        return Mark{std::nullopt, ResultHow::Played};
    Mark mark;
    QString value = text;
    if (value.endsWith(u'E') || value.endsWith(u'A') || value.endsWith(u'D')) {
        mark.how = value.endsWith(u'E') ? ResultHow::TimeForfeit
            : value.endsWith(u'A')      ? ResultHow::Adjudicated
                                        : ResultHow::InactivityLoss;
        value.chop(1);
    }
    if (value == u"1")
        mark.points = 1;
    else if (value == u"½")
        mark.points = 0.5;
    else if (value == u"0")
        mark.points = 0;
    else
        return std::nullopt;
    return mark;
}

std::optional<GameResult> resultForWhite(const Mark& whitesMark)
{
    if (!whitesMark.points)
        return GameResult::Cancelled;
    return *whitesMark.points == 1 ? GameResult::WhiteWon
        : *whitesMark.points == 0  ? GameResult::BlackWon
                                   : GameResult::Draw;
}

/// The event the table shows: each pair's two games, the first printed on the lower number's row with
/// that player as White, the second with the colours reversed (the page does not say which colour comes
/// first, and neither the points nor the tie-breaks depend on it).
Tournament eventOf(const QList<PublishedRow>& rows, const QList<TieBreak>& tiebreaks)
{
    Tournament event;
    event.name = u"published"_s;
    event.start = QDate(2020, 1, 1);
    event.end = QDate(2022, 1, 1);
    event.cycles = 2;
    event.tiebreaks = tiebreaks;
    for (const PublishedRow& row : rows)
        event.players.append(Player{u"p%1"_s.arg(row.number), row.name, {}, std::nullopt});
    for (int i = 0; i < rows.size(); ++i) {
        for (int j = i + 1; j < rows.size(); ++j) {
            const QStringList marks = rows[i].cells[j].split(u' ', Qt::SkipEmptyParts);
            for (int game = 0; game < marks.size(); ++game) {
                const std::optional<Mark> mark = readMark(marks[game]);
                if (!mark)
                    return {};
                // The second game has the colours reversed: its mark is for Black.
                Mark whites = *mark;
                if (game == 1 && whites.points)
                    whites.points = 1 - *whites.points;
                TournamentGame played;
                played.white = event.players[game == 0 ? i : j].id;
                played.black = event.players[game == 0 ? j : i].id;
                played.result = resultForWhite(whites);
                played.how = mark->how;
                event.games.append(played);
            }
        }
    }
    return event;
}

/// A published number as we print it: "16.25", "5", "4.5".
QString figure(const QString& published)
{
    return scoreText(published.toDouble());
}

} // namespace

class TestPublishedCrosstables : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void doubleRoundRobinsComeOutAsPublished_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QList<TieBreak>>("tiebreaks");
        // ICCF's Baumbach order: points, then wins, then Sonneborn–Berger (ICCF rule 1.3.4.2).
        QTest::newRow("SCO/C2020: wins before SB put Cumming first on fewer SB")
            << u"sco-c2020-scottish-championship-2020-21.txt"_s
            << QList<TieBreak>{TieBreak::Wins, TieBreak::SonnebornBerger};
        QTest::newRow("CCLA/S23019 board 5: SB the only tie-break")
            << u"ccla-s23019-board5-server-team-championship-2023.txt"_s
            << QList<TieBreak>{TieBreak::SonnebornBerger};
        QTest::newRow("V.8.1 SCO/O/2023/A: cancelled games count for nobody, a shared place")
            << u"sco-o-2023-a-scca-open-2023-a-cancellations.txt"_s
            << QList<TieBreak>{TieBreak::Wins, TieBreak::SonnebornBerger};
    }

    void doubleRoundRobinsComeOutAsPublished()
    {
        QFETCH(QString, file);
        QFETCH(QList<TieBreak>, tiebreaks);
        const QList<PublishedRow> rows = readPublishedTable(sharedFile(file));
        QVERIFY(rows.size() >= 4);
        const Tournament event = eventOf(rows, tiebreaks);
        QCOMPARE(event.players.size(), rows.size());
        QCOMPARE(event.games.size(), rows.size() * (rows.size() - 1)); // two games a pair
        const Crosstable table = computeCrosstable(event);
        for (const Standing& standing : table.standings) {
            const PublishedRow& row = rows[standing.player];
            const QByteArray who = row.name.toUtf8();
            QVERIFY2(standing.rank, who.constData());
            QCOMPARE(scoreText(standing.points), figure(row.figures.value(u"Score"_s)));
            if (row.figures.contains(u"Wins"_s))
                QCOMPARE(scoreText(standing.tiebreaks.value(TieBreak::Wins)), figure(row.figures[u"Wins"_s]));
            QCOMPARE(scoreText(standing.tiebreaks.value(TieBreak::SonnebornBerger)),
                figure(row.figures.value(u"SB"_s)));
            QCOMPARE(QString::number(*standing.rank), row.figures.value(u"Place"_s));
            // Each cell shows both games as the page does: the game the row's player had White first (which
            // is what the page's "opposite order on the two rows" is).
            for (int opponent = 0; opponent < rows.size(); ++opponent) {
                QString published = row.cells[opponent];
                published.remove(QRegularExpression(u"(?<=[01½])[EAD]"_s)); // how is not in our mark
                QCOMPARE(
                    cellText(table.cells[standing.player][opponent], postmark::Language::English), published);
            }
        }
        // Players equal on every figure share the place, as published ("4", "4").
        QMap<QString, int> places;
        for (const PublishedRow& row : rows)
            ++places[row.figures.value(u"Place"_s)];
        for (const Standing& standing : table.standings)
            QCOMPARE(standing.sharedRank, places.value(QString::number(*standing.rank)) > 1);
    }
};

QTEST_GUILESS_MAIN(TestPublishedCrosstables)
#include "tst_publishedcrosstables.moc"

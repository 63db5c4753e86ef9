// SPDX-License-Identifier: GPL-3.0-or-later
// The first screen of a player's games (GameRepository::gamesDueFirst()): the window lists it before its
// first paint and the rest after, so it must be exactly the beginning of the list the desk sorts — the
// earliest deadline first, games with none last, the same day by id — and only the player's games.
// SQLite's own query (walking the index on the deadline) against the repository's reference, which sorts
// every game.
#include <algorithm>

#include <QTemporaryDir>
#include <QtTest>

#include "core/storage/sqlitearchive.h"
#include "tests/support/randomgame.h"

using namespace postmark;
using namespace Qt::StringLiterals;

namespace {

const QString Owner = u"Owner O."_s;

QList<qint64> idsOf(const QList<archive::GameSummary>& summaries)
{
    QList<qint64> ids;
    for (const archive::GameSummary& summary : summaries)
        ids.append(summary.id);
    return ids;
}

} // namespace

class TestFirstScreen : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<storage::SqliteArchive> m_archive;

private Q_SLOTS:
    void initTestCase()
    {
        m_archive = storage::SqliteArchive::open(m_dir.filePath(u"desk.postmark"_s)).value();
        QList<ledger::GameFile> games;
        for (quint32 seed = 1; seed <= 150; ++seed) {
            ledger::GameFile game = testing::randomGame(seed, {.cards = 1 + int(seed % 40)});
            // Two games in three are the owner's, as White or as Black; the rest are other people's.
            if (seed % 3 == 1)
                game.white.name = Owner;
            else if (seed % 3 == 2)
                game.black.name = Owner;
            // Some are over, with no deadline left: listed after every game with one.
            if (seed % 7 == 0)
                game.result = ledger::GameResult{u"1/2-1/2"_s, ledger::ResultHow::DrawAgreed, std::nullopt};
            games.append(game);
            // The same cards in another event: a game due on the very same day, for the order of ties.
            if (seed % 10 == 0) {
                game.event.name += u" (ii)"_s;
                games.append(game);
            }
        }
        QVERIFY(m_archive->importGames(games, QDate(2021, 6, 1)));
    }

    void theFirstScreenIsTheBeginningOfTheDesksList_data()
    {
        QTest::addColumn<int>("count");
        for (int count : {1, 7, 64, 110, 1000})
            QTest::newRow(qPrintable(u"%1 games"_s.arg(count))) << count;
    }

    void theFirstScreenIsTheBeginningOfTheDesksList()
    {
        QFETCH(int, count);
        const QList<archive::GameSummary> first = m_archive->gamesDueFirst(Owner, count).value();
        const QList<archive::GameSummary> reference =
            m_archive->archive::GameRepository::gamesDueFirst(Owner, count).value();
        QCOMPARE(idsOf(first), idsOf(reference));
        QVERIFY(first.size() == std::min<qsizetype>(count, reference.size()));
    }

    void theEarliestDeadlineComesFirstAndGamesWithNoneLast()
    {
        const QList<archive::GameSummary> all = m_archive->gamesDueFirst(Owner, 100000).value();
        QCOMPARE(all.size(), 110); // 100 of the 150, and 10 of their copies in another event
        bool dated = true;
        int ties = 0;
        for (qsizetype at = 0; at < all.size(); ++at) {
            const archive::GameSummary& game = all[at];
            QVERIFY(game.white == Owner || game.black == Owner);
            if (!game.nextDue)
                dated = false;
            QVERIFY2(dated || !game.nextDue, "a game with a deadline after one with none");
            if (at == 0)
                continue;
            const archive::GameSummary& before = all[at - 1];
            if (before.nextDue && game.nextDue) {
                QVERIFY(*before.nextDue <= *game.nextDue);
                if (*before.nextDue == *game.nextDue) {
                    ++ties;
                    QVERIFY(before.id < game.id);
                }
            } else if (!before.nextDue && !game.nextDue) {
                QVERIFY(before.id < game.id);
            }
        }
        QVERIFY2(ties > 0, "the fixture must have games due on the same day");
        QVERIFY2(!all.last().nextDue, "the fixture must have games with no deadline");
    }

    void aPlayerWithNoGameHasAnEmptyFirstScreen()
    {
        QVERIFY(m_archive->gamesDueFirst(u"Nobody N."_s, 64).value().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestFirstScreen)
#include "tst_firstscreen.moc"

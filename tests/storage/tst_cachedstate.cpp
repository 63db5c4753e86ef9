// SPDX-License-Identifier: GPL-3.0-or-later
// The state the archive caches with each game (game_state, game_deadlines): taken from a ledger computed
// already, and kept in the words archives were written with.
#include <QTemporaryDir>
#include <QtTest>

#include "core/ledger/ledgerof.h"
#include "core/storage/cachedstate.h"
#include "core/storage/sqlitearchive.h"
#include "tests/support/gamefixtures.h"

using namespace postmark;
using namespace postmark::storage;
using namespace Qt::StringLiterals;

class TestCachedState : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aLedgerComputedAlreadyIsNotComputedAgain()
    {
        // A card just checked comes with its ledger: the cached state is taken from it, not computed again. A
        // ledger marked so that computing it again would show (totals no game has) proves which it was.
        QTemporaryDir dir;
        auto archive = SqliteArchive::open(dir.filePath(u"archive.postmark"_s)).value();
        const ledger::GameFile game = testing::exampleGameFile(u"example1_dates.game.json"_s);
        const qint64 id = archive->addGame(game, QDate(2018, 3, 1)).value();
        ledger::Ledger marked = *ledger::ledgerOf(game, *game.asOf).ledger;
        marked.totals = {97, 98};
        QVERIFY(!archive->replaceComputedGame(id, game, marked, QDate(2018, 3, 1)));
        QCOMPARE(archive->games()->first().whiteTotal, 97);
        QCOMPARE(archive->games()->first().blackTotal, 98);
        // A ledger of another day than the game's is not the state the archive keeps: it is computed.
        marked.asOf = game.asOf->addDays(-1);
        QVERIFY(!archive->replaceComputedGame(id, game, marked, QDate(2018, 3, 1)));
        QCOMPARE(archive->games()->first().whiteTotal, 6);
        QCOMPARE(archive->games()->first().blackTotal, 5);
    }

    void statusAndDeadlineColumnsKeepTheirNames()
    {
        // The columns keep the words archives were written with (schema 2 on): each reads back as written.
        using ledger::GameStatus;
        const QList<std::pair<GameStatus, QString>> statuses{{GameStatus::ToMove, u"to_move"_s},
            {GameStatus::WaitingForPost, u"waiting"_s},
            {GameStatus::Overstep, u"overstep"_s},
            {GameStatus::Suspended, u"suspended"_s},
            {GameStatus::Finished, u"finished"_s}};
        for (const auto& [status, column] : statuses) {
            QCOMPARE(statusColumn(status), column);
            QCOMPARE(statusOfColumn(column), status);
        }
        QCOMPARE(statusColumn(GameStatus::TimeTrouble), u"to_move"_s); // the archive knows no owner
        QCOMPARE(statusOfColumn(u"no such status"_s), GameStatus::Refused);
        QCOMPARE(deadlineKindColumn(ledger::DeadlineKind::FirstMoveInquiry), u"first_move_inquiry"_s);
        for (const ledger::DeadlineKind kind : {ledger::DeadlineKind::RepeatMove,
                 ledger::DeadlineKind::NotifyJudge,
                 ledger::DeadlineKind::FirstMoveInquiry,
                 ledger::DeadlineKind::Inactivity,
                 ledger::DeadlineKind::QueryMove,
                 ledger::DeadlineKind::Claim,
                 ledger::DeadlineKind::Adjudication})
            QCOMPARE(deadlineKindOfColumn(deadlineKindColumn(kind)), std::optional(kind));
        QCOMPARE(deadlineKindOfColumn(QString()), std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TestCachedState)
#include "tst_cachedstate.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The archive writes what changed and reads in bulk (issue 18): a new card is one insert, an edited card
// is written over in its place (a card under a new key rewrites those from it on), the audit log
// holds changes, not copies, and an event's games are read by the event's name.
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include "core/storage/sqlitearchive.h"
#include "core/tournament/judgeregisters.h"
#include "tests/storage/archivesupport.h"
#include "tests/support/messagewords.h"
#include "tests/support/randomgame.h"
#include "tests/support/tournamentfixture.h"

using postmark::testing::english;

using namespace postmark;
using namespace postmark::storage;
using namespace Qt::StringLiterals;

class TestArchiveWrites : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void aNewCardIsOneInsert();
    void anEditedCardIsWrittenOverInItsPlace();
    void aCardUnderANewKeyRewritesTheCardsFromIt();
    void anUnchangedGameWritesNothingAudited();
    void theAuditLogKeepsTheOldValuesNotCopiesOfNewRows();
    void anEventsGamesAreReadWholeAndOnlyThem();
    void checkReadsAnArchiveOfManyGamesInLots();
    void gamesAreReadByTheirIdsAtOnce();
    void aDamagedArchiveRefusesItsFirstWriteAfterTheCheckBesideTheStart();
    void anAdjudicationStoredBeforeItsCheckDoesNotBlockLaterEdits();

private:
    QString archivePath() const { return m_dir->filePath(u"archive.postmark"_s); }
    std::unique_ptr<SqliteArchive> openOrFail() { return openArchiveOrFail(archivePath()); }
    qint64 audited(const QString& table, const QString& action) const
    {
        return countRows(
            archivePath(), u"audit_log WHERE table_name = '%1' AND action = '%2'"_s.arg(table, action));
    }
    std::unique_ptr<QTemporaryDir> m_dir;
    const QDate m_today{2020, 1, 1};
};

void TestArchiveWrites::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestArchiveWrites::aNewCardIsOneInsert()
{
    auto archive = openOrFail();
    ledger::GameFile game = testing::randomGame(7, {.cards = 30});
    const ledger::Card last = game.cards.takeLast();
    const qint64 id = archive->addGame(game, m_today).value();
    const qint64 insertsBefore = audited(u"cards"_s, u"insert"_s);
    const qint64 maxCardBefore = countRows(archivePath(), u"cards WHERE id <= (SELECT MAX(id) FROM cards)"_s);

    game.cards.append(last);
    QVERIFY(!archive->replaceGame(id, game, m_today));
    QCOMPARE(audited(u"cards"_s, u"insert"_s), insertsBefore + 1);
    QCOMPARE(audited(u"cards"_s, u"delete"_s), 0);
    QCOMPARE(audited(u"games"_s, u"update"_s), 0); // the game's own row did not change
    // The earlier cards are the rows they were; the new one comes after them.
    QCOMPARE(countRows(archivePath(), u"cards WHERE game_id = %1 AND id <= %2"_s.arg(id).arg(maxCardBefore)),
        qint64(game.cards.size() - 1));
    QVERIFY(archive->game(id).value() == game);
    QVERIFY(archive->check()->isEmpty());
}

void TestArchiveWrites::anEditedCardIsWrittenOverInItsPlace()
{
    auto archive = openOrFail();
    ledger::GameFile game = testing::randomGame(11, {.cards = 20});
    const qint64 id = archive->addGame(game, m_today).value();
    QVERIFY(!archive->updateGame(
        id,
        [](ledger::GameFile& edited) -> std::optional<Error> {
            edited.cards[15].registered = !edited.cards[15].registered;
            return std::nullopt;
        },
        m_today));
    // One row changed, its old values kept; the cards after it are not written again.
    QCOMPARE(audited(u"cards"_s, u"update"_s), 1);
    QCOMPARE(audited(u"cards"_s, u"delete"_s), 0);
    QCOMPARE(audited(u"cards"_s, u"insert"_s), qint64(game.cards.size()));
    game.cards[15].registered = !game.cards[15].registered;
    QVERIFY(archive->game(id).value() == game);
    // Its postmarks changed: only those of that direction are written again.
    const qint64 postmarksBefore = audited(u"card_postmarks"_s, u"delete"_s);
    QVERIFY(game.cards[15].received);
    game.cards[15].arrivalPostmarks = game.cards[15].arrivalPostmarks.isEmpty()
        ? ledger::Postmarks{*game.cards[15].received}
        : ledger::Postmarks{};
    QVERIFY(!archive->replaceGame(id, game, m_today));
    QVERIFY(archive->game(id).value() == game);
    QCOMPARE(audited(u"cards"_s, u"delete"_s), 0);
    QVERIFY(audited(u"card_postmarks"_s, u"delete"_s) - postmarksBefore <= 2);
    QVERIFY(archive->check()->isEmpty());
}

void TestArchiveWrites::aCardUnderANewKeyRewritesTheCardsFromIt()
{
    auto archive = openOrFail();
    ledger::GameFile game = testing::randomGame(13, {.cards = 20});
    const qint64 id = archive->addGame(game, m_today).value();
    game.cards[12].id += u"a"_s;
    QVERIFY(!archive->replaceGame(id, game, m_today));
    // Its place holds another card now: the cards from it on go and come again, under their keys.
    const qsizetype rewritten = game.cards.size() - 12;
    QCOMPARE(audited(u"cards"_s, u"delete"_s), qint64(rewritten));
    QCOMPARE(audited(u"cards"_s, u"insert"_s), qint64(game.cards.size() + rewritten));
    QVERIFY(archive->game(id).value() == game);
}

void TestArchiveWrites::anUnchangedGameWritesNothingAudited()
{
    auto archive = openOrFail();
    const ledger::GameFile game = testing::randomGame(3, {.cards = 12});
    const qint64 id = archive->addGame(game, m_today).value();
    const qint64 logBefore = countRows(archivePath(), u"audit_log"_s);
    QVERIFY(!archive->replaceGame(id, game, m_today));
    QCOMPARE(countRows(archivePath(), u"audit_log"_s), logBefore);
    // A changed leave rewrites the leaves, not the cards.
    ledger::GameFile withLeave = game;
    withLeave.leaves.append(
        {ledger::Color::Black, QDate(2019, 7, 1), QDate(2019, 7, 20), QDate(2019, 6, 20)});
    QVERIFY(!archive->replaceGame(id, withLeave, m_today));
    QCOMPARE(audited(u"cards"_s, u"delete"_s), 0);
    QCOMPARE(audited(u"leaves"_s, u"insert"_s), qint64(withLeave.leaves.size()));
    QVERIFY(archive->game(id).value() == withLeave);
}

void TestArchiveWrites::theAuditLogKeepsTheOldValuesNotCopiesOfNewRows()
{
    auto archive = openOrFail();
    const ledger::GameFile game = testing::randomGame(5, {.cards = 10});
    const qint64 id = archive->addGame(game, m_today).value();
    // An insert names its row; the row is the value. Postmarks and plies go with their card's insert.
    QCOMPARE(countRows(archivePath(), u"audit_log WHERE action = 'insert' AND new_value IS NOT NULL"_s), 0);
    QCOMPARE(audited(u"cards"_s, u"insert"_s), qint64(game.cards.size()));
    QCOMPARE(audited(u"card_postmarks"_s, u"insert"_s), 0);
    QVERIFY(!archive->removeGame(id));
    // A delete keeps what was there, down to each postmark the cascade removed.
    QCOMPARE(
        countRows(archivePath(),
            u"audit_log WHERE table_name = 'cards' AND action = 'delete' AND old_value LIKE '%card_key%'"_s),
        qint64(game.cards.size()));
    QCOMPARE(audited(u"card_postmarks"_s, u"delete"_s),
        countRows(
            archivePath(), u"audit_log WHERE table_name = 'card_postmarks' AND old_value LIKE '%date%'"_s));
    QVERIFY(audited(u"card_postmarks"_s, u"delete"_s) > 0);
}

void TestArchiveWrites::anEventsGamesAreReadWholeAndOnlyThem()
{
    auto archive = openOrFail();
    QList<ledger::GameFile> games;
    for (quint32 seed = 1; seed <= 9; ++seed) {
        ledger::GameFile game = testing::randomGame(seed, {.cards = 16});
        game.event.name = seed % 3 == 0 ? u"Кубок України, півфінал 2"_s : u"Other event"_s;
        games.append(game);
    }
    const QList<qint64> ids = archive->addGames(games, m_today).value();
    const auto read = archive->gamesOfEvent(u"Кубок України, півфінал 2"_s).value();
    QCOMPARE(read.size(), 3);
    for (int k = 0; k < 3; ++k) {
        const int index = 3 * k + 2; // seeds 3, 6, 9
        QCOMPARE(read[k].first, ids[index]);
        QVERIFY(read[k].second == games[index]);
        QVERIFY(read[k].second == archive->game(ids[index]).value());
    }
    QVERIFY(archive->gamesOfEvent(u"No such event"_s)->isEmpty());
}

void TestArchiveWrites::checkReadsAnArchiveOfManyGamesInLots()
{
    auto archive = openOrFail();
    QList<ledger::GameFile> games;
    for (quint32 seed = 1; seed <= 1100; ++seed)
        games.append(testing::randomGame(seed, {.cards = 4}));
    const QList<qint64> ids = archive->addGames(games, m_today).value();
    QVERIFY(archive->check()->isEmpty());
    // A game in the third lot tampered with behind Postmark's back is found, and only it.
    execSqlFile(
        archivePath(), u"UPDATE game_state SET plies = plies + 1 WHERE game_id = %1;\n"_s.arg(ids[1050]));
    const QList<Message> problems = archive->check().value();
    QCOMPARE(problems.size(), 1);
    QVERIFY2(english(problems.first()).contains(QString::number(ids[1050])),
        qPrintable(english(problems.first())));
    // So is a next deadline the list would show wrongly, all else as computed.
    execSqlFile(
        archivePath(), u"UPDATE game_state SET next_due = '2001-01-01' WHERE game_id = %1;\n"_s.arg(ids[7]));
    const QList<Message> again = archive->check().value();
    QCOMPARE(again.size(), 2);
    QVERIFY2(english(again.first()).contains(QString::number(ids[7])), qPrintable(english(again.first())));
}

void TestArchiveWrites::gamesAreReadByTheirIdsAtOnce()
{
    auto archive = openOrFail();
    QList<ledger::GameFile> games;
    for (quint32 seed = 1; seed <= 12; ++seed)
        games.append(testing::randomGame(seed, {.cards = 10}));
    const QList<qint64> ids = archive->addGames(games, m_today).value();
    // Asked out of order, with an id the archive does not hold: in id order, that one left out.
    const auto read = archive->gamesWithIds({ids[9], ids[2], 999999, ids[5]}).value();
    QCOMPARE(read.size(), 3);
    QCOMPARE(read[0].first, ids[2]);
    QCOMPARE(read[1].first, ids[5]);
    QCOMPARE(read[2].first, ids[9]);
    QVERIFY(read[0].second == games[2] && read[1].second == games[5] && read[2].second == games[9]);
    QVERIFY(archive->gamesWithIds({})->isEmpty());
}

void TestArchiveWrites::aDamagedArchiveRefusesItsFirstWriteAfterTheCheckBesideTheStart()
{
    {
        auto archive = openOrFail();
        QList<ledger::GameFile> games;
        for (quint32 seed = 1; seed <= 60; ++seed)
            games.append(testing::randomGame(seed, {.cards = 30}));
        QVERIFY(archive->addGames(games, m_today));
    }
    {
        QFile file(archivePath());
        QVERIFY(file.open(QIODevice::ReadWrite));
        file.seek(file.size() / 2);
        file.write(QByteArray(3000, '\x5a'));
    }
    const qint64 sizeBefore = QFileInfo(archivePath()).size();
    {
        // The window starts the check once it has shown the games; its verdict then comes on its own.
        auto opened = openOrFail();
        QVERIFY(!opened->writeRefusalSettled()); // not started before it is asked
        opened->startDeferredChecks();
        QTRY_VERIFY_WITH_TIMEOUT(opened->writeRefusalSettled(), 20000);
        QCOMPARE(opened->writeRefusal()->code, ErrorCode::ArchiveDamaged);
    }
    auto archive = openOrFail(); // opens without waiting for the quick check
    // A write before the check was started starts it and waits for its verdict.
    const auto refused = archive->addGame(testing::randomGame(99, {.cards = 4}), m_today);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, ErrorCode::ArchiveDamaged);
    QVERIFY(archive->writeRefusalSettled());
    QCOMPARE(archive->writeRefusal()->code, ErrorCode::ArchiveDamaged);
    QCOMPARE(QFileInfo(archivePath()).size(), sizeBefore);
}

void TestArchiveWrites::anAdjudicationStoredBeforeItsCheckDoesNotBlockLaterEdits()
{
    // An earlier version stored a decision of 10 January 2020 on game 1 while Black's packet could still come
    // (due the 15th, II.9.5), which the register now refuses. A later edit of the event (a result of game 2)
    // is stored all the same: only what an edit adds or changes is checked.
    auto archive = openOrFail();
    const qint64 id = archive->importTournament(testing::claimTestTournament()).value();
    archive.reset();
    execSqlFile(archivePath(),
        u"INSERT INTO tournament_adjudications (tournament_id, game_seq, white_packet, adjudicator, "
        u"decision, "
        "decided_on) VALUES (%1, 1, '2020-01-03', 'Judge A.', '1-0', '2020-01-10')"_s.arg(id));
    archive = openOrFail();
    QCOMPARE(archive->judgeRegisters(id)->adjudications.size(), 1);
    const std::optional<Error> error = archive->updateTournament(
        id, [](tournament::Tournament& event, tournament::JudgeRegisters&) -> std::optional<Error> {
            if (auto problem = tournament::recordResult(event,
                    1,
                    tournament::GameResult::Draw,
                    tournament::ResultHow::Played,
                    std::nullopt,
                    std::nullopt))
                return Error{ErrorCode::TournamentEditRefused, ledger::problemMessage(*problem)};
            return std::nullopt;
        });
    QVERIFY2(!error, qPrintable(error ? english(error->detail) : QString()));
    QCOMPARE(archive->tournament(id)->games[1].result, tournament::GameResult::Draw);
    // A new decision made so early is still refused.
    tournament::Adjudication early = archive->judgeRegisters(id)->adjudications.first();
    early.decidedOn = QDate(2020, 1, 11);
    const std::optional<Error> refused = archive->updateTournament(
        id, [&](tournament::Tournament&, tournament::JudgeRegisters& registers) -> std::optional<Error> {
            registers.adjudications = {early};
            return std::nullopt;
        });
    QVERIFY(refused);
    QVERIFY2(english(refused->detail).contains(u"is before the packets are in"_s),
        qPrintable(english(refused->detail)));
}

QTEST_GUILESS_MAIN(TestArchiveWrites)
#include "tst_archivewrites.moc"

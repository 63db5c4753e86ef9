// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#include "core/ledger/gamefilereader.h"
#include "core/ledger/ledgerof.h"
#include "core/storage/migrations.h"
#include "core/storage/sqlitearchive.h"
#include "core/tournament/bergerpairings.h"
#include "core/tournament/tournamentfilewriter.h"
#include "tests/storage/archivesupport.h"
#include "tests/support/messagewords.h"
#include "tests/support/randomgame.h"
#include "tests/support/tournamentfixture.h"
#include "ui/text/ledgerreport.h"

using postmark::testing::english;

using namespace postmark;
using namespace postmark::storage;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(postmark::ErrorCode)

class TestArchive : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void gamesReadBackEqual();
    void ledgerIsTheSameAfterTheRoundTrip_data();
    void ledgerIsTheSameAfterTheRoundTrip();
    void refusedGameLeavesTheArchiveAsItWas();
    void replaceUpdateAndRemove();
    void auditLogRecordsEveryChange();
    void listShowsStatusAndNextDeadline();
    void migratesFromEveryVersion_data();
    void migratesFromEveryVersion();
    void refusesAnArchiveFromANewerPostmark();
    void refusesAFileThatIsNoArchive();
    void backupIsAConsistentCopy();
    void checkFindsTamperedData();
    void tournamentReadsBackAsImported();
    void refusedTournamentLeavesNothing();
    void judgeRegistersReadBackAndDecideTheCrosstable();
    void aClaimsBarOnFurtherClaimsIsKept_III_6_7();
    void refusedTournamentEditLeavesEverythingAsItWas_data();
    void refusedTournamentEditLeavesEverythingAsItWas();
    void keepsWhoseArchiveItIs();

private:
    QString archivePath() const { return m_dir->filePath(u"archive.postmark"_s); }
    std::unique_ptr<SqliteArchive> openOrFail() { return openArchiveOrFail(archivePath()); }
    static ledger::GameFile example(const char* name)
    {
        QFile file(QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/") + QString::fromLatin1(name));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("missing example %s", name);
        return *ledger::readGameFile(file.readAll()).game;
    }
    std::unique_ptr<QTemporaryDir> m_dir;
    const QDate m_today{2018, 3, 1};
};

void TestArchive::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestArchive::gamesReadBackEqual()
{
    auto archive = openOrFail();
    QCOMPARE(archive->schemaVersion(), latestSchemaVersion());
    QList<ledger::GameFile> stored;
    for (const char* name :
        {"example1_dates.game.json", "example2_variant_penalty.game.json", "example3_leave.game.json"})
        stored.append(example(name));
    for (quint32 seed = 1; seed <= 40; ++seed)
        stored.append(testing::randomGame(seed));
    stored.last().adjustments.append(
        {ledger::Color::Black, 5, u"unfounded claim"_s, stored.last().cards.first().id});
    stored.last().claim = ledger::Claim{ledger::Color::White,
        *stored.last().asOf,
        ledger::MailReceipt{u"77"_s, *stored.last().asOf},
        u"e2-e4"_s};
    for (const ledger::GameFile& game : std::as_const(stored)) {
        const Result<qint64> id = archive->addGame(game, m_today);
        QVERIFY2(id, qPrintable(id ? QString() : english(id.error().detail)));
        const Result<ledger::GameFile> back = archive->game(*id);
        QVERIFY(back);
        QVERIFY2(*back == game, qPrintable(game.event.name));
    }
    QCOMPARE(archive->games()->size(), stored.size());
}

void TestArchive::ledgerIsTheSameAfterTheRoundTrip_data()
{
    QTest::addColumn<QString>("name");
    const QDir examples(QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples"));
    for (const QString& name : examples.entryList({u"*.game.json"_s}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << name;
}

void TestArchive::ledgerIsTheSameAfterTheRoundTrip()
{
    QFETCH(QString, name);
    const ledger::GameFile original = example(qPrintable(name));
    auto archive = openOrFail();
    const qint64 id = archive->addGame(original, m_today).value();
    const ledger::GameFile back = archive->game(id).value();
    const auto report = [](const ledger::GameFile& game) {
        const auto computed = ledger::ledgerOf(game, *game.asOf);
        return text::ledgerReportJson(game, *computed.ledger);
    };
    QCOMPARE(report(back), report(original));
}

void TestArchive::refusedGameLeavesTheArchiveAsItWas()
{
    auto archive = openOrFail();
    archive->addGame(example("example1_dates.game.json"), m_today).value();
    const qint64 auditBefore = countRows(archivePath(), u"audit_log"_s);
    ledger::GameFile broken = example("example2_variant_penalty.game.json");
    broken.cards[1].received = QDate(2018, 1, 1); // before it was sent: impossible evidence
    const Result<qint64> refused = archive->addGame(broken, m_today);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, ErrorCode::GameRefused);
    QVERIFY2(english(refused.error().detail).contains(u"card b1, received"_s),
        qPrintable(english(refused.error().detail)));
    QCOMPARE(archive->games()->size(), 1);
    QCOMPARE(countRows(archivePath(), u"cards"_s), 3);
    QCOMPARE(countRows(archivePath(), u"audit_log"_s), auditBefore);

    // An edit that fails halfway through is undone whole.
    const qint64 id = archive->games()->first().id;
    const auto failing = archive->updateGame(
        id,
        [](ledger::GameFile& game) -> std::optional<Error> {
            game.cards.removeLast();
            return Error{ErrorCode::GameRefused, say(MessageCode::Verbatim, u"the user cancelled"_s)};
        },
        m_today);
    QVERIFY(failing);
    QCOMPARE(archive->game(id)->cards.size(), 3);
}

void TestArchive::replaceUpdateAndRemove()
{
    auto archive = openOrFail();
    const qint64 id = archive->addGame(example("example1_dates.game.json"), m_today).value();
    ledger::GameFile changed = example("example2_variant_penalty.game.json");
    QVERIFY(!archive->replaceGame(id, changed, m_today));
    QVERIFY(*archive->game(id) == changed);
    QVERIFY(!archive->updateGame(
        id,
        [](ledger::GameFile& game) -> std::optional<Error> {
            game.adjustments.append({ledger::Color::White, -2, u"waived"_s, {}});
            return std::nullopt;
        },
        m_today));
    QCOMPARE(archive->game(id)->adjustments.size(), 1);
    QVERIFY(!archive->removeGame(id));
    QCOMPARE(archive->game(id).error().code, ErrorCode::GameNotFound);
    QCOMPARE(archive->removeGame(id)->code, ErrorCode::GameNotFound);
    QCOMPARE(archive->replaceGame(id, changed, m_today)->code, ErrorCode::GameNotFound);
    QCOMPARE(countRows(archivePath(), u"cards"_s), 0); // the cards went with their game
}

void TestArchive::auditLogRecordsEveryChange()
{
    auto archive = openOrFail();
    const qint64 id = archive->addGame(example("example1_dates.game.json"), m_today).value();
    QVERIFY(!archive->updateGame(
        id,
        [](ledger::GameFile& game) -> std::optional<Error> {
            game.asOf = QDate(2018, 2, 26);
            return std::nullopt;
        },
        m_today));
    QVERIFY(!archive->removeGame(id));
    archive.reset();

    const QString connection = u"audit"_s;
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
        database.setDatabaseName(archivePath());
        QVERIFY(database.open());
        QSqlQuery query(database);
        QVERIFY(query.exec(
            u"SELECT action, old_value, new_value, at FROM audit_log WHERE table_name = 'games' ORDER BY id"_s));
        QStringList actions;
        QString updateOld, updateNew;
        while (query.next()) {
            actions.append(query.value(0).toString());
            QVERIFY(QDateTime::fromString(query.value(3).toString(), Qt::ISODateWithMs).isValid());
            if (query.value(0).toString() == u"update") {
                updateOld = query.value(1).toString();
                updateNew = query.value(2).toString();
            }
        }
        QCOMPARE(actions, QStringList({u"insert"_s, u"update"_s, u"delete"_s}));
        QVERIFY2(updateOld.contains(u"\"as_of\":\"2018-02-25\""_s), qPrintable(updateOld));
        QVERIFY2(updateNew.contains(u"\"as_of\":\"2018-02-26\""_s), qPrintable(updateNew));
        QVERIFY(
            query.exec(u"SELECT COUNT(*) FROM audit_log WHERE table_name = 'cards' AND action = 'insert'"_s)
            && query.next());
        QVERIFY(query.value(0).toInt() >= 3);
        database.close();
    }
    QSqlDatabase::removeDatabase(connection);
}

void TestArchive::listShowsStatusAndNextDeadline()
{
    auto archive = openOrFail();
    archive->addGame(example("example1_dates.game.json"), m_today).value();
    const archive::GameSummary summary = archive->games()->first();
    QCOMPARE(summary.white, u"Koval O."_s);
    QCOMPARE(summary.plies, 3);
    QCOMPARE(summary.whiteTotal, 6);
    QCOMPARE(summary.blackTotal, 5);
    QCOMPARE(summary.toMove, ledger::Color::Black);
    QCOMPARE(summary.status, ledger::GameStatus::WaitingForPost); // w2 has not reached Black yet
    // The earliest deadline of example 1: w2 is still in the post, so Black, with no reply to 1...Nf6,
    // repeats it by 2018-02-10 (II.5.1); White's repeat of 2.c4 follows on 2018-02-18.
    QCOMPARE(summary.nextDue, std::optional(QDate(2018, 2, 10)));
    QCOMPARE(summary.nextDeadline, std::optional(ledger::DeadlineKind::RepeatMove));
}

void TestArchive::migratesFromEveryVersion_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("version");
    QTest::addColumn<int>("games");
    for (int version = 0; version < latestSchemaVersion(); ++version)
        QTest::newRow(qPrintable(u"from version %1"_s.arg(version)))
            << QStringLiteral(POSTMARK_TEST_DATA_DIR "/schema/v%1.sql").arg(version) << version
            << (version == 0 ? 0 : 1);
}

void TestArchive::migratesFromEveryVersion()
{
    QFETCH(QString, fixture);
    QFETCH(int, version);
    QFETCH(int, games);
    QFile sql(fixture);
    QVERIFY2(sql.open(QIODevice::ReadOnly),
        qPrintable(u"every historical version needs its fixture: "_s + fixture));
    execSqlFile(archivePath(), QString::fromUtf8(sql.readAll()));
    auto archive = openOrFail();
    QCOMPARE(archive->schemaVersion(), latestSchemaVersion());
    QCOMPARE(archive->games()->size(), games);
    QCOMPARE(QFile::exists(archivePath() + u".v%1.bak"_s.arg(version)), version >= 1);
    if (games) {
        // The migrated game is worked example 1, whole: its ledger has the example's figures.
        const ledger::GameFile game = archive->game(archive->games()->first().id).value();
        QVERIFY(game == example("example1_dates.game.json"));
        QCOMPARE(archive->games()->first().whiteTotal, 6);
        QVERIFY(archive->check()->isEmpty());
    }
    if (version >= 3) {
        // The five-player fixture, whole, as those versions stored it: before the fixture had the text of
        // e–a, which e's withdrawal gives a (II.8.2), recorded.
        tournament::Tournament stored = testing::fivePlayerTournament();
        stored.games[6] =
            tournament::TournamentGame{u"e"_s, u"a"_s, std::nullopt, tournament::ResultHow::Played, {}, {}};
        QVERIFY(archive->tournament(1).value() == stored);
    }
    if (version == 3)
        QCOMPARE(archive->judgeRegisters(1).value(), tournament::JudgeRegisters{});
    if (version >= 1 && version < 6) // an archive from before version 6 names no owner: the desk deduces one
        QCOMPARE(archive->owner().value(), std::nullopt);
    if (version >= 6) { // the owner survives the steps to 7 and 8, and the new card column starts empty
        QCOMPARE(archive->owner().value()->name, u"Melnyk T."_s);
        // The owner's address (version 20) starts empty, and is kept once set, the audit log holding it.
        QCOMPARE(archive->owner().value()->address, QString());
        archive::ArchiveOwner owner = *archive->owner().value();
        owner.address = u"вул. Шевченка 10\nЧернігів"_s;
        QCOMPARE(archive->setOwner(owner), std::nullopt);
        QCOMPARE(archive->owner().value()->address, owner.address);
    }
    if (version >= 3) {
        // A Cup's decision of a shared place (version 21) and the day it was recorded (22) are kept,
        // whatever version the Cup's tables came in.
        tournament::Cup cup;
        cup.name = u"Cup"_s;
        cup.groups = {tournament::CupGroup{1, tournament::CupStage::Semifinal, 1}};
        cup.decisions = {tournament::CupDecision{
            u"a"_s, tournament::CupDecision::Kind::PlaceDecided, u"by lot"_s, 1, QDate(2027, 5, 20)}};
        const Result<qint64> saved = archive->saveCup(0, cup);
        QVERIFY2(saved.hasValue(), saved ? "" : qPrintable(english(saved.error().detail)));
        QCOMPARE(archive->cups().value().constFirst().cup, cup);
    }
    if (version >= 3) // every event of an earlier version is a single round robin without cancelled games
        QCOMPARE(archive->tournament(1).value().cycles, 1);
    if (version == 5) {
        // The result's receipt by White (new in 5) survives the step to 6.
        QCOMPARE(archive->judgeRegisters(1).value().adjudications.value(0).whiteReceivedResult,
            std::optional(QDate(2019, 4, 5)));
    }
    if (version == 4) {
        // The adjudication of game 6, whole, with the receipts of the result (new in 5) not yet known.
        const tournament::JudgeRegisters registers = archive->judgeRegisters(1).value();
        QCOMPARE(registers.adjudications.size(), 1);
        const tournament::Adjudication& adjudication = registers.adjudications.first();
        QCOMPARE(adjudication.game, 5);
        QCOMPARE(adjudication.whitePacket, std::optional(QDate(2019, 3, 10)));
        QCOMPARE(adjudication.decision, std::optional(tournament::GameResult::WhiteWon));
        QCOMPARE(adjudication.decidedOn, std::optional(QDate(2019, 4, 1)));
        QCOMPARE(adjudication.lastMove, u"Тf1-e1"_s);
        QCOMPARE(adjudication.whiteReceivedResult, std::nullopt);
        QCOMPARE(adjudication.blackReceivedResult, std::nullopt);
    }
}

void TestArchive::refusesAnArchiveFromANewerPostmark()
{
    // A newer Postmark marks its archives as this one does.
    execSqlFile(archivePath(),
        u"CREATE TABLE future (x);\nPRAGMA user_version = 99;\nPRAGMA application_id = %1;\n"_s.arg(
            PostmarkApplicationId));
    const auto archive = SqliteArchive::open(archivePath());
    QVERIFY(!archive);
    QCOMPARE(archive.error().code, ErrorCode::ArchiveTooNew);
    QVERIFY(english(archive.error().detail).contains(u"99"_s));
}

void TestArchive::refusesAFileThatIsNoArchive()
{
    QFile text(archivePath());
    QVERIFY(text.open(QIODevice::WriteOnly));
    const QByteArray content = "Dear partner, my move is e2-e4.\n";
    text.write(content);
    text.close();
    const auto archive = SqliteArchive::open(archivePath());
    QVERIFY(!archive);
    QCOMPARE(archive.error().code, ErrorCode::ArchiveNotAnArchive);
    QVERIFY(text.open(QIODevice::ReadOnly));
    QCOMPARE(text.readAll(), content); // nothing was written into it
}

void TestArchive::backupIsAConsistentCopy()
{
    auto archive = openOrFail();
    archive->addGame(example("example1_dates.game.json"), m_today).value();
    archive->addGame(example("example3_leave.game.json"), m_today).value();
    const QString copy = m_dir->filePath(u"copy.postmark"_s);
    QVERIFY(!archive->backup(copy));
    QVERIFY(archive->backup(copy)); // never overwrites
    auto restored = SqliteArchive::open(copy).value();
    QCOMPARE(restored->games()->size(), 2);
    QVERIFY(*restored->game(2) == example("example3_leave.game.json"));
    QVERIFY(restored->check()->isEmpty());
}

void TestArchive::checkFindsTamperedData()
{
    auto archive = openOrFail();
    archive->addGame(example("example2_variant_penalty.game.json"), m_today).value();
    QVERIFY(archive->check()->isEmpty());
    archive.reset();
    // Someone edits a card behind Postmark's back: the stored state no longer matches the cards.
    execSqlFile(archivePath(), u"UPDATE cards SET move = 'Сf8-c5' WHERE card_key = 'b2'"_s);
    // …and leaves a card whose game does not exist.
    execSqlFile(archivePath(),
        u"PRAGMA foreign_keys = OFF;\nINSERT INTO cards (game_id, seq, card_key, from_color, kind) VALUES (99, 0, 'x', 'white', 'move')"_s);
    archive = openOrFail();
    QStringList problems;
    for (const Message& problem : archive->check().value())
        problems.append(english(problem));
    QVERIFY2(problems.join(u'\n').contains(u"game 1: its cached state does not match its ledger"_s),
        qPrintable(problems.join(u'\n')));
    QVERIFY2(problems.join(u'\n').contains(u"table cards"_s), qPrintable(problems.join(u'\n')));
}

void TestArchive::tournamentReadsBackAsImported()
{
    tournament::Tournament event = testing::fivePlayerTournament();
    event.overrides = QJsonObject{{u"time_trouble_days"_s, 3}, {u"double_after_days"_s, QJsonValue::Null}};
    // Every withdrawal decision of II.8.1 and section V survives the round trip.
    const QList<tournament::WithdrawalDecision> decisions{tournament::WithdrawalDecision::Loss,
        tournament::WithdrawalDecision::Adjudicate,
        tournament::WithdrawalDecision::Exclude,
        tournament::WithdrawalDecision::ExcludeAll};
    // Each a tournament of its own in the one archive: the same event twice is refused (helper-67).
    const QString name = event.name;
    for (tournament::WithdrawalDecision decision : decisions) {
        event.withdrawals.first().decision = decision;
        event.name = u"%1, %2"_s.arg(name).arg(int(decision));
        auto archive = openOrFail();
        const Result<qint64> id = archive->importTournament(event);
        QVERIFY2(id, qPrintable(id ? QString() : english(id.error().detail)));
        const Result<tournament::Tournament> stored = archive->tournament(*id);
        QVERIFY(stored);
        QCOMPARE(tournament::writeTournamentFile(*stored), tournament::writeTournamentFile(event));
        QVERIFY(*stored == event);
        QVERIFY(archive->check()->isEmpty());
    }
    // A double round robin (each pair twice, one game with each colour) with a cancelled game (V.8.1).
    {
        tournament::Tournament twice = testing::fivePlayerTournament();
        twice.cycles = 2;
        twice.name += u", double"_s;
        twice.withdrawals = {};
        twice.games = tournament::roundRobinGames(twice.players, 2);
        QCOMPARE(twice.games.size(), 20);
        twice.games[0].result = tournament::GameResult::WhiteWon;
        twice.games[11].result = tournament::GameResult::Cancelled;
        twice.games[2].result = tournament::GameResult::Draw; // reported, its record awaited (II.9.1)
        twice.games[2].reportedOn = QDate(2018, 4, 2);
        twice.games[0].reportedOn = QDate(2018, 3, 1);
        twice.games[0].recordReceived = QDate(2018, 3, 9);
        auto archive = openOrFail();
        const Result<qint64> id = archive->importTournament(twice);
        QVERIFY2(id, qPrintable(id ? QString() : english(id.error().detail)));
        QVERIFY(archive->tournament(*id).value() == twice);
        QVERIFY(archive->check()->isEmpty());
    }
    // An event ranked by points alone (no tie-break ticked) is kept as it is.
    // Assigned empty rather than cleared: Qt 6.4 compares an emptied list with a never-filled one through
    // memcmp with a null pointer, which UBSan reports.
    event.tiebreaks = {};
    event.name = name + u", points only"_s;
    auto archive = openOrFail();
    const Result<qint64> id = archive->importTournament(event);
    QVERIFY2(id, qPrintable(id ? QString() : english(id.error().detail)));
    QVERIFY(archive->tournament(*id).value() == event);
    QCOMPARE(openOrFail()->tournament(999).error().code, ErrorCode::TournamentNotFound);
    // The same event again (the file imported twice) is refused, saying which it is, and nothing is stored:
    // listed twice, one of the two was read for the other (helper-67).
    const qsizetype kept = archive->tournaments()->size();
    const Result<qint64> again = archive->importTournament(event);
    QVERIFY(!again);
    QCOMPARE(again.error().detail.code, MessageCode::TournamentInArchiveAlready);
    QCOMPARE(archive->tournaments()->size(), kept);
}

void TestArchive::refusedTournamentLeavesNothing()
{
    tournament::Tournament event = testing::fivePlayerTournament();
    event.games.append(event.games.first()); // the same pair twice: the schema refuses it
    auto archive = openOrFail();
    const Result<qint64> id = archive->importTournament(event);
    QVERIFY(!id);
    archive.reset();
    for (const QString& table :
        {u"tournaments"_s, u"tournament_players"_s, u"people"_s, u"tournament_games"_s})
        QCOMPARE(countRows(archivePath(), table), 0);
}

namespace {

/// A claim by White in the first unfinished pairing, with a real game file as its evidence.
tournament::JudgeClaim claimInFirstOpenGame(const tournament::Tournament& event)
{
    tournament::JudgeClaim claim;
    for (qsizetype i = 0; i < event.games.size() && claim.game < 0; ++i) {
        if (!event.games[i].result)
            claim.game = static_cast<int>(i);
    }
    claim.claimant = event.games[claim.game].white;
    claim.sent = QDate(2018, 2, 25);
    claim.noticeReceived = QDate(2018, 2, 27);
    claim.sealedMove = u"Кg1-f3"_s;
    QFile file(QStringLiteral(POSTMARK_TEST_DATA_DIR "/games/overstep-black.game.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing overstep-black.game.json");
    claim.evidence = *ledger::readGameFile(file.readAll()).game;
    return claim;
}

} // namespace

void TestArchive::aClaimsBarOnFurtherClaimsIsKept_III_6_7()
{
    // By e-mail a rejected claim may bar the claimant's further claims in its ten-move cycle (III.6.7): the
    // bar is kept with the claim, and a second claim in that cycle is refused, the register as it was.
    auto archive = openOrFail();
    tournament::Tournament byEmail = testing::fivePlayerTournament();
    byEmail.rules = u"fzshu-email"_s;
    const qint64 id = archive->importTournament(byEmail).value();
    tournament::JudgeClaim claim = claimInFirstOpenGame(*archive->tournament(id));
    claim.objectionSent = QDate(2018, 3, 1);
    claim.decision = tournament::ClaimDecision::Rejected;
    claim.decidedOn = QDate(2018, 3, 10);
    claim.barsFurtherClaims = true;
    const auto record = [&](const tournament::JudgeClaim& each) {
        return archive->updateTournament(id,
            [&](tournament::Tournament& event,
                tournament::JudgeRegisters& registers) -> std::optional<Error> {
                if (auto problem = tournament::recordClaim(event, registers, each))
                    return Error{ErrorCode::TournamentEditRefused, ledger::problemMessage(*problem)};
                return std::nullopt;
            });
    };
    const std::optional<Error> error = record(claim);
    QVERIFY2(!error, qPrintable(error ? english(error->detail) : QString()));
    archive.reset();
    archive = openOrFail();
    const tournament::JudgeRegisters stored = archive->judgeRegisters(id).value();
    QCOMPARE(stored.claims.size(), 1);
    QVERIFY(stored.claims[0].barsFurtherClaims);
    tournament::JudgeClaim again = claim;
    again.decision = tournament::ClaimDecision::Pending;
    again.decidedOn.reset();
    again.barsFurtherClaims = false;
    again.sent = QDate(2018, 3, 20);
    const std::optional<Error> refused = record(again);
    QVERIFY(refused);
    QVERIFY2(english(refused->detail).contains(u"(III.6.7)"_s), qPrintable(english(refused->detail)));
    QCOMPARE(archive->judgeRegisters(id).value(), stored);
}

void TestArchive::judgeRegistersReadBackAndDecideTheCrosstable()
{
    auto archive = openOrFail();
    const qint64 id = archive->importTournament(testing::fivePlayerTournament()).value();
    tournament::JudgeClaim claim = claimInFirstOpenGame(*archive->tournament(id));
    tournament::Adjudication adjudication;
    adjudication.game = claim.game == 0 ? 1 : 0;
    adjudication.whitePacket = QDate(2019, 3, 5);
    adjudication.whiteAssessment = tournament::GameResult::Draw;
    // Recorded pending, then upheld (II.6.7): the pairing becomes a win on time for the claimant.
    std::optional<Error> error = archive->updateTournament(id,
        [&](tournament::Tournament& event, tournament::JudgeRegisters& registers) -> std::optional<Error> {
            if (auto problem = tournament::recordClaim(event, registers, claim))
                return Error{ErrorCode::TournamentEditRefused, ledger::problemMessage(*problem)};
            if (auto problem = tournament::recordAdjudication(event, registers, adjudication))
                return Error{ErrorCode::TournamentEditRefused, ledger::problemMessage(*problem)};
            return std::nullopt;
        });
    QVERIFY2(!error, qPrintable(error ? english(error->detail) : QString()));
    tournament::JudgeRegisters stored = archive->judgeRegisters(id).value();
    QCOMPARE(stored.claims.size(), 1);
    QVERIFY(stored.claims[0].id > 0);
    claim.id = stored.claims[0].id;
    QVERIFY(stored.claims[0] == claim);
    QCOMPARE(stored.adjudications, QList<tournament::Adjudication>{adjudication});

    claim.decision = tournament::ClaimDecision::Upheld;
    claim.decidedOn = QDate(2018, 3, 10);
    claim.reason = u"The time calculation holds."_s;
    claim.claimantReceivedDecision = QDate(2018, 3, 13); // each appeal runs from its receipt (II.1.6)
    claim.offenderReceivedDecision = QDate(2018, 3, 15);
    claim.appealReceived = QDate(2018, 3, 24); // to the appeals committee, which ruled (II.1.6)
    claim.appellant = archive->tournament(id)->games[claim.game].black;
    claim.committeeRuledOn = QDate(2018, 5, 2);
    adjudication.adjudicator = u"Judge A."_s;
    adjudication.decision = tournament::GameResult::Draw;
    adjudication.decidedOn = QDate(2019, 4, 1);
    adjudication.whiteReceivedResult = QDate(2019, 4, 4); // (II.9.10)
    error = archive->updateTournament(id,
        [&](tournament::Tournament& event, tournament::JudgeRegisters& registers) -> std::optional<Error> {
            if (auto problem = tournament::recordClaim(event, registers, claim))
                return Error{ErrorCode::TournamentEditRefused, ledger::problemMessage(*problem)};
            if (auto problem = tournament::recordAdjudication(event, registers, adjudication))
                return Error{ErrorCode::TournamentEditRefused, ledger::problemMessage(*problem)};
            return std::nullopt;
        });
    QVERIFY2(!error, qPrintable(error ? english(error->detail) : QString()));
    const tournament::Tournament decided = archive->tournament(id).value();
    QCOMPARE(decided.games[claim.game].result, tournament::GameResult::WhiteWon);
    QCOMPARE(decided.games[claim.game].how, tournament::ResultHow::TimeForfeit);
    QCOMPARE(archive->judgeRegisters(id)->claims, QList<tournament::JudgeClaim>{claim});
    QCOMPARE(archive->judgeRegisters(id)->adjudications, QList<tournament::Adjudication>{adjudication});
    QVERIFY(archive->check()->isEmpty());

    // II.1.2: a player's new address (and rating) is stored; nothing else of the player changes.
    const QString moved = decided.players[2].id;
    error = archive->updateTournament(
        id, [&](tournament::Tournament& event, tournament::JudgeRegisters&) -> std::optional<Error> {
            if (auto problem = tournament::recordPlayerDetails(event, moved, u"вул. Нова 5, Суми"_s, 2210))
                return Error{ErrorCode::TournamentEditRefused, ledger::problemMessage(*problem)};
            return std::nullopt;
        });
    QVERIFY2(!error, qPrintable(error ? english(error->detail) : QString()));
    tournament::Tournament expected = decided;
    expected.players[2].address = u"вул. Нова 5, Суми"_s;
    expected.players[2].rating = 2210;
    QCOMPARE(archive->tournament(id).value(), expected);
}

void TestArchive::refusedTournamentEditLeavesEverythingAsItWas_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("problem");
    QTest::newRow("II.6.2 a claimant who does not play in the game")
        << u"stranger claims"_s << u"claimant:"_s;
    QTest::newRow("II.9.8 an appeal from a player who sent no packet")
        << u"appeal without packet"_s << u"appellant:"_s;
    QTest::newRow("names stay as imported: game files are matched by them")
        << u"rename"_s << u"players, their names and pairings stay as imported"_s;
    QTest::newRow("pairings stay as imported") << u"swap colours"_s << u"pairings stay as imported"_s;
}

void TestArchive::refusedTournamentEditLeavesEverythingAsItWas()
{
    QFETCH(QString, change);
    QFETCH(QString, problem);
    auto archive = openOrFail();
    const qint64 id = archive->importTournament(testing::fivePlayerTournament()).value();
    const tournament::Tournament before = archive->tournament(id).value();
    const qint64 auditBefore = countRows(archivePath(), u"audit_log"_s);
    const tournament::JudgeClaim claim = claimInFirstOpenGame(before);
    const std::optional<Error> error = archive->updateTournament(id,
        [&](tournament::Tournament& event, tournament::JudgeRegisters& registers) -> std::optional<Error> {
            // A valid change first, so that the refusal must also undo it.
            event.games[claim.game].result = tournament::GameResult::Draw;
            registers.claims.append(claim);
            if (change == u"stranger claims")
                registers.claims.last().claimant = event.players.last().id == event.games[claim.game].white
                    ? event.players.first().id
                    : event.players.last().id;
            if (change == u"appeal without packet") {
                tournament::Adjudication adjudication;
                adjudication.game = claim.game;
                adjudication.adjudicator = u"Judge A."_s;
                adjudication.decision = tournament::GameResult::WhiteWon;
                adjudication.decidedOn = QDate(2019, 4, 1);
                adjudication.appellant = event.games[claim.game].black;
                adjudication.appealReceived = QDate(2019, 4, 10);
                registers.adjudications.append(adjudication);
            }
            if (change == u"rename")
                event.players[0].name = u"Someone Else"_s;
            if (change == u"swap colours")
                std::swap(event.games[0].white, event.games[0].black);
            return std::nullopt;
        });
    QVERIFY(error);
    QCOMPARE(error->code, ErrorCode::TournamentEditRefused);
    QVERIFY2(english(error->detail).contains(problem), qPrintable(english(error->detail)));
    QVERIFY(archive->tournament(id).value() == before);
    QCOMPARE(archive->judgeRegisters(id).value(), tournament::JudgeRegisters{});
    QCOMPARE(countRows(archivePath(), u"audit_log"_s), auditBefore);
}

void TestArchive::keepsWhoseArchiveItIs()
{
    auto archive = openOrFail();
    QCOMPARE(archive->owner().value(), std::nullopt);
    const archive::ArchiveOwner judge{u"Ковальчук Олег Петрович"_s, true, true};
    QVERIFY(!archive->setOwner(judge));
    QCOMPARE(archive->owner().value(), std::optional(judge));
    // A name of spaces is refused, naming what is missing, and the owner stays as it was.
    const std::optional<Error> refused = archive->setOwner({u"   "_s, true, false});
    QVERIFY(refused);
    QCOMPARE(refused->code, ErrorCode::OwnerNameMissing);
    QCOMPARE(archive->owner().value(), std::optional(judge));
    // Changed, it reads back changed from the file.
    QVERIFY(!archive->setOwner({u"Мельник Т."_s, false, true}));
    archive.reset();
    archive = openOrFail();
    QCOMPARE(archive->owner().value(), std::optional(archive::ArchiveOwner{u"Мельник Т."_s, false, true}));
    // The other spellings of the name come back as stored: spaces tidied, the name itself and repeats
    // dropped; and go again when emptied.
    QVERIFY(!archive->setOwner({u"Мельник Т."_s,
        true,
        true,
        {u" Melnyk  T. "_s, u"Мельник Т."_s, u"Melnyk T."_s, u"Мельник Тарас Сергійович"_s}}));
    archive.reset();
    archive = openOrFail();
    QCOMPARE(archive->owner().value()->otherSpellings,
        (QStringList{u"Melnyk T."_s, u"Мельник Тарас Сергійович"_s}));
    QVERIFY(!archive->setOwner({u"Мельник Т."_s, true, true, {}}));
    QCOMPARE(archive->owner().value()->otherSpellings, QStringList{});
}

QTEST_GUILESS_MAIN(TestArchive)
#include "tst_archive.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// A player's analysis kept beside a game in the archive file: written whole in one transaction, read back
// after the archive is closed, gone with its game, refused without a trace where it may not be written.
#include <QTemporaryDir>
#include <QtTest>

#include "core/ledger/gamefilereader.h"
#include "core/ledger/ledgerof.h"
#include "tests/storage/archivesupport.h"

using namespace postmark;
using namespace postmark::storage;
using namespace Qt::StringLiterals;

namespace {

ledger::GameFile example()
{
    QFile file(QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/example1_dates.game.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing example");
    return *ledger::readGameFile(file.readAll()).game;
}

const QByteArray Analysis =
    R"({"format":1,"variations":[{"parent":-1,"from_ply":2,"moves":["c2c4"],"comments":["мій план"]}],"comments":{}})";

} // namespace

class TestAnalysisStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { m_dir.emplace(); }

    void keptReadBackAndReplaced()
    {
        auto archive = openArchiveOrFail(path());
        const qint64 id = archive->addGame(example(), m_today).value();
        QCOMPARE(archive->analysis(id).value(), QByteArray());
        QVERIFY(!archive->analysisRefusal());
        QVERIFY(!archive->setAnalysis(id, Analysis));
        archive.reset();
        archive = openArchiveOrFail(path());
        QCOMPARE(archive->analysis(id).value(), Analysis);
        QVERIFY(!archive->setAnalysis(id, R"({"format":1,"variations":[]})"));
        QCOMPARE(archive->analysis(id).value(), QByteArray(R"({"format":1,"variations":[]})"));
        QCOMPARE(countRows(path(), u"game_analysis"_s), 1);
        // Empty: none kept.
        QVERIFY(!archive->setAnalysis(id, {}));
        QCOMPARE(countRows(path(), u"game_analysis"_s), 0);
    }

    void neverPartOfTheGameAndGoneWithIt()
    {
        auto archive = openArchiveOrFail(path());
        const qint64 id = archive->addGame(example(), m_today).value();
        const ledger::GameFile before = archive->game(id).value();
        const qint64 audited = countRows(path(), u"audit_log"_s);
        QVERIFY(!archive->setAnalysis(id, Analysis));
        QVERIFY(archive->game(id).value() == before); // the cards as they were
        QCOMPARE(countRows(path(), u"audit_log"_s), audited); // the player's notes are not audited
        QVERIFY(!archive->removeGame(id));
        QCOMPARE(countRows(path(), u"game_analysis"_s), 0);
    }

    void refusedWithoutATrace()
    {
        auto archive = openArchiveOrFail(path());
        const qint64 id = archive->addGame(example(), m_today).value();
        QVERIFY(!archive->setAnalysis(id, Analysis));
        const std::optional<Error> unknown = archive->setAnalysis(id + 100, Analysis);
        QVERIFY(unknown);
        QCOMPARE(unknown->code, ErrorCode::GameNotFound);
        QCOMPARE(countRows(path(), u"game_analysis"_s), 1);
        archive.reset();

        SqliteArchive::Options readOnly;
        readOnly.readOnly = true;
        auto reading = SqliteArchive::open(path(), readOnly).value();
        QCOMPARE(reading->analysis(id).value(), Analysis);
        const std::optional<Error> refused = reading->setAnalysis(id, {});
        QVERIFY(refused);
        QCOMPARE(refused->code, ErrorCode::ArchiveReadOnly);
        QCOMPARE(reading->analysis(id).value(), Analysis);
    }

    void findsTheGamesThatReachedAPosition()
    {
        auto archive = openArchiveOrFail(path());
        const ledger::GameFile first = example();
        const qint64 one = archive->addGame(first, m_today).value();
        // The same game imported as another (its event renamed) and a third game by import.
        ledger::GameFile second = first;
        second.event.name += u" (copy)"_s;
        const QList<archive::ImportOutcome> imported = archive->importGames({second}, m_today).value();
        const qint64 two = imported.first().id;
        const ledger::Ledger ledger = *ledger::ledgerOf(first, m_today).ledger;
        const int plies =
            int(std::count_if(ledger.rows.begin(), ledger.rows.end(), [](const ledger::MoveRow& row) {
                return row.move.has_value();
            }));
        QVERIFY(plies >= 2);
        // The game's last position: reached by both, after all their half-moves.
        const QList<archive::PositionMatch> last = archive->gamesReaching(ledger.position.key()).value();
        QCOMPARE(last, (QList<archive::PositionMatch>{{one, plies}, {two, plies}}));
        // The start: after no move at all.
        QCOMPARE(archive->gamesReaching(chess::Position::initial().key()).value().size(), 2);
        // A position neither reached.
        const auto empty = chess::Position::fromFen(u"4k3/8/8/8/8/8/8/4K3 w - - 0 1"_s).value();
        QVERIFY(archive->gamesReaching(empty.key()).value().isEmpty());
        QVERIFY(!archive->removeGame(two));
        QCOMPARE(archive->gamesReaching(ledger.position.key()).value(),
            (QList<archive::PositionMatch>{{one, plies}}));
    }

    void anArchiveOfBeforeIsSearchableOnceOpened()
    {
        // An archive of schema 15 (the analysis, no positions): opened, every game's positions are there.
        QFile sql(QStringLiteral(POSTMARK_TEST_DATA_DIR "/schema/v15.sql"));
        QVERIFY(sql.open(QIODevice::ReadOnly));
        execSqlFile(path(), QString::fromUtf8(sql.readAll()));
        auto archive = openArchiveOrFail(path());
        QCOMPARE(archive->games()->size(), 1);
        QCOMPARE(archive->gamesReaching(chess::Position::initial().key()).value().size(), 1);
    }

private:
    QString path() const { return m_dir->filePath(u"archive.postmark"_s); }

    std::optional<QTemporaryDir> m_dir;
    QDate m_today{2026, 12, 4};
};

QTEST_GUILESS_MAIN(TestAnalysisStore)
#include "tst_analysisstore.moc"

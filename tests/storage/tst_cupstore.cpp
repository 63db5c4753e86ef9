// SPDX-License-Identifier: GPL-3.0-or-later
// A Cup cycle kept in the archive (schema v12): its regulation, groups and the judge's decisions about
// the final, stored in one transaction and read back as they were; a Cup the archive cannot keep refused
// with the archive left as it was.
#include <QTemporaryDir>
#include <QtTest>

#include "core/tournament/teamfilereader.h"
#include "tests/storage/archivesupport.h"

using namespace Qt::StringLiterals;
using namespace postmark;
using namespace postmark::tournament;

namespace {

Tournament group(const QString& name, int players)
{
    Tournament event;
    event.name = name;
    event.start = QDate(2027, 3, 1);
    event.end = QDate(2029, 3, 1);
    for (int i = 1; i <= players; ++i)
        event.players.append(
            Player{u"p%1"_s.arg(i), u"%1 player %2"_s.arg(name).arg(i), u"Address %1"_s.arg(i), {}});
    for (int i = 0; i < players; ++i) {
        for (int j = i + 1; j < players; ++j)
            event.games.append(TournamentGame{
                event.players[i].id, event.players[j].id, std::nullopt, ResultHow::Played, {}, {}});
    }
    return event;
}

} // namespace

class TestCupStore : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<storage::SqliteArchive> m_archive;
    qint64 m_semifinal1 = 0;
    qint64 m_semifinal2 = 0;
    qint64 m_previousFinal = 0;

    Cup cup() const
    {
        Cup cup;
        cup.name = u"XI Кубок України (пошта)"_s;
        cup.regulation.lowestSemifinalPlace = 5;
        cup.groups = {CupGroup{m_previousFinal, CupStage::PreviousFinal, 1},
            CupGroup{m_semifinal1, CupStage::Semifinal, 1},
            CupGroup{m_semifinal2, CupStage::Semifinal, 2}};
        cup.decisions = {CupDecision{u"SF1 player 1"_s, CupDecision::Kind::Declined, u"лист від 12.05"_s},
            CupDecision{u"Петренко П.П."_s, CupDecision::Kind::Nominated, u"Виконком ФЗШУ"_s},
            CupDecision{u"SF2 player 3"_s,
                CupDecision::Kind::PlaceDecided,
                u"жереб, протокол від 20.05"_s,
                2,
                QDate(2027, 5, 21)}}; // the day recorded kept; the two before have none (an older archive's)
        return cup;
    }

private Q_SLOTS:
    void init()
    {
        m_archive = openArchiveOrFail(
            m_dir.filePath(u"cup-%1.postmark"_s.arg(QString::fromLatin1(QTest::currentTestFunction()))));
        m_previousFinal = m_archive->importTournament(group(u"X Cup final"_s, 4)).value();
        m_semifinal1 = m_archive->importTournament(group(u"SF1"_s, 5)).value();
        m_semifinal2 = m_archive->importTournament(group(u"SF2"_s, 5)).value();
    }

    void aCupIsReadBackAsStored()
    {
        const Result<qint64> id = m_archive->saveCup(0, cup());
        QVERIFY(id.hasValue());
        const QList<archive::CupRecord> cups = m_archive->cups().value();
        QCOMPARE(cups.size(), 1);
        QCOMPARE(cups[0].id, *id);
        QCOMPARE(cups[0].cup, cup());
    }

    void savingAgainReplacesTheGroupsAndDecisions()
    {
        const qint64 id = m_archive->saveCup(0, cup()).value();
        Cup changed = cup();
        changed.groups.removeLast();
        changed.decisions = {CupDecision{u"SF2 player 2"_s, CupDecision::Kind::Declined, {}}};
        changed.regulation.finalMaximum = 14;
        const Result<qint64> saved = m_archive->saveCup(id, changed);
        QVERIFY2(saved.hasValue(), saved ? "" : qPrintable(testing::english(saved.error().detail)));
        QCOMPARE(*saved, id);
        QCOMPARE(m_archive->cups().value().constFirst().cup, changed);
    }

    void aRefusedCupLeavesTheArchiveAsItWas()
    {
        const qint64 id = m_archive->saveCup(0, cup()).value();
        const auto before = m_archive->cups().value();
        Cup unknownGroup = cup();
        unknownGroup.groups.append(CupGroup{9999, CupStage::Final, 1});
        QCOMPARE(m_archive->saveCup(id, unknownGroup).error().code, ErrorCode::TournamentNotFound);
        Cup twice = cup();
        twice.groups.append(twice.groups.first());
        const Result<qint64> refused = m_archive->saveCup(id, twice);
        QCOMPARE(refused.error().code, ErrorCode::CupRefused);
        QCOMPARE(refused.error().detail.code, MessageCode::CupGroupTwice);
        Cup sizes = cup();
        sizes.regulation.finalMinimum = 12;
        sizes.regulation.finalMaximum = 10;
        QCOMPARE(m_archive->saveCup(id, sizes).error().detail.code, MessageCode::CupFinalSizes);
        Cup unnamed = cup();
        unnamed.name = u"  "_s;
        QCOMPARE(m_archive->saveCup(id, unnamed).error().detail.code, MessageCode::CupNameMissing);
        QCOMPARE(m_archive->cups().value().size(), before.size());
        QCOMPARE(m_archive->cups().value().constFirst().cup, before.constFirst().cup);
    }

    void twoCupsCannotShareAName()
    {
        QVERIFY(m_archive->saveCup(0, cup()).hasValue());
        Cup other;
        other.name = cup().name;
        const Result<qint64> refused = m_archive->saveCup(0, other);
        QCOMPARE(refused.error().detail.code, MessageCode::CupNameTaken);
        QCOMPARE(m_archive->cups().value().size(), 1);
    }

    void aTeamEventIsKeptWholeAndReadBack()
    {
        QFile file(QStringLiteral(POSTMARK_TEST_DATA_DIR "/tournaments/team-round-robin.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        TeamEvent event = *readTeamFile(file.readAll()).event;
        const qint64 id = m_archive->saveTeamEvent(0, event).value();
        QCOMPARE(m_archive->teamEvents().value().constFirst().second, event);
        // A result recorded: the event stored again, whole.
        event.games[4].game.result = GameResult::WhiteWon;
        QCOMPARE(m_archive->saveTeamEvent(id, event).value(), id);
        QCOMPARE(m_archive->teamEvents().value().constFirst().second, event);
        // Another team event of the same name is refused, the archive as it was.
        const Result<qint64> twice = m_archive->saveTeamEvent(0, event);
        QCOMPARE(twice.error().code, ErrorCode::TournamentEditRefused);
        QCOMPARE(m_archive->teamEvents().value().size(), 1);
    }

    void newGroupsAndTheirCupInOneTransaction()
    {
        const qint64 id = m_archive->saveCup(0, cup()).value();
        const QList<std::pair<CupGroup, Tournament>> groups = {
            {CupGroup{0, CupStage::Semifinal, 3}, group(u"SF3"_s, 4)}};
        QVERIFY(m_archive->addCupGroups(id, cup(), groups).hasValue());
        QCOMPARE(m_archive->tournaments().value().size(), 4);
        QCOMPARE(m_archive->cups().value().constFirst().cup.groups.size(), 4);
        // Refused (a Cup with two finals): no tournament is left behind.
        Cup twoFinals = m_archive->cups().value().constFirst().cup;
        twoFinals.groups.append(CupGroup{m_semifinal1, CupStage::Final, 1});
        twoFinals.groups.removeAt(1);
        const QList<std::pair<CupGroup, Tournament>> final = {
            {CupGroup{0, CupStage::Final, 1}, group(u"Final"_s, 4)}};
        QCOMPARE(m_archive->addCupGroups(id, twoFinals, final).error().detail.code, MessageCode::CupOneFinal);
        QCOMPARE(m_archive->tournaments().value().size(), 4);
        QCOMPARE(m_archive->cups().value().constFirst().cup.groups.size(), 4);
    }

    void aGroupBelongsToOneCup()
    {
        QVERIFY(m_archive->saveCup(0, cup()).hasValue());
        Cup other;
        other.name = u"XII Кубок"_s;
        other.groups = {CupGroup{m_semifinal1, CupStage::Semifinal, 1}};
        QVERIFY(!m_archive->saveCup(0, other).hasValue());
        QCOMPARE(m_archive->cups().value().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestCupStore)
#include "tst_cupstore.moc"

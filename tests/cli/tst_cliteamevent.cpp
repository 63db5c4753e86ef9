// SPDX-License-Identifier: GPL-3.0-or-later
// `postmark-cli crosstable` of a team event file, through the real program: the teams' table and
// every board's, in the user's language; a file that is not valid named by game and key.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/cli/clirun.h"
#include "tests/cli/clitests.h"

using namespace Qt::StringLiterals;

namespace {

using Run = postmark::testing::CliRun;
using postmark::testing::runCli;

const QString Fixture = QStringLiteral(POSTMARK_TEST_DATA_DIR "/tournaments/team-round-robin.json");

} // namespace

class TestCliTeamEvent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void printsTheTeamsTableThenEveryBoardInUkrainian()
    {
        const Run printed = runCli({u"crosstable"_s, u"--lang"_s, u"uk"_s, Fixture});
        QCOMPARE(printed.exitCode, 0);
        QVERIFY2(printed.err.isEmpty(), qPrintable(printed.err));
        QVERIFY(printed.out.contains(u"Оч. матч."_s));
        QVERIFY(printed.out.contains(u"Дошка 1"_s));
        QVERIFY(printed.out.contains(u"Дошка 2"_s));
        QVERIFY(printed.out.contains(u"капітан: Дмитренко Р.С."_s));
        // Київ: first place shared with Львів, 3 board points, 3 match points, +2, 75 %, 4 games finished.
        static const QRegularExpression kyiv(
            u"^1=\\s+1 Київ\\s+\\*\\s+1\\s+2\\s+3\\s+3\\s+\\+2\\s+75\\s+4\\s+0$"_s,
            QRegularExpression::MultilineOption);
        QVERIFY2(kyiv.match(printed.out).hasMatch(), qPrintable(printed.out));
        // Одеса's board points won less lost with the heading's minus sign, not a hyphen.
        static const QRegularExpression odesa(
            u"^3\\s+3 Одеса\\s.*\\s−4\\s"_s, QRegularExpression::MultilineOption);
        QVERIFY2(odesa.match(printed.out).hasMatch(), qPrintable(printed.out));
    }

    void pointsAgainstATeamAreWrittenAsTheTotalsAre()
    {
        // Київ wins board 1 against Львів: 1½–½. The meeting's points in Ukrainian as the totals are, 1,5,
        // not the 1.5 beside 13,5 that helper-69 read.
        QJsonObject event = postmark::testing::cli::readJson(Fixture);
        QJsonArray games = event.value(u"games"_s).toArray();
        QJsonObject first = games.first().toObject();
        QCOMPARE(first.value(u"white"_s).toString(), u"k1"_s);
        first.insert(u"result"_s, u"1-0"_s);
        games.replace(0, first);
        event.insert(u"games"_s, games);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"team.json"_s);
        postmark::testing::cli::writeJson(path, event);
        const Run printed = runCli({u"crosstable"_s, u"--lang"_s, u"uk"_s, path});
        QCOMPARE(printed.exitCode, 0);
        static const QRegularExpression kyiv(
            u"^1\\s+1 Київ\\s+\\*\\s+1,5\\s+2\\s+3,5\\s"_s, QRegularExpression::MultilineOption);
        QVERIFY2(kyiv.match(printed.out).hasMatch(), qPrintable(printed.out));
        QVERIFY2(!printed.out.contains(u"0.5"_s) && !printed.out.contains(u"1.5"_s), qPrintable(printed.out));
    }

    void jsonGivesTheTeamsAndTheBoards()
    {
        const Run printed = runCli({u"crosstable"_s, u"--format"_s, u"json"_s, Fixture});
        QCOMPARE(printed.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(printed.out.toUtf8()).object();
        const QJsonArray standings = report.value(u"standings"_s).toArray();
        QCOMPARE(standings.size(), 3);
        QCOMPARE(standings[2].toObject().value(u"team"_s).toString(), u"odesa"_s);
        QCOMPARE(standings[2].toObject().value(u"plus_minus"_s).toDouble(), -4.0);
        QCOMPARE(report.value(u"boards"_s).toArray().size(), 2);
    }

    void aGameBetweenTeammatesIsRefusedNamingIt()
    {
        QFile file(Fixture);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject event = QJsonDocument::fromJson(file.readAll()).object();
        QJsonArray games = event.value(u"games"_s).toArray();
        QJsonObject game = games[0].toObject();
        game.insert(u"black"_s, u"k1"_s);
        game.insert(u"white"_s, u"k2"_s);
        game.insert(u"board"_s, 2);
        games[0] = game;
        event.insert(u"games"_s, games);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"team.json"_s);
        postmark::testing::cli::writeJson(path, event);
        const Run refused = runCli({u"crosstable"_s, u"--lang"_s, u"uk"_s, path});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.out.isEmpty());
        QVERIFY2(refused.err.contains(u"Партія № 1, «black»: «k1» грає на дошці 1"_s)
                && refused.err.contains(u"Київ"_s) && !refused.err.contains(u"не є учасником"_s),
            qPrintable(refused.err));
    }
};

QTEST_GUILESS_MAIN(TestCliTeamEvent)
#include "tst_cliteamevent.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The typed words a game's state travels in: its status (one derivation for the desk and the archive) and
// how it ended (one vocabulary for the game file and the tournament file, each with its own spellings).
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "core/ledger/gamefilereader.h"
#include "core/ledger/gamefilewriter.h"
#include "core/ledger/gamestatus.h"
#include "core/ledger/ledgerof.h"
#include "core/tournament/tournament.h"
#include "tests/support/gamefixtures.h"

using namespace Qt::StringLiterals;
using namespace postmark;
using ledger::Color;
using ledger::GameStatus;
using ledger::ResultHow;

Q_DECLARE_METATYPE(std::optional<ledger::Color>)
Q_DECLARE_METATYPE(ledger::ResultHow)

namespace {

/// Example 1 as Black has it before White's w2 arrives: White is to move, thinking since b1 came.
ledger::GameFile whiteToMove()
{
    ledger::GameFile game = testing::exampleGameFile(u"example1_dates.game.json"_s);
    game.cards.removeLast();
    return game;
}

} // namespace

class TestGameVocabulary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aGamesStatusIsDerivedOnce_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<std::optional<Color>>("owner");
        QTest::addColumn<GameStatus>("status");
        const std::optional<Color> none, white = Color::White, black = Color::Black;
        QTest::newRow("to move") << u""_s << none << GameStatus::ToMove;
        QTest::newRow("my move") << u""_s << white << GameStatus::ToMove;
        QTest::newRow("the partner's move") << u""_s << black << GameStatus::ToMove;
        QTest::newRow("II.4.12 my move in time trouble") << u"trouble"_s << white << GameStatus::TimeTrouble;
        QTest::newRow("the partner's time trouble is his move")
            << u"trouble"_s << black << GameStatus::ToMove;
        QTest::newRow("the archive knows no owner") << u"trouble"_s << none << GameStatus::ToMove;
        QTest::newRow("a card in the post") << u"posted"_s << white << GameStatus::WaitingForPost;
        QTest::newRow("II.6.1 an overstep") << u"overstep"_s << black << GameStatus::Overstep;
        QTest::newRow("II.6.6 suspended by a claim") << u"claim"_s << white << GameStatus::Suspended;
        QTest::newRow("finished") << u"result"_s << white << GameStatus::Finished;
    }

    void aGamesStatusIsDerivedOnce()
    {
        QFETCH(QString, change);
        QFETCH(std::optional<Color>, owner);
        QFETCH(GameStatus, status);
        ledger::GameFile game = whiteToMove();
        if (change == u"trouble")
            game.event.overrides = QJsonObject{{u"time_trouble_days"_s, 60}};
        if (change == u"posted")
            game = testing::exampleGameFile(u"example1_dates.game.json"_s);
        if (change == u"overstep")
            game = testing::testGameFile(u"overstep-black.game.json"_s);
        if (change == u"claim")
            game.claim = ledger::Claim{Color::Black, *game.asOf, std::nullopt, {}};
        if (change == u"result")
            game.result = ledger::GameResult{u"1-0"_s, ledger::ResultHow::Resignation, *game.asOf};
        const ledger::LedgerResult computed = ledger::ledgerOf(game, *game.asOf);
        QVERIFY(computed.ledger);
        QCOMPARE(ledger::gameStatus(*computed.ledger, owner), status);
    }

    void howAGameEndedIsOneVocabularyWithTwoSpellings_data()
    {
        QTest::addColumn<ResultHow>("how");
        QTest::addColumn<QString>("gameFile");
        QTest::addColumn<QString>("tournamentFile");
        QTest::newRow("played: the judge's word") << ResultHow::Played << u""_s << u"played"_s;
        QTest::newRow("mate") << ResultHow::Mate << u"mate"_s << u"played"_s;
        QTest::newRow("resignation") << ResultHow::Resignation << u"resignation"_s << u"played"_s;
        QTest::newRow("draw agreed") << ResultHow::DrawAgreed << u"draw_agreed"_s << u"played"_s;
        QTest::newRow("draw claimed") << ResultHow::DrawClaimed << u"draw_claimed"_s << u"played"_s;
        QTest::newRow("II.6 time forfeit")
            << ResultHow::TimeForfeit << u"time_forfeit"_s << u"time_forfeit"_s;
        QTest::newRow("II.9.7 adjudicated") << ResultHow::Adjudicated << u"adjudicated"_s << u"adjudicated"_s;
        QTest::newRow("II.8.1 withdrawal")
            << ResultHow::WithdrawalLoss << u"withdrawal"_s << u"withdrawal_loss"_s;
        QTest::newRow("II.5.2 inactivity")
            << ResultHow::InactivityLoss << u"inactivity"_s << u"inactivity_loss"_s;
        QTest::newRow("II.9.3 no record: the judge's word") << ResultHow::NoRecord << u""_s << u"no_record"_s;
    }

    void howAGameEndedIsOneVocabularyWithTwoSpellings()
    {
        QFETCH(ResultHow, how);
        QFETCH(QString, gameFile);
        QFETCH(QString, tournamentFile);
        QCOMPARE(ledger::resultHowName(how), gameFile);
        QCOMPARE(tournament::howText(how), tournamentFile);
        QCOMPARE(tournament::howFromText(tournamentFile), std::optional(tournament::judgesHow(how)));
        QCOMPARE(ledger::resultHowFromName(gameFile), gameFile.isEmpty() ? std::nullopt : std::optional(how));
        if (gameFile.isEmpty())
            return;
        // The game file writes it as its name and reads it back as the same way.
        ledger::GameFile game = whiteToMove();
        game.result = ledger::GameResult{u"1-0"_s, how, *game.asOf};
        const QByteArray written = ledger::writeGameFile(game);
        QCOMPARE(QJsonDocument::fromJson(written)[u"result"_s][u"how"_s].toString(), gameFile);
        const ledger::GameFileReading read = ledger::readGameFile(written);
        QVERIFY(read.game);
        QCOMPARE(read.game->result->how, std::optional(how));
    }
};

QTEST_GUILESS_MAIN(TestGameVocabulary)
#include "tst_gamevocabulary.moc"

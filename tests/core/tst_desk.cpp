// SPDX-License-Identifier: GPL-3.0-or-later
// A player's cards on the desk: a received card logged, the dates it states and what cannot be, the card its
// sender logged taken in, the receipt added once posted, and every refusal naming its field.
#include <QFile>
#include <QTest>

#include "core/desk/cardentry.h"
#include "core/desk/gameimport.h"
#include "core/desk/gamelife.h"
#include "core/desk/gamerow.h"
#include "core/desk/newgame.h"
#include "core/desk/playeragenda.h"
#include "core/desk/postedcard.h"
#include "core/desk/replycard.h"
#include "core/desk/timeusage.h"
#include "core/ledger/gamefilereader.h"
#include "core/ledger/gamefilewriter.h"
#include "core/ledger/ledgerexplain.h"
#include "core/ledger/ledgerof.h"
#include "tests/core/desktests.h"
#include "tests/support/gamefixtures.h"
#include "tests/support/messagewords.h"
#include "tests/support/tournamentfixture.h"

using postmark::testing::english;
using namespace postmark::testing::desktests;

using namespace Qt::StringLiterals;
using namespace postmark;
using namespace postmark::desk;

class TestDesk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void loggingAReceivedCard_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<bool>("impossible");
        QTest::addColumn<QString>("penaltyClause");
        QTest::addColumn<QString>("difference");
        QTest::newRow("II.3.7 a card as written is logged whole") << u""_s << false << u""_s << u""_s;
        QTest::newRow("II.3.11 an impossible move: penalty, and a query within 3 days (II.3.12)")
            << u"impossible"_s << true << u"II.4.9"_s << u""_s;
        QTest::newRow("II.3.8 my move repeated wrongly: penalty")
            << u"repetition"_s << false << u"II.4.9, II.3.8"_s << u""_s;
        QTest::newRow("II.3.7 the partner's stated total differs from the cards")
            << u"stated"_s << false << u""_s
            << u"the card gives the partner's total as 9 days; the cards give 6"_s;
    }

    void loggingAReceivedCard()
    {
        QFETCH(QString, change);
        QFETCH(bool, impossible);
        QFETCH(QString, penaltyClause);
        QFETCH(QString, difference);
        ReceivedCard card = w2AsReceived();
        if (change == u"impossible")
            card.move = u"c2-c5"_s;
        if (change == u"repetition")
            card.repetition = u"Кg8-h6"_s;
        if (change == u"stated") {
            card.statedOwnTotal = 9;
            card.statedMyTotal = 5; // right: only the partner's own total is flagged
        }
        const QDate today(2018, 2, 7);
        const CardCheck check = checkReceivedCard(blacksFileBeforeW2(), ledger::Color::Black, card, today);
        QVERIFY2(check.problems.isEmpty(), qPrintable(english(check.problems.value(0))));
        QCOMPARE(check.cardId, u"w2"_s);
        QCOMPARE(check.impossibleMove, impossible);
        QStringList clauses;
        for (const ledger::Explanation& penalty : check.penalties)
            clauses.append(penalty.clause);
        QCOMPARE(clauses.join(u','), penaltyClause);
        QStringList differences;
        for (const ledger::Explanation& each : check.differences)
            differences.append(english(each.what));
        QCOMPARE(differences.join(u'|'), difference);
        // Black's time runs from the receipt of a playable w2 (II.4.4).
        QVERIFY(check.ledger->running);
        if (!impossible) {
            QCOMPARE(check.ledger->running->player, ledger::Color::Black);
            QCOMPARE(check.ledger->running->since, QDate(2018, 2, 6));
        }
        if (impossible) {
            bool queryDue = false;
            for (const ledger::Deadline& deadline : check.ledger->deadlines)
                queryDue |=
                    deadline.kind == ledger::DeadlineKind::QueryMove && deadline.due == QDate(2018, 2, 9);
            QVERIFY(queryDue);
        }
        if (change.isEmpty()) // logged as the file holds it
            QCOMPARE(check.game.cards.last().move,
                testing::exampleGameFile(u"example1_dates.game.json"_s).cards.last().move);
    }

    void theDateOfReceiptTheCardStatesDatesMyCard()
    {
        // II.3.7: the partner's card states when my card arrived; with no postmark of my own, that is its
        // date.
        ledger::GameFile before = blacksFileBeforeW2();
        before.cards[1].received.reset();
        ReceivedCard card = w2AsReceived();
        card.statesReceived = QDate(2018, 1, 28);
        CardCheck check = checkReceivedCard(before, ledger::Color::Black, card, QDate(2018, 2, 7));
        QVERIFY2(check.problems.isEmpty(), qPrintable(english(check.problems.value(0))));
        QCOMPARE(check.game.cards.last().statesReceived, std::optional(QDate(2018, 1, 28)));
        QCOMPARE(check.ledger->cardDates[1].received, std::optional(QDate(2018, 1, 28)));
        QCOMPARE(check.ledger->cardDates[1].receivedRule, ledger::ReceiptRule::RecipientDate);
        // White's thinking time on move 2 runs from that date: 28 January to 2 February.
        bool booked = false;
        for (const ledger::TimeBooking& booking : check.ledger->bookings)
            booked |= booking.player == ledger::Color::White && booking.moveNumber == 2 && booking.days == 5;
        QVERIFY(booked);

        // Where my own evidence says otherwise, the evidence stands and the difference is said.
        card.statesReceived = QDate(2018, 1, 27);
        check = checkReceivedCard(blacksFileBeforeW2(), ledger::Color::Black, card, QDate(2018, 2, 7));
        QCOMPARE(check.ledger->cardDates[1].received, std::optional(QDate(2018, 1, 29)));
        QStringList warnings;
        for (const ledger::Explanation& warning : check.warnings)
            warnings.append(english(warning));
        QVERIFY2(warnings.join(u'|').contains(u"this card says card b1 was received 27 January 2018"_s),
            qPrintable(warnings.join(u'|')));
    }

    void aStatedDateOfReceiptBeforeMyCardWentNamesTheStatingCard()
    {
        // b1 went on 25 January (its receipt); a card saying it arrived on the 20th is wrong where it says
        // so.
        ledger::GameFile before = blacksFileBeforeW2();
        before.cards[1].received.reset();
        ReceivedCard card = w2AsReceived();
        card.statesReceived = QDate(2018, 1, 20);
        const CardCheck check = checkReceivedCard(before, ledger::Color::Black, card, QDate(2018, 2, 7));
        QVERIFY(!check.problems.isEmpty());
        QCOMPARE(check.problems.first().key, u"states_received"_s);
        QVERIFY2(english(check.problems.first())
                     .startsWith(u"Card w2, partner received my card: 20 January 2018"_s),
            qPrintable(english(check.problems.first())));
    }

    void aStatedDateOfReceiptThatCannotBeIsRefusedEvenWhenMyCardHasItsOwn()
    {
        // b1 went on 25 January and its receipt is recorded; the partner's card cannot say the 20th, nor a
        // day after it was itself sent, nor a day after today.
        const ledger::GameFile before = blacksFileBeforeW2();
        QVERIFY(before.cards[1].received);
        for (const QDate& stated : {QDate(2018, 1, 20), QDate(2018, 2, 5), QDate(2018, 2, 9)}) {
            ReceivedCard card = w2AsReceived();
            card.statesReceived = stated;
            const CardCheck check = checkReceivedCard(before, ledger::Color::Black, card, QDate(2018, 2, 8));
            QVERIFY2(!check.problems.isEmpty(), qPrintable(stated.toString(Qt::ISODate)));
            QCOMPARE(check.problems.first().key, u"states_received"_s);
        }
        ReceivedCard card = w2AsReceived();
        card.statesReceived = QDate(2018, 1, 27); // a real date, differing from the file's: a note only
        QVERIFY(checkReceivedCard(before, ledger::Color::Black, card, QDate(2018, 2, 8)).problems.isEmpty());
    }

    void aCardCannotRepeatAMoveOfMineThatWentAfterIt()
    {
        ReceivedCard card = w2AsReceived();
        card.senderDate = QDate(2018, 1, 24); // b1 with Кg8-f6 went on 25 January, by its receipt
        const CardCheck check =
            checkReceivedCard(blacksFileBeforeW2(), ledger::Color::Black, card, QDate(2018, 2, 7));
        QVERIFY(!check.problems.isEmpty());
        const QString said = english(check.problems.first());
        QVERIFY2(said.startsWith(u"Card w2, date written on the card: the card went 24 January 2018"_s),
            qPrintable(said));
        QVERIFY2(said.contains(u"before my card b1 with the move it repeats went 25 January 2018"_s),
            qPrintable(said));
    }

    void everyPostmarkOfACardIsLoggedAndDatesItByII_2_2_4()
    {
        // Two departure postmarks: the earlier dates the sending; two arrival postmarks: the later dates the
        // receipt (II.2.2 ¶4). Each is kept as typed, and the form shows them all to correct the card.
        ReceivedCard card = w2AsReceived();
        card.departurePostmarks = {QDate(2018, 2, 4), QDate(2018, 2, 3)};
        card.arrivalPostmarks = {QDate(2018, 2, 5), QDate(2018, 2, 6)};
        card.received = QDate(2018, 2, 7);
        const CardCheck check =
            checkReceivedCard(blacksFileBeforeW2(), ledger::Color::Black, card, QDate(2018, 2, 7));
        QVERIFY2(check.problems.isEmpty(), qPrintable(english(check.problems.value(0))));
        const ledger::Card& logged = check.game.cards.last();
        QCOMPARE(logged.departurePostmarks, card.departurePostmarks);
        QCOMPARE(logged.arrivalPostmarks, card.arrivalPostmarks);
        QCOMPARE(check.ledger->cardDates.back().sent, std::optional(QDate(2018, 2, 3)));
        QCOMPARE(check.ledger->cardDates.back().received, std::optional(QDate(2018, 2, 6)));
        QCOMPARE(receivedCardOf(logged), card);
        // Corrected with one arrival postmark fewer: the one left dates the receipt.
        ReceivedCard fewer = card;
        fewer.arrivalPostmarks = {QDate(2018, 2, 5)};
        const CardCheck corrected = checkCorrectedCard(
            check.game, ledger::Color::Black, int(check.game.cards.size()) - 1, fewer, QDate(2018, 2, 7));
        QVERIFY2(corrected.problems.isEmpty(), qPrintable(english(corrected.problems.value(0))));
        QCOMPARE(corrected.game.cards.last().arrivalPostmarks, fewer.arrivalPostmarks);
        QCOMPARE(corrected.ledger->cardDates.back().received, std::optional(QDate(2018, 2, 5)));
    }

    void aCardCannotReachMeBeforeMyCardItAnswersWent()
    {
        // The date w2 went is not known, so only its receipt dates it: before b1 went it cannot be.
        ReceivedCard card = w2AsReceived();
        card.senderDate.reset();
        card.departurePostmarks.clear();
        card.arrivalPostmarks.clear();
        card.received = QDate(2018, 1, 5);
        const CardCheck check =
            checkReceivedCard(blacksFileBeforeW2(), ledger::Color::Black, card, QDate(2018, 2, 7));
        QVERIFY(!check.problems.isEmpty());
        QCOMPARE(check.problems.first().key, u"received"_s);
        const QString said = english(check.problems.first());
        QVERIFY2(
            said.startsWith(u"Card w2, received: the card reached me 5 January 2018"_s), qPrintable(said));
        QVERIFY2(said.contains(u"before my card b1 it answers went 25 January 2018"_s), qPrintable(said));
        QVERIFY(!check.ledger);
    }

    void aCardCannotAnswerMyCardBeforeItReachedThePartner()
    {
        // b1 reached White on 30 January (as its receipt is recorded); w2 cannot have gone on the 29th.
        ledger::GameFile before = blacksFileBeforeW2();
        before.cards[1].received = QDate(2018, 1, 30);
        ReceivedCard card = w2AsReceived();
        card.senderDate = QDate(2018, 1, 29);
        card.departurePostmarks.clear();
        const CardCheck check = checkReceivedCard(before, ledger::Color::Black, card, QDate(2018, 2, 7));
        QVERIFY(!check.problems.isEmpty());
        const QString said = english(check.problems.first());
        QVERIFY2(said.startsWith(u"Card w2, date written on the card: the card went 29 January 2018"_s),
            qPrintable(said));
        QVERIFY2(said.contains(u"before my card b1 it answers reached the partner on 30 January 2018"_s),
            qPrintable(said));
    }

    void theCardItsSenderLoggedIsTheOneToTakeIn()
    {
        // Worked example 1 whole: White logged w2 (2.c4) as sent; it has not reached Black yet.
        const ledger::GameFile game = testing::exampleGameFile(u"example1_dates.game.json"_s);
        QCOMPARE(
            cardAwaitingArrival(game, ledger::Color::Black), std::optional<int>(int(game.cards.size()) - 1));
        // Not for its sender, nor once it is received or its arrival postmark is read.
        QCOMPARE(cardAwaitingArrival(game, ledger::Color::White), std::nullopt);
        ledger::GameFile received = game;
        received.cards.last().received = QDate(2018, 2, 6);
        QCOMPARE(cardAwaitingArrival(received, ledger::Color::Black), std::nullopt);
        ledger::GameFile postmarked = game;
        postmarked.cards.last().arrivalPostmarks = {QDate(2018, 2, 5)};
        QCOMPARE(cardAwaitingArrival(postmarked, ledger::Color::Black), std::nullopt);
        // Black's own card last: nothing of the partner's to take in.
        QCOMPARE(cardAwaitingArrival(blacksFileBeforeW2(), ledger::Color::Black), std::nullopt);
    }

    void takingInACardChangesOnlyTheReceiversSide()
    {
        ledger::GameFile game = testing::exampleGameFile(u"example1_dates.game.json"_s);
        const int w2 = int(game.cards.size()) - 1;
        // As its sender logged it, spacing and all: the receiver's form does not tidy the sender's side.
        game.cards[w2].variant = {u"Кb1-c3"_s, u"Кf6xe4"_s};
        const CardCheck check = checkArrivedCard(
            game, ledger::Color::Black, w2, QDate(2018, 2, 6), {QDate(2018, 2, 5)}, false, QDate(2018, 2, 7));
        QVERIFY2(check.problems.isEmpty(), qPrintable(english(check.problems.value(0))));
        QCOMPARE(check.cardId, u"w2"_s);
        QCOMPARE(check.game.cards.size(), game.cards.size());
        ledger::Card expected = game.cards[w2];
        expected.received = QDate(2018, 2, 6);
        expected.arrivalPostmarks = {QDate(2018, 2, 5)};
        QCOMPARE(check.game.cards[w2], expected);
        for (int i = 0; i < w2; ++i)
            QCOMPARE(check.game.cards[i], game.cards[i]);
        // The ledger dates its arrival by the arrival postmark (II.2.2 ¶4): Black's clock runs from then.
        QVERIFY(check.ledger);
        QCOMPARE(check.ledger->cardDates[std::size_t(w2)].received, std::optional(QDate(2018, 2, 5)));
        QVERIFY(check.ledger->running);
        QCOMPARE(check.ledger->running->player, ledger::Color::Black);
        QVERIFY(!check.ledger->running->waitingForPost);
    }

    void aCardCannotBeTakenInBeforeItWent()
    {
        ledger::GameFile game = testing::exampleGameFile(u"example1_dates.game.json"_s);
        const int w2 = int(game.cards.size()) - 1;
        // w2 went on 2 February by its date; it cannot have come on the 1st.
        const CardCheck check =
            checkArrivedCard(game, ledger::Color::Black, w2, QDate(2018, 2, 1), {}, false, QDate(2018, 2, 7));
        QVERIFY(!check.problems.isEmpty());
        QCOMPARE(check.problems.first().key, u"received"_s);
        QVERIFY(!check.ledger);
    }

    void theReceiptIsAddedToMyCardOncePosted()
    {
        // Melnyk wrote b1 on 24 January and posted it registered the next day: the receipt, added
        // afterwards, dates its sending (II.2.2 ¶3); nothing else of the card changes.
        ledger::GameFile game = blacksFileBeforeW2();
        const int b1 = 1;
        QCOMPARE(game.cards[b1].id, u"b1"_s);
        game.cards[b1].registered = false;
        game.cards[b1].receipt.reset();
        game.cards[b1].departurePostmarks.clear();
        PostedCard posted;
        posted.registered = true;
        posted.receiptNumber = u" 0093 "_s;
        posted.receiptDate = QDate(2018, 1, 25);
        posted.departurePostmark = QDate(2018, 1, 25);
        const CardCheck check = checkPostedCard(game, ledger::Color::Black, b1, posted, QDate(2018, 2, 7));
        QVERIFY2(check.problems.isEmpty(), qPrintable(english(check.problems.value(0))));
        ledger::Card expected = game.cards[b1];
        expected.registered = true;
        expected.receipt = ledger::MailReceipt{u"0093"_s, QDate(2018, 1, 25)};
        expected.departurePostmarks = {QDate(2018, 1, 25)};
        QCOMPARE(check.game.cards[b1], expected);
        QCOMPARE(check.ledger->cardDates[std::size_t(b1)].sentRule, ledger::SendRule::Receipt);
        QCOMPARE(check.ledger->cardDates[std::size_t(b1)].sent, std::optional(QDate(2018, 1, 25)));
        QCOMPARE(postedCardOf(check.game.cards[b1]).receiptNumber, u"0093"_s);
    }

    void theDateWrittenIsAddedToMyCardImportedWithoutIt_II_2_2_5()
    {
        // A game imported from its moves alone: b1 has no date of any kind. Melnyk's records say he wrote
        // it on 24 January; with no postmark legible and no receipt, that date dates its sending (II.2.2 ¶5).
        ledger::GameFile game = testing::withoutDates(blacksFileBeforeW2(), {u"w1"_s});
        const int b1 = 1;
        PostedCard posted = postedCardOf(game.cards[b1]);
        QCOMPARE(posted.senderDate, std::nullopt);
        posted.senderDate = QDate(2018, 1, 24);
        const CardCheck check = checkPostedCard(game, ledger::Color::Black, b1, posted, QDate(2018, 2, 7));
        QVERIFY2(check.problems.isEmpty(), qPrintable(english(check.problems.value(0))));
        QCOMPARE(check.game.cards[b1].senderDate, QDate(2018, 1, 24));
        QCOMPARE(check.ledger->cardDates[std::size_t(b1)].sentRule, ledger::SendRule::SenderDate);
        QCOMPARE(check.ledger->cardDates[std::size_t(b1)].sent, std::optional(QDate(2018, 1, 24)));
        // A date written after today is refused naming the field; the game is left as it was.
        posted.senderDate = QDate(2018, 2, 8);
        const CardCheck tomorrow = checkPostedCard(game, ledger::Color::Black, b1, posted, QDate(2018, 2, 7));
        QCOMPARE(tomorrow.problems.value(0).key, u"sender_date"_s);
        QVERIFY(!tomorrow.ledger);
        // … and one before w1 reached Melnyk (20 January, its arrival postmark) is refused as a posting
        // before the card it answers came (rules §1).
        posted.senderDate = QDate(2018, 1, 19);
        const CardCheck early = checkPostedCard(game, ledger::Color::Black, b1, posted, QDate(2018, 2, 7));
        QCOMPARE(early.problems.value(0).key, u"sender_date"_s);
        // A date written stays what it is: the sender wrote it, and the posting does not change it.
        const ledger::GameFile dated = blacksFileBeforeW2();
        PostedCard other = postedCardOf(dated.cards[b1]);
        other.senderDate = QDate(2018, 1, 22);
        const CardCheck kept = checkPostedCard(dated, ledger::Color::Black, b1, other, QDate(2018, 2, 7));
        QCOMPARE(kept.game.cards[b1].senderDate, dated.cards[b1].senderDate);
    }

    void aRepeatIsRecordedAsPostedAndTheJudgeIsNext_II_5_1()
    {
        // No reply to b1 (posted 25 January by its receipt): Melnyk repeats it on 11 February, registered.
        // The repeat is a card of its own naming b1; once it is posted, the next step is no longer a repeat
        // but telling the judge, 16 days after the repeat went (II.5.1).
        const ledger::GameFile game = blacksFileBeforeW2();
        const QDate asOf(2018, 2, 12);
        const Result<ledger::GameFile> repeated = withRepeatToPost(game, ledger::Color::Black);
        QVERIFY(repeated);
        const ledger::Card& repeat = repeated->cards.last();
        QCOMPARE(repeat.id, u"b1r"_s);
        QCOMPARE(repeat.kind, ledger::CardKind::Repeat);
        QCOMPARE(repeat.repeats, u"b1"_s);
        QVERIFY(repeat.registered);
        QVERIFY(!repeat.senderDate); // the posting form takes the date written
        const int index = int(repeated->cards.size()) - 1;
        PostedCard posted = postedCardOf(repeat);
        posted.senderDate = QDate(2018, 2, 11);
        posted.receiptNumber = u"0140"_s;
        posted.receiptDate = QDate(2018, 2, 11);
        const CardCheck check = checkPostedCard(*repeated, ledger::Color::Black, index, posted, asOf);
        QVERIFY2(check.problems.isEmpty(), qPrintable(english(check.problems.value(0))));
        QCOMPARE(check.game.cards.size(), game.cards.size() + 1);
        const auto blacks = [](const ledger::Ledger& ledger, ledger::DeadlineKind kind) {
            for (const ledger::Deadline& deadline : ledger.deadlines) {
                if (deadline.player == ledger::Color::Black && deadline.kind == kind)
                    return std::optional(deadline.due);
            }
            return std::optional<QDate>();
        };
        QCOMPARE(blacks(*ledger::ledgerOf(game, asOf).ledger, ledger::DeadlineKind::RepeatMove),
            std::optional(QDate(2018, 2, 10)));
        QCOMPARE(blacks(*check.ledger, ledger::DeadlineKind::RepeatMove), std::nullopt);
        QCOMPARE(blacks(*check.ledger, ledger::DeadlineKind::NotifyJudge), std::optional(QDate(2018, 2, 27)));

        // The repeat's date is the one the player gave it: his to mend, unlike a date his partner wrote.
        PostedCard mended = postedCardOf(check.game.cards.last());
        mended.senderDate = QDate(2018, 2, 10);
        mended.receiptDate = QDate(2018, 2, 10);
        const CardCheck remade = checkPostedCard(check.game, ledger::Color::Black, index, mended, asOf);
        QVERIFY2(remade.problems.isEmpty(), qPrintable(english(remade.problems.value(0))));
        QCOMPARE(remade.game.cards.last().senderDate, std::optional(QDate(2018, 2, 10)));
        QCOMPARE(
            blacks(*remade.ledger, ledger::DeadlineKind::NotifyJudge), std::optional(QDate(2018, 2, 26)));

        // A repeat dated before the card it repeats went is refused naming the field, the game as it was.
        PostedCard early = postedCardOf(check.game.cards.last());
        early.senderDate = QDate(2018, 1, 24);
        early.registered = false;
        early.receiptNumber.clear();
        early.receiptDate.reset();
        const CardCheck before = checkPostedCard(check.game, ledger::Color::Black, index, early, asOf);
        QCOMPARE(before.problems.size(), 1);
        QCOMPARE(before.problems.first().key, u"sender_date"_s);
        QCOMPARE(before.problems.first().what.code, MessageCode::RepeatPostedBeforeItsCard);
        QVERIFY2(english(before.problems.first())
                     .startsWith(u"Card b1r, date written on the card: the repeat went"_s),
            qPrintable(english(before.problems.first())));
        QVERIFY(!before.ledger);

        // Repeated once, the card is not repeated again: the judge is told.
        const Result<ledger::GameFile> again = withRepeatToPost(check.game, ledger::Color::Black);
        QVERIFY(!again);
        QCOMPARE(again.error().detail, say(MessageCode::RepeatedAlready, CardRef{u"b1"_s}));
        // Nothing to repeat on the partner's card, nor in a finished game.
        QCOMPARE(
            withRepeatToPost(game, ledger::Color::White).error().detail, say(MessageCode::NothingToRepeat));
        ledger::GameFile finished = game;
        finished.result = ledger::GameResult{u"1/2-1/2"_s, ledger::ResultHow::DrawAgreed, QDate(2018, 2, 1)};
        QCOMPARE(
            withRepeatToPost(finished, ledger::Color::Black).error().detail, say(MessageCode::GameFinished));
    }

    void aPostingThatCannotBeIsRefusedNamingTheField_data()
    {
        QTest::addColumn<QString>("number");
        QTest::addColumn<QDate>("receiptDate");
        QTest::addColumn<QString>("field");
        QTest::newRow("II.2.2 a receipt without its date") << u"0093"_s << QDate() << u"receipt"_s;
        QTest::newRow("rules §1 a receipt dated after today")
            << u"0093"_s << QDate(2018, 2, 8) << u"receipt"_s;
        // b1 reached White on 29 January: it cannot have been posted on the 30th.
        QTest::newRow("rules §1 posted after it arrived") << u"0093"_s << QDate(2018, 1, 30) << u"received"_s;
        // b1 answers w1, which reached Melnyk on 20 January by its arrival postmark: b1 cannot have gone on
        // the 19th.
        QTest::newRow("II.3.7 posted before the card it answers arrived")
            << u"0093"_s << QDate(2018, 1, 19) << u"receipt"_s;
    }

    void aPostingThatCannotBeIsRefusedNamingTheField()
    {
        QFETCH(QString, number);
        QFETCH(QDate, receiptDate);
        QFETCH(QString, field);
        const ledger::GameFile game = blacksFileBeforeW2();
        PostedCard posted = postedCardOf(game.cards[1]);
        posted.registered = true;
        posted.receiptNumber = number;
        posted.receiptDate = receiptDate.isValid() ? std::optional(receiptDate) : std::nullopt;
        posted.departurePostmark.reset();
        const CardCheck check = checkPostedCard(game, ledger::Color::Black, 1, posted, QDate(2018, 2, 7));
        QVERIFY(!check.problems.isEmpty());
        QCOMPARE(check.problems.first().key, field);
        QVERIFY(!check.ledger);
    }

    void aCardThatCannotBeLoggedNamesTheField_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("problem");
        QTest::newRow("§1 received before it was sent")
            << u"early"_s
            << u"Card w2, received: 30 January 2018 is before the sending date 2 February 2018 (date written on the card)"_s;
        QTest::newRow("§1 received in the future")
            << u"future"_s << u"Card w2, received: 1 March 2018 is after today (7 February 2018)"_s;
        QTest::newRow("II.5.1 a registered receipt without its date")
            << u"receipt"_s
            << u"Card w2, registered-mail receipt: a registered-mail receipt needs both its number and its date"_s;
        QTest::newRow("§1 no date of receipt") << u"undated"_s << u"Card w2, received: not filled in"_s;
    }

    void aCardThatCannotBeLoggedNamesTheField()
    {
        QFETCH(QString, change);
        QFETCH(QString, problem);
        ReceivedCard card = w2AsReceived();
        if (change == u"early")
            card.received = QDate(2018, 1, 30);
        if (change == u"future")
            card.received = QDate(2018, 3, 1);
        if (change == u"receipt") {
            card.registered = true;
            card.receiptNumber = u"0101"_s;
        }
        if (change == u"undated")
            card.received = QDate();
        const CardCheck check =
            checkReceivedCard(blacksFileBeforeW2(), ledger::Color::Black, card, QDate(2018, 2, 7));
        QVERIFY(!check.problems.isEmpty());
        QVERIFY2(
            english(check.problems.first()).startsWith(problem), qPrintable(english(check.problems.first())));
    }
};

QTEST_GUILESS_MAIN(TestDesk)
#include "tst_desk.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
#include <numeric>

#include <QtTest>

#include "core/ledger/gamefilereader.h"
#include "core/ledger/gamefilewriter.h"
#include "core/ledger/ledgerof.h"
#include "tests/support/messagewords.h"
#include "tests/support/randomgame.h"

using namespace postmark;
using namespace postmark::ledger;
using namespace postmark::testing;
using namespace Qt::StringLiterals;

/// Properties that must hold for every game, checked on legal random games with random evidence.
class TestLedgerProperties : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void generatedGamesAreValid();
    void totalsAreBookedDaysPlusPenalties();
    void grantingLeaveNeverRaisesThatPlayersTotal();
    void sendingLaterNeverLowersTheSendersTotal();
    void gameFileRoundTripIsLossless();

private:
    static constexpr quint32 Games = 300;
    static Ledger ledgerOf(const GameFile& game)
    {
        LedgerResult result = postmark::ledger::ledgerOf(game, *game.asOf);
        if (!result.ledger) {
            QStringList lines;
            for (const InputProblem& problem : result.problems)
                lines.append(english(problem));
            qFatal("generated game refused: %s", qPrintable(lines.join(u'\n')));
        }
        return std::move(*result.ledger);
    }
};

void TestLedgerProperties::generatedGamesAreValid()
{
    // The generator itself must make what it promises: legal moves, correct repetitions, possible dates.
    for (quint32 seed = 1; seed <= Games; ++seed) {
        const Ledger ledger = ledgerOf(randomGame(seed));
        for (const PenaltyEntry& penalty : ledger.penalties) {
            QVERIFY2(penalty.category == PenaltyCategory::RegisteredRequired,
                qPrintable(u"seed %1: unexpected %2"_s.arg(seed).arg(penaltyCategoryName(penalty.category))));
        }
    }
}

void TestLedgerProperties::totalsAreBookedDaysPlusPenalties()
{
    for (quint32 seed = 1; seed <= Games; ++seed) {
        const Ledger ledger = ledgerOf(randomGame(seed));
        for (Color player : {Color::White, Color::Black}) {
            int booked = 0;
            for (const TimeBooking& booking : ledger.bookings)
                booked += booking.player == player ? booking.days : 0;
            int penalties = 0;
            for (const PenaltyEntry& penalty : ledger.penalties)
                penalties += penalty.player == player ? penalty.days : 0;
            int rows = 0;
            int lastTotal = 0;
            for (const MoveRow& row : ledger.rows) {
                if (row.player != player)
                    continue;
                rows += row.days + row.penalty;
                QCOMPARE(row.total, lastTotal + row.days + row.penalty);
                lastTotal = row.total;
            }
            QCOMPARE(ledger.total(player), booked + penalties);
            QCOMPARE(ledger.total(player), rows);
        }
    }
}

void TestLedgerProperties::grantingLeaveNeverRaisesThatPlayersTotal()
{
    QRandomGenerator random(20181);
    for (quint32 seed = 1; seed <= Games; ++seed) {
        GameFile game =
            randomGame(seed, {.cards = 40, .variedEvidence = true, .leaves = false, .variedNotation = true});
        const Ledger before = ledgerOf(game);
        const Color player = random.bounded(2) ? Color::White : Color::Black;
        Leave leave;
        leave.player = player;
        leave.from = game.event.start.addDays(random.bounded(1, 200));
        leave.to = leave.from.addDays(random.bounded(0, 20));
        leave.noticeSent = leave.from.addDays(-1);
        game.leaves.append(leave);
        const Ledger after = ledgerOf(game);
        QVERIFY2(after.total(player) <= before.total(player),
            qPrintable(u"seed %1: %2 → %3"_s.arg(seed).arg(before.total(player)).arg(after.total(player))));
    }
}

void TestLedgerProperties::sendingLaterNeverLowersTheSendersTotal()
{
    QRandomGenerator random(20182);
    for (quint32 seed = 1; seed <= Games; ++seed) {
        GameFile game = randomGame(seed, {.cards = 40});
        const Ledger before = ledgerOf(game);
        const int index = int(random.bounded(quint32(game.cards.size())));
        Card& card = game.cards[index];
        const CardDates& dates = before.cardDates[std::size_t(index)];
        // Later by up to the days the card had in transit, so that it is still received after it was sent.
        const int slack = dates.received ? int(dates.sent->daysTo(*dates.received)) : 3;
        const int shift = int(random.bounded(quint32(slack + 1)));
        switch (dates.sentRule) {
        case SendRule::Receipt:
            card.receipt->date = card.receipt->date.addDays(shift);
            break;
        case SendRule::DeparturePostmark:
            for (QDate& postmark : card.departurePostmarks)
                postmark = postmark.addDays(shift);
            break;
        default:
            card.senderDate = card.senderDate->addDays(shift);
            break;
        }
        const Ledger after = ledgerOf(game);
        QVERIFY2(after.total(card.from) >= before.total(card.from),
            qPrintable(u"seed %1 card %2 +%3: %4 → %5"_s.arg(seed)
                           .arg(card.id)
                           .arg(shift)
                           .arg(before.total(card.from))
                           .arg(after.total(card.from))));
    }
}

void TestLedgerProperties::gameFileRoundTripIsLossless()
{
    for (quint32 seed = 1; seed <= Games; ++seed) {
        GameFile game = randomGame(seed);
        game.event.overrides = QJsonObject{{u"days_per_control"_s, 45}};
        game.adjustments.append(
            Adjustment{Color::Black, -5, u"waived by the judge"_s, game.cards.first().id});
        game.result = GameResult{u"1/2-1/2"_s, ResultHow::DrawAgreed, game.asOf};
        game.claim = Claim{Color::White, *game.asOf, MailReceipt{u"0042"_s, *game.asOf}, u"e2-e4"_s};
        const GameFileReading reading = readGameFile(writeGameFile(game));
        QVERIFY2(reading.game, qPrintable(u"seed %1"_s.arg(seed)));
        QVERIFY2(*reading.game == game, qPrintable(u"seed %1"_s.arg(seed)));
    }
}

QTEST_GUILESS_MAIN(TestLedgerProperties)
#include "tst_ledgerproperties.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
#include <numeric>

#include <QtTest>

#include "core/ledger/gamefilereader.h"
#include "core/ledger/gamefilewriter.h"
#include "core/ledger/ledgerexplain.h"
#include "core/ledger/ledgerof.h"
#include "tests/support/gamefixtures.h"
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
    void everyExplanationNamesCardsAsCards();

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
namespace {

/// The first argument of `message`, at any depth, that is a card's id written as plain text (a card the
/// reader's language does not name: «b1» in a Ukrainian sentence), as "code: id"; empty when none.
QString cardIdAsText(const Message& message, const QStringList& cardIds)
{
    for (const MessageArg& arg : message.args) {
        if (const auto* text = std::get_if<QString>(&arg); text && cardIds.contains(*text))
            return messageCodeName(message.code) + u": "_s + *text;
        if (const auto* nested = std::get_if<std::shared_ptr<const Message>>(&arg); nested && *nested) {
            if (const QString found = cardIdAsText(**nested, cardIds); !found.isEmpty())
                return found;
        }
    }
    return QString();
}

} // namespace

void TestLedgerProperties::everyExplanationNamesCardsAsCards()
{
    // A card named in a sentence is a CardRef, put into the reader's language where it is shown: the Time
    // tab said «листівка, на яку це відповідь, b1» where every other place said «Ч1» (helper-60). Every
    // explanation the ledger gives, of random games with and without the partners' stated receipts and of
    // the worked examples.
    QList<GameFile> games = {testing::exampleGameFile(u"example1_dates.game.json"_s),
        testing::exampleGameFile(u"example2_variant_penalty.game.json"_s),
        testing::exampleGameFile(u"example3_leave.game.json"_s)};
    for (quint32 seed = 1; seed <= 60; ++seed) {
        GameFile game = randomGame(seed, {.cards = 30});
        games.append(game);
        // Black's copy: the day each of his cards reached White is known only when White's card states it,
        // and none does: White's moves stay open.
        for (Card& card : game.cards) {
            card.statesReceived.reset();
            if (card.from == Color::Black) {
                card.received.reset();
                card.arrivalPostmarks.clear();
            }
        }
        games.append(game);
    }
    for (const GameFile& game : std::as_const(games)) {
        const LedgerResult result = postmark::ledger::ledgerOf(game, *game.asOf);
        QVERIFY(result.ledger);
        const Ledger& ledger = *result.ledger;
        QStringList ids;
        for (const Card& card : game.cards)
            ids.append(card.id);
        QList<Explanation> said = ledger.warnings;
        for (const TimeBooking& booking : ledger.bookings)
            said.append(explainBooking(game, ledger, booking));
        for (const PenaltyEntry& penalty : ledger.penalties)
            said.append(explainPenalty(game, ledger, penalty));
        for (const Deadline& deadline : ledger.deadlines)
            said.append(explainDeadline(game, ledger, deadline));
        for (const MoveRow& row : ledger.rows)
            said.append(explainMoveRow(game, ledger, row));
        for (int card = 0; card < game.cards.size(); ++card) {
            said.append(explainCardWarnings(game, ledger, card));
            said.append(explainSent(game.cards[card], ledger.cardDates[std::size_t(card)]));
            said.append(explainReceived(game.cards[card], ledger.cardDates[std::size_t(card)]));
        }
        for (Color player : {Color::White, Color::Black})
            said.append(explainStart(game, ledger, player));
        for (const Explanation& explanation : std::as_const(said)) {
            const QString found = cardIdAsText(explanation.what, ids);
            QVERIFY2(found.isEmpty(), qPrintable(game.white.name + u": "_s + found));
        }
    }
}

#include "tst_ledgerproperties.moc"

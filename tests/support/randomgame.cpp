// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/randomgame.h"

#include <QRandomGenerator>

#include "core/chess/notation.h"

using namespace Qt::StringLiterals;

namespace postmark::testing {

ledger::GameFile randomGame(quint32 seed, const RandomGameOptions& options)
{
    QRandomGenerator random(seed);
    const auto chance = [&random](int percent) {
        return int(random.bounded(100)) < percent;
    };
    const auto between = [&random](int low, int high) {
        return low + int(random.bounded(high - low + 1));
    };

    ledger::GameFile game;
    game.event.name = u"Random %1"_s.arg(seed);
    game.event.index = u"R/%1"_s.arg(seed);
    game.event.start = QDate(2018, 1, 1).addDays(between(0, 365));
    game.event.end = game.event.start.addYears(2);
    game.white.name = u"White %1"_s.arg(seed);
    game.black.name = u"Black %1"_s.arg(seed);
    if (options.variedNotation) {
        static constexpr chess::Notation Notations[] = {
            chess::Notation::Ukrainian, chess::Notation::San, chess::Notation::Lan, chess::Notation::Iccf};
        game.notation = Notations[random.bounded(4)];
    }

    chess::Position position = chess::Position::initial();
    QString partnerLast;
    QDate cursor = game.event.start;
    for (int index = 0; index < options.cards; ++index) {
        const chess::MoveList moves = position.legalMoves();
        if (moves.empty())
            break;
        const chess::Move move = moves[random.bounded(quint32(moves.size()))];
        ledger::Card card;
        const chess::Color player = position.sideToMove();
        card.from = player;
        card.id =
            (player == chess::Color::White ? u"w"_s : u"b"_s) + QString::number(position.fullmoveNumber());
        card.move = chess::writeMove(position, move, game.notation);
        if (!partnerLast.isEmpty())
            card.repetition = {partnerLast};

        const QDate sent = cursor.addDays(between(0, 6));
        const int evidence = options.variedEvidence ? between(0, 9) : 9;
        if (evidence == 0) {
            card.registered = true;
            card.receipt = ledger::MailReceipt{u"%1"_s.arg(between(1000, 9999)), sent};
            card.senderDate = sent.addDays(-between(0, 1));
            card.departurePostmarks = {sent.addDays(between(0, 1))};
        } else if (evidence <= 3) {
            card.senderDate = sent.addDays(-between(0, 2));
            card.departurePostmarks = {sent};
            if (chance(20))
                card.departurePostmarks.append(sent.addDays(1));
        } else {
            card.senderDate = sent;
        }
        const QDate received = sent.addDays(between(1, 8));
        const bool last = index + 1 == options.cards;
        if (!last || chance(50)) {
            if (options.variedEvidence && chance(30)) {
                card.arrivalPostmarks = {received};
                card.received = received.addDays(between(0, 2));
            } else {
                card.received = received;
            }
        }
        if (options.variedEvidence && chance(15)) { // the totals the card states (II.3.7), when noted
            card.statedWhiteTotal = between(0, 60);
            card.statedBlackTotal = between(0, 60);
        }
        partnerLast = chess::writeMove(position, move, game.notation);
        position.play(move);
        // The next card answers the latest date this one carries (the recipient's date may follow the
        // postmark).
        cursor = std::max(received, card.received.value_or(received));
        game.cards.append(card);
    }

    if (options.leaves) {
        for (chess::Color player : {chess::Color::White, chess::Color::Black}) {
            if (!chance(40))
                continue;
            ledger::Leave leave;
            leave.player = player;
            leave.from =
                game.event.start.addDays(between(5, std::max(6, int(game.event.start.daysTo(cursor)))));
            leave.to = leave.from.addDays(between(0, 30));
            leave.noticeSent = leave.from.addDays(-between(-3, 10));
            game.leaves.append(leave);
        }
    }
    game.asOf = cursor.addDays(between(0, 5));
    return game;
}

} // namespace postmark::testing

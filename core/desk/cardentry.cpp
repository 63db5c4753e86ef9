// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/desk/cardentry.h"

#include <QRegularExpression>

#include "core/ledger/ledgerexplain.h"
#include "core/ledger/ledgerof.h"

using namespace Qt::StringLiterals;

namespace postmark::desk {

namespace {

ledger::Color partnerOf(ledger::Color me)
{
    return me == ledger::Color::White ? ledger::Color::Black : ledger::Color::White;
}

/// The partner's total after their last move on the cards, and mine after my last: what a card states.
int totalAfterLastMove(const ledger::Ledger& ledger, ledger::Color player)
{
    int total = 0;
    for (const ledger::MoveRow& row : ledger.rows) {
        if (row.player == player)
            total = row.total;
    }
    return total;
}

} // namespace

QStringList splitPlies(const QString& text)
{
    static const QRegularExpression separators(u"[\\s,;]+"_s);
    return text.split(separators, Qt::SkipEmptyParts);
}

QString nextCardId(const ledger::GameFile& game, ledger::Color from)
{
    const QChar prefix = from == ledger::Color::White ? u'w' : u'b';
    int number = 1;
    for (const ledger::Card& card : game.cards) {
        if (card.from == from && card.kind == ledger::CardKind::Move)
            ++number;
    }
    QString id = prefix + QString::number(number);
    while (game.card(id))
        id = prefix + QString::number(++number);
    return id;
}

CardCheck checkReceivedCard(
    const ledger::GameFile& game, ledger::Color me, const ReceivedCard& card, const QDate& asOf)
{
    CardCheck check;
    const ledger::Color partner = partnerOf(me);
    check.cardId = nextCardId(game, partner);
    const Message where = say(MessageCode::WhereCard, CardRef{check.cardId});

    if (!card.received.isValid())
        check.problems.append({where, u"received"_s, say(MessageCode::KeyMissing)});
    else if (card.received > asOf)
        check.problems.append({where, u"received"_s, say(MessageCode::DateAfterToday, card.received, asOf)});
    if (card.registered && card.receiptNumber.trimmed().isEmpty() != !card.receiptDate.has_value())
        check.problems.append({where, u"receipt"_s, say(MessageCode::ReceiptNeedsNumberAndDate)});
    if (!check.problems.isEmpty())
        return check;

    ledger::Card logged;
    logged.id = check.cardId;
    logged.from = partner;
    if (!card.move.trimmed().isEmpty())
        logged.move = card.move.trimmed();
    logged.repetition = splitPlies(card.repetition);
    logged.accepts = card.accepts;
    logged.variant = splitPlies(card.variant);
    logged.senderDate = card.senderDate;
    logged.departurePostmarks = card.departurePostmarks;
    logged.arrivalPostmarks = card.arrivalPostmarks;
    logged.registered = card.registered;
    if (card.registered && card.receiptDate)
        logged.receipt = ledger::MailReceipt{card.receiptNumber.trimmed(), *card.receiptDate};
    logged.received = card.received;
    logged.statesReceived = card.statesReceived;
    (partner == ledger::Color::White ? logged.statedWhiteTotal : logged.statedBlackTotal) =
        card.statedOwnTotal;
    (partner == ledger::Color::White ? logged.statedBlackTotal : logged.statedWhiteTotal) =
        card.statedMyTotal;
    logged.illegible = card.illegible;

    check.game = game;
    check.game.cards.append(logged);
    if (check.game.asOf && *check.game.asOf < asOf)
        check.game.asOf = asOf;
    ledger::LedgerResult computed = ledger::ledgerOf(check.game, asOf);
    if (!computed.ledger) {
        check.problems = computed.problems;
        return check;
    }
    check.ledger = std::move(computed.ledger);
    const ledger::Ledger& ledger = *check.ledger;
    const int index = static_cast<int>(check.game.cards.size()) - 1;

    // Chronology: a card cannot repeat a move of mine that went after it did (II.3.8 repeats a move the
    // partner has received).
    const std::optional<QDate>& sent = ledger.cardDates[std::size_t(index)].sent;
    if (sent && !logged.repetition.isEmpty()) {
        for (int j = index - 1; j >= 0; --j) {
            const ledger::Card& mine = check.game.cards[j];
            if (mine.from != me || mine.kind != ledger::CardKind::Move)
                continue;
            const std::optional<QDate>& mineSent = ledger.cardDates[std::size_t(j)].sent;
            if (mineSent && *sent < *mineSent)
                check.problems.append({where,
                    ledger::sentEvidenceKey(ledger.cardDates[std::size_t(index)].sentRule),
                    say(MessageCode::RepeatsMyMoveBeforeItWent,
                        *sent,
                        say(MessageCode::FieldKey,
                            ledger::sentEvidenceKey(ledger.cardDates[std::size_t(index)].sentRule)),
                        CardRef{mine.id},
                        *mineSent)});
            break;
        }
        if (!check.problems.isEmpty()) {
            check.ledger.reset();
            return check;
        }
    }
    // Nor can the partner answer my move before it reached him, or his answer reach me before my move went.
    const ledger::CardDates& dates = ledger.cardDates[std::size_t(index)];
    for (int j = index - 1; j >= 0 && logged.kind == ledger::CardKind::Move; --j) {
        const ledger::Card& mine = check.game.cards[j];
        if (mine.from != me || mine.kind != ledger::CardKind::Move)
            continue;
        const ledger::CardDates& mineDates = ledger.cardDates[std::size_t(j)];
        const QString sentKey = ledger::sentEvidenceKey(dates.sentRule);
        const QString receivedKey = dates.receivedRule == ledger::ReceiptRule::ArrivalPostmark
            ? u"arrival_postmarks"_s
            : u"received"_s;
        if (dates.sent && mineDates.received && *dates.sent < *mineDates.received)
            check.problems.append({where,
                sentKey,
                say(MessageCode::AnsweredBeforeMyCardArrived,
                    *dates.sent,
                    say(MessageCode::FieldKey, sentKey),
                    CardRef{mine.id},
                    *mineDates.received)});
        else if (dates.received && mineDates.sent && *dates.received < *mineDates.sent)
            check.problems.append({where,
                receivedKey,
                say(MessageCode::ReceivedBeforeMyCardWent,
                    *dates.received,
                    say(MessageCode::FieldKey, receivedKey),
                    mine.id,
                    *mineDates.sent)});
        if (!check.problems.isEmpty()) {
            check.ledger.reset();
            return check;
        }
        break;
    }

    for (const ledger::PenaltyEntry& penalty : ledger.penalties) {
        if (penalty.card != index)
            continue;
        if (penalty.category == ledger::PenaltyCategory::WrongRepetition)
            check.repetitionPenalty = int(check.penalties.size());
        check.penalties.append(ledger::explainPenalty(check.game, ledger, penalty));
        if (penalty.category == ledger::PenaltyCategory::ImpossibleOrIllegible && !card.illegible)
            check.impossibleMove = true;
    }
    check.warnings = ledger::explainCardWarnings(check.game, ledger, index);

    // A card states both totals (II.3.7); a difference is worth raising with the partner or the judge.
    const auto compare = [&](const std::optional<int>& stated, ledger::Color player, MessageCode what) {
        if (!stated)
            return;
        const int computedTotal = totalAfterLastMove(ledger, player);
        if (*stated != computedTotal)
            check.differences.append({u"II.3.7"_s, say(what, *stated, computedTotal)});
    };
    compare(card.statedOwnTotal, partner, MessageCode::StatedPartnerTotalDiffers);
    compare(card.statedMyTotal, me, MessageCode::StatedMyTotalDiffers);
    return check;
}

bool computeLedgerInto(CardCheck& check, const QDate& asOf)
{
    ledger::LedgerResult computed = ledger::ledgerOf(check.game, asOf);
    if (!computed.ledger) {
        check.problems = computed.problems;
        check.ledger.reset();
        return false;
    }
    check.ledger = std::move(computed.ledger);
    return true;
}

ReceivedCard receivedCardOf(const ledger::Card& card)
{
    ReceivedCard received;
    received.move = card.move.value_or(QString());
    received.repetition = card.repetition.join(u' ');
    received.accepts = card.accepts;
    received.variant = card.variant.join(u' ');
    received.senderDate = card.senderDate;
    received.departurePostmarks = card.departurePostmarks;
    received.arrivalPostmarks = card.arrivalPostmarks;
    received.registered = card.registered;
    if (card.receipt) {
        received.receiptNumber = card.receipt->number;
        received.receiptDate = card.receipt->date;
    }
    received.received = card.received.value_or(QDate());
    received.illegible = card.illegible;
    received.statesReceived = card.statesReceived;
    // The card is the partner's: its sender's own total, then mine.
    received.statedOwnTotal =
        card.from == ledger::Color::White ? card.statedWhiteTotal : card.statedBlackTotal;
    received.statedMyTotal =
        card.from == ledger::Color::White ? card.statedBlackTotal : card.statedWhiteTotal;
    return received;
}

CardCheck checkCorrectedCard(
    const ledger::GameFile& game, ledger::Color me, int index, const ReceivedCard& card, const QDate& asOf)
{
    ledger::GameFile before = game;
    before.cards = game.cards.mid(0, index);
    CardCheck check = checkReceivedCard(before, me, card, asOf);
    if (!check.problems.isEmpty())
        return check;
    ledger::Card corrected = check.game.cards.last();
    const ledger::Card& original = game.cards[index];
    corrected.id = original.id;
    // What the form does not show stays as it was.
    corrected.repliesTo = original.repliesTo;
    corrected.addressError = original.addressError;
    check.cardId = original.id;
    check.game = game;
    check.game.cards[index] = corrected;
    computeLedgerInto(check, asOf);
    return check;
}

std::optional<int> cardAwaitingArrival(const ledger::GameFile& game, ledger::Color me)
{
    if (game.cards.isEmpty())
        return std::nullopt;
    const int last = int(game.cards.size()) - 1;
    const ledger::Card& card = game.cards[last];
    if (card.from == me || card.kind != ledger::CardKind::Move || card.received
        || !card.arrivalPostmarks.isEmpty())
        return std::nullopt;
    return last;
}

bool sendersSideLogged(const ledger::Card& card)
{
    return card.senderDate || !card.departurePostmarks.isEmpty() || card.receipt;
}

bool receiptNotEntered(const ledger::GameFile& game, const ledger::Ledger& ledger, ledger::Color me)
{
    if (!ledger.running || ledger.running->player != me || !ledger.running->waitingForPost)
        return false;
    const int answered = ledger.running->answering;
    return answered >= 0 && answered < game.cards.size() && !sendersSideLogged(game.cards[answered]);
}

CardCheck checkArrivedCard(const ledger::GameFile& game,
    ledger::Color me,
    int index,
    const QDate& received,
    const ledger::Postmarks& arrivalPostmarks,
    bool illegible,
    const QDate& asOf)
{
    const ledger::Card& logged = game.cards[index];
    ReceivedCard shown = receivedCardOf(logged);
    shown.received = received;
    shown.arrivalPostmarks = arrivalPostmarks;
    shown.illegible = illegible;
    CardCheck check = checkCorrectedCard(game, me, index, shown, asOf);
    if (!check.problems.isEmpty())
        return check;
    // The card as its sender logged it, with the receiver's side only: whatever the form's reading of the
    // card would tidy (the spacing of a variant, say) is the sender's to change, not the receiver's.
    ledger::Card arrived = logged;
    arrived.received = received;
    arrived.arrivalPostmarks = arrivalPostmarks;
    arrived.illegible = illegible;
    if (check.game.cards[index] != arrived) {
        check.game.cards[index] = arrived;
        computeLedgerInto(check, asOf);
    }
    return check;
}

} // namespace postmark::desk

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/desk/replycard.h"

#include "core/chess/notation.h"
#include "core/desk/cardentry.h"
#include "core/ledger/cardmove.h"
#include "core/ledger/ledgerof.h"
#include "core/rules/clauses.h"

using namespace Qt::StringLiterals;

namespace postmark::desk {

namespace {

/// The partner's last move card, or nullptr.
const ledger::Card* lastMoveCard(const ledger::GameFile& game, ledger::Color partner)
{
    for (auto it = game.cards.crbegin(); it != game.cards.crend(); ++it) {
        if (it->from == partner && it->kind == ledger::CardKind::Move)
            return &*it;
    }
    return nullptr;
}

/// The partner's card that came last, by the latest date it bears of its coming (the day I received it, an
/// arrival postmark), and that date; nullptr when none has one.
std::pair<const ledger::Card*, QDate> lastCardCame(const ledger::GameFile& game, ledger::Color partner)
{
    std::pair<const ledger::Card*, QDate> latest{nullptr, {}};
    for (const ledger::Card& card : game.cards) {
        if (card.from != partner)
            continue;
        QList<QDate> came(card.arrivalPostmarks.begin(), card.arrivalPostmarks.end());
        if (card.received)
            came.append(*card.received);
        for (const QDate& date : came) {
            if (date.isValid() && (!latest.first || date > latest.second))
                latest = {&card, date};
        }
    }
    return latest;
}

} // namespace

ReplyCheck composeReply(
    const ledger::GameFile& game, ledger::Color me, const ReplyDraft& draft, const QDate& asOf)
{
    ReplyCheck check;
    check.cardId = nextCardId(game, me);
    const Message where = say(MessageCode::WhereCard, CardRef{check.cardId});
    // A reply dated before the partner's card came is said on the reply's date: computed as of that day, the
    // partner's card read "its arrival postmark is after the day counted", and helper-34 went to mend it.
    const ledger::Color partner = me == ledger::Color::White ? ledger::Color::Black : ledger::Color::White;
    if (const auto [came, on] = lastCardCame(game, partner);
        came && draft.sendDate.isValid() && draft.sendDate <= asOf && draft.sendDate < on) {
        check.problems.append({where,
            u"sender_date"_s,
            say(MessageCode::ReplyBeforeCardCame, draft.sendDate, CardRef{came->id}, on)});
        return check;
    }
    // The reply's days count to the date it goes (II.4.12 counts "this reply" too).
    const QDate sending = draft.sendDate.isValid() && draft.sendDate <= asOf ? draft.sendDate : asOf;
    const ledger::LedgerResult before = ledger::ledgerOf(game, sending);
    if (!before.ledger) {
        check.problems = before.problems;
        return check;
    }
    const ledger::Ledger& now = *before.ledger;
    if (now.finished) {
        check.problems.append({where, u"move"_s, say(MessageCode::GameFinished)});
        return check;
    }
    if (now.suspended) {
        check.problems.append({where, u"move"_s, say(MessageCode::GameSuspendedByClaim)});
        return check;
    }
    if (now.toMove != me) {
        check.problems.append({where, u"move"_s, say(MessageCode::PartnersMove)});
        return check;
    }
    // By post the reply in time trouble goes registered (II.4.12); by e-mail it goes with a copy to the
    // judge instead (III.4.10), which is no field of the card. Known before the move is: the form says it as
    // it opens (helper-51 learnt of it only once he had typed a move).
    if (now.running && now.running->player == me && now.running->mustRegister) {
        check.mustRegister = true;
        check.registerWhy = {rules::clause(now.rules, rules::Rule::TimeTrouble),
            say(MessageCode::ReplyGoesRegistered, now.running->daysLeftInControl)};
    }
    // Typed in any of the four notations, read as a card is read; written on the card in the game's own.
    const ledger::ReadMove parsed = ledger::readCardMove(now.position, draft.move.trimmed(), game.notation);
    if (!parsed.move) {
        check.problems.append(
            {where, u"move"_s, say(MessageCode::MoveNotPossible, draft.move.trimmed(), parsed.error.detail)});
        return check;
    }
    check.moveAsWritten = chess::writeMove(now.position, *parsed.move, game.notation, false);
    if (!draft.sendDate.isValid()) {
        check.problems.append({where, u"sender_date"_s, say(MessageCode::SenderDateMissing)});
        return check;
    }
    if (draft.sendDate > asOf) {
        check.problems.append(
            {where, u"sender_date"_s, say(MessageCode::DateAfterToday, draft.sendDate, asOf)});
        return check;
    }
    if (check.mustRegister && !draft.registered) {
        check.problems.append({where, u"registered"_s, check.registerWhy.what});
        return check;
    }

    ledger::Card reply;
    reply.id = check.cardId;
    reply.from = me;
    reply.move = check.moveAsWritten;
    if (const ledger::Card* last = lastMoveCard(game, partner)) {
        if (last->move)
            check.repetition.append(*last->move);
        for (int i = 0; i < draft.accepts && i < last->variant.size(); ++i)
            check.repetition.append(last->variant[i]);
    }
    reply.repetition = check.repetition;
    reply.accepts = draft.accepts;
    reply.variant = splitPlies(draft.variant);
    reply.senderDate = draft.sendDate;
    reply.registered = draft.registered;
    if (draft.registered && draft.receiptDate)
        reply.receipt = ledger::MailReceipt{draft.receiptNumber.trimmed(), *draft.receiptDate};
    check.game = game;
    check.game.cards.append(reply);
    ledger::LedgerResult after = ledger::ledgerOf(check.game, sending);
    if (!after.ledger) {
        check.problems = after.problems;
        return check;
    }
    check.ledger = std::move(after.ledger);
    // The variant I propose is played out from the board after my move: a ply that cannot be made there is
    // refused, naming it (helper-70 recorded «Сb3-h8», and the card printed it).
    // Written, as my move is, in the game's notation whatever notation it was typed in.
    chess::Position line = check.ledger->position;
    QStringList written;
    for (const QString& ply : std::as_const(reply.variant)) {
        const ledger::ReadMove read = ledger::readCardMove(line, ply, game.notation);
        if (!read.move) {
            check.problems.append(
                {where, u"variant"_s, say(MessageCode::MoveNotPossible, ply, read.error.detail)});
            check.ledger.reset();
            return check;
        }
        written.append(chess::writeMove(line, *read.move, game.notation, false));
        line.play(*read.move);
    }
    check.game.cards.last().variant = written;
    return check;
}

} // namespace postmark::desk

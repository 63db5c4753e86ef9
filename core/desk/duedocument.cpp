// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/desk/duedocument.h"

#include <algorithm>

#include "core/documents/documents.h"

namespace postmark::desk {

using ledger::DeadlineKind;

GameDocument dueDocument(const ledger::GameFile& game, const ledger::Ledger& ledger, ledger::Color me)
{
    if (game.result)
        return GameDocument::Record;
    // My claim is with the judge (the game is suspended, II.6.6); the partner's asks for my objection.
    if (game.claim)
        return game.claim->by == me ? GameDocument::None : GameDocument::Objection;
    // A document is owed once the step is mine to take now: a query at once (II.3.12), a claim while it
    // is possible (II.6.3), the adjudication packet once the event has ended (II.9.5), a repeat once the
    // reply is overdue (II.5.1).
    const auto owed = [&](DeadlineKind kind, bool onlyOnceDue) {
        return std::any_of(
            ledger.deadlines.begin(), ledger.deadlines.end(), [&](const ledger::Deadline& deadline) {
                return deadline.kind == kind && deadline.player == me
                    && (!onlyOnceDue || (deadline.due && *deadline.due <= ledger.asOf));
            });
    };
    const bool eventEnded = game.event.end && *game.event.end < ledger.asOf;
    if (owed(DeadlineKind::QueryMove, false))
        return GameDocument::Query;
    if (owed(DeadlineKind::Claim, false))
        return GameDocument::Claim;
    if (eventEnded && owed(DeadlineKind::Adjudication, false))
        return GameDocument::Adjudication;
    if (owed(DeadlineKind::RepeatMove, true))
        return GameDocument::Repeat;
    // The reply I have just composed: my move card, the game's last, dated today or later. One sent before
    // is in the post already.
    const int last = int(game.cards.size()) - 1;
    const bool replyToPost = last >= 0 && game.cards[last].from == me
        && game.cards[last].kind == ledger::CardKind::Move && ledger.cardDates[std::size_t(last)].sent
        && *ledger.cardDates[std::size_t(last)].sent >= ledger.asOf;
    return replyToPost ? GameDocument::Postcard : GameDocument::None;
}

namespace {

Error notApplicable(MessageCode why)
{
    return Error{ErrorCode::DocumentNotApplicable, say(why)};
}

} // namespace

int lastCardOf(
    const ledger::GameFile& game, ledger::Color from, std::initializer_list<ledger::CardKind> kinds)
{
    for (int index = int(game.cards.size()) - 1; index >= 0; --index) {
        const ledger::Card& card = game.cards[index];
        if (card.from == from && std::find(kinds.begin(), kinds.end(), card.kind) != kinds.end())
            return index;
    }
    return -1;
}

Result<documents::Document> gameDocument(GameDocument kind,
    const ledger::GameFile& game,
    const ledger::Ledger& ledger,
    ledger::Color me,
    documents::Language language)
{
    using ledger::CardKind;
    const ledger::Color partner = chess::opposite(me);
    const int myMoveCard = lastCardOf(game, me, {CardKind::Move});
    switch (kind) {
    case GameDocument::Postcard:
        if (myMoveCard < 0)
            return notApplicable(MessageCode::NoMoveCardSentYet);
        return documents::moveCard(game, ledger, myMoveCard, language);
    case GameDocument::Repeat:
        // A repeat is of my card that the partner has not answered (II.5.1).
        if (game.result)
            return notApplicable(MessageCode::GameFinished);
        if (myMoveCard < 0 || game.cards.last().from != me)
            return notApplicable(MessageCode::NothingToRepeat);
        // My query unanswered since my last move card: the query is what goes again.
        if (const int myQuery = lastCardOf(game, me, {CardKind::Query}); myQuery > myMoveCard)
            return documents::repeatCard(game, ledger, myQuery, language);
        return documents::repeatCard(game, ledger, myMoveCard, language);
    case GameDocument::Record:
        return documents::gameRecord(game, ledger, language);
    case GameDocument::Claim:
        if (ledger.overstep && ledger.overstep->player == me)
            return notApplicable(MessageCode::OverstepIsMine);
        return documents::claimPacket(game, ledger, language);
    case GameDocument::Adjudication:
        return documents::adjudicationPacket(game, ledger, language, me);
    case GameDocument::Query:
        return documents::queryCard(game, ledger, lastCardOf(game, partner, {CardKind::Move}), language);
    case GameDocument::Objection:
        if (game.claim && game.claim->by == me)
            return notApplicable(MessageCode::ClaimIsMine);
        return documents::objection(game, ledger, language);
    case GameDocument::Envelope: {
        const int myCard = lastCardOf(game, me, {CardKind::Move, CardKind::Repeat, CardKind::Query});
        if (myCard < 0)
            return notApplicable(MessageCode::NoCardSentYet);
        return documents::envelope(game, myCard, language);
    }
    case GameDocument::Leave:
        for (int index = int(game.leaves.size()) - 1; index >= 0; --index) {
            if (game.leaves[index].player == me)
                return documents::leaveNotice(game, index, language);
        }
        return notApplicable(MessageCode::NoLeaveAnnounced);
    case GameDocument::None:
        break;
    }
    return notApplicable(MessageCode::NothingDue);
}

} // namespace postmark::desk

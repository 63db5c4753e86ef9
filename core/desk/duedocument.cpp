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
    if (game.claim)
        return game.claim->by == me ? GameDocument::Claim : GameDocument::Objection;
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
    const bool movedAlready = std::any_of(game.cards.begin(),
        game.cards.end(),
        [&](const ledger::Card& card) { return card.kind == ledger::CardKind::Move && card.from == me; });
    return movedAlready ? GameDocument::Postcard : GameDocument::None;
}

Result<documents::Document> gameDocument(GameDocument kind,
    const ledger::GameFile& game,
    const ledger::Ledger& ledger,
    documents::Language language)
{
    int lastMoveCard = -1;
    for (int index = 0; index < game.cards.size(); ++index) {
        if (game.cards[index].kind == ledger::CardKind::Move)
            lastMoveCard = index;
    }
    switch (kind) {
    case GameDocument::Postcard:
        return documents::moveCard(game, ledger, lastMoveCard, language);
    case GameDocument::Repeat:
        return documents::repeatCard(game, ledger, lastMoveCard, language);
    case GameDocument::Record:
        return documents::gameRecord(game, ledger, language);
    case GameDocument::Claim:
        return documents::claimPacket(game, ledger, language);
    case GameDocument::Adjudication:
        return documents::adjudicationPacket(game, ledger, language);
    case GameDocument::Query:
        return documents::queryCard(game, ledger, lastMoveCard, language);
    case GameDocument::Objection:
        return documents::objection(game, ledger, language);
    case GameDocument::Envelope:
        return documents::envelope(game, int(game.cards.size()) - 1, language);
    case GameDocument::Leave:
        return documents::leaveNotice(game, 0, language);
    case GameDocument::None:
        break;
    }
    return Error{ErrorCode::DocumentNotApplicable, QStringLiteral("nothing is due in this game")};
}

} // namespace postmark::desk

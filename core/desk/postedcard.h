// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QString>

#include "core/desk/cardentry.h"
#include "core/support/result.h"

namespace postmark::desk {

/// What the post office gave the sender of a card once it was posted: the registered-mail receipt (its
/// number and date, the send date of II.2.2 ¶3) and the departure postmark when it was stamped in front of
/// them. Known only after the card was written, so added to it afterwards.
struct PostedCard
{
    bool registered = false;
    QString receiptNumber;
    std::optional<QDate> receiptDate;
    std::optional<QDate> departurePostmark;
    /// The date written on the card: taken only for a card that has none (a game imported from its moves
    /// alone, its sender's record the one place the date is), never changing a date written — but a repeat's,
    /// which the player gave it when recording it.
    std::optional<QDate> senderDate;

    bool operator==(const PostedCard&) const = default;
};

/// My card as the posting form shows it.
PostedCard postedCardOf(const ledger::Card& card);

/// The game with my move card or repeat at `index` (the caller's to be sure it is mine) posted as `posted`,
/// and nothing else of it changed: the move and the date written on it stay, a card with no date written
/// taking the one given (on a federation's server the sender may add the receipt and the postmark to a card
/// the receiver logged, the date written not: the server refuses it, naming who logged the card). The ledger
/// is computed again as of `asOf`; a date that cannot be (a receipt dated tomorrow, before the card was
/// written, after it arrived) comes back as a problem naming the field, and the game is left as it was.
CardCheck checkPostedCard(
    const ledger::GameFile& game, ledger::Color me, int index, const PostedCard& posted, const QDate& asOf);

/// The game with a repeat of my last card added, to be posted (II.5.1: no reply came): a card of kind repeat
/// naming the card it repeats, registered, with no date written yet (the posting form takes it with the
/// receipt, checkPostedCard()). Refused, saying why, when the game is finished, when my last card has been
/// answered, or when it is repeated already (the next step is the judge's).
Result<ledger::GameFile> withRepeatToPost(const ledger::GameFile& game, ledger::Color me);

/// The game with my query added, to be posted (II.3.12: the partner's move received was impossible or
/// illegible, and he is asked for another): a card of kind query about that move (named after it: b5q), for
/// the reason the ledger found, with no date written yet (the posting form takes it with the postmark,
/// checkPostedCard()). Once it is kept, the ledger counts the partner's replacement from its arrival and no
/// longer asks for a query. Refused, saying why, when the game is finished or no query of mine is due as of
/// `asOf` (none asked for, or the move queried already).
Result<ledger::GameFile> withQueryToPost(const ledger::GameFile& game, ledger::Color me, const QDate& asOf);

} // namespace postmark::desk

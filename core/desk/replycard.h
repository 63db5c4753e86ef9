// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QString>

#include "core/ledger/explanation.h"
#include "core/ledger/gamefile.h"
#include "core/ledger/inputproblem.h"
#include "core/ledger/ledger.h"

namespace postmark::desk {

/// My reply as I compose it.
struct ReplyDraft
{
    QString move; ///< in any notation; written on the card in the game's notation
    QString variant; ///< my proposed continuation: the partner's ply, mine, … (optional)
    int accepts = 0; ///< plies of the partner's proposed variant I accept (even)
    QDate sendDate; ///< the date written on the card
    bool registered = false;
    QString receiptNumber; ///< once sent registered
    std::optional<QDate> receiptDate;
};

/// The reply card as it would go, and what the rules require of it.
struct ReplyCheck
{
    ledger::InputProblems problems; ///< the reply cannot go: each names the field
    ledger::GameFile game; ///< with the reply appended
    std::optional<ledger::Ledger> ledger;
    QString cardId;
    QString moveAsWritten; ///< the move in the game's notation
    QStringList
        repetition; ///< the partner's last move (and the accepted variant plies), as the card repeats it
    bool mustRegister = false; ///< time trouble: the reply goes registered (II.4.12)
    ledger::Explanation registerWhy;
};

/// Composes my reply to the game as of `asOf`: the move must be legal and mine to make, the card
/// repeats the partner's last move as they wrote it (II.3.7, II.3.8), and in time trouble it must go
/// registered (II.4.12): a draft that is not registered then is refused, naming the field.
ReplyCheck composeReply(
    const ledger::GameFile& game, ledger::Color me, const ReplyDraft& draft, const QDate& asOf);

} // namespace postmark::desk

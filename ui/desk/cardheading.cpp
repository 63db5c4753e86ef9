// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/cardheading.h"

#include "ui/text/ledgerwords.h"
#include "ui/text/messagetext.h"

namespace postmark::ui {

QString CardHeading::text(const ledger::GameFile& game, ledger::Color partner, const QString& cardId)
{
    return tr("%1 — %2 (%3): card %4")
        .arg(game.event.name,
            game.player(partner).name,
            text::colorText(partner, text::interfaceLanguage()),
            text::cardName(cardId));
}

} // namespace postmark::ui

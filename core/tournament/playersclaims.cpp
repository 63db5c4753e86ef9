// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/playersclaims.h"

#include "core/tournament/eventgames.h"

namespace postmark::tournament {

JudgeRegisters claimsKnownFromGames(const Tournament& event, const QList<ledger::GameFile>& games)
{
    JudgeRegisters known;
    for (const ledger::GameFile& game : games) {
        if (!game.claim || game.result)
            continue;
        for (int index = 0; index < event.games.size(); ++index) {
            const TournamentGame& pairing = event.games[index];
            if (!isGameFileOf(event, pairing, game) || pairing.result)
                continue;
            JudgeClaim claim;
            claim.game = index;
            claim.claimant = game.claim->by == ledger::Color::White ? pairing.white : pairing.black;
            claim.sent = game.claim->sent;
            claim.noticeReceived = game.claim->noticeReceived;
            claim.evidence = game;
            claim.evidence.claim.reset();
            known.claims.append(claim);
            break;
        }
    }
    return known;
}

} // namespace postmark::tournament

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>

#include "core/documents/document.h"
#include "core/ledger/gamefile.h"
#include "core/tournament/judgeregisters.h"

namespace postmark::documents {

/// The judge's registers as they stand on a date, each for the file or for the federation (A4 landscape):
/// the forfeit claims (what the recomputed cards show, the objection window, the decision, the appeal), the
/// adjudications (the games to adjudicate, each player's packet, the stage and the result), and the leave
/// register (each player's days on leave a calendar year across the game files, against the cap).
Document claimsRegister(const tournament::Tournament& event,
    const tournament::JudgeRegisters& registers,
    const QDate& asOf,
    Language language);
Document adjudicationRegister(const tournament::Tournament& event,
    const tournament::JudgeRegisters& registers,
    const QDate& asOf,
    Language language);
Document leaveRegister(const tournament::Tournament& event,
    const QList<ledger::GameFile>& gameFiles,
    const QDate& asOf,
    Language language);

} // namespace postmark::documents

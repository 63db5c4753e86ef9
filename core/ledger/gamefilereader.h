// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QByteArray>

#include "core/ledger/gamefile.h"
#include "core/ledger/inputproblem.h"

namespace postmark::ledger {

struct GameFileReading
{
    std::optional<GameFile> game; ///< set when `problems` is empty
    InputProblems problems;
};

/// Reads a game file (UTF-8 JSON, format 1) strictly: an unknown key, a malformed date, a missing
/// required key, an odd `accepts`, a reference to a card that does not exist — each is a problem
/// naming the card and the key. Checks that need the board or the ledger (moves, date order) are the
/// ledger's (computeLedger).
GameFileReading readGameFile(const QByteArray& json);

} // namespace postmark::ledger

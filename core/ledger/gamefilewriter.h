// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include "core/ledger/gamefile.h"

namespace postmark::ledger {

/// Writes a game file (format 1) that readGameFile() reads back to an equal GameFile.
QByteArray writeGameFile(const GameFile& game);

} // namespace postmark::ledger

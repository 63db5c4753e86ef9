// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonObject>

#include "core/ledger/gamefile.h"

namespace postmark::ledger {

/// Writes a game file (format 1) that readGameFile() reads back to an equal GameFile: the bytes
/// QJsonDocument(gameFileObject(game)).toJson(Indented) would be, written without building the object.
/// The archive fingerprints an imported game by them (SHA-256), so they never change for a game.
QByteArray writeGameFile(const GameFile& game);

/// The game file as a JSON object.
QJsonObject gameFileObject(const GameFile& game);

} // namespace postmark::ledger

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QList>
#include <QString>
#include <QStringList>

#include "core//ledger/gamefile.h"
#include "core/chess/notation.h"
#include "core/desk/playernames.h"
#include "core/support/progress.h"
#include "core/tournament/tournament.h"

namespace postmark::desk {

/// Games read from one file for the archive, each with where it came from.
struct ImportedGame
{
    QString source; ///< the file, and the game number within a PGN or the pairing of a start list
    ledger::GameFile game;
};

struct ImportReading
{
    QList<ImportedGame> games;
    QList<Message> problems; ///< one each, naming the file and the place in it
    /// What was repaired in a game that is imported (a comment left open, a missing result): the importer
    /// is told, as validate-pgn tells it, so that no game is stored cut short without a word.
    QList<Message> warnings;
    bool cancelled = false; ///< the reading was stopped by its Progress: nothing of it is to be imported
};

/// Whether the file named `name` is read as PGN (by its extension): its games name no rule set.
bool isPgnFile(const QString& name);

/// Reads a game file (JSON), a PGN file, or a judge's start list (a tournament file): a start list gives
/// `me` a new game for each of my pairings, with the event, the partner's address and my colour (II.4.5,
/// II.4.6); an empty `me` refuses a start list. `name` is the file's name, which also tells PGN by its
/// ending.
/// A PGN game's moves are written in `pgnNotation` (the player's: the import of the window takes the one of
/// the settings).
ImportReading readGamesForImport(const QString& name,
    const QByteArray& bytes,
    const PlayerNames& me,
    chess::Notation pgnNotation = chess::Notation::San);

/// The same, read from an open file: a PGN file is read game by game, never whole into memory; a JSON file
/// is read up to its limit (limits::MaxJsonFileBytes), and a larger one refused.
/// `progress` is told the bytes read of the file's size as a PGN file is read; when it asks to stop, the
/// reading ends with `cancelled` set.
ImportReading readGamesForImport(const QString& name,
    QIODevice& file,
    const PlayerNames& me,
    const Progress& progress = {},
    chess::Notation pgnNotation = chess::Notation::San);

/// My games in the event as new game files, one per pairing I play in; empty when I play in none.
QList<ImportedGame> gamesFromStartList(const tournament::Tournament& event, const PlayerNames& me);

} // namespace postmark::desk

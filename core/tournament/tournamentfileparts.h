// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>

#include "core/ledger/inputproblem.h"
#include "core/ledger/jsonobjectreader.h"
#include "core/tournament/tournament.h"

/// The parts of a tournament file read and written alike in a team event file, whose every board is a
/// tournament.
namespace postmark::tournament::detail {

/// The players of a list; an id used twice is a problem naming the player's place in the list.
QList<Player> readPlayers(const QJsonArray& array, ledger::InputProblems& problems);
/// The games of `event` (its players and cycles known); `numbers` gives each game's place in the file
/// when it is not its place in `array` (a team event lists every board's games together).
QList<TournamentGame> readGames(const QJsonArray& array,
    const Tournament& event,
    ledger::InputProblems& problems,
    const QList<qsizetype>& numbers = {});
QList<Withdrawal> readWithdrawals(const QJsonArray& array,
    const Tournament& event,
    ledger::InputProblems& problems,
    const QList<qsizetype>& numbers = {});

/// The file's top object; its problems (too large, not JSON, not an object) otherwise.
std::optional<QJsonObject> fileObject(const QByteArray& json, ledger::InputProblems& problems);

/// What every event file opens with: its format and version, name, index, dates, rules and overrides.
struct EventHeading
{
    QString name;
    QString index;
    QDate start;
    QDate end;
    QString rules;
    QJsonObject overrides;
};
/// Reads the heading, checking the format's name, the version, the dates' order, the rule set and its
/// overrides; `defaultRules` when the file names none.
EventHeading readEventHeading(
    ledger::JsonObjectReader& reader, const QString& format, const QString& defaultRules);

/// A player, a game and a withdrawal as a tournament file writes them.
QJsonObject playerObject(const Player& player);
QJsonObject gameObject(const TournamentGame& game);
QJsonObject withdrawalObject(const Withdrawal& withdrawal);

} // namespace postmark::tournament::detail

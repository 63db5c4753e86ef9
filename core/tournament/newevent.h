// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QList>
#include <QMap>
#include <QString>

#include "core/ledger/inputproblem.h"
#include "core/tournament/tournament.h"

namespace postmark::tournament {

/// What the chief judge enters to open an event: its particulars and the players in starting-number
/// order (the order of the draw).
struct NewEventForm
{
    QString name;
    QString index;
    QDate start;
    QDate end;
    QString rules = QStringLiteral("fzshu-postal");
    int cycles = 1; ///< 2: each pair plays two games, one with each colour
    /// The event's regulation as entered, by the rules model's parameter names: a whole number, or "off"
    /// to switch an optional rule off; blank keeps the rule set's value
    QMap<QString, QString> regulation;
    QList<TieBreak> tiebreaks;
    QList<Player> players; ///< ids are given by the starting number
};

struct NewEvent
{
    ledger::InputProblems problems; ///< each names the event's field or the player by starting number
    Tournament event;
};

/// Players pasted from a spreadsheet or typed as a list: one a line, the cells separated by tabs (or by
/// semicolons when a line has no tab) — name, then the full postal address, then the rating. Blank lines
/// are skipped; a rating that is not a whole number is a problem naming the line.
struct PlayerList
{
    QList<Player> players;
    ledger::InputProblems problems;
};
PlayerList playersFromText(const QString& text);

/// The most players the Berger tables pair (FIDE Handbook C.05, Annex 1).
constexpr int MaxRoundRobinPlayers = 20;

/// A new single round robin: players p1..pN by starting number, every game paired with colours from the
/// Berger tables, none begun. Refused, naming the field, without a name, a start, an end after it, a
/// known rule set, a regulation the rules model takes, 2 to 20 players, each player's name, or with two
/// players of the same name (game files are matched to pairings by the players' names) or a negative rating.
NewEvent newEvent(const NewEventForm& form);

} // namespace postmark::tournament

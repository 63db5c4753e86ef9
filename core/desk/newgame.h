// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QDate>
#include <QString>

#include "core/chess/notation.h"
#include "core/desk/gameevent.h"
#include "core/ledger/gamefile.h"
#include "core/ledger/inputproblem.h"

namespace postmark::desk {

/// What a player knows when a game begins: the event, the partner and the colours.
struct NewGameForm
{
    EventForm event; ///< the control period as agreed, when it is not the rule set's (a friendly game's)
    QString me;
    QString myAddress;
    QString partner;
    QString partnerAddress;
    ledger::Color myColour = ledger::Color::White;
    chess::Notation notation = chess::Notation::Ukrainian;
};

struct NewGame
{
    ledger::InputProblems problems; ///< each names the field
    ledger::GameFile game;
};

/// A game with no card yet; refused, naming the field, without an event, a start date, two different
/// players, an end after the start, a known rule set, or a control period within its range.
NewGame newGame(const NewGameForm& form);

} // namespace postmark::desk

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include "core/support/message.h"

namespace postmark::ledger {

/// Why a file cannot be used, naming where (a card, a section) and the key, so that the user can find
/// and mend it: card b3, key "received": ReceivedBeforeSent(2017-04-02, 2017-04-05). The key stays as
/// the file writes it (programs read it); the window names the field in the user's language.
struct InputProblem
{
    Message where; ///< WhereCard("b3"), WhereEvent, WhereLeave(2), WhereFile
    QString key; ///< the key at fault, as written in the file
    Message what;

    bool operator==(const InputProblem&) const = default;
};

using InputProblems = QList<InputProblem>;

/// The problem as one message: where, the field named in the reader's language, and what is wrong.
inline Message problemMessage(const InputProblem& problem)
{
    // A problem of the file as a whole (not JSON, too large) has no key to name.
    if (problem.key.isEmpty())
        return say(MessageCode::ProblemAtPlace, problem.where, problem.what);
    return say(MessageCode::ProblemAt, problem.where, say(MessageCode::FieldKey, problem.key), problem.what);
}

} // namespace postmark::ledger

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace postmark::ledger {

/// Why a game file cannot be used, naming where (a card id or a section) and the key, so that the
/// user can find and mend it: "card b3: received: 2017-04-02 is before sent 2017-04-05".
struct InputProblem
{
    QString where; ///< "card b3", "event", "white", "leave 2", "file"
    QString key; ///< the key at fault, as written in the file
    QString text;

    QString line() const { return where + QStringLiteral(": ") + key + QStringLiteral(": ") + text; }
    bool operator==(const InputProblem&) const = default;
};

using InputProblems = QList<InputProblem>;

} // namespace postmark::ledger

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace postmark::ledger {

/// Why a figure is what it is: the clause applied and the evidence, in words a judge can check by hand.
struct Explanation
{
    QString clause; ///< "II.2.2 ¶3", "II.4.8"
    QString text; ///< "sent 2018-01-25 by the registered-mail receipt 0093 (beats …)"

    bool operator==(const Explanation&) const = default;
};

} // namespace postmark::ledger

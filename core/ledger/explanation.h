// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "core/support/message.h"

namespace postmark::ledger {

/// Why a figure is what it is: the clause applied and the evidence, for a judge to check by hand. The
/// words are the reader's: `what` is a message put into the user's language where it is shown.
struct Explanation
{
    QString clause; ///< "II.2.2 ¶3", "II.4.8"
    Message what; ///< e.g. SentByReceipt(2018-01-25, "0093")

    bool operator==(const Explanation&) const = default;
};

} // namespace postmark::ledger

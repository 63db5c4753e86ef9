// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/support/messagecode.h"

namespace postmark::text {

/// The English words of a message, with %1, %2 … for its arguments in order; `counted`: a numerus form
/// whose first number is %n (and is not repeated as %1).
struct MessageTemplate
{
    const char* source = nullptr;
    bool counted = false;
};

/// Null `source` for the codes the renderer puts together itself (joins, field names, none).
MessageTemplate messageTemplate(MessageCode code);

} // namespace postmark::text

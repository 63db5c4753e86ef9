// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "core/support/inputlimits.h"

namespace postmark {

/// A wrong value as a message repeats it: whole when short, else its first limits::MaxEchoedChars
/// characters and "…". A message names what is wrong; it need not carry ten megabytes of it.
inline QString echoed(QStringView text)
{
    if (text.size() <= limits::MaxEchoedChars)
        return text.toString();
    return text.first(limits::MaxEchoedChars).toString() + u'\u2026';
}

} // namespace postmark

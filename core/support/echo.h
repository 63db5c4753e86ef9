// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>

#include <QString>

#include "core/support/inputlimits.h"

namespace postmark {

/// A wrong value as a message repeats it: whole when short, else its first limits::MaxEchoedChars
/// characters and "…". A message names what is wrong; it need not carry ten megabytes of it.
inline QString echoed(QStringView text)
{
    QString shown = text.first(std::min(text.size(), limits::MaxEchoedChars)).toString();
    // A control character (a NUL, an escape sequence) is shown as a mark, never sent to the terminal.
    for (QChar& c : shown) {
        if (c.category() == QChar::Other_Control)
            c = QChar(0xFFFD);
    }
    return text.size() <= limits::MaxEchoedChars ? shown : shown + u'\u2026';
}

} // namespace postmark

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace postmark {

/// `text` in lower case, each Cyrillic letter that is written as a Latin one (а, в, е, к, м, н, о, р, с, т,
/// у, х, і) read as that Latin letter: what a user typed on either keyboard compares equal («С29» typed on
/// a Ukrainian keyboard is the index's «C29»). For matching what a user typed against a name or an index,
/// never for storing or showing it.
QString foldedLookAlikes(const QString& text);

} // namespace postmark

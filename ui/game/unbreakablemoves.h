// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace postmark::ui {

/// Moves as written (one move, or a line of them with their numbers), for a text that wraps its lines: the
/// hyphens non-breaking ones (U+2011, drawn alike) and the space after a move's number a non-breaking one,
/// so that a line breaks between moves, never inside one (walks read "e2-" at a line's end, "e4" below, in
/// the analysis and in the proposed variant beside the board).
inline QString unbreakableMoves(QString written)
{
    return written.replace(u'-', QChar(0x2011)).replace(QStringLiteral(". "), QStringLiteral(".\u00A0"));
}

} // namespace postmark::ui

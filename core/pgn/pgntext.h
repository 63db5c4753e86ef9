// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QByteArray>
#include <QDate>
#include <QString>

namespace postmark::pgn {

/// Decodes PGN text as UTF-8, or as Latin-1 when it is not valid UTF-8 (and then sets `notUtf8`).
QString decodePgnText(const QByteArray& bytes, bool& notUtf8);

/// Removes a `[%ccsnt YYYY.MM.DD]` command (the postal send date) from a comment and returns its date.
/// A malformed command is left in the comment untouched, like any command Postmark does not know.
std::optional<QDate> takeSendDate(QString& comment);

/// The comment command for a send date: `[%ccsnt 2017.03.03]`.
QString sendDateCommand(const QDate& date);

} // namespace postmark::pgn

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QByteArray>
#include <QDate>
#include <QString>

namespace postmark::pgn {

/// How a text that is not valid UTF-8 was read (bits, gathered over a game's texts).
enum PgnTextReading : unsigned
{
    ReadAsUtf8 = 0, ///< valid UTF-8 (or ASCII)
    ReadAsUtf8Repaired = 1, ///< UTF-8 with a stray byte, each such byte read as U+FFFD
    ReadAsWindows1251 = 2, ///< Cyrillic in Windows-1251, the older Ukrainian files' encoding
    ReadAsLatin1 = 4, ///< anything else
};

/// Decodes PGN text: UTF-8 as the standard says; a UTF-8 text with a stray byte as UTF-8 still (the
/// byte as U+FFFD); a text whose letters are mostly bytes of Windows-1251's Cyrillic as Windows-1251;
/// else Latin-1. How it was read is added to `reading` (nothing for valid UTF-8).
QString decodePgnText(const QByteArray& bytes, unsigned& reading);

/// Removes a `[%ccsnt YYYY.MM.DD]` command (the postal send date) from a comment and returns its date.
/// A malformed command is left in the comment untouched, like any command Postmark does not know.
std::optional<QDate> takeSendDate(QString& comment);

/// The comment command for a send date: `[%ccsnt 2017.03.03]`.
QString sendDateCommand(const QDate& date);

} // namespace postmark::pgn

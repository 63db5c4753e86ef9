// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace postmark {

/// The words joined by single spaces into lines of at most `width` characters (a word longer than that
/// stands alone on its line), as PGN's export format wraps movetext and a terminal's help is wrapped.
inline QString wrapWords(const QStringList& words, qsizetype width)
{
    QString text;
    qsizetype lineLength = 0;
    for (const QString& word : words) {
        if (lineLength > 0 && lineLength + 1 + word.size() > width) {
            text += u'\n';
            lineLength = 0;
        } else if (lineLength > 0) {
            text += u' ';
            ++lineLength;
        }
        text += word;
        lineLength += word.size();
    }
    return text;
}

} // namespace postmark

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace postmark::testing {

/// The window in Ukrainian, as a Ukrainian player's program starts it: Postmark's catalogue installed, the
/// dates and numbers written the Ukrainian way. `translator` lives as long as the words are wanted.
inline bool speakUkrainian(QTranslator& translator)
{
    if (!translator.load(QStringLiteral(":/i18n/postmark_uk")))
        return false;
    QCoreApplication::installTranslator(&translator);
    QLocale::setDefault(QLocale(QLocale::Ukrainian));
    return true;
}

} // namespace postmark::testing

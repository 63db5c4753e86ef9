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

/// Ukrainian for the lifetime of the object, within a test that speaks English otherwise: the catalogue
/// installed and the locale Ukrainian, both put back as they were when it goes.
class SpeakingUkrainian
{
public:
    SpeakingUkrainian() { m_loaded = speakUkrainian(m_translator); }
    ~SpeakingUkrainian()
    {
        QCoreApplication::removeTranslator(&m_translator);
        QLocale::setDefault(m_before);
    }
    SpeakingUkrainian(const SpeakingUkrainian&) = delete;
    SpeakingUkrainian& operator=(const SpeakingUkrainian&) = delete;
    bool loaded() const { return m_loaded; }

private:
    QLocale m_before;
    QTranslator m_translator;
    bool m_loaded = false;
};

} // namespace postmark::testing

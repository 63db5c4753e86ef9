// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/documents/document.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace postmark::documents {

QString Document::plainText() const
{
    QStringList lines;
    for (const Page& page : pages) {
        for (const Block& block : page.blocks) {
            if (!block.label.isEmpty() && !block.text.isEmpty())
                lines.append(block.label + u": "_s + block.text);
            else if (!block.label.isEmpty() || !block.text.isEmpty())
                lines.append(block.label + block.text);
            if (block.kind != Block::Kind::Timeline) {
                for (const QStringList& row : block.rows)
                    lines.append(row.join(u" | "_s));
            }
        }
        lines.append(u"\f"_s);
    }
    return lines.join(u'\n');
}

QString documentDate(const QDate& date, Language language)
{
    // One way in a language, as the window writes dates: 25.11.2026; 25 November 2026.
    return language == Language::Ukrainian ? date.toString(u"dd.MM.yyyy"_s)
                                           : QLocale(QLocale::English).toString(date, u"d MMMM yyyy"_s);
}

QString runningHeadOf(const QString& title, const QString& subject, const QDate& asOf, Language language)
{
    return say(language, u"%1 — %2 — станом на %3", u"%1 — %2 — as of %3")
        .arg(title, subject, documentDate(asOf, language));
}

QString documentDate(const std::optional<QDate>& date, Language language)
{
    return date ? documentDate(*date, language) : u"—"_s;
}

} // namespace postmark::documents

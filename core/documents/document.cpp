// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/documents/document.h"

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
    return date.toString(language == Language::Ukrainian ? u"dd.MM.yyyy"_s : u"yyyy-MM-dd"_s);
}

QString documentDate(const std::optional<QDate>& date, Language language)
{
    return date ? documentDate(*date, language) : u"—"_s;
}

} // namespace postmark::documents

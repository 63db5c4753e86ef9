// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include "core/support/language.h"

namespace postmark::documents {

/// A document's language; Ukrainian is the default, as the federation's documents are in Ukrainian.
using postmark::Language;

/// The paper a document goes on.
enum class PageFormat
{
    PostcardA6, ///< 148 × 105 mm, landscape: move cards (II.3.7)
    A4, ///< letters to the partner or the judge
    A4Landscape, ///< wide tables: a tournament report with its crosstable
    EnvelopeDL, ///< 220 × 110 mm: the address label of a registered letter
};

/// One element of a page. What it says only; the renderer decides how it looks.
struct Block
{
    enum class Kind
    {
        Title, ///< the document's name
        Mark, ///< a stamp-like mark: REGISTERED, REPEAT, FOR THE JUDGE ONLY
        Heading,
        Field, ///< label: text
        Paragraph,
        Table, ///< rows[0] is the header
        Address, ///< label, then the lines of an address
        Recipient, ///< the address a card or letter goes to: large, where the post office looks for it
        Signature, ///< a line to sign on, with the signer's name
        Timeline, ///< cards drawn between two lanes: rows[0] = {"", first lane, second lane}, then one row
                  ///< per card: {id, "white" or "black", sent (YYYY-MM-DD or ""), received (YYYY-MM-DD or
                  ///< "")}
        // A letter's parts, as a letter to a federation's judge sets them out:
        Addressee, ///< whom the letter is to (label: "To", text: name and address), at the top right
        Sender, ///< who writes (label: "From", text: name and full address), under the addressee
        PlaceAndDate, ///< where and when it was written (text)
        Enclosures, ///< label, then one row per enclosure: {what}
    };
    Kind kind = Kind::Paragraph;
    QString label;
    QString text;
    QList<QStringList> rows;
};

/// A part of a document that starts on a sheet of its own. On a card or envelope a page is one side and
/// must fit it; on A4 a page flows onto as many sheets as its blocks need.
struct Page
{
    QList<Block> blocks;
};

/// A printed document: its pages, their paper and language.
struct Document
{
    QString title;
    /// For a report or a register that runs over several sheets: what each sheet after the first says at
    /// its top (the title and the event), and every sheet is numbered at its foot ("sheet 2 of 4"), so that
    /// loose sheets are known (helper-28's report had neither). Empty: a letter or a card, left as it is.
    QString runningHead;
    PageFormat format = PageFormat::A4;
    Language language = Language::Ukrainian;
    QList<Page> pages;

    /// All the text of the document, page by page (what a test or a screen reader reads).
    QString plainText() const;
};

/// A date as the document's language writes it: DD.MM.YYYY in Ukrainian, YYYY-MM-DD in English.
QString documentDate(const QDate& date, Language language);
QString documentDate(const std::optional<QDate>& date, Language language);

/// A report's running head: "Tournament report — XI Cup, semifinal 1 — as of 2026-12-05".
QString runningHeadOf(const QString& title, const QString& subject, const QDate& asOf, Language language);

/// The same phrase in the document's language.
inline QString say(Language language, const char16_t* ukrainian, const char16_t* english)
{
    return QString::fromUtf16(language == Language::Ukrainian ? ukrainian : english);
}

} // namespace postmark::documents

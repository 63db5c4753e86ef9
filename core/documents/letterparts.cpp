// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/documents/letterparts.h"

#include <QRegularExpression>

#include "core/documents/gamefacts.h"

using namespace Qt::StringLiterals;

namespace postmark::documents {

using Kind = Block::Kind;

QString localityOf(const QString& address)
{
    static const QRegularExpression separators(u"[\\n,;]"_s);
    static const QRegularExpression postcode(u"\\b\\d{4,6}\\b"_s);
    static const QRegularExpression notLocality(
        u"^(вул|вулиця|просп|пров|пл|бульв|буд|кв|а/с|обл|область|район|р-н|україна|ukraine|st|str|street|"
        u"ave|road|apt|flat|p\\.?o\\.? box)\\b|\\d|(обл\\.?|область|район|р-н)$"_s,
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression cityPrefix(
        u"^(м\\.|с\\.|смт|селище|село|місто)\\s*"_s, QRegularExpression::CaseInsensitiveOption);
    QStringList parts = address.split(separators, Qt::SkipEmptyParts);
    for (qsizetype index = parts.size() - 1; index >= 0; --index) {
        QString part = parts[index];
        part.remove(postcode);
        part = part.trimmed();
        if (part.isEmpty() || notLocality.match(part).hasMatch())
            continue;
        part.remove(cityPrefix);
        return part.trimmed();
    }
    return {};
}

QList<Block> letterHead(const Block& addressee,
    const QString& senderName,
    const QString& senderAddress,
    const std::optional<QDate>& date,
    Language language)
{
    QList<Block> head{addressee};
    // An address not known to the program is left to write by hand, with the place the letter is written
    // in: a letter with no way to answer it cannot be appealed against (helper-53's decision had neither).
    head.append({Kind::Sender,
        say(language, u"Від", u"From"),
        senderName + u'\n'
            + (senderAddress.isEmpty() ? u"______________________________\n______________________________"_s
                                       : senderAddress),
        {}});
    const QString place = senderAddress.isEmpty() ? u"______________"_s : localityOf(senderAddress);
    const QString when = date ? documentDate(*date, language)
                              : say(language, u"«____» ______________ 20____", u"______________ 20____");
    head.append({Kind::PlaceAndDate, {}, place.isEmpty() ? when : place + u", "_s + when, {}});
    return head;
}

Block toTheJudge(const ledger::GameFile& game, Language language)
{
    return {Kind::Addressee,
        say(language, u"Кому", u"To"),
        say(language, u"Головному судді змагання", u"The chief judge of") + u'\n'
            + competitionOf(game)
            // Lines short enough for a card's address side too, where the address is set large.
            + u"\n\n____________________\n____________________"_s,
        {}};
}

Block toPlayer(const ledger::Player& player, Language language)
{
    return {Kind::Addressee, say(language, u"Кому", u"To"), nameAndAddress(player), {}};
}

QString nameAndAddress(const ledger::Player& player)
{
    // Lines short enough for a card's address side, where the address is set large (as toTheJudge's).
    // An address typed on one line with «;» between its lines (the partner's field is one line) is set
    // as those lines: helper-61's «вул. Лесі Українки 4; м. Луцьк; 43000» broke in the wrong place.
    QStringList lines;
    for (const QString& line : player.address.split(QRegularExpression(u"[;\n]"_s))) {
        if (const QString trimmed = line.trimmed(); !trimmed.isEmpty())
            lines.append(trimmed);
    }
    return player.name + u'\n'
        + (lines.isEmpty() ? u"____________________\n____________________\n____________________"_s
                           : lines.join(u'\n'));
}

QList<Block> judgesLetterHead(const ledger::GameFile& game,
    const QString& judge,
    const QString& judgeAddress,
    const QDate& date,
    Language language)
{
    Block black = toPlayer(game.black, language);
    black.label.clear(); // both players are addressed under one "To"
    return QList<Block>{toPlayer(game.white, language)}
    + letterHead(black,
        say(language, u"Головний суддя %1", u"Chief judge %1").arg(judge),
        judgeAddress,
        date,
        language);
}

Block enclosures(const QStringList& items, Language language)
{
    Block block{Kind::Enclosures, say(language, u"Додатки", u"Enclosures"), {}, {}};
    for (const QString& item : items)
        block.rows.append({item});
    return block;
}

QString appealToCommittee(int days, const QString& clause, Language language)
{
    return say(language,
        u"Рішення можна оскаржити протестом до апеляційного комітету протягом %1 днів від дня його "
        u"отримання; рішення комітету остаточне%2.",
        u"The decision may be appealed to the appeals committee within %1 days of its receipt; the "
        u"committee's decision is final%2.")
        .arg(days)
        .arg(clause);
}

} // namespace postmark::documents

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/text/claimcheckreport.h"

#include <QJsonArray>

#include "core/documents/cardname.h"
#include "ui/text/ledgerwords.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::text {

using namespace ledger;

namespace {

QString claimCheckWords(const char* source, Language language, int count = NoCount)
{
    return words("ClaimCheck", source, language, count);
}

} // namespace

namespace {

const Message* nested(const Message& message, qsizetype index)
{
    const auto* part = index < message.args.size()
        ? std::get_if<std::shared_ptr<const Message>>(&message.args[index])
        : nullptr;
    return part ? part->get() : nullptr;
}

QString cardOf(const Message& message, qsizetype index, Language language)
{
    const auto* card = index < message.args.size() ? std::get_if<CardRef>(&message.args[index]) : nullptr;
    return card ? documents::cardName(card->id, language) : QString();
}

/// A period's dates and cards without the evidence each date rests on: «отримано 08.09.2026 (Ч1) →
/// відправлено 13.09.2026 (Б2)»; any other period as its message says it.
QString periodDates(const Message& period, Language language)
{
    const QDate* received = period.code == MessageCode::PeriodFromReceipt && period.args.size() == 4
        ? std::get_if<QDate>(&period.args[0])
        : nullptr;
    if (received) {
        const Message* earliest = nested(period, 3);
        return words("Message", QT_TRANSLATE_NOOP("Message", "received %1 (%2)%3"), language)
            .arg(dateText(*received, language),
                cardOf(period, 1, language),
                earliest ? messageText(*earliest, language) : QString());
    }
    const Message* from = nested(period, 0);
    const Message* sent = nested(period, 1);
    if (period.code == MessageCode::PeriodToSent && period.args.size() == 4 && from && sent) {
        return words("Message", QT_TRANSLATE_NOOP("Message", "%1 → sent %2 (%3)"), language)
            .arg(periodDates(*from, language), messageText(*sent, language), cardOf(period, 2, language));
    }
    return messageText(period, language);
}

QString moveRowText(const Message& why, Language language, bool evidence)
{
    if (why.code == MessageCode::JoinSemicolon) { // the move's bookings and penalties
        QStringList parts;
        for (const MessageArg& arg : why.args) {
            if (const auto* part = std::get_if<std::shared_ptr<const Message>>(&arg); part && *part)
                parts.append(moveRowText(**part, language, evidence));
        }
        return parts.join(u"; "_s);
    }
    if (why.code == MessageCode::BookingOnMove && why.args.size() == 3) {
        if (const Message* period = nested(why, 1))
            return evidence ? messageText(*period, language) : periodDates(*period, language);
    }
    return messageText(why, language);
}

} // namespace

QString moveRowSources(const Message& why, Language language)
{
    return moveRowText(why, language, true);
}

QString moveRowDates(const Message& why, Language language)
{
    return moveRowText(why, language, false);
}

QJsonObject claimCheckJson(const ClaimCheck& check, Language language)
{
    if (!check.overstep)
        return {{u"overstep"_s, QJsonValue::Null}, {u"already_claimed"_s, check.alreadyClaimed}};
    QJsonArray moves;
    for (std::size_t i = 0; i < check.offenderMoves.size(); ++i) {
        const MoveRow& row = check.offenderMoves[i];
        moves.append(QJsonObject{{u"number"_s, row.number},
            {u"days"_s, row.days},
            {u"penalty"_s, row.penalty},
            {u"total"_s, row.total},
            {u"why"_s, messageText(check.offenderWhy[i].what, language)}});
    }
    return {{u"overstep"_s,
                QJsonObject{{u"player"_s, colorName(check.overstep->player)},
                    {u"move"_s, check.overstep->move},
                    {u"total"_s, check.overstep->total},
                    {u"limit"_s, check.overstep->limit},
                    {u"clause"_s, check.overstepWhy.clause},
                    {u"code"_s, messageCodeName(check.overstepWhy.what.code)},
                    {u"why"_s, messageText(check.overstepWhy.what, language)}}},
        {u"claimant"_s, colorName(opposite(check.overstep->player))},
        {u"control_move"_s, check.controlMove},
        {u"window_open"_s, check.windowOpen},
        {u"window_code"_s, messageCodeName(check.windowWhy.what.code)},
        {u"window_why"_s, messageText(check.windowWhy.what, language)},
        {u"already_claimed"_s, check.alreadyClaimed},
        {u"time_calculation"_s, moves}};
}

namespace {

/// " (II.6.2)" after the words a clause backs, or nothing where the game's section has no such clause.
QString cited(const QString& clause)
{
    return clause.isEmpty() ? clause : u" (%1)"_s.arg(clause);
}

} // namespace

QString claimCheckText(const ClaimCheck& check, Language language)
{
    if (!check.overstep)
        return claimCheckWords(
            QT_TRANSLATE_NOOP("ClaimCheck",
                "No overstep: neither player's total exceeds the limit of the control period%1."),
            language)
            .arg(cited(check.overstepClause));
    QString text = claimCheckWords(QT_TRANSLATE_NOOP("ClaimCheck", "Overstep [%1]: %2"), language)
                       .arg(check.overstepWhy.clause, sentence(messageText(check.overstepWhy.what, language)))
        + u'\n';
    text += claimCheckWords(QT_TRANSLATE_NOOP("ClaimCheck", "Claim window [%1]: %2"), language)
                .arg(check.windowWhy.clause, sentence(messageText(check.windowWhy.what, language)))
        + u'\n';
    if (check.alreadyClaimed)
        text += claimCheckWords(QT_TRANSLATE_NOOP("ClaimCheck",
                                    "A claim has been made in this game; it is with the judge%1."),
                    language)
                    .arg(cited(check.suspensionClause))
            + u'\n';
    return QString(text + u'\n' + claimCalculationText(check, language)).trimmed();
}

QString claimCalculationText(const ClaimCheck& check, Language language)
{
    if (!check.overstep)
        return {};
    QString text = claimCheckWords(QT_TRANSLATE_NOOP("ClaimCheck", "Time calculation, %1%2:"), language)
                       .arg(colorText(check.overstep->player, language), cited(check.calculationClause))
        + u'\n';
    for (std::size_t i = 0; i < check.offenderMoves.size(); ++i) {
        const MoveRow& row = check.offenderMoves[i];
        text += u"  "_s
            + claimCheckWords(
                QT_TRANSLATE_NOOP("ClaimCheck", "move %1: %2 + %3 penalty, total %4 — %5"), language)
                  .arg(QString::number(row.number),
                      claimCheckWords(QT_TRANSLATE_N_NOOP("ClaimCheck", "%n day(s)"), language, row.days),
                      QString::number(row.penalty),
                      QString::number(row.total),
                      moveRowSources(check.offenderWhy[i].what, language))
            + u'\n';
    }
    return text.trimmed();
}

} // namespace postmark::text

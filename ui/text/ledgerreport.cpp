// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/text/ledgerreport.h"

#include <map>

#include <QJsonArray>

#include "core/ledger/ledgerexplain.h"
#include "core/rules/clauses.h"
#include "ui/text/ledgerwords.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::text {

using namespace ledger;

namespace {

QJsonValue isoOrNull(const std::optional<QDate>& date)
{
    return date ? QJsonValue(date->toString(Qt::ISODate)) : QJsonValue(QJsonValue::Null);
}

/// For programs: the clause and the stable code; for people, the words in the language asked for.
QJsonObject explanationJson(const Explanation& explanation, Language language)
{
    return {{u"clause"_s, explanation.clause},
        {u"code"_s, messageCodeName(explanation.what.code)},
        {u"text"_s, messageText(explanation.what, language)}};
}

QJsonArray explanationsJson(const QList<Explanation>& explanations, Language language)
{
    QJsonArray array;
    for (const Explanation& explanation : explanations)
        array.append(explanationJson(explanation, language));
    return array;
}

QString shortDate(const std::optional<QDate>& date, Language language)
{
    return date ? dateText(*date, language) : u"—"_s;
}

QString ledgerReportWords(const char* source, Language language, int count = NoCount)
{
    return words("LedgerReport", source, language, count);
}

} // namespace

QJsonObject ledgerReportJson(const GameFile& game, const Ledger& ledger, Language language)
{
    QJsonArray cards;
    for (int i = 0; i < game.cards.size(); ++i) {
        const CardDates& dates = ledger.cardDates[std::size_t(i)];
        cards.append(QJsonObject{
            {u"id"_s, game.cards[i].id},
            {u"sent"_s, isoOrNull(dates.sent)},
            {u"sent_rule"_s, sendRuleName(dates.sentRule)},
            {u"received"_s, isoOrNull(dates.received)},
            {u"received_rule"_s, receiptRuleName(dates.receivedRule)},
            {u"warnings"_s, explanationsJson(explainCardWarnings(game, ledger, i), language)},
            {u"why"_s,
                QJsonObject{{u"sent"_s,
                                explanationJson(
                                    inSection(ledger.rules, explainSent(game.cards[i], dates)), language)},
                    {u"received"_s,
                        explanationJson(
                            inSection(ledger.rules, explainReceived(game.cards[i], dates)), language)}}},
        });
    }

    std::map<std::pair<int, int>, QJsonArray> bookingWhy;
    for (const TimeBooking& booking : ledger.bookings)
        bookingWhy[{static_cast<int>(booking.player), booking.moveNumber}].append(
            explanationJson(explainBooking(game, ledger, booking), language));
    for (const PenaltyEntry& penalty : ledger.penalties)
        bookingWhy[{static_cast<int>(penalty.player), penalty.moveNumber}].append(
            explanationJson(explainPenalty(game, ledger, penalty), language));
    QJsonArray moves;
    const QStringList moveTexts = rowMoveTexts(game, ledger);
    for (std::size_t r = 0; r < ledger.rows.size(); ++r) {
        const MoveRow& row = ledger.rows[r];
        QJsonObject object{{u"player"_s, colorName(row.player)},
            {u"number"_s, row.number},
            {u"move"_s, row.move ? QJsonValue(moveTexts[qsizetype(r)]) : QJsonValue(QJsonValue::Null)},
            {u"card"_s, row.card >= 0 ? QJsonValue(game.cards[row.card].id) : QJsonValue(QJsonValue::Null)},
            {u"days"_s, row.days},
            {u"penalty"_s, row.penalty},
            {u"total"_s, row.total},
            {u"why"_s, bookingWhy[{static_cast<int>(row.player), row.number}]}};
        if (row.insideVariant)
            object.insert(u"inside_variant"_s, true);
        if (row.open)
            object.insert(u"open"_s, true);
        moves.append(object);
    }

    QJsonArray penalties;
    for (const PenaltyEntry& penalty : ledger.penalties) {
        const Explanation why = explainPenalty(game, ledger, penalty);
        penalties.append(QJsonObject{
            {u"player"_s, colorName(penalty.player)},
            {u"card"_s,
                penalty.card >= 0 ? QJsonValue(game.cards[penalty.card].id) : QJsonValue(QJsonValue::Null)},
            {u"category"_s, penaltyCategoryName(penalty.category)},
            {u"days"_s, penalty.days},
            {u"clause"_s, why.clause},
            {u"move"_s, penalty.moveNumber},
            {u"why"_s, messageText(why.what, language)},
        });
    }

    QJsonObject report{
        {u"rules"_s, ledger.rules.id},
        {u"as_of"_s, ledger.asOf.toString(Qt::ISODate)},
        {u"start"_s,
            QJsonObject{{u"white"_s, ledger.startDates[0].toString(Qt::ISODate)},
                {u"black"_s, ledger.startDates[1].toString(Qt::ISODate)}}},
        {u"cards"_s, cards},
        {u"moves"_s, moves},
        {u"penalties"_s, penalties},
        {u"totals"_s, QJsonObject{{u"white"_s, ledger.totals[0]}, {u"black"_s, ledger.totals[1]}}},
        {u"to_move"_s, colorName(ledger.toMove)},
        {u"warnings"_s, explanationsJson(ledger.warnings, language)},
    };
    if (ledger.overstep) {
        const Explanation why = explainOverstep(ledger, *ledger.overstep);
        report.insert(u"overstep"_s,
            QJsonObject{{u"player"_s, colorName(ledger.overstep->player)},
                {u"move"_s, ledger.overstep->move},
                {u"total"_s, ledger.overstep->total},
                {u"limit"_s, ledger.overstep->limit},
                {u"clause"_s, why.clause},
                {u"while_thinking"_s, ledger.overstep->whileThinking},
                {u"why"_s, messageText(why.what, language)}});
    } else {
        report.insert(u"overstep"_s, QJsonValue::Null);
    }
    if (ledger.running) {
        const Running& running = *ledger.running;
        report.insert(u"running"_s,
            QJsonObject{{u"player"_s, colorName(running.player)},
                {u"move"_s, running.moveNumber},
                {u"days"_s, running.days},
                {u"days_left_in_control"_s, running.daysLeftInControl},
                {u"waiting_for_post"_s, running.waitingForPost},
                {u"time_trouble"_s, running.timeTrouble},
                {u"answering"_s,
                    running.answering >= 0 ? QJsonValue(game.cards[running.answering].id)
                                           : QJsonValue(QJsonValue::Null)},
                {u"clause"_s, explainRunning(game, ledger, running).clause},
                {u"why"_s, messageText(explainRunning(game, ledger, running).what, language)}});
    } else {
        report.insert(u"running"_s, QJsonValue::Null);
    }
    QJsonArray deadlines;
    for (const Deadline& deadline : ledger.deadlines) {
        const Explanation why = explainDeadline(game, ledger, deadline);
        deadlines.append(QJsonObject{{u"kind"_s, deadlineKindName(deadline.kind)},
            {u"player"_s, colorName(deadline.player)},
            {u"due"_s, isoOrNull(deadline.due)},
            {u"clause"_s, why.clause},
            {u"why"_s, messageText(why.what, language)}});
    }
    report.insert(u"deadlines"_s, deadlines);
    if (ledger.finished)
        report.insert(u"result"_s,
            QJsonObject{{u"score"_s, game.result->score},
                {u"how"_s, game.result->how ? resultHowName(*game.result->how) : QString()}});
    if (ledger.suspended)
        report.insert(u"suspended_since"_s, game.claim->sent.toString(Qt::ISODate));
    return report;
}

QString ledgerReportText(const GameFile& game, const Ledger& ledger, Language language)
{
    QString text;
    const auto line = [&text](const QString& content) {
        text += content + u'\n';
    };
    const auto date = [language](const std::optional<QDate>& value) {
        return shortDate(value, language);
    };
    line(u"%1 %2 — %3 – %4"_s.arg(game.event.name, game.event.index, game.white.name, game.black.name));
    line(ledgerReportWords(
        QT_TRANSLATE_NOOP("LedgerReport", "Rules %1, as of %2; White starts %3, Black starts %4"), language)
             .arg(ruleSetName(ledger.rules.id, language),
                 date(ledger.asOf),
                 date(ledger.startDates[0]),
                 date(ledger.startDates[1])));
    line({});

    // The paper game form: one line per move number, White's half then Black's.
    struct Half
    {
        QString move;
        QString received;
        QString sent;
        QString days;
        QString total;
    };
    std::map<int, std::array<Half, 2>> form;
    QStringList countedFrom; // moves whose time ran from a later date than the dates on the cards
    const QStringList moveTexts = rowMoveTexts(game, ledger);
    for (std::size_t r = 0; r < ledger.rows.size(); ++r) {
        const MoveRow& row = ledger.rows[r];
        Half half;
        half.move = row.move ? moveTexts[qsizetype(r)]
                             : ledgerReportWords(QT_TRANSLATE_NOOP("LedgerReport", "(thinking)"), language);
        bool countedFromStart = false;
        int periods = 0;
        for (const TimeBooking& booking : ledger.bookings) {
            if (booking.player != row.player || booking.moveNumber != row.number)
                continue;
            ++periods;
            // The form shows the dates of the cards themselves; where time was counted from the player's
            // start instead (a card before the start, II.4.5, or a late start notice, II.4.6), a note says
            // so below.
            const std::optional<QDate> sent = ledger.cardDates[std::size_t(booking.card)].sent;
            const std::optional<QDate> received = booking.answeredCard >= 0
                ? ledger.cardDates[std::size_t(booking.answeredCard)].received
                : std::optional<QDate>(game.event.start);
            // A move thought over in several periods (an impossible move, its query and the replacement,
            // II.3.12; a repeat answered, II.4.7): the first period's receipt, the last one's sending.
            if (periods == 1)
                half.received = date(received.value_or(booking.from));
            half.sent = date(sent);
            // The receipt of the card answered not known: no day counted from anywhere, the move open (its
            // explanation says why); the form shows the receipt as unknown.
            if (booking.receiptUnknown) {
                if (periods == 1)
                    half.received = date(std::nullopt);
                continue;
            }
            const QDate start = ledger.startDates[static_cast<int>(booking.player)];
            const bool movedToStart = booking.from == start && (!received || *received < start);
            if (!movedToStart && !(sent && booking.to && *sent != *booking.to))
                continue;
            countedFromStart = true;
            countedFrom.append(ledgerReportWords(
                QT_TRANSLATE_NOOP("LedgerReport", "  * %1 %2: time counted from %3, the player's start (%4)"),
                language)
                                   .arg(colorText(booking.player, language))
                                   .arg(booking.moveNumber)
                                   .arg(date(booking.from),
                                       explainStart(game, ledger, booking.player).clause));
        }
        if (periods > 1) {
            countedFromStart = true;
            countedFrom.append(
                ledgerReportWords(QT_TRANSLATE_N_NOOP("LedgerReport",
                                      "  * %1 %2: the days of %n period(s) added together, each under "
                                      "“Time booked”"),
                    language,
                    periods)
                    .arg(colorText(row.player, language))
                    .arg(row.number));
        }
        half.days = row.penalty ? u"%1+%2"_s.arg(row.days).arg(row.penalty) : QString::number(row.days);
        if (countedFromStart)
            half.days.prepend(u'*');
        if (row.open)
            half.days += u"?"_s;
        half.total = QString::number(row.total);
        form[row.number][static_cast<int>(row.player)] = half;
    }
    // English dates are longer ("26 November 2026"): the columns take the widest.
    const int dateWidth = language == Language::Ukrainian ? 10 : 17;
    const auto cell = [](const QString& value, int width) {
        return value.leftJustified(width, u' ', true);
    };
    const auto heading = [&](ledger::Color color) -> QString {
        return u' ' + cell(colorText(color, language), 12) + u' '
            + cell(ledgerReportWords(QT_TRANSLATE_NOOP("LedgerReport", "received"), language), dateWidth)
            + u' ' + cell(ledgerReportWords(QT_TRANSLATE_NOOP("LedgerReport", "sent"), language), dateWidth)
            + u' ' + ledgerReportWords(QT_TRANSLATE_NOOP("LedgerReport", "days"), language).rightJustified(5)
            + u' '
            + ledgerReportWords(QT_TRANSLATE_NOOP("LedgerReport", "total"), language).rightJustified(5);
    };
    line(u"  №  |"_s + heading(ledger::Color::White) + u" |"_s + heading(ledger::Color::Black));
    const int halfWidth = 1 + 12 + 1 + dateWidth + 1 + dateWidth + 1 + 5 + 1 + 5;
    line(u"-----+"_s + QString(halfWidth + 1, u'-') + u'+' + QString(halfWidth, u'-'));
    for (const auto& [number, halves] : form) {
        QString row = QString::number(number).rightJustified(4) + u" |"_s;
        for (int side = 0; side < 2; ++side) {
            const Half& half = halves[side];
            row += u' ' + cell(half.move, 12) + u' ' + cell(half.received, dateWidth) + u' '
                + cell(half.sent, dateWidth) + u' ' + half.days.rightJustified(5) + u' '
                + half.total.rightJustified(5);
            row += side == 0 ? u" |"_s : QString();
        }
        line(row);
    }
    for (const QString& note : std::as_const(countedFrom))
        line(note);
    line({});
    line(ledgerReportWords(
        QT_TRANSLATE_NOOP("LedgerReport", "Totals: White %1, Black %2 (days booked plus penalty days, %3)"),
        language)
             .arg(ledger.totals[0])
             .arg(ledger.totals[1])
             .arg(rules::clause(ledger.rules, rules::Rule::TotalTime)));

    if (!ledger.penalties.empty()) {
        line({});
        line(ledgerReportWords(QT_TRANSLATE_NOOP("LedgerReport", "Penalties:"), language));
        for (const PenaltyEntry& penalty : ledger.penalties) {
            const Explanation why = explainPenalty(game, ledger, penalty);
            line(u"  %1: %2 — %3 [%4]: %5"_s.arg(colorText(penalty.player, language),
                ledgerReportWords(QT_TRANSLATE_N_NOOP("LedgerReport", "%n day(s)"), language, penalty.days),
                penaltyCategoryText(penalty.category, language),
                why.clause,
                messageText(why.what, language)));
        }
    }
    line({});
    line(ledgerReportWords(QT_TRANSLATE_NOOP("LedgerReport", "Time booked:"), language));
    for (const TimeBooking& booking : ledger.bookings) {
        const Explanation why = explainBooking(game, ledger, booking);
        line(u"  [%1] %2"_s.arg(why.clause, messageText(why.what, language)));
    }
    if (ledger.finished)
        line(u"\n"_s
            + ledgerReportWords(QT_TRANSLATE_NOOP("LedgerReport", "Result: %1 (%2)"), language)
                  .arg(game.result->score, resultHowText(game.result->how, language)));
    if (ledger.suspended)
        line(u"\n"_s
            + ledgerReportWords(
                QT_TRANSLATE_NOOP("LedgerReport", "Suspended since %1: a forfeit claim is with the judge%2"),
                language)
                  .arg(date(game.claim->sent), rules::citation(ledger.rules, rules::Rule::Suspension)));
    if (ledger.running) {
        const Explanation why = explainRunning(game, ledger, *ledger.running);
        line(u"\n"_s
            + ledgerReportWords(QT_TRANSLATE_NOOP("LedgerReport", "To move: %1 [%2]"), language)
                  .arg(sentence(messageText(why.what, language)), why.clause));
    }
    if (ledger.overstep) {
        const Explanation why = explainOverstep(ledger, *ledger.overstep);
        line(u"\n"_s
            + ledgerReportWords(QT_TRANSLATE_NOOP("LedgerReport", "OVERSTEP [%1]: %2"), language)
                  .arg(why.clause, messageText(why.what, language)));
    } else {
        line(u"\n"_s + ledgerReportWords(QT_TRANSLATE_NOOP("LedgerReport", "No overstep."), language));
    }
    if (!ledger.deadlines.empty()) {
        line(u"\n"_s + ledgerReportWords(QT_TRANSLATE_NOOP("LedgerReport", "Deadlines:"), language));
        for (const Deadline& deadline : ledger.deadlines) {
            const Explanation why = explainDeadline(game, ledger, deadline);
            line(u"  %1  %2: %3 [%4]: %5"_s.arg(deadline.due
                    ? date(deadline.due)
                    : ledgerReportWords(QT_TRANSLATE_NOOP("LedgerReport", "with the reply"), language),
                colorText(deadline.player, language),
                deadlineTextWithoutClause(deadline.kind, language),
                why.clause,
                messageText(why.what, language)));
        }
    }
    QList<Explanation> notes = ledger.warnings;
    for (int i = 0; i < game.cards.size(); ++i) {
        for (const Explanation& warning : explainCardWarnings(game, ledger, i))
            notes.append({warning.clause,
                say(MessageCode::InFile,
                    say(MessageCode::WhereCard, CardRef{game.cards[i].id}),
                    warning.what)});
    }
    if (!notes.isEmpty()) {
        line(u"\n"_s + ledgerReportWords(QT_TRANSLATE_NOOP("LedgerReport", "Notes:"), language));
        for (const Explanation& note : notes)
            line(u"  [%1] %2"_s.arg(note.clause, sentence(messageText(note.what, language))));
    }
    return text;
}

} // namespace postmark::text

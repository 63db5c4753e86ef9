// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/ledgerreport.h"

#include <map>

#include <QJsonArray>

#include "core/ledger/ledgerexplain.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

namespace {

QJsonValue isoOrNull(const std::optional<QDate>& date)
{
    return date ? QJsonValue(date->toString(Qt::ISODate)) : QJsonValue(QJsonValue::Null);
}

QJsonObject explanationJson(const Explanation& explanation)
{
    return {{u"clause"_s, explanation.clause}, {u"text"_s, explanation.text}};
}

QJsonArray explanationsJson(const QList<Explanation>& explanations)
{
    QJsonArray array;
    for (const Explanation& explanation : explanations)
        array.append(explanationJson(explanation));
    return array;
}

QString shortDate(const std::optional<QDate>& date)
{
    return date ? date->toString(u"dd.MM.yyyy"_s) : u"—"_s;
}

} // namespace

QJsonObject ledgerReportJson(const GameFile& game, const Ledger& ledger)
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
            {u"warnings"_s, explanationsJson(explainCardWarnings(game, ledger, i))},
            {u"why"_s,
                QJsonObject{{u"sent"_s, explanationJson(explainSent(game.cards[i], dates))},
                    {u"received"_s, explanationJson(explainReceived(game.cards[i], dates))}}},
        });
    }

    std::map<std::pair<int, int>, QJsonArray> bookingWhy;
    for (const TimeBooking& booking : ledger.bookings)
        bookingWhy[{static_cast<int>(booking.player), booking.moveNumber}].append(
            explanationJson(explainBooking(game, ledger, booking)));
    for (const PenaltyEntry& penalty : ledger.penalties)
        bookingWhy[{static_cast<int>(penalty.player), penalty.moveNumber}].append(
            explanationJson(explainPenalty(game, ledger, penalty)));
    QJsonArray moves;
    for (const MoveRow& row : ledger.rows) {
        QJsonObject object{{u"player"_s, colorName(row.player)},
            {u"number"_s, row.number},
            {u"move"_s, row.move ? QJsonValue(rowMoveText(game, row)) : QJsonValue(QJsonValue::Null)},
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
            {u"why"_s, why.text},
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
        {u"warnings"_s, explanationsJson(ledger.warnings)},
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
                {u"why"_s, why.text}});
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
                {u"why"_s, explainRunning(game, ledger, running).text}});
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
            {u"why"_s, why.text}});
    }
    report.insert(u"deadlines"_s, deadlines);
    if (ledger.finished)
        report.insert(
            u"result"_s, QJsonObject{{u"score"_s, game.result->score}, {u"how"_s, game.result->how}});
    if (ledger.suspended)
        report.insert(u"suspended_since"_s, game.claim->sent.toString(Qt::ISODate));
    return report;
}

QString ledgerReportText(const GameFile& game, const Ledger& ledger)
{
    QString text;
    const auto line = [&text](const QString& content) {
        text += content + u'\n';
    };
    line(u"%1 %2 — %3 – %4"_s.arg(game.event.name, game.event.index, game.white.name, game.black.name));
    line(u"Rules %1, as of %2; White starts %3, Black starts %4"_s.arg(ledger.rules.id,
        shortDate(ledger.asOf),
        shortDate(ledger.startDates[0]),
        shortDate(ledger.startDates[1])));
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
    for (const MoveRow& row : ledger.rows) {
        Half half;
        half.move = row.move ? rowMoveText(game, row) : u"(in progress)"_s;
        for (const TimeBooking& booking : ledger.bookings) {
            if (booking.player != row.player || booking.moveNumber != row.number)
                continue;
            half.received = shortDate(booking.from);
            half.sent = shortDate(booking.to);
        }
        half.days = row.penalty ? u"%1+%2"_s.arg(row.days).arg(row.penalty) : QString::number(row.days);
        if (row.open)
            half.days += u"?"_s;
        half.total = QString::number(row.total);
        form[row.number][static_cast<int>(row.player)] = half;
    }
    const auto cell = [](const QString& value, int width) {
        return value.leftJustified(width, u' ', true);
    };
    line(
        u"  №  | White        received   sent       days total | Black        received   sent       days total"_s);
    line(
        u"-----+-------------------------------------------------+-------------------------------------------------"_s);
    for (const auto& [number, halves] : form) {
        QString row = QString::number(number).rightJustified(4) + u" |"_s;
        for (int side = 0; side < 2; ++side) {
            const Half& half = halves[side];
            row += u' ' + cell(half.move, 12) + u' ' + cell(half.received, 10) + u' ' + cell(half.sent, 10)
                + u' ' + half.days.rightJustified(5) + u' ' + half.total.rightJustified(5);
            row += side == 0 ? u" |"_s : QString();
        }
        line(row);
    }
    line({});
    line(u"Totals: White %1, Black %2 (days booked plus penalty days, II.4.1)"_s.arg(ledger.totals[0])
             .arg(ledger.totals[1]));

    if (!ledger.penalties.empty()) {
        line({});
        line(u"Penalties:"_s);
        for (const PenaltyEntry& penalty : ledger.penalties) {
            const Explanation why = explainPenalty(game, ledger, penalty);
            line(u"  %1 %2 days, %3 [%4]: %5"_s.arg(colorName(penalty.player))
                     .arg(penalty.days)
                     .arg(penaltyCategoryName(penalty.category).replace(u'_', u' '), why.clause, why.text));
        }
    }
    line({});
    line(u"Time booked:"_s);
    for (const TimeBooking& booking : ledger.bookings) {
        const Explanation why = explainBooking(game, ledger, booking);
        line(u"  [%1] %2"_s.arg(why.clause, why.text));
    }
    if (ledger.finished)
        line(u"\nResult: %1 (%2)"_s.arg(game.result->score, game.result->how));
    if (ledger.suspended)
        line(u"\nSuspended since %1: a forfeit claim is with the judge (II.6.6)"_s.arg(
            shortDate(game.claim->sent)));
    if (ledger.running) {
        const Explanation why = explainRunning(game, ledger, *ledger.running);
        line(u"\nTo move: %1 [%2]"_s.arg(why.text, why.clause));
    }
    if (ledger.overstep) {
        const Explanation why = explainOverstep(ledger, *ledger.overstep);
        line(u"\nOVERSTEP [%1]: %2"_s.arg(why.clause, why.text));
    } else {
        line(u"\nNo overstep."_s);
    }
    if (!ledger.deadlines.empty()) {
        line(u"\nDeadlines:"_s);
        for (const Deadline& deadline : ledger.deadlines) {
            const Explanation why = explainDeadline(game, ledger, deadline);
            line(u"  %1  %2 %3 [%4]: %5"_s.arg(deadline.due ? shortDate(deadline.due) : u"with the reply"_s)
                     .arg(colorName(deadline.player),
                         deadlineKindName(deadline.kind).replace(u'_', u' '),
                         why.clause,
                         why.text));
        }
    }
    QList<Explanation> notes = ledger.warnings;
    for (int i = 0; i < game.cards.size(); ++i) {
        for (const Explanation& warning : explainCardWarnings(game, ledger, i))
            notes.append({warning.clause, u"card %1: %2"_s.arg(game.cards[i].id, warning.text)});
    }
    if (!notes.isEmpty()) {
        line(u"\nNotes:"_s);
        for (const Explanation& note : notes)
            line(u"  [%1] %2"_s.arg(note.clause, note.text));
    }
    return text;
}

} // namespace postmark::ledger

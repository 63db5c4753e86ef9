// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The machinery of the ledger's rule rows (tst_ledgerrules, tst_ledgeredges): a small game in shorthand
// and the figures its ledger must show, every figure worked out by hand from the rules.
//
//
// Rows are written in a shorthand the test expands: card keys f (from: w/b), m (move), rep (repetition),
// s (sender_date), r (received), dp / ap (departure / arrival postmarks), reg (registered), rc (receipt
// date), acc (accepts), var (variant); a date "MM-DD" is in 2018. The base game starts 2018-01-01, ends
// 2020-01-01, uses SAN and is computed as of 2018-01-31 unless the row says otherwise.
//
// Checks: "card.ID" [sent, rule, received, rule]; "days.PLAYER" days of each move made; "rows.PLAYER"
// [number, days, penalty] of every row; "totals" [white, black]; "penalties" [player, card, category,
// days, move]; "overstep" [player, move, total, limit] or null; "running" [player, days, days left];
// "deadline.KIND.PLAYER" the due date, or "absent"; "warning.ID" / "warnings" a clause that must appear;
// "problem" text a refusal must contain; "start.PLAYER"; "to_move"; "claim" [window open, control move];
// "open.PLAYER.N" whether a move still lacks its send date.
// "deadline_clause.KIND.PLAYER" the clause a deadline cites; "foreign_clauses.SECTION" every clause of
// the time, penalties, deadlines, running time and overstep not of that section; "answering" the card the
// player to move answers; "text" substrings the English text report must contain; "moves" every row's move
// as the report writes it, in game order ("" for a move in progress).

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QtTest>

#include "core/ledger/claimcheck.h"
#include "core/ledger/ledgerexplain.h"
#include "tests/core/ledgersupport.h"
#include "tests/support/ledgerdating.h"
#include "ui/text/ledgerreport.h"

namespace postmark::testing::rows {

using namespace postmark::ledger;
using namespace Qt::StringLiterals;

inline const QStringList Opening = {u"e4"_s,
    u"e5"_s,
    u"Nf3"_s,
    u"Nc6"_s,
    u"Bb5"_s,
    u"a6"_s,
    u"Ba4"_s,
    u"Nf6"_s,
    u"O-O"_s,
    u"Be7"_s,
    u"Re1"_s,
    u"b5"_s,
    u"Bb3"_s,
    u"d6"_s,
    u"c3"_s,
    u"O-O"_s,
    u"h3"_s,
    u"Nb8"_s,
    u"d4"_s,
    u"Nbd7"_s,
    u"c4"_s,
    u"c6"_s,
    u"cxb5"_s,
    u"axb5"_s};

inline QString expandDate(const QString& text)
{
    static const QRegularExpression Short(u"^\\d\\d-\\d\\d$"_s);
    return Short.match(text).hasMatch() ? u"2018-"_s + text : text;
}

inline QJsonValue expandDates(const QJsonValue& value)
{
    if (value.isString())
        return expandDate(value.toString());
    if (value.isArray()) {
        QJsonArray array;
        for (const QJsonValue& item : value.toArray())
            array.append(expandDates(item));
        return array;
    }
    if (value.isObject()) {
        QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            it.value() = expandDates(it.value());
        return object;
    }
    return value;
}

inline QJsonObject expandCard(const QJsonObject& shorthand)
{
    static const QHash<QString, QString> Keys = {{u"f"_s, u"from"_s},
        {u"m"_s, u"move"_s},
        {u"rep"_s, u"repetition"_s},
        {u"s"_s, u"sender_date"_s},
        {u"r"_s, u"received"_s},
        {u"dp"_s, u"departure_postmarks"_s},
        {u"ap"_s, u"arrival_postmarks"_s},
        {u"reg"_s, u"registered"_s},
        {u"acc"_s, u"accepts"_s},
        {u"var"_s, u"variant"_s}};
    QJsonObject card;
    for (auto it = shorthand.begin(); it != shorthand.end(); ++it) {
        const QString key = Keys.value(it.key(), it.key());
        if (key == u"from")
            card.insert(key, it.value().toString() == u"w" ? u"white"_s : u"black"_s);
        else if (key == u"rc")
            card.insert(u"receipt"_s,
                QJsonObject{{u"number"_s, QString(u"R-"_s + shorthand.value(u"id"_s).toString())},
                    {u"date"_s, expandDate(it.value().toString())}});
        else
            card.insert(key, expandDates(it.value()));
    }
    return card;
}

inline QByteArray gameJson(const QJsonObject& row)
{
    QJsonObject game{
        {u"format"_s, u"postmark-game"_s},
        {u"version"_s, 1},
        {u"event"_s,
            QJsonObject{{u"name"_s, u"Test"_s},
                {u"index"_s, u"T/1"_s},
                {u"start"_s, u"2018-01-01"_s},
                {u"end"_s, u"2020-01-01"_s},
                {u"rules"_s, u"fzshu-postal"_s}}},
        {u"white"_s, QJsonObject{{u"name"_s, u"White W."_s}}},
        {u"black"_s, QJsonObject{{u"name"_s, u"Black B."_s}}},
        {u"notation"_s, u"san"_s},
        {u"as_of"_s, u"2018-01-31"_s},
        {u"cards"_s, QJsonArray{}},
    };
    for (auto it = row.begin(); it != row.end(); ++it) {
        if (it.key() == u"cards") {
            QJsonArray cards;
            for (const QJsonValue& card : it.value().toArray())
                cards.append(expandCard(card.toObject()));
            game.insert(u"cards"_s, cards);
        } else if (it.key() == u"event" || it.key() == u"white" || it.key() == u"black") {
            QJsonObject merged = game.value(it.key()).toObject();
            const QJsonObject overrides = it.value().toObject();
            for (auto field = overrides.begin(); field != overrides.end(); ++field)
                merged.insert(field.key(), expandDates(field.value()));
            game.insert(it.key(), merged);
        } else {
            game.insert(it.key(), expandDates(it.value()));
        }
    }
    return QJsonDocument(game).toJson(QJsonDocument::Compact);
}

/// A game of `days` per move (White's then Black's, alternately): each card registered (receipt = send),
/// in transit 2 days, repeating the partner's last move; the cards of the first moves of the Ruy Lopez.
/// Computed as of the arrival of the last card, so that no time runs yet.
inline QJsonObject rhythm(const QList<int>& whiteDays, const QList<int>& blackDays)
{
    QJsonArray cards;
    QDate received(2018, 1, 1);
    const int plies = int(whiteDays.size() + blackDays.size());
    for (int ply = 0; ply < plies; ++ply) {
        const bool white = ply % 2 == 0;
        const int days = white ? whiteDays[ply / 2] : blackDays[ply / 2];
        const QDate sent = received.addDays(days);
        received = sent.addDays(2);
        const QString id = (white ? u"w"_s : u"b"_s) + QString::number(ply / 2 + 1);
        QJsonObject card{{u"id"_s, id},
            {u"f"_s, white ? u"w"_s : u"b"_s},
            {u"m"_s, Opening[ply]},
            {u"reg"_s, true},
            {u"rc"_s, sent.toString(Qt::ISODate)},
            {u"r"_s, received.toString(Qt::ISODate)}};
        if (ply > 0)
            card.insert(u"rep"_s, QJsonArray{Opening[ply - 1]});
        cards.append(card);
    }
    return {{u"cards"_s, cards}, {u"as_of"_s, received.toString(Qt::ISODate)}};
}

inline QJsonObject parse(const char* json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test row JSON at %d: %s\n%s", error.offset, qPrintable(error.errorString()), json);
    return document.object();
}

inline QJsonValue select(const QJsonObject& report,
    const GameFile& game,
    const Ledger& ledger,
    const QString& selector,
    const QJsonValue& expected)
{
    const QStringList parts = selector.split(u'.');
    const QString& head = parts[0];
    if (head == u"card") {
        for (const QJsonValue& card : report.value(u"cards"_s).toArray()) {
            const QJsonObject object = card.toObject();
            if (object.value(u"id"_s).toString() == parts[1])
                return QJsonArray{object.value(u"sent"_s),
                    object.value(u"sent_rule"_s),
                    object.value(u"received"_s),
                    object.value(u"received_rule"_s)};
        }
        return u"no such card"_s;
    }
    if (head == u"days" || head == u"rows") {
        QJsonArray values;
        for (const QJsonValue& move : report.value(u"moves"_s).toArray()) {
            const QJsonObject row = move.toObject();
            if (row.value(u"player"_s).toString() != parts[1])
                continue;
            if (head == u"days" && !row.value(u"move"_s).isNull())
                values.append(row.value(u"days"_s));
            else if (head == u"rows")
                values.append(
                    QJsonArray{row.value(u"number"_s), row.value(u"days"_s), row.value(u"penalty"_s)});
        }
        return values;
    }
    if (head == u"open") {
        for (const MoveRow& row : ledger.rows) {
            if (colorName(row.player) == parts[1] && row.number == parts[2].toInt())
                return row.open;
        }
        return u"no such row"_s;
    }
    if (head == u"totals")
        return QJsonArray{ledger.totals[0], ledger.totals[1]};
    if (head == u"penalties") {
        QJsonArray values;
        for (const QJsonValue& penalty : report.value(u"penalties"_s).toArray()) {
            const QJsonObject entry = penalty.toObject();
            values.append(QJsonArray{entry.value(u"player"_s),
                entry.value(u"card"_s),
                entry.value(u"category"_s),
                entry.value(u"days"_s),
                entry.value(u"move"_s)});
        }
        return values;
    }
    if (head == u"overstep") {
        if (!ledger.overstep)
            return QJsonValue::Null;
        return QJsonArray{colorName(ledger.overstep->player),
            ledger.overstep->move,
            ledger.overstep->total,
            ledger.overstep->limit};
    }
    if (head == u"running") {
        if (!ledger.running)
            return QJsonValue::Null;
        return QJsonArray{
            colorName(ledger.running->player), ledger.running->days, ledger.running->daysLeftInControl};
    }
    if (head == u"deadline") {
        for (const QJsonValue& deadline : report.value(u"deadlines"_s).toArray()) {
            const QJsonObject entry = deadline.toObject();
            if (entry.value(u"kind"_s).toString() == parts[1]
                && entry.value(u"player"_s).toString() == parts[2])
                return entry.value(u"due"_s);
        }
        return u"absent"_s;
    }
    if (head == u"warning" || head == u"warnings") {
        QJsonArray list = head == u"warnings" ? report.value(u"warnings"_s).toArray() : QJsonArray();
        for (const QJsonValue& card : report.value(u"cards"_s).toArray()) {
            if (head == u"warning" && card.toObject().value(u"id"_s).toString() == parts[1])
                list = card.toObject().value(u"warnings"_s).toArray();
        }
        QStringList clauses;
        for (const QJsonValue& warning : list)
            clauses.append(warning.toObject().value(u"clause"_s).toString());
        return clauses.join(u" | "_s);
    }
    if (head == u"deadline_clause") {
        for (const QJsonValue& deadline : report.value(u"deadlines"_s).toArray()) {
            const QJsonObject entry = deadline.toObject();
            if (entry.value(u"kind"_s).toString() == parts[1]
                && entry.value(u"player"_s).toString() == parts[2])
                return entry.value(u"clause"_s);
        }
        return u"absent"_s;
    }
    if (head == u"foreign_clauses") {
        // Every clause the ledger cites for time, penalties, deadlines, the running time and the overstep
        // that is not of the section `parts[1]`.
        QStringList foreign;
        const auto keep = [&](const QJsonValue& clause) {
            const QString text = clause.toString();
            if (!text.isEmpty() && !text.startsWith(parts[1] + u'.'))
                foreign.append(text);
        };
        for (const QJsonValue& move : report.value(u"moves"_s).toArray()) {
            for (const QJsonValue& why : move.toObject().value(u"why"_s).toArray())
                keep(why.toObject().value(u"clause"_s));
        }
        for (const QJsonValue& card : report.value(u"cards"_s).toArray()) {
            const QJsonObject why = card.toObject().value(u"why"_s).toObject();
            keep(why.value(u"sent"_s).toObject().value(u"clause"_s));
            keep(why.value(u"received"_s).toObject().value(u"clause"_s));
            for (const QJsonValue& warning : card.toObject().value(u"warnings"_s).toArray())
                keep(warning.toObject().value(u"clause"_s));
        }
        for (const char* list : {"penalties", "deadlines"}) {
            for (const QJsonValue& entry : report.value(QLatin1StringView(list)).toArray())
                keep(entry.toObject().value(u"clause"_s));
        }
        keep(report.value(u"running"_s).toObject().value(u"clause"_s));
        keep(report.value(u"overstep"_s).toObject().value(u"clause"_s));
        return foreign.join(u" | "_s);
    }
    if (head == u"answering")
        return report.value(u"running"_s).toObject().value(u"answering"_s);
    if (head == u"text" || head == u"text_without") {
        // The substrings of the expected list that the English text report lacks (text) or has
        // (text_without).
        const QString text = postmark::text::ledgerReportText(game, ledger, postmark::Language::English);
        QJsonArray wrong;
        for (const QJsonValue& wanted : expected.toArray()) {
            if (text.contains(wanted.toString()) != (head == u"text"))
                wrong.append(wanted);
        }
        return wrong;
    }
    if (head == u"start")
        return ledger.startDates[parts[1] == u"white" ? 0 : 1].toString(Qt::ISODate);
    if (head == u"moves")
        return QJsonArray::fromStringList(rowMoveTexts(game, ledger));
    if (head == u"to_move")
        return colorName(ledger.toMove);
    if (head == u"claim") {
        const ClaimCheck check = checkClaim(game, ledger);
        return QJsonArray{check.windowOpen, check.controlMove};
    }
    qFatal("unknown selector %s", qPrintable(selector));
}

// The game of a queried impossible move: 1.e4 Qh4?? (the queen is blocked), White queries, Black replaces.
inline const char* QueriedImpossible = R"({"cards": [
    {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
    {"id": "b1", "f": "b", "m": "Qh4", "rep": ["e4"], "s": "01-05", "r": "01-08"},
    {"id": "w2", "f": "w", "kind": "query", "about": "b1", "reason": "impossible", "s": "01-13", "r": "01-15"},
    {"id": "b2", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-17", "r": "01-20"},
    {"id": "w3", "f": "w", "m": "Nf3", "rep": ["e5"], "s": "01-22"}]})";

// White proposes 2.Nf3 and, if 2...Nc6, 3.Bb5; `acc` and `rep` of b2 vary by row.
inline QByteArray variantGame(const char* black2)
{
    return QByteArray(R"({"cards": [
    {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
    {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-05", "r": "01-08"},
    {"id": "w2", "f": "w", "m": "Nf3", "rep": ["e5"], "var": ["Nc6", "Bb5", "a6", "Ba4"], "s": "01-10", "r": "01-12"},
    )") + black2
        + "]}";
}

/// Black proposes 9...Nb8 and, if 10.d4, 10...Nbd7; White, 30 days into the first period after his first
/// move, accepts both plies and answers 11.c4 seven days after the variant came: the 7 days go on White's
/// move 10, the control move (II.4.8), which leaves 3 days of that period — time trouble (II.4.12), though
/// the move White makes, 11, is in the next period.
inline QJsonObject variantEndingOnTheControlMove(bool registered)
{
    QJsonObject game = rhythm({30, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0});
    QJsonArray cards = game.value(u"cards"_s).toArray();
    QJsonObject black9 = cards.last().toObject();
    black9.insert(u"var"_s, QJsonArray{u"d4"_s, u"Nbd7"_s});
    cards.replace(cards.size() - 1, black9);
    const QDate sent = QDate::fromString(black9.value(u"r"_s).toString(), Qt::ISODate).addDays(7);
    QJsonObject white10{{u"id"_s, u"w10"_s},
        {u"f"_s, u"w"_s},
        {u"acc"_s, 2},
        {u"rep"_s, QJsonArray{u"Nb8"_s, u"d4"_s, u"Nbd7"_s}},
        {u"m"_s, u"c4"_s},
        {u"s"_s, sent.toString(Qt::ISODate)}};
    if (registered) {
        white10.insert(u"reg"_s, true);
        white10.insert(u"rc"_s, sent.toString(Qt::ISODate));
    }
    cards.append(white10);
    game.insert(u"cards"_s, cards);
    game.insert(u"as_of"_s, sent.toString(Qt::ISODate));
    return game;
}

/// Adds the columns the rows fill.
inline void addColumns()
{
    QTest::addColumn<QJsonObject>("game");
    QTest::addColumn<QJsonObject>("checks");
}

inline void row(const char* name, const QJsonObject& game, const char* checks)
{
    QTest::newRow(name) << game << parse(checks);
}

inline QJsonObject cards(const char* json)
{
    return parse(json);
}

/// Every row's game dated both ways (core/ledger/datingasread.h): as read, when it can be, it is the ledger
/// of every card dated first, word for word.
inline void checkBothDatings(const QByteArray& json)
{
    const GameFileReading reading = readGameFile(json);
    if (!reading.game)
        return;
    const Result<postmark::rules::RuleSet> rules = rulesOf(*reading.game);
    if (!rules)
        return;
    const postmark::testing::DatingComparison datings =
        postmark::testing::compareDatings(*reading.game, *rules, reading.game->asOf.value_or(QDate()));
    if (datings.datedAsRead)
        QCOMPARE(datings.asRead, datings.allFirst);
}

/// Computes the row's ledger and compares every check.
inline void check()
{
    QFETCH(QJsonObject, game);
    QFETCH(QJsonObject, checks);
    const QByteArray json = gameJson(game);
    const LedgerResult result = ledgerOfJson(json);
    checkBothDatings(json);
    if (checks.contains(u"problem"_s)) {
        QVERIFY2(!result.ledger, "the game file should have been refused");
        const QString lines = problemLines(result.problems);
        QVERIFY2(lines.contains(checks.value(u"problem"_s).toString()), qPrintable(lines));
        return;
    }
    QVERIFY2(result.ledger, qPrintable(problemLines(result.problems) + u"\n"_s + QString::fromUtf8(json)));
    const GameFile file = *readGameFile(json).game;
    const QJsonObject report = postmark::text::ledgerReportJson(file, *result.ledger);
    for (auto it = checks.begin(); it != checks.end(); ++it) {
        const QJsonValue expected = it.key().startsWith(u"text"_s) ? QJsonValue(QJsonArray()) : it.value();
        const QJsonValue actual = select(report, file, *result.ledger, it.key(), it.value());
        const bool clauseMatch = (it.key().startsWith(u"warning"_s)) && expected.isString()
            && (expected.toString().isEmpty() ? actual.toString().isEmpty()
                                              : actual.toString().contains(expected.toString()));
        if (it.key().startsWith(u"warning"_s)) {
            QVERIFY2(clauseMatch, qPrintable(it.key() + u": "_s + actual.toString()));
            continue;
        }
        if (actual != expected) {
            const auto text = [](const QJsonValue& value) {
                return QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact));
            };
            QFAIL(qPrintable(u"%1: got %2, expected %3\n%4"_s.arg(it.key(),
                text(actual),
                text(expected),
                postmark::text::ledgerReportText(file, *result.ledger, postmark::Language::English))));
        }
    }
}

} // namespace postmark::testing::rows

// SPDX-License-Identifier: GPL-3.0-or-later
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QtTest>

#include "core/ledger/claimcheck.h"
#include "tests/core/ledgersupport.h"
#include "ui/text/ledgerreport.h"

using namespace postmark;
using namespace postmark::ledger;
using namespace Qt::StringLiterals;

/// One row per clause of ../shared/rules/postal-rules.md: a small game and the figures its ledger must
/// show, every figure worked out by hand from the rules.
///
/// Rows are written in a shorthand the test expands: card keys f (from: w/b), m (move), rep (repetition),
/// s (sender_date), r (received), dp / ap (departure / arrival postmarks), reg (registered), rc (receipt
/// date), acc (accepts), var (variant); a date "MM-DD" is in 2018. The base game starts 2018-01-01, ends
/// 2020-01-01, uses SAN and is computed as of 2018-01-31 unless the row says otherwise.
///
/// Checks: "card.ID" [sent, rule, received, rule]; "days.PLAYER" days of each move made; "rows.PLAYER"
/// [number, days, penalty] of every row; "totals" [white, black]; "penalties" [player, card, category,
/// days, move]; "overstep" [player, move, total, limit] or null; "running" [player, days, days left];
/// "deadline.KIND.PLAYER" the due date, or "absent"; "warning.ID" / "warnings" a clause that must appear;
/// "problem" text a refusal must contain; "start.PLAYER"; "to_move"; "claim" [window open, control move];
/// "open.PLAYER.N" whether a move still lacks its send date.
class TestLedgerRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void clause_data();
    void clause();
};

namespace {

const QStringList Opening = {u"e4"_s,
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

QString expandDate(const QString& text)
{
    static const QRegularExpression Short(u"^\\d\\d-\\d\\d$"_s);
    return Short.match(text).hasMatch() ? u"2018-"_s + text : text;
}

QJsonValue expandDates(const QJsonValue& value)
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

QJsonObject expandCard(const QJsonObject& shorthand)
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

QByteArray gameJson(const QJsonObject& row)
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
QJsonObject rhythm(const QList<int>& whiteDays, const QList<int>& blackDays)
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

QJsonObject parse(const char* json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test row JSON at %d: %s\n%s", error.offset, qPrintable(error.errorString()), json);
    return document.object();
}

QJsonValue select(const QJsonObject& report,
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
    if (head == u"text") {
        // The substrings of the expected list that the English text report lacks.
        const QString text = postmark::text::ledgerReportText(game, ledger, postmark::Language::English);
        QJsonArray missing;
        for (const QJsonValue& wanted : expected.toArray()) {
            if (!text.contains(wanted.toString()))
                missing.append(wanted);
        }
        return missing;
    }
    if (head == u"start")
        return ledger.startDates[parts[1] == u"white" ? 0 : 1].toString(Qt::ISODate);
    if (head == u"to_move")
        return colorName(ledger.toMove);
    if (head == u"claim") {
        const ClaimCheck check = checkClaim(game, ledger);
        return QJsonArray{check.windowOpen, check.controlMove};
    }
    qFatal("unknown selector %s", qPrintable(selector));
}

// The game of a queried impossible move: 1.e4 Qh4?? (the queen is blocked), White queries, Black replaces.
const char* QueriedImpossible = R"({"cards": [
    {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
    {"id": "b1", "f": "b", "m": "Qh4", "rep": ["e4"], "s": "01-05", "r": "01-08"},
    {"id": "w2", "f": "w", "kind": "query", "about": "b1", "reason": "impossible", "s": "01-13", "r": "01-15"},
    {"id": "b2", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-17", "r": "01-20"},
    {"id": "w3", "f": "w", "m": "Nf3", "rep": ["e5"], "s": "01-22"}]})";

// White proposes 2.Nf3 and, if 2...Nc6, 3.Bb5; `acc` and `rep` of b2 vary by row.
QByteArray variantGame(const char* black2)
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
QJsonObject variantEndingOnTheControlMove(bool registered)
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

} // namespace

void TestLedgerRules::clause_data()
{
    QTest::addColumn<QJsonObject>("game");
    QTest::addColumn<QJsonObject>("checks");

    const auto row = [](const char* name, const QJsonObject& game, const char* checks) {
        QTest::newRow(name) << game << parse(checks);
    };
    const auto cards = [](const char* json) {
        return parse(json);
    };

    // §1 Dates (II.2.2)
    row("II.2.2 ¶3 receipt beats postmark and written date",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-05"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-07", "reg": true, "rc": "01-08", "dp": ["01-09"], "r": "01-12"}]})"),
        R"({"card.b1": ["2018-01-08", "receipt", "2018-01-12", "recipient_date"], "warning.b1": "II.2.2 ¶3", "days.black": [3]})");
    row("II.2.2 ¶2 departure postmark beats written date",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02", "dp": ["01-03"], "r": "01-06"}]})"),
        R"({"card.w1": ["2018-01-03", "departure_postmark", "2018-01-06", "recipient_date"], "warning.w1": "II.2.2 ¶2", "days.white": [2]})");
    row("II.2.2 ¶4 earliest departure postmark for the sender",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "dp": ["01-04", "01-03"], "r": "01-08"}]})"),
        R"({"card.w1": ["2018-01-03", "departure_postmark", "2018-01-08", "recipient_date"], "warning.w1": "II.2.2 ¶4"})");
    row("II.2.2 ¶4 latest arrival postmark for the recipient",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02", "ap": ["01-05", "01-06"], "r": "01-07"}]})"),
        R"({"card.w1": ["2018-01-02", "sender_date", "2018-01-06", "arrival_postmark"]})");
    row("II.2.2 ¶4 recipient's date before the arrival postmark is a conflict",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02", "ap": ["01-06"], "r": "01-05"}]})"),
        R"({"card.w1": ["2018-01-02", "sender_date", "2018-01-06", "arrival_postmark"], "warning.w1": "II.2.2 ¶4"})");
    row("II.2.2 ¶5 written dates without postmarks",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02", "r": "01-05"}]})"),
        R"({"card.w1": ["2018-01-02", "sender_date", "2018-01-05", "recipient_date"], "warning.w1": ""})");
    row("II.2.2 ¶6 unknown send date leaves the move open",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "r": "01-05"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-08", "r": "01-10"}]})"),
        R"({"card.w1": [null, "unknown", "2018-01-05", "recipient_date"], "warning.w1": "II.2.2 ¶6", "rows.white": [[1, 0, 0]], "open.white.1": true, "days.black": [3]})");
    row("II.2.2 ¶3 registered without its receipt falls back to the postmark",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "reg": true, "s": "01-02", "dp": ["01-03"], "r": "01-06"}]})"),
        R"({"card.w1": ["2018-01-03", "departure_postmark", "2018-01-06", "recipient_date"], "warning.w1": "II.2.2 ¶3"})");
    row("§1 received before sent is refused",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-05", "r": "01-03"}]})"),
        R"({"problem": "Card w1, received: 3 January 2018 is before the sending date 5 January 2018"})");
    row("§1 arrival postmark before departure postmark is refused",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "dp": ["01-05"], "ap": ["01-04"]}]})"),
        R"({"problem": "Card w1, arrival_postmarks: 4 January 2018 is before the departure postmark 5 January 2018"})");
    row("§1 a date after the as-of date is refused",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "02-05"}]})"),
        R"({"problem": "Card w1, sender_date: 5 February 2018 is after the ledger's date 31 January 2018"})");
    row("§1 a date more than a year before the start is refused",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "2016-12-31"}]})"),
        R"({"problem": "Card w1, sender_date: 31 December 2016 is more than a year before the official start 1 January 2018"})");

    // §2 Thinking time (II.4)
    row("II.4.4 a reply sent the day it arrives costs 0 days",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-05"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-05", "r": "01-08"}]})"),
        R"({"days.white": [0], "days.black": [0]})");
    row("II.4.3 transit time is not counted",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-09"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-12"}]})"),
        R"({"days.black": [3], "totals": [0, 3]})");
    row("II.4.5 days before the official start are not counted",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "2017-12-20", "r": "2017-12-28"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-03"}]})"),
        R"({"days.white": [0], "days.black": [2]})");
    row("II.4.6 a start notice received on the official start is late (decision)",
        cards(R"({
        "white": {"start_notice_received": "01-01"},
        "cards": [{"id": "w1", "f": "w", "m": "e4", "s": "01-05"}]})"),
        R"({"start.white": "2018-01-04", "start.black": "2018-01-01", "days.white": [1]})");
    row("II.4.6 a start notice received before the start changes nothing",
        cards(R"({
        "white": {"start_notice_received": "2017-12-20"},
        "cards": [{"id": "w1", "f": "w", "m": "e4", "s": "01-05"}]})"),
        R"({"start.white": "2018-01-01", "days.white": [4]})");
    const char* leaveGame = R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-20", "r": "01-25"}], "leaves": [LEAVE]})";
    const auto withLeave = [&](const char* leave) {
        return parse(QByteArray(leaveGame).replace("LEAVE", leave).constData());
    };
    row("II.7.4 the player's leave days are not counted",
        withLeave(R"({"player": "black", "from": "01-06", "to": "01-10", "notice_sent": "01-02"})"),
        R"({"days.black": [12]})");
    row("II.7.4 the partner's leave does not stop the player's time",
        withLeave(R"({"player": "white", "from": "01-06", "to": "01-10", "notice_sent": "01-02"})"),
        R"({"days.black": [17]})");
    row("II.7.6 a leave announced late counts from the notice",
        withLeave(R"({"player": "black", "from": "01-06", "to": "01-10", "notice_sent": "01-08"})"),
        R"({"days.black": [14], "warnings": "II.7.6"})");
    row("II.7.1 leave past 45 days in a year is not granted",
        cards(R"({"as_of": "03-31", "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "03-10", "r": "03-15"}],
        "leaves": [{"player": "black", "from": "01-04", "to": "03-31", "notice_sent": "01-02"}]})"),
        R"({"days.black": [21], "warnings": "II.7.1"})");
    row("II.7.1 a leave across 31 December is split between the years",
        cards(R"({
        "event": {"start": "2018-11-01"}, "as_of": "2019-02-10", "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "2018-11-01", "r": "2018-11-05"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "reg": true, "rc": "2019-02-05"}],
        "leaves": [{"player": "black", "from": "2018-11-10", "to": "2018-11-30", "notice_sent": "2018-11-01"},
                   {"player": "black", "from": "2018-12-01", "to": "2019-01-31", "notice_sent": "2018-11-01"}]})"),
        R"({"days.black": [16], "warnings": "II.7.1"})");
    row("II.4.7 a query: 3 days excused, the rest on the next move",
        parse(QueriedImpossible),
        R"({"days.white": [0, 4], "rows.white": [[1, 0, 0], [2, 4, 0]]})");
    row("II.4.7 a query within the 3 days costs nothing",
        parse(QByteArray(QueriedImpossible).replace(R"("s": "01-13")", R"("s": "01-10")").constData()),
        R"({"days.white": [0, 2]})");
    row("II.3.12 a replacement's time adds to the same move",
        parse(QueriedImpossible),
        R"({"rows.black": [[1, 4, 5]], "days.black": [4]})");
    row("II.4.8 Black accepts: the time goes on the move of the last accepted ply",
        parse(variantGame(
            R"({"id": "b2", "f": "b", "acc": 2, "rep": ["Nf3", "Nc6", "Bb5"], "m": "a6", "s": "01-15", "r": "01-18"})")
                  .constData()),
        R"({"days.black": [2, 0, 3], "days.white": [0, 2, 0], "penalties": []})");
    row("II.4.8 partial acceptance by whole pairs",
        parse(variantGame(
            R"({"id": "b2", "f": "b", "acc": 2, "rep": ["Nf3", "Nc6", "Bb5"], "m": "a6", "s": "01-15", "r": "01-18"},
            {"id": "w3", "f": "w", "m": "Ba4", "rep": ["a6"], "s": "01-20"})")
                  .constData()),
        R"({"days.white": [0, 2, 0, 2], "days.black": [2, 0, 3], "to_move": "black"})");
    row("II.3.8 an odd acceptance is refused",
        parse(variantGame(
            R"({"id": "b2", "f": "b", "acc": 1, "rep": ["Nf3", "Nc6"], "m": "Nf6", "s": "01-15"})")
                  .constData()),
        R"({"problem": "Card b2, accepts: 1 is not an even number of half-moves"})");
    row("II.3.8 accepting more plies than proposed is refused",
        parse(variantGame(R"({"id": "b2", "f": "b", "acc": 6, "rep": ["Nf3"], "m": "Nf6", "s": "01-15"})")
                  .constData()),
        R"({"problem": "Card b2, accepts: accepts 6 half-moves, but card w2 proposed 4"})");
    row("II.5.1 a repeat: the partner's time runs from the first copy to arrive",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-21"},
        {"id": "w1r", "f": "w", "kind": "repeat", "repeats": "w1", "reg": true, "rc": "01-15", "r": "01-19"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-22"}]})"),
        R"({"days.black": [3], "days.white": [0], "penalties": []})");
    row("II.4.11 a late repeat of a lost card adds the days of lateness",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01"},
        {"id": "w1r", "f": "w", "kind": "repeat", "repeats": "w1", "reg": true, "rc": "01-20", "r": "01-24"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-26"}]})"),
        R"({"penalties": [["white", "w1r", "late_repeat", 3, 2]], "totals": [3, 2]})");
    row("II.4.11 a late repeat of a card that arrived adds nothing",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-10"},
        {"id": "w1r", "f": "w", "kind": "repeat", "repeats": "w1", "reg": true, "rc": "01-20", "r": "01-24"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-26"}]})"),
        R"({"penalties": [], "days.black": [16]})");
    row("II.4.7 answering the partner's repeat: 3 days excused",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-05"},
        {"id": "w1r", "f": "w", "kind": "repeat", "repeats": "w1", "reg": true, "rc": "01-17", "r": "01-21"},
        {"id": "b1r", "f": "b", "kind": "repeat", "repeats": "b1", "reg": true, "rc": "01-26", "r": "01-28"},
        {"id": "w2", "f": "w", "m": "Nf3", "rep": ["e5"], "s": "01-30"}]})"),
        R"({"days.black": [4], "days.white": [0, 2], "penalties": []})");
    row("V.5.2 server play: each day past 20 on one move counts double",
        cards(R"({
        "event": {"rules": "fzshu-server"}, "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-02"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-27"}]})"),
        R"({"days.black": [30]})");

    // §4 Penalty days (II.4.9–II.4.11)
    row("II.4.9 an impossible move: 5 days on the move in progress",
        parse(QueriedImpossible),
        R"({"penalties": [["black", "b1", "impossible_or_illegible", 5, 1]], "totals": [4, 9]})");
    row("II.4.10 the second impossible move in a game: 10 days",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "Qh4", "rep": ["e4"], "s": "01-05", "r": "01-07"},
        {"id": "w2", "f": "w", "kind": "query", "about": "b1", "reason": "impossible", "s": "01-08", "r": "01-10"},
        {"id": "b2", "f": "b", "m": "Qg5", "rep": ["e4"], "s": "01-11", "r": "01-13"},
        {"id": "w3", "f": "w", "kind": "query", "about": "b2", "reason": "impossible", "s": "01-14", "r": "01-16"},
        {"id": "b3", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-17"}]})"),
        R"({"penalties": [["black", "b1", "impossible_or_illegible", 5, 1], ["black", "b2", "impossible_or_illegible", 10, 1]], "rows.black": [[1, 4, 15]]})");
    row("II.4.10 each category is counted on its own",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "Qh4", "rep": ["e4"], "s": "01-05", "r": "01-07"},
        {"id": "w2", "f": "w", "kind": "query", "about": "b1", "reason": "impossible", "s": "01-08", "r": "01-10"},
        {"id": "b2", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-12", "r": "01-14"},
        {"id": "w3", "f": "w", "m": "Nf3", "rep": ["e5"], "s": "01-16", "r": "01-18"},
        {"id": "b3", "f": "b", "m": "Nc6", "rep": ["Nf4"], "s": "01-20"}]})"),
        R"({"penalties": [["black", "b1", "impossible_or_illegible", 5, 1], ["black", "b3", "wrong_repetition", 5, 2]]})");
    row("II.3.11 a card without a move",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "rep": ["e4"], "s": "01-05", "r": "01-07"}]})"),
        R"({"penalties": [["black", "b1", "impossible_or_illegible", 5, 1]], "to_move": "black"})");
    row("II.4.9 a move the recipient found illegible",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "illegible": true, "rep": ["e4"], "s": "01-05", "r": "01-07"}]})"),
        R"({"penalties": [["black", "b1", "impossible_or_illegible", 5, 1]], "to_move": "black", "deadline.query_move.white": "2018-01-10"})");
    row("II.4.9 a move queried as illegible",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-05", "r": "01-07"},
        {"id": "w2", "f": "w", "kind": "query", "about": "b1", "reason": "illegible", "s": "01-08", "r": "01-10"},
        {"id": "b2", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-11"}]})"),
        R"({"penalties": [["black", "b1", "impossible_or_illegible", 5, 1]], "days.black": [3]})");
    row("II.4.9 a wrong repetition of the partner's move",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["d4"], "s": "01-05"}]})"),
        R"({"penalties": [["black", "b1", "wrong_repetition", 5, 1]]})");
    row("II.4.9 a repetition that is no legal move is wrong",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["Ke2"], "s": "01-05"}]})"),
        R"({"penalties": [["black", "b1", "wrong_repetition", 5, 1]]})");
    row("II.3.8 accepted plies not repeated: a wrong repetition",
        parse(variantGame(
            R"({"id": "b2", "f": "b", "acc": 2, "rep": ["Nf3"], "m": "a6", "s": "01-15", "r": "01-18"})")
                  .constData()),
        R"({"penalties": [["black", "b2", "wrong_repetition", 5, 3]]})");
    row("II.4.12 in time trouble an unregistered reply costs 5 days",
        cards(R"({"as_of": "02-06", "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "02-06"}]})"),
        R"({"penalties": [["white", "w1", "registered_required", 5, 1]], "overstep": ["white", 1, 41, 40]})");
    row("II.4.12 a registered reply in time trouble costs nothing",
        cards(R"({"as_of": "02-06", "cards": [
        {"id": "w1", "f": "w", "m": "e4", "reg": true, "rc": "02-06"}]})"),
        R"({"penalties": [], "overstep": null, "totals": [36, 0]})");
    row("II.4.9 an error in the address",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "address_error": true, "s": "01-05"}]})"),
        R"({"penalties": [["black", "b1", "address_error", 5, 1]]})");
    row("II.6.8 the judge adds penalty days",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-05"}],
        "adjustments": [{"player": "black", "days": 5, "reason": "unfounded claim, II.6.8", "card": "b1"}]})"),
        R"({"penalties": [["black", "b1", "judge", 5, 1]], "totals": [0, 7]})");
    row("II.6.8 the judge waives penalty days",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["d4"], "s": "01-05"}],
        "adjustments": [{"player": "black", "days": -5, "reason": "the repetition was legible after all", "card": "b1"}]})"),
        R"({"totals": [0, 2]})");
    row("game file: a move in no notation is refused",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "hello", "rep": ["e4"], "s": "01-05"}]})"),
        R"({"problem": "Card b1, move: “hello” is no chess notation (the character “l” is no part of a move); mark the card illegible if it cannot be read"})");
    row("II.3.2 moves in another notation are accepted",
        cards(R"({"notation": "uk", "cards": [
        {"id": "w1", "f": "w", "m": "e2-e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-05", "r": "01-07"},
        {"id": "w2", "f": "w", "m": "7163", "rep": ["e7-e5"], "s": "01-09"}]})"),
        R"({"penalties": [], "days.white": [0, 2]})");

    // §3 Time control and overstepping (II.4.3, II.6.1)
    row("II.4.3 40 days for the first 10 moves: exactly 40 is in time",
        cards(R"({"as_of": "02-10", "cards": [
        {"id": "w1", "f": "w", "m": "e4", "reg": true, "rc": "02-10"}]})"),
        R"({"overstep": null, "totals": [40, 0]})");
    row("II.6.1 more than 40 days before the control move is an overstep",
        cards(R"({"as_of": "02-11", "cards": [
        {"id": "w1", "f": "w", "m": "e4", "reg": true, "rc": "02-11"}]})"),
        R"({"overstep": ["white", 1, 41, 40]})");
    row("II.6.1 running time past the limit is an overstep",
        cards(R"({"as_of": "02-15", "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"}]})"),
        R"({"overstep": ["black", 1, 43, 40], "running": ["black", 43, -3]})");
    row("II.4.3 the second period adds 40 days: 79 after move 11 is in time",
        rhythm({38, 0, 0, 0, 0, 0, 0, 0, 0, 0, 41}, {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}),
        R"({"overstep": null, "totals": [79, 11]})");
    row("II.4.3 the second period adds 40 days: 81 after move 11 oversteps",
        rhythm({38, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43}, {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}),
        R"({"overstep": ["white", 11, 81, 80]})");
    row("II.4.3 a regulation may change the days per control",
        cards(R"({"as_of": "02-01",
        "event": {"overrides": {"days_per_control": 30}}, "cards": [
        {"id": "w1", "f": "w", "m": "e4", "reg": true, "rc": "02-01"}]})"),
        R"({"overstep": ["white", 1, 31, 30]})");
    row("III.4.3 e-mail play: 50 days for 10 moves",
        cards(R"({"as_of": "02-20",
        "event": {"rules": "fzshu-email"}, "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "02-20"}]})"),
        R"({"overstep": null, "totals": [50, 0], "penalties": []})");

    // Where rules meet: each row failed before the rule was mended (issue 15).
    row("II.5.1 §5 decision: White's leave extends Black's first-move inquiry",
        cards(R"({"cards": [],
        "leaves": [{"player": "white", "from": "01-05", "to": "01-09", "notice_sent": "2017-12-20"}]})"),
        R"({"deadline.first_move_inquiry.black": "2018-01-22"})");
    row("II.5.1 a reply in the post is no reply: the repeat stays due, extended by the partner's leave",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02", "r": "01-05"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-08"}],
        "leaves": [{"player": "black", "from": "01-10", "to": "01-12", "notice_sent": "01-02"}]})"),
        R"({"deadline.repeat_move.white": "2018-01-21", "deadline.repeat_move.black": "2018-01-24", "to_move": "white", "running": ["white", 0, 39]})");
    row("II.5.1 a reply that has arrived ends the repeat deadline",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02", "r": "01-05"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-08", "r": "01-10"}]})"),
        R"({"deadline.repeat_move.white": "absent", "deadline.repeat_move.black": "2018-01-24"})");
    row("III.4.9 e-mail: a repeat up to three days late costs nothing",
        cards(R"({"event": {"rules": "fzshu-email"}, "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01"},
        {"id": "w1r", "f": "w", "kind": "repeat", "repeats": "w1", "s": "01-18", "r": "01-19"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-20"}]})"),
        R"({"penalties": [], "totals": [0, 1]})");
    row("III.4.9 e-mail: a repeat more than three days late costs the whole delay",
        cards(R"({"event": {"rules": "fzshu-email"}, "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01"},
        {"id": "w1r", "f": "w", "kind": "repeat", "repeats": "w1", "s": "01-20", "r": "01-21"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-22"}]})"),
        R"({"penalties": [["white", "w1r", "late_repeat", 5, 2]], "foreign_clauses.III": ""})");
    row("II.4.11 by post a repeat one day late adds that day",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01"},
        {"id": "w1r", "f": "w", "kind": "repeat", "repeats": "w1", "reg": true, "rc": "01-18", "r": "01-20"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-21"}]})"),
        R"({"penalties": [["white", "w1r", "late_repeat", 1, 2]]})");
    row("II.4.11 decision: a late repeat after the partner's reply went astray delays the game too",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-05"},
        {"id": "w1r", "f": "w", "kind": "repeat", "repeats": "w1", "reg": true, "rc": "01-20", "r": "01-22"},
        {"id": "b1r", "f": "b", "kind": "repeat", "repeats": "b1", "reg": true, "rc": "01-23", "r": "01-25"}]})"),
        R"({"penalties": [["white", "w1r", "late_repeat", 3, 2]], "days.black": [2], "totals": [3, 2]})");
    row("III.4.8 e-mail: answering a wrongly repeated move, three days are not counted",
        cards(R"({"event": {"rules": "fzshu-email"}, "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-02"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["d4"], "s": "01-04", "r": "01-05"},
        {"id": "w2", "f": "w", "m": "Nf3", "rep": ["e5"], "s": "01-10"}]})"),
        R"({"days.white": [0, 2], "penalties": [["black", "b1", "wrong_repetition", 2, 1]], "foreign_clauses.III": ""})");
    row("II.4.7 by post the answer to a wrong repetition is counted in full",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-02"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["d4"], "s": "01-04", "r": "01-05"},
        {"id": "w2", "f": "w", "m": "Nf3", "rep": ["e5"], "s": "01-10"}]})"),
        R"({"days.white": [0, 5], "penalties": [["black", "b1", "wrong_repetition", 5, 1]]})");
    row("II.3.7 II.4.9 a replacement card repeats the partner's last move like any move card",
        parse(QByteArray(QueriedImpossible)
                  .replace(R"({"id": "b2", "f": "b", "m": "e5", "rep": ["e4"])",
                      R"({"id": "b2", "f": "b", "m": "e5", "rep": ["d4"])")
                  .constData()),
        R"({"penalties": [["black", "b1", "impossible_or_illegible", 5, 1], ["black", "b2", "wrong_repetition", 5, 1]], "totals": [4, 14]})");
    row("II.4.8 II.4.12 a variant booked on the control move: its period decides time trouble",
        variantEndingOnTheControlMove(false),
        R"({"rows.white": [[1, 30, 0], [2, 0, 0], [3, 0, 0], [4, 0, 0], [5, 0, 0], [6, 0, 0], [7, 0, 0], [8, 0, 0], [9, 0, 0], [10, 7, 0], [11, 0, 5]],
            "penalties": [["white", "w10", "registered_required", 5, 11]], "overstep": null})");
    row("II.4.8 II.4.12 the same card registered costs nothing",
        variantEndingOnTheControlMove(true),
        R"({"penalties": [], "totals": [37, 0]})");
    row("II.4.12 a card's own impossible-move penalty does not put it in time trouble",
        cards(R"({"as_of": "02-03", "cards": [
        {"id": "w1", "f": "w", "m": "Qh5", "s": "02-03"}]})"),
        R"({"penalties": [["white", "w1", "impossible_or_illegible", 5, 1]], "totals": [38, 0], "overstep": null})");
    row("II.4.12 nor does its own wrong repetition",
        cards(R"({"as_of": "02-15", "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["d4"], "s": "02-05"}]})"),
        R"({"penalties": [["black", "b1", "wrong_repetition", 5, 1]], "totals": [0, 38]})");
    row("game file: an empty date is refused naming the card and the key",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": ""}]})"),
        R"({"problem": "Card w1, received: the date is empty"})");
    row("game file: a blank date is refused too",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "  ", "r": "01-03"}]})"),
        R"({"problem": "Card w1, sender_date: the date is empty"})");
    row("II.3.7 a stated receipt speaks of the card that had arrived, not of a later one in the post",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-05", "r": "01-07"},
        {"id": "w2", "f": "w", "m": "Nf3", "rep": ["e5"], "s": "01-08"},
        {"id": "w2r", "f": "w", "kind": "repeat", "repeats": "w2", "reg": true, "rc": "01-24"},
        {"id": "b2", "f": "b", "m": "Nc6", "rep": ["Nf3"], "s": "01-25", "states_received": "01-12"}]})"),
        R"({"card.w2": ["2018-01-08", "sender_date", "2018-01-12", "recipient_date"], "days.black": [2, 13]})");
    row("II.4.5 the game form shows a card's real send date, and from when its time was counted",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "2017-12-20", "r": "2017-12-28"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-03"}]})"),
        R"x({"days.white": [0], "text": ["20 December 2017", "White 1: time counted from 1 January 2018, the player's start (II.4.5)"]})x");
    row("III.5.1 e-mail: repeat after 14 days with a copy to the judge",
        cards(R"({"event": {"rules": "fzshu-email"}, "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02"}]})"),
        R"({"deadline.repeat_move.white": "2018-01-16", "deadline_clause.repeat_move.white": "III.5.1", "deadline.first_move_inquiry.black": "absent", "foreign_clauses.III": ""})");
    row("III.5.1 e-mail: after the repeat no further notice to the judge, who has its copy",
        cards(R"({"event": {"rules": "fzshu-email"}, "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02"},
        {"id": "w1r", "f": "w", "kind": "repeat", "repeats": "w1", "s": "01-16"}]})"),
        R"({"deadline.notify_judge.white": "absent", "deadline.inactivity.black": "2018-02-11", "deadline_clause.inactivity.black": "III.5.3"})");
    row("III.4.5 e-mail: a late start notice does not move the start (II.4.6 is a postal rule)",
        cards(R"({"event": {"rules": "fzshu-email"},
        "white": {"start_notice_received": "01-01"},
        "cards": [{"id": "w1", "f": "w", "m": "e4", "s": "01-05"}]})"),
        R"({"start.white": "2018-01-01", "days.white": [4], "foreign_clauses.III": ""})");
    row("IV.7.1 team play by post: repeat after 20 days",
        cards(R"({"event": {"rules": "fzshu-team-postal"}, "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02"}]})"),
        R"({"deadline.repeat_move.white": "2018-01-22", "deadline_clause.repeat_move.white": "IV.7.1"})");
    row("V.3 server: no postal repeat, the server reminds; 40 days without a move",
        cards(R"({"event": {"rules": "fzshu-server"}, "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02", "r": "01-02"}]})"),
        R"({"deadline.repeat_move.white": "absent", "deadline.inactivity.black": "2018-02-11", "deadline_clause.inactivity.black": "V.3.1–V.3.2", "foreign_clauses.V": ""})");
    row("V.5.2 server: the doubled days cite the server's clause",
        cards(R"({
        "event": {"rules": "fzshu-server"}, "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-02"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-27"}]})"),
        R"({"days.black": [30], "foreign_clauses.V": "", "deadline.first_move_inquiry.black": "absent"})");

    // §5 Deadlines (II.5, II.6, II.9)
    row("II.5.1 no reply for 16 days: repeat the move",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02"}]})"),
        R"({"deadline.repeat_move.white": "2018-01-18", "deadline.notify_judge.white": "absent"})");
    row("II.5.1 no reply to the repeat for 16 days: tell the judge",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02"},
        {"id": "w1r", "f": "w", "kind": "repeat", "repeats": "w1", "reg": true, "rc": "01-18"}]})"),
        R"({"deadline.notify_judge.white": "2018-02-03", "deadline.repeat_move.white": "absent"})");
    row("II.5.1 no first move from White: Black's inquiry",
        cards(R"({"cards": []})"),
        R"({"deadline.first_move_inquiry.black": "2018-01-17"})");
    row("§5 decision: the partner's announced leave extends the 16 days",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02"}],
        "leaves": [{"player": "black", "from": "01-10", "to": "01-14", "notice_sent": "01-05"}]})"),
        R"({"deadline.repeat_move.white": "2018-01-23"})");
    row("II.5.2 two months without a move",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02", "r": "01-05"}]})"),
        R"({"deadline.inactivity.black": "2018-03-02"})");
    row("II.3.12 a received impossible move is queried within 3 days",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "Qh4", "rep": ["e4"], "s": "01-05", "r": "01-08"}]})"),
        R"({"deadline.query_move.white": "2018-01-11", "to_move": "black"})");
    row("II.6.3 the claim window is open until the reply to the control move",
        cards(R"({"as_of": "02-15", "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"}]})"),
        R"({"claim": [true, 10], "deadline.claim.white": null})");
    row("II.6.3 the claim window is open before the offender's control move is answered",
        rhythm({1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, {45, 0, 0, 0, 0, 0, 0, 0, 0, 0}),
        R"({"overstep": ["black", 1, 45, 40], "claim": [true, 10]})");
    row("II.6.3 the claim window closes with the reply to the control move",
        rhythm({1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, {45, 0, 0, 0, 0, 0, 0, 0, 0, 0}),
        R"({"overstep": ["black", 1, 45, 40], "claim": [false, 10], "deadline.claim.white": "absent"})");
    row("II.9.5 the adjudication packet 14 days after the end",
        cards(R"({"cards": []})"),
        R"({"deadline.adjudication.white": "2020-01-15", "deadline.adjudication.black": "2020-01-15"})");
    row("II.6.6 a forfeit claim suspends the game from its date",
        cards(R"({"as_of": "02-15", "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"}],
        "claim": {"by": "white", "sent": "02-01"}})"),
        R"({"running": ["black", 29, 11], "deadline.inactivity.black": "absent"})");
    row("II.9.1 a finished game has no running time and no deadlines",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"}],
        "result": {"score": "1-0", "how": "resignation", "date": "01-20"}})"),
        R"({"running": null, "deadline.repeat_move.white": "absent"})");
}

void TestLedgerRules::clause()
{
    QFETCH(QJsonObject, game);
    QFETCH(QJsonObject, checks);
    const QByteArray json = gameJson(game);
    const LedgerResult result = ledgerOfJson(json);
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
        const QJsonValue expected = it.key() == u"text" ? QJsonValue(QJsonArray()) : it.value();
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

QTEST_GUILESS_MAIN(TestLedgerRules)
#include "tst_ledgerrules.moc"

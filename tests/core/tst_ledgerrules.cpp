// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/core/ledgerrows.h"

using namespace postmark::testing::rows;

/// One row per clause of ../shared/rules/postal-rules.md (§1–§5): the shorthand is ledgerrows.h's.
class TestLedgerRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void clause_data();
    void clause() { check(); }
};

void TestLedgerRules::clause_data()
{
    addColumns();
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
        R"({"card.w1": ["2018-01-02", "sender_date", "2018-01-06", "arrival_postmark"], "warning.w1": "II.2.2 ¶4", "text": ["arrival postmarks 5 January 2018, 6 January 2018: the latest, 6 January 2018, counts for the recipient"]})");
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
    row("II.4.4 II.4.3 the reply to a card whose day of receipt is unknown stays open",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02", "r": "01-05"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-08", "r": "01-10"},
        {"id": "w2", "f": "w", "m": "Nf3", "rep": ["e5"], "s": "01-12"},
        {"id": "b2", "f": "b", "m": "Nc6", "rep": ["Nf3"], "s": "01-20", "r": "01-22"}]})"),
        R"({"rows.black": [[1, 3, 0], [2, 0, 0]], "open.black.2": true, "rows.white": [[1, 1, 0], [2, 2, 0]], "deadline.repeat_move.white": "absent", "text": ["Black, move 2: the card it answers, w2, has no known day of receipt (the partner's card states it, II.3.7), so this move stays open until that day is entered"]})");
    row("II.4.4 the reply is counted from the receipt once it is entered",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02", "r": "01-05"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-08", "r": "01-10"},
        {"id": "w2", "f": "w", "m": "Nf3", "rep": ["e5"], "s": "01-12", "r": "01-15"},
        {"id": "b2", "f": "b", "m": "Nc6", "rep": ["Nf3"], "s": "01-20", "r": "01-22"}]})"),
        R"({"rows.black": [[1, 3, 0], [2, 5, 0]], "open.black.2": false})");
    row("II.2.2 ¶6 II.4.3 a reply to an undated card is not counted from the start",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"]},
        {"id": "w2", "f": "w", "m": "Nf3", "rep": ["e5"], "s": "01-20", "r": "01-22"}]})"),
        R"({"rows.white": [[1, 0, 0], [2, 0, 0]], "open.white.2": true, "totals": [0, 0]})");
    row("II.2.2 ¶3 registered without its receipt falls back to the postmark",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "reg": true, "s": "01-02", "dp": ["01-03"], "r": "01-06"}]})"),
        R"({"card.w1": ["2018-01-03", "departure_postmark", "2018-01-06", "recipient_date"], "warning.w1": "II.2.2 ¶3"})");
    row("§1 received before sent is refused",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-05", "r": "01-03"}]})"),
        R"({"problem": "Card w1, received: 3 January 2018 is before the sending date 5 January 2018"})");
    row("§1 the recipient's date before the sending date is refused even beside an arrival postmark",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-05", "dp": ["01-06"], "ap": ["01-10"], "r": "01-04"}]})"),
        R"j({"problem": "Card w1, received: 4 January 2018 is before the sending date 6 January 2018"})j");
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
    row("II.3.12 the replacement is the move of its row, the impossible one none",
        parse(QueriedImpossible),
        R"({"moves": ["e4", "e5", "Nf3"]})");
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
    row("II.3.8 the accepted plies are the moves of their rows, in the game's order",
        parse(variantGame(
            R"({"id": "b2", "f": "b", "acc": 2, "rep": ["Nf3", "Nc6", "Bb5"], "m": "a6", "s": "01-15", "r": "01-18"},
            {"id": "w3", "f": "w", "m": "Ba4", "rep": ["a6"], "s": "01-20"})")
                  .constData()),
        R"({"moves": ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"]})");
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
    row("II.5.1 II.2.2 ¶6 a reply nothing of whose post is dated: no repeat claimed",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"]}]})"),
        R"({"deadline.repeat_move.white": "absent", "open.black.1": true})");
    row("II.5.1 II.3.7 an undated reply that came answers the card before it: no repeat, its move open",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "r": "01-12"}]})"),
        R"({"deadline.repeat_move.white": "absent", "open.black.1": true})");
    row("II.5.1 a reply the partner dated but that has not come: the repeat stays due",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-10"}]})"),
        R"({"deadline.repeat_move.white": "2018-01-18"})");
    row("II.5.1 no first move from White: Black's inquiry",
        cards(R"({"cards": []})"),
        R"({"deadline.first_move_inquiry.black": "2018-01-17"})");
    row("II.5.1 Black's move answers White's first: no inquiry though neither card is dated",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"]}]})"),
        R"({"deadline.first_move_inquiry.black": "absent", "open.white.1": true, "open.black.1": true})");
    row("§5 decision: the partner's announced leave extends the 16 days",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02"}],
        "leaves": [{"player": "black", "from": "01-10", "to": "01-14", "notice_sent": "01-05"}]})"),
        R"({"deadline.repeat_move.white": "2018-01-23"})");
    row("II.5.2 two months without a move",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02", "r": "01-05"}]})"),
        R"({"deadline.inactivity.black": "2018-03-02"})");
    row("II.5.2 II.2.2 ¶6 the last move's send date unknown: no period counted from an earlier card",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02", "r": "01-05"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"]}]})"),
        R"({"deadline.inactivity.white": "absent", "deadline.inactivity.black": "absent", "warning.b1": "II.2.2 ¶6"})");
    row("II.5.2 counts from the last move sent once its date is known",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "r": "01-05"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-08"}]})"),
        R"({"deadline.inactivity.white": "2018-03-08"})");
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
    row("II.6.6 a card received after the claim: no time runs on the move it asks for",
        cards(R"({"as_of": "02-15", "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "s": "01-05", "r": "02-03"}],
        "claim": {"by": "black", "sent": "02-01"}})"),
        R"({"running": ["white", 0, 40], "text": ["White is to make move 2 but received the card it answers on 3 February 2018, after the claim of 1 February 2018: no time runs on it"]})");
    row("II.6.6 a suspended game's running time says no reply of time trouble: none goes while the judge "
        "decides",
        cards(R"({"as_of": "03-01", "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"}],
        "claim": {"by": "white", "sent": "02-20"}})"),
        R"({"running": ["black", 48, -8], "text": ["exceeded by 8 days"], "text_without": ["time trouble"]})");
    row("II.4.12 the same days over the limit without a claim: the reply goes registered",
        cards(R"({"as_of": "02-20", "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"}]})"),
        R"({"running": ["black", 48, -8], "text": ["in time trouble, the reply goes registered"]})");
    row("II.9.1 a finished game has no running time and no deadlines",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"}],
        "result": {"score": "1-0", "how": "resignation", "date": "01-20"}})"),
        R"({"running": null, "deadline.repeat_move.white": "absent"})");
}

QTEST_GUILESS_MAIN(TestLedgerRules)
#include "tst_ledgerrules.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/core/ledgerrows.h"

using namespace postmark::testing::rows;

/// Where rules meet, and each section's own clauses (II–V): rows named by clause, each of which failed
/// before its rule was mended; the shorthand is ledgerrows.h's.
class TestLedgerEdges : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void clause_data();
    void clause() { check(); }
};

void TestLedgerEdges::clause_data()
{
    addColumns();
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
    // Issue 16, item 18: the answer to an impossible move was refused as "not Black's turn", blaming
    // the later card alone.
    row("II.3.12 a card answering an impossible move names the card whose move was not made",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02", "r": "01-05"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-08", "r": "01-10"},
        {"id": "w2", "f": "w", "m": "Rh5", "rep": ["e5"], "s": "01-11", "r": "01-13"},
        {"id": "b2", "f": "b", "m": "Nc6", "rep": ["Rh5"], "s": "01-14"}]})"),
        R"({"problem": "Card b2, from: it is not the turn of Black: the move “Rh5” on card w2 is impossible or illegible and was not played"})");
    // helper-61 entered White's next card as received the day his own reply went: his move was booked from
    // that card (0 days) instead of the card it answers (11), a card later in the game taken as answered.
    row("II.4.4 a reply answers the partner's card before it in the game, not one received the day it went",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-02", "r": "01-05"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-08", "r": "01-10"},
        {"id": "w2", "f": "w", "m": "Nf3", "rep": ["e5"], "s": "01-11", "r": "01-15"},
        {"id": "b2", "f": "b", "m": "Nc6", "rep": ["Nf3"], "s": "01-20"},
        {"id": "w3", "f": "w", "m": "Bb5", "rep": ["Nc6"], "s": "01-20", "r": "01-20"}]})"),
        R"({"days.black": [3, 5]})");
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
    row("II.3.7 a stated receipt of a card further down the file is checked against that card's dates",
        cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-05", "replies_to": "w2", "states_received": "01-06"},
        {"id": "w2", "f": "w", "m": "Nf3", "rep": ["e5"], "s": "01-08"}]})"),
        R"x({"problem": "Card b1, states_received: 6 January 2018 is before the sending date 8 January 2018 (date written on the card)"})x");
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
    row("II.9.5 each player's adjudication packet is a deadline of its own, naming whose it is",
        cards(R"({"cards": []})"),
        R"x({"text": ["White sends the packet registered within 14 days", "Black sends the packet registered within 14 days"]})x");
    row("III.9.5 e-mail: the adjudication packet goes to the judge, not by registered mail",
        cards(R"({"event": {"rules": "fzshu-email"}, "cards": []})"),
        R"x({"text": ["the packet to the judge within 14 days"], "text_without": ["registered"]})x");
    row("II.5.2 with no move sent, the silence counts from the start",
        cards(R"({"cards": []})"),
        R"x({"deadline.inactivity.white": "2018-03-01", "text": ["no move has been sent since the start 1 January 2018"]})x");
    row("V.5.2 server: the running time shows its doubled days",
        cards(R"({"event": {"rules": "fzshu-server"}, "as_of": "01-27", "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-02"}]})"),
        R"x({"running": ["black", 30, 20], "text": [", of which 5 days past 20 counted twice (V.5.2)"]})x");
    row("III.4.10 e-mail: copies to the judge when either partner has five days left",
        cards(R"({"event": {"rules": "fzshu-email"}, "as_of": "02-17", "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "02-15", "r": "02-16"}]})"),
        R"x({"overstep": null, "running": ["black", 1, 49], "text": ["White has 5 days left before the control: all correspondence goes with copies to the judge (III.4.10)"]})x");
    row("III.4.10 e-mail: a partner already over the limit is said so, not to have -5 days left",
        cards(R"({"event": {"rules": "fzshu-email"}, "as_of": "02-27", "cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "02-25", "r": "02-26"}]})"),
        R"x({"running": ["black", 1, 49], "text": ["White is 5 days over the limit: all correspondence goes with copies to the judge (III.4.10)"], "text_without": ["-5"]})x");
}

QTEST_GUILESS_MAIN(TestLedgerEdges)
#include "tst_ledgeredges.moc"

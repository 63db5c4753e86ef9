// SPDX-License-Identifier: GPL-3.0-or-later
// The two ways the ledger dates a game's cards (core/ledger/datingasread.h): as each card is read, for a game
// where that gives what dating every card first gives, and every card first otherwise. Each row says which
// way its game takes, and that the ledger is the same either way, word for word.
#include "tests/core/ledgerrows.h"
#include "tests/support/randomgame.h"

using namespace postmark::testing::rows;

class TestLedgerDating : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dating_data();
    void dating();
    void generatedGamesAreDatedAsRead();
};

void TestLedgerDating::dating_data()
{
    QTest::addColumn<QJsonObject>("game");
    QTest::addColumn<bool>("asRead");
    QTest::addColumn<QJsonObject>("checks");

    QTest::newRow("II.2.2 move cards in the order they went and came: dated as read")
        << cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-05", "r": "01-07"},
        {"id": "w2", "f": "w", "m": "Nf3", "rep": ["e5"], "s": "01-08", "dp": ["01-09"], "ap": ["01-11"]},
        {"id": "b2", "f": "b", "m": "Nc6", "rep": ["Nf3"], "s": "01-12", "r": "01-14"}]})")
        << true << parse(R"({"days.white": [0, 2], "days.black": [2, 1]})");
    // White's card w1 arrived after w2 (a slow post): Black's b2 answers w2, the latest to have arrived
    // before it went, which a walk of the cards in the file's order would not yet know of.
    QTest::newRow("II.4.4 a player's cards arrived out of order: every card dated first")
        << cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-20"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-11", "r": "01-13"},
        {"id": "w2", "f": "w", "m": "Nf3", "rep": ["e5"], "s": "01-14", "r": "01-16"},
        {"id": "b2", "f": "b", "m": "Nc6", "rep": ["Nf3"], "s": "01-18", "r": "01-22"}]})")
        << false << parse(R"({"days.black": [10, 2]})");
    // Black's b1 went on 15 January, when White's w2 and w3, further down the file, were dated as arrived:
    // still b1 answers w1, the card whose move it repeats — a card further down carries a later move and
    // answers b1 or a later card itself, whatever its dates say (helper-61's same-day card was taken as the
    // one answered). Each reply is booked from the card before it in the game.
    QTest::newRow("II.4.4 a card never answers one further down the file, whatever the dates: every card "
                  "dated first")
        << cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-15", "r": "01-17"},
        {"id": "w2", "f": "w", "m": "Nf3", "rep": ["e5"], "s": "01-04", "r": "01-05"},
        {"id": "b2", "f": "b", "m": "Nc6", "rep": ["Nf3"], "s": "01-16", "r": "01-18"},
        {"id": "w3", "f": "w", "m": "Bb5", "rep": ["Nc6"], "s": "01-06", "r": "01-07"},
        {"id": "b3", "f": "b", "m": "a6", "rep": ["Bb5"], "s": "01-17", "r": "01-19"}]})")
        << false << parse(R"({"days.black": [12, 11, 10]})");
    // As above, but b1 names w3 itself (II.4.4, replies_to: the file's word wins), and w3 arrived in the
    // order White's cards went; b2, naming none, answers w2, the card before it.
    QTest::newRow("II.4.4 replies_to names a card further down the file: every card dated first")
        << cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-15", "r": "01-17", "replies_to": "w3"},
        {"id": "w2", "f": "w", "m": "Nf3", "rep": ["e5"], "s": "01-04", "r": "01-05"},
        {"id": "b2", "f": "b", "m": "Nc6", "rep": ["Nf3"], "s": "01-16", "r": "01-18"},
        {"id": "w3", "f": "w", "m": "Bb5", "rep": ["Nc6"], "s": "01-06", "r": "01-07"}]})")
        << false << parse(R"({"days.black": [8, 11]})");
    QTest::newRow("II.3.7 a card states the date it received the partner's: every card dated first")
        << cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-06", "r": "01-08", "states_received": "01-04"}]})")
        << false << parse(R"({"days.black": [2]})");
    QTest::newRow("II.5.1 a repeat: every card dated first") << cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01"},
        {"id": "w1r", "f": "w", "kind": "repeat", "repeats": "w1", "s": "01-12", "reg": true, "rc": "01-12", "r": "01-14"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-15", "r": "01-17"}]})")
                                                             << false << parse(R"({"days.black": [1]})");
    QTest::newRow("II.3.12 a query: every card dated first")
        << cards(QueriedImpossible) << false << QJsonObject();
    QTest::newRow("§1 an impossible date: every card dated first, named the same") << cards(R"({"cards": [
        {"id": "w1", "f": "w", "m": "e4", "s": "01-01", "r": "01-03"},
        {"id": "b1", "f": "b", "m": "e5", "rep": ["e4"], "s": "01-05", "r": "01-04"}]})")
                                                                                   << false << QJsonObject();
}

void TestLedgerDating::dating()
{
    QFETCH(QJsonObject, game);
    QFETCH(bool, asRead);
    QFETCH(QJsonObject, checks);
    const QByteArray json = gameJson(game);
    const GameFile file = *readGameFile(json).game;
    const postmark::testing::DatingComparison datings =
        postmark::testing::compareDatings(file, *rulesOf(file), *file.asOf);
    QCOMPARE(datings.datedAsRead, asRead);
    if (asRead)
        QCOMPARE(datings.asRead, datings.allFirst);
    // What computeLedger() gives, whichever way it dated the cards: the ledger of every card dated first.
    QCOMPARE(postmark::testing::resultFingerprint(file, ledgerOfJson(json)), datings.allFirst);
    if (checks.isEmpty())
        return;
    const LedgerResult result = ledgerOfJson(json);
    QVERIFY2(result.ledger, qPrintable(problemLines(result.problems)));
    const QJsonObject report = postmark::text::ledgerReportJson(file, *result.ledger);
    for (auto it = checks.begin(); it != checks.end(); ++it)
        QCOMPARE(select(report, file, *result.ledger, it.key(), it.value()), it.value());
}

void TestLedgerDating::generatedGamesAreDatedAsRead()
{
    // Games of move cards with every kind of evidence, leaves and notations: the everyday game, dated as
    // read, each the same ledger as with every card dated first.
    const postmark::rules::RuleSet rules = postmark::rules::ruleSet(u"fzshu-postal"_s).value();
    for (quint32 seed = 1; seed <= 300; ++seed) {
        const GameFile game = postmark::testing::randomGame(
            seed, {.cards = 60, .variedEvidence = true, .leaves = true, .variedNotation = true});
        const postmark::testing::DatingComparison datings =
            postmark::testing::compareDatings(game, rules, *game.asOf);
        QVERIFY2(datings.datedAsRead, qPrintable(u"seed %1"_s.arg(seed)));
        QCOMPARE(datings.asRead, datings.allFirst);
    }
}

QTEST_GUILESS_MAIN(TestLedgerDating)
#include "tst_ledgerdating.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The check of an event's games against its pairings: a game file under the event's name whose players
// the event pairs in no game with those colours is named; the event's own games, both games of a pair in
// a double round robin, and games of other events are not.
#include <QTest>

#include "core/tournament/bergerpairings.h"
#include "core/tournament/eventgames.h"
#include "core/tournament/pairingcheck.h"

using namespace postmark;
using namespace postmark::tournament;
using namespace Qt::StringLiterals;

namespace {

Tournament fourPlayers(int cycles)
{
    Tournament event;
    event.name = u"Чемпіонат області 2026"_s;
    event.cycles = cycles;
    for (const QString& name : {u"Бойко А."_s, u"Гнатюк Б."_s, u"Дмитренко В."_s, u"Єрмоленко Г."_s})
        event.players.append({u"p%1"_s.arg(event.players.size() + 1), name, {}, {}});
    event.games = roundRobinGames(event.players, cycles);
    return event;
}

/// The event's games as an archive lists them, each as its pairing says.
QList<ListedGame> asPaired(const Tournament& event)
{
    QList<ListedGame> games;
    for (const TournamentGame& game : event.games)
        games.append(
            {games.size() + 1, event.name, event.playerName(game.white), event.playerName(game.black)});
    return games;
}

} // namespace

class TestPairingCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theEventsOwnGamesAreSound()
    {
        for (int cycles : {1, 2}) {
            const Tournament event = fourPlayers(cycles);
            QCOMPARE(gamesOutsidePairings(event, asPaired(event)), QList<Message>());
        }
    }

    void aGameWithTheColoursSwappedIsNamedInASingleRoundRobin()
    {
        const Tournament event = fourPlayers(1);
        QList<ListedGame> games = asPaired(event);
        std::swap(games[2].white, games[2].black);
        const QList<Message> found = gamesOutsidePairings(event, games);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found[0].code, MessageCode::EventGameNotPaired);
        QCOMPARE(found[0].args.value(0), MessageArg(qint64(3)));
        QCOMPARE(found[0].args.value(3), MessageArg(event.name));
        // In a double round robin the pair plays both ways: the same game is one of the event's.
        const Tournament twice = fourPlayers(2);
        QList<ListedGame> both = asPaired(twice);
        std::swap(both[2].white, both[2].black);
        QCOMPARE(gamesOutsidePairings(twice, both), QList<Message>());
    }

    void aPlayerTheEventDoesNotListIsNamed()
    {
        const Tournament event = fourPlayers(1);
        QList<ListedGame> games = asPaired(event);
        games.append({99, event.name, event.players[0].name, u"Вигаданий Партнер Іванович"_s});
        const QList<Message> found = gamesOutsidePairings(event, games);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found[0].args.value(0), MessageArg(qint64(99)));
        QCOMPARE(found[0].args.value(2), MessageArg(u"Вигаданий Партнер Іванович"_s));
    }

    void gamesOfAnotherEventAreNotItsToJudge()
    {
        const Tournament event = fourPlayers(1);
        const QList<ListedGame> other{{7, u"Кубок міста"_s, u"Х"_s, u"Ц"_s}};
        QCOMPARE(gamesOutsidePairings(event, other), QList<Message>());
        // The same name with another index is another event (next year's, another group): its games are
        // not this one's; the same index, or none written, is this event.
        Tournament indexed = event;
        indexed.index = u"UKR/C11/SF1"_s;
        const ListedGame stranger{8, event.name, u"Х"_s, u"Ц"_s, u"UKR/C12/SF1"_s};
        QCOMPARE(gamesOutsidePairings(indexed, {stranger}), QList<Message>());
        QCOMPARE(
            gamesOutsidePairings(indexed, {ListedGame{9, event.name, u"Х"_s, u"Ц"_s, u"UKR/C11/SF12-3"_s}}),
            QList<Message>());
        for (const QString& index : {u"UKR/C11/SF1"_s, u"UKR/C11/SF1-13"_s, QString()}) {
            ListedGame ours = stranger;
            ours.index = index;
            QCOMPARE(gamesOutsidePairings(indexed, {ours}).size(), 1);
        }
    }

    // What a judge publishes with the event: the game files its pairings pair, as they are paired — not
    // a file of another event, nor one whose players the event does not pair that way (the check names it).
    void theGamesPublishedWithTheEventAreThoseItPairs()
    {
        const Tournament event = fourPlayers(1);
        QList<ledger::GameFile> files;
        for (const TournamentGame& game : event.games) {
            ledger::GameFile file;
            file.event.name = event.name;
            file.white.name = event.playerName(game.white);
            file.black.name = event.playerName(game.black);
            files.append(file);
        }
        ledger::GameFile swapped = files[0];
        std::swap(swapped.white, swapped.black);
        ledger::GameFile otherEvent = files[1];
        otherEvent.event.name = u"Кубок міста"_s;
        ledger::GameFile stranger = files[2];
        stranger.black.name = u"Вигаданий Партнер Іванович"_s;
        const QList<ledger::GameFile> published =
            gamesOfEvent(event, QList<ledger::GameFile>(files) << swapped << otherEvent << stranger);
        QCOMPARE(published, files);
        // A double round robin pairs each pair both ways: both games go.
        const Tournament twice = fourPlayers(2);
        QCOMPARE(gamesOfEvent(twice, {files[0], swapped}).size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestPairingCheck)
#include "tst_pairingcheck.moc"

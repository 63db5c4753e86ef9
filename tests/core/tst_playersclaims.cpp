// SPDX-License-Identifier: GPL-3.0-or-later
// What a player knows of an event's claims without the judge's register: their own games' claims, pending
// while the game has no result, placed on the pairing the game is; the judge's agenda then has the
// player's objection (II.6.4) and the judge's pending decision (II.6.6), as the player's desk has them.
#include <QTest>

#include "core/tournament/bergerpairings.h"
#include "core/tournament/judgeagenda.h"
#include "core/tournament/playersclaims.h"

using namespace postmark;
using namespace postmark::tournament;
using namespace Qt::StringLiterals;

class TestPlayersClaims : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aClaimOfTheirOwnGameIsKnownWithItsObjectionDue()
    {
        Tournament event;
        event.name = u"Чемпіонат області 2026"_s;
        event.start = QDate(2026, 1, 10);
        for (const QString& name : {u"Бойко А."_s, u"Гнатюк Б."_s, u"Дмитренко В."_s, u"Єрмоленко Г."_s})
            event.players.append({u"p%1"_s.arg(event.players.size() + 1), name, {}, {}});
        event.games = roundRobinGames(event.players, 1);
        const TournamentGame& pairing = event.games[2];
        ledger::GameFile game;
        game.event.name = event.name;
        game.event.start = event.start;
        game.white.name = event.playerName(pairing.white);
        game.black.name = event.playerName(pairing.black);
        game.claim = ledger::Claim{ledger::Color::White,
            QDate(2026, 11, 25),
            ledger::MailReceipt{u"0917"_s, QDate(2026, 11, 25)},
            QString(),
            QDate(2026, 11, 28)};
        const JudgeRegisters known = claimsKnownFromGames(event, {game});
        QCOMPARE(known.claims.size(), 1);
        QCOMPARE(known.claims[0].game, 2);
        QCOMPARE(known.claims[0].claimant, pairing.white);
        QCOMPARE(known.claims[0].noticeReceived, std::optional(QDate(2026, 11, 28)));
        QCOMPARE(known.claims[0].decision, ClaimDecision::Pending);
        // II.6.4: the objection 7 days from the notice's arrival, as the judge's register would say.
        const QList<AgendaItem> agenda = judgeAgenda(event, {game}, QDate(2026, 12, 4), known);
        const auto objection = std::find_if(agenda.begin(), agenda.end(), [](const AgendaItem& item) {
            return item.why.clause == u"II.6.4"_s;
        });
        QVERIFY(objection != agenda.end());
        QCOMPARE(objection->due, std::optional(QDate(2026, 12, 5)));
        // A game with its result written is decided: no claim pending of it.
        ledger::GameFile ended = game;
        ended.result = ledger::GameResult{u"1-0"_s, ledger::ResultHow::TimeForfeit, QDate(2026, 12, 1)};
        QVERIFY(claimsKnownFromGames(event, {ended}).claims.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPlayersClaims)
#include "tst_playersclaims.moc"

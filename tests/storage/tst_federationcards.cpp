// SPDX-License-Identifier: GPL-3.0-or-later
// Cards in a game two players share on a federation's server (the suite's own PostgreSQL): a card is
// changed by whoever logged it; the partner adds only their own side of the post to it (the receiver the
// day it came, its arrival postmarks, that it could not be read; the sender the receipt and the departure
// postmarks); the event's judge and the administrator change any card. Enforced by the server, so that a
// modified client writing SQL of its own is refused as the program is.
#include <QSqlError>
#include <QSqlQuery>
#include <QtTest>

#include "core/documents/cardname.h"
#include "core/ledger/gamefilewriter.h"
#include "core/storage/federation.h"
#include "core/storage/postgresarchive.h"
#include "tests/storage/federationsupport.h"
#include "tests/support/randomgame.h"
#include "ui/text/messagetext.h"

using namespace postmark;
using namespace postmark::storage;
using namespace Qt::StringLiterals;

namespace {

const QString Database = u"federation_cards"_s;
const QString WhiteName = u"Бондар Іван Петрович"_s;
const QString BlackName = u"Шевчук Олег Андрійович"_s;

std::unique_ptr<PostgresArchive> serverAs(const QString& login)
{
    return testing::federationAs(Database, login);
}

QString englishOf(const Error& error)
{
    return text::messageText(error.detail, Language::English);
}

/// The card with its departure postmarks changed as a sender might correct them, keeping the ledger
/// possible: a postmark on the day written on it, or none.
void toggleDeparturePostmarks(ledger::Card& card)
{
    const ledger::Postmarks onTheDay{*card.senderDate};
    card.departurePostmarks = card.departurePostmarks == onTheDay ? ledger::Postmarks{} : onTheDay;
}

/// What went wrong, in words, or nothing: a failed comparison shows the server's refusal.
QString said(const std::optional<Error>& error)
{
    return error ? englishOf(*error) : QString();
}

/// Runs `sql` as `login` straight on the server, as a modified client would; the server's error, if any.
QString runAs(const QString& login, const QString& sql)
{
    QString said;
    {
        QSqlDatabase connection =
            storage::openPostgres(testing::federationAddress(Database, login), u"raw"_s).value();
        QSqlQuery query(connection);
        if (!query.exec(sql))
            said = query.lastError().text();
        query.finish();
        connection.close();
    }
    QSqlDatabase::removeDatabase(u"raw"_s);
    return said;
}

/// Who logged card `key` of game `game`, by the server's column (as its superuser).
QString writerOf(qint64 game, const QString& key)
{
    QString writer;
    {
        QSqlDatabase connection =
            storage::openPostgres(testing::federationAddress(Database, u"postgres"_s), u"writer"_s).value();
        {
            // Gone before the connection closes: a prepared statement is freed on its session.
            QSqlQuery query(connection);
            query.prepare(u"SELECT written_by FROM cards WHERE game_id = ? AND card_key = ?"_s);
            query.addBindValue(game);
            query.addBindValue(key);
            if (query.exec() && query.next())
                writer = query.value(0).toString();
        }
        connection.close();
    }
    QSqlDatabase::removeDatabase(u"writer"_s);
    return writer;
}

/// The game edited by `login` through the archive (what the program writes).
std::optional<Error> editAs(
    const QString& login, qint64 id, const std::function<void(ledger::GameFile&)>& change)
{
    return serverAs(login)->updateGame(
        id,
        [&](ledger::GameFile& game) {
            change(game);
            return std::optional<Error>();
        },
        QDate());
}

} // namespace

class TestFederationCards : public QObject
{
    Q_OBJECT

    ledger::GameFile m_full; ///< the game as both players will have logged it
    qint64 m_game = 0;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(qEnvironmentVariableIsSet("POSTMARK_TEST_POSTGRES"),
            "POSTMARK_TEST_POSTGRES is not set: ctest starts the server (tests/support/postgres-server.sh)");
        QVERIFY(testing::makeFederationDatabase(Database, {u"bondar"_s, u"shevchuk"_s}));
        auto server = FederationServer::connect(testing::federationAddress(Database, u"postgres"_s)).value();
        QCOMPARE(server->init(), std::nullopt);

        // A friendly game of two members (no event): the administrator puts it on the server empty, and
        // the two log their own cards.
        m_full = testing::randomGame(5, {.cards = 12, .variedEvidence = true, .leaves = false});
        QVERIFY(m_full.cards.size() >= 8);
        m_full.event.name.clear();
        m_full.white.name = WhiteName;
        m_full.black.name = BlackName;
        ledger::GameFile empty = m_full;
        empty.cards.clear();
        m_game = serverAs(u"postgres"_s)->addGame(empty, QDate()).value();
        QCOMPARE(server->grant(FederationRole::Player, u"bondar"_s, std::nullopt, WhiteName), std::nullopt);
        QCOMPARE(server->grant(FederationRole::Player, u"shevchuk"_s, std::nullopt, BlackName), std::nullopt);
    }

    void eachPlayerLogsCardsOfTheirOwn()
    {
        // White logs the first six cards (theirs, and Black's as they came), Black the rest.
        QCOMPARE(
            editAs(u"bondar"_s, m_game, [&](ledger::GameFile& game) { game.cards = m_full.cards.mid(0, 6); }),
            std::nullopt);
        QCOMPARE(
            said(editAs(u"shevchuk"_s, m_game, [&](ledger::GameFile& game) { game.cards = m_full.cards; })),
            QString());
        QCOMPARE(ledger::writeGameFile(serverAs(u"postgres"_s)->game(m_game).value()),
            ledger::writeGameFile(m_full));
        QCOMPARE(writerOf(m_game, m_full.cards[0].id), u"bondar"_s);
        QCOMPARE(writerOf(m_game, m_full.cards[6].id), u"shevchuk"_s);
    }

    void aCardIsChangedOnlyByWhoeverLoggedIt()
    {
        // Black changes a move White logged: refused by the server, naming the card and who logged it.
        const qsizetype target = 2;
        const QByteArray before = ledger::writeGameFile(serverAs(u"postgres"_s)->game(m_game).value());
        QCOMPARE(m_full.cards[target].from, ledger::Color::White);
        const auto refused = editAs(u"shevchuk"_s, m_game, [&](ledger::GameFile& game) {
            toggleDeparturePostmarks(game.cards[target]);
        });
        QVERIFY(refused);
        QCOMPARE(refused->code, ErrorCode::PermissionDenied);
        const QString said = englishOf(*refused);
        QVERIFY2(
            said.contains(u"card %1, which %2 (bondar) logged"_s.arg(m_full.cards[target].id, WhiteName)),
            qPrintable(said));
        // Said as one sentence in the user's language: the server first, the address last, no brackets in
        // brackets.
        const QString ukrainian = text::messageText(refused->detail, Language::Ukrainian);
        QVERIFY2(
            ukrainian.startsWith(
                u"Сервер федерації відмовив: вам не дозволено змінювати листівку %1, яку вніс %2 (bondar): "_s
                    .arg(documents::cardName(m_full.cards[target].id, Language::Ukrainian), WhiteName)),
            qPrintable(ukrainian));
        QVERIFY2(ukrainian.endsWith(u")."_s) && ukrainian.count(u'(') == 2, qPrintable(ukrainian));
        QCOMPARE(ledger::writeGameFile(serverAs(u"postgres"_s)->game(m_game).value()), before);
        // Nor removes it, written as a modified client would.
        QVERIFY(runAs(u"shevchuk"_s, u"DELETE FROM cards WHERE game_id = %1 AND seq = 0"_s.arg(m_game))
                    .contains(u"was logged by bondar"_s));
        QVERIFY(runAs(
            u"shevchuk"_s, u"UPDATE cards SET move = 'a2-a4' WHERE game_id = %1 AND seq = 0"_s.arg(m_game))
                    .contains(u"was logged by bondar"_s));
        QCOMPARE(ledger::writeGameFile(serverAs(u"postgres"_s)->game(m_game).value()), before);
        // Nobody signs a card over to themselves: the server keeps who logged it, whatever the client says.
        runAs(u"shevchuk"_s,
            u"UPDATE cards SET written_by = 'shevchuk' WHERE game_id = %1 AND seq = 0"_s.arg(m_game));
        QCOMPARE(writerOf(m_game, m_full.cards[0].id), u"bondar"_s);
    }

    void theWriterCorrectsTheirCardWithThePartnersAfterIt()
    {
        // White corrects a card of the first six; Black's cards after it are not written again (they
        // could not be: they are Black's).
        const qsizetype target = 1;
        ledger::GameFile corrected = serverAs(u"postgres"_s)->game(m_game).value();
        toggleDeparturePostmarks(corrected.cards[target]);
        QCOMPARE(
            editAs(u"bondar"_s, m_game, [&](ledger::GameFile& game) { game = corrected; }), std::nullopt);
        QCOMPARE(ledger::writeGameFile(serverAs(u"postgres"_s)->game(m_game).value()),
            ledger::writeGameFile(corrected));
        QCOMPARE(writerOf(m_game, m_full.cards[6].id), u"shevchuk"_s);
    }

    void thePartnerAddsOnlyTheirSideOfThePost()
    {
        ledger::GameFile game = serverAs(u"postgres"_s)->game(m_game).value();
        // A card White logged when sending it, as Black received it: the arrival postmark, and the day it
        // came moved to it.
        qsizetype sentByWhite = -1;
        for (qsizetype i = 0; i < 6; ++i) {
            if (game.cards[i].from == ledger::Color::White && game.cards[i].received)
                sentByWhite = i;
        }
        QVERIFY(sentByWhite >= 0);
        ledger::Card arrived = game.cards[sentByWhite];
        const QDate postmark =
            arrived.arrivalPostmarks.isEmpty() ? *arrived.received : arrived.arrivalPostmarks.first();
        arrived.arrivalPostmarks = {postmark};
        arrived.received = postmark;
        QVERIFY(arrived != game.cards[sentByWhite]);
        QCOMPARE(said(editAs(u"shevchuk"_s,
                     m_game,
                     [&](ledger::GameFile& edited) { edited.cards[sentByWhite] = arrived; })),
            QString());
        game = serverAs(u"postgres"_s)->game(m_game).value();
        QVERIFY(game.cards[sentByWhite] == arrived);
        QCOMPARE(writerOf(m_game, arrived.id), u"bondar"_s);
        // The departure postmarks of that card are White's side: refused to Black.
        const auto departure = editAs(u"shevchuk"_s, m_game, [&](ledger::GameFile& edited) {
            toggleDeparturePostmarks(edited.cards[sentByWhite]);
        });
        QVERIFY(departure);
        QCOMPARE(departure->code, ErrorCode::PermissionDenied);

        // A card of Black's that White logged as it came: Black, its sender, adds the departure postmark.
        qsizetype sentByBlack = -1;
        for (qsizetype i = 0; i < 6; ++i) {
            if (game.cards[i].from == ledger::Color::Black && game.cards[i].received)
                sentByBlack = i;
        }
        QVERIFY(sentByBlack >= 0);
        ledger::Card posted = game.cards[sentByBlack];
        toggleDeparturePostmarks(posted);
        QCOMPARE(said(editAs(u"shevchuk"_s,
                     m_game,
                     [&](ledger::GameFile& edited) { edited.cards[sentByBlack] = posted; })),
            QString());
        QVERIFY(serverAs(u"postgres"_s)->game(m_game).value().cards[sentByBlack] == posted);
        // But not its arrival: White's side, as White logged it.
        const auto arrival = editAs(u"shevchuk"_s, m_game, [&](ledger::GameFile& edited) {
            ledger::Card& card = edited.cards[sentByBlack];
            card.arrivalPostmarks =
                card.arrivalPostmarks.isEmpty() ? ledger::Postmarks{*card.received} : ledger::Postmarks{};
        });
        QVERIFY(arrival);
        QCOMPARE(arrival->code, ErrorCode::PermissionDenied);
    }

    void aServerTakingNoChangesSaysSoInTheUsersLanguage()
    {
        // A server that takes no changes now (a read-only copy, or told so by its administrator): nothing
        // is written, and the player is told why in Ukrainian, not in the server's English.
        QCOMPARE(
            runAs(u"postgres"_s, u"ALTER ROLE bondar SET default_transaction_read_only = on"_s), QString());
        const QByteArray before = ledger::writeGameFile(serverAs(u"postgres"_s)->game(m_game).value());
        const auto refused = editAs(
            u"bondar"_s, m_game, [&](ledger::GameFile& game) { toggleDeparturePostmarks(game.cards[1]); });
        QCOMPARE(runAs(u"postgres"_s, u"ALTER ROLE bondar RESET default_transaction_read_only"_s), QString());
        QVERIFY(refused);
        QCOMPARE(refused->detail.code, MessageCode::ServerReadOnly);
        const QString ukrainian = text::messageText(refused->detail, Language::Ukrainian);
        QVERIFY2(ukrainian.contains(u"не приймає змін"_s) && !ukrainian.contains(u"read-only transaction"_s),
            qPrintable(ukrainian));
        QCOMPARE(ledger::writeGameFile(serverAs(u"postgres"_s)->game(m_game).value()), before);
        // Taking changes again, the same edit is written.
        QCOMPARE(said(editAs(u"bondar"_s,
                     m_game,
                     [&](ledger::GameFile& game) { toggleDeparturePostmarks(game.cards[1]); })),
            QString());
    }

    void theAdministratorChangesAnyCard()
    {
        QCOMPARE(
            said(editAs(u"postgres"_s, m_game, [&](ledger::GameFile& game) { game.cards.removeLast(); })),
            QString());
        QCOMPARE(serverAs(u"postgres"_s)->game(m_game).value().cards.size(), m_full.cards.size() - 1);
    }

    void initBringsAnEarlierServerUpToDate()
    {
        // A server set up by the first version: no column of who logged a card.
        for (const QString& back : {u"DROP TRIGGER postmark_guard_card ON cards"_s,
                 u"ALTER TABLE cards DROP COLUMN written_by"_s,
                 u"DROP INDEX games_by_white"_s,
                 u"DROP INDEX games_by_black"_s,
                 u"ALTER TABLE claims DROP COLUMN notice_received"_s,
                 u"ALTER TABLE tournament_claims DROP COLUMN bars_further_claims"_s,
                 u"ALTER TABLE cup_decisions DROP COLUMN place"_s,
                 u"ALTER TABLE cup_decisions DROP CONSTRAINT cup_decisions_kind_check"_s,
                 u"ALTER TABLE cup_decisions ADD CONSTRAINT cup_decisions_kind_check "
                 "CHECK (kind IN ('declined', 'nominated'))"_s,
                 u"ALTER TABLE cup_decisions DROP COLUMN recorded_on"_s,
                 u"UPDATE federation_schema SET version = 1"_s})
            QCOMPARE(runAs(u"postgres"_s, back), QString());
        // This Postmark does not read it as it is: it says so, and what brings it up to date.
        const auto behind = PostgresArchive::open(testing::federationAddress(Database, u"shevchuk"_s));
        QVERIFY(!behind);
        QCOMPARE(behind.error().detail.code, MessageCode::FederationSchemaBehind);
        QVERIFY(text::messageText(behind.error().detail, Language::English).contains(u"federation init"_s));
        auto server = FederationServer::connect(testing::federationAddress(Database, u"postgres"_s)).value();
        QCOMPARE(server->init(), std::nullopt);
        QVERIFY(PostgresArchive::open(testing::federationAddress(Database, u"shevchuk"_s)));
        QCOMPARE(runAs(u"postgres"_s, u"SELECT written_by FROM cards"_s), QString());
        QCOMPARE(runAs(u"postgres"_s, u"SELECT notice_received FROM claims"_s), QString()); // version 3
        QCOMPARE(
            runAs(u"postgres"_s, u"SELECT bars_further_claims FROM tournament_claims"_s), QString()); // 4
        QCOMPARE(runAs(u"postgres"_s, u"SELECT place FROM cup_decisions"_s), QString()); // 5
        QCOMPARE(runAs(u"postgres"_s, u"SELECT recorded_on FROM cup_decisions"_s), QString()); // 6
        // Cards logged before name nobody: either player may change them, as before (here Black, White's
        // departure postmarks).
        QCOMPARE(writerOf(m_game, m_full.cards[0].id), QString());
        QCOMPARE(said(editAs(u"shevchuk"_s,
                     m_game,
                     [&](ledger::GameFile& game) { toggleDeparturePostmarks(game.cards[0]); })),
            QString());
        QCOMPARE(server->init(), std::nullopt); // and again: nothing to do
    }
};

QTEST_GUILESS_MAIN(TestFederationCards)
#include "tst_federationcards.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// A federation's archive at its size (issue 17, item 6), on PostgreSQL and on SQLite side by side in one
// run: EVENTS generated 15-player round robins of 105 games each (200: 21,000 games with their cards).
// Measured on each: the list of every event as the main window reads it (File ▸ Tournaments), and every
// event read whole (what a list of their state needs), on the server as the federation's director; the
// judge's window on an event read from the archive, opened, shown and painted, on the server as that event's
// judge; and CLIENTS clients (each its own connection on its own thread; on the server each logs in as the
// judge of its event, under the row-level security a judge has) recording results in different events at
// once, every write then read back. Medians of seven runs with min and max; never a test.
//
//   postmark-bench-federation SUPERUSER_URI [EVENTS] [CARDS] [CLIENTS]     (default 200 30 20)
//
// SUPERUSER_URI names a new, empty database on a server the benchmark may administer (bench/run-all.sh
// starts one of its own with tests/support/postgres-server.sh). The server's events are copied there on
// the server from the first, which is imported through the archive as the laptop's are: importing
// 21,000 games a statement at a time over a socket takes some ten minutes and measures nothing asked.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>
#include <vector>

#include <QApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include "bench/benchclock.h"
#include "core/archive/databaseaddress.h"
#include "core/storage/federation.h"
#include "core/storage/postgresarchive.h"
#include "core/storage/sqlitearchive.h"
#include "core/tournament/bergerpairings.h"
#include "tests/support/randomgame.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/tournamentwindow.h"

using namespace postmark;
using namespace Qt::StringLiterals;

namespace {

constexpr int Runs = 7;
constexpr int EditsPerClient = 10;

struct Spread
{
    double median = 0, min = 0, max = 0;
};

Spread spreadOf(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    return {samples[samples.size() / 2] * 1000, samples.front() * 1000, samples.back() * 1000};
}

[[noreturn]] void stop(const char* what, const Error& error)
{
    qFatal("%s: %s", what, qPrintable(text::messageText(error.detail, Language::English)));
}

QString eventName(int number)
{
    return u"Bench event %1"_s.arg(number);
}

/// Event `number`: 15 players (the same people in every event) and its 105 games' files.
std::pair<tournament::Tournament, QList<ledger::GameFile>> generatedEvent(int number, int cards)
{
    tournament::Tournament event;
    event.name = eventName(number);
    event.start = QDate(2025, 3, 1);
    event.end = QDate(2027, 3, 1);
    event.tiebreaks = {tournament::TieBreak::Wins, tournament::TieBreak::SonnebornBerger};
    for (int i = 1; i <= 15; ++i)
        event.players.append({u"p%1"_s.arg(i), u"Player %1"_s.arg(i), {}, 2000 + i});
    event.games = tournament::roundRobinGames(event.players);
    QList<ledger::GameFile> files;
    for (int g = 0; g < int(event.games.size()); ++g) {
        ledger::GameFile file = testing::randomGame(quint32(number * 1000 + g), {.cards = cards});
        file.event.name = event.name;
        file.white.name = event.players[event.playerIndex(event.games[g].white)].name;
        file.black.name = event.players[event.playerIndex(event.games[g].black)].name;
        files.append(file);
    }
    return {event, files};
}

void importEvent(archive::GameRepository& archive, int number, int cards)
{
    const auto [event, files] = generatedEvent(number, cards);
    if (const auto id = archive.importTournament(event); !id)
        stop("an event could not be imported", id.error());
    if (const auto ids = archive.addGames(files, QDate(2026, 6, 1)); !ids)
        stop("an event's games could not be imported", ids.error());
}

/// Runs `sql` on `connection`; stops the benchmark when it fails.
void runSql(QSqlDatabase& connection, const QString& sql)
{
    QSqlQuery query(connection);
    if (!query.exec(sql))
        qFatal("%s\n%s", qPrintable(sql.left(200)), qPrintable(query.lastError().text()));
}

/// Events 2 … `events` made on the server as copies of event 1, row by row under new ids and names (the
/// triggers off: these are not edits, and the audit log would record each row).
void copyEventsOnTheServer(const archive::DatabaseAddress& superuser, int events)
{
    {
        QSqlDatabase connection = storage::openPostgres(superuser, u"copier"_s).value();
        runSql(connection, u"SET session_replication_role = replica"_s);
        // One statement a table for all the copies (k = 2 … events), each reading the first event's rows
        // once, naming every column (a loop of one copy at a time read the growing tables again and again,
        // and a row made through JSON cost minutes).
        runSql(connection, uR"(
CREATE FUNCTION pg_temp.bench_copy(tab TEXT, moved JSONB, chosen TEXT) RETURNS VOID LANGUAGE plpgsql AS $f$
DECLARE
    columns TEXT;
    expressions TEXT;
BEGIN
    SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position),
           string_agg(coalesce(moved ->> column_name, 'x.' || quote_ident(column_name)), ', '
                      ORDER BY ordinal_position)
    INTO columns, expressions
    FROM information_schema.columns WHERE table_schema = 'public' AND table_name = tab;
    EXECUTE format('INSERT INTO %I (%s) SELECT %s FROM %I x, pg_temp.copies WHERE %s',
                   tab, columns, expressions, tab, chosen);
END
$f$)"_s);
        const QString copy = uR"(
DO $$
DECLARE
    first BIGINT := (SELECT id FROM tournaments WHERE name = 'Bench event 1');
    t BIGINT := (SELECT max(id) FROM tournaments);
    g BIGINT := (SELECT max(id) FROM games);
    c BIGINT := (SELECT max(id) FROM cards);
    l BIGINT := (SELECT coalesce(max(id), 0) FROM leaves);
    games_of_first TEXT := format('x.game_id IN (SELECT id FROM games WHERE tournament_id = %s)', first);
    cards_of_first TEXT := format('x.card_id IN (SELECT id FROM cards WHERE game_id IN '
                                  '(SELECT id FROM games WHERE tournament_id = %s))', first);
    renamed TEXT := $q$'Bench event ' || k$q$;
BEGIN
    CREATE TEMP TABLE copies AS SELECT generate_series(2, %1) AS k;
    PERFORM pg_temp.bench_copy('tournaments', jsonb_build_object('id', format('x.id + k * %s', t),
        'name', renamed), format('x.id = %s', first));
    PERFORM pg_temp.bench_copy(each, jsonb_build_object('tournament_id', format('x.tournament_id + k * %s', t)),
        format('x.tournament_id = %s', first))
    FROM unnest(ARRAY['tournament_players', 'tournament_games']) AS each;
    PERFORM pg_temp.bench_copy('games', jsonb_build_object('id', format('x.id + k * %s', g),
        'tournament_id', format('x.tournament_id + k * %s', t), 'event_name', renamed),
        format('x.tournament_id = %s', first));
    PERFORM pg_temp.bench_copy('cards', jsonb_build_object('id', format('x.id + k * %s', c),
        'game_id', format('x.game_id + k * %s', g)), games_of_first);
    PERFORM pg_temp.bench_copy(each, jsonb_build_object('card_id', format('x.card_id + k * %s', c)),
        cards_of_first)
    FROM unnest(ARRAY['card_postmarks', 'card_plies']) AS each;
    PERFORM pg_temp.bench_copy('leaves', jsonb_build_object('id', format('x.id + k * %s', l),
        'game_id', format('x.game_id + k * %s', g)), games_of_first);
    PERFORM pg_temp.bench_copy(each, jsonb_build_object('game_id', format('x.game_id + k * %s', g)),
        games_of_first)
    FROM unnest(ARRAY['game_state', 'game_deadlines']) AS each;
END
$$)"_s.arg(events);
        runSql(connection, copy);
        for (const QString& table : {u"tournaments"_s, u"games"_s, u"cards"_s, u"leaves"_s})
            runSql(connection,
                u"SELECT setval(pg_get_serial_sequence('%1', 'id'), (SELECT coalesce(max(id), 1) FROM %1))"_s
                    .arg(table));
        runSql(connection, u"ANALYZE"_s);
        connection.close();
    }
    QSqlDatabase::removeDatabase(u"copier"_s);
}

/// The list of every event as the main window reads it for File ▸ Tournaments (`whole`: and then each
/// event read whole, its results and withdrawals, as a list of the events' state would).
double listEvents(const archive::GameRepository& archive, int expected, bool whole)
{
    const auto start = std::chrono::steady_clock::now();
    const auto events = archive.tournaments();
    if (!events)
        stop("the events could not be listed", events.error());
    int read = int(events->size());
    if (whole) {
        read = 0;
        for (const archive::TournamentSummary& summary : *events)
            read += archive.tournament(summary.id).hasValue() ? 1 : 0;
    }
    if (read != expected)
        qFatal("%d events listed, %d expected", read, expected);
    return secondsSince(start);
}

/// The judge's window on event `name` as the main window opens it: the event and its games read from the
/// archive, the window made, shown at a laptop's size, laid out and painted.
double openJudgesWindow(archive::GameRepository& archive, const QString& name)
{
    const auto start = std::chrono::steady_clock::now();
    const auto events = archive.tournaments().value();
    const auto summary = std::find_if(events.begin(),
        events.end(),
        [&](const archive::TournamentSummary& each) { return each.name == name; });
    const tournament::Tournament event = archive.tournament(summary->id).value();
    QList<ledger::GameFile> files;
    for (const auto& [id, game] : archive.gamesOfEvent(name).value())
        files.append(game);
    if (files.size() != 105)
        qFatal("%lld games read for %s", static_cast<long long>(files.size()), qPrintable(name));
    ui::TournamentWindow window(event, files, QDate(2026, 6, 1));
    window.attachArchive(&archive, summary->id);
    window.resize(1366, 768);
    window.show();
    window.repaint();
    return secondsSince(start);
}

/// `clients` clients at once, client i recording EditsPerClient results in event i + 1 through an archive
/// of its own (`openAs(i)`, made on its thread). Every write is read back; the seconds each edit took.
template<typename Open>
std::vector<double> editAtOnce(int clients, Open openAs, int& failures, int& lost)
{
    std::vector<std::vector<double>> times(static_cast<std::size_t>(clients));
    std::atomic<int> failed = 0;
    std::atomic<int> missing = 0;
    std::atomic<int> ready = 0;
    std::vector<std::thread> threads;
    for (int client = 0; client < clients; ++client) {
        threads.emplace_back([&, client] {
            std::unique_ptr<archive::GameRepository> archive = openAs(client);
            const QString name = eventName(client + 1);
            qint64 id = 0;
            for (const archive::TournamentSummary& each : archive->tournaments().value())
                id = each.name == name ? each.id : id;
            ++ready;
            while (ready < clients)
                std::this_thread::yield();
            for (int edit = 0; edit < EditsPerClient; ++edit) {
                const auto start = std::chrono::steady_clock::now();
                const auto error = archive->updateTournament(id,
                    [&](tournament::Tournament& event, tournament::JudgeRegisters&) -> std::optional<Error> {
                        event.games[edit].result = tournament::GameResult::Draw;
                        event.games[edit].reportedOn = QDate(2026, 6, 2);
                        event.games[edit].recordReceived = QDate(2026, 6, 2);
                        return std::nullopt;
                    });
                times[std::size_t(client)].push_back(secondsSince(start));
                failed += error ? 1 : 0;
            }
            const tournament::Tournament back = archive->tournament(id).value();
            for (int edit = 0; edit < EditsPerClient; ++edit)
                missing += back.games[edit].result == tournament::GameResult::Draw ? 0 : 1;
        });
    }
    for (std::thread& each : threads)
        each.join();
    failures = failed;
    lost = missing;
    std::vector<double> all;
    for (const auto& each : times)
        all.insert(all.end(), each.begin(), each.end());
    return all;
}

/// Clears the results the clients recorded, so that the next round writes them again.
void clearResults(archive::GameRepository& archive, int clients)
{
    for (const archive::TournamentSummary& each : archive.tournaments().value()) {
        if (each.name.section(u' ', 2).toInt() > clients)
            continue;
        const auto error = archive.updateTournament(
            each.id, [](tournament::Tournament& event, tournament::JudgeRegisters&) -> std::optional<Error> {
                for (int edit = 0; edit < EditsPerClient; ++edit) {
                    event.games[edit].result.reset();
                    event.games[edit].reportedOn.reset();
                    event.games[edit].recordReceived.reset();
                }
                return std::nullopt;
            });
        if (error)
            stop("the results could not be cleared", *error);
    }
}

void printRow(const char* what, const Spread& sqlite, const Spread& server, const char* goal)
{
    std::printf("| %-52s | %7.1f (%5.1f–%6.1f) | %7.1f (%5.1f–%6.1f) | %5.2f× | %-10s |\n",
        what,
        sqlite.median,
        sqlite.min,
        sqlite.max,
        server.median,
        server.min,
        server.max,
        server.median / sqlite.median,
        goal);
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    if (argc < 2)
        qFatal("usage: postmark-bench-federation SUPERUSER_URI [EVENTS] [CARDS] [CLIENTS]");
    const auto superuser = archive::readDatabaseAddress(QString::fromLocal8Bit(argv[1]));
    if (!superuser)
        stop("the server's address", superuser.error());
    const int events = argc > 2 ? std::atoi(argv[2]) : 200;
    const int cards = argc > 3 ? std::atoi(argv[3]) : 30;
    const int clients = std::min(events, argc > 4 ? std::atoi(argv[4]) : 20);

    // The laptop's archive: every event imported through the archive.
    QTemporaryDir dir;
    const QString laptopPath = dir.filePath(u"federation.postmark"_s);
    auto built = std::chrono::steady_clock::now();
    {
        auto laptop = storage::SqliteArchive::open(laptopPath).value();
        for (int number = 1; number <= events; ++number)
            importEvent(*laptop, number, cards);
    }
    const double sqliteBuilt = secondsSince(built);

    // The server: the schema and roles, the first event through the archive, the rest copied there; a
    // judge login for each editing client, appointed to its event.
    built = std::chrono::steady_clock::now();
    auto federation = storage::FederationServer::connect(*superuser);
    if (!federation)
        stop("the server", federation.error());
    if (auto error = (*federation)->init())
        stop("federation init", *error);
    {
        auto server = storage::PostgresArchive::open(*superuser).value();
        importEvent(*server, 1, cards);
    }
    copyEventsOnTheServer(*superuser, events);
    {
        QSqlDatabase connection = storage::openPostgres(*superuser, u"logins"_s).value();
        for (int client = 0; client < clients; ++client) {
            QSqlQuery(connection).exec(u"DROP ROLE IF EXISTS bench_judge_%1"_s.arg(client + 1));
            runSql(connection, u"CREATE ROLE bench_judge_%1 LOGIN"_s.arg(client + 1));
        }
        QSqlQuery(connection).exec(u"DROP ROLE IF EXISTS bench_director"_s);
        runSql(connection, u"CREATE ROLE bench_director LOGIN"_s);
        connection.close();
    }
    QSqlDatabase::removeDatabase(u"logins"_s);
    if (auto error = (*federation)->grant(storage::FederationRole::Admin, u"bench_director"_s, {}, {}))
        stop("the director could not be appointed", *error);
    {
        auto server = storage::PostgresArchive::open(*superuser).value();
        for (const archive::TournamentSummary& each : server->tournaments().value()) {
            const int number = each.name.section(u' ', 2).toInt();
            if (number <= clients) {
                if (auto error =
                        (*federation)
                            ->grant(
                                storage::FederationRole::Judge, u"bench_judge_%1"_s.arg(number), each.id, {}))
                    stop("a judge could not be appointed", *error);
            }
        }
    }
    const double serverBuilt = secondsSince(built);

    // The server as its members see it, under the row-level security of their roles: the federation's
    // director lists every event, the judge of event 1 opens it.
    const auto loggedIn = [&](const QString& login) {
        archive::DatabaseAddress address = *superuser;
        address.user = login;
        auto opened = storage::PostgresArchive::open(address);
        if (!opened)
            stop("a member could not log in", opened.error());
        return std::move(opened).value();
    };
    auto laptop = storage::SqliteArchive::open(laptopPath).value();
    auto director = loggedIn(u"bench_director"_s);
    auto judge = loggedIn(u"bench_judge_1"_s);
    std::vector<double> listSqlite, listServer, wholeSqlite, wholeServer, openSqlite, openServer, editSqlite,
        editServer, roundSqlite, roundServer;
    int failuresSqlite = 0, lostSqlite = 0, failuresServer = 0, lostServer = 0;
    const QString shown = eventName(1);
    for (int run = 0; run < Runs; ++run) {
        listSqlite.push_back(listEvents(*laptop, events, false));
        listServer.push_back(listEvents(*director, events, false));
        wholeSqlite.push_back(listEvents(*laptop, events, true));
        wholeServer.push_back(listEvents(*director, events, true));
        openSqlite.push_back(openJudgesWindow(*laptop, shown));
        openServer.push_back(openJudgesWindow(*judge, shown));

        int failures = 0, lost = 0;
        auto start = std::chrono::steady_clock::now();
        const auto onLaptop = editAtOnce(
            clients,
            [&](int) -> std::unique_ptr<archive::GameRepository> {
                return storage::SqliteArchive::open(laptopPath).value();
            },
            failures,
            lost);
        roundSqlite.push_back(secondsSince(start));
        editSqlite.insert(editSqlite.end(), onLaptop.begin(), onLaptop.end());
        failuresSqlite += failures;
        lostSqlite += lost;
        start = std::chrono::steady_clock::now();
        const auto onServer = editAtOnce(
            clients,
            [&](int client) -> std::unique_ptr<archive::GameRepository> {
                return loggedIn(u"bench_judge_%1"_s.arg(client + 1));
            },
            failures,
            lost);
        roundServer.push_back(secondsSince(start));
        editServer.insert(editServer.end(), onServer.begin(), onServer.end());
        failuresServer += failures;
        lostServer += lost;
        clearResults(*laptop, clients);
        clearResults(*director, clients);
    }

    std::printf("A federation of %d events (15 players, 105 games each: %d games of up to %d cards), "
                "medians of %d runs (ms, min–max):\n\n",
        events,
        events * 105,
        cards,
        Runs);
    std::printf("| %-52s | %-22s | %-22s | %-6s | %-10s |\n", "", "SQLite", "PostgreSQL", "÷", "goal");
    std::printf(
        "|------------------------------------------------------|------------------------|-------------"
        "-----------|--------|------------|\n");
    printRow(
        "every event read whole (results, withdrawals)", spreadOf(wholeSqlite), spreadOf(wholeServer), "");
    printRow(
        "every event listed (File > Tournaments)", spreadOf(listSqlite), spreadOf(listServer), "<= 200 ms");
    printRow("the judge's window on one event, read, shown, painted",
        spreadOf(openSqlite),
        spreadOf(openServer),
        "<= 2x SQLite");
    const QByteArray clientsRow =
        u"%1 clients at once, %2 results each: one result"_s.arg(clients).arg(EditsPerClient).toUtf8();
    printRow(clientsRow.constData(), spreadOf(editSqlite), spreadOf(editServer), "");
    printRow("  … all of them, to the last written", spreadOf(roundSqlite), spreadOf(roundServer), "");
    std::printf(
        "\nWrites refused: SQLite %d, PostgreSQL %d; results lost: SQLite %d, PostgreSQL %d (of %d each; "
        "goal: none).\n",
        failuresSqlite,
        failuresServer,
        lostSqlite,
        lostServer,
        Runs * clients * EditsPerClient);
    std::printf("Built in %.0f s (SQLite, every event imported) and %.0f s (the server: one event imported, "
                "the rest copied there).\n",
        sqliteBuilt,
        serverBuilt);
    return 0;
}

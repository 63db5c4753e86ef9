// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

#include <QCryptographicHash>
#include <QHash>
#include <QJsonDocument>
#include <QStringList>
#include <QVariantList>

#include "core/archive/gamerepository.h"
#include "core/ledger/gamefile.h"
#include "core/ledger/gamefilewriter.h"
#include "core/storage/cachedstate.h"
#include "core/storage/cardrows.h"
#include "core/support/errors.h"
#include "core/support/result.h"

namespace postmark::storage {

/// The games' rows, in the SQL both archives run — the SQLite file and a federation's PostgreSQL server
/// (internal to the storage library): whole games read in bulk, one query per table however many games;
/// a game written as what changed, not the whole game again (a new card is one insert; an edited card is
/// written over in its place; the game's own row only when it changed), so that the audit log
/// records the changes a user made, not copies of the game (issue 18); and the cached state the games
/// list shows. Each runs inside the caller's transaction.
///
/// `Tables` says how its archive runs a statement:
///   auto statement(const QString& sql)  — a handle whose -> is a statement with SqliteStatement's
///                                          interface (SqliteStatement itself, or QueryStatement);
///   Error error(const QSqlError&) const — the database's error as the user reads it;
///   qint64 insertedId(Statement&, const QString& table) — the id of the row just inserted.
template<typename Tables>
class GameTables
{
public:
    explicit GameTables(Tables& tables)
        : m_tables(tables)
    {}

    /// Whole games whose row (`games g`) matches `where` with `values` bound, in id order.
    Result<QList<std::pair<qint64, ledger::GameFile>>> read(const QString& where, const QVariantList& values);
    /// The game with this id (GameNotFound when there is none, or none this user may read).
    Result<ledger::GameFile> game(qint64 id);
    /// Writes `game` (id 0: a new one, whose id is set) and its cached state.
    std::optional<Error> write(qint64& id, const ledger::GameFile& game, const CachedState& state);
    /// The person of that name and address, added when the archive does not know them yet.
    Result<qint64> personId(const ledger::Player& player);
    /// Stores `game` with its state as of `today` unless a game of the same content is here (then its id,
    /// importedBefore). With `refuseSameNamed`, a different game of the same event and players is refused
    /// (GameNameTaken): a copy from another archive never puts a second version of a game beside the first.
    Result<archive::ImportOutcome> importGame(
        const ledger::GameFile& game, const QDate& today, bool refuseSameNamed = false);
    /// Remembers that game `id` has this content, by its hash (gameContentHash): an import finds it again.
    std::optional<Error> rememberImport(qint64 id, const QString& contentHash);

private:
    std::optional<Error> writeGameRow(qint64& id, const ledger::GameFile& game);
    std::optional<Error> insertCards(qint64 id, const ledger::GameFile& game, qsizetype from);
    /// Writes the card at `seq` over its stored self: the row and those of its lists that changed.
    std::optional<Error> updateCard(
        qint64 id, qsizetype seq, const ledger::Card& stored, const ledger::Card& card);
    /// Inserts the postmarks and move lists of card `cardId` that `which` says (all, or those that differ
    /// from `stored`'s).
    std::optional<Error> insertCardLists(qint64 cardId, const ledger::Card& card, const ledger::Card* stored);
    std::optional<Error> writeGameExtras(qint64 id, const ledger::GameFile& game);
    std::optional<Error> writeCachedState(qint64 id, const CachedState& state);
    /// Runs a statement that returns no rows with `bindValues` binding it; its error, if any.
    template<typename Bind>
    std::optional<Error> run(const QString& sql, Bind bindValues);

    Tables& m_tables;
};

/// SHA-256 (hex) of the game file as writeGameFile() writes it: equal games, equal hashes. An import
/// recognises a game it has by it.
inline QString gameContentHash(const ledger::GameFile& game)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(ledger::writeGameFile(game), QCryptographicHash::Sha256).toHex());
}

/// Ids as a JSON array ("[1,2,3]"): any number of games bound as one value of one prepared statement.
inline QString idArray(const QList<qint64>& ids)
{
    QStringList numbers;
    numbers.reserve(ids.size());
    for (qint64 id : ids)
        numbers.append(QString::number(id));
    return QLatin1Char('[') + numbers.join(QLatin1Char(',')) + QLatin1Char(']');
}

namespace gamerows {

/// Whether the games row (the event, the players, the notation, the as-of day and the result) differs.
inline bool gameRowDiffers(const ledger::GameFile& stored, const ledger::GameFile& game)
{
    return stored.event != game.event || stored.white != game.white || stored.black != game.black
        || stored.notation != game.notation || stored.asOf != game.asOf || stored.result != game.result;
}

template<typename Row>
void readGamesRow(const Row& row, ledger::GameFile& game)
{
    game.event.name = row.text(1);
    game.event.index = row.text(2);
    game.event.start = row.date(3).value_or(QDate());
    game.event.end = row.date(4);
    game.event.rules = row.text(5);
    game.event.overrides = QJsonDocument::fromJson(row.text(6).toUtf8()).object();
    game.white.name = row.text(7);
    game.white.address = row.text(8);
    game.black.name = row.text(9);
    game.black.address = row.text(10);
    game.white.startNoticeReceived = row.date(11);
    game.black.startNoticeReceived = row.date(12);
    game.notation = chess::notationFromName(row.text(13)).value_or(chess::Notation::Ukrainian);
    game.asOf = row.date(14);
    if (!row.isNull(15))
        game.result = ledger::GameResult{row.text(15), ledger::resultHowFromName(row.text(16)), row.date(17)};
}

} // namespace gamerows

template<typename Tables>
Result<QList<std::pair<qint64, ledger::GameFile>>> GameTables<Tables>::read(
    const QString& where, const QVariantList& values)
{
    using namespace Qt::StringLiterals;
    QList<std::pair<qint64, ledger::GameFile>> games;
    QHash<qint64, qsizetype> indexOfGame;
    QHash<qint64, std::pair<qsizetype, qsizetype>> indexOfCard;
    // Each query runs over the rows of the games chosen by `where` (on `games g`), in the order the
    // game file keeps them.
    const auto each = [&](const QString& sql, const auto& take) -> std::optional<Error> {
        auto query = m_tables.statement(sql.arg(where));
        for (const QVariant& value : values) {
            if (value.typeId() == QMetaType::QString)
                query->bind(value.toString());
            else
                query->bind(value.toLongLong());
        }
        while (query->next())
            take(*query);
        if (query->failed())
            return m_tables.error(query->error());
        return std::nullopt;
    };
    const auto gameOf = [&](const auto& row) -> ledger::GameFile& {
        return games[indexOfGame.value(row.integer(0))].second;
    };
    const auto cardOfRow = [&](const auto& row) -> ledger::Card& {
        const auto [game, card] = indexOfCard.value(row.integer(0));
        return games[game].second.cards[card];
    };

    if (auto error = each(u"SELECT g.id, g.event_name, g.event_index, g.start_date, g.end_date, g.rules, "
                          "g.overrides, w.name, w.address, b.name, b.address, g.white_start_notice, "
                          "g.black_start_notice, g.notation, g.as_of, g.result_score, g.result_how, "
                          "g.result_date FROM games g JOIN people w ON w.id = g.white_id "
                          "JOIN people b ON b.id = g.black_id WHERE %1 ORDER BY g.id"_s,
            [&](const auto& row) {
                indexOfGame.insert(row.integer(0), games.size());
                games.append(std::pair<qint64, ledger::GameFile>(row.integer(0), {}));
                gamerows::readGamesRow(row, games.last().second);
            }))
        return *error;
    if (games.isEmpty())
        return games;
    if (auto error = each(u"SELECT c.game_id, c.id, c.card_key, c.from_color, c.kind, c.move, c.accepts, "
                          "c.repeats, c.about, c.reason, c.illegible, c.address_error, c.registered, "
                          "c.receipt_number, c.receipt_date, c.sender_date, c.received, c.replies_to, "
                          "c.states_received, c.stated_white_total, c.stated_black_total FROM cards c "
                          "JOIN games g ON g.id = c.game_id WHERE %1 ORDER BY c.game_id, c.seq"_s,
            [&](const auto& row) {
                const qsizetype game = indexOfGame.value(row.integer(0));
                indexOfCard.insert(row.integer(1), {game, games[game].second.cards.size()});
                games[game].second.cards.append(gamerows::cardOf(row));
            }))
        return *error;
    // A card's rows: by the cards' ids where the archive prefers it (cardRowsByIds()), else joined to the
    // games chosen.
    const std::optional<QString> byIds = m_tables.cardRowsByIds(indexOfCard.size());
    const QString cardIds = byIds ? idArray(indexOfCard.keys()) : QString();
    const auto eachCardRow = [&](const QString& table,
                                 const QString& columns,
                                 const QString& order,
                                 const auto& take) -> std::optional<Error> {
        if (!byIds)
            return each(
                u"SELECT %2 FROM %3 p JOIN cards c ON c.id = p.card_id JOIN games g ON g.id = c.game_id "
                "WHERE %1 ORDER BY %4"_s.replace(u"%2"_s, columns)
                    .replace(u"%3"_s, table)
                    .replace(u"%4"_s, order),
                take);
        auto query = m_tables.statement(
            u"SELECT %1 FROM %2 p WHERE %3 ORDER BY %4"_s.arg(columns, table, *byIds, order));
        query->bind(cardIds);
        while (query->next())
            take(*query);
        if (query->failed())
            return m_tables.error(query->error());
        return std::nullopt;
    };
    if (auto error = eachCardRow(u"card_postmarks"_s,
            u"p.card_id, p.direction, p.date"_s,
            u"p.card_id, p.direction, p.seq"_s,
            [&](const auto& row) {
                ledger::Card& card = cardOfRow(row);
                (row.text(1) == u"departure" ? card.departurePostmarks : card.arrivalPostmarks)
                    .append(row.date(2).value_or(QDate()));
            }))
        return *error;
    if (auto error = eachCardRow(u"card_plies"_s,
            u"p.card_id, p.list, p.text"_s,
            u"p.card_id, p.list, p.seq"_s,
            [&](const auto& row) {
                ledger::Card& card = cardOfRow(row);
                (row.text(1) == u"repetition" ? card.repetition : card.variant).append(row.text(2));
            }))
        return *error;
    if (auto error = each(u"SELECT l.game_id, l.player, l.from_date, l.to_date, l.notice_sent FROM leaves l "
                          "JOIN games g ON g.id = l.game_id WHERE %1 ORDER BY l.game_id, l.seq"_s,
            [&](const auto& row) {
                gameOf(row).leaves.append(ledger::Leave{gamerows::colorOf(row.text(1)),
                    row.date(2).value_or(QDate()),
                    row.date(3).value_or(QDate()),
                    row.date(4)});
            }))
        return *error;
    if (auto error = each(u"SELECT a.game_id, a.player, a.days, a.reason, a.card_key FROM adjustments a "
                          "JOIN games g ON g.id = a.game_id WHERE %1 ORDER BY a.game_id, a.seq"_s,
            [&](const auto& row) {
                gameOf(row).adjustments.append(ledger::Adjustment{
                    gamerows::colorOf(row.text(1)), int(row.integer(2)), row.text(3), row.text(4)});
            }))
        return *error;
    if (auto error = each(u"SELECT c.game_id, c.by_color, c.sent, c.notice_number, c.notice_date, "
                          "c.sealed_move, c.notice_received FROM claims c JOIN games g ON g.id = c.game_id "
                          "WHERE %1 ORDER BY c.game_id, c.id"_s,
            [&](const auto& row) {
                ledger::GameFile& game = gameOf(row);
                if (game.claim)
                    return; // the first claim is the game's (the file holds one)
                ledger::Claim claim;
                claim.by = gamerows::colorOf(row.text(1));
                claim.sent = row.date(2).value_or(QDate());
                if (const auto noticeDate = row.date(4))
                    claim.noticeReceipt = ledger::MailReceipt{row.text(3), *noticeDate};
                claim.sealedMove = row.text(5);
                claim.noticeReceived = row.date(6);
                game.claim = claim;
            }))
        return *error;
    return games;
}

template<typename Tables>
Result<ledger::GameFile> GameTables<Tables>::game(qint64 id)
{
    Result<QList<std::pair<qint64, ledger::GameFile>>> read = this->read(QStringLiteral("g.id = ?"), {id});
    if (!read)
        return read.error();
    if (read->isEmpty())
        return Error{ErrorCode::GameNotFound, say(MessageCode::Verbatim, QString::number(id))};
    return std::move(read->first().second);
}

template<typename Tables>
template<typename Bind>
std::optional<Error> GameTables<Tables>::run(const QString& sql, Bind bindValues)
{
    auto statement = m_tables.statement(sql);
    bindValues(*statement);
    if (!statement->run())
        return m_tables.error(statement->error());
    return std::nullopt;
}

template<typename Tables>
Result<qint64> GameTables<Tables>::personId(const ledger::Player& player)
{
    using namespace Qt::StringLiterals;
    auto find = m_tables.statement(u"SELECT id FROM people WHERE name = ? AND address = ?"_s);
    find->bind(player.name).bind(player.address);
    if (find->next())
        return find->integer(0);
    if (find->failed())
        return m_tables.error(find->error());
    auto insert = m_tables.statement(u"INSERT INTO people (name, address) VALUES (?, ?)"_s);
    insert->bind(player.name).bind(player.address);
    if (!insert->run())
        return m_tables.error(insert->error());
    return m_tables.insertedId(*insert, u"people"_s);
}

template<typename Tables>
Result<archive::ImportOutcome> GameTables<Tables>::importGame(
    const ledger::GameFile& game, const QDate& today, bool refuseSameNamed)
{
    using namespace Qt::StringLiterals;
    auto find =
        m_tables.statement(u"SELECT game_id FROM game_imports WHERE content_hash = ? ORDER BY game_id"_s);
    // Hashed once: the hash is most of an import's own work (the game file written out, then SHA-256).
    const QString contentHash = gameContentHash(game);
    find->bind(contentHash);
    if (find->next())
        return archive::ImportOutcome{find->integer(0), true};
    if (find->failed())
        return m_tables.error(find->error());
    if (refuseSameNamed) {
        auto named = m_tables.statement(
            u"SELECT g.id FROM games g JOIN people w ON w.id = g.white_id JOIN people b ON b.id = g.black_id "
            "WHERE g.event_name = ? AND g.event_index = ? AND w.name = ? AND b.name = ?"_s);
        named->bind(game.event.name).bind(game.event.index).bind(game.white.name).bind(game.black.name);
        if (named->next()) {
            return Error{ErrorCode::TournamentEditRefused,
                say(MessageCode::GameNameTaken,
                    game.event.name,
                    game.white.name,
                    game.black.name,
                    QString::number(named->integer(0)))};
        }
        if (named->failed())
            return m_tables.error(named->error());
    }
    const Result<CachedState> state = stateToStore(game, today, nullptr);
    if (!state)
        return state.error();
    qint64 id = 0;
    if (auto error = write(id, game, *state))
        return *error;
    if (auto error = rememberImport(id, contentHash))
        return *error;
    return archive::ImportOutcome{id, false};
}

template<typename Tables>
std::optional<Error> GameTables<Tables>::rememberImport(qint64 id, const QString& contentHash)
{
    using namespace Qt::StringLiterals;
    return run(u"INSERT INTO game_imports (game_id, content_hash) VALUES (?, ?)"_s,
        [&](auto& imported) { imported.bind(id).bind(contentHash); });
}

template<typename Tables>
std::optional<Error> GameTables<Tables>::write(
    qint64& id, const ledger::GameFile& game, const CachedState& state)
{
    using namespace Qt::StringLiterals;
    if (id == 0) {
        if (auto error = writeGameRow(id, game))
            return error;
        if (auto error = insertCards(id, game, 0))
            return error;
        if (auto error = writeGameExtras(id, game))
            return error;
        return writeCachedState(id, state);
    }
    const Result<ledger::GameFile> read = this->game(id);
    if (!read)
        return read.error();
    const ledger::GameFile& stored = *read;
    if (gamerows::gameRowDiffers(stored, game)) {
        if (auto error = writeGameRow(id, game))
            return error;
    }
    // A card still in its place under its key is written over where it changed: on a federation's server
    // a card belongs to the player who logged it, and correcting one's own card must not write the
    // partner's cards after it again. From the first card whose place moved (a card put in or taken out
    // between others) the cards go (their postmarks and plies with them, by the schema's cascade) and are
    // written again: card keys and places stay unique.
    const qsizetype first = gamerows::firstChangedCard(stored.cards, game.cards);
    qsizetype moved = first;
    while (moved < stored.cards.size() && moved < game.cards.size()
        && stored.cards[moved].id == game.cards[moved].id) {
        if (stored.cards[moved] != game.cards[moved]) {
            if (auto error = updateCard(id, moved, stored.cards[moved], game.cards[moved]))
                return error;
        }
        ++moved;
    }
    if (moved < stored.cards.size()) {
        if (auto error = run(u"DELETE FROM cards WHERE game_id = ? AND seq >= ?"_s,
                [&](auto& drop) { drop.bind(id).bind(qint64(moved)); }))
            return error;
    }
    if (auto error = insertCards(id, game, moved))
        return error;
    if (stored.leaves != game.leaves || stored.adjustments != game.adjustments
        || stored.claim != game.claim) {
        for (const QString& table : {u"leaves"_s, u"adjustments"_s, u"claims"_s}) {
            if (auto error = run(
                    u"DELETE FROM %1 WHERE game_id = ?"_s.arg(table), [&](auto& clear) { clear.bind(id); }))
                return error;
        }
        if (auto error = writeGameExtras(id, game))
            return error;
    }
    return writeCachedState(id, state);
}

template<typename Tables>
std::optional<Error> GameTables<Tables>::writeGameRow(qint64& id, const ledger::GameFile& game)
{
    using namespace Qt::StringLiterals;
    const Result<qint64> white = personId(game.white);
    if (!white)
        return white.error();
    const Result<qint64> black = personId(game.black);
    if (!black)
        return black.error();

    const QString overrides =
        QString::fromUtf8(QJsonDocument(game.event.overrides).toJson(QJsonDocument::Compact));
    const auto bindRow = [&](auto& row) {
        row.bind(game.event.name)
            .bind(game.event.index)
            .bind(game.event.start.toString(Qt::ISODate))
            .bind(game.event.end)
            .bind(game.event.rules)
            .bind(overrides)
            .bind(*white)
            .bind(*black)
            .bind(game.white.startNoticeReceived)
            .bind(game.black.startNoticeReceived)
            .bind(chess::notationName(game.notation))
            .bind(game.asOf);
        if (game.result) {
            row.bind(game.result->score)
                .bindTextOrNull(game.result->how ? ledger::resultHowName(*game.result->how) : QString())
                .bind(game.result->date);
        } else {
            row.bindNull().bindNull().bindNull();
        }
    };
    if (id == 0) {
        auto insert = m_tables.statement(
            u"INSERT INTO games (event_name, event_index, start_date, end_date, rules, overrides, white_id, "
            "black_id, white_start_notice, black_start_notice, notation, as_of, result_score, result_how, "
            "result_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
        bindRow(*insert);
        if (!insert->run())
            return m_tables.error(insert->error());
        id = m_tables.insertedId(*insert, u"games"_s);
        return std::nullopt;
    }
    auto update = m_tables.statement(
        u"UPDATE games SET event_name = ?, event_index = ?, start_date = ?, end_date = ?, rules = ?, "
        "overrides = ?, white_id = ?, black_id = ?, white_start_notice = ?, black_start_notice = ?, "
        "notation = ?, as_of = ?, result_score = ?, result_how = ?, result_date = ? WHERE id = ?"_s);
    bindRow(*update);
    update->bind(id);
    if (!update->run())
        return m_tables.error(update->error());
    if (update->changes() != 1)
        return Error{ErrorCode::GameNotFound, say(MessageCode::Verbatim, QString::number(id))};
    return std::nullopt;
}

template<typename Tables>
std::optional<Error> GameTables<Tables>::writeGameExtras(qint64 id, const ledger::GameFile& game)
{
    using namespace Qt::StringLiterals;
    for (int seq = 0; seq < game.leaves.size(); ++seq) {
        const ledger::Leave& each = game.leaves[seq];
        if (auto error = run(u"INSERT INTO leaves (game_id, seq, player, from_date, to_date, notice_sent) "
                             "VALUES (?, ?, ?, ?, ?, ?)"_s,
                [&](auto& leave) {
                    leave.bind(id)
                        .bind(seq)
                        .bind(ledger::colorName(each.player))
                        .bind(each.from.toString(Qt::ISODate))
                        .bind(each.to.toString(Qt::ISODate))
                        .bind(each.noticeSent);
                }))
            return error;
    }
    for (int seq = 0; seq < game.adjustments.size(); ++seq) {
        const ledger::Adjustment& each = game.adjustments[seq];
        if (auto error = run(u"INSERT INTO adjustments (game_id, seq, player, days, reason, card_key) "
                             "VALUES (?, ?, ?, ?, ?, ?)"_s,
                [&](auto& adjustment) {
                    adjustment.bind(id)
                        .bind(seq)
                        .bind(ledger::colorName(each.player))
                        .bind(each.days)
                        .bind(each.reason)
                        .bindTextOrNull(each.card);
                }))
            return error;
    }
    if (!game.claim)
        return std::nullopt;
    const ledger::Claim& claim = *game.claim;
    return run(u"INSERT INTO claims (game_id, by_color, sent, notice_number, notice_date, sealed_move, "
               "notice_received) VALUES (?, ?, ?, ?, ?, ?, ?)"_s,
        [&](auto& row) {
            row.bind(id).bind(ledger::colorName(claim.by)).bind(claim.sent.toString(Qt::ISODate));
            if (claim.noticeReceipt)
                row.bind(claim.noticeReceipt->number).bind(std::optional(claim.noticeReceipt->date));
            else
                row.bindNull().bindNull();
            row.bindTextOrNull(claim.sealedMove).bind(claim.noticeReceived);
        });
}

template<typename Tables>
std::optional<Error> GameTables<Tables>::writeCachedState(qint64 id, const CachedState& state)
{
    using namespace Qt::StringLiterals;
    // The cache is derived, not edited (and not audited): it is replaced whole.
    for (const QString& table : {u"game_deadlines"_s, u"game_state"_s}) {
        if (auto error =
                run(u"DELETE FROM %1 WHERE game_id = ?"_s.arg(table), [&](auto& clear) { clear.bind(id); }))
            return error;
    }
    if constexpr (Tables::KeepsPositions) {
        if (auto error = run(u"INSERT OR REPLACE INTO game_positions (game_id, keys) VALUES (?, ?)"_s,
                [&](auto& positions) {
                    positions.bind(id).bind(QByteArrayView(positionKeysBlob(state.positionKeys)));
                }))
            return error;
    }
    const ledger::Deadline* next = ledger::nextDatedDeadline(state.deadlines); // as the list shows it
    if (auto error = run(u"INSERT INTO game_state (game_id, as_of, plies, white_total, black_total, to_move, "
                         "status, days_left, next_due, next_kind) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s,
            [&](auto& cache) {
                cache.bind(id)
                    .bind(std::optional(state.asOf))
                    .bind(state.plies)
                    .bind(state.whiteTotal)
                    .bind(state.blackTotal)
                    .bind(ledger::colorName(state.toMove))
                    .bind(statusColumn(state.status))
                    .bind(state.daysLeft);
                if (next)
                    cache.bind(next->due).bind(deadlineKindColumn(next->kind));
                else
                    cache.bindNull().bindNull();
            }))
        return error;
    if (state.deadlines.empty())
        return std::nullopt;
    auto deadline = m_tables.statement(
        u"INSERT INTO game_deadlines (game_id, seq, kind, player, due) VALUES (?, ?, ?, ?, ?)"_s);
    for (std::size_t seq = 0; seq < state.deadlines.size(); ++seq) {
        const ledger::Deadline& each = state.deadlines[seq];
        deadline->reset();
        deadline->bind(id)
            .bind(int(seq))
            .bind(deadlineKindColumn(each.kind))
            .bind(ledger::colorName(each.player))
            .bind(each.due);
        if (!deadline->run())
            return m_tables.error(deadline->error());
    }
    return std::nullopt;
}

} // namespace postmark::storage

// The cards' writing, GameTables' members too, in a file of their own.
#include "core/storage/cardwriting.h"

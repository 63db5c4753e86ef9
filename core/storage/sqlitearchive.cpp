// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/sqlitearchive.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include "core/ledger/gamefilewriter.h"
#include "core/storage/cachedstate.h"
#include "core/storage/migrations.h"
#include "core/storage/sqliteerror.h"
#include "core/storage/statement.h"
#include "core/storage/transaction.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

namespace {

using ledger::Color;

Color colorOf(const QVariant& value)
{
    return value.toString() == u"black" ? Color::Black : Color::White;
}

} // namespace

QString defaultArchivePath()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return folder + u"/archive.postmark"_s;
}

SqliteArchive::SqliteArchive(QString path, QString connection)
    : m_path(std::move(path))
    , m_connection(std::move(connection))
    , m_database(QSqlDatabase::database(m_connection, false))
{}

SqliteArchive::~SqliteArchive()
{
    m_database.close();
    m_database = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connection);
}

int SqliteArchive::schemaVersion() const
{
    QSqlQuery query(m_database);
    query.exec(u"PRAGMA user_version"_s);
    return query.next() ? query.value(0).toInt() : 0;
}

Result<qint64> SqliteArchive::personId(const ledger::Player& player)
{
    Statement find(
        m_database, u"SELECT id FROM people WHERE name = COALESCE(?, '') AND address = COALESCE(?, '')"_s);
    find.bind(player.name).bind(player.address);
    if (!find.exec())
        return archiveError(find.query().lastError(), m_path);
    if (find.query().next())
        return find.query().value(0).toLongLong();
    Statement insert(
        m_database, u"INSERT INTO people (name, address) VALUES (COALESCE(?, ''), COALESCE(?, ''))"_s);
    insert.bind(player.name).bind(player.address);
    if (!insert.exec())
        return archiveError(insert.query().lastError(), m_path);
    return insert.query().lastInsertId().toLongLong();
}

std::optional<Error> SqliteArchive::writeGame(
    qint64 id, const ledger::GameFile& game, const QDate& today, const ledger::Ledger* computed)
{
    const QDate asOf = game.asOf.value_or(today.isValid() ? today : latestDateOf(game));
    const Result<CachedState> state = computed && computed->asOf == asOf
        ? Result<CachedState>(cachedStateOf(*computed))
        : stateOf(game, asOf);
    if (!state)
        return state.error();

    const Result<qint64> white = personId(game.white);
    if (!white)
        return white.error();
    const Result<qint64> black = personId(game.black);
    if (!black)
        return black.error();

    const QString overrides =
        QString::fromUtf8(QJsonDocument(game.event.overrides).toJson(QJsonDocument::Compact));
    const QVariantList gameValues = {game.event.name,
        game.event.index,
        game.event.start.toString(Qt::ISODate),
        dateValue(game.event.end),
        game.event.rules,
        overrides,
        *white,
        *black,
        dateValue(game.white.startNoticeReceived),
        dateValue(game.black.startNoticeReceived),
        chess::notationName(game.notation),
        dateValue(game.asOf),
        game.result ? QVariant(game.result->score) : QVariant(QMetaType(QMetaType::QString)),
        game.result ? QVariant(game.result->how ? ledger::resultHowName(*game.result->how) : QString())
                    : QVariant(QMetaType(QMetaType::QString)),
        game.result ? dateValue(game.result->date) : QVariant(QMetaType(QMetaType::QString))};
    if (id == 0) {
        Statement insert(m_database,
            u"INSERT INTO games (event_name, event_index, start_date, end_date, rules, overrides, white_id, "
            "black_id, white_start_notice, black_start_notice, notation, as_of, result_score, result_how, "
            "result_date) VALUES (COALESCE(?, ''), COALESCE(?, ''), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
        for (const QVariant& value : gameValues)
            insert.bind(value);
        if (!insert.exec())
            return archiveError(insert.query().lastError(), m_path);
        id = insert.query().lastInsertId().toLongLong();
    } else {
        Statement update(m_database,
            u"UPDATE games SET event_name = COALESCE(?, ''), event_index = COALESCE(?, ''), start_date = ?, "
            u"end_date = ?, rules = ?, "
            "overrides = ?, white_id = ?, black_id = ?, white_start_notice = ?, black_start_notice = ?, "
            "notation = ?, as_of = ?, result_score = ?, result_how = ?, result_date = ? WHERE id = ?"_s);
        for (const QVariant& value : gameValues)
            update.bind(value);
        update.bind(id);
        if (!update.exec())
            return archiveError(update.query().lastError(), m_path);
        if (update.query().numRowsAffected() != 1)
            return Error{ErrorCode::GameNotFound, say(MessageCode::Verbatim, QString::number(id))};
        for (const QString& table :
            {u"cards"_s, u"leaves"_s, u"adjustments"_s, u"claims"_s, u"game_deadlines"_s, u"game_state"_s}) {
            Statement clear(m_database, u"DELETE FROM %1 WHERE game_id = ?"_s.arg(table));
            clear.bind(id);
            if (!clear.exec())
                return archiveError(clear.query().lastError(), m_path);
        }
    }

    Statement card(m_database,
        u"INSERT INTO cards (game_id, seq, card_key, from_color, kind, move, accepts, repeats, about, "
        u"reason, "
        "illegible, address_error, registered, receipt_number, receipt_date, sender_date, received, "
        "replies_to, states_received, stated_white_total, stated_black_total) "
        "VALUES (?, ?, COALESCE(?, ''), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    Statement postmark(
        m_database, u"INSERT INTO card_postmarks (card_id, direction, seq, date) VALUES (?, ?, ?, ?)"_s);
    Statement ply(
        m_database, u"INSERT INTO card_plies (card_id, list, seq, text) VALUES (?, ?, ?, COALESCE(?, ''))"_s);
    for (int seq = 0; seq < game.cards.size(); ++seq) {
        const ledger::Card& each = game.cards[seq];
        static const char* const Kinds[] = {"move", "repeat", "query"};
        card.bind(id)
            .bind(seq)
            .bind(each.id)
            .bind(ledger::colorName(each.from))
            .bind(QString::fromLatin1(Kinds[static_cast<int>(each.kind)]))
            .bind(each.move ? QVariant(*each.move) : QVariant(QMetaType(QMetaType::QString)))
            .bind(each.accepts)
            .bind(textValue(each.repeats))
            .bind(textValue(each.about))
            .bind(each.kind == ledger::CardKind::Query ? QVariant(
                      each.reason == ledger::QueryReason::Illegible ? u"illegible"_s : u"impossible"_s)
                                                       : QVariant(QMetaType(QMetaType::QString)))
            .bind(int(each.illegible))
            .bind(int(each.addressError))
            .bind(int(each.registered))
            .bind(each.receipt ? QVariant(each.receipt->number) : QVariant(QMetaType(QMetaType::QString)))
            .bind(each.receipt ? dateValue(each.receipt->date) : QVariant(QMetaType(QMetaType::QString)))
            .bind(dateValue(each.senderDate))
            .bind(dateValue(each.received))
            .bind(textValue(each.repliesTo))
            .bind(dateValue(each.statesReceived))
            .bind(each.statedWhiteTotal ? QVariant(*each.statedWhiteTotal)
                                        : QVariant(QMetaType(QMetaType::Int)))
            .bind(each.statedBlackTotal ? QVariant(*each.statedBlackTotal)
                                        : QVariant(QMetaType(QMetaType::Int)));
        if (!card.exec())
            return archiveError(card.query().lastError(), m_path);
        const qint64 cardId = card.query().lastInsertId().toLongLong();
        const auto postmarks = [&](const QString& direction,
                                   const QList<QDate>& dates) -> std::optional<Error> {
            for (int k = 0; k < dates.size(); ++k) {
                postmark.bind(cardId).bind(direction).bind(k).bind(dates[k].toString(Qt::ISODate));
                if (!postmark.exec())
                    return archiveError(postmark.query().lastError(), m_path);
            }
            return std::nullopt;
        };
        const auto plies = [&](const QString& list, const QStringList& texts) -> std::optional<Error> {
            for (int k = 0; k < texts.size(); ++k) {
                ply.bind(cardId).bind(list).bind(k).bind(texts[k]);
                if (!ply.exec())
                    return archiveError(ply.query().lastError(), m_path);
            }
            return std::nullopt;
        };
        if (auto error = postmarks(u"departure"_s, each.departurePostmarks))
            return error;
        if (auto error = postmarks(u"arrival"_s, each.arrivalPostmarks))
            return error;
        if (auto error = plies(u"repetition"_s, each.repetition))
            return error;
        if (auto error = plies(u"variant"_s, each.variant))
            return error;
    }

    Statement leave(m_database,
        u"INSERT INTO leaves (game_id, seq, player, from_date, to_date, notice_sent) VALUES (?, ?, ?, ?, ?, ?)"_s);
    for (int seq = 0; seq < game.leaves.size(); ++seq) {
        const ledger::Leave& each = game.leaves[seq];
        leave.bind(id)
            .bind(seq)
            .bind(ledger::colorName(each.player))
            .bind(each.from.toString(Qt::ISODate))
            .bind(each.to.toString(Qt::ISODate))
            .bind(dateValue(each.noticeSent));
        if (!leave.exec())
            return archiveError(leave.query().lastError(), m_path);
    }
    Statement adjustment(m_database,
        u"INSERT INTO adjustments (game_id, seq, player, days, reason, card_key) VALUES (?, ?, ?, ?, COALESCE(?, ''), ?)"_s);
    for (int seq = 0; seq < game.adjustments.size(); ++seq) {
        const ledger::Adjustment& each = game.adjustments[seq];
        adjustment.bind(id)
            .bind(seq)
            .bind(ledger::colorName(each.player))
            .bind(each.days)
            .bind(each.reason)
            .bind(textValue(each.card));
        if (!adjustment.exec())
            return archiveError(adjustment.query().lastError(), m_path);
    }
    if (game.claim) {
        Statement claim(m_database,
            u"INSERT INTO claims (game_id, by_color, sent, notice_number, notice_date, sealed_move) VALUES (?, ?, ?, ?, ?, ?)"_s);
        claim.bind(id)
            .bind(ledger::colorName(game.claim->by))
            .bind(game.claim->sent.toString(Qt::ISODate))
            .bind(game.claim->noticeReceipt ? QVariant(game.claim->noticeReceipt->number)
                                            : QVariant(QMetaType(QMetaType::QString)))
            .bind(game.claim->noticeReceipt ? dateValue(game.claim->noticeReceipt->date)
                                            : QVariant(QMetaType(QMetaType::QString)))
            .bind(textValue(game.claim->sealedMove));
        if (!claim.exec())
            return archiveError(claim.query().lastError(), m_path);
    }

    Statement cache(m_database,
        u"INSERT INTO game_state (game_id, as_of, plies, white_total, black_total, to_move, status, days_left) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s);
    cache.bind(id)
        .bind(state->asOf.toString(Qt::ISODate))
        .bind(state->plies)
        .bind(state->whiteTotal)
        .bind(state->blackTotal)
        .bind(ledger::colorName(state->toMove))
        .bind(statusColumn(state->status))
        .bind(state->daysLeft ? QVariant(*state->daysLeft) : QVariant(QMetaType(QMetaType::Int)));
    if (!cache.exec())
        return archiveError(cache.query().lastError(), m_path);
    Statement deadline(
        m_database, u"INSERT INTO game_deadlines (game_id, seq, kind, player, due) VALUES (?, ?, ?, ?, ?)"_s);
    for (std::size_t seq = 0; seq < state->deadlines.size(); ++seq) {
        const ledger::Deadline& each = state->deadlines[seq];
        deadline.bind(id)
            .bind(int(seq))
            .bind(deadlineKindColumn(each.kind))
            .bind(ledger::colorName(each.player))
            .bind(dateValue(each.due));
        if (!deadline.exec())
            return archiveError(deadline.query().lastError(), m_path);
    }
    m_lastWrittenId = id;
    return std::nullopt;
}

Result<qint64> SqliteArchive::addGame(const ledger::GameFile& game, const QDate& today)
{
    const Result<QList<qint64>> ids = addGames({game}, today);
    if (!ids)
        return ids.error();
    return ids->first();
}

std::optional<Error> SqliteArchive::replaceGame(qint64 id, const ledger::GameFile& game, const QDate& today)
{
    TransactionGuard transaction(m_database, m_path, m_writeRefusal);
    if (transaction.beginError())
        return transaction.beginError();
    if (auto error = writeGame(id, game, today))
        return error;
    return transaction.commit();
}

std::optional<Error> SqliteArchive::replaceComputedGame(
    qint64 id, const ledger::GameFile& game, const ledger::Ledger& computed, const QDate& today)
{
    TransactionGuard transaction(m_database, m_path, m_writeRefusal);
    if (transaction.beginError())
        return transaction.beginError();
    if (auto error = writeGame(id, game, today, &computed))
        return error;
    return transaction.commit();
}

std::optional<Error> SqliteArchive::replaceGames(
    const QList<QPair<qint64, ledger::GameFile>>& games, const QDate& today)
{
    TransactionGuard transaction(m_database, m_path, m_writeRefusal);
    if (transaction.beginError())
        return transaction.beginError();
    for (const auto& [id, game] : games) {
        if (auto error = writeGame(id, game, today))
            return error;
    }
    return transaction.commit();
}

std::optional<Error> SqliteArchive::updateGame(
    qint64 id, const std::function<std::optional<Error>(ledger::GameFile&)>& edit, const QDate& today)
{
    TransactionGuard transaction(m_database, m_path, m_writeRefusal);
    if (transaction.beginError())
        return transaction.beginError();
    Result<ledger::GameFile> current = game(id);
    if (!current)
        return current.error();
    if (auto error = edit(current.value()))
        return error;
    if (auto error = writeGame(id, *current, today))
        return error;
    return transaction.commit();
}

Result<QList<qint64>> SqliteArchive::addGames(const QList<ledger::GameFile>& games, const QDate& today)
{
    TransactionGuard transaction(m_database, m_path, m_writeRefusal);
    if (transaction.beginError())
        return *transaction.beginError();
    QList<qint64> ids;
    Statement imported(m_database, u"INSERT INTO game_imports (game_id, content_hash) VALUES (?, ?)"_s);
    for (const ledger::GameFile& game : games) {
        if (auto error = writeGame(0, game, today))
            return *error;
        ids.append(m_lastWrittenId);
        imported.bind(m_lastWrittenId).bind(QString::fromLatin1(contentHash(game)));
        if (!imported.exec())
            return archiveError(imported.query().lastError(), m_path);
    }
    if (auto error = transaction.commit())
        return *error;
    return ids;
}

QByteArray SqliteArchive::contentHash(const ledger::GameFile& game)
{
    return QCryptographicHash::hash(ledger::writeGameFile(game), QCryptographicHash::Sha256).toHex();
}

Result<QList<archive::ImportOutcome>> SqliteArchive::importGames(
    const QList<ledger::GameFile>& games, const QDate& today)
{
    // The look-up is inside the write transaction (BEGIN IMMEDIATE): two imports of one file at once are
    // serialised, and the second finds the first's game instead of storing it again.
    TransactionGuard transaction(m_database, m_path, m_writeRefusal);
    if (transaction.beginError())
        return *transaction.beginError();
    QList<archive::ImportOutcome> outcomes;
    Statement find(m_database, u"SELECT game_id FROM game_imports WHERE content_hash = ? ORDER BY game_id"_s);
    Statement imported(m_database, u"INSERT INTO game_imports (game_id, content_hash) VALUES (?, ?)"_s);
    for (const ledger::GameFile& game : games) {
        const QString hash = QString::fromLatin1(contentHash(game));
        find.bind(hash);
        if (!find.exec())
            return archiveError(find.query().lastError(), m_path);
        if (find.query().next()) {
            outcomes.append({find.query().value(0).toLongLong(), true});
            find.query().finish();
            continue;
        }
        find.query().finish();
        if (auto error = writeGame(0, game, today))
            return *error;
        imported.bind(m_lastWrittenId).bind(hash);
        if (!imported.exec())
            return archiveError(imported.query().lastError(), m_path);
        outcomes.append({m_lastWrittenId, false});
    }
    if (auto error = transaction.commit())
        return *error;
    return outcomes;
}

std::optional<Error> SqliteArchive::removeGames(const QList<qint64>& ids)
{
    TransactionGuard transaction(m_database, m_path, m_writeRefusal);
    if (transaction.beginError())
        return transaction.beginError();
    Statement remove(m_database, u"DELETE FROM games WHERE id = ?"_s);
    for (qint64 id : ids) {
        remove.bind(id);
        if (!remove.exec())
            return archiveError(remove.query().lastError(), m_path);
        if (remove.query().numRowsAffected() != 1)
            return Error{ErrorCode::GameNotFound, say(MessageCode::Verbatim, QString::number(id))};
    }
    return transaction.commit();
}

std::optional<Error> SqliteArchive::removeGame(qint64 id)
{
    return removeGames({id});
}

Result<ledger::GameFile> SqliteArchive::game(qint64 id) const
{
    ledger::GameFile game;
    Statement top(m_database,
        u"SELECT g.event_name, g.event_index, g.start_date, g.end_date, g.rules, g.overrides, w.name, "
        u"w.address, "
        "b.name, b.address, g.white_start_notice, g.black_start_notice, g.notation, g.as_of, g.result_score, "
        "g.result_how, g.result_date FROM games g JOIN people w ON w.id = g.white_id "
        "JOIN people b ON b.id = g.black_id WHERE g.id = ?"_s);
    top.bind(id);
    if (!top.exec())
        return archiveError(top.query().lastError(), m_path);
    QSqlQuery& row = top.query();
    if (!row.next())
        return Error{ErrorCode::GameNotFound, say(MessageCode::Verbatim, QString::number(id))};
    game.event.name = row.value(0).toString();
    game.event.index = row.value(1).toString();
    game.event.start = *dateOf(row.value(2));
    game.event.end = dateOf(row.value(3));
    game.event.rules = row.value(4).toString();
    game.event.overrides = QJsonDocument::fromJson(row.value(5).toString().toUtf8()).object();
    game.white.name = row.value(6).toString();
    game.white.address = row.value(7).toString();
    game.black.name = row.value(8).toString();
    game.black.address = row.value(9).toString();
    game.white.startNoticeReceived = dateOf(row.value(10));
    game.black.startNoticeReceived = dateOf(row.value(11));
    game.notation = chess::notationFromName(row.value(12).toString()).value_or(chess::Notation::Ukrainian);
    game.asOf = dateOf(row.value(13));
    if (!row.value(14).isNull())
        game.result = ledger::GameResult{row.value(14).toString(),
            ledger::resultHowFromName(row.value(15).toString()),
            dateOf(row.value(16))};

    Statement cards(m_database,
        u"SELECT id, card_key, from_color, kind, move, accepts, repeats, about, reason, illegible, "
        u"address_error, "
        "registered, receipt_number, receipt_date, sender_date, received, replies_to, states_received, "
        "stated_white_total, stated_black_total FROM "
        "cards "
        "WHERE game_id = ? ORDER BY seq"_s);
    cards.bind(id);
    if (!cards.exec())
        return archiveError(cards.query().lastError(), m_path);
    QHash<qint64, int> indexOfCard;
    while (cards.query().next()) {
        QSqlQuery& c = cards.query();
        ledger::Card card;
        card.id = c.value(1).toString();
        card.from = colorOf(c.value(2));
        const QString kind = c.value(3).toString();
        card.kind = kind == u"repeat" ? ledger::CardKind::Repeat
            : kind == u"query"        ? ledger::CardKind::Query
                                      : ledger::CardKind::Move;
        if (!c.value(4).isNull())
            card.move = c.value(4).toString();
        card.accepts = c.value(5).toInt();
        card.repeats = c.value(6).toString();
        card.about = c.value(7).toString();
        card.reason = c.value(8).toString() == u"illegible" ? ledger::QueryReason::Illegible
                                                            : ledger::QueryReason::Impossible;
        card.illegible = c.value(9).toBool();
        card.addressError = c.value(10).toBool();
        card.registered = c.value(11).toBool();
        if (const auto receiptDate = dateOf(c.value(13)))
            card.receipt = ledger::MailReceipt{c.value(12).toString(), *receiptDate};
        card.senderDate = dateOf(c.value(14));
        card.received = dateOf(c.value(15));
        card.repliesTo = c.value(16).toString();
        card.statesReceived = dateOf(c.value(17));
        if (!c.value(18).isNull())
            card.statedWhiteTotal = c.value(18).toInt();
        if (!c.value(19).isNull())
            card.statedBlackTotal = c.value(19).toInt();
        indexOfCard.insert(c.value(0).toLongLong(), int(game.cards.size()));
        game.cards.append(card);
    }
    Statement postmarks(m_database,
        u"SELECT p.card_id, p.direction, p.date FROM card_postmarks p JOIN cards c ON c.id = p.card_id "
        "WHERE c.game_id = ? ORDER BY p.card_id, p.direction, p.seq"_s);
    postmarks.bind(id);
    if (!postmarks.exec())
        return archiveError(postmarks.query().lastError(), m_path);
    while (postmarks.query().next()) {
        ledger::Card& card = game.cards[indexOfCard.value(postmarks.query().value(0).toLongLong())];
        (postmarks.query().value(1).toString() == u"departure" ? card.departurePostmarks
                                                               : card.arrivalPostmarks)
            .append(*dateOf(postmarks.query().value(2)));
    }
    Statement plies(m_database,
        u"SELECT p.card_id, p.list, p.text FROM card_plies p JOIN cards c ON c.id = p.card_id "
        "WHERE c.game_id = ? ORDER BY p.card_id, p.list, p.seq"_s);
    plies.bind(id);
    if (!plies.exec())
        return archiveError(plies.query().lastError(), m_path);
    while (plies.query().next()) {
        ledger::Card& card = game.cards[indexOfCard.value(plies.query().value(0).toLongLong())];
        (plies.query().value(1).toString() == u"repetition" ? card.repetition : card.variant)
            .append(plies.query().value(2).toString());
    }

    Statement leaves(m_database,
        u"SELECT player, from_date, to_date, notice_sent FROM leaves WHERE game_id = ? ORDER BY seq"_s);
    leaves.bind(id);
    if (!leaves.exec())
        return archiveError(leaves.query().lastError(), m_path);
    while (leaves.query().next()) {
        QSqlQuery& l = leaves.query();
        game.leaves.append(
            ledger::Leave{colorOf(l.value(0)), *dateOf(l.value(1)), *dateOf(l.value(2)), dateOf(l.value(3))});
    }
    Statement adjustments(m_database,
        u"SELECT player, days, reason, card_key FROM adjustments WHERE game_id = ? ORDER BY seq"_s);
    adjustments.bind(id);
    if (!adjustments.exec())
        return archiveError(adjustments.query().lastError(), m_path);
    while (adjustments.query().next()) {
        QSqlQuery& a = adjustments.query();
        game.adjustments.append(ledger::Adjustment{
            colorOf(a.value(0)), a.value(1).toInt(), a.value(2).toString(), a.value(3).toString()});
    }
    Statement claims(m_database,
        u"SELECT by_color, sent, notice_number, notice_date, sealed_move FROM claims WHERE game_id = ? ORDER BY id LIMIT 1"_s);
    claims.bind(id);
    if (!claims.exec())
        return archiveError(claims.query().lastError(), m_path);
    if (claims.query().next()) {
        QSqlQuery& c = claims.query();
        ledger::Claim claim;
        claim.by = colorOf(c.value(0));
        claim.sent = *dateOf(c.value(1));
        if (const auto noticeDate = dateOf(c.value(3)))
            claim.noticeReceipt = ledger::MailReceipt{c.value(2).toString(), *noticeDate};
        claim.sealedMove = c.value(4).toString();
        game.claim = claim;
    }
    return game;
}

Result<QList<archive::GameSummary>> SqliteArchive::games() const
{
    QSqlQuery query(m_database);
    query.setForwardOnly(true);
    const bool ok = query.exec(
        u"SELECT g.id, g.event_name, g.event_index, w.name, b.name, s.plies, s.white_total, s.black_total, "
        u"s.to_move, "
        "s.status, s.days_left, d.due, d.kind FROM games g "
        "JOIN people w ON w.id = g.white_id JOIN people b ON b.id = g.black_id "
        "LEFT JOIN game_state s ON s.game_id = g.id "
        "LEFT JOIN game_deadlines d ON d.game_id = g.id AND d.seq = (SELECT seq FROM game_deadlines "
        "  WHERE game_id = g.id AND due IS NOT NULL ORDER BY due, seq LIMIT 1) "
        "ORDER BY g.id"_s);
    if (!ok)
        return archiveError(query.lastError(), m_path);
    QList<archive::GameSummary> summaries;
    while (query.next()) {
        archive::GameSummary summary;
        summary.id = query.value(0).toLongLong();
        summary.event = query.value(1).toString();
        summary.index = query.value(2).toString();
        summary.white = query.value(3).toString();
        summary.black = query.value(4).toString();
        summary.plies = query.value(5).toInt();
        summary.whiteTotal = query.value(6).toInt();
        summary.blackTotal = query.value(7).toInt();
        summary.toMove = colorOf(query.value(8));
        summary.status = statusOfColumn(query.value(9).toString());
        if (!query.value(10).isNull())
            summary.daysLeft = query.value(10).toInt();
        summary.nextDue = dateOf(query.value(11));
        summary.nextDeadline = deadlineKindOfColumn(query.value(12).toString());
        summaries.append(summary);
    }
    return summaries;
}

std::optional<Error> SqliteArchive::rebuildMissingState(const QDate& today)
{
    QSqlQuery missing(m_database);
    if (!missing.exec(
            u"SELECT g.id FROM games g LEFT JOIN game_state s ON s.game_id = g.id WHERE s.game_id IS NULL"_s))
        return archiveError(missing.lastError(), m_path);
    QList<qint64> ids;
    while (missing.next())
        ids.append(missing.value(0).toLongLong());
    missing.finish();
    for (qint64 id : std::as_const(ids)) {
        const Result<ledger::GameFile> stored = game(id);
        if (!stored)
            return stored.error();
        if (auto error = replaceGame(id, *stored, today))
            return error;
    }
    return std::nullopt;
}

Result<qint64> SqliteArchive::addTournament(const TournamentRecord& tournament)
{
    TransactionGuard transaction(m_database, m_path, m_writeRefusal);
    if (transaction.beginError())
        return *transaction.beginError();
    Statement insert(m_database,
        u"INSERT INTO tournaments (name, event_index, start_date, end_date, rules) VALUES (COALESCE(?, ''), COALESCE(?, ''), ?, ?, ?)"_s);
    insert.bind(tournament.name)
        .bind(tournament.index)
        .bind(tournament.start.toString(Qt::ISODate))
        .bind(dateValue(tournament.end))
        .bind(tournament.rules);
    if (!insert.exec())
        return archiveError(insert.query().lastError(), m_path);
    const qint64 id = insert.query().lastInsertId().toLongLong();
    Statement person(m_database,
        u"INSERT INTO people (name, address, email, iccf_id) VALUES (COALESCE(?, ''), COALESCE(?, ''), COALESCE(?, ''), COALESCE(?, ''))"_s);
    Statement seat(m_database,
        u"INSERT INTO tournament_players (tournament_id, person_id, seat, rating, withdrawn_on, "
        u"withdrawal_decision) "
        "VALUES (?, ?, ?, ?, ?, ?)"_s);
    for (int index = 0; index < tournament.players.size(); ++index) {
        const TournamentRecord::Entrant& entrant = tournament.players[index];
        person.bind(entrant.person.name)
            .bind(entrant.person.address)
            .bind(entrant.person.email)
            .bind(entrant.person.iccfId);
        if (!person.exec())
            return archiveError(person.query().lastError(), m_path);
        seat.bind(id)
            .bind(person.query().lastInsertId())
            .bind(index + 1)
            .bind(entrant.rating ? QVariant(*entrant.rating) : QVariant(QMetaType(QMetaType::Int)))
            .bind(dateValue(entrant.withdrawnOn))
            .bind(textValue(entrant.withdrawalDecision));
        if (!seat.exec())
            return archiveError(seat.query().lastError(), m_path);
    }
    if (auto error = transaction.commit())
        return *error;
    return id;
}

std::optional<Error> SqliteArchive::assignToTournament(qint64 game, qint64 tournament)
{
    TransactionGuard transaction(m_database, m_path, m_writeRefusal);
    if (transaction.beginError())
        return transaction.beginError();
    Statement update(m_database, u"UPDATE games SET tournament_id = ? WHERE id = ?"_s);
    update.bind(tournament).bind(game);
    if (!update.exec())
        return archiveError(update.query().lastError(), m_path);
    if (update.query().numRowsAffected() != 1)
        return Error{ErrorCode::GameNotFound, say(MessageCode::Verbatim, QString::number(game))};
    return transaction.commit();
}

Result<qint64> SqliteArchive::addDecision(const Decision& decision)
{
    TransactionGuard transaction(m_database, m_path, m_writeRefusal);
    if (transaction.beginError())
        return *transaction.beginError();
    Statement insert(m_database,
        u"INSERT INTO decisions (game_id, decided_on, decided_by, outcome, reason) VALUES (?, ?, COALESCE(?, ''), COALESCE(?, ''), COALESCE(?, ''))"_s);
    insert.bind(decision.game)
        .bind(decision.decidedOn.toString(Qt::ISODate))
        .bind(decision.decidedBy)
        .bind(decision.outcome)
        .bind(decision.reason);
    if (!insert.exec())
        return archiveError(insert.query().lastError(), m_path);
    const qint64 id = insert.query().lastInsertId().toLongLong();
    if (auto error = transaction.commit())
        return *error;
    return id;
}

std::optional<Error> SqliteArchive::backup(const QString& target) const
{
    if (QFile::exists(target))
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::BackupTargetExists, target)};
    QSqlQuery query(m_database);
    query.prepare(u"VACUUM INTO ?"_s);
    query.addBindValue(target);
    if (!query.exec()) {
        QFile::remove(target);
        return archiveError(query.lastError(), target);
    }
    return std::nullopt;
}

Result<QList<Message>> SqliteArchive::check() const
{
    QList<Message> problems;
    QSqlQuery integrity(m_database);
    if (!integrity.exec(u"PRAGMA integrity_check"_s))
        return archiveError(integrity.lastError(), m_path);
    while (integrity.next()) {
        if (integrity.value(0).toString() != u"ok")
            problems.append(say(MessageCode::IntegrityCheckSays, integrity.value(0).toString()));
    }
    QSqlQuery foreign(m_database);
    if (!foreign.exec(u"PRAGMA foreign_key_check"_s))
        return archiveError(foreign.lastError(), m_path);
    while (foreign.next())
        problems.append(say(MessageCode::DanglingReference,
            foreign.value(0).toString(),
            foreign.value(1).toString(),
            foreign.value(2).toString()));

    QSqlQuery cached(m_database);
    if (!cached.exec(
            u"SELECT g.id, s.as_of, s.plies, s.white_total, s.black_total, s.to_move, s.status FROM games g "
            "LEFT JOIN game_state s ON s.game_id = g.id ORDER BY g.id"_s))
        return archiveError(cached.lastError(), m_path);
    struct Cached
    {
        qint64 id;
        QVariant asOf;
        QVariantList values;
    };
    QList<Cached> rows;
    while (cached.next())
        rows.append({cached.value(0).toLongLong(),
            cached.value(1),
            {cached.value(2), cached.value(3), cached.value(4), cached.value(5), cached.value(6)}});
    cached.finish();
    for (const Cached& row : std::as_const(rows)) {
        const Result<ledger::GameFile> stored = game(row.id);
        if (!stored) {
            problems.append(say(MessageCode::InStoredGame, row.id, stored.error().detail));
            continue;
        }
        const auto asOf = dateOf(row.asOf);
        const Result<CachedState> state = stateOf(*stored, asOf.value_or(latestDateOf(*stored)));
        if (!state) {
            problems.append(say(MessageCode::InStoredGame, row.id, state.error().detail));
            continue;
        }
        const QVariantList expected = {state->plies,
            state->whiteTotal,
            state->blackTotal,
            ledger::colorName(state->toMove),
            statusColumn(state->status)};
        if (!asOf)
            problems.append(say(MessageCode::CachedStateMissing, row.id));
        else if (QVariantList{row.values[0].toInt(),
                     row.values[1].toInt(),
                     row.values[2].toInt(),
                     row.values[3].toString(),
                     row.values[4].toString()}
            != expected)
            problems.append(say(MessageCode::CachedStateStale, row.id));
    }
    return problems;
}

} // namespace postmark::storage

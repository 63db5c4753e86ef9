// SPDX-License-Identifier: GPL-3.0-or-later
// Reading whole games: one query per table for any number of games (a game, an event's, the archive's),
// each statement prepared once (issue 18).
#include <QHash>
#include <QJsonDocument>

#include "core/storage/sqlitearchive.h"
#include "core/storage/sqliteerror.h"
#include "core/storage/statement.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

namespace {

ledger::Card cardOf(const QSqlQuery& c)
{
    // Column 0 is the game's id and 1 the card's: the card's fields begin at 2.
    ledger::Card card;
    card.id = c.value(2).toString();
    card.from = colorOfColumn(c.value(3));
    const QString kind = c.value(4).toString();
    card.kind = kind == u"repeat" ? ledger::CardKind::Repeat
        : kind == u"query"        ? ledger::CardKind::Query
                                  : ledger::CardKind::Move;
    if (!c.value(5).isNull())
        card.move = c.value(5).toString();
    card.accepts = c.value(6).toInt();
    card.repeats = c.value(7).toString();
    card.about = c.value(8).toString();
    card.reason = c.value(9).toString() == u"illegible" ? ledger::QueryReason::Illegible
                                                        : ledger::QueryReason::Impossible;
    card.illegible = c.value(10).toBool();
    card.addressError = c.value(11).toBool();
    card.registered = c.value(12).toBool();
    if (const auto receiptDate = dateOf(c.value(14)))
        card.receipt = ledger::MailReceipt{c.value(13).toString(), *receiptDate};
    card.senderDate = dateOf(c.value(15));
    card.received = dateOf(c.value(16));
    card.repliesTo = c.value(17).toString();
    card.statesReceived = dateOf(c.value(18));
    if (!c.value(19).isNull())
        card.statedWhiteTotal = c.value(19).toInt();
    if (!c.value(20).isNull())
        card.statedBlackTotal = c.value(20).toInt();
    return card;
}

void readGamesRow(const QSqlQuery& row, ledger::GameFile& game)
{
    game.event.name = row.value(1).toString();
    game.event.index = row.value(2).toString();
    game.event.start = dateOf(row.value(3)).value_or(QDate());
    game.event.end = dateOf(row.value(4));
    game.event.rules = row.value(5).toString();
    game.event.overrides = QJsonDocument::fromJson(row.value(6).toString().toUtf8()).object();
    game.white.name = row.value(7).toString();
    game.white.address = row.value(8).toString();
    game.black.name = row.value(9).toString();
    game.black.address = row.value(10).toString();
    game.white.startNoticeReceived = dateOf(row.value(11));
    game.black.startNoticeReceived = dateOf(row.value(12));
    game.notation = chess::notationFromName(row.value(13).toString()).value_or(chess::Notation::Ukrainian);
    game.asOf = dateOf(row.value(14));
    if (!row.value(15).isNull())
        game.result = ledger::GameResult{row.value(15).toString(),
            ledger::resultHowFromName(row.value(16).toString()),
            dateOf(row.value(17))};
}

} // namespace

Result<QList<std::pair<qint64, ledger::GameFile>>> SqliteArchive::readGames(
    const QString& where, const QVariantList& values) const
{
    QList<std::pair<qint64, ledger::GameFile>> games;
    QHash<qint64, qsizetype> indexOfGame;
    QHash<qint64, std::pair<qsizetype, qsizetype>> indexOfCard;
    // Each query runs over the rows of the games chosen by `where` (on `games g`), in the order the
    // game file keeps them; a failure is the archive's, reported with its file.
    const auto run = [&](const QString& sql,
                         const std::function<void(const QSqlQuery&)>& each) -> std::optional<Error> {
        Statement query(m_statements, sql.arg(where));
        for (const QVariant& value : values)
            query.bind(value);
        if (!query.exec())
            return archiveError(query.query().lastError(), m_path);
        while (query.query().next())
            each(query.query());
        return std::nullopt;
    };
    const auto gameOf = [&](const QSqlQuery& row) -> ledger::GameFile& {
        return games[indexOfGame.value(row.value(0).toLongLong())].second;
    };
    const auto cardOfRow = [&](const QSqlQuery& row) -> ledger::Card& {
        const auto [game, card] = indexOfCard.value(row.value(0).toLongLong());
        return games[game].second.cards[card];
    };

    if (auto error = run(u"SELECT g.id, g.event_name, g.event_index, g.start_date, g.end_date, g.rules, "
                         "g.overrides, w.name, w.address, b.name, b.address, g.white_start_notice, "
                         "g.black_start_notice, g.notation, g.as_of, g.result_score, g.result_how, "
                         "g.result_date FROM games g JOIN people w ON w.id = g.white_id "
                         "JOIN people b ON b.id = g.black_id WHERE %1 ORDER BY g.id"_s,
            [&](const QSqlQuery& row) {
                indexOfGame.insert(row.value(0).toLongLong(), games.size());
                games.append(std::pair<qint64, ledger::GameFile>(row.value(0).toLongLong(), {}));
                readGamesRow(row, games.last().second);
            }))
        return *error;
    if (games.isEmpty())
        return games;
    if (auto error = run(u"SELECT c.game_id, c.id, c.card_key, c.from_color, c.kind, c.move, c.accepts, "
                         "c.repeats, c.about, c.reason, c.illegible, c.address_error, c.registered, "
                         "c.receipt_number, c.receipt_date, c.sender_date, c.received, c.replies_to, "
                         "c.states_received, c.stated_white_total, c.stated_black_total FROM cards c "
                         "JOIN games g ON g.id = c.game_id WHERE %1 ORDER BY c.game_id, c.seq"_s,
            [&](const QSqlQuery& row) {
                const qsizetype game = indexOfGame.value(row.value(0).toLongLong());
                indexOfCard.insert(row.value(1).toLongLong(), {game, games[game].second.cards.size()});
                games[game].second.cards.append(cardOf(row));
            }))
        return *error;
    if (auto error = run(u"SELECT p.card_id, p.direction, p.date FROM card_postmarks p "
                         "JOIN cards c ON c.id = p.card_id JOIN games g ON g.id = c.game_id WHERE %1 "
                         "ORDER BY p.card_id, p.direction, p.seq"_s,
            [&](const QSqlQuery& row) {
                ledger::Card& card = cardOfRow(row);
                (row.value(1).toString() == u"departure" ? card.departurePostmarks : card.arrivalPostmarks)
                    .append(dateOf(row.value(2)).value_or(QDate()));
            }))
        return *error;
    if (auto error = run(u"SELECT p.card_id, p.list, p.text FROM card_plies p "
                         "JOIN cards c ON c.id = p.card_id JOIN games g ON g.id = c.game_id WHERE %1 "
                         "ORDER BY p.card_id, p.list, p.seq"_s,
            [&](const QSqlQuery& row) {
                ledger::Card& card = cardOfRow(row);
                (row.value(1).toString() == u"repetition" ? card.repetition : card.variant)
                    .append(row.value(2).toString());
            }))
        return *error;
    if (auto error = run(u"SELECT l.game_id, l.player, l.from_date, l.to_date, l.notice_sent FROM leaves l "
                         "JOIN games g ON g.id = l.game_id WHERE %1 ORDER BY l.game_id, l.seq"_s,
            [&](const QSqlQuery& row) {
                gameOf(row).leaves.append(ledger::Leave{colorOfColumn(row.value(1)),
                    dateOf(row.value(2)).value_or(QDate()),
                    dateOf(row.value(3)).value_or(QDate()),
                    dateOf(row.value(4))});
            }))
        return *error;
    if (auto error = run(u"SELECT a.game_id, a.player, a.days, a.reason, a.card_key FROM adjustments a "
                         "JOIN games g ON g.id = a.game_id WHERE %1 ORDER BY a.game_id, a.seq"_s,
            [&](const QSqlQuery& row) {
                gameOf(row).adjustments.append(ledger::Adjustment{colorOfColumn(row.value(1)),
                    row.value(2).toInt(),
                    row.value(3).toString(),
                    row.value(4).toString()});
            }))
        return *error;
    if (auto error = run(u"SELECT c.game_id, c.by_color, c.sent, c.notice_number, c.notice_date, "
                         "c.sealed_move FROM claims c JOIN games g ON g.id = c.game_id WHERE %1 "
                         "ORDER BY c.game_id, c.id"_s,
            [&](const QSqlQuery& row) {
                ledger::GameFile& game = gameOf(row);
                if (game.claim)
                    return; // the first claim is the game's (the file holds one)
                ledger::Claim claim;
                claim.by = colorOfColumn(row.value(1));
                claim.sent = dateOf(row.value(2)).value_or(QDate());
                if (const auto noticeDate = dateOf(row.value(4)))
                    claim.noticeReceipt = ledger::MailReceipt{row.value(3).toString(), *noticeDate};
                claim.sealedMove = row.value(5).toString();
                game.claim = claim;
            }))
        return *error;
    return games;
}

Result<ledger::GameFile> SqliteArchive::game(qint64 id) const
{
    Result<QList<std::pair<qint64, ledger::GameFile>>> read = readGames(u"g.id = ?"_s, {id});
    if (!read)
        return read.error();
    if (read->isEmpty())
        return Error{ErrorCode::GameNotFound, say(MessageCode::Verbatim, QString::number(id))};
    return std::move(read->first().second);
}

Result<QList<std::pair<qint64, ledger::GameFile>>> SqliteArchive::gamesOfEvent(const QString& name) const
{
    return readGames(u"g.event_name = ?"_s, {name});
}

Result<QList<std::pair<qint64, ledger::GameFile>>> SqliteArchive::allGames() const
{
    return readGames(u"1"_s, {});
}

} // namespace postmark::storage

// SPDX-License-Identifier: GPL-3.0-or-later
// Reading whole games: one query per table for any number of games (a game, an event's, the archive's),
// each statement prepared once (issue 18).
#include <QHash>
#include <QJsonDocument>

#include "core/storage/sqlitearchive.h"
#include "core/storage/sqliteerror.h"
#include "core/storage/sqlitestatement.h"
#include "core/storage/statement.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

namespace {

ledger::Color colorOf(const QString& column)
{
    return column == u"black" ? ledger::Color::Black : ledger::Color::White;
}

ledger::Card cardOf(const SqliteStatement& c)
{
    // Column 0 is the game's id and 1 the card's: the card's fields begin at 2.
    ledger::Card card;
    card.id = c.text(2);
    card.from = colorOf(c.text(3));
    const QString kind = c.text(4);
    card.kind = kind == u"repeat" ? ledger::CardKind::Repeat
        : kind == u"query"        ? ledger::CardKind::Query
                                  : ledger::CardKind::Move;
    if (!c.isNull(5))
        card.move = c.text(5);
    card.accepts = int(c.integer(6));
    card.repeats = c.text(7);
    card.about = c.text(8);
    card.reason =
        c.text(9) == u"illegible" ? ledger::QueryReason::Illegible : ledger::QueryReason::Impossible;
    card.illegible = c.integer(10) != 0;
    card.addressError = c.integer(11) != 0;
    card.registered = c.integer(12) != 0;
    if (const auto receiptDate = c.date(14))
        card.receipt = ledger::MailReceipt{c.text(13), *receiptDate};
    card.senderDate = c.date(15);
    card.received = c.date(16);
    card.repliesTo = c.text(17);
    card.statesReceived = c.date(18);
    if (!c.isNull(19))
        card.statedWhiteTotal = int(c.integer(19));
    if (!c.isNull(20))
        card.statedBlackTotal = int(c.integer(20));
    return card;
}

void readGamesRow(const SqliteStatement& row, ledger::GameFile& game)
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
                         const std::function<void(const SqliteStatement&)>& each) -> std::optional<Error> {
        FastStatement query(m_fastStatements, sql.arg(where));
        for (const QVariant& value : values) {
            if (value.typeId() == QMetaType::QString)
                query->bind(value.toString());
            else
                query->bind(value.toLongLong());
        }
        while (query->next())
            each(*query);
        if (query->failed())
            return archiveError(query->error(), m_path);
        return std::nullopt;
    };
    const auto gameOf = [&](const SqliteStatement& row) -> ledger::GameFile& {
        return games[indexOfGame.value(row.integer(0))].second;
    };
    const auto cardOfRow = [&](const SqliteStatement& row) -> ledger::Card& {
        const auto [game, card] = indexOfCard.value(row.integer(0));
        return games[game].second.cards[card];
    };

    if (auto error = run(u"SELECT g.id, g.event_name, g.event_index, g.start_date, g.end_date, g.rules, "
                         "g.overrides, w.name, w.address, b.name, b.address, g.white_start_notice, "
                         "g.black_start_notice, g.notation, g.as_of, g.result_score, g.result_how, "
                         "g.result_date FROM games g JOIN people w ON w.id = g.white_id "
                         "JOIN people b ON b.id = g.black_id WHERE %1 ORDER BY g.id"_s,
            [&](const SqliteStatement& row) {
                indexOfGame.insert(row.integer(0), games.size());
                games.append(std::pair<qint64, ledger::GameFile>(row.integer(0), {}));
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
            [&](const SqliteStatement& row) {
                const qsizetype game = indexOfGame.value(row.integer(0));
                indexOfCard.insert(row.integer(1), {game, games[game].second.cards.size()});
                games[game].second.cards.append(cardOf(row));
            }))
        return *error;
    if (auto error = run(u"SELECT p.card_id, p.direction, p.date FROM card_postmarks p "
                         "JOIN cards c ON c.id = p.card_id JOIN games g ON g.id = c.game_id WHERE %1 "
                         "ORDER BY p.card_id, p.direction, p.seq"_s,
            [&](const SqliteStatement& row) {
                ledger::Card& card = cardOfRow(row);
                (row.text(1) == u"departure" ? card.departurePostmarks : card.arrivalPostmarks)
                    .append(row.date(2).value_or(QDate()));
            }))
        return *error;
    if (auto error = run(u"SELECT p.card_id, p.list, p.text FROM card_plies p "
                         "JOIN cards c ON c.id = p.card_id JOIN games g ON g.id = c.game_id WHERE %1 "
                         "ORDER BY p.card_id, p.list, p.seq"_s,
            [&](const SqliteStatement& row) {
                ledger::Card& card = cardOfRow(row);
                (row.text(1) == u"repetition" ? card.repetition : card.variant).append(row.text(2));
            }))
        return *error;
    if (auto error = run(u"SELECT l.game_id, l.player, l.from_date, l.to_date, l.notice_sent FROM leaves l "
                         "JOIN games g ON g.id = l.game_id WHERE %1 ORDER BY l.game_id, l.seq"_s,
            [&](const SqliteStatement& row) {
                gameOf(row).leaves.append(ledger::Leave{colorOf(row.text(1)),
                    row.date(2).value_or(QDate()),
                    row.date(3).value_or(QDate()),
                    row.date(4)});
            }))
        return *error;
    if (auto error = run(u"SELECT a.game_id, a.player, a.days, a.reason, a.card_key FROM adjustments a "
                         "JOIN games g ON g.id = a.game_id WHERE %1 ORDER BY a.game_id, a.seq"_s,
            [&](const SqliteStatement& row) {
                gameOf(row).adjustments.append(
                    ledger::Adjustment{colorOf(row.text(1)), int(row.integer(2)), row.text(3), row.text(4)});
            }))
        return *error;
    if (auto error = run(u"SELECT c.game_id, c.by_color, c.sent, c.notice_number, c.notice_date, "
                         "c.sealed_move FROM claims c JOIN games g ON g.id = c.game_id WHERE %1 "
                         "ORDER BY c.game_id, c.id"_s,
            [&](const SqliteStatement& row) {
                ledger::GameFile& game = gameOf(row);
                if (game.claim)
                    return; // the first claim is the game's (the file holds one)
                ledger::Claim claim;
                claim.by = colorOf(row.text(1));
                claim.sent = row.date(2).value_or(QDate());
                if (const auto noticeDate = row.date(4))
                    claim.noticeReceipt = ledger::MailReceipt{row.text(3), *noticeDate};
                claim.sealedMove = row.text(5);
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

Result<QList<std::pair<qint64, ledger::GameFile>>> SqliteArchive::gamesWithIds(const QList<qint64>& ids) const
{
    QStringList numbers;
    numbers.reserve(ids.size());
    for (qint64 id : ids)
        numbers.append(QString::number(id));
    const QString array = u"["_s + numbers.join(u',') + u"]"_s;
    return readGames(u"g.id IN (SELECT value FROM json_each(?))"_s, {QVariant(array)});
}

Result<QList<std::pair<qint64, ledger::GameFile>>> SqliteArchive::allGames() const
{
    return readGames(u"1"_s, {});
}

} // namespace postmark::storage

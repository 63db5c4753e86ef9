// SPDX-License-Identifier: GPL-3.0-or-later
// Writing a game: what changed, not the whole game again. A new card is one insert; an edited card and
// those after it are written again; the game's own row only when it changed. The audit log so records
// the changes a user made, not copies of the game (issue 18).
#include <QJsonDocument>

#include "core/storage/cachedstate.h"
#include "core/storage/sqlitearchive.h"
#include "core/storage/sqliteerror.h"
#include "core/storage/sqlitestatement.h"
#include "core/storage/statement.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

namespace {

QVariant nullText()
{
    return QVariant(QMetaType(QMetaType::QString));
}

/// Whether the games row (the event, the players, the notation, the as-of day and the result) differs.
bool gameRowDiffers(const ledger::GameFile& stored, const ledger::GameFile& game)
{
    return stored.event != game.event || stored.white != game.white || stored.black != game.black
        || stored.notation != game.notation || stored.asOf != game.asOf || stored.result != game.result;
}

/// The first card that differs from the stored ones (or the stored count, when only cards are added).
qsizetype firstChangedCard(const QList<ledger::Card>& stored, const QList<ledger::Card>& cards)
{
    qsizetype first = 0;
    while (first < stored.size() && first < cards.size() && stored[first] == cards[first])
        ++first;
    return first;
}

} // namespace

Result<qint64> SqliteArchive::personId(const ledger::Player& player)
{
    FastStatement find(m_fastStatements, u"SELECT id FROM people WHERE name = ? AND address = ?"_s);
    find->bind(player.name).bind(player.address);
    if (find->next())
        return find->integer(0);
    if (find->failed())
        return archiveError(find->error(), m_path);
    FastStatement insert(m_fastStatements, u"INSERT INTO people (name, address) VALUES (?, ?)"_s);
    insert->bind(player.name).bind(player.address);
    if (!insert->run())
        return archiveError(insert->error(), m_path);
    return insert->lastInsertId();
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

    if (id == 0) {
        if (auto error = writeGameRow(id, game))
            return error;
        if (auto error = insertCards(id, game, 0))
            return error;
        if (auto error = writeGameExtras(id, game))
            return error;
    } else {
        const Result<ledger::GameFile> stored = this->game(id);
        if (!stored)
            return stored.error();
        if (gameRowDiffers(*stored, game)) {
            if (auto error = writeGameRow(id, game))
                return error;
        }
        const qsizetype first = firstChangedCard(stored->cards, game.cards);
        if (first < stored->cards.size()) {
            // The cards from the first changed one on go (their postmarks and plies with them, by the
            // schema's cascade) and are written again: card keys and places stay unique.
            Statement drop(m_statements, u"DELETE FROM cards WHERE game_id = ? AND seq >= ?"_s);
            drop.bind(id).bind(first);
            if (!drop.exec())
                return archiveError(drop.query().lastError(), m_path);
        }
        if (auto error = insertCards(id, game, first))
            return error;
        if (stored->leaves != game.leaves || stored->adjustments != game.adjustments
            || stored->claim != game.claim) {
            for (const QString& table : {u"leaves"_s, u"adjustments"_s, u"claims"_s}) {
                Statement clear(m_statements, u"DELETE FROM %1 WHERE game_id = ?"_s.arg(table));
                clear.bind(id);
                if (!clear.exec())
                    return archiveError(clear.query().lastError(), m_path);
            }
            if (auto error = writeGameExtras(id, game))
                return error;
        }
    }
    if (auto error = writeCachedState(id, *state))
        return error;
    m_lastWrittenId = id;
    return std::nullopt;
}

std::optional<Error> SqliteArchive::writeGameRow(qint64& id, const ledger::GameFile& game)
{
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
        game.result ? QVariant(game.result->score) : nullText(),
        game.result ? QVariant(game.result->how ? ledger::resultHowName(*game.result->how) : QString())
                    : nullText(),
        game.result ? dateValue(game.result->date) : nullText()};
    if (id == 0) {
        Statement insert(m_statements,
            u"INSERT INTO games (event_name, event_index, start_date, end_date, rules, overrides, white_id, "
            "black_id, white_start_notice, black_start_notice, notation, as_of, result_score, result_how, "
            "result_date) VALUES (COALESCE(?, ''), COALESCE(?, ''), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
        for (const QVariant& value : gameValues)
            insert.bind(value);
        if (!insert.exec())
            return archiveError(insert.query().lastError(), m_path);
        id = insert.query().lastInsertId().toLongLong();
        return std::nullopt;
    }
    Statement update(m_statements,
        u"UPDATE games SET event_name = COALESCE(?, ''), event_index = COALESCE(?, ''), start_date = ?, "
        "end_date = ?, rules = ?, overrides = ?, white_id = ?, black_id = ?, white_start_notice = ?, "
        "black_start_notice = ?, notation = ?, as_of = ?, result_score = ?, result_how = ?, result_date = ? "
        "WHERE id = ?"_s);
    for (const QVariant& value : gameValues)
        update.bind(value);
    update.bind(id);
    if (!update.exec())
        return archiveError(update.query().lastError(), m_path);
    if (update.query().numRowsAffected() != 1)
        return Error{ErrorCode::GameNotFound, say(MessageCode::Verbatim, QString::number(id))};
    return std::nullopt;
}

std::optional<Error> SqliteArchive::insertCards(qint64 id, const ledger::GameFile& game, qsizetype from)
{
    FastStatement card(m_fastStatements,
        u"INSERT INTO cards (game_id, seq, card_key, from_color, kind, move, accepts, repeats, about, "
        "reason, illegible, address_error, registered, receipt_number, receipt_date, sender_date, received, "
        "replies_to, states_received, stated_white_total, stated_black_total) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    FastStatement postmark(m_fastStatements,
        u"INSERT INTO card_postmarks (card_id, direction, seq, date) VALUES (?, ?, ?, ?)"_s);
    FastStatement ply(
        m_fastStatements, u"INSERT INTO card_plies (card_id, list, seq, text) VALUES (?, ?, ?, ?)"_s);
    static const QString Kinds[] = {u"move"_s, u"repeat"_s, u"query"_s};
    static const QString Departure = u"departure"_s, Arrival = u"arrival"_s;
    static const QString Repetition = u"repetition"_s, Variant = u"variant"_s;
    for (qsizetype seq = from; seq < game.cards.size(); ++seq) {
        const ledger::Card& each = game.cards[seq];
        card->reset();
        card->bind(id)
            .bind(qint64(seq))
            .bind(each.id)
            .bind(ledger::colorName(each.from))
            .bind(Kinds[static_cast<int>(each.kind)])
            .bind(each.move)
            .bind(each.accepts)
            .bindTextOrNull(each.repeats)
            .bindTextOrNull(each.about);
        if (each.kind == ledger::CardKind::Query)
            card->bind(each.reason == ledger::QueryReason::Illegible ? u"illegible"_s : u"impossible"_s);
        else
            card->bindNull();
        card->bind(each.illegible).bind(each.addressError).bind(each.registered);
        if (each.receipt)
            card->bind(each.receipt->number).bind(std::optional(each.receipt->date));
        else
            card->bindNull().bindNull();
        card->bind(each.senderDate)
            .bind(each.received)
            .bindTextOrNull(each.repliesTo)
            .bind(each.statesReceived)
            .bind(each.statedWhiteTotal)
            .bind(each.statedBlackTotal);
        if (!card->run())
            return archiveError(card->error(), m_path);
        const qint64 cardId = card->lastInsertId();
        const auto postmarks = [&](const QString& direction,
                                   const ledger::Postmarks& dates) -> std::optional<Error> {
            for (int k = 0; k < dates.size(); ++k) {
                postmark->reset();
                postmark->bind(cardId).bind(direction).bind(k).bind(std::optional(dates[k]));
                if (!postmark->run())
                    return archiveError(postmark->error(), m_path);
            }
            return std::nullopt;
        };
        const auto plies = [&](const QString& list, const QStringList& texts) -> std::optional<Error> {
            for (int k = 0; k < texts.size(); ++k) {
                ply->reset();
                ply->bind(cardId).bind(list).bind(k).bind(texts[k]);
                if (!ply->run())
                    return archiveError(ply->error(), m_path);
            }
            return std::nullopt;
        };
        if (auto error = postmarks(Departure, each.departurePostmarks))
            return error;
        if (auto error = postmarks(Arrival, each.arrivalPostmarks))
            return error;
        if (auto error = plies(Repetition, each.repetition))
            return error;
        if (auto error = plies(Variant, each.variant))
            return error;
    }
    return std::nullopt;
}

std::optional<Error> SqliteArchive::writeGameExtras(qint64 id, const ledger::GameFile& game)
{
    Statement leave(m_statements,
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
    Statement adjustment(m_statements,
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
        Statement claim(m_statements,
            u"INSERT INTO claims (game_id, by_color, sent, notice_number, notice_date, sealed_move) VALUES (?, ?, ?, ?, ?, ?)"_s);
        claim.bind(id)
            .bind(ledger::colorName(game.claim->by))
            .bind(game.claim->sent.toString(Qt::ISODate))
            .bind(game.claim->noticeReceipt ? QVariant(game.claim->noticeReceipt->number) : nullText())
            .bind(game.claim->noticeReceipt ? dateValue(game.claim->noticeReceipt->date) : nullText())
            .bind(textValue(game.claim->sealedMove));
        if (!claim.exec())
            return archiveError(claim.query().lastError(), m_path);
    }
    return std::nullopt;
}

std::optional<Error> SqliteArchive::writeCachedState(qint64 id, const CachedState& state)
{
    // The cache is derived, not edited (and not audited): it is replaced whole.
    for (const QString& table : {u"game_deadlines"_s, u"game_state"_s}) {
        FastStatement clear(m_fastStatements, u"DELETE FROM %1 WHERE game_id = ?"_s.arg(table));
        clear->bind(id);
        if (!clear->run())
            return archiveError(clear->error(), m_path);
    }
    FastStatement cache(m_fastStatements,
        u"INSERT INTO game_state (game_id, as_of, plies, white_total, black_total, to_move, status, "
        u"days_left, "
        "next_due, next_kind) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    const ledger::Deadline* next = ledger::nextDatedDeadline(state.deadlines); // as the list shows it
    cache->bind(id)
        .bind(std::optional(state.asOf))
        .bind(state.plies)
        .bind(state.whiteTotal)
        .bind(state.blackTotal)
        .bind(ledger::colorName(state.toMove))
        .bind(statusColumn(state.status))
        .bind(state.daysLeft);
    if (next)
        cache->bind(next->due).bind(deadlineKindColumn(next->kind));
    else
        cache->bindNull().bindNull();
    if (!cache->run())
        return archiveError(cache->error(), m_path);
    FastStatement deadline(m_fastStatements,
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
            return archiveError(deadline->error(), m_path);
    }
    return std::nullopt;
}

} // namespace postmark::storage

// SPDX-License-Identifier: GPL-3.0-or-later
// GameTables' members that write a game's cards (included at the end of gametables.h, never alone).
#pragma once

#include "core/storage/gametables.h"

namespace postmark::storage {

template<typename Tables>
std::optional<Error> GameTables<Tables>::insertCards(qint64 id, const ledger::GameFile& game, qsizetype from)
{
    using namespace Qt::StringLiterals;
    if (from >= game.cards.size())
        return std::nullopt;
    auto card = m_tables.statement(
        u"INSERT INTO cards (game_id, seq, card_key, from_color, kind, move, accepts, repeats, about, "
        "reason, illegible, address_error, registered, receipt_number, receipt_date, sender_date, received, "
        "replies_to, states_received, stated_white_total, stated_black_total) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    for (qsizetype seq = from; seq < game.cards.size(); ++seq) {
        card->reset();
        card->bind(id).bind(qint64(seq));
        gamerows::bindCardColumns(*card, game.cards[seq]);
        if (!card->run())
            return m_tables.error(card->error());
        if (auto error = insertCardLists(m_tables.insertedId(*card, u"cards"_s), game.cards[seq], nullptr))
            return error;
    }
    return std::nullopt;
}

template<typename Tables>
std::optional<Error> GameTables<Tables>::updateCard(
    qint64 id, qsizetype seq, const ledger::Card& stored, const ledger::Card& card)
{
    using namespace Qt::StringLiterals;
    if (gamerows::cardRowDiffers(stored, card)) {
        QStringList columns;
        for (const char16_t* column : gamerows::CardColumns)
            columns.append(QString::fromUtf16(column) + u" = ?"_s);
        auto update = m_tables.statement(
            u"UPDATE cards SET %1 WHERE game_id = ? AND seq = ?"_s.arg(columns.join(u", "_s)));
        gamerows::bindCardColumns(*update, card);
        update->bind(id).bind(qint64(seq));
        if (!update->run())
            return m_tables.error(update->error());
    }
    if (stored.departurePostmarks == card.departurePostmarks
        && stored.arrivalPostmarks == card.arrivalPostmarks && stored.repetition == card.repetition
        && stored.variant == card.variant)
        return std::nullopt;
    auto cardId = m_tables.statement(u"SELECT id FROM cards WHERE game_id = ? AND seq = ?"_s);
    cardId->bind(id).bind(qint64(seq));
    if (!cardId->next())
        return m_tables.error(cardId->error());
    const qint64 row = cardId->integer(0);
    cardId->reset();
    return insertCardLists(row, card, &stored);
}

template<typename Tables>
std::optional<Error> GameTables<Tables>::insertCardLists(
    qint64 cardId, const ledger::Card& card, const ledger::Card* stored)
{
    using namespace Qt::StringLiterals;
    // Only the lists that changed are written again: on a federation's server the partner of the player
    // who logged a card may add its postmarks of their own side, and nothing else of it.
    const auto postmarks = [&](const QString& direction,
                               const ledger::Postmarks& dates,
                               const ledger::Postmarks* before) -> std::optional<Error> {
        if (before && *before == dates)
            return std::nullopt;
        if (before) {
            if (auto error = run(u"DELETE FROM card_postmarks WHERE card_id = ? AND direction = ?"_s,
                    [&](auto& drop) { drop.bind(cardId).bind(direction); }))
                return error;
        }
        auto postmark = m_tables.statement(
            u"INSERT INTO card_postmarks (card_id, direction, seq, date) VALUES (?, ?, ?, ?)"_s);
        for (int k = 0; k < dates.size(); ++k) {
            postmark->reset();
            postmark->bind(cardId).bind(direction).bind(k).bind(std::optional(dates[k]));
            if (!postmark->run())
                return m_tables.error(postmark->error());
        }
        return std::nullopt;
    };
    const auto plies = [&](const QString& list,
                           const QStringList& texts,
                           const QStringList* before) -> std::optional<Error> {
        if (before && *before == texts)
            return std::nullopt;
        if (before) {
            if (auto error = run(u"DELETE FROM card_plies WHERE card_id = ? AND list = ?"_s,
                    [&](auto& drop) { drop.bind(cardId).bind(list); }))
                return error;
        }
        auto ply =
            m_tables.statement(u"INSERT INTO card_plies (card_id, list, seq, text) VALUES (?, ?, ?, ?)"_s);
        for (int k = 0; k < texts.size(); ++k) {
            ply->reset();
            ply->bind(cardId).bind(list).bind(k).bind(texts[k]);
            if (!ply->run())
                return m_tables.error(ply->error());
        }
        return std::nullopt;
    };
    static const QString Departure = u"departure"_s, Arrival = u"arrival"_s;
    static const QString Repetition = u"repetition"_s, Variant = u"variant"_s;
    if (auto error =
            postmarks(Departure, card.departurePostmarks, stored ? &stored->departurePostmarks : nullptr))
        return error;
    if (auto error = postmarks(Arrival, card.arrivalPostmarks, stored ? &stored->arrivalPostmarks : nullptr))
        return error;
    if (auto error = plies(Repetition, card.repetition, stored ? &stored->repetition : nullptr))
        return error;
    return plies(Variant, card.variant, stored ? &stored->variant : nullptr);
}

} // namespace postmark::storage

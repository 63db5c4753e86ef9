// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include "core/ledger/gamefile.h"

/// A card's row in the cards table, read and written the same way by both archives (GameTables, internal
/// to the storage library).
namespace postmark::storage::gamerows {

inline ledger::Color colorOf(const QString& column)
{
    return column == u"black" ? ledger::Color::Black : ledger::Color::White;
}

/// The first card that differs from the stored ones (or the stored count, when only cards are added).
inline qsizetype firstChangedCard(const QList<ledger::Card>& stored, const QList<ledger::Card>& cards)
{
    qsizetype first = 0;
    while (first < stored.size() && first < cards.size() && stored[first] == cards[first])
        ++first;
    return first;
}

template<typename Row>
ledger::Card cardOf(const Row& c)
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

/// The card's columns from card_key on, in the order bindCardColumns() binds them.
inline constexpr const char16_t* CardColumns[] = {u"card_key",
    u"from_color",
    u"kind",
    u"move",
    u"accepts",
    u"repeats",
    u"about",
    u"reason",
    u"illegible",
    u"address_error",
    u"registered",
    u"receipt_number",
    u"receipt_date",
    u"sender_date",
    u"received",
    u"replies_to",
    u"states_received",
    u"stated_white_total",
    u"stated_black_total"};

/// Binds the card's columns (CardColumns) to the next places of `statement`.
template<typename Statement>
void bindCardColumns(Statement& statement, const ledger::Card& each)
{
    using namespace Qt::StringLiterals;
    static const QString Kinds[] = {u"move"_s, u"repeat"_s, u"query"_s};
    statement.bind(each.id)
        .bind(ledger::colorName(each.from))
        .bind(Kinds[static_cast<int>(each.kind)])
        .bind(each.move)
        .bind(each.accepts)
        .bindTextOrNull(each.repeats)
        .bindTextOrNull(each.about);
    if (each.kind == ledger::CardKind::Query)
        statement.bind(each.reason == ledger::QueryReason::Illegible ? u"illegible"_s : u"impossible"_s);
    else
        statement.bindNull();
    statement.bind(each.illegible).bind(each.addressError).bind(each.registered);
    if (each.receipt)
        statement.bind(each.receipt->number).bind(std::optional(each.receipt->date));
    else
        statement.bindNull().bindNull();
    statement.bind(each.senderDate)
        .bind(each.received)
        .bindTextOrNull(each.repliesTo)
        .bind(each.statesReceived)
        .bind(each.statedWhiteTotal)
        .bind(each.statedBlackTotal);
}

/// Whether the card's own row differs (its postmarks and move lists are rows of their own).
inline bool cardRowDiffers(ledger::Card stored, ledger::Card card)
{
    for (ledger::Card* each : {&stored, &card}) {
        each->departurePostmarks.clear();
        each->arrivalPostmarks.clear();
        each->repetition.clear();
        each->variant.clear();
    }
    return stored != card;
}

} // namespace postmark::storage::gamerows

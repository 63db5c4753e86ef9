// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/gamefilewriter.h"

#include <QJsonArray>
#include <QJsonDocument>

#include "core/ledger/indentedjson.h"
#include "core/support/isodate.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

namespace {

QJsonArray dateList(std::span<const QDate> dates)
{
    QJsonArray array;
    for (const QDate& date : dates)
        array.append(isoDate(date));
    return array;
}

QJsonObject receiptObject(const MailReceipt& receipt)
{
    QJsonObject object{{u"date"_s, isoDate(receipt.date)}};
    if (!receipt.number.isEmpty())
        object.insert(u"number"_s, receipt.number);
    return object;
}

QJsonObject playerObject(const Player& player)
{
    QJsonObject object{{u"name"_s, player.name}};
    if (!player.address.isEmpty())
        object.insert(u"address"_s, player.address);
    if (player.startNoticeReceived)
        object.insert(u"start_notice_received"_s, isoDate(*player.startNoticeReceived));
    return object;
}

QJsonObject cardObject(const Card& card)
{
    QJsonObject object{{u"id"_s, card.id}, {u"from"_s, colorName(card.from)}};
    if (card.kind == CardKind::Repeat)
        object.insert(u"kind"_s, u"repeat"_s);
    else if (card.kind == CardKind::Query)
        object.insert(u"kind"_s, u"query"_s);
    if (card.move)
        object.insert(u"move"_s, *card.move);
    if (!card.repetition.isEmpty())
        object.insert(u"repetition"_s, QJsonArray::fromStringList(card.repetition));
    if (card.accepts)
        object.insert(u"accepts"_s, card.accepts);
    if (!card.variant.isEmpty())
        object.insert(u"variant"_s, QJsonArray::fromStringList(card.variant));
    if (!card.repeats.isEmpty())
        object.insert(u"repeats"_s, card.repeats);
    if (!card.about.isEmpty()) {
        object.insert(u"about"_s, card.about);
        object.insert(u"reason"_s, card.reason == QueryReason::Illegible ? u"illegible"_s : u"impossible"_s);
    }
    if (card.illegible)
        object.insert(u"illegible"_s, true);
    if (card.addressError)
        object.insert(u"address_error"_s, true);
    if (card.registered)
        object.insert(u"registered"_s, true);
    if (card.receipt)
        object.insert(u"receipt"_s, receiptObject(*card.receipt));
    if (card.senderDate)
        object.insert(u"sender_date"_s, isoDate(*card.senderDate));
    if (!card.departurePostmarks.isEmpty())
        object.insert(u"departure_postmarks"_s, dateList(card.departurePostmarks));
    if (!card.arrivalPostmarks.isEmpty())
        object.insert(u"arrival_postmarks"_s, dateList(card.arrivalPostmarks));
    if (card.received)
        object.insert(u"received"_s, isoDate(*card.received));
    if (card.statesReceived)
        object.insert(u"states_received"_s, isoDate(*card.statesReceived));
    if (card.statedWhiteTotal || card.statedBlackTotal) {
        QJsonObject totals;
        if (card.statedWhiteTotal)
            totals.insert(u"white"_s, *card.statedWhiteTotal);
        if (card.statedBlackTotal)
            totals.insert(u"black"_s, *card.statedBlackTotal);
        object.insert(u"stated_totals"_s, totals);
    }
    if (!card.repliesTo.isEmpty())
        object.insert(u"replies_to"_s, card.repliesTo);
    return object;
}

} // namespace

QJsonObject gameFileObject(const GameFile& game)
{
    QJsonObject event{{u"name"_s, game.event.name},
        {u"start"_s, isoDate(game.event.start)},
        {u"rules"_s, game.event.rules}};
    if (!game.event.index.isEmpty())
        event.insert(u"index"_s, game.event.index);
    if (game.event.end)
        event.insert(u"end"_s, isoDate(*game.event.end));
    if (!game.event.overrides.isEmpty())
        event.insert(u"overrides"_s, game.event.overrides);

    QJsonObject top{{u"format"_s, u"postmark-game"_s},
        {u"version"_s, 1},
        {u"event"_s, event},
        {u"white"_s, playerObject(game.white)},
        {u"black"_s, playerObject(game.black)},
        {u"notation"_s, chess::notationName(game.notation)}};
    if (game.asOf)
        top.insert(u"as_of"_s, isoDate(*game.asOf));
    QJsonArray cards;
    for (const Card& card : game.cards)
        cards.append(cardObject(card));
    top.insert(u"cards"_s, cards);
    if (!game.leaves.isEmpty()) {
        QJsonArray leaves;
        for (const Leave& leave : game.leaves) {
            QJsonObject object{{u"player"_s, colorName(leave.player)},
                {u"from"_s, isoDate(leave.from)},
                {u"to"_s, isoDate(leave.to)}};
            if (leave.noticeSent)
                object.insert(u"notice_sent"_s, isoDate(*leave.noticeSent));
            leaves.append(object);
        }
        top.insert(u"leaves"_s, leaves);
    }
    if (!game.adjustments.isEmpty()) {
        QJsonArray adjustments;
        for (const Adjustment& adjustment : game.adjustments) {
            QJsonObject object{{u"player"_s, colorName(adjustment.player)},
                {u"days"_s, adjustment.days},
                {u"reason"_s, adjustment.reason}};
            if (!adjustment.card.isEmpty())
                object.insert(u"card"_s, adjustment.card);
            adjustments.append(object);
        }
        top.insert(u"adjustments"_s, adjustments);
    }
    if (game.result) {
        QJsonObject result{{u"score"_s, game.result->score},
            {u"how"_s, game.result->how ? resultHowName(*game.result->how) : QString()}};
        if (game.result->date)
            result.insert(u"date"_s, isoDate(*game.result->date));
        top.insert(u"result"_s, result);
    }
    if (game.claim) {
        QJsonObject claim{{u"by"_s, colorName(game.claim->by)}, {u"sent"_s, isoDate(game.claim->sent)}};
        if (game.claim->noticeReceipt)
            claim.insert(u"notice_receipt"_s, receiptObject(*game.claim->noticeReceipt));
        if (game.claim->noticeReceived)
            claim.insert(u"notice_received"_s, isoDate(*game.claim->noticeReceived));
        if (!game.claim->sealedMove.isEmpty())
            claim.insert(u"sealed_move"_s, game.claim->sealedMove);
        top.insert(u"claim"_s, claim);
    }
    return top;
}

namespace {

void writeReceipt(IndentedJson& json, const char* name, const MailReceipt& receipt)
{
    json.key(name);
    json.beginObject();
    json.member("date", receipt.date);
    if (!receipt.number.isEmpty())
        json.member("number", receipt.number);
    json.endObject();
}

void writePlayer(IndentedJson& json, const char* name, const Player& player)
{
    json.key(name);
    json.beginObject();
    if (!player.address.isEmpty())
        json.member("address", player.address);
    json.member("name", player.name);
    if (player.startNoticeReceived)
        json.member("start_notice_received", *player.startNoticeReceived);
    json.endObject();
}

// The members in the order Qt sorts their keys, each written when cardObject() writes it.
void writeCard(IndentedJson& json, const Card& card)
{
    json.beginObject();
    if (!card.about.isEmpty())
        json.member("about", card.about);
    if (card.accepts)
        json.member("accepts", qint64(card.accepts));
    if (card.addressError) {
        json.key("address_error");
        json.value(true);
    }
    if (!card.arrivalPostmarks.isEmpty())
        json.member("arrival_postmarks", card.arrivalPostmarks);
    if (!card.departurePostmarks.isEmpty())
        json.member("departure_postmarks", card.departurePostmarks);
    json.member("from", colorName(card.from));
    json.member("id", card.id);
    if (card.illegible) {
        json.key("illegible");
        json.value(true);
    }
    if (card.kind == CardKind::Repeat)
        json.member("kind", u"repeat"_s);
    else if (card.kind == CardKind::Query)
        json.member("kind", u"query"_s);
    if (card.move)
        json.member("move", *card.move);
    if (!card.about.isEmpty())
        json.member("reason", card.reason == QueryReason::Illegible ? u"illegible"_s : u"impossible"_s);
    if (card.receipt)
        writeReceipt(json, "receipt", *card.receipt);
    if (card.received)
        json.member("received", *card.received);
    if (card.registered) {
        json.key("registered");
        json.value(true);
    }
    if (!card.repeats.isEmpty())
        json.member("repeats", card.repeats);
    if (!card.repetition.isEmpty())
        json.member("repetition", card.repetition);
    if (!card.repliesTo.isEmpty())
        json.member("replies_to", card.repliesTo);
    if (card.senderDate)
        json.member("sender_date", *card.senderDate);
    if (card.statedWhiteTotal || card.statedBlackTotal) {
        json.key("stated_totals");
        json.beginObject();
        if (card.statedBlackTotal)
            json.member("black", qint64(*card.statedBlackTotal));
        if (card.statedWhiteTotal)
            json.member("white", qint64(*card.statedWhiteTotal));
        json.endObject();
    }
    if (card.statesReceived)
        json.member("states_received", *card.statesReceived);
    if (!card.variant.isEmpty())
        json.member("variant", card.variant);
    json.endObject();
}

} // namespace

QByteArray writeGameFile(const GameFile& game)
{
    // An event's own rules (overrides) are any JSON: those few files are written through Qt's objects.
    if (!game.event.overrides.isEmpty())
        return QJsonDocument(gameFileObject(game)).toJson(QJsonDocument::Indented);
    IndentedJson json;
    json.beginObject();
    if (!game.adjustments.isEmpty()) {
        json.key("adjustments");
        json.beginArray();
        for (const Adjustment& adjustment : game.adjustments) {
            json.beginObject();
            if (!adjustment.card.isEmpty())
                json.member("card", adjustment.card);
            json.member("days", qint64(adjustment.days));
            json.member("player", colorName(adjustment.player));
            json.member("reason", adjustment.reason);
            json.endObject();
        }
        json.endArray();
    }
    if (game.asOf)
        json.member("as_of", *game.asOf);
    writePlayer(json, "black", game.black);
    json.key("cards");
    json.beginArray();
    for (const Card& card : game.cards)
        writeCard(json, card);
    json.endArray();
    if (game.claim) {
        json.key("claim");
        json.beginObject();
        json.member("by", colorName(game.claim->by));
        if (game.claim->noticeReceipt)
            writeReceipt(json, "notice_receipt", *game.claim->noticeReceipt);
        if (game.claim->noticeReceived)
            json.member("notice_received", *game.claim->noticeReceived);
        if (!game.claim->sealedMove.isEmpty())
            json.member("sealed_move", game.claim->sealedMove);
        json.member("sent", game.claim->sent);
        json.endObject();
    }
    json.key("event");
    json.beginObject();
    if (game.event.end)
        json.member("end", *game.event.end);
    if (!game.event.index.isEmpty())
        json.member("index", game.event.index);
    json.member("name", game.event.name);
    json.member("rules", game.event.rules);
    json.member("start", game.event.start);
    json.endObject();
    json.member("format", u"postmark-game"_s);
    if (!game.leaves.isEmpty()) {
        json.key("leaves");
        json.beginArray();
        for (const Leave& leave : game.leaves) {
            json.beginObject();
            json.member("from", leave.from);
            if (leave.noticeSent)
                json.member("notice_sent", *leave.noticeSent);
            json.member("player", colorName(leave.player));
            json.member("to", leave.to);
            json.endObject();
        }
        json.endArray();
    }
    json.member("notation", chess::notationName(game.notation));
    if (game.result) {
        json.key("result");
        json.beginObject();
        if (game.result->date)
            json.member("date", *game.result->date);
        json.member("how", game.result->how ? resultHowName(*game.result->how) : QString());
        json.member("score", game.result->score);
        json.endObject();
    }
    json.member("version", qint64(1));
    writePlayer(json, "white", game.white);
    json.endObject();
    return json.finish();
}

} // namespace postmark::ledger

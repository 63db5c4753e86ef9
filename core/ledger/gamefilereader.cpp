// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/gamefilereader.h"

#include <QJsonArray>
#include <QJsonDocument>

#include "core/ledger/jsonobjectreader.h"
#include "core/ledger/jsonsyntax.h"
#include "core/support/echo.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

namespace {

class ObjectReader : public JsonObjectReader
{
public:
    using JsonObjectReader::JsonObjectReader;

    std::optional<Color> color(const QString& key, bool required = true)
    {
        const QString text = string(key, required);
        if (text == u"white")
            return Color::White;
        if (text == u"black")
            return Color::Black;
        if (!text.isEmpty() || (required && has(key)))
            problem(key, say(MessageCode::NotWhiteOrBlack, echoed(text)));
        return std::nullopt;
    }

    std::optional<MailReceipt> receipt(const QString& key)
    {
        const QJsonObject object = this->object(key);
        if (object.isEmpty())
            return std::nullopt;
        MailReceipt result;
        ObjectReader inner(object, where(), problems());
        result.number = inner.string(u"number"_s);
        const auto date = inner.date(u"date"_s, true);
        if (!date)
            return std::nullopt;
        result.date = *date;
        return result;
    }
};

Card readCard(const QJsonObject& object, int index, InputProblems& problems)
{
    Card card;
    card.id = object.value(u"id"_s).toString();
    // Every problem of the card names it by its id: an id no card would have (w12 is usual) is named by
    // the card's number instead, and refused below.
    const bool idFitsAMessage = !card.id.isEmpty() && card.id == echoed(card.id);
    ObjectReader reader(object,
        idFitsAMessage ? say(MessageCode::WhereCard, card.id) : say(MessageCode::WhereCardNumber, index + 1),
        problems);
    if (!card.id.isEmpty() && !idFitsAMessage)
        reader.problem(u"id"_s, say(MessageCode::NotACardId, echoed(card.id)));
    card.id = reader.string(u"id"_s, true);
    card.from = reader.color(u"from"_s).value_or(Color::White);
    const QString kind = reader.string(u"kind"_s);
    if (kind.isEmpty() || kind == u"move")
        card.kind = CardKind::Move;
    else if (kind == u"repeat")
        card.kind = CardKind::Repeat;
    else if (kind == u"query")
        card.kind = CardKind::Query;
    else
        reader.problem(u"kind"_s, say(MessageCode::NotACardKind, kind));
    if (reader.has(u"move"_s))
        card.move = reader.string(u"move"_s);
    card.repetition = reader.strings(u"repetition"_s);
    card.accepts = reader.integer(u"accepts"_s, false, 0, 500).value_or(0); // half-moves of one variant
    if (card.accepts < 0 || card.accepts % 2 != 0)
        reader.problem(u"accepts"_s, say(MessageCode::AcceptsOddPlies, card.accepts));
    card.variant = reader.strings(u"variant"_s);
    card.repeats = reader.string(u"repeats"_s, card.kind == CardKind::Repeat);
    card.about = reader.string(u"about"_s, card.kind == CardKind::Query);
    const QString reason = reader.string(u"reason"_s, card.kind == CardKind::Query);
    if (reason == u"illegible")
        card.reason = QueryReason::Illegible;
    else if (!reason.isEmpty() && reason != u"impossible")
        reader.problem(u"reason"_s, say(MessageCode::NotAQueryReason, reason));
    card.illegible = reader.boolean(u"illegible"_s);
    card.addressError = reader.boolean(u"address_error"_s);
    card.registered = reader.boolean(u"registered"_s);
    card.receipt = reader.receipt(u"receipt"_s);
    if (card.receipt && !card.registered)
        reader.problem(u"receipt"_s, say(MessageCode::ReceiptOnUnregisteredCard));
    card.senderDate = reader.date(u"sender_date"_s);
    const QList<QDate> departures = reader.dates(u"departure_postmarks"_s);
    card.departurePostmarks = Postmarks(departures.begin(), departures.end());
    const QList<QDate> arrivals = reader.dates(u"arrival_postmarks"_s);
    card.arrivalPostmarks = Postmarks(arrivals.begin(), arrivals.end());
    card.received = reader.date(u"received"_s);
    card.statesReceived = reader.date(u"states_received"_s);
    if (const QJsonObject totals = reader.object(u"stated_totals"_s); !totals.isEmpty()) {
        ObjectReader inner(totals, reader.where(), problems);
        card.statedWhiteTotal = inner.integer(u"white"_s, false, 0, 100000);
        card.statedBlackTotal = inner.integer(u"black"_s, false, 0, 100000);
        for (const auto& total : {card.statedWhiteTotal, card.statedBlackTotal}) {
            if (total && *total < 0)
                reader.problem(u"stated_totals"_s, say(MessageCode::MustBeWholeNumber));
        }
    }
    card.repliesTo = reader.string(u"replies_to"_s);
    return card;
}

Player readPlayer(const QJsonObject& object, const Message& where, InputProblems& problems)
{
    ObjectReader reader(object, where, problems);
    Player player;
    player.name = reader.string(u"name"_s, true);
    player.address = reader.string(u"address"_s);
    player.startNoticeReceived = reader.date(u"start_notice_received"_s);
    return player;
}

} // namespace

GameFileReading readGameFile(const QByteArray& json)
{
    GameFileReading reading;
    InputProblems& problems = reading.problems;
    if (const auto tooLarge = jsonFileTooLarge(json)) {
        problems.append(*tooLarge);
        return reading;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        problems.append(jsonSyntaxProblem(json, parseError));
        return reading;
    }
    if (!document.isObject()) {
        problems.append(InputProblem{say(MessageCode::WhereFile), {}, say(MessageCode::NotAJsonObject)});
        return reading;
    }

    GameFile game;
    {
        ObjectReader top(document.object(), say(MessageCode::WhereFile), problems);
        if (top.string(u"format"_s, true) != u"postmark-game" && top.has(u"format"_s))
            top.problem(u"format"_s, say(MessageCode::NotThisFormat, u"postmark-game"_s));
        const auto version = top.integer(u"version"_s, true);
        if (version && *version != 1)
            top.problem(u"version"_s, say(MessageCode::VersionNotSupported, *version, 1));

        {
            ObjectReader event(top.object(u"event"_s, true), say(MessageCode::WhereEvent), problems);
            game.event.name = event.string(u"name"_s, true);
            game.event.index = event.string(u"index"_s);
            game.event.start = event.date(u"start"_s, true).value_or(QDate());
            game.event.end = event.date(u"end"_s);
            if (event.has(u"rules"_s))
                game.event.rules = event.string(u"rules"_s);
            game.event.overrides = event.object(u"overrides"_s);
        }
        game.white = readPlayer(top.object(u"white"_s, true), say(MessageCode::WhereWhite), problems);
        game.black = readPlayer(top.object(u"black"_s, true), say(MessageCode::WhereBlack), problems);
        if (top.has(u"notation"_s)) {
            const QString name = top.string(u"notation"_s);
            if (const auto notation = chess::notationFromName(name))
                game.notation = *notation;
            else
                top.problem(u"notation"_s, say(MessageCode::NotANotation, echoed(name)));
        }
        game.asOf = top.date(u"as_of"_s);

        const QJsonArray cards = top.array(u"cards"_s, true);
        if (cards.size() > limits::MaxCardsPerGame) {
            top.problem(u"cards"_s,
                say(MessageCode::TooManyCards, qint64(cards.size()), qint64(limits::MaxCardsPerGame)));
            // The keys not read past this point are not unknown: they are not reported as such.
            for (const QString& key : {u"leaves"_s, u"adjustments"_s, u"result"_s, u"claim"_s})
                top.has(key);
            return reading;
        }
        for (int index = 0; index < cards.size(); ++index) {
            if (!cards[index].isObject()) {
                problems.append(InputProblem{say(MessageCode::WhereCardNumber, index + 1),
                    u"cards"_s,
                    say(MessageCode::MustBeObject)});
                continue;
            }
            game.cards.append(readCard(cards[index].toObject(), index, problems));
        }

        const QJsonArray leaves = top.array(u"leaves"_s);
        for (int index = 0; index < leaves.size(); ++index) {
            ObjectReader reader(leaves[index].toObject(), say(MessageCode::WhereLeave, index + 1), problems);
            Leave leave;
            leave.player = reader.color(u"player"_s).value_or(Color::White);
            leave.from = reader.date(u"from"_s, true).value_or(QDate());
            leave.to = reader.date(u"to"_s, true).value_or(QDate());
            leave.noticeSent = reader.date(u"notice_sent"_s);
            if (leave.from.isValid() && leave.to.isValid() && leave.to < leave.from)
                reader.problem(u"to"_s, say(MessageCode::LeaveEndsBeforeItBegins, leave.to, leave.from));
            game.leaves.append(leave);
        }

        const QJsonArray adjustments = top.array(u"adjustments"_s);
        for (int index = 0; index < adjustments.size(); ++index) {
            ObjectReader reader(
                adjustments[index].toObject(), say(MessageCode::WhereAdjustment, index + 1), problems);
            Adjustment adjustment;
            adjustment.player = reader.color(u"player"_s).value_or(Color::White);
            // A judge adds or waives days on one game: a thousand either way is already past any limit.
            adjustment.days = reader.integer(u"days"_s, true, -1000, 1000).value_or(0);
            adjustment.reason = reader.string(u"reason"_s, true);
            adjustment.card = reader.string(u"card"_s);
            game.adjustments.append(adjustment);
        }

        const QJsonObject result = top.object(u"result"_s);
        if (!result.isEmpty()) {
            ObjectReader reader(result, say(MessageCode::WhereResult), problems);
            GameResult value;
            value.score = reader.string(u"score"_s, true);
            if (!value.score.isEmpty() && !resultScores().contains(value.score))
                reader.problem(u"score"_s, say(MessageCode::NotAScore, value.score));
            const QString how = reader.string(u"how"_s, true);
            if (!how.isEmpty() && !resultHows().contains(how))
                reader.problem(u"how"_s, say(MessageCode::NotAResultHow, how, resultHows().join(u", "_s)));
            value.how = resultHowFromName(how);
            value.date = reader.date(u"date"_s);
            game.result = value;
        }

        const QJsonObject claim = top.object(u"claim"_s);
        if (!claim.isEmpty()) {
            ObjectReader reader(claim, say(MessageCode::WhereClaim), problems);
            Claim value;
            value.by = reader.color(u"by"_s).value_or(Color::White);
            value.sent = reader.date(u"sent"_s, true).value_or(QDate());
            value.noticeReceipt = reader.receipt(u"notice_receipt"_s);
            value.noticeReceived = reader.date(u"notice_received"_s);
            value.sealedMove = reader.string(u"sealed_move"_s);
            game.claim = value;
        }
    }

    // References between cards, and unique ids.
    QSet<QString> ids;
    for (const Card& card : std::as_const(game.cards)) {
        const Message where = say(MessageCode::WhereCard, card.id);
        if (!card.id.isEmpty() && ids.contains(card.id))
            problems.append(InputProblem{where, u"id"_s, say(MessageCode::CardIdUsedTwice)});
        ids.insert(card.id);
    }
    for (const Card& card : std::as_const(game.cards)) {
        const Message where = say(MessageCode::WhereCard, card.id);
        const auto check = [&](const QString& key, const QString& target, bool partnerCard) {
            if (target.isEmpty())
                return;
            const Card* referenced = game.card(target);
            if (!referenced)
                problems.append(InputProblem{where, key, say(MessageCode::NoCardWithId, target)});
            else if (partnerCard && referenced->from == card.from)
                problems.append(InputProblem{where, key, say(MessageCode::CardOfSamePlayer, target)});
            else if (!partnerCard && referenced->from != card.from)
                problems.append(InputProblem{where, key, say(MessageCode::CardOfPartner, target)});
        };
        check(u"repeats"_s, card.repeats, false);
        check(u"about"_s, card.about, true);
        check(u"replies_to"_s, card.repliesTo, true);
    }
    for (int index = 0; index < game.adjustments.size(); ++index) {
        const QString& target = game.adjustments[index].card;
        if (!target.isEmpty() && !game.card(target))
            problems.append(InputProblem{say(MessageCode::WhereAdjustment, index + 1),
                u"card"_s,
                say(MessageCode::NoCardWithId, target)});
    }

    if (problems.isEmpty())
        reading.game = std::move(game);
    return reading;
}

} // namespace postmark::ledger

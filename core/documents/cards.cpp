// SPDX-License-Identifier: GPL-3.0-or-later
// The cards that travel between the players: move cards, repeats, queries and their envelopes.
#include <algorithm>

#include "core/chess/movenumbers.h"
#include "core/documents/documents.h"
#include "core/documents/gamefacts.h"
#include "core/documents/letterparts.h"

using namespace Qt::StringLiterals;

namespace postmark::documents {

namespace {

using Kind = Block::Kind;
using ledger::Color;

/// Both totals as the card states them (II.3.7). A total with a move whose days are not known is written
/// "at least": the card is mailed to the partner and read by the judge, and a figure short of the true one
/// stated as the total would mislead both (a walk's imported game printed its last two moves' days alone).
QString thinkingTimeText(const CardFacts& facts, Language language)
{
    // None known ("at least 0") is said as not known: a partner reads it as a figure.
    const auto total = [language](int days, bool open) {
        if (open && days == 0)
            return say(language, u"невідомо", u"not known");
        return (open ? say(language, u"щонайменше %1 дн.", u"at least %1 days")
                     : say(language, u"%1 дн.", u"%1 days"))
            .arg(days);
    };
    QString text = say(language, u"білі %1, чорні %2", u"White %1, Black %2")
                       .arg(total(facts.whiteTotal, facts.whiteTotalOpen),
                           total(facts.blackTotal, facts.blackTotalOpen));
    if (facts.whiteTotalOpen || facts.blackTotalOpen)
        text += say(language,
            u" (днів деяких ходів не знати: бракує дат їхніх листівок, II.2.2 ¶6, II.3.7)",
            u" (some moves' days are not known: their cards' dates are missing, II.2.2 ¶6, II.3.7)");
    return text;
}

Page addressSide(const ledger::GameFile& game, const ledger::Card& card, Language language, bool repeat)
{
    const ledger::Player& to = game.player(chess::opposite(card.from));
    const ledger::Player& from = game.player(card.from);
    Page page;
    if (card.registered || repeat)
        page.blocks.append({Kind::Mark, {}, say(language, u"РЕКОМЕНДОВАНЕ", u"REGISTERED"), {}});
    if (repeat)
        page.blocks.append({Kind::Mark, {}, say(language, u"ПОВТОР", u"REPEAT"), {}});
    page.blocks.append({Kind::Address, say(language, u"Від", u"From"), nameAndAddress(from), {}});
    page.blocks.append({Kind::Recipient, say(language, u"Кому", u"To"), nameAndAddress(to), {}});
    return page;
}

Page messageSide(
    const ledger::GameFile& game, const ledger::Ledger& ledger, int cardIndex, Language language, bool repeat)
{
    const ledger::Card& card = game.cards[cardIndex];
    const CardFacts facts = cardFacts(game, ledger, cardIndex);
    Page page;
    page.blocks.append({Kind::Title,
        {},
        repeat ? say(language, u"Повторна листівка", u"Repeat card")
               : say(language, u"Листівка з ходом", u"Move card"),
        {}});
    if (repeat)
        page.blocks.append({Kind::Mark, {}, say(language, u"ПОВТОР (II.5.1)", u"REPEAT (II.5.1)"), {}});
    page.blocks.append({Kind::Field, say(language, u"Змагання", u"Competition"), competitionOf(game), {}});
    page.blocks.append({Kind::Field,
        say(language, u"Партнер відправив свій хід", u"Partner's move sent"),
        documentDate(facts.partnerSent, language),
        {}});
    page.blocks.append({Kind::Field,
        say(language, u"Отримано", u"Received"),
        documentDate(facts.partnerReceived, language),
        {}});
    page.blocks.append({Kind::Field,
        say(language, u"Цей хід відправлено", u"This move sent"),
        documentDate(facts.sent, language),
        {}});
    page.blocks.append({Kind::Field,
        say(language, u"Час на обдумування", u"Thinking time"),
        thinkingTimeText(facts, language),
        {}});
    // The repetition and the variant with their move numbers, counted from the card's own move: the
    // plies repeated end just before it, the variant's begin just after it.
    const int ply =
        facts.moveNumber > 0 ? (facts.moveNumber - 1) * 2 + (facts.mover == Color::Black ? 1 : 0) : -1;
    const auto numbered = [](const QStringList& plies, int first) {
        return first < 0
            ? plies.join(u", "_s)
            : chess::numberedPlies(plies, first / 2 + 1, first % 2 ? Color::Black : Color::White);
    };
    if (!card.repetition.isEmpty())
        page.blocks.append({Kind::Field,
            say(language, u"Повторення", u"Repetition"),
            numbered(card.repetition, ply < 0 ? -1 : std::max(0, ply - int(card.repetition.size()))),
            {}});
    page.blocks.append({Kind::Field,
        say(language, u"Мій хід", u"My move"),
        facts.moveText.isEmpty() ? card.move.value_or(QString()) : facts.moveText,
        {}});
    if (!card.variant.isEmpty())
        page.blocks.append({Kind::Field,
            say(language, u"Варіант", u"Variant"),
            numbered(card.variant, ply < 0 ? -1 : ply + 1),
            {}});
    const ledger::Player& sender = game.player(card.from);
    page.blocks.append({Kind::Address, say(language, u"Відправник", u"Sender"), nameAndAddress(sender), {}});
    page.blocks.append({Kind::Signature, say(language, u"Підпис", u"Signature"), sender.name, {}});
    return page;
}

} // namespace

Result<Document> moveCard(
    const ledger::GameFile& game, const ledger::Ledger& ledger, int card, Language language)
{
    if (card < 0 || card >= game.cards.size() || game.cards[card].kind != ledger::CardKind::Move)
        return notApplicable(say(MessageCode::NotAMoveCard,
            CardRef{card >= 0 && card < game.cards.size() ? game.cards[card].id : QString::number(card)}));
    Document document;
    document.title = say(language, u"Листівка з ходом", u"Move card");
    document.format = PageFormat::PostcardA6;
    document.language = language;
    document.pages = {messageSide(game, ledger, card, language, false),
        addressSide(game, game.cards[card], language, false)};
    return document;
}

namespace {

/// The date a repeat of card `original` carries (`card`: the recorded repeat, or `original` itself when the
/// repeat is printed before it is recorded): a recorded repeat's, else the day it is printed — the day the
/// ledger is computed. helper-44, who could not read the postmark, could not tell when a repeat went.
std::optional<QDate> repeatDateOf(
    const ledger::GameFile& game, const ledger::Ledger& ledger, int original, int card)
{
    if (card == original)
        return ledger.asOf;
    const std::optional<QDate>& sent = ledger.cardDates[std::size_t(card)].sent;
    return sent ? sent : game.cards[card].senderDate;
}

/// The repeat's own date beside the original's, as a field of its card.
Block repeatDateField(
    const ledger::GameFile& game, const ledger::Ledger& ledger, int original, int card, Language language)
{
    return {Kind::Field,
        say(language, u"Дата повтору", u"Date of the repeat"),
        documentDate(repeatDateOf(game, ledger, original, card), language),
        {}};
}

/// The repeat of my query `query` (II.5.1 of a query, II.3.12): the query as it went, marked a repeat, with
/// the query's date and the repeat's (`card`: the recorded repeat, or the query itself when the repeat is
/// printed before it is recorded), registered.
Result<Document> repeatOfQuery(
    const ledger::GameFile& game, const ledger::Ledger& ledger, int query, int card, Language language)
{
    int queried = -1;
    for (int index = 0; index < game.cards.size(); ++index) {
        if (game.cards[index].id == game.cards[query].about)
            queried = index;
    }
    Result<Document> asQueried = queryCard(game, ledger, queried, language);
    if (!asQueried)
        return asQueried;
    Document document = std::move(asQueried).value();
    document.title = say(language, u"Повторний запит про хід", u"Repeat of a query about a move");
    Page& message = document.pages.first();
    message.blocks.first().text = document.title;
    message.blocks.insert(1, {Kind::Mark, {}, say(language, u"ПОВТОР (II.5.1)", u"REPEAT (II.5.1)"), {}});
    // In place of the query's date: the query it repeats, then the repeat's own.
    message.blocks[3] = {Kind::Field,
        say(language, u"Повторює запит від", u"Repeats the query of"),
        documentDate(ledger.cardDates[std::size_t(query)].sent, language),
        {}};
    message.blocks.insert(4, repeatDateField(game, ledger, query, card, language));
    ledger::Card registered = game.cards[query];
    registered.registered = true; // a repeat goes registered (II.5.1)
    document.pages.last() = addressSide(game, registered, language, true);
    return document;
}

} // namespace

Result<Document> repeatCard(
    const ledger::GameFile& game, const ledger::Ledger& ledger, int card, Language language)
{
    if (card < 0 || card >= game.cards.size())
        return notApplicable(say(MessageCode::NoSuchCard, QString::number(card)));
    // A repeat card in the file stands for its original; a move card is repeated as it is.
    int original = card;
    if (game.cards[card].kind == ledger::CardKind::Repeat) {
        for (int index = 0; index < game.cards.size(); ++index) {
            if (game.cards[index].id == game.cards[card].repeats)
                original = index;
        }
    }
    if (game.cards[original].kind == ledger::CardKind::Query)
        return repeatOfQuery(game, ledger, original, card, language);
    if (game.cards[original].kind != ledger::CardKind::Move)
        return notApplicable(say(MessageCode::NotAMoveCard, CardRef{game.cards[original].id}));
    Document document;
    document.title = say(language, u"Повторна листівка", u"Repeat card");
    document.format = PageFormat::PostcardA6;
    document.language = language;
    Page message = messageSide(game, ledger, original, language, true);
    message.blocks.insert(2,
        {Kind::Field,
            say(language, u"Повторює листівку від", u"Repeats the card of"),
            documentDate(ledger.cardDates[std::size_t(original)].sent, language),
            {}});
    // The repeat's own date beside the original's.
    message.blocks.insert(3, repeatDateField(game, ledger, original, card, language));
    ledger::Card registered = game.cards[original];
    registered.registered = true; // a repeat goes registered (II.5.1)
    document.pages = {message, addressSide(game, registered, language, true)};
    return document;
}

Result<Document> queryCard(
    const ledger::GameFile& game, const ledger::Ledger& ledger, int card, Language language)
{
    if (card < 0 || card >= game.cards.size() || game.cards[card].kind != ledger::CardKind::Move)
        return notApplicable(say(MessageCode::QueryIsAboutAMoveCard));
    const ledger::Card& queried = game.cards[card];
    bool penalized = false;
    for (const ledger::PenaltyEntry& penalty : ledger.penalties)
        penalized |=
            penalty.card == card && penalty.category == ledger::PenaltyCategory::ImpossibleOrIllegible;
    if (!penalized)
        return notApplicable(say(MessageCode::NothingToQuery, CardRef{queried.id}));
    const bool illegible = queried.illegible || !queried.move;
    Document document;
    document.title = say(language, u"Запит про хід", u"Query about a move");
    document.format = PageFormat::PostcardA6;
    document.language = language;
    Page page;
    page.blocks.append({Kind::Title, {}, document.title, {}});
    page.blocks.append({Kind::Field, say(language, u"Змагання", u"Competition"), competitionOf(game), {}});
    // The query's own date, as a move card has its: the day it is recorded as sent, else the day it is
    // printed to be sent (helper-71's printed query had none, and its 3 days, II.3.12, run to it).
    const ledger::Color me = chess::opposite(queried.from);
    std::optional<QDate> queryDate = ledger.asOf;
    for (int index = card + 1; index < game.cards.size(); ++index) {
        const ledger::Card& sent = game.cards[index];
        if (sent.from == me && sent.kind == ledger::CardKind::Query && sent.about == queried.id) {
            queryDate = ledger.cardDates[std::size_t(index)].sent;
            break;
        }
    }
    page.blocks.append({Kind::Field,
        say(language, u"Дата запиту", u"Date of the query"),
        documentDate(queryDate, language),
        {}});
    page.blocks.append({Kind::Field,
        say(language, u"Ваша листівка від", u"Your card of"),
        documentDate(ledger.cardDates[std::size_t(card)].sent, language),
        {}});
    page.blocks.append({Kind::Field,
        say(language, u"Отримано", u"Received"),
        documentDate(ledger.cardDates[std::size_t(card)].received, language),
        {}});
    // With the number of the move it was to be: my move before it numbers it (helper-71 read «Фd8-h4» alone).
    QString number;
    for (int index = card - 1; index >= 0 && number.isEmpty(); --index) {
        if (game.cards[index].from != me || game.cards[index].kind != ledger::CardKind::Move)
            continue;
        const CardFacts mine = cardFacts(game, ledger, index);
        if (mine.moveNumber > 0)
            number = queried.from == Color::Black ? u"%1… "_s.arg(mine.moveNumber)
                                                  : u"%1. "_s.arg(mine.moveNumber + 1);
        break;
    }
    if (number.isEmpty() && queried.from == Color::White)
        number = u"1. "_s;
    page.blocks.append({Kind::Field,
        say(language, u"Записаний хід", u"Move as written"),
        queried.move ? number + *queried.move : u"—"_s,
        {}});
    page.blocks.append({Kind::Paragraph,
        {},
        illegible ? say(language,
            u"Хід нерозбірливий. Прошу надіслати його повторно (II.3.12).",
            u"The move cannot be read. Please send it again (II.3.12).")
                  : say(language,
                      u"Цей хід неможливий у позиції партії. Прошу замінити його (II.3.12).",
                      u"This move is impossible in the game's position. Please replace it (II.3.12)."),
        {}});
    const ledger::Player& sender = game.player(chess::opposite(queried.from));
    page.blocks.append({Kind::Address, say(language, u"Відправник", u"Sender"), nameAndAddress(sender), {}});
    page.blocks.append({Kind::Signature, say(language, u"Підпис", u"Signature"), sender.name, {}});
    ledger::Card reply;
    reply.from = chess::opposite(queried.from);
    document.pages = {page, addressSide(game, reply, language, false)};
    return document;
}

Result<Document> envelope(const ledger::GameFile& game, int card, Language language)
{
    if (card < 0 || card >= game.cards.size())
        return notApplicable(say(MessageCode::NoSuchCard, QString::number(card)));
    Document document;
    document.title = say(language, u"Конверт", u"Envelope");
    document.format = PageFormat::EnvelopeDL;
    document.language = language;
    document.pages = {
        addressSide(game, game.cards[card], language, game.cards[card].kind == ledger::CardKind::Repeat)};
    return document;
}

} // namespace postmark::documents

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/desk/postedcard.h"

#include <algorithm>

#include "core/ledger/carddates.h"
#include "core/ledger/ledgerexplain.h"
#include "core/ledger/ledgerof.h"

using namespace Qt::StringLiterals;

namespace postmark::desk {

namespace {

/// `id`, or with a number after it (w5r2) when the game has a card of that id already.
QString unusedCardId(const ledger::GameFile& game, const QString& id)
{
    QString unused = id;
    for (int n = 2; game.card(unused); ++n)
        unused = id + QString::number(n);
    return unused;
}

} // namespace

PostedCard postedCardOf(const ledger::Card& card)
{
    PostedCard posted;
    posted.registered = card.registered;
    if (card.receipt) {
        posted.receiptNumber = card.receipt->number;
        posted.receiptDate = card.receipt->date;
    }
    if (!card.departurePostmarks.isEmpty())
        posted.departurePostmark = card.departurePostmarks.first();
    posted.senderDate = card.senderDate;
    return posted;
}

CardCheck checkPostedCard(
    const ledger::GameFile& game, ledger::Color me, int index, const PostedCard& posted, const QDate& asOf)
{
    CardCheck check;
    const ledger::Card& written = game.cards[index];
    check.cardId = written.id;
    const Message where = say(MessageCode::WhereCard, CardRef{written.id});
    Q_ASSERT(written.from == me);
    if (posted.registered && posted.receiptNumber.trimmed().isEmpty() != !posted.receiptDate.has_value())
        check.problems.append({where, u"receipt"_s, say(MessageCode::ReceiptNeedsNumberAndDate)});
    if (posted.registered && posted.receiptDate && *posted.receiptDate > asOf)
        check.problems.append(
            {where, u"receipt"_s, say(MessageCode::DateAfterToday, *posted.receiptDate, asOf)});
    if (posted.departurePostmark && *posted.departurePostmark > asOf)
        check.problems.append({where,
            u"departure_postmarks"_s,
            say(MessageCode::DateAfterToday, *posted.departurePostmark, asOf)});
    // A repeat's or a query's date is the one the player gave it when recording it: his to mend (helper-46).
    const bool dateIsMine = !written.senderDate || written.kind != ledger::CardKind::Move;
    if (dateIsMine && posted.senderDate && *posted.senderDate > asOf)
        check.problems.append(
            {where, u"sender_date"_s, say(MessageCode::DateAfterToday, *posted.senderDate, asOf)});
    if (!check.problems.isEmpty())
        return check;

    ledger::Card card = written;
    if (dateIsMine)
        card.senderDate = posted.senderDate;
    card.registered = posted.registered;
    card.receipt.reset();
    if (posted.registered && posted.receiptDate)
        card.receipt = ledger::MailReceipt{posted.receiptNumber.trimmed(), *posted.receiptDate};
    // A second postmark the form does not show stays, as long as the first is the one shown.
    if (!posted.departurePostmark)
        card.departurePostmarks.clear();
    else if (card.departurePostmarks.value(0) != *posted.departurePostmark)
        card.departurePostmarks = {*posted.departurePostmark};
    check.game = game;
    check.game.cards[index] = card;
    if (!computeLedgerInto(check, asOf))
        return check;
    const ledger::CardDates& mine = check.ledger->cardDates[std::size_t(index)];
    // Sent before a card it follows: refused on the field that dates the sending, the game as it was.
    const auto postedBefore = [&](MessageCode code, const QString& other, const QDate& otherDate) {
        const QString key = ledger::sentEvidenceKey(mine.sentRule);
        check.problems.append(
            {where, key, say(code, *mine.sent, say(MessageCode::FieldKey, key), CardRef{other}, otherDate)});
        check.ledger.reset();
        return check;
    };
    // A repeat cannot have gone before the card it repeats (a date mistyped in its form).
    for (int j = 0; j < index && mine.sent && card.kind == ledger::CardKind::Repeat; ++j) {
        const std::optional<QDate>& original = check.ledger->cardDates[std::size_t(j)].sent;
        if (game.cards[j].id == card.repeats && original && *mine.sent < *original)
            return postedBefore(MessageCode::RepeatPostedBeforeItsCard, card.repeats, *original);
    }
    // Nor a query before the move it queries reached me (rules §1).
    for (int j = 0; j < index && mine.sent && card.kind == ledger::CardKind::Query; ++j) {
        const std::optional<QDate>& arrived = check.ledger->cardDates[std::size_t(j)].received;
        if (game.cards[j].id == card.about && arrived && *mine.sent < *arrived)
            return postedBefore(MessageCode::PostedBeforeTheCardItAnswersArrived, card.about, *arrived);
    }
    // Rules §1: a reply cannot have gone before the partner's card it answers reached me.
    for (int j = index - 1; j >= 0 && mine.sent && card.kind == ledger::CardKind::Move; --j) {
        const ledger::Card& answered = game.cards[j];
        if (answered.from == me || answered.kind != ledger::CardKind::Move)
            continue;
        const std::optional<QDate>& arrived = check.ledger->cardDates[std::size_t(j)].received;
        if (arrived && *mine.sent < *arrived)
            return postedBefore(MessageCode::PostedBeforeTheCardItAnswersArrived, answered.id, *arrived);
        break;
    }
    for (const ledger::PenaltyEntry& penalty : check.ledger->penalties) {
        if (penalty.card == index)
            check.penalties.append(ledger::explainPenalty(check.game, *check.ledger, penalty));
    }
    check.warnings = ledger::explainCardWarnings(check.game, *check.ledger, index);
    return check;
}

Result<ledger::GameFile> withRepeatToPost(const ledger::GameFile& game, ledger::Color me)
{
    const auto refused = [](Message why) {
        return Error{ErrorCode::DocumentNotApplicable, std::move(why)};
    };
    if (game.result)
        return refused(say(MessageCode::GameFinished));
    // My card is unanswered while it is the game's last: the partner's reply would come after it.
    if (game.cards.isEmpty() || game.cards.last().from != me)
        return refused(say(MessageCode::NothingToRepeat));
    const ledger::Card& last = game.cards.last();
    if (last.kind == ledger::CardKind::Repeat)
        return refused(say(MessageCode::RepeatedAlready, CardRef{last.repeats}));
    // A move card, or my query about the partner's impossible move (II.3.12) that he has not answered
    // either: the repeat of II.5.1 is of the card unanswered.
    if (last.kind != ledger::CardKind::Move && last.kind != ledger::CardKind::Query)
        return refused(say(MessageCode::NothingToRepeat));
    ledger::Card repeat;
    // Named after the card it repeats (w5r, b5qr): the next move card keeps the number of its move.
    repeat.id = unusedCardId(game, last.id + u'r');
    repeat.from = me;
    repeat.kind = ledger::CardKind::Repeat;
    repeat.repeats = last.id;
    repeat.registered = true; // II.5.1: a repeat goes by registered mail
    ledger::GameFile repeated = game;
    repeated.cards.append(repeat);
    return repeated;
}

Result<ledger::GameFile> withQueryToPost(const ledger::GameFile& game, ledger::Color me, const QDate& asOf)
{
    if (game.result)
        return Error{ErrorCode::DocumentNotApplicable, say(MessageCode::GameFinished)};
    const ledger::LedgerResult computed = ledger::ledgerOf(game, asOf);
    if (!computed.ledger)
        return Error{ErrorCode::DocumentNotApplicable, computed.problems.value(0).what};
    const auto due = std::find_if(computed.ledger->deadlines.cbegin(),
        computed.ledger->deadlines.cend(),
        [me](const ledger::Deadline& deadline) {
            return deadline.kind == ledger::DeadlineKind::QueryMove && deadline.player == me;
        });
    if (due == computed.ledger->deadlines.cend())
        return Error{ErrorCode::DocumentNotApplicable, say(MessageCode::NoQueryDue)};
    const ledger::Card& queried = game.cards[due->card];
    ledger::Card query;
    query.id = unusedCardId(game, queried.id + u'q'); // b5q: my query about b5
    query.from = me;
    query.kind = ledger::CardKind::Query;
    query.about = queried.id;
    query.reason = queried.illegible ? ledger::QueryReason::Illegible : ledger::QueryReason::Impossible;
    ledger::GameFile withQuery = game;
    withQuery.cards.append(query);
    return withQuery;
}

} // namespace postmark::desk

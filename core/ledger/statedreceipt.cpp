// SPDX-License-Identifier: GPL-3.0-or-later
// Rules §1 (II.2.2) and II.3.7: every card's dates from its evidence, and the date of receipt a card states
// for the partner's card it answers, which dates that card's arrival when it has no evidence of its own.
#include "core/ledger/ledgerbuilder.h"
#include "core/support/flatten.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger::detail {

namespace {

/// The send date a card's own evidence gives, before anything another card states about it.
std::optional<QDate> ownSendDate(const Card& card, const DateBounds& bounds)
{
    InputProblems ignored; // the full resolution below reports them
    return resolveCardDates(card, bounds, ignored).sent;
}

} // namespace

std::vector<int> LedgerBuilder::cardsStatedAbout() const
{
    // The card a statement speaks of is the one its sender had received when writing: the card it
    // replies to when the file says so, else the partner's latest card that had gone by the stated date of
    // receipt (not merely the latest card in the file: a later one may still have been in the post).
    const int count = int(m_game.cards.size());
    std::vector<int> answered(static_cast<std::size_t>(count), -1);
    const DateBounds bounds(m_game.event.start, m_ledger.asOf);
    std::vector<std::optional<std::optional<QDate>>> sentCache(static_cast<std::size_t>(count));
    const auto sentOf = [&](int j) -> const std::optional<QDate>& {
        auto& slot = sentCache[std::size_t(j)];
        if (!slot)
            slot = ownSendDate(card(j), bounds);
        return *slot;
    };
    for (int i = 0; i < count; ++i) {
        const Card& stating = card(i);
        if (!stating.statesReceived)
            continue;
        if (!stating.repliesTo.isEmpty()) {
            const int named = cardIndex(stating.repliesTo);
            if (named >= 0 && card(named).from != stating.from)
                answered[std::size_t(i)] = named;
            continue;
        }
        int fallback = -1;
        for (int j = 0; j < i; ++j) {
            if (card(j).from == stating.from)
                continue;
            fallback = j;
            const std::optional<QDate>& sent = sentOf(j);
            if (!sent || *sent <= *stating.statesReceived)
                answered[std::size_t(i)] = j;
        }
        if (answered[std::size_t(i)] < 0)
            answered[std::size_t(i)] = fallback; // every candidate went later: refused below, on its field
    }
    return answered;
}

void LedgerBuilder::warnLongTransit(int i, qint64 transit)
{
    cardWarning(i,
        m_ledger.rules.section + u".2.5"_s,
        say(MessageCode::TransitLongerThanStandard, transit, *m_ledger.rules.standardTransitDays));
}

// Flattened, for the reason processMoveCard() is: each card's dates resolved inline.
POSTMARK_FLATTEN void LedgerBuilder::resolveDates()
{
    const int count = int(m_game.cards.size());
    m_ledger.cardDates.reserve(std::size_t(count));
    const DateBounds bounds(m_game.event.start, m_ledger.asOf);
    // The cards are first read here, one after another: each is asked for a few cards ahead of its reading.
    constexpr int cardsAhead = 4;
    // Most games state no date of receipt on any card: each card is dated by its own evidence alone, and the
    // cards are walked once. A card that states one may date an earlier card: what was done is undone and
    // the cards dated again below.
    const qsizetype problemsBeforeDating = m_problems.size();
    for (int i = 0; i < cardsAhead; ++i)
        prefetchCard(i);
    int dated = 0;
    for (; dated < count && !card(dated).statesReceived; ++dated) {
        prefetchCard(dated + cardsAhead);
        resolveCardDates(card(dated), bounds, m_problems, m_ledger.cardDates.emplace_back());
        warnIfLongTransit(dated);
    }
    if (dated == count)
        return;
    m_ledger.cardDates.clear();
    m_problems.resize(problemsBeforeDating);
    m_ledger.cardWarnings.clear(); // of the cards dated so far
    std::vector<std::optional<QDate>> statedReceipt(static_cast<std::size_t>(count));
    std::vector<int> statedBy(static_cast<std::size_t>(count), -1);
    const std::vector<int> answeredBy = cardsStatedAbout();
    const QString statedClause = rules::clause(m_ledger.rules, rules::Rule::StatedFacts);
    for (int i = 0; i < count; ++i) {
        const int answered = answeredBy[std::size_t(i)];
        if (answered < 0)
            continue;
        statedReceipt[std::size_t(answered)] = card(i).statesReceived;
        statedBy[std::size_t(answered)] = i;
        if (card(answered).received && *card(answered).received != *card(i).statesReceived)
            cardWarning(i,
                statedClause,
                say(MessageCode::StatedReceiptDiffers,
                    CardRef{card(answered).id},
                    *card(i).statesReceived,
                    *card(answered).received));
    }
    const auto checkStatement = [&](int i, int answered) {
        const QDate statedDate = *card(i).statesReceived;
        const auto named = [&](const Message& what) {
            for (const InputProblem& earlier : std::as_const(m_problems)) {
                if (earlier.key == u"states_received"
                    && earlier.where == say(MessageCode::WhereCard, CardRef{card(i).id}))
                    return;
            }
            m_problems.append({say(MessageCode::WhereCard, CardRef{card(i).id}), u"states_received"_s, what});
        };
        const std::optional<QDate>& answeredSent = m_ledger.cardDates[std::size_t(answered)].sent;
        const std::optional<QDate>& ownSent = m_ledger.cardDates[std::size_t(i)].sent;
        if (answeredSent && statedDate < *answeredSent)
            named(say(MessageCode::StatedReceiptBeforeItWent,
                statedDate,
                CardRef{card(answered).id},
                *answeredSent));
        else if (ownSent && statedDate > *ownSent)
            named(say(MessageCode::StatedReceiptAfterOwnSending, statedDate, *ownSent));
        else if (bounds.asOf.isValid() && statedDate > bounds.asOf)
            named(say(MessageCode::DateAfterAsOf, statedDate, bounds.asOf));
    };
    for (int i = 0; i < count; ++i) {
        prefetchCard(i + cardsAhead);
        const bool stated =
            statedReceipt[std::size_t(i)] && !card(i).received && card(i).arrivalPostmarks.isEmpty();
        const qsizetype problemsBefore = m_problems.size();
        if (stated) {
            Card evidence = card(i); // copied only to carry the stated date
            evidence.received = statedReceipt[std::size_t(i)];
            resolveCardDates(evidence, bounds, m_problems, m_ledger.cardDates.emplace_back());
        } else {
            resolveCardDates(card(i), bounds, m_problems, m_ledger.cardDates.emplace_back());
        }
        // A date that came from another card's statement is that card's field: the problem names it there.
        for (qsizetype k = problemsBefore; stated && k < m_problems.size(); ++k) {
            if (m_problems[k].key == u"received") {
                m_problems[k].where = say(MessageCode::WhereCard, CardRef{card(statedBy[std::size_t(i)]).id});
                m_problems[k].key = u"states_received"_s;
            }
        }
        // A stated date of receipt is impossible before the card it speaks of went, after the stating card
        // itself went, or after the ledger's date (rules §1): the stating card's field. A statement about a
        // card further down the file (named by replies_to) is checked once that card is dated.
        if (const int answered = answeredBy[std::size_t(i)]; answered >= 0 && answered <= i)
            checkStatement(i, answered);
        for (int stating = 0; stating < i; ++stating) {
            if (answeredBy[std::size_t(stating)] == i)
                checkStatement(stating, i);
        }
        warnIfLongTransit(i);
    }
}

} // namespace postmark::ledger::detail

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/ledgerexplain.h"

#include "core/ledger/carddates.h"
#include "core/rules/clauses.h"
#include "core/support/isodate.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

Explanation inSection(const rules::RuleSet& rules, Explanation dates)
{
    const QString own = rules::clause(rules, rules::Rule::CardDates);
    if (dates.clause.startsWith(u"II.2.2"_s) && own != u"II.2.2"_s && !own.isEmpty())
        dates.clause = own;
    return dates;
}

QList<Explanation> explainCardWarnings(const GameFile& game, const Ledger& ledger, int card)
{
    QList<Explanation> warnings;
    // A card the other side has answered: the reply that could have asked for its date (II.2.2 ¶6) has gone
    // (a game imported from its moves alone said «to be clarified in the reply» of cards months old).
    const bool answered = answeringCard(game, card) >= 0;
    for (Explanation conflict : explainConflicts(game.cards[card], ledger.cardDates[std::size_t(card)])) {
        if (answered && conflict.what.code == MessageCode::SendDateUnknown)
            conflict.what = say(MessageCode::SendDateUnknownAnswered);
        warnings.append(inSection(ledger.rules, conflict));
    }
    for (const CardWarning& found : ledger.cardWarnings) {
        if (found.card == card)
            warnings.append(found.explanation);
    }
    return warnings;
}

Explanation explainMoveRow(const GameFile& game, const Ledger& ledger, const MoveRow& row)
{
    QList<Message> texts;
    QString clause;
    for (const TimeBooking& booking : ledger.bookings) {
        if (booking.player == row.player && booking.moveNumber == row.number) {
            const Explanation why = explainBooking(game, ledger, booking);
            texts.append(why.what);
            clause = why.clause;
        }
    }
    for (const PenaltyEntry& penalty : ledger.penalties) {
        if (penalty.player == row.player && penalty.moveNumber == row.number)
            texts.append(explainPenalty(game, ledger, penalty).what);
    }
    return {clause, joined(texts, MessageCode::JoinSemicolon)};
}

QStringList rowMoveTexts(const GameFile& game, const Ledger& ledger)
{
    const std::vector<chess::Position> positions = ledger.positionsBeforeRows();
    QStringList texts;
    texts.reserve(qsizetype(ledger.rows.size()));
    for (std::size_t i = 0; i < ledger.rows.size(); ++i) {
        const MoveRow& row = ledger.rows[i];
        texts.append(row.move ? chess::writeMove(positions[i], *row.move, game.notation) : QString());
    }
    return texts;
}

} // namespace postmark::ledger

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/desk/gamerow.h"

#include <algorithm>

#include "core/chess/movenumbers.h"
#include "core/chess/notation.h"
#include "core/desk/cardentry.h"
#include "core/ledger/ledgerexplain.h"
#include "core/ledger/ledgerof.h"
#include "core/rules/clauses.h"

using namespace Qt::StringLiterals;

namespace postmark::desk {

GameRow gameRow(const DeskGame& each, const PlayerNames& me, const QDate& asOf, int soonDays)
{
    const ledger::GameFile& game = each.game;
    GameRow row;
    row.game = each.id;
    row.event = game.event.name;
    row.eventIndex = game.event.index;
    row.colour = colourOf(game, me);
    const ledger::Color mine = row.colour.value_or(ledger::Color::White);
    const ledger::Color partner = mine == ledger::Color::White ? ledger::Color::Black : ledger::Color::White;
    row.partner = row.colour ? game.player(partner).name : game.white.name + u" – "_s + game.black.name;

    const ledger::LedgerResult computed = ledger::ledgerOf(game, asOf);
    if (!computed.ledger) {
        row.status = ledger::GameStatus::Refused;
        row.problem = ledger::refusalMessage(computed.problems.value(0));
        row.urgency = AgendaBand::Overdue; // a game the player must look at
        return row;
    }
    const ledger::Ledger& ledger = *computed.ledger;
    row.myTotal = ledger.total(mine);
    row.partnerTotal = ledger.total(partner);
    row.toMove = ledger.toMove;
    row.myMove = ledger.toMove == mine;
    row.moveNumber = ledger.position.fullmoveNumber();
    if (ledger.running) {
        (ledger.running->player == mine ? row.myTotal : row.partnerTotal) = ledger.running->total;
        row.daysLeft = ledger.running->daysLeftInControl;
        row.daysLeftClause = rules::clause(ledger.rules,
            ledger.running->daysLeftInControl < 0 ? rules::Rule::Overstep : rules::Rule::Control);
    }
    row.status = ledger::gameStatus(ledger, mine);
    if (ledger.overstep)
        row.overstepBy = ledger.overstep->player;
    if (game.result)
        row.score = game.result->score;
    row.myTotalOpen = ledger.totalOpen(mine);
    row.partnerTotalOpen = ledger.totalOpen(partner);
    // My move answers a card of the partner's that has come on a day not entered: my running days are not
    // known. The partner's waiting for my card, or mine for one he logged on his side, is the post's.
    row.receiptNotEntered = row.colour && receiptNotEntered(game, ledger, mine);
    row.myTotalOpen = row.myTotalOpen || row.receiptNotEntered;

    // Mine come first: the row's date is the next step I must take (helper-34 read the partner's repeat of 14
    // December on a «my move» row as the day his reply was due, his own last day being the 26th), the
    // partner's — overdue or not — only where none of mine has a date (helper-45, his repeat just posted,
    // read the partner's overdue repeat in red as his own; the tooltip says the partner's after mine).
    const std::optional<PlayerAgendaItem> limit =
        row.colour ? timeLimitStep(game, ledger, mine) : std::nullopt;
    const ledger::Deadline* next = ledger::nextDatedDeadline(ledger.deadlines);
    if (next && row.colour && next->player != mine) {
        const ledger::Deadline* partners = next;
        next = nullptr;
        for (const ledger::Deadline& deadline : ledger.deadlines) {
            if (deadline.due && deadline.player == mine && (!next || *deadline.due < *next->due))
                next = &deadline;
        }
        if (!next && !limit)
            next = partners;
    }
    if (next) {
        row.nextDue = next->due;
        row.nextWhat = agendaKindOf(game, *next);
        row.nextWho = next->player;
        row.nextClause = ledger::explainDeadline(game, ledger, *next).clause;
    }
    for (const ledger::Deadline& deadline : ledger.deadlines) {
        if (deadline.due && *deadline.due < asOf)
            row.overdue.append({agendaKindOf(game, deadline),
                *deadline.due,
                deadline.player,
                ledger::explainDeadline(game, ledger, deadline).clause});
    }
    // The last day of my reply within my time is a deadline of mine as much as the ledger's are (a row
    // showed a deadline nine days away while the owner's time ran out in two): the row's next when earlier,
    // and overdue once past.
    if (limit && (!row.nextDue || *limit->due < *row.nextDue)) {
        row.nextDue = limit->due;
        row.nextWhat = limit->what;
        row.nextWho = mine;
        row.nextClause = limit->why.clause;
    }
    if (limit && *limit->due < asOf)
        row.overdue.append({limit->what, *limit->due, mine, limit->why.clause});
    // Mine first, each side's earliest first: a step of mine that is overdue is what the row is about (the
    // demo's Ткаченко row showed the partner's repeat of 24 November and «card in the post» while the
    // owner's own repeat was four days late). Stable: among steps overdue since one day, the first is the
    // ledger's (nextDatedDeadline() takes the first of the earliest).
    std::stable_sort(row.overdue.begin(),
        row.overdue.end(),
        [&row, mine](const GameRow::Overdue& a, const GameRow::Overdue& b) {
            const bool aMine = row.colour && a.who == mine;
            const bool bMine = row.colour && b.who == mine;
            return aMine != bMine ? aMine : a.due < b.due;
        });
    if (const GameRow::Overdue* late = myOverdueStep(row)) {
        row.nextDue = late->due;
        row.nextWhat = late->what;
        row.nextWho = late->who;
        row.nextClause = late->clause;
    }
    row.urgency = bandOf(row.nextDue, asOf, soonDays);
    return row;
}

const GameRow::Overdue* myOverdueStep(const GameRow& row)
{
    if (!row.colour || row.overdue.isEmpty() || row.overdue.first().who != *row.colour)
        return nullptr;
    return &row.overdue.first();
}

std::optional<VariantPreview> proposedVariant(const ledger::GameFile& game, const ledger::Ledger& ledger)
{
    if (game.cards.isEmpty() || game.cards.last().variant.isEmpty() || ledger.finished)
        return std::nullopt;
    VariantPreview preview;
    preview.plies = game.cards.last().variant;
    preview.proposedBy = game.cards.last().from;
    preview.position = ledger.position;
    preview.firstMoveNumber = ledger.position.fullmoveNumber();
    preview.firstToMove = ledger.position.sideToMove();
    for (const QString& ply : preview.plies) {
        const Result<chess::ParsedMove> parsed = chess::parseMove(preview.position, ply, game.notation);
        if (!parsed)
            break;
        preview.position = preview.position.after(parsed->move);
        preview.lastMove = parsed->move;
        ++preview.playable;
    }
    return preview;
}

QString numberedVariant(const VariantPreview& variant)
{
    return chess::numberedPlies(variant.plies, variant.firstMoveNumber, variant.firstToMove);
}

GameRow gameRowFromSummary(
    const archive::GameSummary& summary, const PlayerNames& me, const QDate& asOf, int soonDays)
{
    GameRow row;
    row.game = summary.id;
    row.event = summary.event;
    row.eventIndex = summary.index;
    if (me.matches(summary.white))
        row.colour = ledger::Color::White;
    else if (me.matches(summary.black))
        row.colour = ledger::Color::Black;
    const bool white = row.colour.value_or(ledger::Color::White) == ledger::Color::White;
    row.partner = !row.colour ? summary.white + u" – "_s + summary.black
        : white               ? summary.black
                              : summary.white;
    row.moveNumber = summary.plies / 2 + 1;
    row.myTotal = white ? summary.whiteTotal : summary.blackTotal;
    row.partnerTotal = white ? summary.blackTotal : summary.whiteTotal;
    row.toMove = summary.toMove;
    row.myMove = row.colour && summary.toMove == *row.colour;
    row.daysLeft = summary.daysLeft;
    row.nextDue = summary.nextDue;
    if (summary.nextDeadline)
        row.nextWhat = AgendaKind(*summary.nextDeadline);
    row.status = summary.status;
    row.urgency = bandOf(row.nextDue, asOf, soonDays);
    return row;
}

QString deskOwner(const QList<archive::GameSummary>& summaries)
{
    QList<DeskGame> names;
    for (const archive::GameSummary& summary : summaries) {
        DeskGame each;
        each.game.white.name = summary.white;
        each.game.black.name = summary.black;
        names.append(each);
    }
    return deskOwner(names);
}

} // namespace postmark::desk

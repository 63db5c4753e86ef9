// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/desk/gamelife.h"

#include "core/chess/notation.h"
#include "core/ledger/claimcheck.h"
#include "core/tournament/leaveregister.h"

using namespace Qt::StringLiterals;

namespace postmark::desk {

namespace {

ledger::Color opponent(ledger::Color color)
{
    return color == ledger::Color::White ? ledger::Color::Black : ledger::Color::White;
}

QString iso(const QDate& date)
{
    return date.toString(Qt::ISODate);
}

/// Computes the ledger of the edited game; problems when it cannot be.
std::optional<ledger::Ledger> ledgerOf(
    const ledger::GameFile& game, const QDate& asOf, ledger::InputProblems& problems)
{
    const Result<rules::RuleSet> rules = ledger::rulesOf(game);
    if (!rules) {
        problems.append({u"event"_s, u"rules"_s, rules.error().detail});
        return std::nullopt;
    }
    ledger::LedgerResult computed = ledger::computeLedger(game, *rules, asOf);
    problems.append(computed.problems);
    return std::move(computed.ledger);
}

void recompute(GameEdit& edit, const QDate& asOf)
{
    edit.ledger = ledgerOf(edit.game, asOf, edit.problems);
}

} // namespace

GameEdit recordGameEnd(const ledger::GameFile& game,
    const QString& score,
    const QString& how,
    const QDate& date,
    const QDate& asOf)
{
    GameEdit edit;
    edit.game = game;
    const std::optional<ledger::Ledger> now = ledgerOf(game, asOf, edit.problems);
    if (!now)
        return edit;
    if (!ledger::resultScores().contains(score))
        edit.problems.append({u"result"_s, u"score"_s, u"'%1' is not 1-0, 0-1, 1/2-1/2 or 0-0"_s.arg(score)});
    if (!ledger::resultHows().contains(how))
        edit.problems.append(
            {u"result"_s, u"how"_s, u"'%1' is not one of %2"_s.arg(how, ledger::resultHows().join(u", "_s))});
    if (!date.isValid() || date > asOf)
        edit.problems.append({u"result"_s, u"date"_s, u"the date of the end must be a day up to today"_s});
    if (!edit.problems.isEmpty())
        return edit;
    if (how == u"mate") {
        if (!now->position.isCheckmate())
            edit.problems.append({u"result"_s, u"how"_s, u"the position on the cards is not mate"_s});
        else if ((now->position.sideToMove() == chess::Color::White) != (score == u"0-1"))
            edit.problems.append({u"result"_s, u"score"_s, u"mate is scored to the mating side"_s});
    } else if ((how == u"draw_agreed" || how == u"draw_claimed") && score != u"1/2-1/2") {
        edit.problems.append({u"result"_s, u"score"_s, u"a draw is scored 1/2-1/2"_s});
    } else if (how == u"resignation" && score != u"1-0" && score != u"0-1") {
        edit.problems.append({u"result"_s, u"score"_s, u"a resignation is a win for the partner"_s});
    }
    if (!edit.problems.isEmpty())
        return edit;
    edit.game.result = ledger::GameResult{score, how, date};
    recompute(edit, asOf);
    edit.notes.append({u"II.9.1"_s,
        u"the result counts once the judge has the game record: print it (Print ▸ Game record) and send it "
        u"(II.9.2)"_s});
    return edit;
}

GameEdit recordForfeitClaim(const ledger::GameFile& game,
    ledger::Color me,
    const QDate& sent,
    const std::optional<ledger::MailReceipt>& noticeReceipt,
    const QString& sealedMove,
    const QDate& asOf)
{
    GameEdit edit;
    edit.game = game;
    const std::optional<ledger::Ledger> now = ledgerOf(game, asOf, edit.problems);
    if (!now)
        return edit;
    if (game.claim) {
        edit.problems.append({u"claim"_s, u"sent"_s, u"a claim is already recorded in this game"_s});
        return edit;
    }
    const ledger::ClaimCheck check = ledger::checkClaim(game, *now);
    if (!check.overstep || check.overstep->player != opponent(me)) {
        edit.problems.append(
            {u"claim"_s, u"sent"_s, u"the cards show no overstep by the partner (II.6.1)"_s});
        return edit;
    }
    if (!check.windowOpen) {
        edit.problems.append({u"claim"_s, u"sent"_s, check.windowWhy.text + u" (II.6.3)"_s});
        return edit;
    }
    if (!sent.isValid() || sent > asOf)
        edit.problems.append(
            {u"claim"_s, u"sent"_s, u"the claim's posting date must be a day up to today"_s});
    if (!noticeReceipt || noticeReceipt->number.trimmed().isEmpty() || !noticeReceipt->date.isValid())
        edit.problems.append({u"claim"_s,
            u"notice_receipt"_s,
            u"the registered notice to the partner, its receipt number and date, goes with the claim (II.6.2 part 4)"_s});
    if (!sealedMove.trimmed().isEmpty() && now->toMove == me) {
        if (const auto parsed = chess::parseMove(now->position, sealedMove.trimmed(), game.notation); !parsed)
            edit.problems.append({u"claim"_s,
                u"sealed_move"_s,
                u"'%1': %2"_s.arg(sealedMove.trimmed(), parsed.error().detail)});
    }
    if (!edit.problems.isEmpty())
        return edit;
    edit.game.claim = ledger::Claim{me, sent, noticeReceipt, sealedMove.trimmed()};
    recompute(edit, asOf);
    edit.notes.append(check.overstepWhy);
    edit.notes.append(
        {u"II.6.6"_s, u"the game is suspended from %1 until the judge decides"_s.arg(iso(sent))});
    return edit;
}

GameEdit recordClaimAgainstMe(const ledger::GameFile& game,
    ledger::Color me,
    const QDate& sent,
    const std::optional<ledger::MailReceipt>& noticeReceipt,
    const QDate& asOf)
{
    GameEdit edit;
    edit.game = game;
    if (game.claim)
        edit.problems.append({u"claim"_s, u"sent"_s, u"a claim is already recorded in this game"_s});
    if (!sent.isValid() || sent > asOf)
        edit.problems.append(
            {u"claim"_s, u"sent"_s, u"the claim's posting date must be a day up to today"_s});
    if (!edit.problems.isEmpty())
        return edit;
    edit.game.claim = ledger::Claim{opponent(me), sent, noticeReceipt, QString()};
    recompute(edit, asOf);
    if (edit.ledger) {
        const ledger::ClaimCheck check = ledger::checkClaim(edit.game, *edit.ledger);
        edit.notes.append(check.overstep && check.overstep->player == me
                ? ledger::Explanation{check.overstepWhy.clause,
                    u"my cards show the overstep too: "_s + check.overstepWhy.text}
                : ledger::Explanation{
                    u"II.6.1"_s, u"my cards show no overstep of mine: an objection is in order"_s});
        edit.notes.append({u"II.6.4"_s,
            u"an objection goes registered to the judge within %1 days of receiving the notice"_s.arg(
                edit.ledger->rules.objectionDays)});
    }
    return edit;
}

QList<ledger::Explanation> leaveUsage(const QList<DeskGame>& games, const QString& me)
{
    QList<ledger::GameFile> files;
    int cap = rules::RuleSet{}.leaveDaysPerYear;
    for (const DeskGame& each : games) {
        if (!colourOf(each.game, me))
            continue;
        files.append(each.game);
        if (const Result<rules::RuleSet> rules = ledger::rulesOf(each.game))
            cap = rules->leaveDaysPerYear;
    }
    QList<ledger::Explanation> usage;
    for (const tournament::LeaveYear& year : tournament::leaveRegister(files, cap).years) {
        if (year.player == me)
            usage.append({u"II.7.1"_s,
                u"%1: %2 days of leave used, %3 left"_s.arg(year.year).arg(year.days).arg(
                    std::max(0, year.cap - year.days))});
    }
    if (usage.isEmpty())
        usage.append({u"II.7.1"_s, u"no leave taken yet: %1 days a calendar year"_s.arg(cap)});
    return usage;
}

LeaveAnnouncement announceLeave(const QList<DeskGame>& games,
    const QString& me,
    const QDate& from,
    const QDate& to,
    const QDate& noticeSent,
    const QDate& asOf)
{
    LeaveAnnouncement announcement;
    if (!from.isValid() || !to.isValid() || to < from) {
        announcement.problems.append(
            {u"leave"_s, u"to"_s, u"the leave must end on or after its first day"_s});
        return announcement;
    }
    if (!noticeSent.isValid() || noticeSent > asOf) {
        announcement.problems.append(
            {u"leave"_s, u"notice_sent"_s, u"the notice's date must be a day up to today"_s});
        return announcement;
    }
    int cap = rules::RuleSet{}.leaveDaysPerYear;
    for (const DeskGame& each : games) {
        const std::optional<ledger::Color> mine = colourOf(each.game, me);
        if (!mine || each.game.result)
            continue;
        DeskGame changed = each;
        changed.game.leaves.append(ledger::Leave{*mine, from, to, noticeSent});
        if (const Result<rules::RuleSet> rules = ledger::rulesOf(changed.game))
            cap = rules->leaveDaysPerYear;
        announcement.games.append(changed);
    }
    if (announcement.games.isEmpty()) {
        announcement.problems.append({u"leave"_s, u"from"_s, u"%1 has no unfinished game"_s.arg(me)});
        return announcement;
    }
    QList<ledger::GameFile> files;
    QStringList partners;
    for (const DeskGame& each : std::as_const(announcement.games)) {
        files.append(each.game);
        const ledger::Color mine = *colourOf(each.game, me);
        partners.append(each.game.player(opponent(mine)).name);
    }
    announcement.notes.append({u"II.7.2"_s,
        u"a notice to each partner and to the judge, in %1 game(s): %2"_s.arg(files.size())
            .arg(partners.join(u", "_s))});
    const tournament::LeaveRegister planned = tournament::leaveRegister(files, cap);
    for (const tournament::LeaveYear& year : planned.years) {
        if (year.player != me)
            continue;
        if (year.overCap())
            announcement.problems.append({u"leave"_s,
                u"to"_s,
                u"%1 days of leave in %2 would pass the %3-day cap (II.7.1)"_s.arg(year.days)
                    .arg(year.year)
                    .arg(year.cap)});
        else
            announcement.notes.append({u"II.7.1"_s,
                u"%1: %2 days of leave, %3 left"_s.arg(year.year).arg(year.days).arg(year.cap - year.days)});
    }
    if (noticeSent >= from)
        announcement.notes.append({u"II.7.6"_s,
            u"the notice goes after the leave began: it counts from %1"_s.arg(iso(noticeSent))});
    if (!announcement.problems.isEmpty())
        announcement.games.clear();
    return announcement;
}

} // namespace postmark::desk

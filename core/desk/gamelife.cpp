// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/desk/gamelife.h"

#include "core/chess/notation.h"
#include "core/ledger/claimcheck.h"
#include "core/ledger/ledgerof.h"
#include "core/tournament/leaveregister.h"
#include "core/tournament/tournament.h"

using namespace Qt::StringLiterals;

namespace postmark::desk {

namespace {

ledger::Color opponent(ledger::Color color)
{
    return color == ledger::Color::White ? ledger::Color::Black : ledger::Color::White;
}

/// Computes the ledger of a game; its problems are appended to `problems` when it cannot be.
std::optional<ledger::Ledger> ledgerOrProblems(
    const ledger::GameFile& game, const QDate& asOf, ledger::InputProblems& problems)
{
    ledger::LedgerResult computed = ledger::ledgerOf(game, asOf);
    problems.append(computed.problems);
    return std::move(computed.ledger);
}

void recompute(GameEdit& edit, const QDate& asOf)
{
    edit.ledger = ledgerOrProblems(edit.game, asOf, edit.problems);
}

} // namespace

GameEdit recordGameEnd(const ledger::GameFile& game,
    const QString& score,
    ledger::ResultHow how,
    const QDate& date,
    const QDate& asOf)
{
    GameEdit edit;
    edit.game = game;
    const std::optional<ledger::Ledger> now = ledgerOrProblems(game, asOf, edit.problems);
    if (!now)
        return edit;
    if (!ledger::resultScores().contains(score))
        edit.problems.append({say(MessageCode::WhereResult), u"score"_s, say(MessageCode::NotAScore, score)});
    if (!ledger::gameFileHows().contains(how)) // the judge's words (played, no record) are no way it ended
        edit.problems.append({say(MessageCode::WhereResult),
            u"how"_s,
            say(MessageCode::NotAResultHow, tournament::howText(how), ledger::resultHows().join(u", "_s))});
    if (!date.isValid() || date > asOf)
        edit.problems.append(
            {say(MessageCode::WhereResult), u"date"_s, say(MessageCode::EndDateNotUpToToday)});
    if (!edit.problems.isEmpty())
        return edit;
    using ledger::ResultHow;
    if (how == ResultHow::Mate) {
        if (!now->position.isCheckmate())
            edit.problems.append(
                {say(MessageCode::WhereResult), u"how"_s, say(MessageCode::PositionIsNotMate)});
        else if ((now->position.sideToMove() == chess::Color::White) != (score == u"0-1"))
            edit.problems.append(
                {say(MessageCode::WhereResult), u"score"_s, say(MessageCode::MateScoredToMatingSide)});
    } else if ((how == ResultHow::DrawAgreed || how == ResultHow::DrawClaimed) && score != u"1/2-1/2") {
        edit.problems.append({say(MessageCode::WhereResult), u"score"_s, say(MessageCode::DrawScoredHalf)});
    } else if (how == ResultHow::Resignation && score != u"1-0" && score != u"0-1") {
        edit.problems.append(
            {say(MessageCode::WhereResult), u"score"_s, say(MessageCode::ResignationWinsForPartner)});
    }
    if (!edit.problems.isEmpty())
        return edit;
    edit.game.result = ledger::GameResult{score, how, date};
    recompute(edit, asOf);
    edit.notes.append({u"II.9.1"_s, say(MessageCode::ResultCountsWithGameRecord)});
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
    const std::optional<ledger::Ledger> now = ledgerOrProblems(game, asOf, edit.problems);
    if (!now)
        return edit;
    if (game.claim) {
        edit.problems.append(
            {say(MessageCode::WhereClaim), u"sent"_s, say(MessageCode::ClaimAlreadyRecorded)});
        return edit;
    }
    const ledger::ClaimCheck check = ledger::checkClaim(game, *now);
    if (!check.overstep || check.overstep->player != opponent(me)) {
        edit.problems.append(
            {say(MessageCode::WhereClaim), u"sent"_s, say(MessageCode::NoOverstepByPartner)});
        return edit;
    }
    if (!check.windowOpen) {
        edit.problems.append({say(MessageCode::WhereClaim), u"sent"_s, check.windowWhy.what});
        return edit;
    }
    if (!sent.isValid() || sent > asOf)
        edit.problems.append(
            {say(MessageCode::WhereClaim), u"sent"_s, say(MessageCode::ClaimDateNotUpToToday)});
    if (!noticeReceipt || noticeReceipt->number.trimmed().isEmpty() || !noticeReceipt->date.isValid())
        edit.problems.append(
            {say(MessageCode::WhereClaim), u"notice_receipt"_s, say(MessageCode::ClaimNeedsNoticeReceipt)});
    if (!sealedMove.trimmed().isEmpty() && now->toMove == me) {
        if (const auto parsed = chess::parseMove(now->position, sealedMove.trimmed(), game.notation); !parsed)
            edit.problems.append({say(MessageCode::WhereClaim),
                u"sealed_move"_s,
                say(MessageCode::SealedMoveUnreadable, sealedMove.trimmed(), parsed.error().detail)});
    }
    if (!edit.problems.isEmpty())
        return edit;
    edit.game.claim = ledger::Claim{me, sent, noticeReceipt, sealedMove.trimmed(), std::nullopt};
    recompute(edit, asOf);
    edit.notes.append(check.overstepWhy);
    edit.notes.append({check.suspensionClause, say(MessageCode::GameSuspendedUntilDecision, sent)});
    return edit;
}

GameEdit recordClaimAgainstMe(const ledger::GameFile& game,
    ledger::Color me,
    const QDate& sent,
    const std::optional<ledger::MailReceipt>& noticeReceipt,
    const std::optional<QDate>& noticeReceived,
    const QDate& asOf)
{
    GameEdit edit;
    edit.game = game;
    if (game.claim)
        edit.problems.append(
            {say(MessageCode::WhereClaim), u"sent"_s, say(MessageCode::ClaimAlreadyRecorded)});
    if (!sent.isValid() || sent > asOf)
        edit.problems.append(
            {say(MessageCode::WhereClaim), u"sent"_s, say(MessageCode::ClaimDateNotUpToToday)});
    if (noticeReceived && !noticeReceived->isValid())
        edit.problems.append(
            {say(MessageCode::WhereClaim), u"notice_received"_s, say(MessageCode::NoticeDateNotUpToToday)});
    else if (noticeReceived && *noticeReceived > asOf)
        edit.problems.append({say(MessageCode::WhereClaim),
            u"notice_received"_s,
            say(MessageCode::DateAfterToday, *noticeReceived, asOf)});
    else if (noticeReceived && noticeReceipt && *noticeReceived < noticeReceipt->date)
        edit.problems.append({say(MessageCode::WhereClaim),
            u"notice_received"_s,
            say(MessageCode::NoticeArrivedBeforeSending, *noticeReceived, noticeReceipt->date)});
    if (!edit.problems.isEmpty())
        return edit;
    edit.game.claim = ledger::Claim{opponent(me), sent, noticeReceipt, QString(), noticeReceived};
    recompute(edit, asOf);
    if (edit.ledger) {
        const ledger::ClaimCheck check = ledger::checkClaim(edit.game, *edit.ledger);
        edit.notes.append(check.overstep && check.overstep->player == me
                ? ledger::Explanation{check.overstepWhy.clause,
                    say(MessageCode::MyCardsShowTheOverstepToo, check.overstepWhy.what)}
                : ledger::Explanation{u"II.6.1"_s, say(MessageCode::NoOverstepOfMine)});
        edit.notes.append(
            {u"II.6.4"_s, say(MessageCode::ObjectionWithinDays, edit.ledger->rules.objectionDays)});
    }
    return edit;
}

QList<ledger::Explanation> leaveUsage(const QList<DeskGame>& games, const PlayerNames& me)
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
        if (me.matches(year.player))
            usage.append({u"II.7.1"_s,
                say(MessageCode::LeaveUsedInYear,
                    year.days,
                    QString::number(year.year),
                    std::max(0, year.cap - year.days))});
    }
    if (usage.isEmpty())
        usage.append({u"II.7.1"_s, say(MessageCode::NoLeaveTakenYet, cap)});
    return usage;
}

LeaveAnnouncement announceLeave(const QList<DeskGame>& games,
    const PlayerNames& me,
    const QDate& from,
    const QDate& to,
    const QDate& noticeSent,
    const QDate& asOf)
{
    LeaveAnnouncement announcement;
    if (!from.isValid() || !to.isValid() || to < from) {
        announcement.problems.append(
            {say(MessageCode::WhereLeave, 1), u"to"_s, say(MessageCode::LeaveEndsBeforeItBegins, to, from)});
        return announcement;
    }
    if (!noticeSent.isValid() || noticeSent > asOf) {
        announcement.problems.append(
            {say(MessageCode::WhereLeave, 1), u"notice_sent"_s, say(MessageCode::NoticeDateNotUpToToday)});
        return announcement;
    }
    // A leave counts from its notice's sending (II.7.6): one sent after its last day grants none (helper-68
    // announced one so, unwarned).
    if (noticeSent > to) {
        announcement.problems.append({say(MessageCode::WhereLeave, 1),
            u"notice_sent"_s,
            say(MessageCode::LeaveNoticeAfterItEnded, noticeSent, to)});
        return announcement;
    }
    int cap = rules::RuleSet{}.leaveDaysPerYear;
    for (const DeskGame& each : games) {
        const std::optional<ledger::Color> mine = colourOf(each.game, me);
        if (!mine || each.game.result)
            continue;
        // A leave of mine announced already over any of these days: announced again, it was recorded twice
        // in every game, its notices printed twice, the agenda counting 26 games of 13 (helper-71).
        for (const ledger::Leave& announced : each.game.leaves) {
            if (announced.player == *mine && announced.from <= to && from <= announced.to) {
                announcement.problems.append({say(MessageCode::WhereLeave, 1),
                    u"from"_s,
                    say(MessageCode::LeaveOverlapsAnnounced, announced.from, announced.to)});
                announcement.games.clear();
                return announcement;
            }
        }
        DeskGame changed = each;
        changed.game.leaves.append(ledger::Leave{*mine, from, to, noticeSent});
        if (const Result<rules::RuleSet> rules = ledger::rulesOf(changed.game))
            cap = rules->leaveDaysPerYear;
        announcement.games.append(changed);
    }
    if (announcement.games.isEmpty()) {
        announcement.problems.append(
            {say(MessageCode::WhereLeave, 1), u"from"_s, say(MessageCode::NoUnfinishedGame, me.name)});
        return announcement;
    }
    QList<ledger::GameFile> files;
    QStringList partners;
    for (const DeskGame& each : std::as_const(announcement.games)) {
        files.append(each.game);
        const ledger::Color mine = *colourOf(each.game, me);
        partners.append(each.game.player(opponent(mine)).name);
    }
    announcement.notes.append(
        {u"II.7.2"_s, say(MessageCode::LeaveNoticeToEachPartner, files.size(), partners.join(u", "_s))});
    const tournament::LeaveRegister planned = tournament::leaveRegister(files, cap);
    for (const tournament::LeaveYear& year : planned.years) {
        if (!me.matches(year.player))
            continue;
        if (year.overCap())
            announcement.problems.append({say(MessageCode::WhereLeave, 1),
                u"to"_s,
                say(MessageCode::LeaveWouldPassCap, year.days, QString::number(year.year), year.cap)});
        else
            announcement.notes.append({u"II.7.1"_s,
                say(MessageCode::LeavePlannedInYear,
                    year.days,
                    QString::number(year.year),
                    year.cap - year.days)});
    }
    if (noticeSent >= from)
        announcement.notes.append({u"II.7.6"_s, say(MessageCode::LeaveNoticeAfterItBegan, noticeSent)});
    if (!announcement.problems.isEmpty())
        announcement.games.clear();
    return announcement;
}

} // namespace postmark::desk

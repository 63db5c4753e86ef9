// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/desk/playeragenda.h"

#include <algorithm>

#include <QMap>

#include "core/ledger/ledgerexplain.h"
#include "core/ledger/ledgerof.h"
#include "core/rules/clauses.h"

using namespace Qt::StringLiterals;

namespace postmark::desk {

AgendaBand bandOf(const std::optional<QDate>& due, const QDate& asOf, int soonDays)
{
    if (!due)
        return AgendaBand::Undated;
    if (*due < asOf)
        return AgendaBand::Overdue;
    if (*due == asOf)
        return AgendaBand::Today;
    return asOf.daysTo(*due) <= soonDays ? AgendaBand::Soon : AgendaBand::Later;
}

namespace {

/// RFC 5545 §3.3.11: backslash, semicolon, comma and newline are escaped in text values.
QString escapeText(QString text)
{
    return text.replace(u'\\', u"\\\\"_s)
        .replace(u';', u"\\;"_s)
        .replace(u',', u"\\,"_s)
        .replace(u'\n', u"\\n"_s);
}

/// RFC 5545 §3.1: lines longer than 75 octets are folded, the continuation starting with a space; a
/// UTF-8 sequence is never split.
QByteArray folded(const QString& line)
{
    const QByteArray utf8 = line.toUtf8();
    QByteArray out;
    int width = 0;
    for (qsizetype i = 0; i < utf8.size();) {
        qsizetype length = 1;
        const auto lead = static_cast<unsigned char>(utf8[i]);
        if (lead >= 0xF0)
            length = 4;
        else if (lead >= 0xE0)
            length = 3;
        else if (lead >= 0xC0)
            length = 2;
        if (width + length > 75) {
            out += "\r\n ";
            width = 1;
        }
        out += utf8.mid(i, length);
        width += static_cast<int>(length);
        i += length;
    }
    return out + "\r\n";
}

} // namespace

std::optional<ledger::Color> colourOf(const ledger::GameFile& game, const PlayerNames& me)
{
    if (me.matches(game.white.name))
        return ledger::Color::White;
    if (me.matches(game.black.name))
        return ledger::Color::Black;
    return std::nullopt;
}

QString deskOwner(const QList<DeskGame>& games)
{
    QMap<QString, int> count;
    for (const DeskGame& each : games) {
        ++count[each.game.white.name];
        ++count[each.game.black.name];
    }
    QString owner;
    int best = 0;
    for (auto it = count.cbegin(); it != count.cend(); ++it) {
        if (it.value() > best) {
            owner = it.key();
            best = it.value();
        }
    }
    return owner;
}

QString agendaKindName(const AgendaKind& kind)
{
    if (const auto* deadline = std::get_if<ledger::DeadlineKind>(&kind))
        return ledger::deadlineKindName(*deadline);
    switch (std::get<DeskStep>(kind)) {
    case DeskStep::GameFile:
        return u"game_file"_s;
    case DeskStep::Objection:
        return u"objection"_s;
    case DeskStep::Leave:
        return u"leave"_s;
    case DeskStep::LeaveEnds:
        return u"leave_ends"_s;
    case DeskStep::TimeLimit:
        return u"time_limit"_s;
    case DeskStep::PartnerLeave:
        return u"partner_leave"_s;
    case DeskStep::PartnerLeaveEnds:
        return u"partner_leave_ends"_s;
    case DeskStep::RepeatQuery:
        return u"repeat_query"_s;
    }
    return {};
}

AgendaKind agendaKindOf(const ledger::GameFile& game, const ledger::Deadline& deadline)
{
    if (deadline.kind == ledger::DeadlineKind::RepeatMove && deadline.card >= 0
        && deadline.card < game.cards.size() && game.cards[deadline.card].kind == ledger::CardKind::Query)
        return DeskStep::RepeatQuery;
    return deadline.kind;
}

std::optional<PlayerAgendaItem> objectionStep(
    const ledger::GameFile& game, const ledger::Ledger& ledger, ledger::Color mine)
{
    if (!game.claim || game.claim->by == mine || ledger.finished)
        return std::nullopt;
    PlayerAgendaItem item;
    item.what = DeskStep::Objection;
    if (game.claim->noticeReceived) {
        // II.6.4 counts from the notice's arrival, which the player recorded.
        item.due = game.claim->noticeReceived->addDays(ledger.rules.objectionDays);
        item.why = {u"II.6.4"_s,
            say(MessageCode::ObjectionDueFromNoticeArrival,
                ledger.rules.objectionDays,
                *game.claim->noticeReceived,
                *item.due)};
    } else if (game.claim->noticeReceipt) {
        item.due = game.claim->noticeReceipt->date.addDays(ledger.rules.objectionDays);
        item.why = {u"II.6.4"_s,
            say(MessageCode::ObjectionDueFromNoticeSending,
                ledger.rules.objectionDays,
                game.claim->noticeReceipt->date,
                game.claim->noticeReceipt->number,
                *item.due)};
    } else {
        item.why = {u"II.6.4"_s, say(MessageCode::ObjectionWithinDays, ledger.rules.objectionDays)};
    }
    return item;
}

std::optional<PlayerAgendaItem> timeLimitStep(
    const ledger::GameFile& game, const ledger::Ledger& ledger, ledger::Color mine)
{
    if (!ledger.running || ledger.finished || game.result)
        return std::nullopt;
    const ledger::Running& running = *ledger.running;
    if (running.player != mine || !running.lastDayInTime)
        return std::nullopt;
    PlayerAgendaItem item;
    item.what = DeskStep::TimeLimit;
    item.due = running.lastDayInTime;
    const QString overstep = rules::clause(ledger.rules, rules::Rule::Overstep);
    QList<Message> parts;
    if (running.daysLeftInControl >= 0) {
        parts.append(say(MessageCode::ReplyInTimeBy,
            running.daysLeftInControl,
            running.moveNumber,
            *running.lastDayInTime,
            running.limit));
        if (running.leaveDaysToLastDay)
            parts.append(say(MessageCode::RunningLeaveNotCounted));
        // Days of an earlier move not known: the days left are at most these, the last day perhaps earlier.
        if (ledger.totalOpen(mine))
            parts.append(say(MessageCode::DaysLeftAtMost));
        parts.append(say(MessageCode::ReplyLaterOversteps, overstep));
        // In time trouble the reply goes registered (by e-mail, with copies to the judge): said where the
        // player reads the day it goes by.
        const QString trouble = rules::clause(ledger.rules, rules::Rule::TimeTrouble);
        if (running.mustRegister)
            parts.append(say(MessageCode::RunningTimeTrouble, trouble));
        else if (running.timeTrouble)
            parts.append(say(MessageCode::RunningTimeTroubleCopiesToJudge, trouble));
    } else {
        parts.append(say(MessageCode::ReplyWasDueInTimeBy,
            -running.daysLeftInControl,
            running.moveNumber,
            *running.lastDayInTime,
            running.limit,
            overstep));
    }
    item.why = {rules::clause(ledger.rules, rules::Rule::Control), joined(parts)};
    return item;
}

bool agendaSortsBefore(const PlayerAgendaItem& a, const PlayerAgendaItem& b)
{
    // A step of mine due with my reply (a claim the partner's overstep allows, II.6.3) is as near as the
    // reply: after what is overdue or due today, before the dates to come — at the end, under adjudications
    // two years away, it was missed (helper-51). The partner's overdue steps and those due today follow my
    // urgent ones, before the dates to come: first on the list, a partner's repeat overdue for a week stood
    // over my own repeat overdue that day (helper-76). The partner's undated steps stay last.
    const auto rank = [](const PlayerAgendaItem& item) {
        switch (item.band) {
        case AgendaBand::Overdue:
            return item.mine ? 0 : 3;
        case AgendaBand::Today:
            return item.mine ? 1 : 4;
        case AgendaBand::Undated:
            return item.mine ? 2 : 7;
        case AgendaBand::Soon:
            return 5;
        case AgendaBand::Later:
            return 6;
        }
        return 7;
    };
    if (rank(a) != rank(b))
        return rank(a) < rank(b);
    if (a.due != b.due)
        return a.due && b.due && *a.due < *b.due;
    return a.game < b.game;
}

QList<PlayerAgendaItem> playerAgenda(
    const QList<DeskGame>& games, const PlayerNames& me, const QDate& asOf, int soonDays)
{
    QList<PlayerAgendaItem> items;
    for (const DeskGame& each : games) {
        const ledger::GameFile& game = each.game;
        const std::optional<ledger::Color> mine = colourOf(game, me);
        if (!mine || game.result)
            continue;
        const ledger::Color partner =
            *mine == ledger::Color::White ? ledger::Color::Black : ledger::Color::White;
        PlayerAgendaItem base;
        base.game = each.id;
        base.partner = game.player(partner).name;
        base.event = game.event.name;
        const ledger::LedgerResult computed = ledger::ledgerOf(game, asOf);
        if (!computed.ledger) {
            PlayerAgendaItem item = base;
            item.what = DeskStep::GameFile;
            item.why = {u"—"_s,
                say(MessageCode::GameCannotBeComputed, ledger::refusalMessage(computed.problems.value(0)))};
            item.band = AgendaBand::Undated;
            items.append(item);
            continue;
        }
        const ledger::Ledger& ledger = *computed.ledger;
        for (const ledger::Deadline& deadline : ledger.deadlines) {
            PlayerAgendaItem item = base;
            item.due = deadline.due;
            item.what = agendaKindOf(game, deadline);
            item.mine = deadline.player == *mine;
            item.why = ledger::explainDeadline(game, ledger, deadline);
            item.band = bandOf(item.due, asOf, soonDays);
            items.append(item);
        }
        // The desk's own steps of the game: my objection to a claim against me, the last day of my reply.
        for (const std::optional<PlayerAgendaItem>& step :
            {objectionStep(game, ledger, *mine), timeLimitStep(game, ledger, *mine)}) {
            if (!step)
                continue;
            PlayerAgendaItem item = base;
            item.what = step->what;
            item.due = step->due;
            item.why = step->why;
            item.band = bandOf(item.due, asOf, soonDays);
            items.append(item);
        }
        for (const ledger::Leave& leave : game.leaves) {
            if (leave.to < asOf)
                continue;
            PlayerAgendaItem item = base;
            // A leave under way is dated by its end, not by today: «today: leave» read as a step due today
            // (helper-44); its first day is past, the next thing to happen is its end.
            const bool underWay = leave.from <= asOf;
            item.due = underWay ? leave.to : leave.from;
            item.band = bandOf(item.due, asOf, soonDays);
            if (leave.player == *mine) {
                item.what = underWay ? DeskStep::LeaveEnds : DeskStep::Leave;
                item.why = {u"II.7.1"_s,
                    leave.noticeSent
                        ? say(MessageCode::MyLeaveNoticeSent, leave.from, leave.to, *leave.noticeSent)
                        : say(MessageCode::MyLeaveNoticeNotSent, leave.from, leave.to)};
            } else {
                // The partner's leave is not a step of mine, but it moves mine: a player who waited for a
                // reply and saw a repeat's date move on did not know why.
                item.what = underWay ? DeskStep::PartnerLeaveEnds : DeskStep::PartnerLeave;
                item.mine = false;
                item.why = {u"II.7.1"_s,
                    leave.noticeSent
                        ? say(MessageCode::PartnerLeaveNoticeSent, leave.from, leave.to, *leave.noticeSent)
                        : say(MessageCode::PartnerLeaveNoticeNotRecorded, leave.from, leave.to)};
            }
            items.append(item);
        }
    }
    std::stable_sort(items.begin(), items.end(), agendaSortsBefore);
    return items;
}

QList<Partner> partners(const QList<DeskGame>& games, const PlayerNames& me)
{
    QMap<QString, Partner> book;
    for (const DeskGame& each : games) {
        const std::optional<ledger::Color> mine = colourOf(each.game, me);
        if (!mine)
            continue;
        const ledger::Player& other =
            each.game.player(*mine == ledger::Color::White ? ledger::Color::Black : ledger::Color::White);
        Partner& partner = book[other.name];
        partner.name = other.name;
        if (!other.address.isEmpty())
            partner.address = other.address;
        ++partner.games;
    }
    return book.values();
}

QList<DeskGame> withPartnerAddress(
    const QList<DeskGame>& games, const PlayerNames& me, const QString& partner, const QString& address)
{
    QList<DeskGame> changed;
    for (DeskGame each : games) {
        const std::optional<ledger::Color> mine = colourOf(each.game, me);
        if (!mine)
            continue;
        ledger::Player& other = *mine == ledger::Color::White ? each.game.black : each.game.white;
        if (other.name != partner || other.address == address.trimmed())
            continue;
        other.address = address.trimmed();
        changed.append(each);
    }
    return changed;
}

QByteArray agendaICalendar(const QList<PlayerAgendaItem>& items,
    const QDateTime& stamp,
    const AgendaItemWords& summary,
    const AgendaItemWords& description)
{
    QByteArray out;
    out += "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Postmark//Postal chess "
           "agenda//EN\r\nCALSCALE:GREGORIAN\r\n";
    const QString dtstamp = stamp.toUTC().toString(u"yyyyMMdd'T'HHmmss'Z'"_s);
    for (const PlayerAgendaItem& item : items) {
        if (!item.due)
            continue;
        out += "BEGIN:VEVENT\r\n";
        // Whose step is part of the id: both players' adjudication packets fall due on one day, and a
        // calendar keeps one event of two with the same id (helper-54 found twelve such pairs).
        out += folded(u"UID:%1-%2-%3-%4@postmark"_s.arg(QString::number(item.game),
            agendaKindName(item.what),
            item.mine ? u"mine"_s : u"partner"_s,
            item.due->toString(u"yyyyMMdd"_s)));
        out += folded(u"DTSTAMP:"_s + dtstamp);
        out += folded(u"DTSTART;VALUE=DATE:"_s + item.due->toString(u"yyyyMMdd"_s));
        out += folded(u"DTEND;VALUE=DATE:"_s + item.due->addDays(1).toString(u"yyyyMMdd"_s));
        out += folded(u"SUMMARY:"_s + escapeText(summary(item)));
        out += folded(u"DESCRIPTION:"_s + escapeText(description(item)));
        out += "END:VEVENT\r\n";
    }
    out += "END:VCALENDAR\r\n";
    return out;
}

} // namespace postmark::desk

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <optional>
#include <variant>

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>

#include "core//ledger/explanation.h"
#include "core/desk/playernames.h"
#include "core/ledger/gamefile.h"
#include "core/ledger/ledger.h"

namespace postmark::desk {

/// One of the player's games with its id in the archive.
struct DeskGame
{
    qint64 id = 0;
    ledger::GameFile game;
};

/// Where an agenda item falls as of the agenda's date.
enum class AgendaBand
{
    Overdue,
    Today,
    Soon, ///< within the next `soonDays`
    Later,
    Undated, ///< due with a move, not on a date (a claim window, II.6.3)
};

/// The band of a due date as of `asOf`: overdue, today, within `soonDays`, later, or undated.
AgendaBand bandOf(const std::optional<QDate>& due, const QDate& asOf, int soonDays);

/// A step on the player's agenda that is not one of a game's ledger deadlines.
enum class DeskStep
{
    GameFile, ///< the game cannot be computed: its file needs mending
    Objection, ///< to a claim against me (II.6.4)
    Leave, ///< my leave to come (II.7): dated by its first day
    LeaveEnds, ///< my leave under way (II.7): dated by its last day, after which my days run again
    TimeLimit, ///< the last day my reply may go with my time within the control period's limit (II.4.3)
    PartnerLeave, ///< the partner's leave to come (II.7): dated by its first day; my waits for a reply wait
                  ///< too
    PartnerLeaveEnds, ///< the partner's leave under way (II.7): dated by its last day
    RepeatQuery, ///< the ledger's repeat (II.5.1) of a card that is my query (II.3.12): the query goes again
};

/// What an agenda item asks for: one of the ledger's deadlines, or a step of the desk's own.
using AgendaKind = std::variant<ledger::DeadlineKind, DeskStep>;

/// The kind's stable name, as an iCalendar UID carries it: the ledger's deadline names (repeat_move, …),
/// game_file, objection, leave, leave_ends, time_limit, partner_leave, partner_leave_ends, repeat_query.
QString agendaKindName(const AgendaKind& kind);

/// What a ledger deadline of `game` asks for on the desk: its kind, but a repeat of a query
/// (DeskStep::RepeatQuery) where the card unanswered is a query (helper-70 read «повторити хід» after
/// his query).
AgendaKind agendaKindOf(const ledger::GameFile& game, const ledger::Deadline& deadline);

/// One deadline across the player's games.
struct PlayerAgendaItem
{
    qint64 game = 0;
    QString partner;
    QString event;
    std::optional<QDate> due;
    AgendaKind what = ledger::DeadlineKind::RepeatMove;
    bool mine = true; ///< my step; false: the partner's (a deadline that warns me of them)
    ledger::Explanation why;
    AgendaBand band = AgendaBand::Later;

    bool operator==(const PlayerAgendaItem&) const = default;
};

/// The player in `game` named `me`, or nullopt when neither is.
std::optional<ledger::Color> colourOf(const ledger::GameFile& game, const PlayerNames& me);

/// The name that plays in most of the games: whose desk this is, unless the settings say otherwise.
QString deskOwner(const QList<DeskGame>& games);

/// My objection to the partner's forfeit claim against me in `game` (II.6.4): when it is due (7 days from
/// the notice's arrival; from its registered-mail receipt when the arrival is not known, so never late) and
/// why; nullopt when no claim of the partner's stands in a game not finished. The item's game, partner, event
/// and band are the caller's.
std::optional<PlayerAgendaItem> objectionStep(
    const ledger::GameFile& game, const ledger::Ledger& ledger, ledger::Color mine);

/// The last day my reply may be sent with my time still within the control period's limit (II.4.3; later,
/// the limit is exceeded, II.6.1), while it is my move and my time runs; nullopt otherwise (the partner's
/// move, the card not received yet, a claim stopped the time, the game finished). Overdue once the limit is
/// exceeded. The item's game, partner, event and band are the caller's.
std::optional<PlayerAgendaItem> timeLimitStep(
    const ledger::GameFile& game, const ledger::Ledger& ledger, ledger::Color mine);

/// The agenda's order: my steps overdue, due today, due with my reply (undated); then the partner's overdue
/// and due today; the dates to come, mine and the partner's; the partner's undated steps; by date within
/// each, and by game (the archive's id) within a date.
bool agendaSortsBefore(const PlayerAgendaItem& a, const PlayerAgendaItem& b);

/// Every deadline of every game of `me` as of `asOf`, earliest first (undated ones last): each game's
/// ledger deadlines, an objection to a claim against me (7 days from the notice, II.6.4; counted from the
/// notice's registered-mail receipt when its arrival is not known, so never late), the last day of my reply
/// within my time (II.4.3), my leaves to come (II.7) and the partners' (their days do not run, and my
/// waits for their reply are longer by them: II.5.1, the rules' §5 decision). A game the ledger refuses is
/// listed with its first problem.
QList<PlayerAgendaItem> playerAgenda(
    const QList<DeskGame>& games, const PlayerNames& me, const QDate& asOf, int soonDays = 14);

/// A partner as the address book lists them: the address written in my latest game with them.
struct Partner
{
    QString name;
    QString address;
    int games = 0;

    bool operator==(const Partner&) const = default;
};

/// Everyone I play, by name, with their address and how many games we have.
QList<Partner> partners(const QList<DeskGame>& games, const PlayerNames& me);

/// Every game with `partner`, their address changed to `address` (a card to a wrong address costs
/// penalty days, II.4.9).
QList<DeskGame> withPartnerAddress(
    const QList<DeskGame>& games, const PlayerNames& me, const QString& partner, const QString& address);

/// The words of an agenda item in the reader's language, given by whoever shows the agenda.
using AgendaItemWords = std::function<QString(const PlayerAgendaItem&)>;

/// The agenda as an iCalendar file (RFC 5545): one all-day event per dated item, its summary saying what
/// and the game, its description the clause and the facts (both in the reader's words). `stamp` is the
/// DTSTAMP (no clock in the core).
QByteArray agendaICalendar(const QList<PlayerAgendaItem>& items,
    const QDateTime& stamp,
    const AgendaItemWords& summary,
    const AgendaItemWords& description);

} // namespace postmark::desk

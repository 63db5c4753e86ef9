// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>

#include <QDate>
#include <QList>
#include <QString>

#include "core/ledger/gamefile.h"
#include "core/ledger/gamestatus.h"
#include "core/ledger/ledger.h"
#include "core/support/progress.h"
#include "core/support/result.h"
#include "core/tournament/cup.h"
#include "core/tournament/judgeregisters.h"
#include "core/tournament/teamevent.h"
#include "core/tournament/tournament.h"

namespace postmark::archive {

/// One line of the games list: what a player or judge sees before opening a game.
struct GameSummary
{
    qint64 id = 0;
    QString event;
    QString index;
    QString white;
    QString black;
    int plies = 0;
    int whiteTotal = 0;
    int blackTotal = 0;
    ledger::Color toMove = ledger::Color::White;
    ledger::GameStatus status =
        ledger::GameStatus::ToMove; ///< as of the cached state's day; never TimeTrouble
    std::optional<int> daysLeft; ///< in the control period, for the player to move
    std::optional<QDate> nextDue; ///< the earliest deadline (overdue ones included)
    std::optional<ledger::DeadlineKind> nextDeadline; ///< its kind
};

/// A game that reached a position, and after how many half-moves it first did.
struct PositionMatch
{
    qint64 id = 0;
    int ply = 0;

    bool operator==(const PositionMatch&) const = default;
};

/// The order the desk lists a player's games in on opening: the earliest next deadline first (the ones
/// overdue before today's, before those to come), games with no dated deadline last; among the same day,
/// by id (the order of games()). The window's list sorts by the same key (GameListModel::deadlineKey()).
inline bool dueFirst(const GameSummary& left, const GameSummary& right)
{
    if (left.nextDue.has_value() != right.nextDue.has_value())
        return left.nextDue.has_value();
    if (left.nextDue != right.nextDue)
        return *left.nextDue < *right.nextDue;
    return left.id < right.id;
}

/// One line of the tournaments list.
/// A Cup cycle as the archive keeps it: its groups are tournaments of the archive.
struct CupRecord
{
    qint64 id = 0;
    tournament::Cup cup;
};

struct TournamentSummary
{
    qint64 id = 0;
    QString name;
    QString index;
};

/// Whose archive this is: a postal player, whose games the desk lists, a chief judge, whose events open
/// in the judge's window, or both.
/// What importing one game came to: the game's id, new or (imported before) the one it has.
struct ImportOutcome
{
    qint64 id = 0;
    bool importedBefore = false;

    bool operator==(const ImportOutcome&) const = default;
};

/// What copying an event with its games came to (copyInEvent()): the event's id here, and each game's.
struct EventCopy
{
    qint64 tournamentId = 0;
    QList<ImportOutcome> games;
};

struct ArchiveOwner
{
    QString name; ///< as the cards and the tournament files write it
    bool plays = true;
    bool judges = false;
    /// The same player as other cards and files write him ("Ковальчук О.П." in a judge's start list): his
    /// games under any of these are on his desk too.
    QStringList otherSpellings = {};
    /// The owner's postal address, as a card's sender writes it (II.3.7), its lines joined by '\n': the
    /// sender's on every card and letter the owner sends, and a new game's.
    QString address = {};

    bool operator==(const ArchiveOwner&) const = default;
};

/// Where games live. The UI and the command line talk to this; only the storage layer knows SQL.
/// Every method is one transaction: it is done whole or not at all, and a refused write leaves the
/// archive as it was. Errors name what went wrong (a locked or full disk, a game that does not exist).
class GameRepository
{
public:
    virtual ~GameRepository() = default;

    /// Stores a new game; `today` is used for the cached state when the game has no as-of date.
    virtual Result<qint64> addGame(const ledger::GameFile& game, const QDate& today) = 0;
    virtual std::optional<Error> replaceGame(qint64 id, const ledger::GameFile& game, const QDate& today) = 0;
    /// As replaceGame(), with the game's ledger the caller has computed already (a card just checked): the
    /// cached state is taken from `computed` rather than computed again when it is as of the day the
    /// archive computes the game as of (its as-of date, else `today`). The caller vouches that `computed`
    /// is this game's. An archive that keeps no cached state ignores it.
    virtual std::optional<Error> replaceComputedGame(
        qint64 id, const ledger::GameFile& game, const ledger::Ledger& computed, const QDate& today)
    {
        Q_UNUSED(computed);
        return replaceGame(id, game, today);
    }
    /// Reads a game, lets `edit` change it, and writes it back, all in one transaction: two programs
    /// editing the same game one after the other never lose each other's change. An error from `edit`
    /// cancels the whole action.
    virtual std::optional<Error> updateGame(qint64 id,
        const std::function<std::optional<Error>(ledger::GameFile&)>& edit,
        const QDate& today) = 0;
    /// Replaces several games together: all are stored or none (a leave announced in every game).
    virtual std::optional<Error> replaceGames(
        const QList<QPair<qint64, ledger::GameFile>>& games, const QDate& today) = 0;
    virtual std::optional<Error> removeGame(qint64 id) = 0;
    /// Stores new games together (an import, a new game): all are added or none; returns their ids in order.
    virtual Result<QList<qint64>> addGames(const QList<ledger::GameFile>& games, const QDate& today) = 0;
    /// Removes games together (an import taken back): all or none.
    virtual std::optional<Error> removeGames(const QList<qint64>& ids) = 0;
    /// Imports games together, all or none, each recognised by its content: a game imported before (by
    /// this import or an earlier one, whatever other program imports at the same time) is not stored again
    /// and is reported with the id it has. The check and the writes are one transaction. `progress` is told
    /// each game stored; when it asks to stop, nothing is stored and the error is Cancelled.
    virtual Result<QList<ImportOutcome>> importGames(
        const QList<ledger::GameFile>& games, const QDate& today, const Progress& progress = {}) = 0;
    /// Another archive's games, whole and in one transaction: a game this archive has (the same content)
    /// is reported with its id; a different game of the same event and players refuses the whole copy
    /// (TournamentEditRefused naming the game, nothing written).
    /// This default imports them (importGames()); it does not look for a different game of the same name.
    virtual Result<QList<ImportOutcome>> copyInGames(const QList<ledger::GameFile>& games, const QDate& today)
    {
        return importGames(games, today);
    }
    virtual Result<ledger::GameFile> game(qint64 id) const = 0;
    virtual Result<QList<GameSummary>> games() const = 0;
    /// The first `count` of the games `player` plays (by name, as White or Black), in the order the desk
    /// lists them on opening (dueFirst()): the window lists these before its first paint and the rest
    /// after it. An archive that can asks for just these; this default sorts every game.
    virtual Result<QList<GameSummary>> gamesDueFirst(const QString& player, int count) const
    {
        Result<QList<GameSummary>> all = games();
        if (!all)
            return all;
        QList<GameSummary> played = std::move(*all);
        played.removeIf([&player](const GameSummary& summary) {
            return summary.white != player && summary.black != player;
        });
        std::stable_sort(played.begin(), played.end(), dueFirst);
        return played.mid(0, count);
    }
    /// The games with these ids, in id order (an id the archive does not hold is left out): the desk reads
    /// its games ahead a lot at a time. An archive that can reads them at once; this default, one by one.
    virtual Result<QList<std::pair<qint64, ledger::GameFile>>> gamesWithIds(const QList<qint64>& ids) const
    {
        QList<qint64> sorted = ids;
        std::sort(sorted.begin(), sorted.end());
        QList<std::pair<qint64, ledger::GameFile>> found;
        for (qint64 id : sorted) {
            Result<ledger::GameFile> read = game(id);
            if (read)
                found.append({id, std::move(*read)});
            else if (read.error().code != ErrorCode::GameNotFound)
                return read.error();
        }
        return found;
    }
    /// The whole games of one event (as the games name it), by id, whoever plays them: the judge's
    /// agenda and window. An archive that keeps an index reads them at once; this default reads the list.
    virtual Result<QList<std::pair<qint64, ledger::GameFile>>> gamesOfEvent(const QString& name) const
    {
        const Result<QList<GameSummary>> listed = games();
        if (!listed)
            return listed.error();
        QList<std::pair<qint64, ledger::GameFile>> found;
        for (const GameSummary& summary : *listed) {
            if (summary.event != name)
                continue;
            Result<ledger::GameFile> read = game(summary.id);
            if (!read)
                return read.error();
            found.append({summary.id, std::move(*read)});
        }
        return found;
    }

    /// A copy of the whole archive at `target`, consistent while the archive is in use; `target` must not
    /// exist. Long on a large archive: `progress` follows it, and Cancel leaves no copy.
    virtual std::optional<Error> backup(const QString& target, const Progress& progress = {}) const
    {
        Q_UNUSED(progress);
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::ArchiveKeepsNoCopies, target)};
    }
    /// Why backup() would be refused to whoever is connected, known before anything is asked (a
    /// federation's server is copied whole only by the archive's owner); nothing when it may be made.
    virtual std::optional<Message> backupRefusal() const { return std::nullopt; }
    /// The file the archive lives in, when it is one (a copy must never be written over it).
    virtual QString archiveFile() const { return {}; }
    /// Every check the archive can make of itself and of its games; one message per problem found.
    virtual Result<QList<Message>> check(const Progress& progress = {}) const
    {
        Q_UNUSED(progress);
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::ArchiveCannotCheckItself)};
    }

    /// Why every write would be refused (the archive is read-only or damaged), or nothing when it can be
    /// written: the window says so when it opens the archive, before the user types anything.
    virtual std::optional<Error> writeRefusal() const { return std::nullopt; }
    /// Whether writeRefusal() answers without waiting: an archive may still be checking itself for
    /// damage just after it opened, and the window asks again rather than wait for it.
    virtual bool writeRefusalSettled() const { return true; }
    /// Starts what the archive checks of itself beside the work of the window (an archive file: SQLite's
    /// quick check of every page), once the window has shown the games. Before it is started, the first
    /// write starts it and waits for it; an archive with nothing to check does nothing.
    virtual void startDeferredChecks() const {}

    /// Where this archive is and who works on it, when the archive decides per user (a federation's server:
    /// its address, the login and the login's role); nothing for an archive file, whose user may do all.
    virtual std::optional<Message> connectionNotice() const { return std::nullopt; }
    /// Why this user may not change the event `id` (its results, withdrawals, players and registers), or
    /// nothing when they may: the judge's window greys what the archive would refuse, with this reason.
    virtual std::optional<Message> eventEditRefusal(qint64 id) const
    {
        Q_UNUSED(id);
        return std::nullopt;
    }

    /// Why this user may not make or import an event, or nothing when they may (File ▸ New tournament and
    /// Import a tournament file are greyed with it): on a server, a player or the appeals committee.
    virtual std::optional<Message> eventCreationRefusal() const { return std::nullopt; }
    /// Why the user may not change the recorded end of game `id` (a player, in a game of an event on a
    /// federation's server, once either player wrote it: a disputed result is the judge's, II.9.1);
    /// nothing when they may, or when it has none.
    virtual std::optional<Message> resultChangeRefusal(qint64 id) const
    {
        Q_UNUSED(id);
        return std::nullopt;
    }
    /// Why the event `id` is not copied whole from here, or nothing when it is: a player on a server reads
    /// only their own games of it, and a copy elsewhere would show every other game as never begun.
    virtual std::optional<Message> eventCopyRefusal(qint64 id) const
    {
        Q_UNUSED(id);
        return std::nullopt;
    }

    /// The player's analysis of game `id` (variations and comments, core/analysis/analysisjson.h) as kept
    /// here; empty when there is none.
    virtual Result<QByteArray> analysis(qint64 id) const
    {
        Q_UNUSED(id);
        return QByteArray();
    }
    /// Keeps the analysis of game `id` in one transaction (empty: none), or refuses, changing nothing.
    virtual std::optional<Error> setAnalysis(qint64 id, const QByteArray& json)
    {
        Q_UNUSED(id);
        Q_UNUSED(json);
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::ArchiveKeepsNoAnalysis)};
    }
    /// Why analysis is not kept here, or nothing when it is: a federation's server shows a game to both
    /// players, and a player's variations are their own.
    virtual std::optional<Message> analysisRefusal() const
    {
        return say(MessageCode::ArchiveKeepsNoAnalysis);
    }

    /// Whether gamesReaching() searches here (an archive file), or refuses (a federation's server).
    virtual bool searchesPositions() const { return false; }
    /// The games that reached the position whose key is `key` (chess::Position::key: the pieces, the side to
    /// move, castling and en passant), each with the first half-move it was reached after, in id order.
    virtual Result<QList<PositionMatch>> gamesReaching(std::uint64_t key) const
    {
        Q_UNUSED(key);
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::ArchiveKeepsNoPositions)};
    }

    /// Whose archive this is; nothing until it is set (on first start, in Settings, or by the demo).
    virtual Result<std::optional<ArchiveOwner>> owner() const { return std::optional<ArchiveOwner>{}; }
    /// Sets the owner, in one transaction. Refused (nothing changes) for an empty name.
    virtual std::optional<Error> setOwner(const ArchiveOwner& owner)
    {
        Q_UNUSED(owner);
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::ArchiveKeepsNoOwner)};
    }

    /// The whole tournaments a judge keeps here (a player's archive has none: the default).
    virtual Result<QList<TournamentSummary>> tournaments() const { return QList<TournamentSummary>{}; }
    virtual Result<tournament::Tournament> tournament(qint64 id) const
    {
        return Error{ErrorCode::TournamentNotFound, say(MessageCode::Verbatim, QString::number(id))};
    }
    /// Stores a whole new tournament (a new event, a tournament file) in one transaction; returns its id.
    virtual Result<qint64> importTournament(const tournament::Tournament& event)
    {
        Q_UNUSED(event);
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::ArchiveKeepsNoTournaments)};
    }
    /// The judge's claims and adjudications of a tournament.
    virtual Result<tournament::JudgeRegisters> judgeRegisters(qint64 id) const
    {
        return Error{ErrorCode::TournamentNotFound, say(MessageCode::Verbatim, QString::number(id))};
    }
    /// The Cup cycles the judge keeps here, by name.
    virtual Result<QList<CupRecord>> cups() const { return QList<CupRecord>{}; }
    /// Stores a Cup (id 0: a new one) with its groups and decisions, all in one transaction; returns its id.
    /// Refused (CupRefused, the archive unchanged) for a Cup cupProblem() finds wrong or a tournament the
    /// archive has not.
    virtual Result<qint64> saveCup(qint64 id, const tournament::Cup& cup)
    {
        Q_UNUSED(id);
        Q_UNUSED(cup);
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::ArchiveKeepsNoTournaments)};
    }
    /// New groups for the Cup `id` (their tournaments, each with its stage and number) and the Cup listing
    /// them, stored in one transaction; refused as saveCup() refuses, leaving no tournament behind.
    virtual Result<qint64> addCupGroups(qint64 id,
        const tournament::Cup& cup,
        const QList<std::pair<tournament::CupGroup, tournament::Tournament>>& groups)
    {
        Q_UNUSED(id);
        Q_UNUSED(cup);
        Q_UNUSED(groups);
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::ArchiveKeepsNoTournaments)};
    }
    /// The team events kept here (id and event), by name.
    virtual Result<QList<std::pair<qint64, tournament::TeamEvent>>> teamEvents() const
    {
        return QList<std::pair<qint64, tournament::TeamEvent>>{};
    }
    /// Stores a team event whole (id 0: a new one) in one transaction; returns its id. Refused
    /// (TournamentEditRefused, the archive unchanged) without a name or with one another team event has.
    virtual Result<qint64> saveTeamEvent(qint64 id, const tournament::TeamEvent& event)
    {
        Q_UNUSED(id);
        Q_UNUSED(event);
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::ArchiveKeepsNoTournaments)};
    }
    using TournamentEdit =
        std::function<std::optional<Error>(tournament::Tournament&, tournament::JudgeRegisters&)>;
    /// Reads a tournament and its registers, lets `edit` change results, withdrawals and registers, and
    /// writes them back, all in one transaction. Players and pairings stay as imported.
    virtual std::optional<Error> updateTournament(qint64 id, const TournamentEdit& edit)
    {
        Q_UNUSED(edit);
        return Error{ErrorCode::TournamentNotFound, say(MessageCode::Verbatim, QString::number(id))};
    }
    /// Another archive's event with its registers, whole and in one transaction (claims get new ids);
    /// refused (TournamentEditRefused, nothing written) when an event of that name and index is here.
    virtual Result<qint64> copyInTournament(
        const tournament::Tournament& event, const tournament::JudgeRegisters& registers)
    {
        Q_UNUSED(event);
        Q_UNUSED(registers);
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::ArchiveKeepsNoTournaments)};
    }
    /// copyInTournament() and copyInGames() in one transaction: a judge publishing an event from a laptop's
    /// archive to the federation's server, so that the server never holds the event without its games.
    /// `progress` is told each game copied; when it asks to stop, nothing is written (Cancelled).
    virtual Result<EventCopy> copyInEvent(const tournament::Tournament& event,
        const tournament::JudgeRegisters& registers,
        const QList<ledger::GameFile>& games,
        const QDate& today,
        const Progress& progress = {})
    {
        Q_UNUSED(event);
        Q_UNUSED(registers);
        Q_UNUSED(games);
        Q_UNUSED(today);
        Q_UNUSED(progress);
        return Error{ErrorCode::ArchiveFailure, say(MessageCode::ArchiveKeepsNoTournaments)};
    }
};

/// How the program opens a federation's server at an address (postgresql://…) for the windows that need
/// one without listing it (a judge publishing an event): the server's archive, or why not. The windows do
/// not know PostgreSQL; the program does.
using ServerConnector = std::function<Result<std::unique_ptr<GameRepository>>(const QString& address)>;

} // namespace postmark::archive

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <optional>

#include <QCoreApplication>
#include <QDate>
#include <QList>

#include "core/archive/gamerepository.h"
#include "core/desk/playeragenda.h"
#include "core/ledger/ledger.h"
#include "core/pgn/pgngame.h"

namespace postmark::ui {

/// An archive game as the desk works with it: the game file and its ledger as of the desk's day.
struct PostalGame
{
    ledger::GameFile game;
    ledger::Ledger ledger;
};

/// One game the window can show: a game of an open PGN file, or a game of the archive.
struct ShownGame
{
    qint64 id = 0; ///< the archive's id; 0 for a game read from a PGN file
    pgn::PgnGame pgn; ///< for the board and the score sheet (for an archive game: once it is read)
    /// An archive game once read and computed. Held apart: a listed entry not yet read stays small (a
    /// PostalGame is a kilobyte, and a desk may list 10,000 games).
    std::shared_ptr<const PostalGame> postal;
};

/// The games the window lists, one entry each, and which of them is shown. An archive's games are listed
/// from the archive's summaries at once and each is read and computed when first needed (a large archive
/// opens as fast as a small one).
class DeskGames
{
    Q_DECLARE_TR_FUNCTIONS(DeskGames)

public:
    /// The games of a PGN file; none is shown yet.
    void setPgnGames(QList<pgn::PgnGame> games);
    /// The archive's games `listed`, each read from `repository` when needed and computed as of `today`
    /// (or the game's own date, if later); none is shown yet. A game offered (offer()) is listed read.
    void setArchiveGames(
        const archive::GameRepository& repository, const QList<archive::GameSummary>& listed, QDate today);
    /// Offers archive game `id` read and computed (a card just logged: the game stored and the check's
    /// ledger) to the next setArchiveGames(), so that it is not read and computed again. Taken when the game
    /// is listed and the ledger is as of the day it would be computed as of; dropped otherwise.
    void offer(qint64 id, PostalGame computed);
    /// Drops an offer not taken (the archive could not be listed).
    void dropOffer() { m_offered.reset(); }
    /// Archive game `id` as just stored: `computed` when the caller has its ledger as of the day it would be
    /// computed as of, else computed now. False when the game is not listed or cannot be computed (the
    /// caller then lists the archive again).
    bool replace(qint64 id, const ledger::GameFile& game, const ledger::Ledger* computed);

    int size() const { return int(m_entries.size()); }
    bool isEmpty() const { return m_entries.isEmpty(); }
    /// Whether the games listed are a PGN file's (setPgnGames()), not the archive's.
    bool holdsPgnFile() const { return m_pgnFile; }
    /// The entry `index` as read so far (see load()).
    const ShownGame& at(int index) const { return m_entries[index]; }
    /// The position of archive game `id` in the list; -1 when it is not listed.
    int indexOf(qint64 id) const;
    /// Reads and computes archive game `index` if it is not yet; false when it cannot be (not an archive
    /// game, or one the archive cannot give).
    bool load(int index);
    /// Reads and computes the entries from `first` on, up to `count` of them, with one read of the
    /// archive for all (the desk reads ahead a lot at a time after the window is up).
    void loadAhead(int first, int count);
    /// Every listed archive game, read and computed (those not yet read are read now).
    QList<desk::DeskGame> all();

    /// Shows entry `index` (-1: none), reading it first; the index is kept within the list.
    void setCurrent(int index);
    int currentIndex() const { return m_current; }
    /// The entry shown; nullptr when none is.
    const ShownGame* current() const;
    /// The archive game shown, read; nullptr when none is (nothing shown, or a PGN file's game).
    const PostalGame* currentPostal() const;
    /// The archive id of the game shown; 0 when none.
    qint64 currentId() const;

    /// The day an archive game is computed as of: the desk's, or the game's own date if later.
    QDate computedAsOf(const ledger::GameFile& game) const;
    /// Puts `game` with its `ledger` into `entry`: the board's and score sheet's game, the totals in its
    /// heading, the game and ledger for the tabs (a judge's view of one game shows it the same way).
    static void fill(ShownGame& entry, const ledger::GameFile& game, const ledger::Ledger& ledger);

private:
    QList<ShownGame> m_entries;
    const archive::GameRepository* m_repository = nullptr;
    QDate m_today;
    int m_current = -1;
    bool m_pgnFile = false;
    std::optional<std::pair<qint64, PostalGame>> m_offered;
};

} // namespace postmark::ui

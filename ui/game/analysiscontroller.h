// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QObject>
#include <QPointer>

#include "core/analysis/gameanalysis.h"
#include "core/support/message.h"

class QUndoStack;

namespace postmark::archive {
class GameRepository;
}

namespace postmark::ui {

/// The player's analysis of the game shown and where on it the board stands: moves made on the board go
/// into variations, each change kept in the archive at once (one transaction) and undoable from the Edit
/// menu. The game's own moves — its cards — are never touched. A game that cannot keep analysis (a PGN
/// file's, a federation server's, a read-only archive's) is analysed all the same, and told so.
class AnalysisController : public QObject
{
    Q_OBJECT

public:
    explicit AnalysisController(QObject* parent = nullptr);

    /// Where analysis is kept, and the window's undo stack; none: nothing is kept.
    void setArchive(archive::GameRepository* repository, QUndoStack* undo);
    /// The game shown: its id in the archive (0: not an archive game) and its own moves. Its kept analysis
    /// is read; the board goes to the main line's `ply` — unless it is the game shown already, with the same
    /// moves: then the board stays where it is.
    void setGame(qint64 id, const analysis::MainLineMoves& mainLine, int ply);

    const analysis::GameAnalysis& analysis() const { return m_analysis; }
    /// The archive the game shown is in (none for a PGN file's game), and its id there.
    archive::GameRepository* repository() const { return m_id > 0 ? m_repository : nullptr; }
    qint64 gameId() const { return m_id; }
    const analysis::MainLineMoves& mainLine() const { return m_mainLine; }
    analysis::Place place() const { return m_place; }
    chess::Position position() const;
    /// The move that led to the place; none at the game's start.
    std::optional<chess::Move> lastMove() const;
    /// Why what is tried here is not kept, or nothing when it is (or not known yet: an archive still
    /// checking itself for damage is asked once it knows, and a change tried before waits for it).
    std::optional<Message> keepingRefusal() const;
    /// The archive now knows whether it may be written (its damage check ended): what is shown is told.
    void writeRefusalSettled();
    /// What of the kept analysis no longer fits the game's moves (a card corrected since), when read.
    int variationsLeftOut() const { return m_variationsLeftOut; }
    int movesLeftOut() const { return m_movesLeftOut; }

    void goTo(analysis::Place place);
    /// A legal move made on the board.
    void play(const chess::Move& move);
    /// Moves from the board's position, as one change (an engine's line copied to the board).
    void playLine(const std::vector<chess::Move>& moves);
    void setComment(const QString& comment);
    /// Removes the variation the board is in, with those branching from it.
    void removeVariation();

    /// Applies an analysis written by an undo or a redo, when it is this game's.
    void applyWritten(qint64 id, const analysis::GameAnalysis& analysis);

Q_SIGNALS:
    /// The analysis or the place changed: the board, the notation and the engine follow.
    void changed();
    /// A change could not be kept: why, in the user's words. The analysis stays as it was.
    void refused(const QString& why);

private:
    /// Keeps `after` (the board at `place`), pushing an undo step named `what`; false when refused.
    bool keep(const analysis::GameAnalysis& after, analysis::Place place, const QString& what);

    QPointer<QUndoStack> m_undo;
    archive::GameRepository* m_repository = nullptr;
    archive::GameRepository* m_gameRepository = nullptr; ///< the archive the game shown was read from
    qint64 m_id = 0;
    analysis::MainLineMoves m_mainLine;
    analysis::GameAnalysis m_analysis;
    analysis::Place m_place;
    mutable std::optional<Message> m_refusal;
    mutable bool m_writeRefusalAsked = true; ///< the archive's write refusal is in m_refusal (or none)
    int m_variationsLeftOut = 0;
    int m_movesLeftOut = 0;
};

} // namespace postmark::ui

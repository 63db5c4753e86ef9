// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <optional>

#include <QDate>
#include <QHash>
#include <QList>
#include <QSplitter>

#include "core/chess/notation.h"
#include "core/desk/gamerow.h"
#include "ui/desk/deskgames.h"

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QTabWidget;
class QTableView;
class QUndoStack;

namespace postmark::archive {
class GameRepository;
}

namespace postmark::models {
class MoveTableModel;
}

namespace postmark::ui {

class AnalysisController;
class AnalysisPanel;
class AnalysisTab;
class BoardWidget;
class CardLedgerTable;
class DeadlineList;
class LazyPage;
class TimePage;
struct ShownGame;

/// One game as the window shows it: the board, the score sheet in the chosen notation, the heading, and,
/// for an archive game, its cards, its time, its deadlines and the partner's proposed variant.
class GameView : public QSplitter
{
    Q_OBJECT

public:
    explicit GameView(QWidget* parent = nullptr);

    /// Shows `game` at its last move (nullptr: no game), an archive game's state as of `today`.
    void showGame(const ShownGame* game, QDate today);
    /// Whose desk it is (the games' deadlines are told to them: a claim against them asks an objection).
    void setOwner(const desk::PlayerNames& me);
    /// Shows the position after `ply` of the game's own moves (0 = the start), kept within the game.
    void goToPly(int ply);
    /// Half-moves from the game's start to the position shown (in a variation too).
    int ply() const;
    void setNotation(chess::Notation notation);
    /// Brings the Cards tab forward with card `row` selected and in view.
    void selectCard(int row);
    /// A view that only reads the game (a judge's): its cards say nothing of correcting them.
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }

    /// The chooser of the game shown; the window lists the games in it.
    QComboBox* gameChooser() const { return m_gameChooser; }
    QComboBox* notationChooser() const { return m_notationChooser; }
    AnalysisPanel* analysisPanel() const;
    AnalysisController* analysis() const { return m_analysis; }
    /// Where the player's analysis is kept and the window's undo stack (none: not kept).
    void setAnalysisArchive(archive::GameRepository* repository, QUndoStack* undo);
    /// Whether the window can show an archive game (its desk lists it): a game found with the board's
    /// position is offered to open only then.
    void setGameOpenable(std::function<bool(qint64)> canOpen);
    /// Start, Back, Forward, End and Flip: they act while the board or the score sheet has the focus.
    QList<QAction*> navigationActions() const { return m_navigation; }
    /// One action a tab of the game, Ctrl+1 to Ctrl+5 from anywhere in the window: the keyboard's way to the
    /// cards, the time, the deadlines and the analysis (the tabs took a click before).
    QList<QAction*> tabActions() const { return m_tabActions; }

Q_SIGNALS:
    void gameChosen(int index);
    /// A card row activated in the Cards tab (double-click or Enter): the player would correct it.
    void cardActivated(int row);
    /// A game found with the board's position: the window opens it at half-move `ply`.
    void positionGameChosen(qint64 id, int ply);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void createNavigation();
    void createTabActions();
    /// The board beside the heading over the tabs (false), or the board and the heading over the tabs.
    void arrange(bool tall);
    /// The board above the tabs, the heading beside it: the splitter's orientation says so.
    bool isTall() const { return orientation() == Qt::Vertical; }
    /// In a tall view, the board as wide as its pane is high, within what the heading leaves.
    void fitBoardBesideHeading();
    /// The heading's least width beside the board: a long line of the chooser in full.
    int headingLeastWidth() const;
    void showPostalState(const ShownGame* game, QDate today);
    /// The board, the score sheet's mark and the engine where the analysis stands.
    void showPlace();
    // The Cards, Time and Deadlines tabs are built when first brought forward or asked for, and show the
    // game shown when they are: a game chosen while one is hidden is put into it only when it is opened
    // (opening the window, and going from game to game, costs the one tab in view).
    QWidget* buildCards();
    /// Brings a game tab's page up to the game shown, building it first if need be.
    void fillIfStale(LazyPage* page);
    CardLedgerTable* cards();

    bool m_readOnly = false;
    BoardWidget* m_board;
    models::MoveTableModel* m_moves;
    QTableView* m_moveView;
    AnalysisController* m_analysis;
    AnalysisTab* m_analysisTab;
    QComboBox* m_gameChooser;
    QComboBox* m_notationChooser;
    QLabel* m_gameTitle;
    QLabel* m_gameProblem;
    QLabel* m_variantText; ///< the variant proposed to the user, wrapped to the panel's width
    QCheckBox* m_variantPreview;
    QTabWidget* m_tabs;
    QWidget* m_first; ///< the splitter's first pane: the board, and in a tall view the heading beside it
    QWidget* m_second; ///< its second: the heading over the tabs, or in a tall view the tabs alone
    QWidget* m_heading; ///< the chooser, the game's heading and the partner's proposed variant
    LazyPage* m_cardsPage;
    LazyPage* m_timePage;
    LazyPage* m_deadlinesPage;
    /// The archive game shown, for the tabs built or brought forward later.
    std::optional<PostalGame> m_postal;
    QDate m_today;
    int m_shownGeneration = 0; ///< counts the games shown (and the owners set): a page filled before is stale
    QHash<const LazyPage*, int> m_filledGeneration;
    qint64 m_orientedGame = -1; ///< the game the board was last turned for (its player's side at the bottom)
    QList<QAction*> m_navigation;
    QList<QAction*> m_tabActions;
    std::optional<desk::VariantPreview> m_variant; ///< the partner's proposed variant in the game shown
    desk::PlayerNames m_me;
    std::function<bool(qint64)> m_canOpen = [](qint64) {
        return false;
    };
    bool m_splitMovedByUser = false; ///< once the user drags the handle, the split is theirs
    /// Above the tabs, the board takes at most this share of the view's height: the rest is the tabs' (on a
    /// laptop, seven moves or cards in view).
    static constexpr int StackedBoardPercent = 55;
};

} // namespace postmark::ui

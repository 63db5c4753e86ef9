// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <map>
#include <vector>

#include <QTimer>
#include <QWidget>

#include "core/chess/notation.h"
#include "core/engine/uciengine.h"

class QLabel;
class QPushButton;
class QTextBrowser;

namespace postmark::ui {

/// The engine's view of the position on the board, under the score sheet: Start and Stop, the engine's best
/// lines as it deepens (score from White's view, the moves in the score sheet's notation), and what went
/// wrong when the engine cannot run. It follows the board: another move or game is analysed at once. The
/// engine is the player's tool (section I allows it); nothing here touches a card.
class AnalysisPanel : public QWidget
{
    Q_OBJECT

public:
    explicit AnalysisPanel(QWidget* parent = nullptr);

    /// The position to analyse: `start` and the moves played from it (what the engine is told).
    void setPosition(const chess::Position& start, const std::vector<chess::Move>& moves);
    void setNotation(chess::Notation notation);
    bool isRunning() const { return m_running; }
    /// Starts the engine on the position (Settings say which engine), or stops it.
    void start();
    void stop();

    /// The lines shown, best first.
    std::vector<engine::AnalysisLine> lines() const;
    const chess::Position& analysedPosition() const { return m_position; }

Q_SIGNALS:
    /// The player asked to play the engine's best line on the board (from analysedPosition()).
    void lineChosen(const std::vector<chess::Move>& moves);

private:
    void showLines();
    /// A line's moves as the panel shows them: the first of them when it is long.
    QString shownLine(const engine::AnalysisLine& line) const;
    void showProblem(const engine::EngineProblem& problem);
    void showStatus();
    void analyseNow();

    engine::UciEngine* m_engine;
    QPushButton* m_startStop;
    QPushButton* m_playLine;
    QLabel* m_status;
    QLabel* m_problem;
    QTextBrowser* m_lineView;
    QTimer m_refresh; ///< the engine says dozens of lines a second: the view shows them a few times a second
    chess::Position m_start = chess::Position::initial();
    std::vector<chess::Move> m_moves;
    chess::Position m_position = chess::Position::initial();
    chess::Notation m_notation = chess::Notation::Ukrainian;
    std::map<int, engine::AnalysisLine> m_lines; ///< by rank, the latest of each
    bool m_running = false;
};

} // namespace postmark::ui

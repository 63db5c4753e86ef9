// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

#include <QDate>
#include <QWidget>

#include "core/chess/notation.h"

class QLabel;
class QLineEdit;
class QPushButton;
class QTextBrowser;

namespace postmark::ui {

class AnalysisController;
class AnalysisPanel;

/// The game's Analysis tab: the game with the player's variations and comments (each move a link to its
/// position), the comment on the move the board shows, Delete variation, and the engine's lines below. Moves
/// made on the board go into it through the controller.
class AnalysisTab : public QWidget
{
    Q_OBJECT

public:
    explicit AnalysisTab(AnalysisController& controller, QWidget* parent = nullptr);
    ~AnalysisTab() override;

    AnalysisPanel* enginePanel() const { return m_engine; }
    void setNotation(chess::Notation notation);
    /// Whether the window can open a game found with the position, and the day the games are computed for.
    void setGameOpening(std::function<bool(qint64)> canOpen, QDate today);

Q_SIGNALS:
    /// A move of the notation was clicked: the board is there, and the move keys go back to it.
    void placeChosen();
    /// A game found with the board's position, to be opened at half-move `ply`.
    void gameChosen(qint64 id, int ply);

private:
    void showAnalysis();

    AnalysisController& m_controller;
    QTextBrowser* m_notationView;
    QLabel* m_note;
    QLineEdit* m_comment;
    QPushButton* m_removeVariation;
    QPushButton* m_searchPosition;
    AnalysisPanel* m_engine;
    chess::Notation m_notation = chess::Notation::Ukrainian;
    std::function<bool(qint64)> m_canOpen = [](qint64) {
        return false;
    };
    QDate m_today;
};

} // namespace postmark::ui

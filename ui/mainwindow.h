// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QList>
#include <QMainWindow>

#include "core/pgn/pgngame.h"

class QComboBox;
class QLabel;
class QTableView;

namespace postmark::models {
class MoveTableModel;
}

namespace postmark::archive {
class GameRepository;
}

namespace postmark::ui {

class BoardWidget;

/// The main window: a board and the score sheet of the game chosen from an open PGN file.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    /// Reads a PGN file; returns false (and says why in the window) when it cannot be read.
    bool openPgn(const QString& path);
    /// Lists the games of an archive (the repository outlives the window); each game is shown as of `today`.
    bool openArchive(archive::GameRepository& repository, const QDate& today);
    void showGame(int index);
    /// Shows the position after `ply` moves of the current game (0 = its start).
    void goToPly(int ply);
    int currentPly() const { return m_ply; }
    int gameCount() const { return int(m_games.size()); }

private:
    void createActions();
    void chooseFile();
    void updateStatus();

    QList<pgn::PgnGame> m_games;
    int m_gameIndex = -1;
    int m_ply = 0;

    BoardWidget* m_board;
    models::MoveTableModel* m_moves;
    QTableView* m_moveView;
    QComboBox* m_gameChooser;
    QComboBox* m_notationChooser;
    QLabel* m_gameTitle;
    QLabel* m_gameProblem;
};

} // namespace postmark::ui

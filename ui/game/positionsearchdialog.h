// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <optional>

#include <QDialog>

#include "core/archive/gamerepository.h"
#include "core/chess/notation.h"
#include "core/chess/position.h"

class QLabel;
class QPushButton;
class QTableWidget;
class QTextBrowser;

namespace postmark::ui {

/// The games of the archive that reached the position on the board, with who played them, the event, the
/// result, when the position stood and what was played next: a small opening reference out of the
/// player's own and the event's games. The chosen game's moves are shown below, the rest after the position
/// in bold; a game of the desk is opened at that move with a double-click or Enter.
class PositionSearchDialog : public QDialog
{
    Q_OBJECT

public:
    /// `shown`: the game on the board, left out of the list; `canOpen`: whether the window can show a game
    /// (the desk lists the owner's games; an event's other games are the judge's window's); `today` for the
    /// games' moves; `notation` to write them in.
    PositionSearchDialog(const archive::GameRepository& repository,
        const chess::Position& position,
        qint64 shown,
        std::function<bool(qint64)> canOpen,
        QDate today,
        chess::Notation notation,
        QWidget* parent = nullptr);

    /// The game chosen and the half-move to open it at; nothing when the dialog was closed.
    std::optional<archive::PositionMatch> chosen() const { return m_chosen; }
    int found() const;

private:
    void showChosenGame();

    QTableWidget* m_table;
    QLabel* m_said;
    QTextBrowser* m_moves;
    QLabel* m_why; ///< why the chosen game does not open here
    QPushButton* m_open;
    std::function<bool(qint64)> m_canOpen;
    chess::Notation m_notation;
    /// Each row's game: its start and moves, and the half-move the position stood after.
    struct Found
    {
        qint64 id = 0;
        int ply = 0;
        chess::Position start;
        std::vector<chess::Move> moves;
        QString event;
    };
    std::vector<Found> m_found;
    std::optional<archive::PositionMatch> m_chosen;
};

} // namespace postmark::ui

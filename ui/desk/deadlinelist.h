// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QListWidget>

namespace postmark::ui {

struct PostalGame;

/// The game's Deadlines tab: each deadline the ledger finds, its date, its clause and why, those past
/// `today` in red.
class DeadlineList : public QListWidget
{
    Q_OBJECT

public:
    explicit DeadlineList(QWidget* parent = nullptr);

    /// Shows `game`'s deadlines as of `today`; nullptr empties the list.
    void setGame(const PostalGame* game, QDate today);
};

} // namespace postmark::ui

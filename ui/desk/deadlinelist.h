// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QListWidget>
#include <QString>

#include "core/desk/playernames.h"

namespace postmark::ui {

struct PostalGame;

/// The game's Deadlines tab: each deadline the ledger finds, its date, its clause and why, those past
/// `today` in red; in a game suspended by a forfeit claim (II.6.6), the objection due from the player the
/// claim is against (II.6.4), as the desk's agenda lists it, or why no deadline runs.
class DeadlineList : public QListWidget
{
    Q_OBJECT

public:
    explicit DeadlineList(QWidget* parent = nullptr);

    /// Shows `game`'s deadlines as of `today` for `me`, whose desk it is (empty: nobody's); nullptr empties
    /// the list.
    void setGame(const PostalGame* game, QDate today, const desk::PlayerNames& me = {});

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitRows();
};

} // namespace postmark::ui

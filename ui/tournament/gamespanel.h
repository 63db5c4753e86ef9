// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include "core/tournament/crosstable.h"
#include "core/tournament/judgeregisters.h"
#include "core/tournament/tournament.h"

class QTableView;

namespace postmark::ui {

class GamesFilter;
class PairingsModel;

/// The tournament window's Games tab: every pairing with its result, how it came and what is awaited, and
/// the button that asks for a result (the window makes the edit).
class GamesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit GamesPanel(QWidget* parent = nullptr);
    void show(const tournament::Tournament& event,
        const tournament::Crosstable& table,
        const tournament::JudgeRegisters& registers,
        const QList<ledger::GameFile>& gameFiles = {});
    /// The selected game's number in the event, or -1.
    int currentGame() const;

Q_SIGNALS:
    void resultAsked(int game);
    /// The judge asks to read game `game`'s cards and time.
    void cardsAsked(int game);

private:
    PairingsModel* m_model = nullptr;
    GamesFilter* m_filter = nullptr;
    QTableView* m_view = nullptr;
};

} // namespace postmark::ui

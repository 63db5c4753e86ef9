// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include "core/tournament/crosstable.h"
#include "core/tournament/tournament.h"

class QLabel;
class QTableView;

namespace postmark::ui {

class CrosstableModel;

/// The tournament window's Crosstable tab: the event's heading, the table coloured by the state of each
/// game, and the legend saying what each mark means and by what the players are ranked.
class CrosstablePanel : public QWidget
{
    Q_OBJECT

public:
    explicit CrosstablePanel(QWidget* parent = nullptr);
    void show(const tournament::Tournament& event);
    /// The table as last shown: the Games tab and the exports read it.
    const tournament::Crosstable& crosstable() const;

private:
    QLabel* m_heading = nullptr;
    CrosstableModel* m_model = nullptr;
    QTableView* m_view = nullptr;
    QLabel* m_legend = nullptr;
};

} // namespace postmark::ui

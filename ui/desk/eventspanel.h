// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QAction;
class QListWidget;

namespace postmark::ui {

/// What the desk shows to a login that plays no game in the archive — a judge, the federation's
/// administrator, the appeals committee on a server — instead of an empty list of games: the events
/// they may open, each a line that opens it (the same as File ▸ Tournaments in the archive).
class EventsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit EventsPanel(QWidget* parent = nullptr);

    /// The events as the Tournaments menu lists them (Cups, team events, tournaments): each line
    /// triggers its action. Separators are left out.
    void setEvents(const QList<QAction*>& events);
    /// How many events it lists: the Cups, the tournaments and the team events.
    int count() const { return int(m_actions.size()); }

private:
    QListWidget* m_events = nullptr;
    QList<QAction*> m_actions;
};

} // namespace postmark::ui

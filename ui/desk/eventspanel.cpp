// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/eventspanel.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

#include "ui/widgets/formwidgets.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

EventsPanel::EventsPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(u"eventsPanel"_s);
    auto* heading = panelHeading(tr("You play no game in this archive."));
    auto* text =
        new QLabel(tr("The events you may open — as a judge, those you judge — with their crosstable, "
                      "agenda and registers. Double-click one or press Enter; they are under "
                      "File ▸ Tournaments in the archive too."));
    text->setWordWrap(true);
    m_events = new QListWidget;
    m_events->setObjectName(u"eventsList"_s);
    // A long name wraps in the narrow panel, not cut off behind a sideways scroll bar (helper-65: a Cup's
    // «…: групи, порядок денний, фі…»).
    m_events->setWordWrap(true);
    m_events->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_events->setResizeMode(QListView::Adjust);
    auto* none = new QLabel(tr("There is no event here that this login may open."));
    none->setObjectName(u"noEvents"_s);
    none->setWordWrap(true);
    connect(m_events, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const int row = m_events->row(item);
        if (row >= 0 && row < m_actions.size())
            m_actions[row]->trigger();
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(text);
    layout->addWidget(none);
    layout->addWidget(m_events, 1);
}

void EventsPanel::setEvents(const QList<QAction*>& events)
{
    m_actions.clear();
    m_events->clear();
    for (QAction* action : events) {
        if (action->isSeparator())
            continue;
        m_actions.append(action);
        m_events->addItem(action->text());
        // Whole on hover: a Cup's long name is cut off in the narrow list (helper-64).
        m_events->item(m_events->count() - 1)->setToolTip(action->text());
    }
    m_events->setVisible(!m_actions.isEmpty());
    findChild<QLabel*>(u"noEvents"_s)->setVisible(m_actions.isEmpty());
    if (!m_actions.isEmpty())
        m_events->setCurrentRow(0);
}

} // namespace postmark::ui

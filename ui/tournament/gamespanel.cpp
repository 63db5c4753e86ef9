// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/gamespanel.h"

#include <QHBoxLayout>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include "ui/tournament/pairingsmodel.h"
#include "ui/widgets/formwidgets.h"
#include "ui/widgets/readonlytable.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

GamesPanel::GamesPanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new PairingsModel(this))
{
    auto* layout = new QVBoxLayout(this);
    m_view = readOnlyTable(m_model, u"games"_s);
    layout->addWidget(m_view, 1);
    auto* result = namedButton(tr("Record &result…"), u"recordResult"_s);
    auto* row = new QHBoxLayout;
    row->addWidget(result);
    row->addStretch();
    layout->addLayout(row);
    connect(result, &QPushButton::clicked, this, [this] { Q_EMIT resultAsked(currentGame()); });
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& index) {
        Q_EMIT resultAsked(index.row());
    });
}

void GamesPanel::show(const tournament::Tournament& event,
    const tournament::Crosstable& table,
    const tournament::JudgeRegisters& registers)
{
    m_model->setEvent(event, table, registers);
    fitColumnsToContents(*m_view);
}

int GamesPanel::currentGame() const
{
    return m_view->currentIndex().row();
}

} // namespace postmark::ui

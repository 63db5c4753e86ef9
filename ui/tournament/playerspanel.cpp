// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/playerspanel.h"

#include <QHBoxLayout>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include "ui/tournament/entrantsmodel.h"
#include "ui/widgets/formwidgets.h"
#include "ui/widgets/readonlytable.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

PlayersPanel::PlayersPanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new EntrantsModel(this))
{
    auto* layout = new QVBoxLayout(this);
    m_view = readOnlyTable(m_model, u"players"_s);
    layout->addWidget(m_view, 1);
    auto* withdraw = namedButton(tr("Record &withdrawal…"), u"recordWithdrawal"_s);
    auto* notices = namedButton(tr("Print &notices…"), u"printWithdrawalNotices"_s);
    notices->setToolTip(
        tr("The notice of the selected player's withdrawal to the player and to each partner it leaves a "
           "game to: the decision, and what each sends you now"));
    auto* details = namedButton(tr("Change &address or rating…"), u"changePlayer"_s);
    auto* row = new QHBoxLayout;
    row->addWidget(withdraw);
    row->addWidget(notices);
    row->addWidget(details);
    row->addStretch();
    layout->addLayout(row);
    connect(withdraw, &QPushButton::clicked, this, [this] {
        Q_EMIT withdrawalAsked(m_view->currentIndex().row());
    });
    connect(
        details, &QPushButton::clicked, this, [this] { Q_EMIT detailsAsked(m_view->currentIndex().row()); });
    connect(notices, &QPushButton::clicked, this, [this] { Q_EMIT noticesAsked(currentPlayer()); });
    // A double click edits what was clicked: the rating or the address, else the withdrawal.
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& index) {
        if (index.column() == EntrantsModel::RatingColumn || index.column() == EntrantsModel::AddressColumn)
            Q_EMIT detailsAsked(index.row());
        else
            Q_EMIT withdrawalAsked(index.row());
    });
}

int PlayersPanel::currentPlayer() const
{
    return m_view->currentIndex().row();
}

void PlayersPanel::show(const tournament::Tournament& event)
{
    m_model->setEvent(event);
    fitColumnsToContents(*m_view);
}

} // namespace postmark::ui

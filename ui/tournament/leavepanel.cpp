// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/leavepanel.h"

#include <QColor>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include "ui/widgets/datetext.h"
#include "ui/widgets/readonlytable.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

const QColor OverCapColour(0xF8, 0xE0, 0xC8);

} // namespace

void LeaveRegisterModel::setRegister(const tournament::LeaveRegister& leave)
{
    beginResetModel();
    m_register = leave;
    endResetModel();
}

int LeaveRegisterModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_register.years.size());
}

int LeaveRegisterModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : 5;
}

QVariant LeaveRegisterModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const tournament::LeaveYear& year = m_register.years[index.row()];
    if (role == Qt::BackgroundRole)
        return year.overCap() ? QVariant(OverCapColour) : QVariant();
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case 0:
        return year.player;
    case 1:
        return QString::number(year.year);
    case 2:
        return year.overCap() ? tr("%1 — over the cap").arg(year.days) : QString::number(year.days);
    case 3:
        return QString::number(year.cap);
    case 4: {
        QStringList periods;
        for (const tournament::RegisteredLeave& each : m_register.leaves) {
            if (each.player == year.player && (each.from.year() == year.year || each.to.year() == year.year))
                periods.append(u"%1 – %2"_s.arg(shownDate(each.from), shownDate(each.to)));
        }
        return periods.join(u"; "_s);
    }
    default:
        return {};
    }
}

QVariant LeaveRegisterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case 0:
        return tr("Player");
    case 1:
        return tr("Year");
    case 2:
        return tr("Days on leave");
    case 3:
        return tr("Cap");
    case 4:
        return tr("Leaves");
    default:
        return {};
    }
}

LeavePanel::LeavePanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new LeaveRegisterModel(this))
{
    auto* layout = new QVBoxLayout(this);
    m_heading = new QLabel;
    m_heading->setObjectName(u"leaveHeading"_s);
    m_heading->setWordWrap(true);
    layout->addWidget(m_heading);
    m_view = new QTableView;
    m_view->setObjectName(u"leaves"_s);
    m_view->setModel(m_model);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_view, 1);
}

void LeavePanel::setOwnGamesOnly(bool own)
{
    m_ownGamesOnly = own;
}

void LeavePanel::show(const QList<ledger::GameFile>& gameFiles, int capDays)
{
    const int files = int(gameFiles.size());
    if (files == 0)
        m_heading->setText(
            tr("No game files: the leave register is built from the leaves announced in the games' cards."));
    else if (m_ownGamesOnly)
        m_heading->setText(tr("The leave announced in your %n game(s) of this event, yours and your "
                              "partners'; the judge counts each player's leave across all their games. A "
                              "day on leave in two games counts once, and at most %1 days a calendar year "
                              "(II.7.1). A late notice counts from its sending (II.7.6).",
            nullptr,
            files)
                               .arg(capDays));
    else
        m_heading->setText(
            tr("Every player's leave across the %n game file(s) the judge has; a day on leave "
               "in two games counts once, and at most %1 days a calendar year (II.7.1). A late "
               "notice counts from its sending (II.7.6).",
                nullptr,
                files)
                .arg(capDays));
    m_model->setRegister(tournament::leaveRegister(gameFiles, capDays));
    fitColumnsToContents(*m_view);
    if (!gameFiles.isEmpty() && m_model->rowCount() == 0)
        m_heading->setText(m_heading->text() + u' ' + tr("No player has announced a leave."));
}

} // namespace postmark::ui

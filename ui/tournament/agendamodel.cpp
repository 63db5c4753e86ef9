// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/agendamodel.h"

#include <QColor>
#include <QCoreApplication>
#include <QHeaderView>
#include <QStyle>
#include <QTableView>

#include "ui/desk/personname.h"
#include "ui/text/agendawords.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/judgelabels.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/readonlytable.h"
#include "ui/widgets/unbrokentext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

/// "White – Black" with each side by surname and initials.
QString shortGameName(const QString& game)
{
    const QString dash = u" – "_s;
    const qsizetype at = game.indexOf(dash);
    if (at < 0)
        return game;
    return shortPersonName(game.left(at)) + dash + shortPersonName(game.mid(at + dash.size()));
}

const QColor OverdueColour(0xb0, 0x00, 0x20);

QString withTheReply()
{
    return QCoreApplication::translate("postmark::ui::AgendaModel", "with the reply");
}

QString noDateYet()
{
    return QCoreApplication::translate("postmark::ui::AgendaModel", "no date yet");
}

} // namespace

void AgendaModel::setRows(const QList<Row>& rows, bool groupColumn, const QString& groupHeading)
{
    beginResetModel();
    m_rows = rows;
    m_groupColumn = groupColumn;
    m_groupHeading = groupHeading;
    endResetModel();
}

int AgendaModel::columnOf(Column column) const
{
    if (m_groupColumn || column == Column::Due)
        return int(column);
    return column == Column::Group ? -1 : int(column) - 1;
}

AgendaModel::Column AgendaModel::columnAt(int section) const
{
    return static_cast<Column>(m_groupColumn || section == 0 ? section : section + 1);
}

int AgendaModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AgendaModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : (m_groupColumn ? 6 : 5);
}

QVariant AgendaModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const tournament::AgendaItem& item = m_rows[index.row()].item;
    if (role == Qt::ForegroundRole)
        return item.overdue ? QVariant(OverdueColour) : QVariant();
    if (role == Qt::ToolTipRole) {
        // Whole, however narrow the column: the players' full names, the explanation.
        const Column column = columnAt(index.column());
        if (column == Column::Game)
            return item.game;
        if (column == Column::Whose)
            return text::agendaWhose(item.player, text::interfaceLanguage());
        return text::messageText(item.why.what);
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (columnAt(index.column())) {
    case Column::Due:
        // A claim may be made until the reply to the control move (II.6.3); the judge's other undated steps
        // wait on something the register does not yet hold (a decision, a receipt, a record).
        return item.due                                                             ? shownDate(*item.due)
            : item.what == tournament::JudgeAgendaKind(ledger::DeadlineKind::Claim) ? withTheReply()
                                                                                    : noDateYet();
    case Column::Group:
        return m_rows[index.row()].group;
    // The players by surname and initials, as the desk lists partners: a Cup's full names took half the
    // window and squeezed the explanation to seven lines (helper-72).
    case Column::Game: {
        const QString game = shortGameName(item.game);
        return m_rows[index.row()].gameNumber > 0 ? numberedGameLabel(m_rows[index.row()].gameNumber, game)
                                                  : game;
    }
    case Column::Whose:
        return shortPersonName(text::agendaWhose(item.player, text::interfaceLanguage()));
    case Column::Clause:
        return text::clauseText(item.why.clause);
    case Column::Why:
        return text::messageText(item.why.what);
    }
    return {};
}

QVariant AgendaModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (columnAt(section)) {
    case Column::Due:
        return tr("Due");
    case Column::Group:
        return m_groupHeading.isEmpty() ? tr("Group") : m_groupHeading;
    case Column::Game:
        return tr("Game");
    case Column::Whose:
        return tr("Whose step");
    case Column::Clause:
        return tr("Clause");
    case Column::Why:
        return tr("Why");
    }
    return {};
}

void fitDueColumn(QTableView& view)
{
    const QFontMetrics metrics = view.fontMetrics();
    const int margins = 2 * (view.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &view) + 1) + 8;
    const int widest =
        std::max(metrics.horizontalAdvance(withTheReply()), metrics.horizontalAdvance(noDateYet()));
    if (view.columnWidth(0) < widest + margins)
        view.setColumnWidth(0, widest + margins);
}

QTableView* agendaView(AgendaModel* model, const QString& name)
{
    auto* view = new QTableView;
    view->setObjectName(name);
    view->setModel(model);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setWordWrap(true);
    view->setItemDelegate(new UnbrokenTextDelegate(view)); // «(II.6.1)» not split after «II.»
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return view;
}

void fitAgendaColumns(QTableView& view)
{
    fitColumnsToContents(view);
    fitDueColumn(view);
    view.horizontalHeader()->resizeSection(
        view.model()->columnCount() - 1, view.horizontalHeader()->defaultSectionSize());
}

} // namespace postmark::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/urgencydelegate.h"

#include "core/desk/playeragenda.h"
#include "ui/desk/gamelistmodel.h"

namespace postmark::ui {

void UrgencyDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const auto urgency = static_cast<desk::AgendaBand>(index.data(GameListModel::UrgencyRole).toInt());
    if (urgency == desk::AgendaBand::Overdue) {
        option->backgroundBrush = QColor(0xFB, 0xDE, 0xDE);
        // In red, but for a cell with a colour of its own (the partner's figure, in the partner's grey).
        if (!index.data(Qt::ForegroundRole).isValid())
            option->palette.setColor(QPalette::Text, QColor(0xB0, 0x00, 0x20));
    } else if (urgency == desk::AgendaBand::Today || urgency == desk::AgendaBand::Soon) {
        option->backgroundBrush = QColor(0xFF, 0xF1, 0xC8);
    }
}

} // namespace postmark::ui

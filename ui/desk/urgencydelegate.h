// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace postmark::ui {

/// How urgency looks: the model says what a row means (GameListModel::UrgencyRole, a desk::AgendaBand);
/// this draws overdue rows red on pink and rows due today or soon on amber.
class UrgencyDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;
};

} // namespace postmark::ui

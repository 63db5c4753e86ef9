// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/gamechoosermodel.h"

#include <QCoreApplication>

#include "ui/desk/personname.h"
#include "ui/widgets/datetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

QVariant GameChooserModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size()
        || (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    // The chooser names each game as the list does: its number and the partner, by surname and initials.
    const Entry& entry = m_entries[index.row()];
    QString label = QCoreApplication::translate("postmark::ui::MainWindow", "%1. %2")
                        .arg(entry.id)
                        .arg(shortPersonName(entry.partner));
    if (entry.nextDue)
        label += u" · "_s + shownDate(*entry.nextDue);
    return label;
}

} // namespace postmark::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/partnersdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "ui/widgets/readonlytable.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

PartnersDialog::PartnersDialog(const QList<desk::Partner>& partners, QWidget* parent)
    : QDialog(parent)
    , m_partners(partners)
{
    setWindowTitle(tr("Partners"));
    m_table = new QTableWidget(static_cast<int>(partners.size()), 3);
    m_table->setObjectName(u"partners"_s);
    m_table->setHorizontalHeaderLabels({tr("Partner"), tr("Games"), tr("Address")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAccessibleName(tr("Partners"));
    for (int row = 0; row < static_cast<int>(partners.size()); ++row) {
        auto* name = new QTableWidgetItem(partners[row].name);
        name->setFlags(name->flags() & ~Qt::ItemIsEditable);
        auto* games = new QTableWidgetItem(QString::number(partners[row].games));
        games->setFlags(games->flags() & ~Qt::ItemIsEditable);
        m_table->setItem(row, 0, name);
        m_table->setItem(row, 1, games);
        m_table->setItem(row, 2, new QTableWidgetItem(partners[row].address));
    }
    fitColumnsToContents(*m_table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(
        new QLabel(tr("Double-click an address to correct it; it goes into every game with that "
                      "partner (II.4.9).")));
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(640, 400);
}

QList<desk::Partner> PartnersDialog::changed() const
{
    QList<desk::Partner> result;
    for (int row = 0; row < static_cast<int>(m_partners.size()); ++row) {
        desk::Partner partner = m_partners[row];
        const QString address = m_table->item(row, 2)->text().trimmed();
        if (address != partner.address) {
            partner.address = address;
            result.append(partner);
        }
    }
    return result;
}

} // namespace postmark::ui

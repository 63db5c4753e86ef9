// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include "core/desk/playeragenda.h"

class QTableWidget;

namespace postmark::ui {

/// The partners' address book: everyone I play with their address and number of games. An address edited
/// here goes into every game with that partner (a card to a wrong address costs days, II.4.9).
class PartnersDialog : public QDialog
{
    Q_OBJECT

public:
    PartnersDialog(const QList<desk::Partner>& partners, QWidget* parent = nullptr);

    /// The partners whose address was changed, with the new address.
    QList<desk::Partner> changed() const;

private:
    QList<desk::Partner> m_partners;
    QTableWidget* m_table = nullptr;
};

} // namespace postmark::ui

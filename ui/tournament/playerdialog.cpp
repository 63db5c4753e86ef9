// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/playerdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>

#include "core/rules/clauses.h"
#include "ui/widgets/formwidgets.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

PlayerDialog::PlayerDialog(const tournament::Player& player, const rules::RuleSet& rules, QWidget* parent)
    : GuardedDialog(parent)
{
    setWindowTitle(tr("Player: %1").arg(player.name));
    m_address = new QPlainTextEdit(player.address);
    m_address->setObjectName(u"address"_s);
    // By e-mail the address the judge and the partners write to is an e-mail address, whose change the
    // player tells them within three days (III.1.2); by post the full postal address (II.1.2).
    m_address->setAccessibleName(rules.byEmail() ? tr("E-mail address") : tr("Full postal address"));
    m_address->setTabChangesFocus(true);
    m_address->setMaximumHeight(90);
    m_rating = new QLineEdit(player.rating ? QString::number(*player.rating) : QString());
    m_rating->setObjectName(u"rating"_s);
    m_problem = problemLabel();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    auto* form = new QFormLayout(this);
    form->addRow(tr("Name:"), new QLabel(player.name));
    form->addRow((rules.byEmail() ? tr("E-mail &address%1:") : tr("Full postal &address%1:"))
                     .arg(rules::citation(rules, rules::Rule::AddressChange)),
        m_address);
    form->addRow(tr("&Rating:"), m_rating);
    form->addRow(m_problem);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &PlayerDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PlayerDialog::reject);
    resize(480, 240);
}

QString PlayerDialog::address() const
{
    return m_address->toPlainText().trimmed();
}

std::optional<int> PlayerDialog::rating() const
{
    bool isNumber = false;
    const int value = m_rating->text().trimmed().toInt(&isNumber);
    return isNumber ? std::optional(value) : std::nullopt;
}

QString PlayerDialog::problem() const
{
    return m_problem->text();
}

void PlayerDialog::accept()
{
    const QString rating = m_rating->text().trimmed();
    if (!rating.isEmpty() && !this->rating()) {
        m_problem->setText(tr("Rating: '%1' is not a number.").arg(rating));
        return;
    }
    QDialog::accept();
}

} // namespace postmark::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/gameeventdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>

#include "ui/desk/eventfields.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/formwidgets.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

GameEventDialog::GameEventDialog(const ledger::GameFile& game, const QDate& asOf, QWidget* parent)
    : QDialog(parent)
    , m_game(game)
    , m_asOf(asOf)
{
    setWindowTitle(tr("Event and rules of the game"));
    auto* form = new QFormLayout(this);
    auto* note =
        new QLabel(tr("The days of every move are counted again under what is stated here: the cards "
                      "stay as they are. A friendly game's control period is what the partners "
                      "agreed; an event's, its regulation's."));
    note->setWordWrap(true);
    form->addRow(note);
    m_fields = new EventFields(desk::eventFormOf(game.event), *form, this);
    m_problem = problemLabel();
    form->addRow(m_problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    connect(m_fields, &EventFields::changed, this, &GameEventDialog::recheck);
    connect(buttons, &QDialogButtonBox::accepted, this, &GameEventDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &GameEventDialog::reject);
    recheck();
    resize(600, sizeHint().height());
}

void GameEventDialog::recheck()
{
    m_result = desk::withEvent(m_game, m_fields->form(), m_asOf);
    QStringList problems;
    for (const ledger::InputProblem& problem : std::as_const(m_result.problems))
        problems.append(text::problemText(problem));
    problems.prepend(unreadableDate(this)); // a start typed that is no date, said as the date fields say it
    problems.removeAll(QString());
    showProblem(m_problem, problems.join(u'\n'), true);
}

void GameEventDialog::accept()
{
    recheck();
    if (!m_result.problems.isEmpty() || aDateIsMistyped(this))
        return;
    QDialog::accept();
}

} // namespace postmark::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/gameeventdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLayout>

#include "ui/desk/eventfields.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/confirmation.h"
#include "ui/widgets/formwidgets.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

GameEventDialog::GameEventDialog(const ledger::GameFile& game, const QDate& asOf, QWidget* parent)
    : GuardedDialog(parent)
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
    // The form grows to hold the problem: kept at its first height, the note above it was squeezed into the
    // fields (helper-45).
    const int needed = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                                     : layout()->sizeHint().height();
    if (isVisible() && needed > height())
        resize(width(), needed);
}

void GameEventDialog::accept()
{
    recheck();
    if (!m_result.problems.isEmpty() || aDateIsMistyped(this))
        return;
    // An event with an index is the federation's: its control period is the regulation's, not the player's
    // to change by a slip (helper-45 changed a championship game's, the window having opened on another game
    // than he thought).
    const desk::EventForm before = desk::eventFormOf(m_game.event);
    const desk::EventForm stated = m_fields->form();
    const bool periodChanged =
        stated.movesPerControl != before.movesPerControl || stated.daysPerControl != before.daysPerControl;
    if (periodChanged && !m_game.event.index.isEmpty()
        && !confirmed(this,
            windowTitle(),
            tr("%1 (%2) is an event with a regulation: its control period is the regulation's, %3 moves in "
               "%4 "
               "days. Count this game's days under %5 moves in %6 days?")
                .arg(m_game.event.name, m_game.event.index)
                .arg(before.movesPerControl.value_or(0))
                .arg(before.daysPerControl.value_or(0))
                .arg(stated.movesPerControl.value_or(0))
                .arg(stated.daysPerControl.value_or(0)),
            tr("Count them so"),
            tr("Go back to the form")))
        return;
    QDialog::accept();
}

} // namespace postmark::ui

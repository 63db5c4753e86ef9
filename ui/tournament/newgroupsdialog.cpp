// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/newgroupsdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "ui/text/messagetext.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/formwidgets.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

NewGroupsDialog::NewGroupsDialog(const QString& cupName, int firstNumber, const QDate& today, QWidget* parent)
    : GuardedDialog(parent)
    , m_firstNumber(firstNumber)
{
    setWindowTitle(tr("New groups from the applications"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_name = new QLineEdit(tr("%1, semifinal %2").arg(cupName, u"%1"_s));
    m_name->setObjectName(u"groupName"_s);
    m_index = new QLineEdit;
    m_index->setObjectName(u"groupIndex"_s);
    m_index->setPlaceholderText(tr("e.g. UKR/C11/SF%1 (%1: the group's number)"));
    m_start = dateField(today, u"start"_s);
    m_end = dateField(today.addYears(2), u"end"_s);
    m_count = new QSpinBox;
    m_count->setObjectName(u"groupCount"_s);
    m_count->setRange(1, 10);
    m_count->setValue(2);
    form->addRow(tr("Groups' &name (%1: the number):"), m_name);
    form->addRow(tr("&Index:"), m_index);
    form->addRow(tr("&Start:"), m_start);
    form->addRow(tr("&End:"), m_end);
    form->addRow(tr("Number of &groups:"), m_count);
    layout->addLayout(form);
    auto* label =
        new QLabel(tr("&Applications, one a line (pasted from a spreadsheet, or cells separated by ';'): "
                      "name; birth date; title or rank; club; full postal address; e-mail; phone; rating."));
    label->setWordWrap(true);
    m_applications = new QPlainTextEdit;
    m_applications->setObjectName(u"applications"_s);
    label->setBuddy(m_applications);
    layout->addWidget(label);
    layout->addWidget(m_applications, 1);
    m_preview = new QLabel;
    m_preview->setObjectName(u"preview"_s);
    m_preview->setWordWrap(true);
    layout->addWidget(m_preview);
    m_problem = problemLabel();
    layout->addWidget(m_problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Make the groups"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        update();
        if (m_problemText.isEmpty())
            accept();
        m_problem->setText(m_problemText); // a form as it was shown too
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    for (QLineEdit* edit : {m_name, m_index})
        connect(edit, &QLineEdit::textChanged, this, &NewGroupsDialog::update);
    connect(m_start, &DateField::edited, this, &NewGroupsDialog::update);
    connect(m_end, &DateField::edited, this, &NewGroupsDialog::update);
    connect(m_count, &QSpinBox::valueChanged, this, &NewGroupsDialog::update);
    connect(m_applications, &QPlainTextEdit::textChanged, this, &NewGroupsDialog::update);
    resize(900, 560);
    update();
}

void NewGroupsDialog::update()
{
    const tournament::ApplicationList list = tournament::applicationsFromText(m_applications->toPlainText());
    tournament::NewEventForm form;
    form.name = m_name->text().trimmed();
    form.index = m_index->text().trimmed();
    form.start = m_start->date();
    form.end = m_end->date();
    form.tiebreaks = {
        tournament::TieBreak::Wins, tournament::TieBreak::SonnebornBerger, tournament::TieBreak::HeadToHead};
    m_events = tournament::newGroups(list.applications, m_count->value(), form, m_firstNumber);
    QStringList lines;
    QStringList problems;
    for (const ledger::InputProblem& problem : list.problems)
        problems.append(text::problemText(problem));
    // Fewer applications than two a group: said once, with what to do, rather than «0 players» and «needs at
    // least two players» for every group left short (helper-73).
    const qsizetype applications = list.applications.size();
    const bool tooFew = applications > 0 && applications < 2 * qsizetype(m_count->value());
    if (tooFew)
        problems.append(
            tr("Groups: %1, applications: %n — each group needs at least two players. Choose fewer "
               "groups, or add the applications still to come.",
                nullptr,
                int(applications))
                .arg(m_count->value()));
    for (qsizetype g = 0; g < m_events.size(); ++g) {
        const tournament::NewEvent& group = m_events[g];
        QStringList players;
        for (const tournament::Player& player : group.event.players)
            players.append(player.rating ? u"%1 (%2)"_s.arg(player.name).arg(*player.rating) : player.name);
        lines.append(group.event.players.isEmpty()
                ? tr("Group %1: no player").arg(m_firstNumber + g)
                : tr("Group %1: %n player(s) — %2", nullptr, int(group.event.players.size()))
                      .arg(m_firstNumber + g)
                      .arg(players.join(u", "_s)));
        for (const ledger::InputProblem& problem : group.problems) {
            if (tooFew && problem.key == u"players")
                continue;
            problems.append(tr("group %1: %2").arg(m_firstNumber + g).arg(text::problemText(problem)));
        }
    }
    if (const QString dates = unreadableDate(this); !dates.isEmpty())
        problems.prepend(dates);
    m_preview->setText(list.applications.isEmpty() ? tr("No application yet.") : lines.join(u'\n'));
    m_problemText =
        list.applications.isEmpty() ? tr("Paste or type the applications first.") : problems.join(u'\n');
    // A form as it was shown says no problem yet («Paste or type the applications first» in red on opening
    // it); its preview says what is missing.
    m_problem->setText(untouched() ? QString() : m_problemText);
}

void NewGroupsDialog::showEvent(QShowEvent* event)
{
    GuardedDialog::showEvent(event);
    update();
}

QList<QPair<int, tournament::Tournament>> NewGroupsDialog::groups() const
{
    QList<QPair<int, tournament::Tournament>> groups;
    for (qsizetype g = 0; g < m_events.size(); ++g)
        groups.append({m_firstNumber + int(g), m_events[g].event});
    return groups;
}

QString NewGroupsDialog::problem() const
{
    return m_problemText;
}

} // namespace postmark::ui

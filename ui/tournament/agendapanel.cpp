// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/agendapanel.h"

#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include "core/tournament/judgeagenda.h"
#include "ui/tournament/agendamodel.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/readonlytable.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

AgendaPanel::AgendaPanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new AgendaModel(this))
{
    auto* layout = new QVBoxLayout(this);
    m_heading = new QLabel;
    m_heading->setObjectName(u"agendaHeading"_s);
    m_heading->setWordWrap(true);
    layout->addWidget(m_heading);
    // The judge's own steps by default; the players' routine deadlines (repeats, inquiries, queries, claims
    // they may make) one tick away.
    m_playersSteps =
        new QCheckBox(tr("Show the players' own deadlines too (repeats, inquiries, claims they may "
                         "make, losses for a long silence still far off)"));
    m_playersSteps->setObjectName(u"playersSteps"_s);
    connect(m_playersSteps, &QCheckBox::toggled, this, &AgendaPanel::fill);
    layout->addWidget(m_playersSteps);
    m_view = agendaView(m_model, u"agenda"_s);
    layout->addWidget(m_view, 1);
}

void AgendaPanel::show(const tournament::Tournament& event,
    const QList<ledger::GameFile>& gameFiles,
    const tournament::JudgeRegisters& registers,
    const QDate& asOf)
{
    m_event = event;
    m_gameFiles = gameFiles;
    m_registers = registers;
    m_asOf = asOf;
    fill();
}

void AgendaPanel::fill()
{
    // A pairing without a game file is a game with no card yet.
    const QList<tournament::AgendaItem> agenda =
        tournament::judgeAgenda(m_event, m_gameFiles, m_asOf, m_registers);
    QList<AgendaModel::Row> rows;
    for (const tournament::AgendaItem& item : agenda) {
        if (m_playersSteps->isChecked() || tournament::isJudgesStep(item, m_asOf))
            rows.append({{}, item, item.pairing + 1});
    }
    // The players' own steps counted only when there are some, and an empty agenda says so rather than
    // show an empty table alone (helper-65 read «Ще 0 строків — самих гравців» over a finished event's).
    const int hidden = int(agenda.size() - rows.size());
    QString heading = m_playersSteps->isChecked()
        ? tr("Every deadline of the event as of %1, earliest first; overdue ones in red.")
              .arg(shownDate(m_asOf))
        : tr("The judge's steps as of %1, earliest first; overdue ones in red.").arg(shownDate(m_asOf))
            + (hidden > 0 ? u' ' + tr("%n more are the players' own.", nullptr, hidden) : QString());
    if (rows.isEmpty())
        heading += u' '
            + (m_playersSteps->isChecked() ? tr("No deadline runs now.")
                                           : tr("Nothing waits on the judge now."));
    m_heading->setText(heading);
    m_model->setRows(rows, false);
    fitAgendaColumns(*m_view);
}

} // namespace postmark::ui

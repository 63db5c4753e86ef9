// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/adjudicationspanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include "core/rules/ruleset.h"
#include "ui/tournament/adjudicationsmodel.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/formwidgets.h"
#include "ui/widgets/readonlytable.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

AdjudicationsPanel::AdjudicationsPanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new AdjudicationsModel(this))
{
    auto* layout = new QVBoxLayout(this);
    m_note = new QLabel;
    m_note->setObjectName(u"adjudicationsNote"_s);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    m_view = readOnlyTable(m_model, u"adjudications"_s);
    layout->addWidget(m_view, 1);
    auto* row = new QHBoxLayout;
    auto* edit = namedButton(tr("&Register packet or result…"), u"editAdjudication"_s);
    auto* print = namedButton(tr("&Print result letter…"), u"printAdjudication"_s);
    row->addWidget(edit);
    row->addWidget(print);
    row->addStretch();
    layout->addLayout(row);
    connect(edit, &QPushButton::clicked, this, [this] { Q_EMIT editAsked(currentRow()); });
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& index) {
        Q_EMIT editAsked(index.row());
    });
    connect(print, &QPushButton::clicked, this, [this] { Q_EMIT letterAsked(currentRow()); });
}

void AdjudicationsPanel::show(
    const tournament::Tournament& event, const tournament::JudgeRegisters& registers, const QDate& asOf)
{
    // The event's regulation may change the days (§10): the note says the event's.
    const Result<rules::RuleSet> rules = tournament::rulesOf(event);
    const rules::RuleSet days = rules ? *rules : rules::RuleSet{};
    m_note->setText(
        tr("Games unfinished at the end, or left to adjudication by a withdrawal (II.8.1). Packets "
           "are due %1 days after the end (II.9.5); equal assessments end the game without "
           "adjudication (II.9.6); a player whose packet came may appeal within %2 days of "
           "receiving the result (II.9.8, II.9.10) to a second adjudicator, whose result is final "
           "(II.9.11).")
            .arg(days.adjudicationSubmitDays)
            .arg(days.appealDays));
    m_model->setEvent(event, registers, asOf);
    fitColumnsToContents(*m_view);
    // An empty table says why it is empty, as the printed register does.
    if (m_model->rowCount() == 0)
        m_note->setText(
            m_note->text() + u"\n\n"_s + tr("No game awaits adjudication as of %1.").arg(shownDate(asOf)));
}

int AdjudicationsPanel::currentRow() const
{
    return m_view->currentIndex().row();
}

std::optional<tournament::Adjudication> AdjudicationsPanel::adjudication(int row) const
{
    if (row < 0 || row >= m_model->rowCount())
        return std::nullopt;
    return m_model->adjudication(row);
}

} // namespace postmark::ui

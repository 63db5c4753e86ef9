// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/adjudicationspanel.h"

#include <algorithm>
#include <utility>

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include "core/rules/clauses.h"
#include "core/rules/ruleset.h"
#include "ui/tournament/adjudicationsmodel.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/formwidgets.h"
#include "ui/widgets/readonlytable.h"
#include "ui/widgets/unbrokentext.h"

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
    // A long reason wraps in its row, as the claims' and the agenda's do: cut to one row's height, the
    // reason of a game awaiting the adjudicator ended mid-sentence (helper-77).
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setItemDelegate(new UnbrokenTextDelegate(m_view)); // «(II.9.5)» not split after «II.»
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
    // The clauses too: the event's section's (III.9 by e-mail, IV.11 for a team).
    const rules::RuleSet days = tournament::rulesOrSectionDefault(event);
    const auto clause = [&days](rules::Rule rule) {
        return rules::clause(days, rule);
    };
    // On a server there are no packets: the judge adjudicates from the server's record (V.7.3).
    if (!rules::has(days, rules::Rule::Adjudication))
        m_note->setText(tr("Games unfinished at the end are adjudicated by the judge, from the game as the "
                           "server keeps it (%1); a player may appeal within %2 days of the result (%3).")
                            .arg(clause(rules::Rule::Adjudicator))
                            .arg(days.appealDays)
                            .arg(clause(rules::Rule::AdjudicationAppeal)));
    else
        m_note->setText(
            tr("Games unfinished at the end, or left to adjudication by a withdrawal (%3). Packets "
               "are due %1 days after the end (%4); equal assessments end the game without "
               "adjudication (%5); a player whose packet came may appeal within %2 days of "
               "receiving the result (%6, %7) to a second adjudicator, whose result is final "
               "(%8).")
                .arg(days.adjudicationSubmitDays)
                .arg(days.appealDays)
                .arg(clause(rules::Rule::Withdrawal),
                    clause(rules::Rule::Adjudication),
                    clause(rules::Rule::AssessmentsAgree),
                    clause(rules::Rule::NoPacketNoAppeal),
                    clause(rules::Rule::AdjudicationAppeal),
                    clause(rules::Rule::SecondAdjudication)));
    m_model->setEvent(event, registers, asOf);
    fitColumnsToContents(*m_view);
    // The game's two full names and the stage wrap within some thirty letters each, leaving the reason the
    // rest of the width: sized to their text they took two thirds of it, and each reason wrapped to six
    // lines, six games to a screen (helper-78, nine games left to adjudication by a withdrawal).
    const int letters = m_view->fontMetrics().averageCharWidth();
    for (const auto& [column, most] : {std::pair{0, 30}, std::pair{1, 28}})
        m_view->setColumnWidth(column, std::min(m_view->columnWidth(column), most * letters));
    // An empty table says why it is empty, as the printed register does.
    if (m_model->rowCount() == 0)
        m_note->setText(
            m_note->text() + u"\n\n"_s + tr("No game awaits adjudication as of %1.").arg(shownDate(asOf)));
    m_note->setText(withReferencesUnbroken(m_note->text())); // «(II.9.6)» not split after «II.»
}

bool AdjudicationsPanel::isEmpty() const
{
    return m_model->rowCount() == 0;
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

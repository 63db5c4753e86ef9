// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/crosstablepanel.h"

#include <algorithm>

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include "ui/tournament/crosstablemodel.h"
#include "ui/tournament/judgelabels.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/readonlytable.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

CrosstablePanel::CrosstablePanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new CrosstableModel(this))
{
    auto* layout = new QVBoxLayout(this);
    m_heading = new QLabel;
    m_heading->setObjectName(u"eventHeading"_s);
    layout->addWidget(m_heading);
    m_view = new QTableView;
    m_view->setObjectName(u"crosstable"_s);
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    layout->addWidget(m_view, 1);
    m_legend = new QLabel;
    m_legend->setObjectName(u"legend"_s);
    m_legend->setWordWrap(true);
    layout->addWidget(m_legend);
}

const tournament::Crosstable& CrosstablePanel::crosstable() const
{
    return m_model->crosstable();
}

void CrosstablePanel::show(const tournament::Tournament& event)
{
    m_heading->setText(u"<b>%1</b> %2 · %3 – %4"_s.arg(event.name.toHtmlEscaped(),
        event.index.toHtmlEscaped(),
        shownDate(event.start),
        shownDate(event.end)));
    m_model->setTournament(event);
    fitColumnsToContents(*m_view);
    // Every cell as wide as the widest mark the table holds, and at least "adj" (a mark to come): a double
    // round robin's two in one cell, "½ ½" or "ан ан" (helper-69 read «ан …»).
    const int players = static_cast<int>(event.players.size());
    const QFontMetrics metrics = m_view->fontMetrics();
    int widest = metrics.horizontalAdvance(u"adj"_s);
    for (int row = 0; row < m_model->rowCount(); ++row) {
        for (int j = 0; j < players; ++j) {
            const QString mark =
                m_model->index(row, CrosstableModel::firstOpponentColumn() + j).data().toString();
            widest = std::max(widest, metrics.horizontalAdvance(mark));
        }
    }
    const int cellWidth = widest + 14;
    for (int j = 0; j < players; ++j)
        m_view->setColumnWidth(CrosstableModel::firstOpponentColumn() + j, cellWidth);
    QStringList order;
    const int firstTieBreakColumn = CrosstableModel::firstOpponentColumn() + players + 1;
    for (int c = firstTieBreakColumn; c < m_model->columnCount(); ++c)
        order.append(m_model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
    // The clauses of the event's section: an e-mail event's judge checks III's numbers, not II's.
    const rules::RuleSet rules = tournament::rulesOrSectionDefault(event);
    QStringList marks = {tr("1 win, ½ draw, 0 loss"),
        withClause(tr("+ / − scored by a withdrawal"), rules, rules::Rule::Withdrawal),
        withClause(tr("0 on both sides: no game record from either"), rules, rules::Rule::NoRecord),
        tr("adj awaiting adjudication"),
        tr("n/c not counted"),
        withClause(
            tr("(1) reported, not counted until the game record comes"), rules, rules::Rule::ResultRecorded),
        tr("— a head-to-head not needed, the tie broken before")};
    if (tournament::withdrawalLossAwaitsTexts(event))
        marks.insert(marks.size() - 1,
            withClause(tr("(+) / (−) by a withdrawal, counted once the judge has the game's text"),
                rules,
                rules::Rule::WithdrawalTexts));
    // A game cancelled is the server's rule (V.8.1): said where it can happen or has.
    if (tournament::mayHaveCancelledGames(event))
        marks.insert(marks.size() - 2, tr("-C cancelled (V.8.1)"));
    m_legend->setText(marks.join(u"; "_s)
        + tr(". Where a pair plays two games, the cell holds both, White's first. Green: finished; amber: "
             "awaiting adjudication or the record; grey: not counted; white: in progress.")
        + u' '
        + (order.isEmpty()
                ? tr("Ranked by points; equal points share the rank (2=). * is a player's own cell.")
                : tr("Ranked by points, then %1; players equal on all share the rank (2=). * is a player's "
                     "own cell.")
                      .arg(order.join(u", "_s))));
}

} // namespace postmark::ui

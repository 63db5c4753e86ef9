// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/regulationpanel.h"

#include <QLabel>
#include <QVBoxLayout>

#include "core/documents/tournamentdocuments.h"
#include "core/rules/clauses.h"
#include "core/tournament/crosstablemarks.h"
#include "core/tournament/teamevent.h"
#include "core/tournament/tournament.h"
#include "ui/errortext.h"
#include "ui/text/ledgerwords.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/judgelabels.h"
#include "ui/tournament/regulationtable.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/formwidgets.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

QString tieBreaksText(const QList<tournament::TieBreak>& tiebreaks)
{
    if (tiebreaks.isEmpty())
        return RegulationPanel::tr("none: points alone");
    QStringList labels;
    for (int k = 0; k < tiebreaks.size(); ++k)
        labels.append(u"%1. %2"_s.arg(k + 1).arg(tieBreakLabel(tiebreaks[k])));
    return labels.join(u"; "_s);
}

/// The start's label with the clause of the event's section that no time runs before it.
QString startLabel(const tournament::Tournament& event)
{
    return RegulationPanel::tr("Start%1:")
        .arg(rules::citation(tournament::rulesOrSectionDefault(event), rules::Rule::OfficialStart));
}

QString gamesAPair(int cycles)
{
    return cycles == 2 ? RegulationPanel::tr("two, one with each colour (double round robin)")
                       : RegulationPanel::tr("one");
}

} // namespace

RegulationPanel::RegulationPanel(QWidget* parent)
    : QWidget(parent)
    , m_event(new QLabel)
    , m_problem(problemLabel())
    , m_table(new RegulationTable)
{
    m_event->setObjectName(u"eventRegulation"_s);
    m_event->setTextFormat(Qt::RichText);
    m_event->setWordWrap(true);
    m_event->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* note = new QLabel(tr("Every rule of the model the event follows, its rule set's value beside "
                               "this event's: in bold what the event's regulation changes."));
    note->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_event);
    layout->addWidget(m_problem);
    layout->addWidget(note);
    layout->addWidget(m_table, 1);
}

void RegulationPanel::show(const tournament::Tournament& event)
{
    QList<QPair<QString, QString>> facts = namedFacts(event.name, event.index);
    facts.append({{startLabel(event), shownDate(event.start)},
        {tr("End:"), shownDate(event.end)},
        {tr("Rule set:"), text::ruleSetName(event.rules, text::interfaceLanguage())},
        {tr("Games a pair plays:"), gamesAPair(event.cycles)},
        {tr("Tie-breaks after points:"), tieBreaksText(event.tiebreaks)}});
    showFacts(facts);
    showRules(event);
}

void RegulationPanel::show(const tournament::TeamEvent& event)
{
    const Language language = text::interfaceLanguage();
    QList<QPair<QString, QString>> facts = namedFacts(event.name, event.index);
    facts.append({{startLabel(tournament::boardTournament(event, 1)), shownDate(event.start)},
        {tr("End:"), shownDate(event.end)},
        {tr("Rule set:"), text::ruleSetName(event.rules, language)},
        {tr("Boards:"), QString::number(event.boards)},
        {tr("Games a pair plays on a board:"), gamesAPair(event.cycles)},
        {tr("Match points:"),
            tr("%1 for a match won, %2 drawn, %3 lost")
                .arg(tournament::scoreText(event.matchPoints.win, language),
                    tournament::scoreText(event.matchPoints.draw, language),
                    tournament::scoreText(event.matchPoints.loss, language))},
        // How the teams are ranked, in the words the printed report uses (helper-55 found it nowhere).
        {tr("Teams ranked by:"), documents::teamRankingWords(event.ranking, language)},
        {tr("Each board's tie-breaks after points:"), tieBreaksText(event.boardTiebreaks)}});
    showFacts(facts);
    showRules(tournament::boardTournament(event, 1));
}

QList<QPair<QString, QString>> RegulationPanel::namedFacts(const QString& name, const QString& index)
{
    QList<QPair<QString, QString>> facts{{tr("Name:"), name}};
    if (!index.isEmpty())
        facts.append({tr("Index:"), index});
    return facts;
}

void RegulationPanel::showFacts(const QList<QPair<QString, QString>>& facts)
{
    QString rows;
    for (const auto& [label, value] : facts)
        rows += u"<tr><td style='padding-right:12px'>%1</td><td><b>%2</b></td></tr>"_s.arg(
            label.toHtmlEscaped(), value.toHtmlEscaped());
    m_event->setText(u"<table>"_s + rows + u"</table>"_s);
}

void RegulationPanel::showRules(const tournament::Tournament& event)
{
    // A regulation the program cannot apply (a file written by hand) is said, and the rule set's own
    // values shown beside it, as the event's states are worded.
    const Result<rules::RuleSet> inForce = tournament::rulesOf(event);
    m_problem->setText(inForce ? QString()
                               : errorText(inForce.error()) + u' '
                + tr("The values shown in this event's column are the rule set's."));
    m_problem->setVisible(!inForce);
    m_table->showInForce(event.rules, inForce ? *inForce : tournament::rulesOrSectionDefault(event));
}

} // namespace postmark::ui

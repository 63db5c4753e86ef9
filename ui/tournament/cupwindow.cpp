// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/cupwindow.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/documents/cupdocuments.h"
#include "core/tournament/cupfinal.h"
#include "ui/desk/personname.h"
#include "ui/errortext.h"
#include "ui/printing/documentrenderer.h"
#include "ui/printpreview.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/agendamodel.h"
#include "ui/tournament/cupmodels.h"
#include "ui/tournament/judgename.h"
#include "ui/tournament/newgroupsdialog.h"
#include "ui/tournament/newtournamentdialog.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/readonlytable.h"
#include "ui/widgets/unbrokentext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

QTableView* tableView(QAbstractItemModel* model, const QString& name)
{
    QTableView* view = readOnlyTable(model, name);
    view->setWordWrap(true);
    view->setItemDelegate(new UnbrokenTextDelegate(view)); // «(II.8.1)» not split after «II.»
    // The last column wraps: each row is as tall as its text at the columns' widths, whenever they change.
    view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return view;
}

} // namespace

CupWindow::CupWindow(archive::GameRepository& archive, qint64 cupId, const QDate& asOf, QWidget* parent)
    : QMainWindow(parent)
    , m_editor(archive, cupId)
    , m_asOf(asOf)
{
    setObjectName(u"cupWindow"_s);
    setAttribute(Qt::WA_DeleteOnClose);
    // There from the start: made at the first message, it moved every button up under the mouse
    // (helper-63).
    statusBar();
    m_groups = new CupGroupsModel(this);
    m_agenda = new AgendaModel(this);
    m_entries = new FinalEntriesModel(this);
    auto* tabs = new QTabWidget;
    tabs->setObjectName(u"cupTabs"_s);
    tabs->addTab(createGroupsTab(), tr("&Groups"));
    tabs->addTab(createAgendaTab(), tr("&Agenda"));
    tabs->addTab(createFinalTab(), tr("&Final"));
    setCentralWidget(tabs);
    createMenus();
    resize(1300, 640); // within a 1366×768 laptop's screen with its panel
    reload();
}

bool CupWindow::reload()
{
    if (const std::optional<Error> error = m_editor.load()) {
        statusBar()->showMessage(errorText(*error));
        return false;
    }
    setWindowTitle(tr("%1 — Cup — Postmark").arg(m_editor.cup().name));
    refresh();
    return true;
}

QWidget* CupWindow::createGroupsTab()
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    auto* heading = new QLabel(tr("The Cup's groups as of %1. Double-click a group to open its own window "
                                  "(crosstable, results, claims, letters).")
                                   .arg(shownDate(m_asOf)));
    heading->setWordWrap(true);
    layout->addWidget(heading);
    m_groupsView = tableView(m_groups, u"cupGroups"_s);
    connect(m_groupsView, &QTableView::activated, this, [this](const QModelIndex& index) {
        if (const qint64 id = m_editor.tournamentOf(index.row()))
            Q_EMIT tournamentRequested(id);
    });
    layout->addWidget(m_groupsView);
    auto* newGroups = new QPushButton(tr("New &groups from the applications…"));
    newGroups->setObjectName(u"newGroupsButton"_s);
    connect(newGroups, &QPushButton::clicked, this, [this] {
        int next = 1;
        for (const tournament::CupGroup& group : m_editor.cup().groups)
            next = group.stage == tournament::CupStage::Semifinal ? std::max(next, group.number + 1) : next;
        NewGroupsDialog dialog(m_editor.cup().name, next, m_asOf, this);
        if (dialog.exec() == QDialog::Accepted)
            addGroups(dialog.groups());
    });
    auto* row = new QHBoxLayout;
    row->addWidget(newGroups);
    row->addStretch();
    layout->addLayout(row);
    return page;
}

QWidget* CupWindow::createAgendaTab()
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    m_agendaHeading = new QLabel;
    m_agendaHeading->setObjectName(u"cupAgendaHeading"_s);
    m_agendaHeading->setWordWrap(true);
    layout->addWidget(m_agendaHeading);
    m_playersSteps =
        new QCheckBox(tr("Show the players' own steps too (repeats, inquiries, claims they may make)"));
    m_playersSteps->setObjectName(u"cupPlayersSteps"_s);
    connect(m_playersSteps, &QCheckBox::toggled, this, [this] { refresh(); });
    layout->addWidget(m_playersSteps);
    m_agendaView = tableView(m_agenda, u"cupAgenda"_s);
    layout->addWidget(m_agendaView);
    return page;
}

QWidget* CupWindow::createFinalTab()
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    m_finalSummary = new QLabel;
    m_finalSummary->setObjectName(u"finalSummary"_s);
    m_finalSummary->setWordWrap(true);
    layout->addWidget(m_finalSummary);
    m_entriesView = tableView(m_entries, u"finalEntries"_s);
    layout->addWidget(m_entriesView, 3);
    auto* buttons = new QHBoxLayout;
    auto* declined = m_decline = new QPushButton(tr("The selected player &declined…"));
    declined->setObjectName(u"declineButton"_s);
    connect(declined, &QPushButton::clicked, this, &CupWindow::askDecline);
    auto* nominate = m_nominate = new QPushButton(tr("&Nominate a player…"));
    nominate->setObjectName(u"nominateButton"_s);
    connect(nominate, &QPushButton::clicked, this, &CupWindow::askNomination);
    // The final from the list once the groups have finished (helper-59 retyped ten players with their
    // addresses in a new tournament, which did not join the Cup).
    m_makeFinal = new QPushButton(tr("&Make the final from this list…"));
    m_makeFinal->setObjectName(u"makeFinalButton"_s);
    connect(m_makeFinal, &QPushButton::clicked, this, &CupWindow::askFinal);
    // A place still shared after every tie-break is the judge's to give, on its own ground: a walk found
    // only a decline or a nomination to stand in for it.
    m_decidePlace = new QPushButton(tr("Decide the &shared place…"));
    m_decidePlace->setObjectName(u"decidePlaceButton"_s);
    connect(m_decidePlace, &QPushButton::clicked, this, &CupWindow::askPlaceDecision);
    buttons->addWidget(declined);
    buttons->addWidget(nominate);
    buttons->addWidget(m_decidePlace);
    buttons->addWidget(m_makeFinal);
    buttons->addStretch();
    layout->addLayout(buttons);
    layout->addWidget(new QLabel(tr("The judge's decisions about the final:")));
    m_decisions = new QTableWidget(0, 4);
    m_decisions->setObjectName(u"cupDecisions"_s);
    m_decisions->setHorizontalHeaderLabels(
        {tr("Recorded"), tr("Player"), tr("Decision"), tr("Letter or decision it rests on")});
    m_decisions->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_decisions->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_decisions->verticalHeader()->hide();
    m_decisions->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_decisions, 1);
    auto* takeBack = new QPushButton(tr("&Take back the selected decision"));
    takeBack->setObjectName(u"takeBackButton"_s);
    connect(takeBack, &QPushButton::clicked, this, [this] {
        const int row = m_decisions->currentRow();
        if (row < 0) {
            QMessageBox::information(this, tr("Take back the decision"), tr("Select a decision first."));
            return;
        }
        const QString player = m_editor.cup().decisions.value(row).player;
        if (QMessageBox::question(
                this, tr("Take back the decision"), tr("Take back the decision about %1?").arg(player))
            == QMessageBox::Yes)
            withdrawDecision(row);
    });
    auto* row = new QHBoxLayout;
    row->addWidget(takeBack);
    row->addStretch();
    layout->addLayout(row);
    return page;
}

void CupWindow::createMenus()
{
    QMenu* fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(tr("&Close"), this, &QWidget::close)->setShortcut(QKeySequence::Close);
    QMenu* printMenu = menuBar()->addMenu(tr("&Print"));
    printMenu->setObjectName(u"cupPrintMenu"_s);
    QAction* report = printMenu->addAction(tr("Cup &report with the final's entry list…"), this, [this] {
        const documents::Document document = documents::cupReport(m_editor.cup(),
            m_overview,
            m_asOf,
            chiefJudgeName(&m_editor.archive()),
            interfaceDocumentLanguage());
        previewFromWindow(*this, document, m_editor.cup().name, m_asOf);
    });
    report->setObjectName(u"printCupReport"_s);
    report->setShortcut(QKeySequence::Print);
}

void CupWindow::refresh()
{
    m_overview = m_editor.overview(m_asOf);
    m_groups->setOverview(m_overview, m_editor.cup().regulation);
    QList<AgendaModel::Row> agenda;
    int hidden = 0;
    for (const tournament::CupAgendaItem& item : m_overview.agenda) {
        if (!item.judgesStep && !m_playersSteps->isChecked()) {
            ++hidden;
            continue;
        }
        agenda.append(
            {documents::cupGroupName(m_overview.groups[item.group].group, text::interfaceLanguage()),
                item.item,
                item.item.pairing + 1});
    }
    m_agenda->setRows(agenda, true);
    m_entries->setEntries(m_overview.final);
    for (QTableView* view : {m_groupsView, m_agendaView, m_entriesView}) {
        fitColumnsToContents(*view);
        // The last column takes the width left and wraps, rather than running off the window's edge.
        const int last = view->model()->columnCount() - 1;
        view->horizontalHeader()->resizeSection(last, view->horizontalHeader()->defaultSectionSize());
    }
    fitDueColumn(*m_agendaView);
    m_agendaHeading->setText(m_playersSteps->isChecked()
            ? tr("Every deadline of every group as of %1, earliest first; overdue ones in red.")
                  .arg(shownDate(m_asOf))
            // The objection window is the offender's step the judge waits on before deciding: named with its
            // player under a heading of the judge's steps, it read as a mistake (helper-29).
            : tr("The judge's steps in every group as of %1, and the players' steps the judge waits on (an "
                 "objection), earliest first; overdue ones in red.")
                    .arg(shownDate(m_asOf))
                // Said only when there are some (helper-64 read «Ще 0 — кроки самих гравців»), and an
                // empty agenda says so rather than showing an empty table alone.
                + (hidden > 0 ? u' ' + tr("%n more are the players' own.", nullptr, hidden) : QString())
                + (agenda.isEmpty() ? u' ' + tr("Nothing waits on the judge now.") : QString()));
    const tournament::CupRegulation& regulation = m_editor.cup().regulation;
    QString summary = tr(
        "%n player(s) on the list; the final has %1 to %2.", nullptr, int(m_overview.final.entrants.size()))
                          .arg(regulation.finalMinimum)
                          .arg(regulation.finalMaximum);
    // The same two figures as the printed report: the places nomination must fill to reach the smallest
    // final, and how many it may fill in all up to the largest.
    const int roomToLargest = regulation.finalMaximum - int(m_overview.final.entrants.size());
    if (m_overview.final.vacancies > 0)
        summary += u' '
            + tr("%n place(s) to fill by the federation's nomination to reach the smallest final (%1);",
                nullptr,
                m_overview.final.vacancies)
                  .arg(regulation.finalMinimum)
            + u' '
            + tr("up to %1 more may be nominated, to the largest (%2).")
                  .arg(roomToLargest)
                  .arg(regulation.finalMaximum);
    else if (roomToLargest > 0)
        summary += u' '
            + tr("Up to %1 more may be nominated, to the largest final (%2).")
                  .arg(roomToLargest)
                  .arg(regulation.finalMaximum);
    else
        summary += u' '
            + tr("The list is full: no more may be nominated (the largest final, %1).")
                  .arg(regulation.finalMaximum);
    if (std::any_of(m_overview.final.entrants.begin(),
            m_overview.final.entrants.end(),
            [](const auto& entrant) { return entrant.provisional; }))
        summary += u' ' + tr("Places of a group still in play are today's, not final.");
    m_finalSummary->setText(summary);
    // The final made, its list is its players': no decline or nomination changes it any more (helper-62
    // found both still offered, and the summary still inviting nominations).
    const bool finalMade = std::any_of(m_overview.groups.begin(),
        m_overview.groups.end(),
        [](const auto& group) { return group.group.stage == tournament::CupStage::Final; });
    for (QPushButton* button : {m_decline, m_nominate, m_decidePlace}) {
        button->setEnabled(!finalMade);
        button->setToolTip(
            finalMade ? tr("The final is made: its players are its tournament's now.") : QString());
    }
    if (finalMade)
        m_finalSummary->setText(tr("The final is made from this list: %n player(s).",
            nullptr,
            int(m_overview.final.entrants.size())));
    const std::optional<Message> notYet = tournament::finalCreationRefusal(m_editor.cup(), m_overview);
    m_makeFinal->setEnabled(!notYet);
    // Rich text, so that a long reason wraps instead of running the screen's width (helper-63).
    m_makeFinal->setToolTip(notYet
            ? u"<p>%1</p>"_s.arg(text::sentence(text::messageText(*notYet)).toHtmlEscaped())
            : tr("A new round robin of the list's players, in the list's order until "
                 "the draw, with the addresses and ratings their groups have."));
    fillDecisions();
}

void CupWindow::fillDecisions()
{
    const QList<tournament::CupDecision>& decisions = m_editor.cup().decisions;
    m_decisions->setRowCount(int(decisions.size()));
    for (int row = 0; row < decisions.size(); ++row) {
        const tournament::CupDecision& decision = decisions[row];
        // The words the Cup report prints, with the group a shared place was given in.
        // When, then on what: a decision stored before the archive kept its day shows none.
        const QStringList cells{decision.recordedOn.isValid() ? shownDate(decision.recordedOn) : u"—"_s,
            decision.player,
            documents::cupDecisionWords(decision, decisions, m_overview, text::interfaceLanguage()),
            decision.note};
        for (int column = 0; column < cells.size(); ++column)
            m_decisions->setItem(row, column, new QTableWidgetItem(cells[column]));
    }
    fitColumnsToContents(*m_decisions);
    // Nothing to take back with no decision (helper-65 found the button offered over an empty table).
    if (auto* takeBack = findChild<QPushButton*>(u"takeBackButton"_s))
        takeBack->setEnabled(!decisions.isEmpty());
}

bool CupWindow::showOutcome(const std::optional<Error>& error, const QString& done)
{
    if (error) {
        statusBar()->showMessage(errorText(*error));
        return false;
    }
    refresh();
    statusBar()->showMessage(done, 5000);
    return true;
}

bool CupWindow::recordDecline(int entrant, const QString& note)
{
    if (entrant < 0 || entrant >= m_overview.final.entrants.size())
        return false;
    const tournament::FinalEntrant& who = m_overview.final.entrants[entrant];
    // A nominee who declines is no longer nominated: the nomination is taken back.
    if (who.reason == tournament::FinalEntrant::Reason::Nominated)
        return showOutcome(m_editor.withdrawDecision(who.player, tournament::CupDecision::Kind::Nominated),
            tr("%1's nomination taken back.").arg(who.player));
    return showOutcome(m_editor.decline(who.player, note, m_asOf),
        tr("%1 declined: the next place of the group steps in.").arg(who.player));
}

QString CupWindow::nominationRefusal(const QString& player) const
{
    // A name the crosstables write has a surname: «А. В.» alone (a slip that lost it) is nobody's.
    static const QRegularExpression surname(u"\\p{L}{2,}(?![.\\p{L}])"_s);
    if (!surname.match(player).hasMatch())
        return tr("«%1» has no surname: the player's name as the crosstables write it, e.g. «Новак Н. Н.».")
            .arg(player.simplified());
    // A player on the list already (by a place, or nominated before) needs no nomination; written with
    // initials for a name the list has whole, or the other way round, he is the same player (helper-62
    // nominated «Савченко Л. К.», 5th on the list as «Савченко Леонід Костянтинович»).
    for (const tournament::FinalEntrant& entrant : m_overview.final.entrants) {
        if (shortPersonName(entrant.player) == shortPersonName(player.simplified()))
            return tr("%1 is on the final's list already: %2.")
                .arg(entrant.player, documents::entrantReason(entrant, text::interfaceLanguage()));
    }
    // A nomination past the largest final would be kept and never shown (helper-62's 13th).
    const int largest = m_editor.cup().regulation.finalMaximum;
    if (m_overview.final.entrants.size() >= largest)
        return tr("The final's list is full: %1 players, the largest final the regulation allows.")
            .arg(largest);
    return QString();
}

bool CupWindow::recordNomination(const QString& player, const QString& note)
{
    if (const QString refusal = nominationRefusal(player); !refusal.isEmpty()) {
        statusBar()->showMessage(refusal);
        return false;
    }
    // A nomination rests on the federation's decision: without it the list's reason said «номінація» alone
    // (helper-62 left the question empty and it was stored).
    if (note.trimmed().isEmpty()) {
        statusBar()->showMessage(
            tr("%1 is not nominated: say who nominated him and by what decision.").arg(player.simplified()));
        return false;
    }
    return showOutcome(m_editor.nominate(player, note, m_asOf), tr("%1 nominated.").arg(player.simplified()));
}

bool CupWindow::addGroups(const QList<QPair<int, tournament::Tournament>>& groups)
{
    QList<std::pair<tournament::CupGroup, tournament::Tournament>> semifinals;
    for (const auto& [number, event] : groups)
        semifinals.append({tournament::CupGroup{0, tournament::CupStage::Semifinal, number}, event});
    if (!showOutcome(
            m_editor.addGroups(semifinals), tr("%n group(s) made and paired.", nullptr, int(groups.size()))))
        return false;
    Q_EMIT groupsAdded();
    return true;
}

bool CupWindow::addFinal(const tournament::Tournament& event)
{
    if (!showOutcome(m_editor.addGroups({{tournament::CupGroup{0, tournament::CupStage::Final, 1}, event}}),
            tr("The final “%1” made and paired.").arg(event.name)))
        return false;
    Q_EMIT groupsAdded();
    return true;
}

void CupWindow::askFinal()
{
    if (const std::optional<Message> notYet = tournament::finalCreationRefusal(m_editor.cup(), m_overview)) {
        QMessageBox::information(this,
            tr("Make the final"),
            tr("The final cannot be made yet: %1.").arg(text::messageText(*notYet)));
        return;
    }
    NewTournamentDialog dialog(m_asOf, this);
    // Named as the groups are, its index as theirs with F for SF1, SF2…: the judge may change both.
    QString index;
    for (const tournament::CupGroupState& state : std::as_const(m_overview.groups)) {
        static const QRegularExpression semifinal(u"^(.*)SF\\d+$"_s);
        if (const QRegularExpressionMatch match = semifinal.match(state.event.index); match.hasMatch()) {
            index = match.captured(1) + u'F';
            break;
        }
    }
    dialog.setParticulars(tr("%1, final").arg(m_editor.cup().name), index);
    for (const tournament::Player& player : tournament::finalPlayers(m_overview))
        dialog.addPlayer(
            player.name, player.address, player.rating ? QString::number(*player.rating) : QString());
    // A player with no address is asked about by the form itself.
    if (dialog.exec() == QDialog::Accepted)
        addFinal(dialog.result().event);
}

bool CupWindow::withdrawDecision(int decision)
{
    const QList<tournament::CupDecision>& decisions = m_editor.cup().decisions;
    if (decision < 0 || decision >= decisions.size())
        return false;
    const QString player = decisions[decision].player;
    return showOutcome(m_editor.withdrawDecision(player, decisions[decision].kind),
        tr("The decision about %1 taken back.").arg(player));
}

void CupWindow::askDecline()
{
    const int row = m_entriesView->currentIndex().row();
    if (row < 0) {
        statusBar()->showMessage(tr("Select a player on the final's list first."), 5000);
        return;
    }
    bool ok = false;
    const QString note = QInputDialog::getText(this,
        tr("Declined"),
        tr("%1 declined to play the final. The letter or notice it came in (its date):")
            .arg(m_overview.final.entrants[row].player),
        QLineEdit::Normal,
        {},
        &ok);
    if (ok)
        recordDecline(row, note);
}

void CupWindow::askNomination()
{
    bool ok = false;
    const QString player = QInputDialog::getText(this,
        tr("Nominate"),
        tr("The nominated player's name, as the crosstables write it:"),
        QLineEdit::Normal,
        {},
        &ok);
    if (!ok || player.trimmed().isEmpty())
        return;
    // Refused at once, before the second question, and in a box rather than the status bar (helper-59
    // answered both questions for a name already on the list, then missed the refusal below).
    if (const QString refusal = nominationRefusal(player); !refusal.isEmpty()) {
        QMessageBox::information(this, tr("Nominate"), refusal);
        return;
    }
    const QString note = QInputDialog::getText(this,
        tr("Nominate"),
        tr("Who nominated %1, and by what decision:").arg(player.simplified()),
        QLineEdit::Normal,
        {},
        &ok);
    if (ok && !recordNomination(player, note))
        QMessageBox::information(this, tr("Nominate"), statusBar()->currentMessage());
}

} // namespace postmark::ui

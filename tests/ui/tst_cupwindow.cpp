// SPDX-License-Identifier: GPL-3.0-or-later
// The Cup's window on the demo archive, reached as the judge reaches it — the main window's Tournaments
// menu: its groups in the regulation's order, one agenda of the judge's steps over every group, and the
// final's entry list with each entrant's reason; a decline stored in the archive at once.
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextLayout>
#include <QTimer>
#include <QtTest>

#include "app/demo/demoarchive.h"
#include "core/documents/tournamentdocuments.h"
#include "core/storage/sqlitearchive.h"
#include "tests/support/dialogtesting.h"
#include "tests/support/tournamentfixture.h"
#include "ui/desk/personname.h"
#include "ui/mainwindow.h"
#include "ui/tournament/cupmodels.h"
#include "ui/tournament/cupwindow.h"
#include "ui/tournament/judgename.h"
#include "ui/tournament/newgroupsdialog.h"
#include "ui/tournament/newtournamentdialog.h"
#include "ui/tournament/tournamentwindow.h"
#include "ui/widgets/unbrokentext.h"

using namespace Qt::StringLiterals;
using namespace postmark;
using tournament::FinalEntrant;

class TestCupWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QDate m_today = QDate(2026, 12, 1);
    std::unique_ptr<storage::SqliteArchive> m_archive;

    ui::CupWindow* openFromTheMenu(ui::MainWindow& main)
    {
        if (!main.openArchive(*m_archive, m_today))
            return nullptr;
        QAction* open = nullptr;
        for (QAction* action : main.findChildren<QAction*>()) {
            if (action->objectName().startsWith(u"openCup"_s))
                open = action;
        }
        if (!open)
            return nullptr;
        open->trigger();
        return main.findChild<ui::CupWindow*>();
    }

private Q_SLOTS:
    void II_8_1_aGroupsStateSaysWhatEachWithdrawalLeftOfItsGames()
    {
        // A withdrawal's games excluded are finished and said so; its games sent to adjudication are the
        // judge's to end, and said apart from those in play (helper-74); an annulled game is V.8.1's.
        const tournament::CupGroupInput group{tournament::CupGroup{0, tournament::CupStage::Semifinal, 1},
            testing::eventWithEveryWithdrawalDecision(),
            {},
            {}};
        ui::CupGroupsModel model;
        model.setOverview(tournament::cupOverview(tournament::Cup{}, {group}, QDate(2026, 12, 1)), {});
        const QString state = model.index(0, ui::CupGroupsModel::StateColumn).data().toString();
        QVERIFY2(state.startsWith(
                     u"in play: 5 of 10 game(s) finished (4 of them not counted: withdrawal, II.8.1), "
                     u"1 in play, 3 awaiting adjudication (withdrawal, II.8.1), 1 annulled (V.8.1); "
                     u"Player 4, "_s),
            qPrintable(state));
        // Each withdrawal with its decision (helper-75 could not tell Бойко's from Мельник's).
        QVERIFY2(state.contains(u" — withdrew: unfinished games not counted (II.8.1); Player 5, "_s)
                && state.endsWith(u" — withdrew: unfinished games adjudicated (II.8.1)"_s),
            qPrintable(state));
    }

    void init()
    {
        const QString path =
            m_dir.filePath(u"demo-%1.postmark"_s.arg(QString::fromLatin1(QTest::currentTestFunction())));
        m_archive = storage::SqliteArchive::open(path).value();
        QVERIFY(demo::buildDemoArchive(*m_archive, m_today).hasValue());
    }

    void theGroupsInTheRegulationsOrder()
    {
        ui::MainWindow main;
        ui::CupWindow* window = openFromTheMenu(main);
        QVERIFY(window);
        QVERIFY(window->windowTitle().contains(u"XI Кубок України"_s));
        auto* groups = window->findChild<QTableView*>(u"cupGroups"_s);
        // The three groups, and the final being formed as the last row (it is no tournament yet).
        QCOMPARE(groups->model()->rowCount(), 4);
        QCOMPARE(groups->model()->index(3, ui::CupGroupsModel::GroupColumn).data().toString(), u"final"_s);
        QVERIFY(groups->model()
                    ->index(3, ui::CupGroupsModel::StateColumn)
                    .data()
                    .toString()
                    .contains(u"on the entry list; the final has 10 to 12"_s));
        QCOMPARE(groups->model()->index(0, ui::CupGroupsModel::GroupColumn).data().toString(),
            u"the previous Cup's final"_s);
        QCOMPARE(
            groups->model()->index(1, ui::CupGroupsModel::GroupColumn).data().toString(), u"semifinal 1"_s);
        QCOMPARE(groups->model()->index(2, ui::CupGroupsModel::StateColumn).data().toString(), u"finished"_s);
        // Semifinal 1 plays on, with the demo's claim to decide.
        const QString state = groups->model()->index(1, ui::CupGroupsModel::StateColumn).data().toString();
        QVERIFY2(state.startsWith(u"in play"_s) && state.contains(u"1 claim"_s), qPrintable(state));
        // Finished games are those with a result, as the report and postmark-cli tournaments count them
        // (helper-72 read «зараховано 50 з 105» with 9 н/в among the 50).
        const QRegularExpressionMatch counts =
            QRegularExpression(u"^in play: (\\d+) of 105 game\\(s\\) finished[;,]"_s).match(state);
        QVERIFY2(counts.hasMatch(), qPrintable(state));
        QVERIFY2(state.contains(u"withdrew"_s) && state.contains(u"(II.8.1)"_s), qPrintable(state));
        // The final's row opens nothing: there is no tournament yet.
        QSignalSpy none(window, &ui::CupWindow::tournamentRequested);
        Q_EMIT groups->activated(groups->model()->index(3, 0));
        QCOMPARE(none.size(), 0);
        // A double click opens the group's own window; with no judge's name typed yet, the letters are
        // signed by the archive's owner, the demo's chief judge.
        QSettings().remove(u"judge/name"_s);
        QSettings().remove(u"judge/address"_s);
        QSignalSpy requested(window, &ui::CupWindow::tournamentRequested);
        Q_EMIT groups->activated(groups->model()->index(1, 0));
        QCOMPARE(requested.size(), 1);
        auto* group = main.findChild<ui::TournamentWindow*>();
        QVERIFY(group);
        QCOMPARE(group->event().index, u"UKR/C11/SF1"_s);
        const archive::ArchiveOwner owner = m_archive->owner().value().value();
        QVERIFY(owner.judges);
        QCOMPARE(group->findChild<QLineEdit*>(u"judgeName"_s)->text(), owner.name);
        QCOMPARE(ui::chiefJudgeName(m_archive.get()), owner.name);
        // ... and sent from the owner's address, to which objections and appeals go (helper-59's start
        // notices went out without one).
        QVERIFY(!owner.address.isEmpty());
        QCOMPARE(group->findChild<QLineEdit*>(u"judgeAddress"_s)->text(), owner.address);
        const auto notices = documents::startNotices(group->event(),
            Language::English,
            group->findChild<QLineEdit*>(u"judgeName"_s)->text(),
            group->findChild<QLineEdit*>(u"judgeAddress"_s)->text());
        QString sender;
        for (const documents::Block& block : notices.pages.first().blocks) {
            if (block.kind == documents::Block::Kind::Sender)
                sender = block.text;
        }
        QVERIFY2(sender.contains(owner.address), qPrintable(sender));
        // The semifinal has no game left to adjudication yet: its tab says so rather than stay blank.
        QVERIFY(group->findChild<QLabel*>(u"adjudicationsNote"_s)
                    ->text()
                    .contains(u"No game awaits adjudication"_s));
    }

    void theAgendaIsTheJudgesOverEveryGroup()
    {
        ui::MainWindow main;
        ui::CupWindow* window = openFromTheMenu(main);
        QVERIFY(window);
        const tournament::CupOverview& overview = window->overview();
        auto* agenda = window->findChild<QTableView*>(u"cupAgenda"_s);
        const int judges = agenda->model()->rowCount();
        QVERIFY(judges > 0);
        int shownJudges = 0;
        for (const tournament::CupAgendaItem& item : overview.agenda)
            shownJudges += item.judgesStep ? 1 : 0;
        QCOMPARE(judges, shownJudges);
        // The claim's objection window is on it, in semifinal 1.
        bool objection = false;
        for (int row = 0; row < judges; ++row)
            objection = objection
                || (agenda->model()->index(row, 4).data().toString() == u"II.6.4"
                    && agenda->model()->index(row, 1).data().toString() == u"semifinal 1");
        QVERIFY(objection);
        // The players by surname and initials, their full names in the tooltip: the Cup's full names took
        // half the window and squeezed «Чому» to seven lines (helper-72).
        const QModelIndex game = agenda->model()->index(0, 2);
        const QString full = game.data(Qt::ToolTipRole).toString();
        QVERIFY2(full.contains(u"Кравченко Юрій Григорович"_s), qPrintable(full));
        QVERIFY2(game.data().toString().endsWith(u"Кравченко Ю. Г. – Шевченко А. В."_s),
            qPrintable(game.data().toString()));
        QCOMPARE(agenda->model()->index(0, 3).data().toString(), u"Шевченко А. В."_s);
        QVERIFY(window->findChild<QLabel*>(u"cupAgendaHeading"_s)
                    ->text()
                    .contains(u"more are the players' own"_s));
        window->findChild<QCheckBox*>(u"cupPlayersSteps"_s)->setChecked(true);
        QCOMPARE(agenda->model()->rowCount(), int(overview.agenda.size()));
    }

    void aClauseIsNotSplitAcrossLines()
    {
        // A group's state wrapped «(II.» at a line's end and «8.1)» at the next: Unicode lets a line break
        // after a dot. Its tables keep clause references (and dates) whole.
        ui::MainWindow main;
        ui::CupWindow* window = openFromTheMenu(main);
        QVERIFY(window);
        for (const QString& name : {u"cupGroups"_s, u"cupAgenda"_s})
            QVERIFY(qobject_cast<ui::UnbrokenTextDelegate*>(
                window->findChild<QTableView*>(name)->itemDelegate()));
        const QString state = u"триває: вибуття: Бойко Григорій Тарасович, 07.10.2026 (II.8.1); 1 заява"_s;
        const QFont font = window->font();
        const auto linesAt = [&font](const QString& text, int width) {
            QTextLayout layout(text, font);
            QTextOption option;
            option.setWrapMode(QTextOption::WordWrap);
            layout.setTextOption(option);
            QStringList lines;
            layout.beginLayout();
            for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
                line.setLineWidth(width);
                lines.append(text.mid(line.textStart(), line.textLength()).trimmed());
            }
            layout.endLayout();
            return lines;
        };
        int split = 0;
        for (int width = 40; width < 700; ++width) {
            if (!linesAt(state, width).join(u'|').contains(u"(II.|"_s))
                continue;
            ++split;
            const QString kept = linesAt(ui::withReferencesUnbroken(state), width).join(u'|');
            QVERIFY2(!kept.contains(u".|"_s) && !kept.contains(u".\u2060|"_s), qPrintable(kept));
        }
        QVERIFY(split > 0); // the plain text does split there at some width
    }

    void theFinalsEntryListWithItsReasons()
    {
        ui::MainWindow main;
        ui::CupWindow* window = openFromTheMenu(main);
        QVERIFY(window);
        const tournament::FinalEntryList& list = window->overview().final;
        const auto reasonOf = [&](FinalEntrant::Reason reason) {
            return std::find_if(list.entrants.begin(),
                list.entrants.end(),
                [reason](const FinalEntrant& entrant) { return entrant.reason == reason; });
        };
        // The previous final's second declined: its fifth steps in for him.
        const auto decliner = reasonOf(FinalEntrant::Reason::StepsInForDecliner);
        QVERIFY(decliner != list.entrants.end());
        QCOMPARE(decliner->place, 5);
        QCOMPARE(decliner->stage, std::optional(tournament::CupStage::PreviousFinal));
        // Semifinal 2's winner qualified from the previous final already: its third steps in.
        const auto qualified = reasonOf(FinalEntrant::Reason::StepsInForQualified);
        QVERIFY(qualified != list.entrants.end());
        QCOMPARE(qualified->group, 2);
        QCOMPARE(qualified->place, 3);
        // Semifinal 1 plays on: its places are today's.
        for (const FinalEntrant& entrant : list.entrants)
            QCOMPARE(
                entrant.provisional, entrant.stage == tournament::CupStage::Semifinal && entrant.group == 1);
        QCOMPARE(list.entrants.last().reason, FinalEntrant::Reason::Nominated);
        QCOMPARE(list.vacancies, 10 - int(list.entrants.size()));
        // The window says both figures a judge plans by, as the printed report does: the places nomination
        // must fill to reach the smallest final, and how many may be nominated up to the largest.
        const QString summary = window->findChild<QLabel*>(u"finalSummary"_s)->text();
        QVERIFY2(summary.contains(u"%1 place"_s.arg(list.vacancies))
                && summary.contains(u"smallest final (10)"_s)
                && summary.contains(u"up to %1 more may be nominated, to the largest (12)"_s.arg(
                    12 - int(list.entrants.size()))),
            qPrintable(summary));
        auto* entries = window->findChild<QTableView*>(u"finalEntries"_s);
        QCOMPARE(entries->model()->rowCount(), int(list.entrants.size()));
        const int row = int(decliner - list.entrants.begin());
        const QString reason =
            entries->model()->index(row, ui::FinalEntriesModel::ReasonColumn).data().toString();
        QVERIFY2(
            reason.contains(u"who declined"_s) && reason.contains(decliner->replaces), qPrintable(reason));
    }

    void aDeclineIsStoredAndTheNextPlaceStepsIn()
    {
        ui::MainWindow main;
        ui::CupWindow* window = openFromTheMenu(main);
        QVERIFY(window);
        const tournament::FinalEntryList before = window->overview().final;
        int first = 0;
        while (before.entrants[first].stage != tournament::CupStage::Semifinal
            || before.entrants[first].group != 1)
            ++first;
        const QString winner = before.entrants[first].player;
        QVERIFY(window->recordDecline(first, u"лист від 20.11"_s));
        const tournament::FinalEntryList after = window->overview().final;
        QVERIFY(std::none_of(after.entrants.begin(), after.entrants.end(), [&](const FinalEntrant& entrant) {
            return entrant.player == winner;
        }));
        const auto stepsIn = std::find_if(after.entrants.begin(),
            after.entrants.end(),
            [&](const FinalEntrant& entrant) { return entrant.replaces == winner; });
        QVERIFY(stepsIn != after.entrants.end());
        QCOMPARE(stepsIn->group, 1);
        // Stored at once: the archive has it, with its note.
        const tournament::Cup stored = m_archive->cups().value().constFirst().cup;
        QVERIFY(std::any_of(
            stored.decisions.begin(), stored.decisions.end(), [&](const tournament::CupDecision& d) {
                return d.player == winner && d.note == u"лист від 20.11"
                    && d.kind == tournament::CupDecision::Kind::Declined;
            }));
        // Taken back, the winner is on the list again.
        auto* decisions = window->findChild<QTableWidget*>(u"cupDecisions"_s);
        int decision = 0;
        while (decisions->item(decision, 1)->text() != winner)
            ++decision;
        QVERIFY(window->withdrawDecision(decision));
        QCOMPARE(window->overview().final.entrants[first].player, winner);
    }

    void aNominationPastTheMaximumIsLeftOff()
    {
        ui::MainWindow main;
        ui::CupWindow* window = openFromTheMenu(main);
        QVERIFY(window);
        // A nomination without the decision it rests on is refused, naming what is missing (helper-62's
        // empty answer was stored, the list's reason «nominated» alone).
        QVERIFY(!window->recordNomination(u"Гуменюк Олег Петрович"_s, u"  "_s));
        QVERIFY2(window->statusBar()->currentMessage().contains(u"by what decision"_s),
            qPrintable(window->statusBar()->currentMessage()));
        for (int k = 1; k <= 3; ++k)
            QVERIFY(window->recordNomination(u"Номінант %1"_s.arg(k), u"Виконком"_s));
        QCOMPARE(window->overview().final.entrants.size(), 12);
        // A 13th is refused, not kept and left off the list unseen (helper-62); the summary says the list
        // is full.
        QVERIFY(!window->recordNomination(u"Номінант 4"_s, u"Виконком"_s));
        QVERIFY2(window->statusBar()->currentMessage().contains(u"list is full"_s),
            qPrintable(window->statusBar()->currentMessage()));
        QVERIFY(window->overview().final.leftOff.isEmpty());
        QVERIFY2(
            window->findChild<QLabel*>(u"finalSummary"_s)->text().contains(u"no more may be nominated"_s),
            qPrintable(window->findChild<QLabel*>(u"finalSummary"_s)->text()));
        // A player on the list written with initials is the same player (helper-62's «Савченко Л. К.»).
        const QString fifth = window->overview().final.entrants.value(4).player;
        QVERIFY(!window->recordNomination(ui::shortPersonName(fifth), {}));
        // The same name twice is refused, the list as it was; so is a player on the list by a place.
        QVERIFY(!window->recordNomination(u"Номінант 1"_s, {}));
        const QString first = window->overview().final.entrants.first().player;
        QVERIFY(!window->recordNomination(first, {}));
        QVERIFY(window->statusBar()->currentMessage().contains(u"on the final's list already"_s));
        // Initials alone are nobody's name (helper-59's typing lost the surname and «А. В.» was nominated).
        QVERIFY(!window->recordNomination(u"А. В."_s, {}));
        QVERIFY2(window->statusBar()->currentMessage().contains(u"has no surname"_s),
            qPrintable(window->statusBar()->currentMessage()));
        // Asked in the window, the name is refused at once: no second question about who nominated him.
        int questions = 0;
        QTimer answer;
        answer.setInterval(20);
        connect(&answer, &QTimer::timeout, window, [&questions] {
            if (auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget())) {
                ++questions;
                dialog->setTextValue(u"Номінант 2"_s);
                dialog->accept();
            } else if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                box->accept();
            }
        });
        answer.start();
        QTest::mouseClick(window->findChild<QPushButton*>(u"nominateButton"_s), Qt::LeftButton);
        answer.stop();
        QCOMPARE(questions, 1);
        QCOMPARE(m_archive->cups().value().constFirst().cup.decisions.size(), 2 + 3);
        QCOMPARE(window->overview().final.entrants.size(), 12);
    }

    void newGroupsFromTheApplicationsInOneStep()
    {
        ui::MainWindow main;
        ui::CupWindow* window = openFromTheMenu(main);
        QVERIFY(window);
        QString applications;
        for (int k = 0; k < 22; ++k)
            applications +=
                u"Заявник %1; 01.01.19%2; КМС; ; вул. Нова %1, Суми; ; ; %3\n"_s.arg(k + 1).arg(50 + k).arg(
                    2300 - k * 7);
        QString preview;
        QString refused;
        QString fewProblem;
        QString fewPreview;
        testing::onNextDialog<ui::NewGroupsDialog>([&](ui::NewGroupsDialog& dialog) {
            dialog.findChild<QLineEdit*>(u"groupIndex"_s)->setText(u"UKR/C11/SF%1"_s);
            dialog.findChild<QPlainTextEdit*>(u"applications"_s)->setPlainText(u"Заявник; 31.02.1950"_s);
            refused = dialog.problem();
            // One application for two groups: said once, with what to do (helper-73 read «0 учасників» and
            // «потрібно щонайменше двоє гравців» for each group left short).
            dialog.findChild<QPlainTextEdit*>(u"applications"_s)
                ->setPlainText(applications.section(u'\n', 0, 0));
            fewProblem = dialog.problem();
            fewPreview = dialog.findChild<QLabel*>(u"preview"_s)->text();
            dialog.findChild<QPlainTextEdit*>(u"applications"_s)->setPlainText(applications);
            preview = dialog.findChild<QLabel*>(u"preview"_s)->text();
            dialog.accept();
        });
        QTest::mouseClick(window->findChild<QPushButton*>(u"newGroupsButton"_s), Qt::LeftButton);
        QVERIFY2(refused.contains(u"31.02.1950"_s), qPrintable(refused)); // an impossible birth date, named
        QVERIFY2(fewProblem.startsWith(u"Groups: 2, applications: 1 — each group needs at least two players. "
                                       u"Choose fewer groups"_s)
                && !fewProblem.contains(u"round robin"_s),
            qPrintable(fewProblem));
        // The one application shown where it went (the top seed vanished from a group of one: helper-74).
        QVERIFY2(fewPreview.contains(u"Group 3: 1 player"_s) && fewPreview.contains(u"— Заявник 1 (2300)"_s)
                && fewPreview.contains(u"Group 4: no player"_s) && !fewPreview.contains(u"0 players"_s),
            qPrintable(fewPreview));
        // Semifinals 3 and 4 (the Cup has 1 and 2), 11 players each, in snake order by rating.
        QVERIFY2(preview.contains(u"Group 3"_s) && preview.contains(u"Group 4"_s), qPrintable(preview));
        auto* groups = window->findChild<QTableView*>(u"cupGroups"_s);
        QCOMPARE(groups->model()->rowCount(), 5 + 1); // and the final being formed
        QCOMPARE(
            groups->model()->index(4, ui::CupGroupsModel::GroupColumn).data().toString(), u"semifinal 4"_s);
        QCOMPARE(groups->model()->index(4, ui::CupGroupsModel::PlayersColumn).data().toInt(), 11);
        QCOMPARE(m_archive->tournaments().value().size(), 5);
        const tournament::Tournament third =
            m_archive->tournament(m_archive->cups().value().constFirst().cup.groups.last().tournament)
                .value();
        QCOMPARE(third.games.size(), 55);
        QCOMPARE(third.index, u"UKR/C11/SF4"_s);
        // The main window's Tournaments menu lists the new groups at once, and Enter on one opens it.
        QStringList listed;
        for (QAction* action : main.findChild<QMenu*>(u"tournamentsMenu"_s)->actions())
            listed.append(action->text());
        QVERIFY2(listed.join(u'|').contains(u"UKR/C11/SF4"_s), qPrintable(listed.join(u'|')));
        QVERIFY(!main.findChild<ui::TournamentWindow*>());
        groups->setFocus();
        groups->setCurrentIndex(groups->model()->index(4, ui::CupGroupsModel::GroupColumn));
        QTest::keyClick(groups, Qt::Key_Return);
        auto* opened = main.findChild<ui::TournamentWindow*>();
        QVERIFY(opened);
        QCOMPARE(opened->event().index, u"UKR/C11/SF4"_s);
        // The menu lists events in the order of their indexes: the XI Cup's four semifinals one after the
        // other (the X Cup's final, stored between them, came between them; the new groups' names are
        // English here), and each item opens its own.
        QList<qsizetype> semifinals;
        for (int group = 1; group <= 4; ++group) {
            for (qsizetype item = 0; item < listed.size(); ++item) {
                if (listed[item].endsWith(u"(UKR/C11/SF%1)"_s.arg(group)))
                    semifinals.append(item);
            }
        }
        QCOMPARE(semifinals.size(), 4);
        for (qsizetype group = 1; group < 4; ++group)
            QVERIFY2(semifinals[group] == semifinals[0] + group, qPrintable(listed.join(u'|')));
        main.findChild<QMenu*>(u"tournamentsMenu"_s)->actions()[semifinals[1]]->trigger();
        bool secondOpened = false;
        for (const ui::TournamentWindow* each : main.findChildren<ui::TournamentWindow*>())
            secondOpened |= each->event().index == u"UKR/C11/SF2"_s;
        QVERIFY(secondOpened);
    }

    void theFinalIsMadeFromTheListOnceTheGroupsHaveFinished()
    {
        // helper-59 found no way to make the final from the Cup: he retyped ten players with their
        // addresses in a new tournament, which then did not join the Cup. The Final tab makes it, once the
        // groups have finished and the list is long enough; until then the button says why not.
        ui::MainWindow main;
        ui::CupWindow* window = openFromTheMenu(main);
        QVERIFY(window);
        auto* make = window->findChild<QPushButton*>(u"makeFinalButton"_s);
        QVERIFY(make && !make->isEnabled());
        QVERIFY2(make->toolTip().contains(u"півфінал 1 is still playing"_s), qPrintable(make->toolTip()));
        // Semifinal 1 finished: every open game drawn, its record in.
        const tournament::Cup cup = m_archive->cups().value().constFirst().cup;
        qint64 semifinal = 0;
        for (const tournament::CupGroup& group : cup.groups)
            semifinal = group.stage == tournament::CupStage::Semifinal && group.number == 1 ? group.tournament
                                                                                            : semifinal;
        QCOMPARE(m_archive->updateTournament(semifinal,
                     [this](tournament::Tournament& event, tournament::JudgeRegisters&) {
                         for (tournament::TournamentGame& game : event.games) {
                             if (!game.result) {
                                 game.result = tournament::GameResult::Draw;
                                 game.reportedOn = game.recordReceived = m_today;
                             }
                         }
                         return std::optional<Error>();
                     }),
            std::nullopt);
        QVERIFY(window->reload());
        QVERIFY(!make->isEnabled());
        // Its claim decided today: an appeal may still change its places (II.1.6), and the final waits — for
        // the players' receipts of the decision, the days to appeal, then the committee's ruling.
        const auto claimIs = [&](const std::function<void(tournament::JudgeClaim&)>& change) {
            return m_archive->updateTournament(
                semifinal, [&change](tournament::Tournament&, tournament::JudgeRegisters& registers) {
                    change(registers.claims.first());
                    return std::optional<Error>();
                });
        };
        QCOMPARE(claimIs([this](tournament::JudgeClaim& claim) {
            claim.decision = tournament::ClaimDecision::Upheld;
            claim.decidedOn = m_today;
            claim.reason = u"the claimant's cards show the overstep"_s;
            claim.earlyDecisionReason = u"the offender wrote that he will not object"_s;
        }),
            std::nullopt);
        QVERIFY(window->reload());
        QVERIFY(!make->isEnabled());
        QVERIFY2(make->toolTip().contains(u"may still be appealed [II.1.6]"_s)
                && make->toolTip().contains(u"not recorded yet"_s),
            qPrintable(make->toolTip()));
        QCOMPARE(claimIs([this](tournament::JudgeClaim& claim) {
            claim.claimantReceivedDecision = claim.offenderReceivedDecision = m_today;
        }),
            std::nullopt);
        QVERIFY(window->reload());
        QVERIFY(!make->isEnabled());
        QVERIFY2(make->toolTip().contains(u"may still be appealed, until"_s), qPrintable(make->toolTip()));
        QCOMPARE(claimIs([this](tournament::JudgeClaim& claim) {
            claim.appealReceived = m_today;
            claim.appellant = claim.claimant;
        }),
            std::nullopt);
        QVERIFY(window->reload());
        QVERIFY2(make->toolTip().contains(u"is not decided yet"_s), qPrintable(make->toolTip()));
        QCOMPARE(claimIs([this](tournament::JudgeClaim& claim) { claim.committeeRuledOn = m_today; }),
            std::nullopt);
        QVERIFY(window->reload());
        QVERIFY(!make->isEnabled());
        // Nine on the list: one more nominated reaches the smallest final (10).
        QVERIFY2(make->toolTip().contains(u"nomination"_s), qPrintable(make->toolTip()));
        QVERIFY(window->recordNomination(u"Новак Назар Назарович"_s, u"decision 12 of the board"_s));
        QVERIFY2(make->isEnabled(), qPrintable(make->toolTip()));
        const QList<tournament::FinalEntrant> entrants = window->overview().final.entrants;
        QString name;
        QStringList players;
        QStringList addresses;
        QString asked;
        testing::onNextDialog<ui::NewTournamentDialog>([&](ui::NewTournamentDialog& dialog) {
            name = dialog.findChild<QLineEdit*>(u"name"_s)->text();
            auto* table = dialog.findChild<QTableWidget*>(u"players"_s);
            for (int row = 0; row < table->rowCount(); ++row) {
                players.append(table->item(row, 0)->text());
                addresses.append(table->item(row, 1) ? table->item(row, 1)->text() : QString());
            }
            dialog.drawLots();
            // The nominee no group has comes without an address: asked before the final is made.
            testing::onNextDialog<QMessageBox>([&](QMessageBox& box) {
                asked = box.text();
                box.findChild<QPushButton*>(u"proceed"_s)->click();
            });
            dialog.accept();
        });
        QTest::mouseClick(make, Qt::LeftButton);
        QVERIFY2(asked.contains(u"Новак Назар Назарович"_s), qPrintable(asked));
        QCOMPARE(name, cup.name + u", final"_s);
        QCOMPARE(players.size(), entrants.size());
        for (qsizetype i = 0; i < entrants.size(); ++i)
            QCOMPARE(players[i], entrants[i].player);
        QVERIFY2(
            !addresses.first().isEmpty() && addresses.last().isEmpty(), qPrintable(addresses.join(u'|')));
        // The final is the Cup's now: its row is a tournament in play, and there is none to make.
        const tournament::Cup after = m_archive->cups().value().constFirst().cup;
        QCOMPARE(after.groups.size(), cup.groups.size() + 1);
        QCOMPARE(after.groups.last().stage, tournament::CupStage::Final);
        const tournament::Tournament final = m_archive->tournament(after.groups.last().tournament).value();
        QCOMPARE(final.players.size(), entrants.size());
        QCOMPARE(final.games.size(), entrants.size() * (entrants.size() - 1) / 2);
        QVERIFY(!make->isEnabled());
        QVERIFY2(make->toolTip().contains(u"has its final already"_s), qPrintable(make->toolTip()));
        // Its list is its players' now: no decline or nomination is offered (helper-62), and nobody leads
        // a final with no game scored.
        QVERIFY(!window->findChild<QPushButton*>(u"nominateButton"_s)->isEnabled());
        QVERIFY(!window->findChild<QPushButton*>(u"declineButton"_s)->isEnabled());
        auto* groups = window->findChild<QTableView*>(u"cupGroups"_s);
        const int finalRow = groups->model()->rowCount() - 1;
        QCOMPARE(
            groups->model()->index(finalRow, ui::CupGroupsModel::LeaderColumn).data().toString(), QString());
    }

    void aGroupsEditIsReadByTheCupWindowAtOnce()
    {
        // helper-28 decided the claim in the group's window: the Cup's window beside it still counted the
        // game unplayed and listed the claim on its agenda until it was closed and opened again.
        ui::MainWindow main;
        ui::CupWindow* window = openFromTheMenu(main);
        QVERIFY(window);
        auto* groups = window->findChild<QTableView*>(u"cupGroups"_s);
        const auto stateOfSemifinal = [groups] {
            return groups->model()->index(1, ui::CupGroupsModel::StateColumn).data().toString();
        };
        const QString before = stateOfSemifinal();
        Q_EMIT groups->activated(groups->model()->index(1, 0));
        auto* group = main.findChild<ui::TournamentWindow*>();
        QVERIFY(group);
        const QList<tournament::TournamentGame>& games = group->event().games;
        const auto unplayed = std::find_if(
            games.begin(), games.end(), [](const tournament::TournamentGame& game) { return !game.result; });
        QVERIFY(unplayed != games.end());
        QVERIFY(group->recordResult(int(unplayed - games.begin()),
            tournament::GameResult::Draw,
            tournament::ResultHow::Played,
            m_today,
            m_today));
        const QString after = stateOfSemifinal();
        QVERIFY2(after != before, qPrintable(after));
        // One game more counted: "48 of 105" becomes "49 of 105".
        const QRegularExpression counted(u"(\\d+) of 105"_s);
        QCOMPARE(counted.match(after).captured(1).toInt(), counted.match(before).captured(1).toInt() + 1);
    }

    void fitsTheLaptopScreen()
    {
        ui::MainWindow main;
        ui::CupWindow* window = openFromTheMenu(main);
        QVERIFY(window);
        QVERIFY(window->width() <= 1366 && window->height() <= 768 - 60);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        testing::saveScreenshot(*window, u"cup-window"_s);
    }
};

QTEST_MAIN(TestCupWindow)
#include "tst_cupwindow.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The window on a federation's server (the suite's own PostgreSQL): it says where it is and as whom; a
// player's judge's window shows the crosstable with every change greyed, saying why; the event's judge
// records a result from it; every member checks what they read, the owner alone copies the server.
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolTip>
#include <QtTest>

#include "app/openarchives.h"
#include "core/storage/federation.h"
#include "core/storage/postgresarchive.h"
#include "core/storage/sqlitearchive.h"
#include "tests/storage/cliprocess.h"
#include "tests/storage/federationsupport.h"
#include "tests/support/dialogtesting.h"
#include "tests/support/tournamentsmenu.h"
#include "ui/desk/lifeeventdialog.h"
#include "ui/desk/serverdialog.h"
#include "ui/mainwindow.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/tournamentwindow.h"

using namespace postmark;
using namespace postmark::storage;
using namespace postmark::archive;
using namespace Qt::StringLiterals;

namespace {

DatabaseAddress addressAs(const QString& login)
{
    return testing::federationAddress(u"federation_window"_s, login);
}

std::unique_ptr<PostgresArchive> serverAs(const QString& login)
{
    return testing::federationAs(u"federation_window"_s, login);
}

const QStringList ChangingButtons = {u"recordResult"_s,
    u"recordWithdrawal"_s,
    u"changePlayer"_s,
    u"newClaim"_s,
    u"editClaim"_s,
    u"editAdjudication"_s};

} // namespace

class TestFederationWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_player; ///< the name of a player of the published semifinal

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(qEnvironmentVariableIsSet("POSTMARK_TEST_POSTGRES"), "ctest starts the server");
        const QString laptop = m_dir.filePath(u"laptop.postmark"_s);
        const auto demo = testing::runProgram(QStringLiteral(POSTMARK_CLI),
            {u"demo"_s, u"--db"_s, laptop, u"--lang"_s, u"en"_s, u"--as-of"_s, u"2026-12-03"_s});
        QVERIFY2(demo.exitCode == 0, qPrintable(demo.err));
        QVERIFY(testing::makeFederationDatabase(u"federation_window"_s, {u"savchuk"_s, u"boiko"_s}));
        auto server = FederationServer::connect(addressAs(u"postgres"_s)).value();
        QCOMPARE(server->init(), std::nullopt);
        QCOMPARE(server->grant(FederationRole::Judge, u"savchuk"_s), std::nullopt);
        // The judge publishes the demo's semifinal with its games, as from the laptop, in one step.
        const QString judge = addressAs(u"savchuk"_s).display();
        const auto copy = testing::runProgram(QStringLiteral(POSTMARK_CLI),
            {u"copy-tournament"_s,
                u"--from"_s,
                laptop,
                u"--to"_s,
                judge,
                u"--tournament"_s,
                u"1"_s,
                u"--with-games"_s,
                u"--lang"_s,
                u"en"_s});
        QVERIFY2(copy.exitCode == 0, qPrintable(copy.err));
        const auto event = serverAs(u"savchuk"_s)->tournament(1).value();
        QVERIFY2(
            copy.out.contains(u"→ tournament 1 with 105 games, 0 there already"_s), qPrintable(copy.out));
        QCOMPARE(serverAs(u"savchuk"_s)->gamesOfEvent(event.name).value().size(), 105);
        m_player = event.players[2].name;
        QCOMPARE(server->grant(FederationRole::Player, u"boiko"_s, std::nullopt, m_player), std::nullopt);
    }

    void aPlayerSeesTheCrosstableAndEveryChangeGreyed()
    {
        auto archive = serverAs(u"boiko"_s);
        // The player reads their own 14 games of the semifinal, and no other.
        const auto own = archive->games().value();
        QCOMPARE(own.size(), 14);
        for (const auto& game : own)
            QVERIFY(game.white == m_player || game.black == m_player);
        // A game of the event is the two players' and the judge's: a player does not remove it.
        const auto removal = archive->removeGame(own.first().id);
        QVERIFY(removal);
        QCOMPARE(removal->code, ErrorCode::PermissionDenied);
        QCOMPARE(archive->games().value().size(), 14);
        ui::MainWindow main;
        QVERIFY(main.openArchive(*archive, QDate(2026, 12, 3)));
        QTRY_VERIFY(main.findChild<QLabel*>(u"serverNotice"_s));
        const QString notice = main.findChild<QLabel*>(u"serverNotice"_s)->toolTip();
        QVERIFY2(notice.contains(u"boiko"_s) && notice.contains(u"a player"_s), qPrintable(notice));
        // Shown shortened in the middle (the address), the login's role at its end kept.
        const QString shown = main.findChild<QLabel*>(u"serverNotice"_s)->text();
        QVERIFY2(shown.endsWith(u"(a player)"_s), qPrintable(shown));
        QVERIFY2(
            shown.contains(u", as boiko (a player)"_s), qPrintable(shown)); // the address alone gives way
        QVERIFY(!main.findChild<QWidget*>(u"eventsPanel"_s)->isVisibleTo(&main)); // their games are listed
        // Making or importing an event, which the server would refuse after the form is filled: greyed,
        // saying why.
        for (const QString& name : {u"newTournament"_s, u"importTournament"_s}) {
            auto* action = main.findChild<QAction*>(name);
            QVERIFY2(action && !action->isEnabled(), qPrintable(name));
            QVERIFY2(action->toolTip().contains(
                         u"events are made and published by the federation's administrator"_s),
                qPrintable(action->toolTip()));
        }
        ui::TournamentWindow* window = main.openArchiveTournament(0);
        QVERIFY(window);
        auto* crosstable = window->findChild<QTableView*>(u"crosstable"_s);
        QVERIFY(crosstable);
        QCOMPARE(crosstable->model()->rowCount(), 15);
        for (const QString& name : ChangingButtons) {
            auto* button = window->findChild<QPushButton*>(name);
            QVERIFY2(button, qPrintable(name));
            QVERIFY2(!button->isEnabled(), qPrintable(name));
            QVERIFY2(button->toolTip().contains(u"only the event's judge"_s), qPrintable(button->toolTip()));
        }
        QVERIFY(window->findChild<QLabel*>(u"editRefusalNotice"_s)->isVisible() || !window->isVisible());
        // Why it is read only stays in the bar: a menu item's tip steps over it, and it comes back.
        auto* reason = window->findChild<QLabel*>(u"editRefusalReason"_s);
        QVERIFY(reason);
        QVERIFY2(reason->text().contains(u"only the event's judge"_s), qPrintable(reason->text()));
        window->statusBar()->showMessage(u"Save tournament file as…"_s);
        QVERIFY(!reason->isVisibleTo(window));
        window->statusBar()->clearMessage();
        QVERIFY(reason->isVisibleTo(window));
        // The claims register is the judge's: the player is told it is not shown, not that there is none.
        const QString claims = window->findChild<QPlainTextEdit*>(u"claimDetail"_s)->toPlainText();
        QVERIFY2(claims.contains(u"not shown to the players"_s), qPrintable(claims));
        // ... and nothing of the judge's to print or sign there: greyed with why.
        for (const QString& name : {u"printClaimDecision"_s, u"judgeName"_s}) {
            auto* judgesOwn = window->findChild<QWidget*>(name);
            QVERIFY2(!judgesOwn->isEnabled(), qPrintable(name));
            QVERIFY2(judgesOwn->toolTip().contains(u"a player is not shown them"_s), qPrintable(name));
        }
        // The leave register is of the player's own games, and says so (not "the files the judge has").
        const QString leave = window->findChild<QLabel*>(u"leaveHeading"_s)->text();
        QVERIFY2(leave.contains(u"your 14 game"_s) && !leave.contains(u"the judge has"_s), qPrintable(leave));
        // The agenda is of the games the player reads (their own), never of games they cannot see, which
        // would look overdue for a first move.
        auto* agenda = window->findChild<QTableView*>(u"agenda"_s);
        QVERIFY(agenda->model()->rowCount() > 0);
        for (int row = 0; row < agenda->model()->rowCount(); ++row) {
            // The full names in the tooltip; the column shows surname and initials.
            const QString game = agenda->model()->index(row, 1).data(Qt::ToolTipRole).toString();
            QVERIFY2(game.contains(m_player), qPrintable(game));
        }
        const auto cli = testing::runProgram(QStringLiteral(POSTMARK_CLI),
            {u"agenda"_s, u"--db"_s, addressAs(u"boiko"_s).display(), u"--tournament"_s, u"1"_s});
        QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));
        const QStringList lines = cli.out.trimmed().split(u'\n').mid(1);
        QVERIFY(!lines.isEmpty());
        for (const QString& line : lines)
            QVERIFY2(line.contains(m_player), qPrintable(line));
        window->close();
    }

    // The end of a finished game of the event, opened by its player: shown with why it is not theirs to
    // change now, never offered and then refused after OK.
    void aPlayersRecordedResultIsShownNotOffered()
    {
        auto archive = serverAs(u"boiko"_s);
        qint64 finished = 0;
        for (const auto& [id, game] : archive
                                          ->gamesWithIds([&] {
                                              QList<qint64> ids;
                                              for (const auto& summary : archive->games().value())
                                                  ids.append(summary.id);
                                              return ids;
                                          }())
                                          .value()) {
            if (game.result)
                finished = id;
        }
        QVERIFY2(finished, "the player has a finished game in the demo's semifinal");
        ui::MainWindow main;
        QVERIFY(main.openArchive(*archive, QDate(2026, 12, 3)));
        QVERIFY(main.showArchiveGame(finished));
        const ledger::GameFile before = archive->game(finished).value();
        bool shown = false;
        testing::onNextDialog<ui::LifeEventDialog>([&](ui::LifeEventDialog& dialog) {
            QVERIFY(!dialog.findChild<QComboBox*>(u"score"_s)->isEnabled());
            const QString recorded = dialog.findChild<QLabel*>(u"recordedResult"_s)->text();
            QVERIFY2(recorded.contains(u"judge's to rule on"_s), qPrintable(recorded));
            dialog.accept(); // Enter: nothing recorded
            QVERIFY(dialog.isVisible());
            shown = true;
            dialog.reject();
        });
        main.recordLifeEvent(static_cast<int>(ui::LifeEventDialog::Event::GameEnd));
        QVERIFY(shown);
        QCOMPARE(archive->game(finished).value(), before);
    }

    void aPlayerChecksTheirGamesOnTheServerAndOnlyTheOwnerCopiesIt()
    {
        auto archive = serverAs(u"boiko"_s);
        ui::MainWindow main;
        QVERIFY(main.openArchive(*archive, QDate(2026, 12, 3)));
        // File ▸ Check the archive checks the server too, the player's own games.
        auto* check = main.findChild<QAction*>(u"checkArchive"_s);
        QVERIFY(check && check->isEnabled());
        const Result<QList<Message>> problems = main.checkArchive();
        QVERIFY(problems);
        QVERIFY(problems->isEmpty());
        auto* verdict = main.findChild<QMessageBox*>(u"archiveCheckResult"_s);
        QVERIFY(verdict);
        QVERIFY2(verdict->text().contains(u"every game you may read (14)"_s), qPrintable(verdict->text()));
        verdict->close();
        // The whole server is the owner's to copy: the player's Back up is greyed, saying why and what
        // a member copies instead.
        auto* backup = main.findChild<QAction*>(u"backUpArchive"_s);
        QVERIFY(backup);
        QVERIFY(!backup->isEnabled());
        QVERIFY2(backup->statusTip().startsWith(u"You are connected as boiko: the whole server is copied by "
                                                "the login that owns the archive"_s),
            qPrintable(backup->statusTip()));
        // Said as the pointer rests on the greyed item of the open File menu (the status bar is not: a
        // greyed item is never the menu's active one).
        main.show();
        QVERIFY(QTest::qWaitForWindowExposed(&main));
        QMenu* fileMenu = nullptr;
        for (QMenu* menu : main.findChildren<QMenu*>())
            if (menu->actions().contains(backup))
                fileMenu = menu;
        QVERIFY(fileMenu);
        fileMenu->popup(main.mapToGlobal(QPoint(0, 0)));
        QVERIFY(QTest::qWaitForWindowExposed(fileMenu));
        const QPoint onBackup = fileMenu->actionGeometry(backup).center();
        QTest::mouseMove(fileMenu, onBackup - QPoint(5, 0));
        QTest::mouseMove(fileMenu, onBackup);
        QTRY_VERIFY2(
            QToolTip::isVisible() && QToolTip::text() == backup->statusTip(), qPrintable(QToolTip::text()));
        fileMenu->close();
        // Nor is the event theirs to copy whole: they read their own games of it, and the copy would show
        // every other game as never begun (overdue first-move inquiries in its agenda). Nothing is made.
        const QString eventCopy = m_dir.filePath(u"boiko-event.postmark"_s);
        const auto copied = testing::runProgram(QStringLiteral(POSTMARK_CLI),
            {u"copy-tournament"_s,
                u"--from"_s,
                addressAs(u"boiko"_s).display(),
                u"--to"_s,
                eventCopy,
                u"--tournament"_s,
                u"1"_s,
                u"--create"_s,
                u"--lang"_s,
                u"en"_s});
        QCOMPARE(copied.exitCode, 1);
        QVERIFY2(copied.err.contains(u"you read only your own games of the event"_s), qPrintable(copied.err));
        QVERIFY(!QFileInfo::exists(eventCopy));
        auto ownersArchive = serverAs(u"postgres"_s);
        ui::MainWindow owner;
        QVERIFY(owner.openArchive(*ownersArchive, QDate(2026, 12, 3)));
        QVERIFY(owner.findChild<QAction*>(u"backUpArchive"_s)->isEnabled());
        QVERIFY(owner.findChild<QAction*>(u"newTournament"_s)->isEnabled());
        const QString copy = m_dir.filePath(u"server.dump"_s);
        QVERIFY(owner.backUpArchive(copy));
        QVERIFY(QFileInfo(copy).size() > 0);
    }

    void theEventsJudgeRecordsAResultFromTheWindow()
    {
        auto archive = serverAs(u"savchuk"_s);
        ui::MainWindow main;
        QVERIFY(main.openArchive(*archive, QDate(2026, 12, 3)));
        // The judge plays none of the server's games: the desk shows the events they open instead of an
        // empty list, and Enter on one opens it.
        auto* events = main.findChild<QWidget*>(u"eventsPanel"_s);
        QVERIFY(events);
        QTRY_VERIFY(events->isVisibleTo(&main));
        auto* list = events->findChild<QListWidget*>(u"eventsList"_s);
        QCOMPARE(list->count(), 1);
        // The bar counts what the desk lists: the events, not the judge's no games.
        QTRY_VERIFY2(main.statusBar()->currentMessage().startsWith(u"1 event"_s),
            qPrintable(main.statusBar()->currentMessage()));
        QVERIFY2(list->item(0)->text().startsWith(archive->tournament(1).value().name),
            qPrintable(list->item(0)->text()));
        const int before = int(main.findChildren<ui::TournamentWindow*>().size());
        Q_EMIT list->itemActivated(list->item(0));
        QCOMPARE(int(main.findChildren<ui::TournamentWindow*>().size()), before + 1);
        ui::TournamentWindow* window = main.findChildren<ui::TournamentWindow*>().constLast();
        QVERIFY(window);
        for (const QString& name : ChangingButtons)
            QVERIFY2(window->findChild<QPushButton*>(name)->isEnabled(), qPrintable(name));
        QVERIFY(!window->findChild<QLabel*>(u"editRefusalNotice"_s));
        QVERIFY(
            !window->findChild<QPlainTextEdit*>(u"claimDetail"_s)->toPlainText().contains(u"not shown"_s));
        // A judge's login is no name for the letters: left for the judge to type.
        QCOMPARE(window->findChild<QLineEdit*>(u"judgeName"_s)->text(), QString());
        QVERIFY(window->findChild<QLineEdit*>(u"judgeName"_s)->isEnabled());
        QVERIFY(window->findChild<QPushButton*>(u"printClaimDecision"_s)->isEnabled());
        QVERIFY2(window->findChild<QLabel*>(u"leaveHeading"_s)->text().contains(u"the judge has"_s),
            qPrintable(window->findChild<QLabel*>(u"leaveHeading"_s)->text()));
        const auto event = archive->tournament(1).value();
        int open = 0;
        while (open < event.games.size() && event.games[open].result)
            ++open;
        QVERIFY(open < event.games.size());
        QVERIFY(window->recordResult(open, tournament::GameResult::Draw, tournament::ResultHow::Played));
        QCOMPARE(
            serverAs(u"boiko"_s)->tournament(1).value().games[open].result, tournament::GameResult::Draw);
        window->close();
    }

    // File ▸ Connect to a federation's server: a mistyped database is said under the fields and mended in
    // place; once connected the window lists the server as the judge, and the next time the dialog offers
    // that address, ready for Enter.
    void aJudgeConnectsTheWindowFromTheFileMenu()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(u"server/recent"_s);
        ui::MainWindow main;
        app::OpenArchives archives(main, QDate(2026, 12, 3));
        archives.offerOpening();
        main.show();
        QVERIFY(QTest::qWaitForWindowExposed(&main));
        // The laptop's archive first, its player's games listed, one shown.
        QVERIFY(archives.openFile(m_dir.filePath(u"laptop.postmark"_s)));
        auto* chooser = main.findChild<QComboBox*>(u"gameChooser"_s);
        QVERIFY(!chooser->currentText().isEmpty());
        auto* connectAction = main.findChild<QAction*>(u"openServer"_s);
        QVERIFY(connectAction && connectAction->isEnabled());
        const QString judge = addressAs(u"savchuk"_s).display();
        DatabaseAddress mistyped = addressAs(u"savchuk"_s);
        mistyped.database = u"federation_windw"_s;
        bool walked = false;
        QTimer::singleShot(0, &main, [&] {
            auto* dialog = qobject_cast<ui::ServerDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            auto* whole = dialog->findChild<QLineEdit*>(u"serverAddress"_s);
            QTRY_COMPARE(dialog->focusWidget(), whole); // nothing used before: the address is asked first
            QTest::keyClicks(whole, mistyped.display());
            QCOMPARE(dialog->findChild<QLineEdit*>(u"serverDatabase"_s)->text(), u"federation_windw"_s);
            QCOMPARE(dialog->findChild<QLineEdit*>(u"serverLogin"_s)->text(), u"savchuk"_s);
            auto* connectButton = dialog->findChild<QPushButton*>(u"connect"_s);
            QTest::mouseClick(connectButton, Qt::LeftButton);
            QVERIFY(dialog->isVisible());
            const QString problem = dialog->findChild<QLabel*>(u"problem"_s)->text();
            QVERIFY2(problem.contains(u"has no database “federation_windw”"_s), qPrintable(problem));
            auto* database = dialog->findChild<QLineEdit*>(u"serverDatabase"_s);
            database->selectAll();
            QTest::keyClicks(database, u"federation_window"_s);
            QCOMPARE(whole->text(), judge);
            QTest::mouseClick(connectButton, Qt::LeftButton);
            QVERIFY(!dialog->isVisible());
            walked = true;
        });
        connectAction->trigger();
        QVERIFY(walked);
        QTRY_VERIFY(main.findChild<QLabel*>(u"serverNotice"_s));
        const QString notice = main.findChild<QLabel*>(u"serverNotice"_s)->toolTip();
        QVERIFY2(notice.contains(u"savchuk"_s) && notice.contains(u"a judge"_s), qPrintable(notice));
        QTRY_VERIFY(main.findChild<QWidget*>(u"eventsPanel"_s)->isVisibleTo(&main));
        QCOMPARE(chooser->currentText(), QString()); // the laptop's game is not shown as if it were here
        // From the server, a file archive can be opened again.
        QVERIFY(main.findChild<QAction*>(u"openArchive"_s)->isEnabled());
        QCOMPARE(ui::ServerDialog::recentAddresses(), QStringList{judge});
        bool offered = false;
        QTimer::singleShot(0, &main, [&] {
            auto* dialog = qobject_cast<ui::ServerDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            auto* whole = dialog->findChild<QLineEdit*>(u"serverAddress"_s);
            QCOMPARE(whole->text(), judge);
            // Ready for Enter, and for typing another address over it.
            QTRY_COMPARE(dialog->focusWidget(), whole);
            QCOMPARE(whole->selectedText(), judge);
            QTest::keyClicks(whole, u"postgresql://boiko@/federation_window"_s);
            QCOMPARE(dialog->findChild<QLineEdit*>(u"serverLogin"_s)->text(), u"boiko"_s);
            dialog->reject();
            offered = true;
        });
        connectAction->trigger();
        QVERIFY(offered);
    }

    // The window started on a server that refused it (postmark --db postgresql://…): the connect dialog
    // opens on that address with why, and the address mended there connects.
    void aWindowStartedOnARefusingServerOffersToMendTheAddress()
    {
        QStandardPaths::setTestModeEnabled(true);
        ui::MainWindow main;
        app::OpenArchives archives(main, QDate(2026, 12, 3));
        archives.offerOpening();
        DatabaseAddress mistyped = addressAs(u"savchuk"_s);
        mistyped.database = u"federation_windw"_s;
        const std::optional<Error> refused = archives.connect(mistyped.display());
        QVERIFY(refused);
        bool mended = false;
        QTimer::singleShot(0, &main, [&] {
            auto* dialog = qobject_cast<ui::ServerDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QCOMPARE(dialog->findChild<QLineEdit*>(u"serverAddress"_s)->text(), mistyped.display());
            const QString problem = dialog->findChild<QLabel*>(u"problem"_s)->text();
            QVERIFY2(problem.contains(u"has no database “federation_windw”"_s), qPrintable(problem));
            QCOMPARE(problem.count(mistyped.display()), 1); // the address said once
            auto* database = dialog->findChild<QLineEdit*>(u"serverDatabase"_s);
            database->selectAll();
            QTest::keyClicks(database, u"federation_window"_s);
            QTest::mouseClick(dialog->findChild<QPushButton*>(u"connect"_s), Qt::LeftButton);
            mended = !dialog->isVisible();
        });
        main.mendRefusedServer(mistyped.display(), *refused);
        QVERIFY(mended);
        QTRY_VERIFY(main.findChild<QLabel*>(u"serverNotice"_s));
        QVERIFY(main.findChild<QLabel*>(u"serverNotice"_s)->toolTip().contains(u"savchuk"_s));
    }

    // An address typed letter by letter with a password in it: refused as that, and the parts show none
    // of its pieces (an earlier prefix had left the login as the server's name).
    void anAddressWithAPasswordLeavesNoPiecesInTheParts()
    {
        int tried = 0;
        ui::ServerDialog dialog([&tried](const QString&) -> std::optional<QString> {
            ++tried;
            return std::nullopt;
        });
        auto* whole = dialog.findChild<QLineEdit*>(u"serverAddress"_s);
        whole->clear();
        QTest::keyClicks(whole, u"postgresql://petrenko:secret@fed.example.org/federation"_s);
        for (const QString& part : {u"serverHost"_s, u"serverDatabase"_s, u"serverLogin"_s})
            QCOMPARE(dialog.findChild<QLineEdit*>(part)->text(), QString());
        const QString problem = dialog.findChild<QLabel*>(u"problem"_s)->text();
        QVERIFY2(problem.contains(u"password"_s), qPrintable(problem));
        QTest::mouseClick(dialog.findChild<QPushButton*>(u"connect"_s), Qt::LeftButton);
        QCOMPARE(tried, 0); // not tried with the password in it
        whole->clear();
        QTest::keyClicks(whole, u"postgresql://petrenko@fed.example.org/federation"_s);
        QCOMPARE(dialog.findChild<QLineEdit*>(u"serverHost"_s)->text(), u"fed.example.org"_s);
        QCOMPARE(dialog.findChild<QLineEdit*>(u"serverLogin"_s)->text(), u"petrenko"_s);
        QCOMPARE(dialog.findChild<QLineEdit*>(u"serverDatabase"_s)->text(), u"federation"_s);
    }

    // File ▸ Publish to a federation's server, in the judge's window of a laptop's event: a login that may
    // not make events is told so in the dialog, which stays open; the judge's login publishes the event
    // with its registers and its 105 games in one step, and the window then opens the server's copy.
    // Publishing it again is refused, naming the event, and writes nothing.
    void aJudgePublishesTheLaptopsEventFromItsWindow()
    {
        const QString database = u"federation_publish"_s;
        QVERIFY(testing::makeFederationDatabase(database, {u"kravets"_s, u"melnyk"_s}));
        auto owner = FederationServer::connect(testing::federationAddress(database, u"postgres"_s)).value();
        QCOMPARE(owner->init(), std::nullopt);
        QCOMPARE(owner->grant(FederationRole::Judge, u"kravets"_s), std::nullopt);
        QCOMPARE(owner->grant(FederationRole::Appeals, u"melnyk"_s), std::nullopt);
        const QString player = testing::federationAddress(database, u"melnyk"_s).display();
        const QString judge = testing::federationAddress(database, u"kravets"_s).display();

        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(u"server/recent"_s);
        ui::MainWindow main;
        app::OpenArchives archives(main, QDate(2026, 12, 3));
        archives.offerOpening();
        QVERIFY(archives.openFile(m_dir.filePath(u"laptop.postmark"_s)));
        ui::TournamentWindow* laptop = testing::openListedTournament(main, u"UKR/C11/SF1"_s);
        QVERIFY(laptop);
        const tournament::Tournament event = laptop->event();
        QCOMPARE(event.players.size(), 15);
        auto* publish = laptop->findChild<QAction*>(u"publishToServer"_s);
        QVERIFY(publish && publish->isVisible() && publish->isEnabled());

        // The dialogs come one after another inside the action: each is answered as it comes up.
        QStringList met;
        bool again = false;
        QTimer answer;
        answer.setInterval(20);
        connect(&answer, &QTimer::timeout, laptop, [&] {
            QWidget* modal = QApplication::activeModalWidget();
            if (auto* dialog = qobject_cast<ui::ServerDialog*>(modal); dialog && again && met.isEmpty()) {
                met.append(u"server"_s);
                QCOMPARE(dialog->findChild<QLineEdit*>(u"serverAddress"_s)->text(), judge); // offered again
                QTest::mouseClick(dialog->findChild<QPushButton*>(u"connect"_s), Qt::LeftButton);
            } else if (dialog && met.isEmpty()) {
                met.append(u"server"_s);
                QVERIFY(dialog->windowTitle().contains(event.name));
                auto* whole = dialog->findChild<QLineEdit*>(u"serverAddress"_s);
                auto* button = dialog->findChild<QPushButton*>(u"connect"_s);
                QCOMPARE(button->text(), u"&Publish"_s);
                QTest::keyClicks(whole, player);
                QTest::mouseClick(button, Qt::LeftButton);
                QVERIFY(dialog->isVisible());
                const QString problem = dialog->findChild<QLabel*>(u"problem"_s)->text();
                QVERIFY2(problem.contains(u"connected as melnyk"_s)
                        && problem.contains(
                            u"events are made and published by the federation's administrator and its judges"_s),
                    qPrintable(problem));
                whole->selectAll();
                QTest::keyClicks(whole, judge);
                QTest::mouseClick(button, Qt::LeftButton);
            } else if (auto* box = qobject_cast<QMessageBox*>(modal);
                       box && box->objectName() == u"publicationOutcome"_s) {
                met.append(box->text());
                auto* open = box->findChild<QPushButton*>(u"openPublished"_s);
                // Not published: the box is closed, and its words, checked below, say why (a failed check
                // here would leave the box up and the test waiting for it).
                if (!open) {
                    box->reject();
                    return;
                }
                // Published before, the server's copy is offered all the same.
                if (!again)
                    QTest::mouseClick(open, Qt::LeftButton);
                else
                    box->reject();
            }
        });
        answer.start();
        publish->trigger();
        QCOMPARE(met.size(), 2);
        QVERIFY2(met[1].startsWith(
                     u"“%1” is published to %2 with its registers and 105 game"_s.arg(event.name, judge)),
            qPrintable(met[1]));
        // The server holds the event whole, its games and its claim register, as the laptop has them.
        auto server = testing::federationAs(database, u"kravets"_s);
        const auto published = server->tournaments().value();
        QCOMPARE(published.size(), 1);
        QCOMPARE(server->tournament(published[0].id).value(), event);
        QCOMPARE(server->gamesOfEvent(event.name).value().size(), 105);
        QCOMPARE(
            server->judgeRegisters(published[0].id).value().claims.size(), laptop->registers().claims.size());
        // ... and the main window lists the server now, the server's copy open in a judge's window of its
        // own.
        QTRY_VERIFY(main.findChild<QLabel*>(u"serverNotice"_s));
        QVERIFY2(main.findChild<QLabel*>(u"serverNotice"_s)->toolTip().contains(u"kravets"_s),
            qPrintable(main.findChild<QLabel*>(u"serverNotice"_s)->toolTip()));
        const auto windows = main.findChildren<ui::TournamentWindow*>();
        QCOMPARE(windows.size(), 2);
        ui::TournamentWindow* onServer =
            windows.constLast() == laptop ? windows.constFirst() : windows.constLast();
        QCOMPARE(onServer->event(), event);
        QVERIFY(!onServer->findChild<QAction*>(u"publishToServer"_s)->isVisible()); // it is there already
        // The two windows look alike but for where each event is kept: the bar and the title say it.
        QVERIFY2(onServer->findChild<QLabel*>(u"eventLocation"_s)->toolTip().contains(u"as kravets"_s),
            qPrintable(onServer->findChild<QLabel*>(u"eventLocation"_s)->toolTip()));
        QVERIFY2(
            onServer->windowTitle().contains(u"federation's server"_s), qPrintable(onServer->windowTitle()));
        QCOMPARE(
            laptop->findChild<QLabel*>(u"eventLocation"_s)->toolTip(), u"Archive file laptop.postmark"_s);
        QVERIFY2(laptop->windowTitle().contains(u"laptop.postmark"_s), qPrintable(laptop->windowTitle()));

        // Again: refused, naming the event; the server keeps one copy.
        met.clear();
        again = true;
        publish->trigger();
        answer.stop();
        QCOMPARE(met.size(), 2);
        QVERIFY2(met[1].contains(
                     u"the archive has an event named “%1” already; nothing was copied"_s.arg(event.name)),
            qPrintable(met[1]));
        QCOMPARE(server->tournaments().value().size(), 1);
        QCOMPARE(server->gamesOfEvent(event.name).value().size(), 105);
        // From the command line, a login that may not make events is told that, not that the event is
        // there already.
        const auto refused = testing::runProgram(QStringLiteral(POSTMARK_CLI),
            {u"copy-tournament"_s,
                u"--from"_s,
                m_dir.filePath(u"laptop.postmark"_s),
                u"--to"_s,
                player,
                u"--tournament"_s,
                u"1"_s,
                u"--with-games"_s,
                u"--lang"_s,
                u"en"_s});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(u"events are made and published by the federation's administrator"_s),
            qPrintable(refused.err));
    }
};

QTEST_MAIN(TestFederationWindow)
#include "tst_federationwindow.moc"

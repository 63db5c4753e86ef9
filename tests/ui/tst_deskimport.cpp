// SPDX-License-Identifier: GPL-3.0-or-later
// The desk's window taking games in: import and its report, a new game, partners' addresses, every input
// named and every form on a laptop's screen, impossible moves and illegal replies, bad cards refused whole.
#include <QPlainTextEdit>
#include <QSpinBox>

#include "tests/support/ukrainian.h"
#include "tests/ui/deskfixture.h"
#include "ui/desk/gameeventdialog.h"
#include "ui/desk/settingsdialog.h"

using namespace postmark;
using namespace Qt::StringLiterals;

class TestDeskImport : public QObject, private testing::DeskFixture
{
    Q_OBJECT

    /// Every form of the desk on example 1, Melnyk's: the card, the reply, a new game, the settings, the
    /// partners, and each event of a game's life. The caller deletes them.
    QList<QDialog*> everyDeskForm()
    {
        const ledger::GameFile game = m_archive->game(m_example1).value();
        const QList<desk::DeskGame> games{{m_example1, game}};
        QList<QDialog*> dialogs{new ui::LogCardDialog(game, ledger::Color::Black, m_today),
            new ui::ReplyDialog(game, ledger::Color::Black, m_today),
            new ui::NewGameDialog(u"Melnyk T."_s, QString(), {}, m_today),
            new ui::SettingsDialog,
            new ui::PartnersDialog({}),
            new ui::GameEventDialog(game, m_today)};
        for (int event = 0; event <= static_cast<int>(ui::LifeEventDialog::Event::Leave); ++event)
            dialogs.append(new ui::LifeEventDialog(
                static_cast<ui::LifeEventDialog::Event>(event), games, m_example1, u"Melnyk T."_s, m_today));
        return dialogs;
    }

private Q_SLOTS:
    void init() { setUpDesk(); }

    void everyImportWarningAndProblemIsInTheImportReport()
    {
        // The status bar had room for the first warning only, cut off on a laptop: the report over the
        // window lists every one, each naming its file and game, and does not stop the player's work.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"warn.pgn"_s);
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            for (int game = 1; game <= 14; ++game)
                file.write(u"[Event \"E%1\"]\n[White \"Other O.\"]\n[Black \"P%1\"]\n[Date \"2025.01.%2\"]\n"
                           "[Result \"*\"]\n\n1. e4 e5 2. Nf3 {an open comment\n\n"_s.arg(game)
                               .arg(game, 2, 10, QLatin1Char('0'))
                               .toUtf8());
        }
        QVERIFY(!m_archive->setOwner({u"Melnyk T."_s, true, false})); // a desk whose owner is named
        ui::MainWindow window;
        QVERIFY(showOnALaptop(window));
        // The game shown stays shown: the games imported are another player's, not on this desk (helper-23's
        // desk jumped to its top game).
        auto* chooser = window.findChild<QComboBox*>(u"gameChooser"_s);
        chooser->setCurrentIndex(chooser->count() - 1);
        const QString shownBefore = chooser->currentText();
        QVERIFY(window.importGames({path}));
        QCOMPARE(chooser->currentText(), shownBefore);
        auto* report = window.findChild<QMessageBox*>(u"importReport"_s);
        QVERIFY(report && report->isVisible());
        QVERIFY(!report->isModal() && QApplication::activeModalWidget() != report);
        QVERIFY2(report->text().contains(u"14 game(s) imported."_s), qPrintable(report->text()));
        // Every game's warnings (the comment left open, the missing result, ...), each naming file and game.
        const QStringList all = report->detailedText().split(u'\n');
        QVERIFY2(all.size() > 28, qPrintable(report->detailedText()));
        for (const QString& line : all) // by the file's name: its whole path took most of each line
            QVERIFY2(line.startsWith(u"warn.pgn: game "_s), qPrintable(line));
        for (int game = 1; game <= 14; ++game)
            QVERIFY2(all.filter(u"warn.pgn: game %1: "_s.arg(game)).size() >= 2,
                qPrintable(report->detailedText()));
        const QStringList inView = report->informativeText().split(u'\n');
        QCOMPARE(inView.size(), 13);
        QCOMPARE(inView.mid(0, 12), all.mid(0, 12));
        QCOMPARE(inView.last(), u"… and %1 more: Show Details lists them all."_s.arg(all.size() - 12));
        QVERIFY2(window.statusBar()->currentMessage().endsWith(
                     u"%1 warning(s): the import report lists them."_s.arg(all.size())),
            qPrintable(window.statusBar()->currentMessage()));

        // Refused: nothing imported, and every problem said, to be mended in the file; the report before is
        // closed (one report at a time).
        const QString undated = dir.filePath(u"undated.pgn"_s);
        {
            QFile file(undated);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(
                "[Event \"A\"]\n[Result \"*\"]\n\n1. e4 *\n\n[Event \"B\"]\n[Result \"*\"]\n\n1. d4 *\n");
        }
        const qsizetype before = m_archive->games()->size();
        QVERIFY(!window.importGames({undated}));
        QCOMPARE(m_archive->games()->size(), before);
        const QPointer<QMessageBox> earlierReport = report;
        report = window.findChild<QMessageBox*>(u"importReport"_s);
        QVERIFY(report && report->isVisible() && report != earlierReport);
        QVERIFY(!earlierReport || !earlierReport->isVisible());
        QCOMPARE(report->icon(), QMessageBox::Warning);
        QCOMPARE(
            report->text(), u"Nothing imported: 2 problem(s) in undated.pgn. The archive is as it was."_s);
        const QStringList problems = report->informativeText().split(u'\n');
        QCOMPARE(problems.size(), 2);
        QVERIFY2(problems[0].contains(u"game 1 has no start date"_s), qPrintable(problems[0]));
        QVERIFY2(problems[1].contains(u"game 2 has no start date"_s), qPrintable(problems[1]));
    }

    void aPgnGameIsWrittenInTheNotationAndUnderTheRulesOfTheSettings()
    {
        // The player's cards are in his notation (Settings, Ukrainian unless changed): a PGN game imported
        // from the window is written so, and his reply with it (helper-41's printed «3... Bb4»). A PGN game
        // names no rule set: it takes the one Settings gives a new game, and the window says which
        // (helper-42: the default applied silently).
        QSettings().setValue(u"rules/default"_s, u"fzshu-email"_s);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"notebook.pgn"_s);
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("[Event \"Friendly\"]\n[White \"Partner P.\"]\n[Black \"Melnyk T.\"]\n"
                       "[Date \"2026.08.15\"]\n[Result \"*\"]\n\n1. d4 Nf6 2. c4 e6 3. Nc3 *\n");
        }
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        window.resize(1366, 740); // a laptop's screen: the outcome is wider than its status bar
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QList<qint64> before;
        for (const archive::GameSummary& summary : m_archive->games().value())
            before.append(summary.id);
        QVERIFY(window.importGames({path}));
        for (const archive::GameSummary& summary : m_archive->games().value()) {
            if (before.contains(summary.id))
                continue;
            const ledger::GameFile imported = m_archive->game(summary.id).value();
            QCOMPARE(imported.notation, chess::Notation::Ukrainian);
            QCOMPARE(*imported.cards.last().move, u"Кb1-c3"_s);
            QCOMPARE(imported.event.rules, u"fzshu-email"_s);
            QVERIFY2(window.statusBar()->currentMessage().contains(
                         u"Games from PGN follow «UCCF e-mail games (section III)»"_s),
                qPrintable(window.statusBar()->currentMessage()));
            break;
        }
        QCOMPARE(m_archive->games().value().size(), before.size() + 1);
        // A finished game, imported with nothing to warn of, in Ukrainian: the status bar cuts the sentence
        // of its rule set off at 1366 pixels, and the import report says it whole.
        const testing::SpeakingUkrainian ukrainian;
        QVERIFY(ukrainian.loaded());
        if (auto* earlier = window.findChild<QMessageBox*>(u"importReport"_s))
            earlier->close();
        QVERIFY(QTest::qWaitFor([&window] { return !window.findChild<QMessageBox*>(u"importReport"_s); }));
        const QString finished = dir.filePath(u"finished.pgn"_s);
        {
            QFile file(finished);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(
                "[Event \"Friendly\"]\n[White \"Partner Q.\"]\n[Black \"Melnyk T.\"]\n"
                "[Date \"2025.08.15\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
        }
        QVERIFY(window.importGames({finished}));
        const QString said = window.statusBar()->currentMessage();
        QVERIFY2(said.contains(u"Партії з PGN"_s), qPrintable(said));
        QVERIFY(window.statusBar()->fontMetrics().horizontalAdvance(said) > window.statusBar()->width());
        auto* report = window.findChild<QMessageBox*>(u"importReport"_s);
        QVERIFY(report);
        QCOMPARE(report->text(), said);
        QCOMPARE(report->informativeText(), QString()); // nothing to warn of: it is there for the sentence
    }

    void gamesUnderAnotherSpellingOfTheOwnersNameAreHisOnceSettingsHaveIt()
    {
        // A judge's start list or a PGN writes the owner's name its own way: the game is imported but not on
        // the desk, which the report says with where to add the spelling; once Settings has it, it is his.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"cyrillic.pgn"_s);
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(u"[Event \"Кубок\"]\n[White \"Мельник Т.\"]\n[Black \"Partner P.\"]\n"
                       "[Date \"2025.01.10\"]\n[Result \"*\"]\n\n1. e4 e5 *\n"_s.toUtf8());
        }
        QVERIFY(!m_archive->setOwner({u"Melnyk T."_s, true, false}));
        ui::MainWindow window;
        QVERIFY(showOnALaptop(window));
        const QAbstractItemModel& desk = *window.findChild<QTableView*>(u"gameList"_s)->model();
        const int before = desk.rowCount();
        QVERIFY(window.importGames({path}));
        QCOMPARE(desk.rowCount(), before);
        auto* report = window.findChild<QMessageBox*>(u"importReport"_s);
        QVERIFY(report);
        // With the names the game gives, his own spelling among them.
        QVERIFY2(report->text().contains(u"1 game(s) not on the desk (it lists the games of Melnyk T.)"_s)
                && report->text().contains(u"the names in them: «Мельник Т.», «Partner P.»"_s)
                && report->text().contains(u"«Also written as»"_s),
            qPrintable(report->text()));
        const QPointer<QMessageBox> shownReport = report;
        testing::onNextDialog<ui::SettingsDialog>([](ui::SettingsDialog& dialog) {
            dialog.findChild<QLineEdit*>(u"otherSpellings"_s)
                ->setText(u" Мельник Т. ; Melnyk T.; Melnyk Taras"_s);
            dialog.accept();
        });
        window.findChild<QAction*>(u"settings"_s)->trigger();
        // The report that counted it off the desk is closed: it would say so of a game now listed.
        QVERIFY(!shownReport || !shownReport->isVisible());
        // Stored without the name itself, spaces tidied; the game listed as his, White against Partner P.
        QCOMPARE(
            m_archive->owner().value()->otherSpellings, (QStringList{u"Мельник Т."_s, u"Melnyk Taras"_s}));
        QCOMPARE(desk.rowCount(), before + 1);
        bool listed = false;
        for (int row = 0; row < desk.rowCount(); ++row) {
            for (int column = 0; column < desk.columnCount(); ++column)
                listed = listed || desk.index(row, column).data().toString() == u"Partner P."_s;
        }
        QVERIFY(listed);
        // The settings show them again as typed for the next change.
        QString shown;
        testing::onNextDialog<ui::SettingsDialog>([&shown](ui::SettingsDialog& dialog) {
            shown = dialog.findChild<QLineEdit*>(u"otherSpellings"_s)->text();
            dialog.reject();
        });
        window.findChild<QAction*>(u"settings"_s)->trigger();
        QCOMPARE(shown, u"Мельник Т.; Melnyk Taras"_s);

        // A partner's name typed as one's own is not kept: it would make both sides of his games the owner's.
        QString warned;
        testing::onNextDialog<ui::SettingsDialog>([&warned](ui::SettingsDialog& dialog) {
            dialog.findChild<QLineEdit*>(u"otherSpellings"_s)->setText(u"Мельник Т.; Koval O."_s);
            testing::onNextDialog<QMessageBox>([&warned](QMessageBox& box) {
                warned = box.text();
                box.accept();
            });
            dialog.accept();
        });
        window.findChild<QAction*>(u"settings"_s)->trigger();
        QVERIFY2(warned.contains(u"«Koval O.» names the partner in "_s), qPrintable(warned));
        QCOMPARE(m_archive->owner().value()->otherSpellings, QStringList{u"Мельник Т."_s});
        QCOMPARE(desk.rowCount(), before + 1);
    }

    void theEventAndItsControlPeriodAreStatedAgainAndUndone_II_4_3()
    {
        // A friendly game agreed at 30 days for 10 moves, or a game imported from PGN under the default
        // rules: Game ▸ Event and rules… states them, and the days left are counted under them.
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(m_example1));
        const ledger::GameFile before = m_archive->game(m_example1).value();
        const auto daysLeft = [this] {
            for (const archive::GameSummary& summary : m_archive->games().value()) {
                if (summary.id == m_example1)
                    return summary.daysLeft.value_or(-1000);
            }
            return -1000;
        };
        const int leftBefore = daysLeft();
        QString refused;
        QString asked = u"not asked"_s;
        testing::onNextDialog<ui::GameEventDialog>([&refused, &asked](ui::GameEventDialog& dialog) {
            auto* days = dialog.findChild<QSpinBox*>(u"daysPerControl"_s);
            QCOMPARE(days->value(), 40); // the rule set's, II.4.3
            days->setValue(0);
            dialog.accept(); // refused, naming the field
            refused = dialog.findChild<QLabel*>(u"problem"_s)->text();
            days->setValue(30);
            dialog.findChild<QLineEdit*>(u"event"_s)->setText(u"Товариська партія"_s);
            testing::saveScreenshot(dialog, u"gameeventdialog"_s);
            // The game's event has an index (EX/1), a federation's: its control period is asked about first.
            asked.clear();
            testing::onNextDialog<QMessageBox>([&asked](QMessageBox& box) {
                asked = box.text();
                box.findChild<QPushButton*>(u"proceed"_s)->click();
            });
            dialog.accept();
        });
        window.findChild<QAction*>(u"gameEvent"_s)->trigger();
        QVERIFY2(refused.contains(u"days per control period"_s), qPrintable(refused));
        QVERIFY2(asked.contains(u"EX/1"_s) && asked.contains(u"10 moves in 40 days"_s), qPrintable(asked));
        const ledger::GameFile after = m_archive->game(m_example1).value();
        QCOMPARE(after.event.name, u"Товариська партія"_s);
        QCOMPARE(after.event.overrides, QJsonObject({{u"days_per_control"_s, 30}}));
        QCOMPARE(after.cards, before.cards);
        QCOMPARE(daysLeft(), leftBefore - 10);
        // One step back puts the event as it was.
        window.findChild<QAction*>(u"undo"_s)->trigger();
        QCOMPARE(m_archive->game(m_example1).value(), before);
        QCOMPARE(daysLeft(), leftBefore);
    }

    void myAddressFromTheSettingsGoesOnMyCardsAndNewGames_II_3_7()
    {
        // helper-60 printed his reply card with three blank lines under his name and found nowhere to type
        // his address: the settings keep it, every card I send carries it as the sender's, and a new game
        // is written with it.
        ledger::GameFile game = m_archive->game(m_example1).value();
        game.black.address.clear();
        QVERIFY(!m_archive->replaceGame(m_example1, game, m_today));
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        testing::onNextDialog<ui::SettingsDialog>([](ui::SettingsDialog& dialog) {
            auto* address = dialog.findChild<QPlainTextEdit*>(u"ownerAddress"_s);
            QVERIFY(address && address->isEnabled());
            address->setPlainText(u"вул. Миру 7, кв. 2\nЧернігів\n14000"_s);
            dialog.accept();
        });
        window.findChild<QAction*>(u"settings"_s)->trigger();
        QCOMPARE(m_archive->owner().value()->address, u"вул. Миру 7, кв. 2\nЧернігів\n14000"_s);
        const auto senderOf = [&window] {
            const auto card = window.documentFor(ui::MainWindow::PrintKind::Postcard);
            for (const documents::Page& page : card->pages) {
                for (const documents::Block& block : page.blocks) {
                    if (block.kind == documents::Block::Kind::Address)
                        return block.text;
                }
            }
            return QString();
        };
        QVERIFY(window.showArchiveGame(m_example1));
        QCOMPARE(senderOf(), u"Melnyk T.\nвул. Миру 7, кв. 2\nЧернігів\n14000"_s);
        QVERIFY(m_archive->game(m_example1)->black.address.isEmpty()); // the file as it was
        // A game whose file has an address of mine from before is sent from the settings' all the same: a
        // player who moved writes his new address on every card (helper-61's kept the old one).
        game.black.address = u"вул. Шевченка 10, Чернігів, 14000"_s;
        QVERIFY(!m_archive->replaceGame(m_example1, game, m_today));
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(m_example1));
        QCOMPARE(senderOf(), u"Melnyk T.\nвул. Миру 7, кв. 2\nЧернігів\n14000"_s);
        // With none in the settings, the game's own, its «;» read as line breaks.
        archive::ArchiveOwner owner = *m_archive->owner().value();
        owner.address.clear();
        QVERIFY(!m_archive->setOwner(owner));
        game.black.address = u"вул. Шевченка 10; Чернігів; 14000"_s;
        QVERIFY(!m_archive->replaceGame(m_example1, game, m_today));
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(m_example1));
        QCOMPARE(senderOf(), u"Melnyk T.\nвул. Шевченка 10\nЧернігів\n14000"_s);
        owner.address = u"вул. Миру 7, кв. 2\nЧернігів\n14000"_s;
        QVERIFY(!m_archive->setOwner(owner));
        QVERIFY(window.openArchive(*m_archive, m_today));
        // A new game: mine, with the settings' address, said in its form.
        QString shown;
        testing::onNextDialog<ui::NewGameDialog>([&](ui::NewGameDialog& dialog) {
            shown = dialog.findChild<QLabel*>(u"myAddress"_s)->text();
            dialog.findChild<QLineEdit*>(u"event"_s)->setText(u"Меморіал Бронштейна"_s);
            dialog.findChild<QComboBox*>(u"partner"_s)->setCurrentText(u"Савчук А. В."_s);
            dialog.findChild<QLineEdit*>(u"address"_s)->setText(u"вул. Лесі Українки 4, Луцьк, 43000"_s);
            dialog.accept();
        });
        window.findChild<QAction*>(u"newGame"_s)->trigger();
        QCOMPARE(shown, u"вул. Миру 7, кв. 2; Чернігів; 14000"_s);
        const ledger::GameFile created = m_archive->game(m_archive->games()->last().id).value();
        QCOMPARE(created.white.name, u"Melnyk T."_s);
        QCOMPARE(created.white.address, u"вул. Миру 7, кв. 2\nЧернігів\n14000"_s);
    }

    void aNewPartnerTypedPastAKnownOneKeepsNoAddressOfHis()
    {
        // helper-47 typed «Шевч», was given Шевченко's address from the address book, typed on to another
        // name and kept it: the new game would have gone to the wrong address.
        const QString known = testing::exampleGameFile(u"example1_dates.game.json"_s).white.address;
        ui::NewGameDialog dialog(u"Melnyk T."_s, QString(), {{u"Koval O."_s, known}}, m_today);
        auto* partner = dialog.findChild<QComboBox*>(u"partner"_s);
        auto* address = dialog.findChild<QLineEdit*>(u"address"_s);
        partner->setCurrentText(u"Koval O."_s);
        QCOMPARE(address->text(), known);
        partner->setCurrentText(u"Koval Oleksandr"_s); // someone else
        QVERIFY(address->text().isEmpty());
        address->setText(u"вул. Нова 5, Львів"_s); // his own, typed: kept whatever the name
        partner->setCurrentText(u"Koval Oleksandr M."_s);
        QCOMPARE(address->text(), u"вул. Нова 5, Львів"_s);
    }

    void aNewGameImportsAndExports()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        const qsizetype before = m_archive->games()->size();
        QString emptyProblem;
        testing::onNextDialog<ui::NewGameDialog>([&](ui::NewGameDialog& dialog) {
            dialog.accept(); // an empty form: refused, naming the field
            emptyProblem = dialog.findChild<QLabel*>(u"problem"_s)->text();
            dialog.findChild<QLineEdit*>(u"event"_s)->setText(u"Кубок України"_s);
            dialog.findChild<QComboBox*>(u"partner"_s)
                ->setCurrentText(u"Koval O."_s); // from the address book
            dialog.findChild<QComboBox*>(u"colour"_s)->setCurrentIndex(1);
            testing::saveScreenshot(dialog, u"newgamedialog"_s);
            dialog.accept();
        });
        window.findChild<QAction*>(u"newGame"_s)->trigger();
        QVERIFY2(emptyProblem.startsWith(u"The event, name:"_s), qPrintable(emptyProblem));
        QCOMPARE(m_archive->games()->size(), before + 1);
        const ledger::GameFile created = m_archive->game(m_archive->games()->last().id).value();
        QCOMPARE(created.black.name, u"Melnyk T."_s);
        QCOMPARE(
            created.white.address, testing::exampleGameFile(u"example1_dates.game.json"_s).white.address);

        // A start list naming Melnyk nowhere imports nothing and says so; a game file imports.
        QVERIFY(!window.importGames({testing::fivePlayerTournamentPath()}));
        QVERIFY(window.statusBar()->currentMessage().contains(u"plays in no game"_s));
        QCOMPARE(m_archive->games()->size(), before + 1);
        QVERIFY(window.importGames(
            {QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/example2_variant_penalty.game.json")}));
        QCOMPARE(m_archive->games()->size(), before + 2);
        // Issue 16, item 16: the same file imported again is recognised by its content, not stored twice.
        QVERIFY(window.importGames(
            {QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/example2_variant_penalty.game.json")}));
        QCOMPARE(m_archive->games()->size(), before + 2);
        QVERIFY2(window.statusBar()->currentMessage().contains(u"in the archive already"_s),
            qPrintable(window.statusBar()->currentMessage()));
        // A game Melnyk does not play is kept, and the window says why it is not on his desk (a walk took
        // it for a game lost); undone at once, for the steps below.
        QVERIFY(
            window.importGames({QStringLiteral(POSTMARK_TEST_DATA_DIR "/games/impossible-move.game.json")}));
        QCOMPARE(m_archive->games()->size(), before + 3);
        QVERIFY2(window.statusBar()->currentMessage().contains(
                     u"not on the desk (it lists the games of Melnyk T.), kept in the archive"_s),
            qPrintable(window.statusBar()->currentMessage()));
        window.findChild<QAction*>(u"undo"_s)->trigger();
        QCOMPARE(m_archive->games()->size(), before + 2);
        // Undo takes the import back out, then the new game; redo adds them again.
        auto* undo = window.findChild<QAction*>(u"undo"_s);
        undo->trigger();
        QCOMPARE(m_archive->games()->size(), before + 1);
        undo->trigger();
        QCOMPARE(m_archive->games()->size(), before);
        window.findChild<QAction*>(u"redo"_s)->trigger();
        window.findChild<QAction*>(u"redo"_s)->trigger();
        QCOMPARE(m_archive->games()->size(), before + 2);

        QTemporaryDir dir;
        QVERIFY(window.showArchiveGame(m_example1));
        QVERIFY(window.exportGame(dir.filePath(u"game.json"_s)));
        QFile json(dir.filePath(u"game.json"_s));
        QVERIFY(json.open(QIODevice::ReadOnly));
        QVERIFY(*ledger::readGameFile(json.readAll()).game == m_archive->game(m_example1).value());
        QVERIFY(window.exportGame(dir.filePath(u"game.pgn"_s)));
        QVERIFY(!window.exportGame(dir.filePath(u"missing/game.pgn"_s)));
        QVERIFY(window.statusBar()->currentMessage().startsWith(u"Cannot write"_s));
    }

    void aPartnersAddressGoesIntoEveryGame()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        testing::onNextDialog<ui::PartnersDialog>([](ui::PartnersDialog& dialog) {
            auto* table = dialog.findChild<QTableWidget*>(u"partners"_s);
            for (int row = 0; row < table->rowCount(); ++row) {
                if (table->item(row, 0)->text() == u"Koval O."_s)
                    table->item(row, 2)->setText(u"вул. Нова 1, Київ"_s);
            }
            testing::saveScreenshot(dialog, u"partnersdialog"_s);
            dialog.accept();
        });
        window.findChild<QAction*>(u"partners"_s)->trigger();
        int withKoval = 0;
        for (const archive::GameSummary& summary : m_archive->games().value()) {
            const ledger::GameFile game = m_archive->game(summary.id).value();
            if (game.white.name == u"Koval O."_s) {
                QCOMPARE(game.white.address, u"вул. Нова 1, Київ"_s);
                ++withKoval;
            }
        }
        QCOMPARE(withKoval, 2);
    }

    void everyInputHasANameAndTakesTheKeyboard()
    {
        for (QDialog* dialog : everyDeskForm()) {
            const QStringList problems = testing::unnamedInputs(dialog);
            QVERIFY2(
                problems.isEmpty(), qPrintable(dialog->windowTitle() + u": "_s + problems.join(u"; "_s)));
            delete dialog;
        }
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        const QStringList problems = testing::unnamedInputs(&window);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
    }

    void everyFormFitsALaptopScreenInEitherLanguage()
    {
        // 1366×768, less a panel of 40 pixels: every form of the desk is seen whole, in the longer language
        // too.
        for (const QString& language : {u"uk"_s, u"en"_s}) {
            QTranslator translator;
            QVERIFY(translator.load(u":/i18n/postmark_"_s + language));
            QCoreApplication::installTranslator(&translator);
            const QList<QDialog*> dialogs = everyDeskForm();
            for (QDialog* dialog : dialogs) {
                dialog->show();
                const QSize needed = dialog->size().expandedTo(dialog->minimumSizeHint());
                QVERIFY2(needed.width() <= 1366 && needed.height() <= 728,
                    qPrintable(u"%1 (%2): %3×%4"_s.arg(dialog->windowTitle(), language)
                                   .arg(needed.width())
                                   .arg(needed.height())));
                delete dialog;
            }
            QCoreApplication::removeTranslator(&translator);
        }
    }

    void anImpossibleMoveIsLoggedAndTheQueryPrepared()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(m_example1));
        QString queryTitle;
        testing::onNextDialog<ui::LogCardDialog>([&](ui::LogCardDialog& dialog) {
            dialog.findChild<QLineEdit*>(u"move"_s)->setText(u"c2-c5"_s);
            dialog.findChild<QLineEdit*>(u"repetition"_s)->setText(u"Кg8-f6"_s);
            dialog.findChild<postmark::ui::DateField*>(u"received"_s)->setDate(QDate(2018, 3, 9));
            // II.3.12: the query card opens in the print preview once the card is logged.
            testing::onNextDialog<QPrintPreviewDialog>([&](QPrintPreviewDialog& preview) {
                queryTitle = window.documentFor(ui::MainWindow::PrintKind::Query)->title;
                preview.reject();
            });
            dialog.accept();
        });
        QTest::mouseClick(window.findChild<QPushButton*>(u"logCardButton"_s), Qt::LeftButton);
        QVERIFY(!queryTitle.isEmpty());
        QCOMPARE(m_archive->game(m_example1)->cards.last().move, std::optional<QString>(u"c2-c5"_s));
    }

    void anIllegalReplyIsRefusedNamingTheField()
    {
        ledger::GameFile game = m_archive->game(m_example1).value();
        // After White's w2 (c2-c4) reached Black, Black replies.
        const desk::CardCheck logged = desk::checkReceivedCard(game,
            ledger::Color::Black,
            desk::ReceivedCard{u"c2-c4"_s,
                u"Кg8-f6"_s,
                0,
                {},
                QDate(2018, 2, 2),
                {},
                {},
                false,
                {},
                {},
                QDate(2018, 2, 6),
                false,
                {},
                {},
                {}},
            m_today);
        QVERIFY(logged.problems.isEmpty());
        ui::ReplyDialog dialog(logged.game, ledger::Color::Black, m_today);
        dialog.findChild<QLineEdit*>(u"move"_s)->setText(u"e7-e4"_s);
        dialog.accept();
        QVERIFY(dialog.result() != QDialog::Accepted);
        QVERIFY2(dialog.findChild<QLabel*>(u"problem"_s)->text().startsWith(u"Card b2, move: “e7-e4”"_s),
            qPrintable(dialog.findChild<QLabel*>(u"problem"_s)->text()));
    }

    void everyGameEventFormIsShown()
    {
        const QList<desk::DeskGame> games{{m_example1, m_archive->game(m_example1).value()}};
        const QStringList names{u"gameend"_s, u"myclaim"_s, u"claimagainstme"_s, u"leave"_s};
        for (int event = 0; event < names.size(); ++event) {
            ui::LifeEventDialog dialog(
                static_cast<ui::LifeEventDialog::Event>(event), games, m_example1, u"Melnyk T."_s, m_today);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            testing::saveScreenshot(dialog, u"lifeevent-"_s + names[event]);
        }
    }

    void aBadCardIsRefusedAndNothingIsStored()
    {
        ui::MainWindow window;
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(window.showArchiveGame(m_example1));
        const qsizetype cardsBefore = m_archive->game(m_example1)->cards.size();
        QString problem, findings;
        testing::onNextDialog<ui::LogCardDialog>([&](ui::LogCardDialog& dialog) {
            dialog.findChild<QLineEdit*>(u"move"_s)->setText(u"c2-c5"_s);
            dialog.findChild<QLineEdit*>(u"repetition"_s)->setText(u"Кg8-f6"_s);
            findings = dialog.findings(); // an impossible move: logged with its penalty and the query due
            dialog.findChild<ui::OptionalDateEdit*>(u"senderDate"_s)->setDate(QDate(2018, 2, 2), {});
            dialog.findChild<postmark::ui::DateField*>(u"received"_s)
                ->setDate(QDate(2018, 1, 30)); // before it was written
            dialog.accept(); // refused: the dialog stays open
            problem = dialog.findChild<QLabel*>(u"problem"_s)->text();
            dialog.done(QDialog::Rejected); // closed as a test closes it: not the question Escape asks
        });
        QTest::mouseClick(window.findChild<QPushButton*>(u"logCardButton"_s), Qt::LeftButton);
        QVERIFY2(findings.contains(u"query card within 3 days"_s), qPrintable(findings));
        QVERIFY2(problem.startsWith(u"Card w2, "_s), qPrintable(problem));
        QCOMPARE(m_archive->game(m_example1)->cards.size(), cardsBefore);
    }
};

QTEST_MAIN(TestDeskImport)
#include "tst_deskimport.moc"

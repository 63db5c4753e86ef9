// SPDX-License-Identifier: GPL-3.0-or-later
// The player's desk walked as a user walks it, at 1366×768 on the demo archive, in Ukrainian and in
// English: the desk with every column, a card logged by keyboard with typed dates and the partner's date
// of receipt, the card corrected, the reply composed and its card in the print preview. After each step
// every word on the screen is checked for the other language, and a screenshot is kept
// (screenshots/walk-uk/, screenshots/walk-en/) for a person to look at.
#include <QAbstractFileIconProvider>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QUndoStack>
#include <QtTest>

#include "app/demo/demoarchive.h"
#include "core/chess/notation.h"
#include "core/desk/playeragenda.h"
#include "core/ledger/ledgerof.h"
#include "core/storage/sqlitearchive.h"
#include "tests/support/dialogtesting.h"
#include "tests/support/gametabs.h"
#include "ui/desk/gamechoosermodel.h"
#include "ui/desk/gamelistmodel.h"
#include "ui/desk/logcarddialog.h"
#include "ui/desk/newgamedialog.h"
#include "ui/desk/replydialog.h"
#include "ui/desk/settingsdialog.h"
#include "ui/mainwindow.h"
#include "ui/widgets/datefield.h"

using namespace Qt::StringLiterals;
using namespace postmark;

namespace {

/// Words of the wrong script in what `root` shows: its labels, buttons, tabs, dock and column titles,
/// menus, and the visible rows of its tables. Names, moves, card ids and clause numbers are data, and pass:
/// `allowed` holds the data's own words.
QStringList foreignWords(QWidget& root, bool ukrainian, const QSet<QString>& allowed)
{
    QStringList texts;
    for (const QLabel* label : root.findChildren<QLabel*>())
        if (label->isVisible())
            texts.append(label->text());
    for (const QAbstractButton* button : root.findChildren<QAbstractButton*>())
        if (button->isVisible())
            texts.append(button->text());
    for (const QTabBar* tabs : root.findChildren<QTabBar*>())
        for (int i = 0; tabs->isVisible() && i < tabs->count(); ++i)
            texts.append(tabs->tabText(i));
    for (const QDockWidget* dock : root.findChildren<QDockWidget*>())
        if (dock->isVisible())
            texts.append(dock->windowTitle());
    for (const QLineEdit* edit : root.findChildren<QLineEdit*>())
        if (edit->isVisible())
            texts.append(edit->placeholderText());
    for (const QComboBox* combo : root.findChildren<QComboBox*>()) {
        // Every choice offered, not only the one shown; an editable box holds the user's own text, and the
        // languages are offered each in its own.
        const bool own = combo->isEditable() || combo->objectName() == u"language";
        for (int i = 0; combo->isVisible() && !own && i < combo->count(); ++i)
            texts.append(combo->itemText(i));
    }
    for (const QAbstractItemView* view : root.findChildren<QAbstractItemView*>()) {
        if (!view->isVisible() || !view->model())
            continue;
        const QAbstractItemModel& model = *view->model();
        for (int column = 0; column < model.columnCount(); ++column)
            texts.append(model.headerData(column, Qt::Horizontal).toString());
        for (int row = 0; row < std::min(model.rowCount(), 12); ++row)
            for (int column = 0; column < model.columnCount(); ++column)
                texts.append(model.index(row, column).data().toString());
    }
    if (auto* window = qobject_cast<QMainWindow*>(&root))
        for (const QAction* action : window->menuBar()->actions())
            texts.append(action->text());
    texts.append(root.windowTitle());

    // A word of two letters or more standing alone (not part of a move like Кg1-f3 or a card id like w12).
    static const QRegularExpression latin(u"(?<![\\p{L}\\d])[A-Za-z]{2,}(?![\\p{L}\\d])"_s);
    static const QRegularExpression cyrillic(
        u"(?<![\\p{L}\\d])[\\x{0400}-\\x{04FF}ʼ’'-]{2,}(?![\\p{L}\\d])"_s);
    static const QRegularExpression romanOrCode(u"^([IVX]+|[A-Z0-9]+)$"_s);
    QStringList found;
    for (QString text : std::as_const(texts)) {
        text.remove(u'&');
        auto matches = (ukrainian ? latin : cyrillic).globalMatch(text);
        while (matches.hasNext()) {
            const QString word = matches.next().captured(0);
            if (allowed.contains(word) || (ukrainian && romanOrCode.match(word).hasMatch()))
                continue;
            found.append(u"%1 (in «%2»)"_s.arg(word, text.left(80)));
        }
    }
    // A placeholder left unfilled (%n, %2) is a sentence the user cannot read, in any language.
    static const QRegularExpression placeholder(u"%(n|\\d)"_s);
    for (const QString& text : std::as_const(texts)) {
        if (placeholder.match(text).hasMatch())
            found.append(u"a placeholder (in «%1»)"_s.arg(text.left(120)));
    }
    found.removeDuplicates();
    return found;
}

/// The data's own words (names, events, addresses, moves), which are the same in either language.
QSet<QString> dataWords(const archive::GameRepository& archive)
{
    QSet<QString> words{u"Postmark"_s,
        u"iCalendar"_s,
        u"PGN"_s,
        u"PDF"_s,
        u"JSON"_s,
        // The chess engine: its name, Debian's, where the package puts it and the command that installs it.
        u"Stockfish"_s,
        u"Debian"_s,
        u"usr"_s,
        u"games"_s,
        u"stockfish"_s,
        u"sudo"_s,
        u"apt"_s,
        u"install"_s};
    static const QRegularExpression word(u"[\\p{L}ʼ’'-]{2,}"_s);
    for (const archive::GameSummary& summary : archive.games().value()) {
        const ledger::GameFile game = archive.game(summary.id).value();
        QStringList texts{game.event.name,
            game.event.index,
            game.white.name,
            game.black.name,
            game.white.address,
            game.black.address};
        for (const ledger::Card& card : game.cards)
            texts.append(card.move.value_or(QString()));
        for (const QString& text : texts) {
            auto matches = word.globalMatch(text);
            while (matches.hasNext())
                words.insert(matches.next().captured(0));
        }
    }
    return words;
}

/// Types `text` into `edit` key by key, Cyrillic too (QTest::keyClicks knows only ASCII).
void type(QWidget* edit, const QString& text)
{
    for (const QChar c : text)
        QTest::sendKeyEvent(QTest::Click, edit, Qt::Key_unknown, QString(c), Qt::NoModifier);
}

/// Runs `step` on the next modal dialog of the kind once it is shown: the print preview opens after the
/// reply's form has closed, so it is waited for.
template<typename Dialog>
void whenShown(const std::function<void(Dialog&)>& step, int triesLeft = 200)
{
    QTimer::singleShot(25, [step, triesLeft] {
        if (auto* dialog = qobject_cast<Dialog*>(QApplication::activeModalWidget()))
            step(*dialog);
        else if (triesLeft > 0)
            whenShown<Dialog>(step, triesLeft - 1);
    });
}

/// A form that stayed open after Enter was refused: what it said goes with the failures, and it is closed
/// so that the walk can go on.
void closeIfRefused(QDialog& dialog, const QString& step, QStringList& failures)
{
    if (!dialog.isVisible())
        return;
    const auto* problem = dialog.findChild<QLabel*>(u"problem"_s);
    failures.append(step + u": refused: "_s + (problem ? problem->text() : QString()));
    dialog.reject();
}

} // namespace

class TestDeskWalk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_archive = storage::SqliteArchive::open(m_dir.filePath(u"demo.postmark"_s)).value();
        QVERIFY(demo::buildDemoArchive(*m_archive, m_today));
        m_allowed = dataWords(*m_archive);
    }

    void walk_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("Ukrainian") << u"uk"_s;
        QTest::newRow("English") << u"en"_s;
    }

    void walk()
    {
        QFETCH(QString, language);
        const bool ukrainian = language == u"uk";
        // As the program does: Qt's own words (OK, Cancel) and Postmark's, in the language.
        QTranslator qt;
        QTranslator translator;
        if (qt.load(u"qtbase_"_s + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&qt);
        QVERIFY(translator.load(u":/i18n/postmark_"_s + language));
        QCoreApplication::installTranslator(&translator);
        QLocale::setDefault(QLocale(ukrainian ? QLocale::Ukrainian : QLocale::English));
        const QString shots = u"walk-"_s + language + u'/';
        QDir(u"screenshots/"_s + shots).removeRecursively();
        QDir().mkpath(u"screenshots/"_s + shots);
        // Said at the end, so that a dialog with a foreign word is still closed and the walk goes on.
        QStringList foreign;
        const auto check = [&](QWidget& shown, const QString& step) {
            testing::saveScreenshot(shown, shots + step);
            for (const QString& word : foreignWords(shown, ukrainian, m_allowed))
                foreign.append(step + u": "_s + word);
        };

        // 1. The demo opens as the player's desk: his 15 games, every column without scrolling.
        ui::MainWindow window;
        window.resize(1366, 768);
        window.show();
        QVERIFY(window.openArchive(*m_archive, m_today));
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_COMPARE_WITH_TIMEOUT(
            window.findChild<QTableView*>(u"gameList"_s)->model()->rowCount(), 15, 120000);
        auto* list = window.findChild<QTableView*>(u"gameList"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!list->horizontalScrollBar()->isVisible(), 120000);
        // It opens on the game at the top of the list, the most urgent, selected there, and the keyboard
        // is in the list: Down goes to the next game without a click first.
        QCOMPARE(list->currentIndex().row(), 0);
        QTRY_VERIFY(list->hasFocus());
        const qint64 firstShown = list->currentIndex().data(ui::GameListModel::GameIdRole).toLongLong();
        QTest::keyClick(list, Qt::Key_Down);
        QCOMPARE(list->currentIndex().row(), 1);
        QVERIFY(list->currentIndex().data(ui::GameListModel::GameIdRole).toLongLong() != firstShown);
        QTest::keyClick(list, Qt::Key_Up);
        QCOMPARE(list->currentIndex().row(), 0);
        QCOMPARE(window.findChild<QComboBox*>(u"gameChooser"_s)->currentData(ui::GameChooserModel::IdRole),
            list->model()->index(0, 0).data(ui::GameListModel::GameIdRole));
        // The game's four tabs are all named in view, none behind scroll arrows.
        QTabBar* tabs = window.findChild<QTabWidget*>(u"gameTabs"_s)->tabBar();
        for (int tab = 0; tab < tabs->count(); ++tab)
            QVERIFY2(tabs->rect().contains(tabs->tabRect(tab)), qPrintable(tabs->tabText(tab)));
        check(window, u"01-desk"_s);
        // Every game's Cards, Time and Deadlines read in the language, with every number filled in.
        auto* gameTabs = window.findChild<QTabWidget*>(u"gameTabs"_s);
        for (const archive::GameSummary& summary : m_archive->games().value()) {
            if (!window.showArchiveGame(summary.id))
                continue;
            for (int tab = 0; tab < gameTabs->count(); ++tab) {
                gameTabs->setCurrentIndex(tab);
                for (const QString& word : foreignWords(window, ukrainian, m_allowed))
                    foreign.append(u"game %1, tab %2: %3"_s.arg(summary.id).arg(tab).arg(word));
            }
        }
        gameTabs->setCurrentIndex(0);
        // The forms a player opens from the desk speak the language too (the rule sets by their names).
        testing::onNextDialog<ui::SettingsDialog>([&](ui::SettingsDialog& dialog) {
            check(dialog, u"01-settings"_s);
            dialog.reject();
        });
        window.findChild<QAction*>(u"settings"_s)->trigger();
        testing::onNextDialog<ui::NewGameDialog>([&](ui::NewGameDialog& dialog) {
            check(dialog, u"01-new-game"_s);
            dialog.reject();
        });
        window.findChild<QAction*>(u"newGame"_s)->trigger();
        QVERIFY(window.showArchiveGame(
            list->model()->index(0, 0).data(ui::GameListModel::GameIdRole).toLongLong()));

        // 2. A card is logged by keyboard: the game where the partner is to move.
        const archive::GameSummary* waiting = nullptr;
        const QList<archive::GameSummary> games = m_archive->games().value();
        for (const archive::GameSummary& summary : games) {
            const ledger::GameFile game = m_archive->game(summary.id).value();
            const auto mine = desk::colourOf(game, u"Ковальчук Олег Петрович"_s);
            const auto computed = ledger::ledgerOf(game, m_today);
            if (mine && computed.ledger && !computed.ledger->finished && computed.ledger->toMove != *mine
                && !game.cards.isEmpty() && game.cards.last().from == *mine && !computed.ledger->suspended) {
                waiting = &summary;
                break;
            }
        }
        QVERIFY(waiting);
        QVERIFY(window.showArchiveGame(waiting->id));
        const ledger::GameFile before = m_archive->game(waiting->id).value();
        const auto me = *desk::colourOf(before, u"Ковальчук Олег Петрович"_s);
        const auto computed = ledger::ledgerOf(before, m_today);
        const chess::Move reply = computed.ledger->position.legalMoves()[0];
        const QString replyText = chess::writeMove(computed.ledger->position, reply, before.notation, false);
        QString myLast;
        for (const ledger::Card& card : before.cards)
            if (card.from == me && card.kind == ledger::CardKind::Move && card.move)
                myLast = *card.move;
        // My card went on 30 November; the partner's answer came today, 1 December.
        const QString received = ukrainian ? u"1.12.26"_s : u"1 Dec 2026"_s;
        testing::onNextDialog<ui::LogCardDialog>([&](ui::LogCardDialog& dialog) {
            type(dialog.findChild<QLineEdit*>(u"move"_s), replyText);
            type(dialog.findChild<QLineEdit*>(u"repetition"_s), myLast);
            auto* receivedField = dialog.findChild<ui::DateField*>(u"received"_s);
            receivedField->findChild<QLineEdit*>()->selectAll();
            type(receivedField->findChild<QLineEdit*>(), received);
            auto* stated = dialog.findChild<QWidget*>(u"statesReceived"_s);
            stated->findChild<QCheckBox*>()->click();
            auto* statedDate = stated->findChild<ui::DateField*>()->findChild<QLineEdit*>();
            statedDate->selectAll();
            type(statedDate, ukrainian ? u"01.12.2026"_s : u"1 December 2026"_s);
            // The partner's total as his card states it, typed.
            auto* partnerTotal = dialog.findChild<QSpinBox*>(u"statedPartner"_s);
            partnerTotal->setFocus();
            partnerTotal->selectAll();
            type(partnerTotal, u"7"_s);
            check(dialog, u"02-log-card"_s);
            QTest::keyClick(&dialog, Qt::Key_Return);
            closeIfRefused(dialog, u"02-log-card"_s, foreign);
        });
        QApplication::setActiveWindow(&window);
        QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier);
        const ledger::GameFile logged = m_archive->game(waiting->id).value();
        QVERIFY2(logged.cards.size() == before.cards.size() + 1,
            qPrintable(window.statusBar()->currentMessage() + u" | "_s + foreign.join(u" | "_s)));
        QCOMPARE(logged.cards.last().received, std::optional(QDate(2026, 12, 1)));
        QCOMPARE(logged.cards.last().statesReceived, std::optional(QDate(2026, 12, 1)));
        QCOMPARE(me == ledger::Color::White ? logged.cards.last().statedBlackTotal
                                            : logged.cards.last().statedWhiteTotal,
            std::optional(7));
        check(window, u"03-desk-after-logging"_s);

        // 3. A mistake is corrected: the card says the partner received mine on 30 November.
        testing::onNextDialog<ui::LogCardDialog>([&](ui::LogCardDialog& dialog) {
            auto* statedField = dialog.findChild<QWidget*>(u"statesReceived"_s)
                                    ->findChild<ui::DateField*>()
                                    ->findChild<QLineEdit*>();
            statedField->selectAll();
            type(statedField, ukrainian ? u"30.11.2026"_s : u"30 Nov 2026"_s);
            // What was typed when the card was logged is there to correct, the stated total too.
            QCOMPARE(dialog.findChild<QSpinBox*>(u"statedPartner"_s)->value(), 7);
            check(dialog, u"04-correct-card"_s);
            QTest::keyClick(&dialog, Qt::Key_Return);
            closeIfRefused(dialog, u"04-correct-card"_s, foreign);
        });
        QVERIFY(testing::openGameTab(window, u"cardsPage"_s));
        auto* cards = window.findChild<QTableWidget*>(u"cards"_s);
        Q_EMIT cards->itemActivated(cards->item(int(logged.cards.size()) - 1, 0));
        QVERIFY2(m_archive->game(waiting->id).value().cards.last().statesReceived == QDate(2026, 11, 30),
            qPrintable(foreign.join(u" | "_s)));

        // 4. The reply is composed and its card opens in the print preview.
        const ledger::GameFile corrected = m_archive->game(waiting->id).value();
        const auto now = ledger::ledgerOf(corrected, m_today);
        const chess::Move mine = now.ledger->position.legalMoves()[0];
        const QString mineText = chess::writeMove(now.ledger->position, mine, corrected.notation, false);
        bool previewed = false;
        testing::onNextDialog<ui::ReplyDialog>([&](ui::ReplyDialog& dialog) {
            type(dialog.findChild<QLineEdit*>(u"move"_s), mineText);
            check(dialog, u"05-reply"_s);
            whenShown<QPrintPreviewDialog>([&](QPrintPreviewDialog& preview) {
                previewed = true;
                check(preview, u"06-print-preview"_s);
                preview.reject();
            });
            QTest::keyClick(&dialog, Qt::Key_Return);
            closeIfRefused(dialog, u"05-reply"_s, foreign);
        });
        QApplication::setActiveWindow(&window); // the main window again, after the forms
        QTest::keyClick(&window, Qt::Key_R, Qt::ControlModifier);
        QVERIFY2(
            previewed, qPrintable(window.statusBar()->currentMessage() + u" | "_s + foreign.join(u" | "_s)));
        QCOMPARE(m_archive->game(waiting->id).value().cards.size(), corrected.cards.size() + 1);
        check(window, u"07-desk-after-reply"_s);

        // Back to the archive as it was, for the walk in the other language.
        while (window.findChild<QUndoStack*>()->canUndo())
            window.findChild<QUndoStack*>()->undo();
        QCOMPARE(m_archive->game(waiting->id).value().cards, before.cards);
        QCoreApplication::removeTranslator(&translator);
        QCoreApplication::removeTranslator(&qt);
        QLocale::setDefault(QLocale::c());
        QVERIFY2(foreign.isEmpty(), qPrintable(foreign.join(u"\n"_s)));
    }

    void theFileDialogSaysFolderInUkrainian()
    {
        // A walk saw the file dialog's Type column say "Folder" in the Ukrainian window: Qt's own catalogue
        // lacks the word, Postmark's says it.
        const QString folder =
            inUkrainian([this] { return QAbstractFileIconProvider().type(QFileInfo(m_dir.path())); });
        QCOMPARE(folder, u"Тека"_s);
    }

    void thePrintDialogSaysItsOptionsInUkrainian()
    {
        // helper-60 met «Pages», «Double Sided Printing» and «Advanced» in English in the Ukrainian window's
        // print dialog: Qt 6.4's catalogue lacks them, Postmark's says them.
        const QString said = inUkrainian([] {
            QPrinter printer;
            QPrintDialog dialog(&printer);
            QStringList texts;
            for (const QAbstractButton* button : dialog.findChildren<QAbstractButton*>())
                texts.append(button->text());
            for (const QGroupBox* box : dialog.findChildren<QGroupBox*>())
                texts.append(box->title());
            for (const QLabel* label : dialog.findChildren<QLabel*>())
                texts.append(label->text());
            texts.append(QCoreApplication::translate("QPrintPropertiesWidget", "Advanced"));
            return texts.join(u'|');
        });
        for (const QString& english : {u"Pages"_s,
                 u"Double Sided Printing"_s,
                 u"Off"_s,
                 u"Long side binding"_s,
                 u"Short side binding"_s,
                 u"Advanced"_s})
            QVERIFY2(!said.split(u'|').contains(english), qPrintable(english + u" in: "_s + said));
        QVERIFY2(said.contains(u"Двосторонній друк"_s) && said.contains(u"Додатково"_s), qPrintable(said));
    }

    void aMessageBoxSaysOkInUkrainian()
    {
        // helper-23 met «OK» in English on a message box of the Ukrainian window (Qt 6.4's catalogue keeps
        // the word as it is): Postmark's says it.
        const QString ok = inUkrainian([] {
            QMessageBox box(QMessageBox::Information, u"Postmark"_s, u"…"_s, QMessageBox::Ok);
            return box.button(QMessageBox::Ok)->text();
        });
        QCOMPARE(ok, u"Гаразд"_s);
    }

private:
    /// What `read` gives with Qt's Ukrainian catalogue and Postmark's installed, as the window has them.
    template<typename Read>
    static QString inUkrainian(const Read& read)
    {
        QTranslator qt;
        QTranslator translator;
        if (qt.load(u"qtbase_uk"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&qt);
        if (translator.load(u":/i18n/postmark_uk"_s))
            QCoreApplication::installTranslator(&translator);
        const QString said = read();
        QCoreApplication::removeTranslator(&translator);
        QCoreApplication::removeTranslator(&qt);
        return said;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<storage::SqliteArchive> m_archive;
    const QDate m_today{2026, 12, 1};
    QSet<QString> m_allowed;
};

QTEST_MAIN(TestDeskWalk)
#include "tst_deskwalk.moc"

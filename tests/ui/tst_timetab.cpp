// SPDX-License-Identifier: GPL-3.0-or-later
// The Time tab on the demo, in Ukrainian: under the bars, whose move is in progress and whether its days run
// — a suspended game's clock stopped by the claim (II.6.6), said in the bar's words too. helper-26 read
// «іде» (running) on the bar of a game whose time had stopped, and nothing else on the page said which.
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QRegularExpression>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include "core/ledger/ledgerof.h"
#include "tests/support/demodesk.h"
#include "tests/support/ukrainian.h"
#include "ui/desk/deskgames.h"
#include "ui/desk/timechart.h"
#include "ui/game/gameheading.h"
#include "ui/mainwindow.h"

using namespace Qt::StringLiterals;
using namespace postmark;

class TestTimeTab : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(testing::speakUkrainian(m_translator));
        QVERIFY(m_demo.isValid());
    }

    void thePartnersLeaveIsSaidWithItsDates_II_7_4()
    {
        // Мороз (White) announced a leave from three days ago to ten days ahead: the game's heading says
        // whose it is and its days; the Time tab says his days are not counted (helper-49 found the dates
        // only in an export).
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        QVERIFY(testing::DemoDesk::chooseGameOf(window, u"Мороз"_s));
        const QString heading = window.findChild<QLabel*>(u"gameTitle"_s)->text();
        const QDate today = m_demo.today();
        QVERIFY2(heading.contains(u"Перерва партнера: %1 – %2, повідомлення надіслано %3 (II.7.4)"_s.arg(
                     today.addDays(-3).toString(u"dd.MM.yyyy"_s),
                     today.addDays(10).toString(u"dd.MM.yyyy"_s),
                     today.addDays(-10).toString(u"dd.MM.yyyy"_s))),
            qPrintable(heading));
        // A game without a leave says none.
        QVERIFY(testing::DemoDesk::chooseGameOf(window, u"Бондаренко"_s));
        QVERIFY2(!window.findChild<QLabel*>(u"gameTitle"_s)->text().contains(u"Перерва"_s),
            qPrintable(window.findChild<QLabel*>(u"gameTitle"_s)->text()));
    }

    void eachDeadlineIsAsTallAsItsLines()
    {
        // helper-48 read «…протягом 14 ...» over a blank line in the Deadlines tab: the view measured a row
        // at another width than it drew it. Each row is sized by its own text wrapped at the list's width,
        // at the laptop's size and narrower, and holds it.
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        for (const int width : {1366, 1100}) {
            window.resize(width, 768);
            for (const QString& partner : {u"Бондаренко"_s, u"Мороз"_s, u"Ткаченко"_s}) {
                QVERIFY(testing::DemoDesk::chooseGameOf(window, partner));
                window.findChild<QTabWidget*>(u"gameTabs"_s)->setCurrentIndex(3); // Строки
                QCoreApplication::processEvents();
                auto* list = window.findChild<QListWidget*>(u"deadlines"_s);
                QVERIFY(list && list->isVisible());
                const int margin =
                    list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, list) + 1;
                for (int row = 0; row < list->count(); ++row) {
                    const QSize sized = list->item(row)->sizeHint();
                    QVERIFY2(sized.isValid(), qPrintable(list->item(row)->text()));
                    const QRect place = list->visualItemRect(list->item(row));
                    QCOMPARE(place.height(), sized.height());
                    const QRect needed =
                        list->fontMetrics().boundingRect(QRect(0, 0, place.width() - 2 * margin, 100000),
                            Qt::TextWordWrap,
                            list->item(row)->text());
                    QVERIFY2(place.height() >= needed.height()
                            && place.height() < needed.height() + list->fontMetrics().lineSpacing(),
                        qPrintable(u"%1 at %2: %3 px for %4"_s.arg(partner)
                                       .arg(width)
                                       .arg(place.height())
                                       .arg(needed.height())));
                }
            }
        }
    }

    void aLeaveNotifiedLateIsSaidCountedFromItsNotice_II_7_6()
    {
        // Мороз's leave began three days ago; had its notice gone yesterday, it counts from yesterday: the
        // heading says so beside the leave as announced.
        const QDate today = m_demo.today();
        ledger::GameFile game;
        for (const archive::GameSummary& summary : m_demo.archive().games().value()) {
            const ledger::GameFile each = m_demo.archive().game(summary.id).value();
            if (each.white.name.startsWith(u"Мороз"_s)
                && each.leaves.size() == 1) // the desk's, not the Cup's
                game = each;
        }
        QCOMPARE(game.leaves.size(), 1);
        game.leaves[0].noticeSent = today.addDays(-1);
        const ledger::LedgerResult computed = ledger::ledgerOf(game, today);
        QVERIFY(computed.ledger);
        ui::ShownGame shown;
        ui::DeskGames::fill(shown, game, *computed.ledger);
        const QString heading =
            ui::GameHeading::lines(shown, desk::PlayerNames(u"Ковальчук Олег Петрович"_s), today).join(u'\n');
        const QString yesterday = today.addDays(-1).toString(u"dd.MM.yyyy"_s);
        QVERIFY2(
            heading.contains(u"повідомлення надіслано %1, враховано з %1 (II.7.6) (II.7.4)"_s.arg(yesterday)),
            qPrintable(heading));
    }

    void theHeadingWritesAScoreAsTheListsDo()
    {
        // A finished game's result as the games list and the tables write it (1–0, ½–½), not PGN's 1-0
        // (helper-54 read both beside each other).
        int finished = 0;
        for (const archive::GameSummary& summary : m_demo.archive().games().value()) {
            const ledger::GameFile game = m_demo.archive().game(summary.id).value();
            if (!game.result
                || (!game.white.name.contains(u"Ковальчук"_s) && !game.black.name.contains(u"Ковальчук"_s)))
                continue;
            const ledger::LedgerResult computed = ledger::ledgerOf(game, m_demo.today());
            ui::ShownGame shown;
            ui::DeskGames::fill(shown, game, *computed.ledger);
            const QString heading =
                ui::GameHeading::lines(shown, desk::PlayerNames(u"Ковальчук Олег Петрович"_s), m_demo.today())
                    .join(u'\n');
            static const QRegularExpression score(u"Результат: (1–0|0–1|½–½)"_s);
            QVERIFY2(score.match(heading).hasMatch(), qPrintable(heading));
            ++finished;
        }
        QVERIFY(finished >= 2);
    }

    void theTabSaysWhetherTheDaysRun_data()
    {
        QTest::addColumn<QString>("partner");
        QTest::addColumn<QString>("running");
        QTest::addColumn<QString>("bar");
        QTest::newRow("II.6.6 a claim with the judge stops the clock")
            << u"Гончаренко"_s << u"час на цей хід не йде"_s << u"зупинено: заява в судді"_s;
        QTest::newRow("II.4.4 my move: the days run")
            << u"Бойко"_s << u"обдумують хід"_s << u"хід обдумують: дні йдуть"_s;
        QTest::newRow("II.4.4 the partner's card in the post: no days run")
            << u"Ткаченко"_s << u"ще не отримали листівки партнера: час не йде"_s
            << u"хід ще не почато: дні не йдуть, доки не отримано листівки партнера"_s;
    }

    void theTabSaysWhetherTheDaysRun()
    {
        QFETCH(QString, partner);
        QFETCH(QString, running);
        QFETCH(QString, bar);
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        QVERIFY(testing::DemoDesk::chooseGameOf(window, partner));
        window.findChild<QTabWidget*>(u"gameTabs"_s)->setCurrentIndex(2); // Час
        QCoreApplication::processEvents();
        auto* said = window.findChild<QLabel*>(u"runningTime"_s);
        QVERIFY(said && said->isVisible());
        QVERIFY2(said->text().contains(running), qPrintable(said->text()));
        QVERIFY2(said->text().startsWith(u"[II."_s), qPrintable(said->text())); // with its clause
        const QString bars = window.findChild<ui::TimeChart*>(u"timeChart"_s)->summary();
        QVERIFY2(bars.contains(bar), qPrintable(bars));
        QVERIFY2(!bars.contains(u", іде"_s), qPrintable(bars));
    }

    void everyMovesDaysAreListedWithTheCardsTheyComeFrom_II_4_4()
    {
        // Бондаренко: a judge (helper-43) rebuilt White's 38 days from the Cards tab by hand. The tab lists
        // each move with its days, penalty and running total, and the dates they are counted between.
        ui::MainWindow window;
        QVERIFY(m_demo.showIn(window));
        QVERIFY(testing::DemoDesk::chooseGameOf(window, u"Бондаренко"_s));
        window.findChild<QTabWidget*>(u"gameTabs"_s)->setCurrentIndex(2); // Час
        QCoreApplication::processEvents();
        auto* moves = window.findChild<QTableWidget*>(u"moveDays"_s);
        QVERIFY(moves && moves->isVisible());
        QVERIFY(moves->rowCount() >= 14); // seven moves each, at least
        QCOMPARE(moves->item(0, 0)->text(), u"1. d2-d4"_s);
        QCOMPARE(moves->item(0, 1)->text(), u"ви"_s); // the number says the colour: White's
        // The cell says the dates and the cards (two lines on a laptop, not three); the evidence behind each
        // date is in its tooltip, whole. The start's clause is said; the heading's (II.4.4) is not repeated.
        const QString date = u"\\d\\d\\.\\d\\d\\.\\d{4}"_s;
        const QRegularExpression started(
            u"^\\[II\\.4\\.5\\] старт %1 → відправлено %1 \\(Б1\\)$"_s.arg(date));
        QVERIFY2(started.match(moves->item(0, 5)->text()).hasMatch(), qPrintable(moves->item(0, 5)->text()));
        QVERIFY2(moves->item(0, 5)->toolTip().contains(u"(листівка Б1, штемпель відправлення)"_s),
            qPrintable(moves->item(0, 5)->toolTip()));
        QCOMPARE(moves->item(1, 1)->text(), u"партнер"_s);
        const QRegularExpression answered(u"^отримано %1 \\(Б1\\) → відправлено %1 \\(Ч1\\)$"_s.arg(date));
        QVERIFY2(answered.match(moves->item(1, 5)->text()).hasMatch(), qPrintable(moves->item(1, 5)->text()));
        QVERIFY2(moves->item(1, 5)->toolTip().startsWith(u"[II.4.4] отримано "_s)
                && moves->item(1, 5)->toolTip().contains(u"(листівка Б1, "_s),
            qPrintable(moves->item(1, 5)->toolTip()));
        // Each side's column adds up: the total is the days and penalties of its moves so far.
        int sums[2] = {0, 0};
        for (int row = 0; row < moves->rowCount(); ++row) {
            const int side = moves->item(row, 1)->text() == u"ви" ? 0 : 1;
            sums[side] += moves->item(row, 2)->text().toInt() + moves->item(row, 3)->text().toInt();
            QCOMPARE(moves->item(row, 4)->text().toInt(), sums[side]);
            QVERIFY2(moves->item(row, 5)->toolTip().startsWith(u"[II."_s),
                qPrintable(moves->item(row, 5)->toolTip()));
        }
        const QString bars = window.findChild<ui::TimeChart*>(u"timeChart"_s)->summary();
        QVERIFY2(bars.contains(u"%1 з 40"_s.arg(sums[1])), qPrintable(bars)); // Black's, not thinking now
        // The bars take the height their rows and their key need at the width they have: a key on one line
        // left a blank line under it, on a laptop a row of this table (helper-58 saw one and a half rows).
        auto* chart = window.findChild<ui::TimeChart*>(u"timeChart"_s);
        QVERIFY(chart->heightForWidth(1000) < chart->heightForWidth(250)); // the key on one line, then two
        QTRY_COMPARE(chart->height(), chart->heightForWidth(chart->width()));

        // Every row as tall as its dates wrapped in their column, at the first showing and with another game
        // chosen with the tab open (helper-46 read rows of one line cut off, helper-47 «штемпель …» on the
        // partner's rows at the first showing).
        const auto rowsHoldTheirDates = [moves] {
            QTest::qWait(20); // the refit waits for the header to stretch the dates' column
            const int dates = moves->columnCount() - 1;
            int wrapped = 0;
            for (int row = 0; row < moves->rowCount(); ++row) {
                const QString text = moves->item(row, dates)->text();
                const QRect needed = moves->fontMetrics().boundingRect(
                    QRect(0, 0, moves->columnWidth(dates) - 6, 10000), Qt::TextWordWrap, text);
                wrapped += needed.height() > moves->fontMetrics().lineSpacing() ? 1 : 0;
                if (moves->rowHeight(row) < needed.height())
                    return false;
            }
            return wrapped > 0; // the panel is narrow on a laptop
        };
        QVERIFY(rowsHoldTheirDates());
        QVERIFY(testing::DemoDesk::chooseGameOf(window, u"Гончаренко"_s));
        QCoreApplication::processEvents();
        QVERIFY(rowsHoldTheirDates());
        int rows = moves->horizontalHeader()->height() + 2 * moves->frameWidth();
        for (int row = 0; row < moves->rowCount(); ++row)
            rows += moves->rowHeight(row);
        QCOMPARE(moves->height(), rows);
        auto* penalties = window.findChild<QLabel*>(u"penalties"_s);
        QVERIFY(penalties->geometry().top() >= moves->geometry().bottom());
        QVERIFY(penalties->geometry().bottom() <= penalties->parentWidget()->height());
    }

private:
    QTranslator m_translator;
    testing::DemoDesk m_demo{QDate(2026, 12, 5)};
};

QTEST_MAIN(TestTimeTab)
#include "tst_timetab.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The games list sorts by comparing its rows directly (issue 18: sorting 10,000 rows by QVariant values
// was a fifth of opening the desk). Whatever column the user clicks, the order must be the one the
// column's SortRole values give. Beside it, the agenda under the list: whose step each row is, in colours
// that do not make the partner's look like mine.
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QtTest>

#include "tests/support/demodesk.h"
#include "ui/desk/agendatable.h"
#include "ui/desk/gamechoosermodel.h"
#include "ui/desk/gamelistmodel.h"
#include "ui/desk/gamelistproxy.h"
#include "ui/desk/personname.h"
#include "ui/mainwindow.h"

using namespace postmark;
using namespace postmark::ui;
using namespace Qt::StringLiterals;

class TestGameList : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyColumnSortsAsItsValuesDo_data();
    void everyColumnSortsAsItsValuesDo();
    void theChooserNamesEachGameAsTheListDoes();
    void aPartnerIsListedBySurnameAndInitials_data();
    void aPartnerIsListedBySurnameAndInitials();
    void theDaysLeftSayWhoseTheyAreAndOfWhatLimit();
    void aStateSaysWhoseItIs_II_6_1();
    void aClaimToMakeComesWithTheReplyInTheAgenda_II_6_3();
    void anOverdueDeadlineSaysItIsOverdueAndWhoseStepItIs();
    void thePartnersStepsInTheAgendaAreNotInMyColours();
};

namespace {

QList<desk::GameRow> randomRows(int count)
{
    QRandomGenerator random(20261201);
    const QStringList names = {u"Коваль Іван Петрович"_s, u"Bondar O."_s, u"Шевченко Т. Г."_s, u"Ярема"_s};
    QList<desk::GameRow> rows;
    for (int k = 0; k < count; ++k) {
        desk::GameRow row;
        row.game = k + 1;
        row.partner = names[random.bounded(int(names.size()))] + QString::number(random.bounded(5));
        row.event = u"Кубок %1"_s.arg(random.bounded(4));
        row.colour = random.bounded(2) ? ledger::Color::White : ledger::Color::Black;
        row.moveNumber = random.bounded(60);
        row.myTotal = random.bounded(100);
        row.partnerTotal = random.bounded(100);
        if (random.bounded(3))
            row.daysLeft = random.bounded(-5, 40);
        row.myMove = random.bounded(2);
        if (random.bounded(4))
            row.nextDue = QDate(2019, 1, 1).addDays(random.bounded(400));
        row.urgency = static_cast<desk::AgendaBand>(random.bounded(5));
        row.status = row.myMove ? ledger::GameStatus::ToMove : ledger::GameStatus::WaitingForPost;
        rows.append(row);
    }
    return rows;
}

/// The games list's cell of `column` in the row of the game with `partner`, or an invalid index.
QModelIndex cellOf(const QAbstractItemModel& list, const QString& partner, int column)
{
    for (int row = 0; row < list.rowCount(); ++row) {
        if (list.index(row, ui::GameListModel::PartnerColumn).data().toString() == partner)
            return list.index(row, column);
    }
    return {};
}

bool valueLess(const QVariant& a, const QVariant& b)
{
    if (a.typeId() == QMetaType::QString)
        return a.toString() < b.toString();
    return a.toLongLong() < b.toLongLong();
}

} // namespace

void TestGameList::everyColumnSortsAsItsValuesDo_data()
{
    QTest::addColumn<int>("column");
    for (int column = 0; column < GameListModel::ColumnCount; ++column)
        QTest::newRow(qPrintable(u"column %1"_s.arg(column))) << column;
}

void TestGameList::everyColumnSortsAsItsValuesDo()
{
    QFETCH(int, column);
    GameListModel model;
    model.setRows(randomRows(500));
    GameListProxy proxy(&model);
    for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        proxy.sort(column, order);
        QList<int> expected;
        for (int row = 0; row < model.rowCount(); ++row)
            expected.append(row);
        std::stable_sort(expected.begin(), expected.end(), [&](int a, int b) {
            const QVariant left = model.index(a, column).data(GameListModel::SortRole);
            const QVariant right = model.index(b, column).data(GameListModel::SortRole);
            return order == Qt::AscendingOrder ? valueLess(left, right) : valueLess(right, left);
        });
        for (int row = 0; row < proxy.rowCount(); ++row) {
            const QVariant shown = proxy.index(row, column).data(GameListModel::SortRole);
            const QVariant wanted = model.index(expected[row], column).data(GameListModel::SortRole);
            QCOMPARE(shown, wanted); // equal keys may come in either order; the keys must not
        }
    }
}

void TestGameList::theChooserNamesEachGameAsTheListDoes()
{
    GameListModel list;
    desk::GameRow koval;
    koval.game = 12;
    koval.partner = u"Коваль Іван Петрович"_s;
    koval.nextDue = QDate(2019, 4, 3);
    desk::GameRow bondar;
    bondar.game = 7;
    bondar.partner = u"Bondar O."_s;
    list.setRows({koval, bondar});
    GameChooserModel chooser(
        {{12, u"Коваль Іван Петрович"_s, true}, {7, u"Bondar O."_s, false}}, list, nullptr);
    QCOMPARE(chooser.rowCount(), 2);
    // The partner, not the archive's id (a desk of 16 games read «121.»).
    QCOMPARE(chooser.rowOf(12), 1);
    const QString first = chooser.index(1).data().toString();
    QVERIFY2(first.startsWith(u"Коваль І. П. · "_s), qPrintable(first));
    QVERIFY2(first.contains(u"2019"_s), qPrintable(first));
    QCOMPARE(chooser.index(0).data().toString(), u"Bondar O."_s);
    QCOMPARE(chooser.index(0).data(GameChooserModel::IdRole).toLongLong(), 7);
    // A partner met twice (a double round robin): my colour tells the two games apart, White first.
    GameChooserModel twice({{7, u"Bondar O."_s, false}, {12, u"Bondar O."_s, true}}, list, nullptr);
    QVERIFY2(twice.index(0).data().toString().startsWith(u"Bondar O. (you: White) · "_s),
        qPrintable(twice.index(0).data().toString()));
    QCOMPARE(twice.index(1).data().toString(), u"Bondar O. (you: Black)"_s);
    {
        // In alphabetical order as a Ukrainian reads it: І after З, not before А (its code comes first).
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::Ukrainian));
        GameChooserModel ukrainian({{1, u"Коваль К."_s, true},
                                       {2, u"Іваненко І."_s, true},
                                       {3, u"Андрієнко А."_s, true},
                                       {4, u"Захарченко З."_s, true}},
            list,
            nullptr);
        QLocale::setDefault(before);
        QStringList order;
        for (int row = 0; row < ukrainian.rowCount(); ++row)
            order.append(ukrainian.index(row).data().toString());
        QCOMPARE(
            order, (QStringList{u"Андрієнко А."_s, u"Захарченко З."_s, u"Іваненко І."_s, u"Коваль К."_s}));
    }
    // The game computed afresh in the list (a card logged): the chooser's line says its new deadline.
    QSignalSpy changed(&chooser, &QAbstractItemModel::dataChanged);
    koval.nextDue = QDate(2019, 5, 20);
    QVERIFY(list.setRow(koval));
    QVERIFY(!changed.isEmpty());
    QVERIFY2(
        chooser.index(1).data().toString().contains(u"2019"_s) && chooser.index(1).data().toString() != first,
        qPrintable(chooser.index(1).data().toString()));
}

void TestGameList::aPartnerIsListedBySurnameAndInitials_data()
{
    QTest::addColumn<QString>("full");
    QTest::addColumn<QString>("listed");
    QTest::newRow("surname, name, patronymic") << u"Коваль Іван Петрович"_s << u"Коваль І. П."_s;
    QTest::newRow("spaces anywhere") << u"  Бондар \t Олена  "_s << u"Бондар О."_s;
    QTest::newRow("initials already") << u"Гнатюк Р.В."_s << u"Гнатюк Р.В."_s;
    QTest::newRow("an initial without a stop") << u"Lee K"_s << u"Lee K"_s;
    QTest::newRow("one word") << u"Тарасенко"_s << u"Тарасенко"_s;
    QTest::newRow("nothing") << QString() << QString();
}

void TestGameList::aPartnerIsListedBySurnameAndInitials()
{
    QFETCH(QString, full);
    QFETCH(QString, listed);
    QCOMPARE(shortPersonName(full), listed);
}

void TestGameList::theDaysLeftSayWhoseTheyAreAndOfWhatLimit()
{
    // The demo's suspended game (Гончаренко – Ковальчук, the owner's claim with the judge) lists −33 days
    // left: White's, the partner's, 73 counted against 40. A bare −33 beside "suspended" said neither whose
    // days they were nor that they are days over the limit.
    testing::DemoDesk demo(QDate(2026, 11, 30));
    ui::MainWindow window;
    QVERIFY(demo.showIn(window));
    const QAbstractItemModel& list = *window.findChild<QTableView*>(u"gameList"_s)->model();
    const auto tooltipOf = [&list](const QString& partner) {
        const QModelIndex cell = cellOf(list, partner, ui::GameListModel::DaysLeftColumn);
        return std::pair(
            cell.data(ui::GameListModel::SortRole).toInt(), cell.data(Qt::ToolTipRole).toString());
    };
    // Every game read as of the day, not only the archive's cached rows.
    QTRY_VERIFY_WITH_TIMEOUT(tooltipOf(u"Гончаренко М. Ф."_s).second.startsWith(u"[II."_s), 10000);
    const auto [suspendedLeft, suspended] = tooltipOf(u"Гончаренко М. Ф."_s);
    QCOMPARE(suspendedLeft, -33);
    // The partner's figure looks it: in the grey of the partner's steps, slanted (helper-52 read a partner's
    // 31 as his own days).
    const QModelIndex partners = cellOf(list, u"Гончаренко М. Ф."_s, ui::GameListModel::DaysLeftColumn);
    QCOMPARE(partners.data().toString(), u"partner's -33"_s); // named his in words too (helper-76)
    QCOMPARE(partners.data(Qt::ForegroundRole).value<QColor>(), ui::AgendaTable::PartnersStep);
    QVERIFY(partners.data(Qt::FontRole).value<QFont>().italic());
    QVERIFY2(suspended.startsWith(u"[II.6.1] Your partner is over this control period's limit of 40 days by "
                                  u"33 (73 counted): a time "
                                  "overstep. The days are counted up to the claim sent to the judge."_s),
        qPrintable(suspended));
    // A game on the owner's move: his days, of the same limit.
    bool sawMine = false;
    for (int row = 0; row < list.rowCount(); ++row) {
        const QModelIndex left = list.index(row, ui::GameListModel::DaysLeftColumn);
        const QString said = left.data(Qt::ToolTipRole).toString();
        if (!said.startsWith(u"[II.4.3] You have "_s))
            continue;
        sawMine = true;
        QVERIFY(!left.data(Qt::ForegroundRole).isValid()); // mine in the row's own colour
        QVERIFY2(
            said.startsWith(u"[II.4.3] You have %1 of this control period's "_s.arg(left.data().toString())),
            qPrintable(said));
    }
    QVERIFY(sawMine);
    QVERIFY(list.headerData(ui::GameListModel::DaysLeftColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(u"below zero, the days over the limit"_s));
}

void TestGameList::aStateSaysWhoseItIs_II_6_1()
{
    // The demo's Савченко game: the partner is 62 days into a period of 40 — his overstep, a claim for the
    // owner to make. «time overstepped» alone read as the owner's own (helper-49).
    testing::DemoDesk demo(QDate(2026, 11, 30));
    ui::MainWindow window;
    QVERIFY(demo.showIn(window));
    const QAbstractItemModel& list = *window.findChild<QTableView*>(u"gameList"_s)->model();
    QTRY_COMPARE_WITH_TIMEOUT(
        cellOf(list, u"Савченко Л. К."_s, ui::GameListModel::StatusColumn).data().toString(),
        u"partner overstepped the time"_s,
        10000);
    // Whose card is in the post, and how a finished game ended (helper-51 read «card in the post» and
    // «finished» with neither said).
    QStringList states;
    for (int row = 0; row < list.rowCount(); ++row)
        states.append(list.index(row, ui::GameListModel::StatusColumn).data().toString());
    QVERIFY2(states.contains(u"my card in the post"_s), qPrintable(states.join(u" | "_s)));
    QVERIFY2(states.contains(u"finished: ½–½"_s) && states.contains(u"finished: 1–0"_s),
        qPrintable(states.join(u" | "_s)));
    QVERIFY2(!states.contains(u"card in the post"_s) && !states.contains(u"finished"_s),
        qPrintable(states.join(u" | "_s)));
}

void TestGameList::aClaimToMakeComesWithTheReplyInTheAgenda_II_6_3()
{
    // Савченко overstepped: the owner may claim until he replies to the control move. The agenda lists it
    // after his own steps overdue or due today and before the partners' and the dates to come, «with the
    // reply» — not at its end, under adjudications two years away (helper-51 did not find it).
    testing::DemoDesk demo(QDate(2026, 11, 30));
    ui::MainWindow window;
    QVERIFY(demo.showIn(window));
    auto* agenda = window.findChild<ui::AgendaTable*>(u"agenda"_s);
    const auto claimAt = [agenda] {
        const QList<desk::PlayerAgendaItem>& items = agenda->items();
        for (qsizetype at = 0; at < items.size(); ++at) {
            if (items[at].mine && items[at].what == desk::AgendaKind(ledger::DeadlineKind::Claim))
                return int(at);
        }
        return -1;
    };
    QTRY_VERIFY_WITH_TIMEOUT(claimAt() >= 0, 10000);
    const QList<desk::PlayerAgendaItem>& items = agenda->items();
    const int at = claimAt();
    QCOMPARE(items[at].partner, u"Савченко Леонід Костянтинович"_s);
    const auto urgent = [](const desk::PlayerAgendaItem& item) {
        return item.band == desk::AgendaBand::Overdue || item.band == desk::AgendaBand::Today;
    };
    for (int before = 0; before < at; ++before)
        QVERIFY(items[before].mine && urgent(items[before]));
    for (int after = at + 1; after < items.size(); ++after)
        QVERIFY(!items[after].mine || !urgent(items[after]));
    QVERIFY(items.last().band == desk::AgendaBand::Later || !items.last().mine);
    QCOMPARE(agenda->item(at, 0)->text(), u"with the reply"_s);
}

void TestGameList::anOverdueDeadlineSaysItIsOverdueAndWhoseStepItIs()
{
    // The demo's Ткаченко game on 30 November: the partner's repeat was due on 17 November (II.5.1). Its red
    // row said «Next: repeat the move by 24 November 2026» (helper-26).
    testing::DemoDesk demo(QDate(2026, 11, 30));
    ui::MainWindow window;
    QVERIFY(demo.showIn(window));
    const QAbstractItemModel& list = *window.findChild<QTableView*>(u"gameList"_s)->model();
    const auto tooltipOf = [&list](const QString& partner) {
        return cellOf(list, partner, ui::GameListModel::NextDeadlineColumn).data(Qt::ToolTipRole).toString();
    };
    // Whose step is known once every game is read as of the day.
    QTRY_VERIFY_WITH_TIMEOUT(tooltipOf(u"Ткаченко В. О."_s).contains(u"step"_s), 10000);
    // The owner's own repeat, overdue since 26 November, first: the row is about what the owner must do
    // (helper-27: the red row named only the partner's; the date shown was the partner's 17 November).
    QCOMPARE(tooltipOf(u"Ткаченко В. О."_s),
        u"Overdue since 26 November 2026: repeat the move — your step [II.5.1]\n"
        "Overdue since 17 November 2026 as well: repeat the move — your partner's step [II.5.1]"_s);
    QCOMPARE(cellOf(list, u"Ткаченко В. О."_s, ui::GameListModel::NextDeadlineColumn).data().toString(),
        u"26 November 2026"_s);
    // Its status says the late step, not «card in the post» (the owner's card w5 is unanswered).
    const QModelIndex status = cellOf(list, u"Ткаченко В. О."_s, ui::GameListModel::StatusColumn);
    QCOMPARE(status.data().toString(), u"overdue: repeat the move"_s);
    QCOMPARE(status.data(Qt::ToolTipRole).toString(),
        u"Your step is overdue since 26 November 2026: repeat the move [II.5.1]"_s);
    // Руденко's last card carried an impossible move, received two days before: the owner's query is due
    // within three days (II.3.12), not a card «in the post» (helper-30).
    const QModelIndex query = cellOf(list, u"Руденко Д. А."_s, ui::GameListModel::StatusColumn);
    QCOMPARE(query.data().toString(), u"my step: query the move"_s);
    QVERIFY2(query.data(Qt::ToolTipRole).toString().startsWith(u"Your step: query the move by "_s),
        qPrintable(query.data(Qt::ToolTipRole).toString()));
    QVERIFY(query.data(Qt::ToolTipRole).toString().endsWith(u"[II.3.12]"_s));
    // One to come says so, and whose.
    bool sawNext = false;
    for (int row = 0; row < list.rowCount(); ++row) {
        const QString said =
            list.index(row, ui::GameListModel::NextDeadlineColumn).data(Qt::ToolTipRole).toString();
        if (said.startsWith(u"Next: "_s)) {
            sawNext = true;
            QVERIFY2(said.contains(u"— your step ["_s) || said.contains(u"— your partner's step ["_s),
                qPrintable(said));
        }
    }
    QVERIFY(sawNext);
}

void TestGameList::thePartnersStepsInTheAgendaAreNotInMyColours()
{
    // The demo on 5 December: Ткаченко's repeat overdue since 24 November is his, mine since 1 December
    // mine. helper-44 read his, red and above mine, as his own: the partner's steps are grey.
    testing::DemoDesk demo(QDate(2026, 12, 5));
    ui::MainWindow window;
    QVERIFY(demo.showIn(window));
    auto* agenda = window.findChild<QTableWidget*>(u"agenda"_s);
    QTRY_VERIFY_WITH_TIMEOUT(agenda->rowCount() > 0, 10000);
    int partners = 0;
    int mineOverdue = 0;
    for (int row = 0; row < agenda->rowCount(); ++row) {
        const bool mine = agenda->item(row, 4)->text() == u"mine"_s;
        const QColor colour = agenda->item(row, 0)->foreground().color();
        if (!mine) {
            ++partners;
            QCOMPARE(colour, ui::AgendaTable::PartnersStep);
            QCOMPARE(agenda->item(row, 0)->background().style(), Qt::NoBrush);
        } else if (agenda->item(row, 0)->text() == u"overdue"_s) {
            ++mineOverdue;
            QCOMPARE(colour, QColor(0xB0, 0x00, 0x20));
        }
    }
    QVERIFY(partners > 0);
    QVERIFY(mineOverdue > 0);
}

QTEST_MAIN(TestGameList)
#include "tst_gamelist.moc"

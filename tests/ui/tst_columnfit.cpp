// SPDX-License-Identifier: GPL-3.0-or-later
// Columns fitted to their contents (fitColumnsToContents(), every list of the desk and the judge's
// windows): no text cut, whichever row holds the widest, a row of wide letters shorter than one of narrow
// ones included — the fit measures only the rows that look widest (issue 18).
#include <QHeaderView>
#include <QRandomGenerator>
#include <QStandardItemModel>
#include <QTableView>
#include <QtTest>

#include "ui/widgets/readonlytable.h"

using namespace Qt::StringLiterals;

class TestColumnFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void noCellIsCutWhereverTheWidestStands_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<bool>("shown");
        QTest::newRow("a first screen, before the window is shown") << 26 << false;
        QTest::newRow("a semifinal's 105 games, shown") << 105 << true;
        QTest::newRow("past the rows a fit looks at (1000)") << 1500 << false;
    }

    void noCellIsCutWhereverTheWidestStands()
    {
        QFETCH(int, rows);
        QFETCH(bool, shown);
        QRandomGenerator random(20261205);
        const QStringList names = {u"Коваль І. П."_s,
            u"Бондаренко Іван Михайлович"_s,
            u"Li I."_s,
            u"ШШШШШШШШШШ"_s,
            u"iiiiiiiiiiiiiiiiiiii"_s,
            u"Шевченко Т. Г."_s,
            u"Ярема"_s};
        QStandardItemModel model(rows, 4);
        for (int row = 0; row < rows; ++row) {
            model.setItem(row, 0, new QStandardItem(names[random.bounded(int(names.size()))]));
            model.setItem(row, 1, new QStandardItem(QString::number(random.bounded(1000))));
            model.setItem(row, 2, new QStandardItem(u"%1.12.2026"_s.arg(random.bounded(1, 29))));
            model.setItem(row, 3, new QStandardItem(u"мій хід"_s));
        }
        // The widest text of the first column by pixels, not by letters, in one row only, far down.
        const int widestRow = std::min(rows, 1000) - 3;
        model.item(widestRow, 0)->setText(u"ЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖ"_s); // 15 wide letters beside 26 narrow ones
        model.item(widestRow, 1)->setText(u"1 000 000"_s);
        auto* bold = model.item(5, 2); // among many dates as long as it
        QFont font;
        font.setBold(true);
        font.setPointSize(font.pointSize() + 2);
        bold->setFont(font); // an overdue row drawn larger than the rest
        bold->setText(u"29.12.2026"_s);
        QTableView* view = postmark::ui::readOnlyTable(&model, u"table"_s);
        if (shown) {
            view->resize(900, 400);
            view->show();
            QVERIFY(QTest::qWaitForWindowExposed(view));
        }
        postmark::ui::fitColumnsToContents(*view);
        const int measuredRows = std::min(rows, view->horizontalHeader()->resizeContentsPrecision());
        for (int column = 0; column < 3; ++column) {
            for (int row = 0; row < measuredRows; ++row) {
                const int needed = view->sizeHintForIndex(model.index(row, column)).width();
                QVERIFY2(needed <= view->columnWidth(column),
                    qPrintable(u"column %1, row %2 «%3»: needs %4 px, has %5"_s.arg(column)
                                   .arg(row)
                                   .arg(model.index(row, column).data().toString())
                                   .arg(needed)
                                   .arg(view->columnWidth(column))));
            }
            // Not wider than its widest cell or its header asks.
            int widest = view->horizontalHeader()->sectionSizeHint(column);
            for (int row = 0; row < measuredRows; ++row)
                widest = std::max(widest, view->sizeHintForIndex(model.index(row, column)).width() + 1);
            QCOMPARE(view->columnWidth(column), widest);
        }
        delete view;
    }
};

QTEST_MAIN(TestColumnFit)
#include "tst_columnfit.moc"

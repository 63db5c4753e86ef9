// SPDX-License-Identifier: GPL-3.0-or-later
// A long document in the window's print preview shows how far its drawing has come, and Cancel stops it:
// the print run is aborted, the preview closes, and the status says nothing went to the printer. A short
// one is drawn whole as before. Through the real preview dialog (ui/printpreview).
#include <QApplication>
#include <QPrintPreviewDialog>
#include <QProgressDialog>
#include <QTimer>
#include <QtTest>

#include "core/documents/document.h"
#include "ui/printpreview.h"

using namespace Qt::StringLiterals;
using namespace postmark;

namespace {

/// A report of `sheets` A4 pages: a heading and a table on each, as a long register is.
documents::Document longReport(int sheets)
{
    documents::Document document;
    document.title = u"Register"_s;
    document.format = documents::PageFormat::A4;
    for (int page = 1; page <= sheets; ++page) {
        documents::Page sheet;
        sheet.blocks.append({documents::Block::Kind::Heading, {}, u"Part %1"_s.arg(page), {}});
        documents::Block table{documents::Block::Kind::Table, {}, {}, {{u"No"_s, u"Game"_s, u"Due"_s}}};
        for (int row = 1; row <= 20; ++row)
            table.rows.append({QString::number(row), u"Game %1.%2"_s.arg(page).arg(row), u"01.12.2026"_s});
        sheet.blocks.append(table);
        document.pages.append(sheet);
    }
    return document;
}

} // namespace

class TestPrintProgress : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aLongDocumentCanBeStoppedWhileItIsDrawn()
    {
        QWidget window;
        window.show();
        bool pressed = false;
        int shownMaximum = 0;
        QTimer watcher;
        watcher.setInterval(0);
        connect(&watcher, &QTimer::timeout, this, [&] {
            auto* progress = window.findChild<QProgressDialog*>(u"printProgress"_s);
            if (progress && progress->value() >= 1) {
                shownMaximum = progress->maximum();
                progress->cancel();
                pressed = true;
                watcher.stop();
            }
        });
        watcher.start();
        // The preview closes by itself once stopped; one left open is closed here, and the test fails.
        bool stuckOpen = false;
        QTimer::singleShot(60000, [&stuckOpen] {
            for (QWidget* each : QApplication::topLevelWidgets())
                if (auto* preview = qobject_cast<QPrintPreviewDialog*>(each);
                    preview && preview->isVisible()) {
                    stuckOpen = true;
                    preview->reject();
                }
        });
        const std::optional<QString> said = ui::showPrintPreview(&window, longReport(2000));
        QVERIFY(!stuckOpen);
        QVERIFY(pressed);
        QCOMPARE(shownMaximum, 2000); // counted in sheets
        QVERIFY(said.has_value());
        QCOMPARE(*said, u"Printing cancelled: nothing was sent to the printer."_s);
    }

    void aShortDocumentIsDrawnWhole()
    {
        QWidget window;
        window.show();
        QTimer::singleShot(200, [] {
            if (auto* preview = qobject_cast<QPrintPreviewDialog*>(QApplication::activeModalWidget()))
                preview->accept();
        });
        QTimer::singleShot(500, [] {
            for (QWidget* each : QApplication::topLevelWidgets())
                if (auto* preview = qobject_cast<QPrintPreviewDialog*>(each))
                    preview->reject();
        });
        const std::optional<QString> said = ui::showPrintPreview(&window, longReport(2));
        QVERIFY2(!said.has_value(), qPrintable(said.value_or(QString())));
    }
};

QTEST_MAIN(TestPrintProgress)
#include "tst_printprogress.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The judge's printing from the demo's 15-player semifinal (105 games): every sheet of the report after the
// first says which event it belongs to, every sheet is numbered "sheet 2 of 4", the report is signed,
// columns of figures stay narrow and centred (helper-28 could not tell loose sheets apart); the PDF is named
// for the event and the day; a letter not due yet says why.
#include <numeric>

#include <QAction>
#include <QFile>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProcess>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include "app/demo/demoarchive.h"
#include "core/documents/tournamentdocuments.h"
#include "core/storage/sqlitearchive.h"
#include "tests/support/dialogtesting.h"
#include "ui/printing/documentrenderer.h"
#include "ui/tournament/tournamentwindow.h"

using namespace Qt::StringLiterals;
using namespace postmark;

class TestReportSheets : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    tournament::Tournament m_semifinal;
    tournament::JudgeRegisters m_registers;
    qint64 m_semifinalId = 0;
    const QDate m_today = QDate(2026, 12, 5);

    /// The text of sheet `sheet` (from 1) of the PDF at `path`, as a reader sees it.
    static QString sheetText(const QString& path, int sheet)
    {
        QProcess text;
        text.start(u"pdftotext"_s,
            {u"-f"_s, QString::number(sheet), u"-l"_s, QString::number(sheet), u"-layout"_s, path, u"-"_s});
        text.waitForFinished();
        return QString::fromUtf8(text.readAllStandardOutput()).simplified();
    }

    /// The PDF's name the print preview opened by `print` offers (its printer's document name); empty when
    /// none opened.
    static QString pdfNameOffered(const std::function<void()>& print)
    {
        QString offered;
        testing::onNextDialog<QPrintPreviewDialog>([&](QPrintPreviewDialog& preview) {
            offered = preview.printer()->docName();
            preview.reject();
        });
        print();
        (void)QTest::qWaitFor([&] { return !offered.isEmpty(); }, 10000); // empty: no preview opened
        return offered;
    }

private Q_SLOTS:
    void initTestCase()
    {
        auto archive = storage::SqliteArchive::open(m_dir.filePath(u"demo.postmark"_s)).value();
        QVERIFY(demo::buildDemoArchive(*archive, m_today).hasValue());
        for (const archive::TournamentSummary& summary : archive->tournaments().value()) {
            if (summary.index == u"UKR/C11/SF1") {
                m_semifinal = archive->tournament(summary.id).value();
                m_registers = archive->judgeRegisters(summary.id).value();
                m_semifinalId = summary.id;
            }
        }
        QCOMPARE(m_semifinal.players.size(), 15);
        QCOMPARE(m_semifinal.games.size(), 105);
    }

    void everySheetIsNumberedAndNamesTheEvent()
    {
        const documents::Document report = documents::tournamentReport(m_semifinal,
            m_today,
            documents::Language::Ukrainian,
            m_registers,
            u"Ковальчук Олег Петрович"_s,
            u"вул. Садова 3, кв. 12, Полтава, 36000"_s);
        const auto laidOut = ui::layOutDocument(report);
        QVERIFY(std::holds_alternative<ui::LaidOutDocument>(laidOut));
        const qsizetype sheets = std::get<ui::LaidOutDocument>(laidOut).sheets.size();
        QVERIFY2(sheets > 1, "the report of 105 games runs over several sheets");
        const QString pdf = m_dir.filePath(u"report.pdf"_s);
        QCOMPARE(ui::writeDocumentPdf(report, pdf), std::nullopt);
        for (int sheet = 1; sheet <= sheets; ++sheet) {
            const QString text = sheetText(pdf, sheet);
            QVERIFY2(text.contains(u"Аркуш %1 з %2"_s.arg(sheet).arg(sheets)), qPrintable(text));
            // The title says it on the first; the head on every other.
            QVERIFY2(text.contains(u"XI Кубок України (пошта), півфінал 1"_s), qPrintable(text));
            if (sheet > 1)
                QVERIFY2(
                    text.startsWith(u"Звіт про турнір — XI Кубок України (пошта), півфінал 1 — станом на "
                                    "05.12.2026"_s),
                    qPrintable(text));
        }
        QVERIFY(sheetText(pdf, int(sheets)).contains(u"Головний суддя"_s));
        QVERIFY(sheetText(pdf, int(sheets)).contains(u"Ковальчук Олег Петрович"_s));
        // Signed where and when, as a letter is (helper-72's report had a signature line alone).
        QVERIFY2(sheetText(pdf, int(sheets)).contains(u"Полтава, 05.12.2026 Головний суддя"_s),
            qPrintable(sheetText(pdf, int(sheets))));
    }

    void theWindowOffersThePdfNamedForTheEventAndTheDay()
    {
        // Every report printed to a file went to one «Звіт про турнір.pdf» (helper-28).
        ui::TournamentWindow window(m_semifinal, {}, m_today);
        const QString offered =
            pdfNameOffered([&] { window.findChild<QAction*>(u"printReport"_s)->trigger(); });
        QVERIFY2(
            offered.endsWith(u" — XI Кубок України (пошта), півфінал 1 — 2026-12-05"_s), qPrintable(offered));
    }

    void aDecisionLetterBeforeTheDecisionSaysWhy()
    {
        // The demo's claim is pending: «Друкувати рішення…» said "this document does not apply to the game".
        auto archive = storage::SqliteArchive::open(m_dir.filePath(u"demo.postmark"_s)).value();
        ui::TournamentWindow window(m_semifinal, {}, m_today);
        window.attachArchive(archive.get(), m_semifinalId);
        auto* claims = window.findChild<QTableView*>(u"claims"_s);
        QCOMPARE(claims->model()->rowCount(), 1);
        claims->setCurrentIndex(claims->model()->index(0, 0));
        QString said;
        testing::onNextDialog<QMessageBox>([&](QMessageBox& box) {
            said = box.text();
            box.accept();
        });
        window.findChild<QPushButton*>(u"printClaimDecision"_s)->click();
        QTRY_VERIFY(!said.isEmpty());
        QVERIFY2(
            said.startsWith(u"There is no letter yet: the claim is not decided yet"_s), qPrintable(said));
    }

    void aDecisionLetterIsNamedForItsGame()
    {
        // Two decisions of one day went to one file name, the second over the first (helper-29).
        const QString path = m_dir.filePath(u"decided.postmark"_s);
        QFile::copy(m_dir.filePath(u"demo.postmark"_s), path);
        auto archive = storage::SqliteArchive::open(path).value();
        ui::TournamentWindow window(m_semifinal, {}, m_today);
        window.attachArchive(archive.get(), m_semifinalId);
        tournament::JudgeClaim claim = archive->judgeRegisters(m_semifinalId).value().claims.first();
        claim.decision = tournament::ClaimDecision::Upheld;
        claim.decidedOn = m_today;
        claim.earlyDecisionReason = u"the offender wrote that he will not object"_s;
        claim.reason = u"the claimant's cards show the overstep"_s;
        QVERIFY(window.recordClaim(claim));
        auto* claims = window.findChild<QTableView*>(u"claims"_s);
        claims->setCurrentIndex(claims->model()->index(0, 0));
        // The grounds and the early decision's reason are in the claim's details (they were kept, and said
        // nowhere but in the letter).
        QVERIFY(window.findChild<QPlainTextEdit*>(u"claimDetail"_s)
                    ->toPlainText()
                    .contains(u"Grounds of the decision: the claimant's cards show the overstep"_s));
        QVERIFY2(window.findChild<QPlainTextEdit*>(u"claimDetail"_s)
                     ->toPlainText()
                     .contains(u"[II.6.4] Decided on 5 December 2026, before the objection window closed, "
                               "because: the offender wrote that he will not object"_s),
            qPrintable(window.findChild<QPlainTextEdit*>(u"claimDetail"_s)->toPlainText()));
        const QString offered =
            pdfNameOffered([&] { window.findChild<QPushButton*>(u"printClaimDecision"_s)->click(); });
        QVERIFY2(
            offered.endsWith(u" — Кравченко Ю. Г. – Шевченко А. В. — 2026-12-05"_s), qPrintable(offered));
    }

    void noTableRowIsLeftAloneOnASheet()
    {
        // However much comes before it, a table of two or three rows is never split, and a longer one keeps
        // two rows at least on each side of a break (helper-59: a team match board's second player on the
        // next sheet, under the repeated header).
        for (const int rows : {2, 3, 7}) {
            for (int before = 0; before < 70; ++before) {
                documents::Document document;
                document.title = u"Report"_s;
                document.runningHead = u"Report — as of today"_s;
                documents::Page page;
                for (int line = 0; line < before; ++line)
                    page.blocks.append({documents::Block::Kind::Paragraph, {}, u"Line %1"_s.arg(line), {}});
                page.blocks.append({documents::Block::Kind::Heading, {}, u"Board 1"_s, {}});
                QList<QStringList> table{{u"Player"_s, u"Points"_s}};
                for (int row = 1; row <= rows; ++row)
                    table.append({u"Player %1"_s.arg(row), u"1"_s});
                page.blocks.append({documents::Block::Kind::Table, {}, {}, table});
                document.pages.append(page);
                const auto laidOut = ui::layOutDocument(document);
                QVERIFY(std::holds_alternative<ui::LaidOutDocument>(laidOut));
                QList<int> rowsOnSheet;
                QStringList counts;
                for (const ui::printing::Sheet& sheet : std::get<ui::LaidOutDocument>(laidOut).sheets) {
                    int count = 0;
                    for (const ui::printing::Sheet::Placed& placed : sheet.placed)
                        count += placed.slice->item.startsWith(u"Player: Player "_s) ? 1 : 0;
                    if (count > 0) {
                        rowsOnSheet.append(count);
                        counts.append(QString::number(count));
                    }
                }
                const QString where =
                    u"%1 rows after %2 lines: %3"_s.arg(rows).arg(before).arg(counts.join(u'+'));
                QVERIFY2(
                    std::accumulate(rowsOnSheet.begin(), rowsOnSheet.end(), 0) == rows, qPrintable(where));
                if (rows <= 3)
                    QVERIFY2(rowsOnSheet.size() == 1, qPrintable(where));
                for (const int count : rowsOnSheet)
                    QVERIFY2(count >= 2, qPrintable(where));
            }
        }
    }

    void aLetterIsLeftWithoutMarks()
    {
        // A start notice is a letter a page: no running head, no sheet numbers.
        const documents::Document notices =
            documents::startNotices(m_semifinal, documents::Language::Ukrainian, u"Ковальчук О. П."_s);
        const auto laidOut = ui::layOutDocument(notices);
        QVERIFY(std::holds_alternative<ui::LaidOutDocument>(laidOut));
        QVERIFY(std::get<ui::LaidOutDocument>(laidOut).marks.isEmpty());
    }
};

QTEST_MAIN(TestReportSheets)
#include "tst_reportsheets.moc"

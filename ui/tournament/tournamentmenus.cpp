// SPDX-License-Identifier: GPL-3.0-or-later
// The tournament window's menus: saving and exporting the event, undo, and everything the judge prints —
// the report, the start notices, the registers and the letters — each through the print preview.
#include <QFileDialog>
#include <QMenuBar>
#include <QSaveFile>
#include <QStatusBar>

#include "core/documents/registerdocuments.h"
#include "core/documents/tournamentdocuments.h"
#include "core/tournament/tournamentfilewriter.h"
#include "ui/desk/personname.h"
#include "ui/printing/documentrenderer.h"
#include "ui/printpreview.h"
#include "ui/text/crosstablereport.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/adjudicationspanel.h"
#include "ui/tournament/claimspanel.h"
#include "ui/tournament/crosstablepanel.h"
#include "ui/tournament/judgedesk.h"
#include "ui/tournament/playerspanel.h"
#include "ui/tournament/tournamentwindow.h"
#include "ui/widgets/editmenu.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

void TournamentWindow::createMenus()
{
    QMenu* fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(
        tr("Save tournament file &as…"), this, [this] { chooseExport(ExportFormat::TournamentFile); });
    fileMenu->addAction(
        tr("Export crosstable as &HTML…"), this, [this] { chooseExport(ExportFormat::Html); });
    fileMenu->addAction(tr("Export crosstable as &CSV…"), this, [this] { chooseExport(ExportFormat::Csv); });
    fileMenu->addSeparator();
    // Shown for an event of an archive file once the program says how to reach a server (offerPublishing()).
    m_publishAction = fileMenu->addAction(
        tr("&Publish to a federation's server…"), this, &TournamentWindow::publishToServer);
    m_publishAction->setObjectName(u"publishToServer"_s);
    m_publishAction->setVisible(false);
    fileMenu->addSeparator();
    fileMenu->addAction(tr("&Close"), this, &QWidget::close)->setShortcut(QKeySequence::Close);
    addEditMenu(*this, m_desk->undoStack());

    // Everything the judge posts, each through the print preview: the report (Ctrl+P), the start notices,
    // and the letters of the claim or adjudication selected in its tab.
    QMenu* printMenu = menuBar()->addMenu(tr("&Print"));
    printMenu->setObjectName(u"printMenu"_s);
    QAction* report = printMenu->addAction(tr("Tournament &report…"), this, [this] {
        previewDocument(documents::tournamentReport(m_desk->event(),
            m_asOf,
            interfaceDocumentLanguage(),
            m_desk->registers(),
            m_claims->judgeName(),
            m_claims->judgeAddress()));
    });
    report->setObjectName(u"printReport"_s);
    report->setShortcut(QKeySequence::Print);
    printMenu
        ->addAction(tr("&Start notices…"),
            this,
            [this] {
                previewDocument(documents::startNotices(m_desk->event(),
                    interfaceDocumentLanguage(),
                    m_claims->judgeName(),
                    m_claims->judgeAddress()));
            })
        ->setObjectName(u"printStartNotices"_s);
    // The registers as they stand, for the file or the federation.
    printMenu
        ->addAction(tr("Register of &claims…"),
            this,
            [this] {
                previewDocument(documents::claimsRegister(
                    m_desk->event(), m_desk->registers(), m_asOf, interfaceDocumentLanguage()));
            })
        ->setObjectName(u"printClaimsRegister"_s);
    printMenu
        ->addAction(tr("Register of &adjudications…"),
            this,
            [this] {
                previewDocument(documents::adjudicationRegister(
                    m_desk->event(), m_desk->registers(), m_asOf, interfaceDocumentLanguage()));
            })
        ->setObjectName(u"printAdjudicationRegister"_s);
    printMenu
        ->addAction(tr("Register of &leave…"),
            this,
            [this] {
                previewDocument(documents::leaveRegister(
                    m_desk->event(), m_gameFiles, m_asOf, interfaceDocumentLanguage()));
            })
        ->setObjectName(u"printLeaveRegister"_s);
    printMenu->addSeparator();
    printMenu
        ->addAction(tr("&Decision letter of the selected claim…"),
            this,
            [this] {
                if (m_claims->currentClaim() < 0)
                    statusBar()->showMessage(tr("Select a claim in the Claims tab first."), 5000);
                printClaimDecision(m_claims->currentClaim());
            })
        ->setObjectName(u"printSelectedClaimDecision"_s);
    printMenu
        ->addAction(tr("Result &letter of the selected adjudication…"),
            this,
            [this] {
                if (m_adjudications->currentRow() < 0)
                    statusBar()->showMessage(tr("Select a game in the Adjudications tab first."), 5000);
                printAdjudication(m_adjudications->currentRow());
            })
        ->setObjectName(u"printSelectedAdjudication"_s);
    printMenu
        ->addAction(tr("&Withdrawal notices of the selected player…"),
            this,
            [this] { printWithdrawalNotices(m_players->currentPlayer()); })
        ->setObjectName(u"printSelectedWithdrawalNotices"_s);
}

void TournamentWindow::previewDocument(const documents::Document& document, const QString& about)
{
    previewFromWindow(*this, document, about.isEmpty() ? m_desk->event().name : about, m_asOf);
}

QString TournamentWindow::gameNamed(int game) const
{
    const tournament::Tournament& event = m_desk->event();
    if (game < 0 || game >= event.games.size())
        return {};
    return u"%1 – %2"_s.arg(shortPersonName(event.playerName(event.games[game].white)),
        shortPersonName(event.playerName(event.games[game].black)));
}

void TournamentWindow::chooseExport(ExportFormat format)
{
    const QString filter = format == ExportFormat::Html ? tr("HTML pages (*.html)")
        : format == ExportFormat::Csv                   ? tr("CSV tables (*.csv)")
                                                        : tr("Tournament files (*.json)");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export"), {}, filter);
    if (!path.isEmpty())
        exportTo(path, format);
}

bool TournamentWindow::exportTo(const QString& path, ExportFormat format)
{
    const tournament::Crosstable& table = m_crosstable->crosstable();
    const QByteArray bytes = format == ExportFormat::Html
        ? text::crosstableHtml(m_desk->event(), table, text::interfaceLanguage()).toUtf8()
        : format == ExportFormat::Csv
        ? text::crosstableCsv(m_desk->event(), table, text::interfaceLanguage()).toUtf8()
        : tournament::writeTournamentFile(m_desk->event());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        statusBar()->showMessage(tr("Cannot write %1: %2").arg(path, file.errorString()));
        return false;
    }
    if (format == ExportFormat::TournamentFile)
        setWindowModified(false);
    statusBar()->showMessage(tr("Written %1").arg(path), 5000);
    return true;
}

} // namespace postmark::ui

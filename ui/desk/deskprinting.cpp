// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's printing: which document a game calls for, and its preview.
#include <QAction>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStringListModel>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include "core/archive/gamerepository.h"
#include "core/desk/gameimport.h"
#include "core/desk/gamerow.h"
#include "core/desk/playeragenda.h"
#include "core/desk/timeusage.h"
#include "core/ledger/gamefilewriter.h"
#include "core/ledger/ledger.h"
#include "core/ledger/ledgerexplain.h"
#include "core/ledger/pgnconversion.h"
#include "core/models/movetablemodel.h"
#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnwriter.h"
#include "core/tournament/tournamentfilereader.h"
#include "ui/board/boardwidget.h"
#include "ui/desk/agendatable.h"
#include "ui/desk/archiveedit.h"
#include "ui/desk/cardledgertable.h"
#include "ui/desk/gamelistmodel.h"
#include "ui/desk/lifeeventdialog.h"
#include "ui/desk/logcarddialog.h"
#include "ui/desk/newgamedialog.h"
#include "ui/desk/partnersdialog.h"
#include "ui/desk/replydialog.h"
#include "ui/desk/settingsdialog.h"
#include "ui/desk/timechart.h"
#include "ui/desk/urgencydelegate.h"
#include "ui/desk/welcomepanel.h"
#include "ui/errortext.h"
#include "ui/mainwindow.h"
#include "ui/printing/documentrenderer.h"
#include "ui/printpreview.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/newtournamentdialog.h"
#include "ui/tournament/tournamentwindow.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/editmenu.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

Result<documents::Document> MainWindow::documentFor(PrintKind kind) const
{
    if (m_gameIndex < 0 || m_gameIndex >= m_postal.size() || !m_postal[m_gameIndex])
        return Error{ErrorCode::DocumentNotApplicable, say(MessageCode::DocumentsForArchiveGames)};
    const PostalGame& postal = *m_postal[m_gameIndex];
    const std::optional<ledger::Color> me = desk::colourOf(postal.game, m_me);
    if (!me)
        return Error{ErrorCode::DocumentNotApplicable, say(MessageCode::DoesNotPlayInThisGame, m_me)};
    return desk::gameDocument(kind, postal.game, postal.ledger, *me, interfaceDocumentLanguage());
}

MainWindow::PrintKind MainWindow::dueDocument() const
{
    if (m_gameIndex < 0 || m_gameIndex >= m_postal.size() || !m_postal[m_gameIndex])
        return PrintKind::None;
    const PostalGame& postal = *m_postal[m_gameIndex];
    const std::optional<ledger::Color> me = desk::colourOf(postal.game, m_me);
    return me ? desk::dueDocument(postal.game, postal.ledger, *me) : PrintKind::None;
}

std::optional<QString> MainWindow::printDocument(PrintKind kind, QPrinter& printer) const
{
    const Result<documents::Document> document = documentFor(kind);
    if (!document)
        return errorText(document.error());
    printer.setDocName(document->title);
    return renderDocumentOnItsPaper(*document, printer);
}

void MainWindow::previewDocument(PrintKind kind)
{
    const Result<documents::Document> document = documentFor(kind);
    const std::optional<QString> problem =
        document ? showPrintPreview(this, *document) : errorText(document.error());
    if (problem)
        statusBar()->showMessage(*problem);
}

void MainWindow::updatePrintActions()
{
    const PrintKind due = dueDocument();
    const Result<documents::Document> dueNow = due == PrintKind::None
        ? Result<documents::Document>(Error{ErrorCode::DocumentNotApplicable, {}})
        : documentFor(due);
    m_printDueAction->setText(
        dueNow ? tr("Print the due document: %1…").arg(dueNow->title) : tr("Print the due document"));
    m_printDueAction->setToolTip(dueNow ? QString() : tr("Nothing is due to print in this game yet."));
    // A document that does not apply to this game is offered greyed, with the reason as its tooltip.
    for (const auto& [kind, action] : std::as_const(m_printActions)) {
        const Result<documents::Document> document = documentFor(kind);
        action->setEnabled(document.hasValue());
        action->setToolTip(document ? QString() : text::messageText(document.error().detail));
    }
    m_printMenu->setToolTipsVisible(true);
}

} // namespace postmark::ui

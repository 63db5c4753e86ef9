// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/importreport.h"

#include <QCoreApplication>
#include <QMessageBox>

#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

/// Lines shown at once; the rest behind Show Details (a file of a thousand games with a warning each
/// would make the box taller than the screen).
constexpr int LinesInView = 12;

} // namespace

QMessageBox* showImportReport(
    QWidget& window, const QString& summary, const QList<Message>& lines, bool refused)
{
    // One report at a time: the one of an import before is closed.
    if (auto* earlier = window.findChild<QMessageBox*>(u"importReport"_s)) {
        earlier->setObjectName(QString());
        earlier->close();
    }
    auto* box = new QMessageBox(refused ? QMessageBox::Warning : QMessageBox::Information,
        QCoreApplication::translate("ImportReport", "Import"),
        summary,
        QMessageBox::Close,
        &window);
    box->setObjectName(u"importReport"_s);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    QStringList said;
    for (const Message& line : lines)
        said.append(text::messageLine(line));
    if (said.size() > LinesInView) {
        box->setInformativeText(said.mid(0, LinesInView).join(u'\n') + u'\n'
            + QCoreApplication::translate("ImportReport",
                "… and %n more: Show Details lists them all.",
                nullptr,
                int(said.size() - LinesInView)));
        box->setDetailedText(said.join(u'\n'));
    } else {
        box->setInformativeText(said.join(u'\n'));
    }
    box->show();
    // The keyboard goes to the report, so that Escape closes it (a walk found it staying with the window).
    box->raise();
    box->activateWindow();
    return box;
}

} // namespace postmark::ui

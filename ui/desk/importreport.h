// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include "core/support/message.h"

class QMessageBox;
class QWidget;

namespace postmark::ui {

/// The import's report over the window: what was imported (or why nothing was), then every warning or
/// problem of the files, one a line, each naming its file and game: the status bar had room for the first
/// only, and cut that off on a laptop. Not modal: the player can look the games up with it open. Deleted
/// when closed.
QMessageBox* showImportReport(
    QWidget& window, const QString& summary, const QList<Message>& lines, bool refused);

} // namespace postmark::ui

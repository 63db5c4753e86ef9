// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QProgressDialog>

#include "core/support/progress.h"

namespace postmark::ui {

/// Long work in a window (an import, a backup, the archive's check): a progress dialog with Cancel, modal
/// to its window and shown only when the work lasts (0.4 s), and the Progress the work reports to. The
/// window keeps answering while the work runs: each report lets it paint and see the Cancel.
class WorkProgress
{
    Q_DECLARE_TR_FUNCTIONS(postmark::ui::WorkProgress)

public:
    WorkProgress(QWidget* window, const QString& title, const QString& label, const QString& objectName);

    void setLabel(const QString& label) { m_dialog.setLabelText(label); }
    /// What the work calls with how far it has come; false once the user pressed Cancel.
    Progress progress();
    void close() { m_dialog.close(); }

private:
    QProgressDialog m_dialog;
};

} // namespace postmark::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
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
    /// For the first `milliseconds` the work runs undisturbed: no event is handled in the middle of it
    /// (work inside another dialog's opening, such as the print preview's first drawing, must not let
    /// the rest of the program in before that dialog is up). Past it, as usual.
    void setQuietFor(int milliseconds)
    {
        m_quietFor = milliseconds;
        m_started.start();
    }
    /// What the work calls with how far it has come; false once the user pressed Cancel.
    Progress progress();
    void close() { m_dialog.close(); }

private:
    QProgressDialog m_dialog;
    QElapsedTimer m_started;
    int m_quietFor = 0;
};

} // namespace postmark::ui

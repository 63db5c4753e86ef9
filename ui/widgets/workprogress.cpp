// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/workprogress.h"

#include <algorithm>
#include <limits>

#include <QCoreApplication>
#include <QPushButton>

namespace postmark::ui {

namespace {

/// The dialog counts in an int: a total beyond it (bytes of a file over 2 GB) is shown in thousandths.
constexpr qint64 LargestShownAsIs = std::numeric_limits<int>::max();
constexpr int Thousandths = 1000;

} // namespace

WorkProgress::WorkProgress(
    QWidget* window, const QString& title, const QString& label, const QString& objectName)
    : m_dialog(label, tr("Cancel"), 0, Thousandths, window)
{
    // Cancel is clicked or Escape pressed, never Enter: a user waiting with a hand on the keyboard, or
    // pressing Enter for the dialog that comes after, does not throw the work away.
    auto* cancel = new QPushButton(tr("Cancel"));
    cancel->setObjectName(QStringLiteral("cancelWork"));
    cancel->setAutoDefault(false);
    m_dialog.setCancelButton(cancel);
    m_dialog.setObjectName(objectName);
    m_dialog.setWindowTitle(title);
    m_dialog.setWindowModality(Qt::WindowModal);
    m_dialog.setMinimumDuration(400);
    m_dialog.setAutoReset(false);
    m_dialog.setAutoClose(false);
    m_dialog.setValue(0);
}

Progress WorkProgress::progress()
{
    return [this](qint64 done, qint64 total) {
        if (m_quietFor > 0 && m_started.isValid() && m_started.elapsed() < m_quietFor)
            return true;
        if (total <= 0) {
            // How much is not known beforehand: the bar moves to and fro, and Cancel still stops it.
            m_dialog.setMaximum(0);
            m_dialog.setValue(0);
            QCoreApplication::processEvents();
            return !m_dialog.wasCanceled();
        }
        done = std::clamp<qint64>(done, 0, total);
        if (total > LargestShownAsIs) {
            done = done / (total / Thousandths + 1);
            total = Thousandths;
        }
        m_dialog.setMaximum(int(std::max<qint64>(total, 1)));
        m_dialog.setValue(int(done));
        QCoreApplication::processEvents();
        return !m_dialog.wasCanceled();
    };
}

} // namespace postmark::ui

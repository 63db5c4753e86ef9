// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/terminalprogress.h"

#include <QLocale>

#include "app/cli/command.h"

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace postmark::cli {

TerminalProgress::TerminalProgress(QTextStream& err)
    : m_err(err)
    , m_terminal(isatty(STDERR_FILENO) == 1)
{}

TerminalProgress::~TerminalProgress()
{
    finishLine();
}

void TerminalProgress::finishLine()
{
    if (m_lineOpen) {
        m_err << u'\n';
        m_err.flush();
        m_lineOpen = false;
    }
}

Progress TerminalProgress::stage(const QString& what, bool inBytes)
{
    if (!m_terminal)
        return {};
    finishLine();
    m_shown.invalidate();
    return [this, what, inBytes](qint64 done, qint64 total) {
        // At most ten lines a second: a line per game would cost more than storing it. The end is always
        // shown, so that the line left on the terminal says the work was done.
        if (m_shown.isValid() && m_shown.elapsed() < 100 && (total <= 0 || done < total))
            return true;
        m_shown.start();
        // A total of 0 is not known beforehand: how far it has come is shown alone (in кБ, KB: the IEC
        // units Qt chooses by default read as a typo in Ukrainian).
        const QString figure = total <= 0
            ? (inBytes ? QLocale().formattedDataSize(done, 2, QLocale::DataSizeTraditionalFormat)
                       : QString::number(done))
            : inBytes ? u"%1 %"_s.arg(done * 100 / total)
                      : Cli::tr("%1 of %2").arg(done).arg(total);
        // \r and the line erased to its end: the figure is rewritten in place.
        m_err << u"\r%1: %2\x1b[K"_s.arg(what, figure);
        m_err.flush();
        m_lineOpen = true;
        return true;
    };
}

} // namespace postmark::cli

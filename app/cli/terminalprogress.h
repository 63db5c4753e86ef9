// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QString>
#include <QTextStream>

#include "core/support/progress.h"

namespace postmark::cli {

/// A progress line on a terminal for long work (an import of thousands of games): "storing the games:
/// 6000 of 13163", rewritten in place at most ten times a second, ended with a newline. Only when standard
/// error is a terminal: piped or redirected, the output stays as it was, line for line.
class TerminalProgress
{
public:
    explicit TerminalProgress(QTextStream& err);
    ~TerminalProgress();
    TerminalProgress(const TerminalProgress&) = delete;
    TerminalProgress& operator=(const TerminalProgress&) = delete;

    /// The Progress for one stage, named `what`; `inBytes`: done and total are bytes (shown as per cent).
    /// Empty (nobody to show it to) when standard error is no terminal.
    Progress stage(const QString& what, bool inBytes);
    /// Ends the progress line, if one is shown, before other output follows.
    void finishLine();

private:
    QTextStream& m_err;
    bool m_terminal = false;
    bool m_lineOpen = false;
    QElapsedTimer m_shown;
};

} // namespace postmark::cli

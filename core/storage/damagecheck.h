// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <future>
#include <memory>

#include <QSqlDatabase>
#include <QString>

namespace postmark::storage {

/// SQLite's quick check of an archive file, on a connection of its own that only reads: "ok", or its
/// first complaint. It reads every page once, so it takes time in proportion to the archive (some 0.7 s
/// for 10,000 games): an archive opened to write is checked on a thread beside the program's start
/// rather than before its window shows, and every write waits for the verdict. A check that cannot run
/// says "ok": a busy file is no damaged one, and SQLite reports damage it meets later on its own.
class DamageCheck
{
public:
    /// Points a new connection at the archive to read it only (archiveopening.cpp knows how).
    using Connect = std::function<void(QSqlDatabase&)>;
    struct Running; ///< internal: what the checking thread shares with the archive

    DamageCheck() = default;
    /// Stops a check still running (a command that only read has nothing to wait for) and waits for it.
    ~DamageCheck();
    DamageCheck(const DamageCheck&) = delete;
    DamageCheck& operator=(const DamageCheck&) = delete;

    /// Checks at once, on this thread.
    static QString of(const Connect& connect);
    void start(const Connect& connect);
    bool isStarted() const { return m_verdict.valid(); }
    bool isDone() const;
    /// Waits for the check started; then it is no longer started.
    QString verdict();

private:
    std::shared_ptr<Running> m_running;
    std::future<QString> m_verdict;
};

} // namespace postmark::storage

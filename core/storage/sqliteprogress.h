// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

struct sqlite3;

namespace postmark::storage {

/// Lets the user stop one long statement of SQLite's own (VACUUM INTO, PRAGMA integrity_check), which
/// runs for seconds on a large archive without returning a row: while the guard lives, `keepGoing` is asked
/// every few thousand of SQLite's steps, and false interrupts the statement (SQLITE_INTERRUPT), which then
/// changes nothing. An empty `keepGoing` installs nothing. Internal to the storage library.
class SqliteProgressGuard
{
public:
    SqliteProgressGuard(sqlite3* connection, std::function<bool()> keepGoing);
    ~SqliteProgressGuard();
    SqliteProgressGuard(const SqliteProgressGuard&) = delete;
    SqliteProgressGuard& operator=(const SqliteProgressGuard&) = delete;

    /// Whether `keepGoing` said to stop: the statement's failure is the user's Cancel, not the disk's.
    bool stopped() const { return m_stopped; }

private:
    static int callback(void* guard);

    sqlite3* m_connection = nullptr;
    std::function<bool()> m_keepGoing;
    bool m_stopped = false;
};

} // namespace postmark::storage

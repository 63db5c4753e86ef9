// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/sqliteprogress.h"

#include <sqlite3.h>

namespace postmark::storage {

namespace {

/// SQLite's virtual-machine steps between two questions: a few hundred a second on this machine's kind,
/// enough for a progress bar and a Cancel that answers at once, too few to cost anything measurable.
constexpr int StepsBetweenQuestions = 20000;

} // namespace

SqliteProgressGuard::SqliteProgressGuard(sqlite3* connection, std::function<bool()> keepGoing)
    : m_connection(connection)
    , m_keepGoing(std::move(keepGoing))
{
    if (m_connection && m_keepGoing)
        sqlite3_progress_handler(m_connection, StepsBetweenQuestions, &SqliteProgressGuard::callback, this);
}

SqliteProgressGuard::~SqliteProgressGuard()
{
    if (m_connection && m_keepGoing)
        sqlite3_progress_handler(m_connection, 0, nullptr, nullptr);
}

int SqliteProgressGuard::callback(void* guard)
{
    auto* self = static_cast<SqliteProgressGuard*>(guard);
    if (!self->m_stopped && !self->m_keepGoing())
        self->m_stopped = true;
    return self->m_stopped ? 1 : 0; // non-zero: SQLite interrupts the statement
}

} // namespace postmark::storage

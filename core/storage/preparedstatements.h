// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <unordered_map>

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

namespace postmark::storage {

/// The archive's statements, each prepared once on its connection and kept: preparing a statement costs
/// more than running it on one game, and a game is read with seven of them (issue 18). Internal to the
/// storage library; Statement leases them.
class PreparedStatements
{
public:
    explicit PreparedStatements(QSqlDatabase& database)
        : m_database(database)
    {}
    PreparedStatements(const PreparedStatements&) = delete;
    PreparedStatements& operator=(const PreparedStatements&) = delete;

    /// The statement for `sql`, prepared on first use; nullptr when it is leased already (a statement
    /// run inside another's loop), and the caller then prepares its own.
    QSqlQuery* lease(const QString& sql)
    {
        Entry& entry = m_entries[sql];
        if (entry.leased)
            return nullptr;
        if (!entry.query) {
            auto query = std::make_unique<QSqlQuery>(m_database);
            query->setForwardOnly(true);
            // One that does not prepare (a locked or damaged file) is not kept: the caller prepares its
            // own, whose error it reports, and the next lease tries again.
            if (!query->prepare(sql)) {
                m_entries.erase(sql);
                return nullptr;
            }
            entry.query = std::move(query);
        }
        entry.leased = true;
        return entry.query.get();
    }
    /// Back from a lease: reset, so that it holds no read snapshot open between user actions.
    void release(QSqlQuery* query, const QString& sql)
    {
        query->finish();
        m_entries[sql].leased = false;
    }
    QSqlDatabase& database() { return m_database; }
    /// Before the connection closes: a statement must not outlive its database.
    void clear() { m_entries.clear(); }

private:
    struct Entry
    {
        std::unique_ptr<QSqlQuery> query;
        bool leased = false;
    };
    QSqlDatabase& m_database;
    std::unordered_map<QString, Entry> m_entries;
};

} // namespace postmark::storage

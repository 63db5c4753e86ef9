// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/transaction.h"

#include <QSqlQuery>

#include "core/storage/sqliteerror.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

TransactionGuard::TransactionGuard(
    QSqlDatabase& database, QString archivePath, const std::optional<Error>& refusal)
    : m_database(database)
    , m_path(std::move(archivePath))
{
    if (refusal) {
        m_beginError = refusal;
        return;
    }
    QSqlQuery begin(m_database);
    if (begin.exec(u"BEGIN IMMEDIATE"_s))
        m_open = true;
    else
        m_beginError = archiveError(begin.lastError(), m_path);
}

TransactionGuard::~TransactionGuard()
{
    if (m_open) {
        QSqlQuery rollback(m_database);
        rollback.exec(u"ROLLBACK"_s);
    }
}

std::optional<Error> TransactionGuard::commit()
{
    if (!m_open)
        return m_beginError;
    QSqlQuery commit(m_database);
    if (!commit.exec(u"COMMIT"_s))
        return archiveError(commit.lastError(), m_path); // the destructor rolls back
    m_open = false;
    return std::nullopt;
}

} // namespace postmark::storage

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QSqlDatabase>

#include "core/support/errors.h"

namespace postmark::storage {

/// One user action = one transaction. Takes the write lock at once (BEGIN IMMEDIATE), so that two
/// programs writing the same archive queue up instead of losing an update; rolls back unless commit()
/// was called, so that a refused or failed write leaves the archive as it was.
class TransactionGuard
{
public:
    /// `refusal`, when set, is why this archive is never written (read-only, damaged): the guard then
    /// begins nothing and reports it as its beginError().
    TransactionGuard(
        QSqlDatabase& database, QString archivePath, const std::optional<Error>& refusal = std::nullopt);
    ~TransactionGuard();
    TransactionGuard(const TransactionGuard&) = delete;
    TransactionGuard& operator=(const TransactionGuard&) = delete;

    /// Set when BEGIN failed (the archive is locked, read-only, …); nothing may be written then.
    const std::optional<Error>& beginError() const { return m_beginError; }
    std::optional<Error> commit();

private:
    QSqlDatabase& m_database;
    QString m_path;
    std::optional<Error> m_beginError;
    bool m_open = false;
};

} // namespace postmark::storage

// SPDX-License-Identifier: GPL-3.0-or-later
// Whose archive this is: the one row of archive_owner (schema v6).
#include "core/storage/sqlitearchive.h"
#include "core/storage/sqliteerror.h"
#include "core/storage/statement.h"
#include "core/storage/transaction.h"

using namespace Qt::StringLiterals;

namespace postmark::storage {

namespace {

/// The address as its lines, each trimmed and none empty, joined by '\n' (an empty text, not NULL).
QString ownerAddress(const QString& typed)
{
    QStringList lines;
    for (const QString& line : typed.split(u'\n')) {
        if (const QString trimmed = line.simplified(); !trimmed.isEmpty())
            lines.append(trimmed);
    }
    return lines.isEmpty() ? u""_s : lines.join(u'\n'); // a null QString would bind NULL
}

} // namespace

Result<std::optional<archive::ArchiveOwner>> SqliteArchive::owner() const
{
    Statement select(m_statements,
        u"SELECT name, plays, judges, other_spellings, address FROM archive_owner WHERE id = 1"_s);
    if (!select.exec())
        return archiveError(select.query().lastError(), m_path);
    if (!select.query().next())
        return std::optional<archive::ArchiveOwner>{};
    return std::optional(archive::ArchiveOwner{select.query().value(0).toString(),
        select.query().value(1).toInt() != 0,
        select.query().value(2).toInt() != 0,
        select.query().value(3).toString().split(u'\n', Qt::SkipEmptyParts),
        select.query().value(4).toString()});
}

std::optional<Error> SqliteArchive::setOwner(const archive::ArchiveOwner& owner)
{
    const QString name = owner.name.simplified();
    if (name.isEmpty())
        return Error{ErrorCode::OwnerNameMissing, say(MessageCode::KeyMissing)};
    TransactionGuard transaction(m_database, m_path, settledWriteRefusal());
    if (transaction.beginError())
        return transaction.beginError();
    Statement upsert(m_statements,
        u"INSERT INTO archive_owner (id, name, plays, judges, other_spellings, address) "
        u"VALUES (1, ?, ?, ?, ?, ?) "
        u"ON CONFLICT (id) DO UPDATE SET name = excluded.name, plays = excluded.plays, judges = "
        u"excluded.judges, other_spellings = excluded.other_spellings, address = excluded.address"_s);
    // One a line: a spelling holds no line break (the settings' field is one line; «;» separates them there).
    QStringList spellings;
    for (const QString& spelling : owner.otherSpellings) {
        const QString spaced = spelling.simplified();
        if (!spaced.isEmpty() && spaced != name && !spellings.contains(spaced))
            spellings.append(spaced);
    }
    upsert.bind(name)
        .bind(owner.plays ? 1 : 0)
        .bind(owner.judges ? 1 : 0)
        .bind(spellings.isEmpty() ? u""_s : spellings.join(u'\n')) // an empty text, not NULL
        .bind(ownerAddress(owner.address));
    if (!upsert.exec())
        return archiveError(upsert.query().lastError(), m_path);
    return transaction.commit();
}

} // namespace postmark::storage

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/archiveedit.h"

#include "core/archive/gamerepository.h"
#include "ui/errortext.h"

namespace postmark::ui {

ArchiveEdit::ArchiveEdit(const QString& text,
    archive::GameRepository& repository,
    Games before,
    Games after,
    QDate today,
    std::function<void(const Games&)> written,
    std::function<void(const QString&)> failed)
    : QUndoCommand(text)
    , m_repository(repository)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_today(today)
    , m_written(std::move(written))
    , m_failed(std::move(failed))
{}

void ArchiveEdit::write(const Games& games)
{
    if (const std::optional<Error> error = m_repository.replaceGames(games, m_today)) {
        m_failed(actionErrorText(*error, text()));
        return;
    }
    m_written(games);
}

void ArchiveEdit::undo()
{
    write(m_before);
}

void ArchiveEdit::redo()
{
    if (m_applied) {
        m_applied = false;
        return;
    }
    write(m_after);
}

AddedGamesEdit::AddedGamesEdit(const QString& text,
    archive::GameRepository& repository,
    QList<ledger::GameFile> games,
    QList<qint64> ids,
    QDate today,
    std::function<void(qint64)> reload,
    std::function<void(const QString&)> failed)
    : QUndoCommand(text)
    , m_repository(repository)
    , m_games(std::move(games))
    , m_ids(std::move(ids))
    , m_today(today)
    , m_reload(std::move(reload))
    , m_failed(std::move(failed))
{}

void AddedGamesEdit::undo()
{
    if (const std::optional<Error> error = m_repository.removeGames(m_ids)) {
        m_failed(actionErrorText(*error, text()));
        return;
    }
    m_reload(0);
}

void AddedGamesEdit::redo()
{
    if (m_applied) {
        m_applied = false;
        return;
    }
    const Result<QList<qint64>> ids = m_repository.addGames(m_games, m_today);
    if (!ids) {
        m_failed(actionErrorText(ids.error(), text()));
        return;
    }
    m_ids = *ids;
    m_reload(m_ids.isEmpty() ? 0 : m_ids.last());
}

} // namespace postmark::ui

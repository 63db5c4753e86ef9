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
    std::function<void(qint64)> reload,
    std::function<void(const QString&)> failed)
    : QUndoCommand(text)
    , m_repository(repository)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_today(today)
    , m_reload(std::move(reload))
    , m_failed(std::move(failed))
{}

void ArchiveEdit::write(const Games& games)
{
    if (const std::optional<Error> error = m_repository.replaceGames(games, m_today)) {
        m_failed(errorText(*error, text()));
        return;
    }
    m_reload(games.isEmpty() ? 0 : games.first().first);
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

} // namespace postmark::ui

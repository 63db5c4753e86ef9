// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

#include <QDate>
#include <QList>
#include <QPair>
#include <QUndoCommand>

#include "core/ledger/gamefile.h"

namespace postmark::archive {
class GameRepository;
}

namespace postmark::ui {

/// One stored change to the archive's games, undoable: the games as they were and as they became. It is
/// pushed after its first write succeeded, so the stack never holds a change that was refused; undo and
/// redo each write in one transaction and report a refusal through `failed`.
class ArchiveEdit : public QUndoCommand
{
public:
    using Games = QList<QPair<qint64, ledger::GameFile>>;

    ArchiveEdit(const QString& text,
        archive::GameRepository& repository,
        Games before,
        Games after,
        QDate today,
        std::function<void(const Games& written)> written,
        std::function<void(const QString& why)> failed);

    void undo() override;
    void redo() override;

private:
    void write(const Games& games);

    archive::GameRepository& m_repository;
    Games m_before;
    Games m_after;
    QDate m_today;
    std::function<void(const Games&)> m_written;
    std::function<void(const QString&)> m_failed;
    bool m_applied = true; ///< the change is already in the archive when the command is pushed
};

/// New games added to the archive (a new game, an import), undoable: undo removes them, redo adds them
/// again (under new ids), each direction one transaction. Pushed after the first add succeeded.
class AddedGamesEdit : public QUndoCommand
{
public:
    AddedGamesEdit(const QString& text,
        archive::GameRepository& repository,
        QList<ledger::GameFile> games,
        QList<qint64> ids,
        QDate today,
        std::function<void(qint64 shown)> reload,
        std::function<void(const QString& why)> failed);

    void undo() override;
    void redo() override;

private:
    archive::GameRepository& m_repository;
    QList<ledger::GameFile> m_games;
    QList<qint64> m_ids;
    QDate m_today;
    std::function<void(qint64)> m_reload;
    std::function<void(const QString&)> m_failed;
    bool m_applied = true;
};

} // namespace postmark::ui

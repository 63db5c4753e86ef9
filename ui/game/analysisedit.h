// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

#include <QUndoCommand>

#include "core/analysis/gameanalysis.h"

namespace postmark::archive {
class GameRepository;
}

namespace postmark::ui {

/// One change to a game's analysis, undoable: the analysis as it was and as it became, each direction
/// written in one transaction. Pushed after its first write succeeded.
class AnalysisEdit : public QUndoCommand
{
public:
    AnalysisEdit(const QString& text,
        archive::GameRepository& repository,
        qint64 id,
        analysis::GameAnalysis before,
        analysis::GameAnalysis after,
        std::function<void(qint64 id, const analysis::GameAnalysis& written)> written,
        std::function<void(const QString& why)> failed);

    void undo() override;
    void redo() override;

private:
    void write(const analysis::GameAnalysis& analysis);

    archive::GameRepository& m_repository;
    qint64 m_id;
    analysis::GameAnalysis m_before;
    analysis::GameAnalysis m_after;
    std::function<void(qint64, const analysis::GameAnalysis&)> m_written;
    std::function<void(const QString&)> m_failed;
    bool m_applied = true;
};

} // namespace postmark::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/game/analysisedit.h"

#include "core/analysis/analysisjson.h"
#include "core/archive/gamerepository.h"
#include "ui/errortext.h"

namespace postmark::ui {

AnalysisEdit::AnalysisEdit(const QString& text,
    archive::GameRepository& repository,
    qint64 id,
    analysis::GameAnalysis before,
    analysis::GameAnalysis after,
    std::function<void(qint64, const analysis::GameAnalysis&)> written,
    std::function<void(const QString&)> failed)
    : QUndoCommand(text)
    , m_repository(repository)
    , m_id(id)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_written(std::move(written))
    , m_failed(std::move(failed))
{}

void AnalysisEdit::write(const analysis::GameAnalysis& analysis)
{
    const QByteArray json = analysis.isEmpty() ? QByteArray() : analysis::analysisJson(analysis);
    if (const std::optional<Error> error = m_repository.setAnalysis(m_id, json)) {
        m_failed(actionErrorText(*error, text()));
        return;
    }
    m_written(m_id, analysis);
}

void AnalysisEdit::undo()
{
    write(m_before);
}

void AnalysisEdit::redo()
{
    if (m_applied) {
        m_applied = false;
        return;
    }
    write(m_after);
}

} // namespace postmark::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/game/analysiscontroller.h"

#include <QUndoStack>

#include "core/analysis/analysisjson.h"
#include "core/archive/gamerepository.h"
#include "ui/errortext.h"
#include "ui/game/analysisedit.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

AnalysisController::AnalysisController(QObject* parent)
    : QObject(parent)
{}

void AnalysisController::setArchive(archive::GameRepository* repository, QUndoStack* undo)
{
    m_repository = repository;
    m_undo = undo;
}

void AnalysisController::setGame(qint64 id, const analysis::MainLineMoves& mainLine, int ply)
{
    // The same game shown again with the same moves (the desk read it anew in the background, or another
    // window changed something else): the board stays where the player is, in a variation too.
    if (id > 0 && id == m_id && m_gameRepository == m_repository && mainLine.start == m_mainLine.start
        && mainLine.moves == m_mainLine.moves) {
        Q_EMIT changed();
        return;
    }
    m_gameRepository = m_repository;
    m_id = id;
    m_mainLine = mainLine;
    m_analysis = {};
    m_variationsLeftOut = 0;
    m_movesLeftOut = 0;
    m_refusal.reset();
    m_writeRefusalAsked = true;
    if (!m_repository || id <= 0) {
        m_refusal =
            say(MessageCode::Verbatim, tr("a game of a PGN file: open it in an archive to keep them"));
    } else if (const std::optional<Message> refusal = m_repository->analysisRefusal()) {
        m_refusal = refusal;
    } else {
        // Not asked here while the archive still checks itself for damage on its thread: the answer would
        // wait for the whole check, and the desk shows its first game before its window's first paint.
        m_writeRefusalAsked = false;
        keepingRefusal();
    }
    if (m_repository && id > 0) {
        const Result<QByteArray> kept = m_repository->analysis(id);
        if (kept) {
            const analysis::ReadAnalysis read = analysis::readAnalysisJson(*kept, m_mainLine);
            m_analysis = read.analysis;
            m_variationsLeftOut = read.variationsLeftOut;
            m_movesLeftOut = read.movesLeftOut;
        }
    }
    m_place = {analysis::MainLine, std::clamp(ply, 0, int(m_mainLine.moves.size()))};
    Q_EMIT changed();
}

std::optional<Message> AnalysisController::keepingRefusal() const
{
    if (!m_writeRefusalAsked && m_repository && m_repository->writeRefusalSettled()) {
        m_writeRefusalAsked = true;
        if (const std::optional<Error> writing = m_repository->writeRefusal())
            m_refusal = writing->detail;
    }
    return m_refusal;
}

void AnalysisController::writeRefusalSettled()
{
    if (!m_writeRefusalAsked)
        Q_EMIT changed();
}

chess::Position AnalysisController::position() const
{
    return analysis::positionAt(m_analysis, m_mainLine, m_place);
}

std::optional<chess::Move> AnalysisController::lastMove() const
{
    if (m_place.ply == 0) {
        if (m_place.line == analysis::MainLine)
            return std::nullopt;
        const std::vector<chess::Move> moves = analysis::movesTo(m_analysis, m_mainLine, m_place);
        return moves.empty() ? std::nullopt : std::optional(moves.back());
    }
    return m_place.line == analysis::MainLine
        ? m_mainLine.moves[std::size_t(m_place.ply - 1)]
        : m_analysis.variations[std::size_t(m_place.line)].moves[std::size_t(m_place.ply - 1)];
}

void AnalysisController::goTo(analysis::Place place)
{
    if (!analysis::isValidPlace(m_analysis, m_mainLine, place) || place == m_place)
        return;
    m_place = place;
    Q_EMIT changed();
}

bool AnalysisController::keep(const analysis::GameAnalysis& after, analysis::Place place, const QString& what)
{
    // A change tried before the archive knows whether it may be written waits for it here: the archive
    // refuses the write when it found damage, and nothing is kept.
    if (!keepingRefusal() && m_repository) {
        const QByteArray json = after.isEmpty() ? QByteArray() : analysis::analysisJson(after);
        if (const std::optional<Error> error = m_repository->setAnalysis(m_id, json)) {
            Q_EMIT refused(actionErrorText(*error, what));
            return false;
        }
        if (m_undo) {
            auto* edit = new AnalysisEdit(
                what,
                *m_repository,
                m_id,
                m_analysis,
                after,
                [this](qint64 id, const analysis::GameAnalysis& written) { applyWritten(id, written); },
                [this](const QString& why) { Q_EMIT refused(why); });
            m_undo->push(edit);
        }
    }
    m_analysis = after;
    m_place = place;
    Q_EMIT changed();
    return true;
}

void AnalysisController::play(const chess::Move& move)
{
    if (!position().isLegal(move))
        return; // a move of another position (never from the board, which offers legal moves only)
    const analysis::Played played = analysis::play(m_analysis, m_mainLine, m_place, move);
    if (!played.changed) {
        goTo(played.place);
        return;
    }
    keep(played.analysis, played.place, tr("a variation"));
}

void AnalysisController::playLine(const std::vector<chess::Move>& moves)
{
    analysis::Played played{m_analysis, m_place, false};
    chess::Position walked = position();
    for (const chess::Move& move : moves) {
        // A line is played only as far as it is legal here: an engine's line of another position is not.
        if (!walked.isLegal(move))
            break;
        walked.play(move);
        const bool changedBefore = played.changed;
        played = analysis::play(played.analysis, m_mainLine, played.place, move);
        played.changed = played.changed || changedBefore;
    }
    if (!played.changed) {
        goTo(played.place);
        return;
    }
    keep(played.analysis, played.place, tr("the engine's line"));
}

void AnalysisController::setComment(const QString& comment)
{
    if (m_place.ply == 0 || analysis::commentAt(m_analysis, m_place) == comment.trimmed())
        return;
    keep(analysis::withComment(m_analysis, m_place, comment), m_place, tr("the comment"));
}

void AnalysisController::removeVariation()
{
    if (m_place.line == analysis::MainLine)
        return;
    keep(analysis::withoutVariation(m_analysis, m_place.line),
        analysis::placeAfterRemoving(m_analysis, m_place.line, m_place),
        tr("deleting a variation"));
}

void AnalysisController::applyWritten(qint64 id, const analysis::GameAnalysis& written)
{
    if (id != m_id)
        return; // another game's: written to the archive, read when that game is shown
    // The board stays where it was if that place still leads through the same moves; else it goes back up
    // the lines it was in, to the first place that does (the main line always does).
    const std::vector<chess::Move> path = analysis::movesTo(m_analysis, m_mainLine, m_place);
    analysis::Place at = m_place;
    while (at.line != analysis::MainLine
        && (!analysis::isValidPlace(written, m_mainLine, at)
            || analysis::movesTo(written, m_mainLine, at)
                != std::vector(path.begin(), path.begin() + analysis::plyFromStart(m_analysis, at)))) {
        const analysis::Variation& left = m_analysis.variations[std::size_t(at.line)];
        at = {left.parent, left.branchPly};
    }
    m_analysis = written;
    m_place = at;
    Q_EMIT changed();
}

} // namespace postmark::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/game/analysisnotation.h"

#include "ui/game/unbreakablemoves.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

class NotationWriter
{
public:
    NotationWriter(const analysis::GameAnalysis& analysis,
        const analysis::MainLineMoves& game,
        analysis::Place current,
        chess::Notation notation)
        : m_analysis(analysis)
        , m_game(game)
        , m_current(current)
        , m_notation(notation)
    {}

    QString write()
    {
        QString html = u"<div>"_s;
        writeLine(html, analysis::MainLine, m_game.start, 0);
        if (m_game.moves.empty() && m_analysis.variations.empty())
            html += u"<i>—</i>"_s;
        return html + u"</div>"_s;
    }

private:
    const std::vector<chess::Move>& movesOf(int line) const
    {
        return line == analysis::MainLine ? m_game.moves : m_analysis.variations[std::size_t(line)].moves;
    }

    QString commentOf(int line, int ply) const { return analysis::commentAt(m_analysis, {line, ply}); }

    /// The moves of `line` from `position`; after each move the variations that replace it (as PGN puts
    /// them), and after the last those that go on from it.
    void writeLine(QString& html, int line, chess::Position position, int depth)
    {
        const std::vector<chess::Move>& moves = movesOf(line);
        bool numberNeeded = true;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            writeMove(html, line, int(i), position, numberNeeded);
            for (int variation : analysis::variationsAt(m_analysis, line, int(i))) {
                writeVariation(html, variation, position, depth);
                numberNeeded = true;
            }
            position.play(moves[i]);
        }
        for (int variation : analysis::variationsAt(m_analysis, line, int(moves.size())))
            writeVariation(html, variation, position, depth);
    }

    void writeMove(QString& html, int line, int index, const chess::Position& position, bool& numberNeeded)
    {
        const bool white = position.sideToMove() == chess::Color::White;
        if (white)
            html += QString::number(position.fullmoveNumber()) + u".&nbsp;"_s;
        else if (numberNeeded)
            html += QString::number(position.fullmoveNumber()) + u"...&nbsp;"_s;
        numberNeeded = false;
        const bool here = analysis::Place{line, index + 1} == m_current;
        html +=
            u"<a name=\"place:%1/%2\" href=\"place:%1/%2\" style=\"text-decoration: none; color: %3;%4\">%5</a> "_s
                .arg(QString::number(line),
                    QString::number(index + 1),
                    line == analysis::MainLine ? u"#1f1f1f"_s : u"#1d4e89"_s,
                    here ? u" background-color: #f4d03f; font-weight: bold;"_s : QString(),
                    unbreakableMoves(
                        chess::writeMove(position, movesOf(line)[std::size_t(index)], m_notation))
                        .toHtmlEscaped());
        const QString comment = commentOf(line, index + 1);
        if (!comment.isEmpty()) {
            html += u"<span style=\"color: #2e7d32;\">%1</span> "_s.arg(comment.toHtmlEscaped());
            numberNeeded = true;
        }
    }

    void writeVariation(QString& html, int variation, const chess::Position& from, int depth)
    {
        // A variation of the game's own moves on a line of its own; deeper ones in brackets.
        if (depth == 0)
            html += u"<div style=\"margin-left: 14px; margin-top: 2px; margin-bottom: 2px;\">"_s;
        else
            html += u"( "_s;
        writeLine(html, variation, from, depth + 1);
        html += depth == 0 ? u"</div>"_s : u") "_s;
    }

    const analysis::GameAnalysis& m_analysis;
    const analysis::MainLineMoves& m_game;
    analysis::Place m_current;
    chess::Notation m_notation;
};

} // namespace

QString analysisNotationHtml(const analysis::GameAnalysis& analysis,
    const analysis::MainLineMoves& game,
    analysis::Place current,
    chess::Notation notation)
{
    return NotationWriter(analysis, game, current, notation).write();
}

std::optional<analysis::Place> placeOfLink(const QUrl& link)
{
    if (link.scheme() != u"place")
        return std::nullopt;
    const QStringList parts = link.path().split(u'/');
    bool lineOk = false;
    bool plyOk = false;
    const int line = parts.value(0).toInt(&lineOk);
    const int ply = parts.value(1).toInt(&plyOk);
    if (parts.size() != 2 || !lineOk || !plyOk)
        return std::nullopt;
    return analysis::Place{line, ply};
}

} // namespace postmark::ui

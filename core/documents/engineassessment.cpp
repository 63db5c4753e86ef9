// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/documents/engineassessment.h"

#include <cstdlib>

#include "core/chess/notation.h"

using namespace Qt::StringLiterals;

namespace postmark::documents {

using Kind = Block::Kind;
using chess::Color;

namespace {

/// "+0.35", "-1.20", "#3", "#-3": the score as chess programs print it, from White's view.
QString engineScore(const EngineAssessment& engine)
{
    if (engine.mate)
        return u"#%1"_s.arg(engine.value);
    const QString pawns = QString::number(std::abs(engine.value) / 100.0, 'f', 2);
    return engine.value > 0 ? u'+' + pawns : engine.value < 0 ? u'-' + pawns : pawns;
}

} // namespace

QList<Block> engineAssessmentBlocks(const EngineAssessment& engine,
    const chess::Position& position,
    chess::Notation notation,
    Language language)
{
    QList<Block> blocks;
    blocks.append({Kind::Heading,
        {},
        say(language,
            u"Оцінка шахового рушія (рушія, а не гравця)",
            u"A chess engine's assessment (the engine's, not the player's claim)"),
        {}});
    blocks.append({Kind::Field, say(language, u"Рушій", u"Engine"), engine.engine, {}});
    blocks.append({Kind::Field, say(language, u"Глибина", u"Depth"), QString::number(engine.depth), {}});
    QString meaning;
    if (engine.mate)
        meaning = engine.value > 0 ? say(language, u"мат ставлять білі", u"White mates")
                                   : say(language, u"мат ставлять чорні", u"Black mates");
    else
        meaning = say(language, u"у пішаках, з погляду білих", u"in pawns, from White's view");
    blocks.append({Kind::Field,
        say(language, u"Оцінка", u"Score"),
        u"%1 (%2)"_s.arg(engineScore(engine), meaning),
        {}});
    QString line;
    chess::Position walked = position;
    for (std::size_t i = 0; i < engine.line.size(); ++i) {
        if (!walked.isLegal(engine.line[i]))
            break; // a line that does not fit the position is not printed past it
        if (!line.isEmpty())
            line += u' ';
        if (walked.sideToMove() == Color::White)
            line += QString::number(walked.fullmoveNumber()) + u". "_s;
        else if (i == 0)
            line += QString::number(walked.fullmoveNumber()) + u"... "_s;
        line += chess::writeMove(walked, engine.line[i], notation);
        walked.play(engine.line[i]);
    }
    blocks.append({Kind::Field, say(language, u"Головний варіант", u"Main line"), line, {}});
    return blocks;
}

} // namespace postmark::documents

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/documents/engineassessment.h"

#include <cstdlib>

#include "core/chess/notation.h"

using namespace Qt::StringLiterals;

namespace postmark::documents {

using Kind = Block::Kind;

QString engineScoreText(bool mate, int value)
{
    if (mate)
        return u"#%1"_s.arg(value);
    const QString pawns = QString::number(std::abs(value) / 100.0, 'f', 2);
    return value > 0 ? u'+' + pawns : value < 0 ? u'-' + pawns : pawns;
}

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
        u"%1 (%2)"_s.arg(engineScoreText(engine.mate, engine.value), meaning),
        {}});
    // Nothing past a move that does not fit the position is printed.
    const QString line = chess::writeLine(position, engine.line, notation);
    blocks.append({Kind::Field, say(language, u"Головний варіант", u"Main line"), line, {}});
    return blocks;
}

} // namespace postmark::documents

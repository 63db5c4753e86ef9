// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgngame.h"

namespace postmark::pgn {

void PgnGame::clear()
{
    number = 0;
    tags.clear();
    start = chess::Position::initial();
    mainLine.leadingComment.clear();
    mainLine.moves.clear();
    result = QStringLiteral("*");
    warnings.clear();
    illegal.reset();
}

QString PgnGame::tag(const QString& name) const
{
    for (const PgnTag& pair : tags) {
        if (pair.name == name)
            return pair.value;
    }
    return {};
}

void PgnGame::setTag(const QString& name, const QString& value)
{
    for (PgnTag& pair : tags) {
        if (pair.name == name) {
            pair.value = value;
            return;
        }
    }
    tags.append(PgnTag{name, value});
}

chess::Position PgnGame::finalPosition() const
{
    chess::Position position = start;
    for (const PgnMove& move : mainLine.moves)
        position.play(move.move);
    return position;
}

Message refusalMessage(const PgnIllegalMove& refusal)
{
    if (refusal.inSetUp)
        return say(MessageCode::PgnSetUpRefused, refusal.move, refusal.error.detail);
    return say(refusal.inVariation ? MessageCode::PgnVariationMoveRefused : MessageCode::PgnMoveRefused,
        refusal.ply,
        refusal.move,
        refusal.error.detail);
}

} // namespace postmark::pgn

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgngame.h"

namespace postmark::pgn {

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

} // namespace postmark::pgn

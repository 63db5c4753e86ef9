// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/enginesettings.h"

#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace postmark::engine {

QString defaultEnginePath()
{
    const QString onPath = QStandardPaths::findExecutable(u"stockfish"_s);
    if (!onPath.isEmpty())
        return onPath;
    return QStandardPaths::findExecutable(u"stockfish"_s, {u"/usr/games"_s, u"/usr/local/games"_s});
}

} // namespace postmark::engine

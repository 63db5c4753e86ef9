// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/chess/movenumbers.h"

using namespace Qt::StringLiterals;

namespace postmark::chess {

QString numberedPlies(const QStringList& plies, int firstNumber, Color firstToMove)
{
    QStringList written;
    int number = firstNumber;
    bool white = firstToMove == Color::White;
    for (qsizetype ply = 0; ply < plies.size(); ++ply) {
        if (white)
            written.append(QString::number(number) + u". "_s + plies[ply]);
        else if (ply == 0)
            written.append(QString::number(number) + u"... "_s + plies[ply]);
        else
            written.append(plies[ply]);
        if (!white)
            ++number;
        white = !white;
    }
    return written.join(u' ');
}

} // namespace postmark::chess

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/chess/ucimove.h"

namespace postmark::chess {

bool looksLikeUciMove(QStringView token)
{
    const auto file = [](QChar c) {
        return c >= u'a' && c <= u'h';
    };
    const auto rank = [](QChar c) {
        return c >= u'1' && c <= u'8';
    };
    if (token.size() != 4 && token.size() != 5)
        return false;
    if (!file(token[0]) || !rank(token[1]) || !file(token[2]) || !rank(token[3]))
        return false;
    return token.size() == 4 || QStringView(u"qrbn").contains(token[4]);
}

QString uciMove(const Move& move)
{
    QString text;
    text.reserve(5);
    for (const int square : {int(move.from), int(move.to)}) {
        text += QChar(u'a' + fileOf(square));
        text += QChar(u'1' + rankOf(square));
    }
    if (move.promotion) {
        switch (*move.promotion) {
        case PieceType::Queen:
            text += u'q';
            break;
        case PieceType::Rook:
            text += u'r';
            break;
        case PieceType::Bishop:
            text += u'b';
            break;
        case PieceType::Knight:
            text += u'n';
            break;
        default:
            break;
        }
    }
    return text;
}

std::optional<Move> moveFromUci(const Position& position, QStringView text)
{
    if (!looksLikeUciMove(text))
        return std::nullopt;
    for (const Move& legal : position.legalMoves()) {
        if (uciMove(legal) == text)
            return legal;
    }
    return std::nullopt;
}

} // namespace postmark::chess

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/chess/movespec.h"

namespace postmark::chess {

namespace {

std::optional<PieceType> pieceOfLetter(char letter)
{
    switch (letter) {
    case 'K':
        return PieceType::King;
    case 'Q':
        return PieceType::Queen;
    case 'R':
        return PieceType::Rook;
    case 'B':
        return PieceType::Bishop;
    case 'N':
        return PieceType::Knight;
    default:
        return std::nullopt;
    }
}

} // namespace

std::optional<MoveSpec> readPlainSan(std::string_view token)
{
    while (!token.empty() && (token.back() == '+' || token.back() == '#'))
        token.remove_suffix(1);
    MoveSpec spec;
    if (token == "O-O") {
        spec.castling = MoveSpec::Castling::Kingside;
        return spec;
    }
    if (token == "O-O-O") {
        spec.castling = MoveSpec::Castling::Queenside;
        return spec;
    }
    if (token.empty())
        return std::nullopt;
    if (const auto piece = pieceOfLetter(token.front())) {
        spec.piece = piece;
        token.remove_prefix(1);
    }
    if (token.size() >= 4 && token[token.size() - 2] == '=') {
        spec.promotion = pieceOfLetter(token.back());
        if (!spec.promotion || *spec.promotion == PieceType::King)
            return std::nullopt; // the full reader words what is wrong
        token.remove_suffix(2);
    }
    // Files and ranks, as readAlgebraic() takes them: to, file or rank + to, or from + to; x between.
    int elements[4];
    bool isFile[4];
    int count = 0;
    for (const char c : token) {
        if (c == 'x')
            continue;
        if (count == 4)
            return std::nullopt;
        if (c >= 'a' && c <= 'h') {
            isFile[count] = true;
            elements[count++] = c - 'a';
        } else if (c >= '1' && c <= '8') {
            isFile[count] = false;
            elements[count++] = c - '1';
        } else {
            return std::nullopt;
        }
    }
    if (count < 2 || !isFile[count - 2] || isFile[count - 1])
        return std::nullopt;
    spec.to = makeSquare(elements[count - 2], elements[count - 1]);
    if (count == 3) {
        (isFile[0] ? spec.fromFile : spec.fromRank) = elements[0];
    } else if (count == 4) {
        if (!isFile[0] || isFile[1])
            return std::nullopt;
        spec.fromFile = elements[0];
        spec.fromRank = elements[1];
    }
    return spec;
}

} // namespace postmark::chess

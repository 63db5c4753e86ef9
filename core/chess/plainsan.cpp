// SPDX-License-Identifier: GPL-3.0-or-later
#include <array>
#include <cstdint>

#include "core/chess/movespec.h"

namespace postmark::chess {

namespace {

/// The piece a SAN letter names: K, Q, R, B, N (0 for none), as one table look-up: this runs for every
/// move of a PGN file.
constexpr std::array<std::uint8_t, 128> pieceLetters()
{
    std::array<std::uint8_t, 128> table{};
    table['K'] = 1 + static_cast<std::uint8_t>(PieceType::King);
    table['Q'] = 1 + static_cast<std::uint8_t>(PieceType::Queen);
    table['R'] = 1 + static_cast<std::uint8_t>(PieceType::Rook);
    table['B'] = 1 + static_cast<std::uint8_t>(PieceType::Bishop);
    table['N'] = 1 + static_cast<std::uint8_t>(PieceType::Knight);
    return table;
}
constexpr auto PieceLetters = pieceLetters();

inline std::optional<PieceType> pieceOfLetter(char letter)
{
    const auto code = static_cast<unsigned char>(letter);
    if (code >= 128 || !PieceLetters[code])
        return std::nullopt;
    return static_cast<PieceType>(PieceLetters[code] - 1);
}

} // namespace

bool readPlainSan(std::string_view token, MoveSpec& spec)
{
    spec = MoveSpec{};
    while (!token.empty() && (token.back() == '+' || token.back() == '#'))
        token.remove_suffix(1);
    if (token.empty())
        return false;
    if (token.front() == 'O') {
        if (token == "O-O")
            spec.castling = MoveSpec::Castling::Kingside;
        else if (token == "O-O-O")
            spec.castling = MoveSpec::Castling::Queenside;
        else
            return false;
        return true;
    }
    if (const auto piece = pieceOfLetter(token.front())) {
        spec.piece = piece;
        token.remove_prefix(1);
    }
    if (token.size() >= 4 && token[token.size() - 2] == '=') {
        const std::optional<PieceType> promotion = pieceOfLetter(token.back());
        if (!promotion || *promotion == PieceType::King)
            return false; // the full reader words what is wrong
        spec.promotion = promotion;
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
            return false;
        if (c >= 'a' && c <= 'h') {
            isFile[count] = true;
            elements[count++] = c - 'a';
        } else if (c >= '1' && c <= '8') {
            isFile[count] = false;
            elements[count++] = c - '1';
        } else {
            return false;
        }
    }
    if (count < 2 || !isFile[count - 2] || isFile[count - 1])
        return false;
    spec.to = makeSquare(elements[count - 2], elements[count - 1]);
    if (count == 3) {
        (isFile[0] ? spec.fromFile : spec.fromRank) = elements[0];
    } else if (count == 4) {
        if (!isFile[0] || isFile[1])
            return false;
        spec.fromFile = elements[0];
        spec.fromRank = elements[1];
    }
    return true;
}

} // namespace postmark::chess

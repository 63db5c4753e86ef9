// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>

namespace postmark::chess::zobrist {

// Fixed pseudo-random keys (splitmix64 from a fixed seed), so that hashes are the same in every run.
constexpr std::uint64_t splitmix(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

struct Keys
{
    std::array<std::array<std::uint64_t, 64>, 12> pieceSquare{};
    std::array<std::uint64_t, 16> castling{};
    std::array<std::uint64_t, 8> enPassantFile{};
    std::uint64_t blackToMove = 0;
};

constexpr Keys makeKeys()
{
    Keys keys;
    std::uint64_t state = 0x506F73746D61726BULL;
    for (auto& squares : keys.pieceSquare) {
        for (auto& key : squares)
            key = splitmix(state);
    }
    for (auto& key : keys.castling)
        key = splitmix(state);
    for (auto& key : keys.enPassantFile)
        key = splitmix(state);
    keys.blackToMove = splitmix(state);
    return keys;
}

inline constexpr Keys Table = makeKeys();

} // namespace postmark::chess::zobrist

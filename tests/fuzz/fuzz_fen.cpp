// SPDX-License-Identifier: GPL-3.0-or-later
// FEN, strict and lenient: whatever either accepts writes back to a FEN the strict reader accepts as the
// same position, and every legal move of it can be played and written in every notation.
#include "core/chess/notation.h"
#include "core/chess/position.h"
#include "tests/fuzz/fuzzcheck.h"

using namespace postmark;
using namespace postmark::chess;

namespace {

void checkPosition(const Position& position)
{
    const Result<Position> again = Position::fromFen(position.toFen());
    FUZZ_CHECK(again.hasValue());
    FUZZ_CHECK(again.value() == position);
    for (const Move& move : position.legalMoves()) {
        for (const Notation notation : {Notation::Ukrainian, Notation::San, Notation::Lan, Notation::Iccf}) {
            const Result<ParsedMove> parsed =
                parseMove(position, writeMove(position, move, notation), notation);
            FUZZ_CHECK(parsed.hasValue());
            FUZZ_CHECK(parsed.value().move == move);
        }
        (void)position.after(move).toFen();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size)
{
    const QString fen = QString::fromUtf8(fuzz::bytesOf(data, size));
    if (const Result<Position> strict = Position::fromFen(fen); strict.hasValue())
        checkPosition(strict.value());
    Warnings warnings;
    if (const Result<Position> lenient = Position::fromFenLenient(fen, warnings); lenient.hasValue())
        checkPosition(lenient.value());
    return 0;
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The move readers of every notation: the input's first line is a FEN (or nothing, for the initial
// position), the rest moves separated by spaces, each read in every notation and played when legal. Each
// move read writes back, in each notation, to text that reads as the same move.
#include "core/chess/notation.h"
#include "core/chess/position.h"
#include "tests/fuzz/fuzzcheck.h"

using namespace postmark;
using namespace postmark::chess;

namespace {

constexpr Notation AllNotations[] = {Notation::Ukrainian, Notation::San, Notation::Lan, Notation::Iccf};

void checkWrittenBack(const Position& position, const Move& move)
{
    for (const Notation notation : AllNotations) {
        const Result<ParsedMove> again = parseMove(position, writeMove(position, move, notation), notation);
        FUZZ_CHECK(again.hasValue());
        FUZZ_CHECK(again.value().move == move);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size)
{
    const QString text = QString::fromUtf8(fuzz::bytesOf(data, size));
    const qsizetype newline = text.indexOf(u'\n');
    Position position = Position::initial();
    QStringView moves = text;
    if (newline >= 0) {
        Warnings warnings;
        if (const Result<Position> start =
                Position::fromFenLenient(QStringView(text).left(newline), warnings);
            start.hasValue())
            position = start.value();
        moves = QStringView(text).mid(newline + 1);
    }
    for (const QStringView token : moves.split(u' ', Qt::SkipEmptyParts)) {
        std::optional<Move> played;
        for (const Notation notation : AllNotations) {
            const Result<ParsedMove> parsed = parseMove(position, token, notation);
            if (!parsed.hasValue())
                continue;
            FUZZ_CHECK(position.isLegal(parsed.value().move));
            checkWrittenBack(position, parsed.value().move);
            if (!played)
                played = parsed.value().move;
        }
        if (played)
            position.play(*played);
    }
    return 0;
}

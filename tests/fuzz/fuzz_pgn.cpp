// SPDX-License-Identifier: GPL-3.0-or-later
// The PGN reader over any bytes: each game it reads without an illegal move writes back to PGN that reads
// as the same moves from the same position with the same tags, and, made into a game file, writes back to
// itself and has its ledger computed (the documents are the game file target's).
#include <algorithm>

#include <QBuffer>

#include "core/ledger/pgnconversion.h"
#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnwriter.h"
#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzzgame.h"
#include "ui/text/messagetext.h"

using namespace postmark;
using namespace postmark::pgn;

namespace {

void collectMoves(const PgnLine& line, std::vector<chess::Move>& moves)
{
    for (const PgnMove& move : line.moves) {
        moves.push_back(move.move);
        for (const PgnLine& variation : move.variations)
            collectMoves(variation, moves);
    }
}

void checkWrittenBack(const PgnGame& game)
{
    QByteArray text = writePgn(game).toUtf8();
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    PgnReader reader(buffer);
    PgnGame again;
    FUZZ_CHECK(reader.readNext(again));
    FUZZ_CHECK(!again.illegal);
    FUZZ_CHECK(again.start == game.start);
    std::vector<chess::Move> before, after;
    collectMoves(game.mainLine, before);
    collectMoves(again.mainLine, after);
    FUZZ_CHECK(before == after);
    // Every tag reads back as it was read (the reader takes a tag line in place or copied, escaped or not),
    // but those the writer sets itself (the result the movetext ends with, the set-up position) and a name
    // given twice (the writer keeps one).
    for (const PgnTag& tag : game.tags) {
        if (tag.name == u"Result" || tag.name == u"SetUp" || tag.name == u"FEN")
            continue;
        const auto sameName = [&](const PgnTag& other) {
            return other.name == tag.name;
        };
        if (std::count_if(game.tags.begin(), game.tags.end(), sameName) == 1)
            FUZZ_CHECK(again.tag(tag.name) == tag.value);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size)
{
    QByteArray bytes = fuzz::bytesOf(data, size);
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    PgnReader reader(buffer);
    PgnGame game;
    int games = 0;
    while (reader.readNext(game)) {
        FUZZ_CHECK(++games <= int(size) + 1);
        for (const Warning& warning : game.warnings)
            (void)text::messageText(warning.detail, Language::Ukrainian);
        if (game.illegal) {
            (void)text::messageText(game.illegal->error.detail, Language::Ukrainian);
            continue;
        }
        checkWrittenBack(game);
        if (const Result<ledger::GameFile> file = ledger::gameFileFromPgn(game))
            fuzz::exerciseGameFile(*file, fuzz::Reach::LedgerOnly);
    }
    return 0;
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The game file reader, and everything built from a game file it accepts (fuzzgame.h).
#include "core/ledger/gamefilereader.h"
#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzzgame.h"
#include "ui/text/messagetext.h"

using namespace postmark;

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size)
{
    const ledger::GameFileReading reading = ledger::readGameFile(fuzz::bytesOf(data, size));
    FUZZ_CHECK(reading.game.has_value() == reading.problems.isEmpty());
    for (const ledger::InputProblem& problem : reading.problems)
        (void)text::problemText(problem, Language::Ukrainian);
    if (reading.game)
        fuzz::exerciseGameFile(*reading.game);
    return 0;
}

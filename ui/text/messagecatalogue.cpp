// SPDX-License-Identifier: GPL-3.0-or-later
// The words of every message the core gives, in English, found in the group that holds its code
// (ui/text/messagegroups.h); the .ts files carry them into Ukrainian. lupdate reads the QT_TRANSLATE_NOOP
// marks in the groups' files (context "Message"); a message with a count is a numerus form whose %n is its
// first number. Every code has words or is put together by the renderer: tests/text/tst_messagetext.cpp
// renders each one in both languages.
#include "ui/text/messagecatalogue.h"

#include "ui/text/messagegroups.h"

namespace postmark::text {

MessageTemplate messageTemplate(MessageCode code)
{
    for (const auto group : {readingTemplate, ledgerTemplate, deskTemplate, judgeTemplate, archiveTemplate}) {
        if (const GroupTemplate found = group(code); found.mine)
            return found.words;
    }
    return {};
}

} // namespace postmark::text

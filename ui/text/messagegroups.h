// SPDX-License-Identifier: GPL-3.0-or-later
// The message catalogue in groups, one file each (ui/text/messages*.cpp): each gives the words of its own
// codes and nothing for the others; messageTemplate() asks them in turn.
#pragma once

#include "ui/text/messagecatalogue.h"

namespace postmark::text {

/// A group's answer: the words of a code of its own (`mine`), or nothing for another group's.
struct GroupTemplate
{
    GroupTemplate() = default;
    GroupTemplate(const char* source, bool counted)
        : words{source, counted}
        , mine(true)
    {}

    MessageTemplate words;
    bool mine = false;
};

GroupTemplate readingTemplate(MessageCode code);
GroupTemplate ledgerTemplate(MessageCode code);
GroupTemplate deskTemplate(MessageCode code);
GroupTemplate judgeTemplate(MessageCode code);
GroupTemplate archiveTemplate(MessageCode code);

} // namespace postmark::text

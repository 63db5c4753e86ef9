// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include "core/ledger/explanation.h"
#include "core/ledger/inputproblem.h"
#include "core/support/message.h"
#include "ui/text/messagetext.h"

namespace postmark::testing {

/// What a message says in English, for assertions on the words a user reads (the codes are asserted
/// where the test is about which case it is).
inline QString english(const Message& message)
{
    return text::messageText(message, Language::English);
}

inline QString english(const ledger::Explanation& explanation)
{
    return text::messageText(explanation.what, Language::English);
}

inline QString english(const ledger::InputProblem& problem)
{
    return text::problemText(problem, Language::English);
}

inline QString english(const std::optional<ledger::InputProblem>& problem)
{
    return problem ? english(*problem) : QString();
}

} // namespace postmark::testing

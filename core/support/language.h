// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace postmark {

/// The languages Postmark speaks: the interface, the CLI's text output and the documents.
enum class Language
{
    Ukrainian,
    English,
};

} // namespace postmark

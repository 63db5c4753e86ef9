// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace postmark::text {

/// The English name of a file's field (context "Field" in the translations), or null for a key Postmark
/// does not know.
const char* fieldLabelSource(const QString& key);

} // namespace postmark::text

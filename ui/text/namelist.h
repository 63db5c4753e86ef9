// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace postmark::text {

/// Names as a sentence quotes them: «Ковальчук О.П.», «Мельник Т.С.», the first `most` of them and "…" for
/// the rest (an import of a thousand games would otherwise say a thousand names).
QString quotedNames(const QStringList& names, qsizetype most = 8);

} // namespace postmark::text

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "core/support/language.h"

namespace postmark::documents {

/// A card as a reader of `language` names it. The game file's ids stay what the file says (w7, b6, w5r:
/// White's card with move 7, Black's with move 6, the repeat of w5); in Ukrainian the program's own ids are
/// written as a Ukrainian player writes them: «Б7», «Ч6», «Б5 повт.», «Б5 повт. 2»; my query about the
/// partner's b5 (b5q) and its repeat (b5qr): «запит про Ч5», «запит про Ч5 повт.». An id of another form (a
/// file written by hand: "card-3") is written as it is, in either language.
QString cardName(const QString& id, Language language);

/// The partner's card a query's id asks about (b5q, b5q2, b5qr → b5); empty for any other id. A sentence
/// about a query names it by that card («запит про листівку Ч5»), not by the query's own name.
QString queriedCardOf(const QString& id);

/// The id a user typed, in either form: «Б7» or "w7" (the CLI's --card, after reading «Б7» in its report).
QString cardIdFromName(const QString& typed);

} // namespace postmark::documents

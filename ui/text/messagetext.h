// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <limits>

#include <QDate>
#include <QString>

#include "core/ledger/explanation.h"
#include "core/ledger/inputproblem.h"
#include "core/support/language.h"
#include "core/support/message.h"

// Putting the core's messages into words: the window and postmark-cli both come here, so that a message
// reads the same wherever it is shown. Qt Core only, so the CLI needs no widgets.
namespace postmark::text {

/// The language of the interface: Ukrainian when the default locale is Ukrainian (app/main.cpp sets it
/// from --lang, the settings or the system), else English.
Language interfaceLanguage();

/// A message in `language`: its words from the catalogue and the translations, its dates as the language
/// writes them (26.11.2026; 26 November 2026), its nested messages put into words first.
QString messageText(const Message& message, Language language);
QString messageText(const Message& message); ///< in the interface's language

/// A card by its id as the interface's language names it («Б7» for w7 in Ukrainian; documents::cardName).
QString cardName(const QString& id);

/// How a problem names its field: by its name on the form (the window), or by the key as the file writes it
/// (postmark-cli, whose user mends the file).
enum class FieldNaming
{
    AsOnTheForm,
    AsInTheFile,
};

/// "Card w12, arrival postmark: 23.11.2026 is before the departure postmark 25.11.2026" — where, the field,
/// and what is wrong; named as on the form (the card as the language names it: «листівка Б12») or, for a
/// user who mends the file, as in the file (its keys, its cards' ids).
QString problemText(
    const ledger::InputProblem& problem, Language language, FieldNaming naming = FieldNaming::AsOnTheForm);
QString problemText(const ledger::InputProblem& problem);
/// A refusal of a form's own field: the field quoted and what is wrong («Decided on»: …), without the
/// where the form already names («Заяву не можна записати: Заява, «вирішено раніше, бо»: …», helper-31).
QString fieldProblemText(const ledger::InputProblem& problem);

/// A clause as `language` shows it: the rule set's as written ("II.5.1"), the Cup regulation's points by
/// the regulation's name («Пол. Кубка, п. 4»).
QString clauseText(const QString& clause, Language language);
QString clauseText(const QString& clause);

/// The explanation's words; with its clause in brackets when `withClause`.
QString explanationText(const ledger::Explanation& explanation, Language language, bool withClause = false);
QString explanationText(const ledger::Explanation& explanation, bool withClause = false);

/// A field of a game or tournament file by the name the forms give it ("arrival postmark"); a key
/// Postmark does not know, as written.
QString fieldName(const QString& key, Language language);

/// A date as `language` writes it, one way everywhere: 26.11.2026 in Ukrainian, 26 November 2026 in
/// English.
QString dateText(const QDate& date, Language language);

/// Marks a text without a count (a count may itself be negative or zero).
inline constexpr int NoCount = std::numeric_limits<int>::min();

/// Postmark's own words for `source` (marked with QT_TRANSLATE_NOOP in `context`) in `language`, whatever
/// language the window speaks; `count` picks the numerus form of a text with %n and fills it in.
QString words(const char* context, const char* source, Language language, int count = NoCount);

/// The first letter in upper case, for a message that begins a sentence or a line.
QString sentence(const QString& text);
/// `message` in the window's language as a line of its own: a sentence, but one that begins with a file's
/// name keeps it as written (warn.pgn is not Warn.pgn).
QString messageLine(const Message& message);

} // namespace postmark::text

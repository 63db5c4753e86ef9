// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/text/agendawords.h"

#include "ui/text/ledgerwords.h"
#include "ui/text/messagetext.h"

namespace postmark::text {

QString agendaText(const desk::AgendaKind& kind, Language language)
{
    if (const auto* deadline = std::get_if<ledger::DeadlineKind>(&kind))
        return deadlineText(*deadline, language);
    const char* source = nullptr;
    switch (std::get<desk::DeskStep>(kind)) {
    case desk::DeskStep::GameFile:
        source = QT_TRANSLATE_NOOP("Deadline", "the game cannot be computed");
        break;
    // No clause in the words: the player's agenda shows each item's clause in a column of its own.
    case desk::DeskStep::Objection:
        source = QT_TRANSLATE_NOOP("Deadline", "objection to a claim");
        break;
    case desk::DeskStep::Leave:
        source = QT_TRANSLATE_NOOP("Deadline", "leave");
        break;
    case desk::DeskStep::TimeLimit:
        source = QT_TRANSLATE_NOOP("Deadline", "time limit");
        break;
    }
    return source ? words("Deadline", source, language) : QString();
}

QString agendaText(const tournament::JudgeAgendaKind& kind, Language language)
{
    using tournament::JudgeStep;
    if (const auto* deadline = std::get_if<ledger::DeadlineKind>(&kind))
        return deadlineText(*deadline, language);
    const char* source = nullptr;
    switch (std::get<JudgeStep>(kind)) {
    case JudgeStep::Objection:
        source = QT_TRANSLATE_NOOP("Deadline", "objection to a claim (II.6.4)");
        break;
    case JudgeStep::ClaimDecision:
        source = QT_TRANSLATE_NOOP("Deadline", "decide the claim (II.6.6)");
        break;
    case JudgeStep::Appeal:
        source = QT_TRANSLATE_NOOP("Deadline", "appeal (II.1.6)");
        break;
    case JudgeStep::ClaimAppeal:
        break; // no words of its own yet: said by its name, as before
    case JudgeStep::AdjudicationDecision:
        source = QT_TRANSLATE_NOOP("Deadline", "adjudicate (II.9.7)");
        break;
    case JudgeStep::AdjudicationAppeal:
        source = QT_TRANSLATE_NOOP("Deadline", "appeal against the adjudication (II.9.10)");
        break;
    case JudgeStep::SecondAdjudication:
        source = QT_TRANSLATE_NOOP("Deadline", "second adjudication (II.9.11)");
        break;
    case JudgeStep::GameRecord:
        source = QT_TRANSLATE_NOOP("Deadline", "game record (II.9.1)");
        break;
    case JudgeStep::GameFile:
        source = QT_TRANSLATE_NOOP("Deadline", "the game cannot be computed");
        break;
    }
    return source ? words("Deadline", source, language) : tournament::agendaKindName(kind);
}

QString agendaWhose(const QString& player, Language language)
{
    if (player == u"judge")
        return words("Deadline", QT_TRANSLATE_NOOP("Deadline", "judge"), language);
    if (player == u"players")
        return words("Deadline", QT_TRANSLATE_NOOP("Deadline", "players"), language);
    if (player == u"appeals committee")
        return words("Deadline", QT_TRANSLATE_NOOP("Deadline", "appeals committee"), language);
    return player;
}

} // namespace postmark::text

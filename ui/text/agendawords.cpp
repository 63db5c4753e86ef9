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
    case desk::DeskStep::LeaveEnds:
        source = QT_TRANSLATE_NOOP("Deadline", "end of my leave");
        break;
    case desk::DeskStep::TimeLimit:
        source = QT_TRANSLATE_NOOP("Deadline", "time limit");
        break;
    case desk::DeskStep::PartnerLeave:
        source = QT_TRANSLATE_NOOP("Deadline", "partner's leave");
        break;
    case desk::DeskStep::PartnerLeaveEnds:
        source = QT_TRANSLATE_NOOP("Deadline", "end of the partner's leave");
        break;
    case desk::DeskStep::RepeatQuery:
        source = QT_TRANSLATE_NOOP("Deadline", "repeat the query");
        break;
    }
    return source ? words("Deadline", source, language) : QString();
}

// No clause in the judge's words either: each item's clause is the event's section's (III.6.3 for an
// e-mail event's claim), said beside them.
QString agendaText(const tournament::JudgeAgendaKind& kind, Language language)
{
    using tournament::JudgeStep;
    if (const auto* deadline = std::get_if<ledger::DeadlineKind>(&kind))
        return deadlineText(*deadline, language);
    const char* source = nullptr;
    switch (std::get<JudgeStep>(kind)) {
    case JudgeStep::Objection:
        source = QT_TRANSLATE_NOOP("Deadline", "objection to a claim");
        break;
    case JudgeStep::ClaimDecision:
        source = QT_TRANSLATE_NOOP("Deadline", "decide the claim");
        break;
    case JudgeStep::Appeal:
        source = QT_TRANSLATE_NOOP("Deadline", "appeal");
        break;
    case JudgeStep::ClaimAppeal:
        source = QT_TRANSLATE_NOOP("Deadline", "appeal with the committee");
        break;
    case JudgeStep::AdjudicationDecision:
        source = QT_TRANSLATE_NOOP("Deadline", "adjudicate");
        break;
    case JudgeStep::AdjudicationAppeal:
        source = QT_TRANSLATE_NOOP("Deadline", "appeal against the adjudication");
        break;
    case JudgeStep::SecondAdjudication:
        source = QT_TRANSLATE_NOOP("Deadline", "second adjudication");
        break;
    case JudgeStep::GameRecord:
        source = QT_TRANSLATE_NOOP("Deadline", "game record");
        break;
    case JudgeStep::GameFile:
        source = QT_TRANSLATE_NOOP("Deadline", "the game cannot be computed");
        break;
    case JudgeStep::SharedPlace:
        source = QT_TRANSLATE_NOOP("Deadline", "decide the shared place");
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

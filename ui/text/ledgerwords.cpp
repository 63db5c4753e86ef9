// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/text/ledgerwords.h"

#include <QHash>
#include <QRegularExpression>

#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::text {

QString colorText(ledger::Color color, Language language)
{
    return messageText(say(ledger::colorWord(color)), language);
}

QString deadlineText(const QString& what, Language language)
{
    static const QHash<QString, const char*> texts{
        {u"repeat_move"_s, QT_TRANSLATE_NOOP("Deadline", "repeat the move (II.5.1)")},
        {u"notify_judge"_s, QT_TRANSLATE_NOOP("Deadline", "tell the judge (II.5.1)")},
        {u"first_move_inquiry"_s, QT_TRANSLATE_NOOP("Deadline", "first-move inquiry (II.5.1)")},
        {u"inactivity"_s, QT_TRANSLATE_NOOP("Deadline", "two months without a move (II.5.2)")},
        {u"query_move"_s, QT_TRANSLATE_NOOP("Deadline", "query the move (II.3.12)")},
        {u"claim"_s, QT_TRANSLATE_NOOP("Deadline", "forfeit claim (II.6.3)")},
        {u"adjudication"_s, QT_TRANSLATE_NOOP("Deadline", "adjudication packet (II.9.5)")},
        {u"objection"_s, QT_TRANSLATE_NOOP("Deadline", "objection to a claim (II.6.4)")},
        {u"appeal"_s, QT_TRANSLATE_NOOP("Deadline", "appeal (II.1.6)")},
        {u"leave"_s, QT_TRANSLATE_NOOP("Deadline", "leave (II.7)")},
        {u"game_file"_s, QT_TRANSLATE_NOOP("Deadline", "the game cannot be computed")},
        {u"game_record"_s, QT_TRANSLATE_NOOP("Deadline", "game record (II.9.1)")},
        {u"claim_decision"_s, QT_TRANSLATE_NOOP("Deadline", "decide the claim (II.6.6)")},
        {u"adjudication_decision"_s, QT_TRANSLATE_NOOP("Deadline", "adjudicate (II.9.7)")},
        {u"adjudication_appeal"_s,
            QT_TRANSLATE_NOOP("Deadline", "appeal against the adjudication (II.9.10)")},
        {u"second_adjudication"_s, QT_TRANSLATE_NOOP("Deadline", "second adjudication (II.9.11)")},
    };
    const char* source = texts.value(what, nullptr);
    return source ? words("Deadline", source, language) : what;
}

QString deadlineTextWithoutClause(const QString& what, Language language)
{
    static const QRegularExpression clause(u"\\s*\\([IVX]+\\.[^)]*\\)$"_s);
    return deadlineText(what, language).remove(clause);
}

QString penaltyCategoryText(ledger::PenaltyCategory category, Language language)
{
    using ledger::PenaltyCategory;
    const char* source = nullptr;
    switch (category) {
    case PenaltyCategory::ImpossibleOrIllegible:
        source = QT_TRANSLATE_NOOP("Penalty", "impossible or illegible move");
        break;
    case PenaltyCategory::WrongRepetition:
        source = QT_TRANSLATE_NOOP("Penalty", "wrong repetition");
        break;
    case PenaltyCategory::RegisteredRequired:
        source = QT_TRANSLATE_NOOP("Penalty", "not registered in time trouble");
        break;
    case PenaltyCategory::AddressError:
        source = QT_TRANSLATE_NOOP("Penalty", "error in the address");
        break;
    case PenaltyCategory::LateRepeat:
        source = QT_TRANSLATE_NOOP("Penalty", "late repeat");
        break;
    case PenaltyCategory::Judge:
        source = QT_TRANSLATE_NOOP("Penalty", "by the judge");
        break;
    }
    return source ? words("Penalty", source, language) : QString();
}

QString ruleSetName(const QString& id, Language language)
{
    static const QHash<QString, const char*> names{
        {u"fzshu-postal"_s, QT_TRANSLATE_NOOP("RuleSet", "UCCF postal games (section II)")},
        {u"fzshu-email"_s, QT_TRANSLATE_NOOP("RuleSet", "UCCF e-mail games (section III)")},
        {u"fzshu-team-postal"_s, QT_TRANSLATE_NOOP("RuleSet", "UCCF team postal games (section IV)")},
        {u"fzshu-server"_s, QT_TRANSLATE_NOOP("RuleSet", "UCCF server games (section V)")},
    };
    const char* source = names.value(id, nullptr);
    return source ? words("RuleSet", source, language) : id;
}

QString resultHowText(const QString& how, Language language)
{
    static const QHash<QString, const char*> texts{
        {u"mate"_s, QT_TRANSLATE_NOOP("ResultHow", "mate")},
        {u"resignation"_s, QT_TRANSLATE_NOOP("ResultHow", "resignation")},
        {u"draw_agreed"_s, QT_TRANSLATE_NOOP("ResultHow", "draw agreed")},
        {u"draw_claimed"_s, QT_TRANSLATE_NOOP("ResultHow", "draw claimed")},
        {u"time_forfeit"_s, QT_TRANSLATE_NOOP("ResultHow", "time forfeit")},
        {u"adjudicated"_s, QT_TRANSLATE_NOOP("ResultHow", "adjudicated")},
        {u"withdrawal"_s, QT_TRANSLATE_NOOP("ResultHow", "withdrawal")},
        {u"inactivity"_s, QT_TRANSLATE_NOOP("ResultHow", "inactivity")},
    };
    const char* source = texts.value(how, nullptr);
    return source ? words("ResultHow", source, language) : how;
}

} // namespace postmark::text

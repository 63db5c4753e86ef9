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

QString deadlineText(ledger::DeadlineKind kind, Language language)
{
    using ledger::DeadlineKind;
    const char* source = nullptr;
    switch (kind) {
    case DeadlineKind::RepeatMove:
        source = QT_TRANSLATE_NOOP("Deadline", "repeat the move");
        break;
    case DeadlineKind::NotifyJudge:
        source = QT_TRANSLATE_NOOP("Deadline", "tell the judge");
        break;
    case DeadlineKind::FirstMoveInquiry:
        source = QT_TRANSLATE_NOOP("Deadline", "first-move inquiry");
        break;
    case DeadlineKind::Inactivity:
        source = QT_TRANSLATE_NOOP("Deadline", "no move for too long");
        break;
    case DeadlineKind::QueryMove:
        source = QT_TRANSLATE_NOOP("Deadline", "query the move");
        break;
    case DeadlineKind::Claim:
        source = QT_TRANSLATE_NOOP("Deadline", "forfeit claim");
        break;
    case DeadlineKind::Adjudication:
        source = QT_TRANSLATE_NOOP("Deadline", "adjudication packet");
        break;
    }
    return source ? words("Deadline", source, language) : QString();
}

QString withoutClause(const QString& text)
{
    static const QRegularExpression clause(u"\\s*\\([IVX]+\\.[^)]*\\)$"_s);
    return QString(text).remove(clause);
}

QString deadlineTextWithoutClause(ledger::DeadlineKind kind, Language language)
{
    return withoutClause(deadlineText(kind, language));
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

QString resultHowText(const std::optional<ledger::ResultHow>& how, Language language)
{
    using ledger::ResultHow;
    const char* source = nullptr;
    switch (how.value_or(ResultHow::Played)) {
    case ResultHow::Mate:
        source = QT_TRANSLATE_NOOP("ResultHow", "mate");
        break;
    case ResultHow::Resignation:
        source = QT_TRANSLATE_NOOP("ResultHow", "resignation");
        break;
    case ResultHow::DrawAgreed:
        source = QT_TRANSLATE_NOOP("ResultHow", "draw agreed");
        break;
    case ResultHow::DrawClaimed:
        source = QT_TRANSLATE_NOOP("ResultHow", "draw claimed");
        break;
    case ResultHow::TimeForfeit:
        source = QT_TRANSLATE_NOOP("ResultHow", "time forfeit");
        break;
    case ResultHow::Adjudicated:
        source = QT_TRANSLATE_NOOP("ResultHow", "adjudicated");
        break;
    case ResultHow::WithdrawalLoss:
        source = QT_TRANSLATE_NOOP("ResultHow", "withdrawal");
        break;
    case ResultHow::InactivityLoss:
        source = QT_TRANSLATE_NOOP("ResultHow", "inactivity");
        break;
    case ResultHow::Played:
    case ResultHow::NoRecord:
        break; // the judge's words, which a game file does not write
    }
    return source ? words("ResultHow", source, language) : QString();
}

} // namespace postmark::text

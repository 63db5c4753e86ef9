// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/text/messagetext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <QTranslator>

#include "core/documents/cardname.h"
#include "core/tournament/cupoverview.h"
#include "ui/text/fieldnames.h"
#include "ui/text/messagecatalogue.h"

using namespace Qt::StringLiterals;

namespace postmark::text {

namespace {

/// Postmark's own catalogue for a language, loaded once from the resources. The window installs the same
/// catalogue for its own texts; a message may be wanted in another language (a document, the CLI's
/// --lang), so the renderer keeps one of each.
const QTranslator& catalogueFor(Language language)
{
    static const auto load = [](const QString& name) {
        auto* translator = new QTranslator; // lives as long as the program
        if (!translator->load(u":/i18n/postmark_"_s + name))
            qWarning("postmark: the %s catalogue is missing from the resources", qPrintable(name));
        return translator;
    };
    static const QTranslator* const ukrainian = load(u"uk"_s);
    static const QTranslator* const english = load(u"en"_s);
    return language == Language::Ukrainian ? *ukrainian : *english;
}

} // namespace

QString words(const char* context, const char* source, Language language, int count)
{
    // A negative count (days over a limit) takes the form of its size: QTranslator reads any negative n as
    // "no count".
    QString text = catalogueFor(language).translate(
        context, source, nullptr, count == NoCount ? -1 : (count < 0 ? -count : count));
    if (text.isEmpty())
        text = QString::fromUtf8(source); // not in the catalogue (a build without it): the English source
    // QTranslator picks the numerus form; filling in %n is left to the caller (QCoreApplication does it).
    if (count != NoCount)
        text.replace(u"%n"_s, QString::number(count));
    return text;
}

namespace {

QString argText(const MessageArg& arg, Language language)
{
    if (const auto* number = std::get_if<qint64>(&arg))
        return QString::number(*number);
    if (const auto* date = std::get_if<QDate>(&arg))
        return dateText(*date, language);
    if (const auto* text = std::get_if<QString>(&arg))
        return *text;
    if (const auto* card = std::get_if<CardRef>(&arg))
        return documents::cardName(card->id, language);
    return messageText(*std::get<std::shared_ptr<const Message>>(arg), language);
}

/// Replaces %1 … %99 in one pass, so that an argument's own text is never read as a placeholder.
QString filled(const QString& pattern, const QStringList& values)
{
    QString out;
    out.reserve(pattern.size() + 32);
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == u'%' && i + 1 < pattern.size() && pattern[i + 1].isDigit()) {
            qsizetype end = i + 1;
            int number = 0;
            while (end < pattern.size() && pattern[end].isDigit() && number < 10)
                number = number * 10 + pattern[end++].digitValue();
            if (number >= 1 && number <= values.size()) {
                out += values[number - 1];
                i = end - 1;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

QString joinedText(const Message& message, Language language)
{
    QStringList parts;
    for (const MessageArg& arg : message.args) {
        const QString part = argText(arg, language);
        if (!part.isEmpty())
            parts.append(part);
    }
    const bool ukrainian = language == Language::Ukrainian;
    switch (message.code) {
    case MessageCode::JoinComma:
        return parts.join(u", "_s);
    case MessageCode::JoinSemicolon:
        return parts.join(u"; "_s);
    case MessageCode::JoinAnd:
    case MessageCode::JoinOr: {
        if (parts.size() < 2)
            return parts.join(QString());
        const QString last = parts.takeLast();
        const QString word = message.code == MessageCode::JoinAnd ? (ukrainian ? u" і "_s : u" and "_s)
                                                                  : (ukrainian ? u" або "_s : u" or "_s);
        return parts.join(u", "_s) + word + last;
    }
    default:
        return parts.join(QString());
    }
}

} // namespace

Language interfaceLanguage()
{
    return QLocale().language() == QLocale::Ukrainian ? Language::Ukrainian : Language::English;
}

QString dateText(const QDate& date, Language language)
{
    if (!date.isValid())
        return {};
    // The day, the month by name and the year in English; the locale's own long form adds the weekday, too
    // long for a table or a sentence.
    return language == Language::Ukrainian ? date.toString(u"dd.MM.yyyy"_s)
                                           : QLocale(QLocale::English).toString(date, u"d MMMM yyyy"_s);
}

QString fieldName(const QString& key, Language language)
{
    if (const char* source = fieldLabelSource(key))
        return words("Field", source, language);
    return key;
}

QString messageText(const Message& message, Language language)
{
    switch (message.code) {
    case MessageCode::None:
        return {};
    case MessageCode::JoinPlain:
    case MessageCode::JoinComma:
    case MessageCode::JoinAnd:
    case MessageCode::JoinOr:
    case MessageCode::JoinSemicolon:
        return joinedText(message, language);
    case MessageCode::FieldKey: {
        const auto* key = message.args.isEmpty() ? nullptr : std::get_if<QString>(&message.args.first());
        return key ? fieldName(*key, language) : QString();
    }
    default:
        break;
    }
    const MessageTemplate pattern = messageTemplate(message.code);
    if (!pattern.source)
        return {};
    QStringList values;
    values.reserve(message.args.size());
    for (const MessageArg& arg : message.args)
        values.append(argText(arg, language));
    int count = NoCount;
    if (pattern.counted && !message.args.isEmpty()) {
        if (const auto* number = std::get_if<qint64>(&message.args.first()))
            count = int(*number);
    }
    return filled(words("Message", pattern.source, language, count), values);
}

QString messageText(const Message& message)
{
    return messageText(message, interfaceLanguage());
}

namespace {

/// The message with its cards named by the file's ids (w12, not «Б12»), nested messages too.
Message withFileIds(const Message& message)
{
    Message named = message;
    for (MessageArg& arg : named.args) {
        if (const auto* card = std::get_if<CardRef>(&arg))
            arg = card->id;
        else if (const auto* part = std::get_if<std::shared_ptr<const Message>>(&arg); part && *part)
            arg = std::make_shared<const Message>(withFileIds(**part));
    }
    return named;
}

} // namespace

QString problemText(const ledger::InputProblem& problem, Language language, FieldNaming naming)
{
    Message message = ledger::problemMessage(problem);
    if (naming == FieldNaming::AsInTheFile) {
        // The user mends the file: its keys and its cards' ids as the file writes them.
        message = withFileIds(message);
        if (!problem.key.isEmpty())
            message.args[1] = std::make_shared<const Message>(say(MessageCode::Verbatim, problem.key));
    }
    return sentence(messageText(message, language));
}

QString cardName(const QString& id)
{
    return documents::cardName(id, interfaceLanguage());
}

QString problemText(const ledger::InputProblem& problem)
{
    return problemText(problem, interfaceLanguage());
}

QString fieldProblemText(const ledger::InputProblem& problem)
{
    if (problem.key.isEmpty())
        return problemText(problem);
    return u"«%1»: %2"_s.arg(messageText(say(MessageCode::FieldKey, problem.key)), messageText(problem.what));
}

QString clauseText(const QString& clause, Language language)
{
    const QString cupPoint = tournament::CupRegulationClause.toString().arg(QString());
    if (!clause.startsWith(cupPoint))
        return clause;
    return words("Clause", QT_TRANSLATE_NOOP("Clause", "Cup reg. %1"), language)
        .arg(clause.mid(cupPoint.size()));
}

QString clauseText(const QString& clause)
{
    return clauseText(clause, interfaceLanguage());
}

QString explanationText(const ledger::Explanation& explanation, Language language, bool withClause)
{
    const QString text = messageText(explanation.what, language);
    if (!withClause || explanation.clause.isEmpty())
        return text;
    return u"%1 [%2]"_s.arg(text, clauseText(explanation.clause, language));
}

QString explanationText(const ledger::Explanation& explanation, bool withClause)
{
    return explanationText(explanation, interfaceLanguage(), withClause);
}

QString sentence(const QString& text)
{
    // A sentence that begins with an address (postgresql://…) keeps it as written: it is copied from there.
    if (text.isEmpty() || !text.front().isLower() || text.section(u' ', 0, 0).contains(u"://"))
        return text;
    return text.front().toUpper() + text.mid(1);
}

QString messageLine(const Message& message)
{
    const QString text = messageText(message);
    return message.code == MessageCode::InFile ? text : sentence(text);
}

} // namespace postmark::text

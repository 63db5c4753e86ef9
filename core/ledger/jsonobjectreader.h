// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cmath>
#include <optional>

#include <QDate>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QStringList>

#include "core/ledger/inputproblem.h"
#include "core/support/echo.h"
#include "core/support/inputlimits.h"

namespace postmark::ledger {

/// Reads one JSON object, remembering problems and refusing keys it was not asked about.
class JsonObjectReader
{
public:
    JsonObjectReader(const QJsonObject& object, Message where, InputProblems& problems)
        : m_object(object)
        , m_where(std::move(where))
        , m_problems(problems)
    {}

    ~JsonObjectReader()
    {
        for (auto it = m_object.begin(); it != m_object.end(); ++it) {
            if (!m_known.contains(it.key()))
                problem(it.key(), say(MessageCode::UnknownKey));
        }
    }

    void problem(const QString& key, const Message& what)
    {
        m_problems.append(InputProblem{m_where, key, what});
    }

    bool has(const QString& key)
    {
        m_known.insert(key);
        return m_object.contains(key) && !m_object.value(key).isNull();
    }

    QString string(const QString& key, bool required = false)
    {
        if (!has(key)) {
            if (required)
                problem(key, say(MessageCode::KeyMissing));
            return {};
        }
        const QJsonValue value = m_object.value(key);
        if (!value.isString()) {
            problem(key, say(MessageCode::MustBeText));
            return {};
        }
        QString text = value.toString();
        // A name, an address, a move: a field past the limit is a damaged or hostile file, and carrying it
        // on would cost every later step (a message, a card's layout) its size.
        if (text.size() > limits::MaxFieldChars) {
            problem(key, say(MessageCode::TextTooLong, qint64(text.size()), qint64(limits::MaxFieldChars)));
            return {};
        }
        return text;
    }

    std::optional<QDate> date(const QString& key, bool required = false)
    {
        const bool present = has(key);
        const QString text = string(key, required);
        // An empty or blank date is a mistake, not an absent date: a card with no date leaves the key out.
        if (present && m_object.value(key).isString() && text.trimmed().isEmpty()) {
            problem(key, say(MessageCode::EmptyDate));
            return std::nullopt;
        }
        if (text.isEmpty())
            return std::nullopt;
        return parseDate(key, text);
    }

    std::optional<QDate> parseDate(const QString& key, const QString& text)
    {
        const QDate date = QDate::fromString(text, Qt::ISODate);
        if (!date.isValid() || text.size() != 10) {
            problem(key, say(MessageCode::NotADate, echoed(text)));
            return std::nullopt;
        }
        return date;
    }

    QList<QDate> dates(const QString& key)
    {
        QList<QDate> result;
        if (!has(key))
            return result;
        const QJsonValue value = m_object.value(key);
        if (!value.isArray()) {
            problem(key, say(MessageCode::MustBeDateList));
            return result;
        }
        for (const QJsonValue& item : value.toArray()) {
            if (!item.isString()) {
                problem(key, say(MessageCode::MustBeDateList));
                continue;
            }
            if (const auto date = parseDate(key, item.toString()))
                result.append(*date);
        }
        return result;
    }

    QStringList strings(const QString& key)
    {
        QStringList result;
        if (!has(key))
            return result;
        const QJsonValue value = m_object.value(key);
        if (!value.isArray()) {
            problem(key, say(MessageCode::MustBeMoveList));
            return result;
        }
        for (const QJsonValue& item : value.toArray()) {
            if (!item.isString())
                problem(key, say(MessageCode::MustBeMoveList));
            else if (item.toString().size() > limits::MaxFieldChars)
                problem(key,
                    say(MessageCode::TextTooLong,
                        qint64(item.toString().size()),
                        qint64(limits::MaxFieldChars)));
            else
                result.append(item.toString());
        }
        return result;
    }

    bool boolean(const QString& key)
    {
        if (!has(key))
            return false;
        const QJsonValue value = m_object.value(key);
        if (!value.isBool()) {
            problem(key, say(MessageCode::MustBeTrueOrFalse));
            return false;
        }
        return value.toBool();
    }

    /// A whole number from `minimum` to `maximum`: the range is checked before the number becomes an int
    /// (1e10 is no int, and converting it would be undefined), and a number no file of this kind can
    /// mean is refused naming the key rather than carried into the arithmetic.
    std::optional<int> integer(
        const QString& key, bool required = false, int minimum = -1000000, int maximum = 1000000)
    {
        if (!has(key)) {
            if (required)
                problem(key, say(MessageCode::KeyMissing));
            return std::nullopt;
        }
        const QJsonValue value = m_object.value(key);
        const double number = value.toDouble();
        if (!value.isDouble() || !std::isfinite(number) || std::floor(number) != number) {
            problem(key, say(MessageCode::MustBeWholeNumber));
            return std::nullopt;
        }
        if (number < minimum || number > maximum) {
            problem(key, say(MessageCode::NumberOutOfRange, minimum, maximum));
            return std::nullopt;
        }
        return static_cast<int>(number);
    }

    QJsonObject object(const QString& key, bool required = false)
    {
        if (!has(key)) {
            if (required)
                problem(key, say(MessageCode::KeyMissing));
            return {};
        }
        const QJsonValue value = m_object.value(key);
        if (!value.isObject()) {
            problem(key, say(MessageCode::MustBeObject));
            return {};
        }
        return value.toObject();
    }

    QJsonArray array(const QString& key, bool required = false)
    {
        if (!has(key)) {
            if (required)
                problem(key, say(MessageCode::KeyMissing));
            return {};
        }
        const QJsonValue value = m_object.value(key);
        if (!value.isArray()) {
            problem(key, say(MessageCode::MustBeList));
            return {};
        }
        return value.toArray();
    }

    const Message& where() const { return m_where; }
    InputProblems& problems() const { return m_problems; }

private:
    QJsonObject m_object;
    Message m_where;
    InputProblems& m_problems;
    QSet<QString> m_known;
};

} // namespace postmark::ledger

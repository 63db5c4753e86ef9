// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/indentedjson.h"

#include "core/support/isodate.h"

namespace postmark::ledger {

namespace {

char hexDigit(unsigned value)
{
    return char(value < 10 ? '0' + value : 'a' + value - 10);
}

/// A string's text as Qt's JSON writer escapes it: quote, backslash and control characters escaped
/// (\u00xx, lower case), everything else as UTF-8; a lone surrogate as \udxxx.
void appendEscaped(QByteArray& bytes, const QString& text)
{
    const char16_t* units = reinterpret_cast<const char16_t*>(text.utf16());
    const qsizetype size = text.size();
    for (qsizetype k = 0; k < size; ++k) {
        const char16_t unit = units[k];
        if (unit >= 0x20 && unit < 0x80 && unit != u'"' && unit != u'\\') {
            bytes += char(unit);
            continue;
        }
        switch (unit) {
        case u'"':
            bytes += "\\\"";
            continue;
        case u'\\':
            bytes += "\\\\";
            continue;
        case u'\b':
            bytes += "\\b";
            continue;
        case u'\f':
            bytes += "\\f";
            continue;
        case u'\n':
            bytes += "\\n";
            continue;
        case u'\r':
            bytes += "\\r";
            continue;
        case u'\t':
            bytes += "\\t";
            continue;
        default:
            break;
        }
        char32_t point = unit;
        const bool high = unit >= 0xD800 && unit < 0xDC00;
        const bool low = unit >= 0xDC00 && unit < 0xE000;
        if (high && k + 1 < size && units[k + 1] >= 0xDC00 && units[k + 1] < 0xE000) {
            point = 0x10000 + ((char32_t(unit) - 0xD800) << 10) + (char32_t(units[k + 1]) - 0xDC00);
            ++k;
        } else if (unit < 0x20 || high || low) {
            bytes += "\\u";
            for (int shift = 12; shift >= 0; shift -= 4)
                bytes += hexDigit((unit >> shift) & 0xF);
            continue;
        }
        if (point < 0x800) {
            bytes += char(0xC0 | (point >> 6));
            bytes += char(0x80 | (point & 0x3F));
        } else if (point < 0x10000) {
            bytes += char(0xE0 | (point >> 12));
            bytes += char(0x80 | ((point >> 6) & 0x3F));
            bytes += char(0x80 | (point & 0x3F));
        } else {
            bytes += char(0xF0 | (point >> 18));
            bytes += char(0x80 | ((point >> 12) & 0x3F));
            bytes += char(0x80 | ((point >> 6) & 0x3F));
            bytes += char(0x80 | (point & 0x3F));
        }
    }
}

} // namespace

void IndentedJson::indent()
{
    m_bytes.append(qsizetype(4 * m_depth), ' ');
}

void IndentedJson::separate()
{
    if (!m_first)
        m_bytes += ",\n";
    m_first = false;
    indent();
}

void IndentedJson::open(char bracket)
{
    if (!m_afterKey && m_depth > 0)
        separate();
    m_afterKey = false;
    m_bytes += bracket;
    m_bytes += '\n';
    ++m_depth;
    m_first = true;
}

void IndentedJson::close(char bracket)
{
    if (!m_first)
        m_bytes += '\n';
    --m_depth;
    indent();
    m_bytes += bracket;
    m_first = false;
}

void IndentedJson::key(const char* name)
{
    separate();
    m_bytes += '"';
    m_bytes += name;
    m_bytes += "\": ";
    m_afterKey = true;
}

void IndentedJson::element()
{
    separate();
    m_afterKey = true;
}

void IndentedJson::value(const QString& text)
{
    m_afterKey = false;
    m_bytes += '"';
    appendEscaped(m_bytes, text);
    m_bytes += '"';
}

void IndentedJson::value(qint64 number)
{
    m_afterKey = false;
    m_bytes += QByteArray::number(number);
}

void IndentedJson::value(bool flag)
{
    m_afterKey = false;
    m_bytes += flag ? "true" : "false";
}

void IndentedJson::value(const QDate& date)
{
    // What isoDate() writes, without a QString on the way: a game file has some three hundred dates, and an
    // import writes every game out to hash it.
    if (const auto text = isoDateChars(date)) {
        m_afterKey = false;
        m_bytes += '"';
        m_bytes.append(text->data(), qsizetype(text->size()));
        m_bytes += '"';
        return;
    }
    value(isoDate(date));
}

void IndentedJson::member(const char* name, const QString& text)
{
    key(name);
    value(text);
}

void IndentedJson::member(const char* name, qint64 number)
{
    key(name);
    value(number);
}

void IndentedJson::member(const char* name, const QDate& date)
{
    key(name);
    value(date);
}

void IndentedJson::member(const char* name, const QStringList& texts)
{
    key(name);
    beginArray();
    for (const QString& text : texts) {
        element();
        value(text);
    }
    endArray();
}

void IndentedJson::member(const char* name, std::span<const QDate> dates)
{
    key(name);
    beginArray();
    for (const QDate& date : dates) {
        element();
        value(date);
    }
    endArray();
}

QByteArray IndentedJson::finish()
{
    m_bytes += '\n';
    return std::move(m_bytes);
}

} // namespace postmark::ledger

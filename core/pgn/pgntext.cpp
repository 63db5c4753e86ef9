// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgntext.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace postmark::pgn {

namespace {

bool isValidUtf8(const QByteArray& bytes)
{
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.constData());
    const qsizetype size = bytes.size();
    for (qsizetype index = 0; index < size;) {
        const unsigned char lead = data[index];
        int continuation = 0;
        if (lead < 0x80)
            continuation = 0;
        else if (lead >= 0xC2 && lead <= 0xDF)
            continuation = 1;
        else if (lead >= 0xE0 && lead <= 0xEF)
            continuation = 2;
        else if (lead >= 0xF0 && lead <= 0xF4)
            continuation = 3;
        else
            return false;
        if (index + continuation >= size && continuation > 0)
            return false;
        for (int k = 1; k <= continuation; ++k) {
            if ((data[index + k] & 0xC0) != 0x80)
                return false;
        }
        index += 1 + continuation;
    }
    return true;
}

} // namespace

QString decodePgnText(const QByteArray& bytes, bool& notUtf8)
{
    bool ascii = true;
    for (const char c : bytes) {
        if (static_cast<unsigned char>(c) >= 0x80) {
            ascii = false;
            break;
        }
    }
    if (ascii)
        return QString::fromLatin1(bytes);
    if (isValidUtf8(bytes))
        return QString::fromUtf8(bytes);
    notUtf8 = true;
    return QString::fromLatin1(bytes);
}

std::optional<QDate> takeSendDate(QString& comment)
{
    if (!comment.contains(u"[%ccsnt"))
        return std::nullopt;
    static const QRegularExpression Command(
        u"\\[%ccsnt\\s+(\\d{4})\\.(\\d{2})\\.(\\d{2})(?:,[0-9:]+)?\\s*\\]"_s);
    const QRegularExpressionMatch match = Command.match(comment);
    if (!match.hasMatch())
        return std::nullopt;
    const QDate date(match.captured(1).toInt(), match.captured(2).toInt(), match.captured(3).toInt());
    if (!date.isValid())
        return std::nullopt;
    comment.remove(match.capturedStart(), match.capturedLength());
    comment = comment.trimmed();
    return date;
}

QString sendDateCommand(const QDate& date)
{
    return u"[%ccsnt "_s + date.toString(u"yyyy.MM.dd"_s) + u']';
}

} // namespace postmark::pgn

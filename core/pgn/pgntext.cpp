// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgntext.h"

#include <QRegularExpression>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace postmark::pgn {

namespace {

/// What a text holds as UTF-8: its valid sequences of two or more bytes, and the bytes that are in no
/// valid sequence (each skipped alone).
struct Utf8Scan
{
    int multiByte = 0;
    int invalid = 0;
};

Utf8Scan scanUtf8(const QByteArray& bytes)
{
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.constData());
    const qsizetype size = bytes.size();
    Utf8Scan scan;
    for (qsizetype index = 0; index < size;) {
        const unsigned char lead = data[index];
        int continuation = -1;
        if (lead < 0x80)
            continuation = 0;
        else if (lead >= 0xC2 && lead <= 0xDF)
            continuation = 1;
        else if (lead >= 0xE0 && lead <= 0xEF)
            continuation = 2;
        else if (lead >= 0xF0 && lead <= 0xF4)
            continuation = 3;
        bool valid = continuation >= 0 && index + continuation < size;
        for (int k = 1; valid && k <= continuation; ++k)
            valid = (data[index + k] & 0xC0) == 0x80;
        if (!valid) {
            ++scan.invalid;
            ++index;
            continue;
        }
        scan.multiByte += continuation > 0 ? 1 : 0;
        index += 1 + continuation;
    }
    return scan;
}

/// Whether the text's letters are mostly Windows-1251's Cyrillic: at least two, and at least half of its
/// letters. A Western Latin-1 name has an accented letter or two among plain ones (Müller, Größe, Núñez);
/// a Cyrillic one in Windows-1251 is all bytes from 0xC0 up, and the Ukrainian І, Ї, Є, Ґ below them.
bool looksLikeWindows1251(const QByteArray& bytes)
{
    int cyrillic = 0;
    int latin = 0;
    for (const char c : bytes) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0xC0 || byte == 0xA5 || byte == 0xB4 || byte == 0xAA || byte == 0xBA || byte == 0xB2
            || byte == 0xB3 || byte == 0xAF || byte == 0xBF || byte == 0xA8 || byte == 0xB8)
            ++cyrillic;
        else if ((byte >= 'a' && byte <= 'z') || (byte >= 'A' && byte <= 'Z'))
            ++latin;
    }
    return cyrillic >= 2 && cyrillic >= latin;
}

} // namespace

QString decodePgnText(const QByteArray& bytes, unsigned& reading)
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
    const Utf8Scan scan = scanUtf8(bytes);
    if (scan.invalid == 0)
        return QString::fromUtf8(bytes);
    // A UTF-8 text with a stray byte (a file edited in two programs): its letters stay letters. Windows-1251
    // makes a valid pair now and then (Лі is 0xCB 0xB3), never most of a text.
    if (scan.multiByte >= 2 * scan.invalid) {
        reading |= ReadAsUtf8Repaired;
        return QString::fromUtf8(bytes); // each byte that is no UTF-8 becomes U+FFFD
    }
    if (looksLikeWindows1251(bytes)) {
        // Qt's decoder for it comes from ICU (Debian's Qt has it); without it, Latin-1 as before.
        QStringDecoder windows1251("windows-1251");
        if (windows1251.isValid()) {
            reading |= ReadAsWindows1251;
            return windows1251(bytes);
        }
    }
    reading |= ReadAsLatin1;
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

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/jsonsyntax.h"

#include "core/support/inputlimits.h"

namespace postmark::ledger {

namespace {

MessageCode reasonOf(QJsonParseError::ParseError error)
{
    switch (error) {
    case QJsonParseError::UnterminatedObject:
    case QJsonParseError::UnterminatedArray:
    case QJsonParseError::UnterminatedString:
        return MessageCode::JsonUnterminated;
    case QJsonParseError::MissingNameSeparator:
    case QJsonParseError::MissingValueSeparator:
        return MessageCode::JsonMissingSeparator;
    case QJsonParseError::IllegalNumber:
    case QJsonParseError::TerminationByNumber:
        return MessageCode::JsonIllegalNumber;
    case QJsonParseError::IllegalEscapeSequence:
    case QJsonParseError::IllegalUTF8String:
        return MessageCode::JsonIllegalText;
    case QJsonParseError::DeepNesting:
    case QJsonParseError::DocumentTooLarge:
        return MessageCode::JsonTooDeepOrLarge;
    case QJsonParseError::GarbageAtEnd:
        return MessageCode::JsonGarbageAtEnd;
    case QJsonParseError::MissingObject:
    case QJsonParseError::IllegalValue:
    case QJsonParseError::NoError:
        break;
    }
    return MessageCode::JsonIllegalValue;
}

} // namespace

InputProblem jsonSyntaxProblem(const QByteArray& json, const QJsonParseError& error)
{
    const qsizetype offset = std::clamp<qsizetype>(error.offset, 0, json.size());
    const QByteArrayView before = QByteArrayView(json).first(offset);
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    const qint64 line = before.count('\n') + 1;
    // Columns count characters, as an editor shows them, not UTF-8 bytes. Qt's offset is just past the
    // character where reading failed: that character is the one named.
    const qint64 column = std::max<qint64>(1, QString::fromUtf8(before.sliced(lineStart)).size());
    return InputProblem{say(MessageCode::WhereFile),
        {},
        say(MessageCode::NotValidJsonAt, line, column, say(reasonOf(error.error)))};
}

std::optional<InputProblem> jsonFileTooLarge(const QByteArray& json)
{
    if (json.size() <= limits::MaxJsonFileBytes)
        return std::nullopt;
    return InputProblem{say(MessageCode::WhereFile),
        {},
        say(MessageCode::FileTooLarge, qint64(limits::MaxJsonFileBytes >> 20))};
}

} // namespace postmark::ledger

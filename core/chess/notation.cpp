// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/chess/notation.h"

#include "core/chess/movespec.h"

using namespace Qt::StringLiterals;

namespace postmark::chess {

namespace {

bool isAnnotation(QChar c)
{
    return c == u'+' || c == u'#' || c == u'!' || c == u'?' || c == u'\u2020' || c == u'\u2021';
}

// Strips what carries no meaning (II.3.5): check and mate signs, !/? annotations, an "e.p." suffix.
QStringView meaningfulPart(QStringView text)
{
    QStringView token = text;
    if (!token.isEmpty() && (token.front().isSpace() || token.back().isSpace()))
        token = token.trimmed();
    const char16_t last = token.isEmpty() ? 0 : token.back().unicode();
    if (last == u'p' || last == u'P' || last == u'.' || last == u'\u043F') {
        for (QStringView suffix : {u"e.p.", u"ep", u"\u0435.\u043F."}) {
            if (token.size() > suffix.size() + 2 && token.endsWith(suffix, Qt::CaseInsensitive))
                token = token.chopped(suffix.size()).trimmed();
        }
    }
    while (!token.isEmpty() && isAnnotation(token.back()))
        token.chop(1);
    return token;
}

bool isAllDigits(QStringView text)
{
    for (QChar c : text) {
        if (!c.isDigit())
            return false;
    }
    return true;
}

} // namespace

std::optional<Notation> notationFromName(QStringView name)
{
    if (name == u"uk")
        return Notation::Ukrainian;
    if (name == u"san")
        return Notation::San;
    if (name == u"lan")
        return Notation::Lan;
    if (name == u"iccf")
        return Notation::Iccf;
    return std::nullopt;
}

QString notationName(Notation notation)
{
    switch (notation) {
    case Notation::Ukrainian:
        return u"uk"_s;
    case Notation::San:
        return u"san"_s;
    case Notation::Lan:
        return u"lan"_s;
    case Notation::Iccf:
        return u"iccf"_s;
    }
    return {};
}

Result<ParsedMove> parseMove(const Position& position, QStringView text, Notation notation)
{
    const QStringView token = meaningfulPart(text);
    if (token.isEmpty())
        return Error{ErrorCode::MalformedMove, say(MessageCode::NoMoveWritten)};

    ParsedMove parsed;
    const Result<MoveSpec> spec = isAllDigits(token)
        ? readIccfNumeric(token)
        : readAlgebraic(token, notation == Notation::Iccf ? Notation::San : notation, parsed.warnings);
    if (!spec)
        return spec.error();
    const Result<Move> move = resolveMove(position, *spec, notation);
    if (!move)
        return move.error();
    parsed.move = *move;
    return parsed;
}

QString writeLine(const Position& position, const std::vector<Move>& moves, Notation notation)
{
    QString text;
    Position walked = position;
    for (std::size_t i = 0; i < moves.size() && walked.isLegal(moves[i]); ++i) {
        if (!text.isEmpty())
            text += u' ';
        if (walked.sideToMove() == Color::White)
            text += QString::number(walked.fullmoveNumber()) + QStringLiteral(". ");
        else if (i == 0)
            text += QString::number(walked.fullmoveNumber()) + QStringLiteral("... ");
        text += writeMove(walked, moves[i], notation);
        walked.play(moves[i]);
    }
    return text;
}

} // namespace postmark::chess

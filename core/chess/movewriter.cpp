// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/chess/notation.h"

using namespace Qt::StringLiterals;

namespace postmark::chess {

namespace {

QString squareText(Square square)
{
    const QChar text[2] = {QChar(u'a' + fileOf(square)), QChar(u'1' + rankOf(square))};
    return QString(text, 2);
}

QString pieceLetter(PieceType type, Notation notation)
{
    if (notation == Notation::Ukrainian) {
        static const char16_t* const Letters[] = {
            u"", u"\u041A", u"\u0421", u"\u0422", u"\u0424", u"\u041A\u0440"};
        return QString::fromUtf16(Letters[static_cast<int>(type)]);
    }
    static const char16_t* const Letters[] = {u"", u"N", u"B", u"R", u"Q", u"K"};
    return QString::fromUtf16(Letters[static_cast<int>(type)]);
}

QString checkMark(const Position& position, const Move& move)
{
    const Position next = position.after(move);
    if (!next.isCheck())
        return {};
    return next.legalMoves().empty() ? u"#"_s : u"+"_s;
}

// SAN names the origin only as far as needed: the file, else the rank, else both.
QString sanDisambiguation(const Position& position, const Move& move, PieceType type)
{
    bool others = false;
    bool sameFile = false;
    bool sameRank = false;
    for (const Move& other : position.legalMoves()) {
        if (other.to != move.to || other.from == move.from || position.pieceAt(other.from)->type != type)
            continue;
        others = true;
        sameFile |= fileOf(other.from) == fileOf(move.from);
        sameRank |= rankOf(other.from) == rankOf(move.from);
    }
    if (!others)
        return {};
    const QString origin = squareText(move.from);
    if (!sameFile)
        return origin.first(1);
    if (!sameRank)
        return origin.last(1);
    return origin;
}

QString writeIccf(const Move& move)
{
    QString text = QString::number(fileOf(move.from) + 1) + QString::number(rankOf(move.from) + 1)
        + QString::number(fileOf(move.to) + 1) + QString::number(rankOf(move.to) + 1);
    if (move.promotion) {
        static constexpr int Digits[] = {0, 4, 3, 2, 1, 0};
        text += QString::number(Digits[static_cast<int>(*move.promotion)]);
    }
    return text;
}

} // namespace

QString writeMove(const Position& position, const Move& move, Notation notation, bool withCheckMarks)
{
    if (notation == Notation::Iccf)
        return writeIccf(move);

    const PieceType type = position.pieceAt(move.from)->type;
    const bool capture = position.isCapture(move);
    QString text;
    if (position.isCastling(move)) {
        const bool kingside = move.to > move.from;
        if (notation == Notation::Ukrainian)
            text = kingside ? u"0-0"_s : u"0-0-0"_s;
        else
            text = kingside ? u"O-O"_s : u"O-O-O"_s;
    } else if (notation == Notation::San) {
        if (type == PieceType::Pawn) {
            if (capture)
                text = squareText(move.from).first(1) + u'x';
        } else {
            text = pieceLetter(type, notation) + sanDisambiguation(position, move, type);
            if (capture)
                text += u'x';
        }
        text += squareText(move.to);
        if (move.promotion)
            text += u'=' + pieceLetter(*move.promotion, notation);
    } else {
        const QChar captureMark = notation == Notation::Ukrainian ? u':' : u'x';
        text = pieceLetter(type, notation) + squareText(move.from) + (capture ? captureMark : QChar(u'-'))
            + squareText(move.to);
        if (move.promotion)
            text += (notation == Notation::Lan ? u"="_s : QString()) + pieceLetter(*move.promotion, notation);
    }
    if (withCheckMarks)
        text += checkMark(position, move);
    return text;
}

} // namespace postmark::chess

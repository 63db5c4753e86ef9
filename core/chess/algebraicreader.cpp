// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/chess/movespec.h"
#include "core/support/echo.h"

using namespace Qt::StringLiterals;

namespace postmark::chess {

namespace {

Error malformed(QStringView token, const Message& why)
{
    Q_UNUSED(token); // the caller names the move; the reason says what is wrong with it
    return Error{ErrorCode::MalformedMove, why};
}

bool isSeparator(QChar c)
{
    // Move and capture marks carry no meaning (II.3.5).
    return c == u'-' || c == u':' || c == u'x' || c == u'X' || c == u'\u00D7' || c == u'\u2013'
        || c == u'\u2014';
}

struct LetterMatch
{
    PieceType piece;
    int length;
    std::optional<WarningCode> warning;
};

// English piece letters (SAN and long algebraic).
inline std::optional<LetterMatch> englishPiece(QStringView text)
{
    if (text.isEmpty())
        return std::nullopt;
    switch (text[0].unicode()) {
    case u'N':
        return LetterMatch{PieceType::Knight, 1, {}};
    case u'B':
        return LetterMatch{PieceType::Bishop, 1, {}};
    case u'R':
        return LetterMatch{PieceType::Rook, 1, {}};
    case u'Q':
        return LetterMatch{PieceType::Queen, 1, {}};
    case u'K':
        return LetterMatch{PieceType::King, 1, {}};
    case u'P':
        return LetterMatch{PieceType::Pawn, 1, {}};
    default:
        return std::nullopt;
    }
}

// Ukrainian piece letters: Кр king, Ф queen, Т rook, С bishop, К knight; Russian Л for the rook, and the
// Latin letters that look like them (K, C, T, Kp) typed by mistake.
/// A lowercase Cyrillic piece letter (к, кр, ф, т, с) typed for the capital one: read as the piece, with a
/// warning, only where a square follows at once, so that "с2-с4" stays the c-pawn (the Cyrillic с that
/// looks like the file c) and "сxd4" a pawn's capture.
std::optional<LetterMatch> lowercasePiece(QStringView text)
{
    const char16_t first = text[0].unicode();
    const bool kingPair = first == u'\u043A' && text.size() > 1 && text[1] == u'\u0440';
    const int length = kingPair ? 2 : 1;
    const QChar after = text.size() > length ? text[length] : QChar();
    const bool square = after >= u'a' && after <= u'h';
    const bool capture = after == u'x' || after == u':' || after == u'\u0445';
    std::optional<PieceType> piece;
    switch (first) {
    case u'\u043A': // к, кр
        piece = kingPair ? PieceType::King : PieceType::Knight;
        break;
    case u'\u0444': // ф
        piece = PieceType::Queen;
        break;
    case u'\u0442': // т
        piece = PieceType::Rook;
        break;
    case u'\u0441': // с: a capture after it is a pawn's from the c-file
        if (square)
            piece = PieceType::Bishop;
        break;
    default:
        break;
    }
    if (!piece || !(square || capture))
        return std::nullopt;
    return LetterMatch{*piece, length, WarningCode::LowercasePieceLetter};
}

std::optional<LetterMatch> ukrainianPiece(QStringView text)
{
    if (text.isEmpty())
        return std::nullopt;
    if (const auto lowercase = lowercasePiece(text))
        return lowercase;
    const char16_t first = text[0].unicode();
    const bool cyrillicKa = first == u'\u041A';
    const bool latinK = first == u'K';
    if (cyrillicKa || latinK) {
        const char16_t second = text.size() > 1 ? text[1].unicode() : 0;
        const bool cyrillicEr = second == u'\u0440' || second == u'\u0420';
        const bool latinP = second == u'p' || second == u'P';
        if (cyrillicEr || latinP) {
            const bool clean = cyrillicKa && cyrillicEr;
            return LetterMatch{
                PieceType::King, 2, clean ? std::nullopt : std::optional(WarningCode::LatinLookalikeLetter)};
        }
        return LetterMatch{PieceType::Knight,
            1,
            cyrillicKa ? std::nullopt : std::optional(WarningCode::LatinLookalikeLetter)};
    }
    switch (first) {
    case u'\u0424': // Ф
        return LetterMatch{PieceType::Queen, 1, {}};
    case u'\u0422': // Т
        return LetterMatch{PieceType::Rook, 1, {}};
    case u'\u0421': // С
        return LetterMatch{PieceType::Bishop, 1, {}};
    case u'\u041B': // Л
        return LetterMatch{PieceType::Rook, 1, WarningCode::RussianRookLetter};
    case u'T':
        return LetterMatch{PieceType::Rook, 1, WarningCode::LatinLookalikeLetter};
    case u'C':
        return LetterMatch{PieceType::Bishop, 1, WarningCode::LatinLookalikeLetter};
    default:
        return std::nullopt;
    }
}

inline std::optional<LetterMatch> pieceLetter(QStringView text, Notation notation)
{
    return notation == Notation::Ukrainian ? ukrainianPiece(text) : englishPiece(text);
}

// Files are Latin a–h in every notation; Cyrillic а, с, е typed for a, c, e are read with a warning.
int fileIndex(QChar c, Notation notation, Warnings& warnings, QStringView token)
{
    if (c >= u'a' && c <= u'h')
        return c.unicode() - u'a';
    if (notation == Notation::Ukrainian) {
        int file = -1;
        if (c == u'\u0430')
            file = 0;
        else if (c == u'\u0441')
            file = 2;
        else if (c == u'\u0435')
            file = 4;
        if (file >= 0) {
            warnings.append(Warning{WarningCode::CyrillicFileLetter,
                say(MessageCode::CyrillicLetterReadAsFile,
                    token.toString(),
                    QString(c),
                    QString(QChar(u'a' + file)))});
            return file;
        }
    }
    return -1;
}

std::optional<MoveSpec::Castling> castlingOf(QStringView text)
{
    int zeros = 0;
    for (QChar c : text) {
        if (c == u'O' || c == u'o' || c == u'0')
            ++zeros;
        else if (c != u'-')
            return std::nullopt;
    }
    if (zeros == 2)
        return MoveSpec::Castling::Kingside;
    if (zeros == 3)
        return MoveSpec::Castling::Queenside;
    return std::nullopt;
}

void addLetterWarning(const LetterMatch& match, QStringView token, Warnings& warnings)
{
    if (!match.warning)
        return;
    const MessageCode what = *match.warning == WarningCode::RussianRookLetter
        ? MessageCode::RussianRookLetterRead
        : *match.warning == WarningCode::LowercasePieceLetter ? MessageCode::LowercasePieceLetterRead
                                                              : MessageCode::LatinLookalikeLetterRead;
    warnings.append(Warning{*match.warning, say(what, token.toString())});
}

} // namespace

Result<MoveSpec> readAlgebraic(QStringView token, Notation notation, Warnings& warnings)
{
    if (token.isEmpty())
        return malformed(token, say(MessageCode::NoMoveWritten));
    MoveSpec spec;
    const char16_t first = token.front().unicode();
    if (first == u'O' || first == u'o' || first == u'0') {
        if (const auto castling = castlingOf(token)) {
            spec.castling = *castling;
            return spec;
        }
    }

    QStringView rest = token;
    if (const auto match = pieceLetter(rest, notation)) {
        spec.piece = match->piece;
        addLetterWarning(*match, token, warnings);
        rest = rest.mid(match->length);
    }

    // The promotion piece at the end: e8=Q, e8Q, e8(Q), e8/Q, e7-e8Ф.
    if (rest.endsWith(u')')) {
        const qsizetype open = rest.lastIndexOf(u'(');
        if (open < 0)
            return malformed(token, say(MessageCode::UnbalancedParenthesis));
        const QStringView inner = rest.mid(open + 1, rest.size() - open - 2);
        const auto match = pieceLetter(inner, notation);
        if (!match || match->length != inner.size())
            return malformed(token, say(MessageCode::NotAPromotionPiece, echoed(inner)));
        spec.promotion = match->piece;
        addLetterWarning(*match, token, warnings);
        rest = rest.first(open);
    } else if (rest.size() >= 3 && !rest.back().isDigit()) {
        // Try the longest letter that ends the token and follows a rank digit.
        for (int length : {2, 1}) {
            if (rest.size() <= length)
                continue;
            const QStringView tail = rest.last(length);
            const auto match = pieceLetter(tail, notation);
            if (!match || match->length != length)
                continue;
            QStringView head = rest.first(rest.size() - length);
            if (head.endsWith(u'=') || head.endsWith(u'/'))
                head.chop(1);
            if (head.isEmpty() || !head.back().isDigit())
                continue;
            spec.promotion = match->piece;
            addLetterWarning(*match, token, warnings);
            rest = head;
            break;
        }
    }

    // What remains is a sequence of file letters and rank digits: to, f+to, r+to or from+to.
    struct Element
    {
        bool isFile;
        int value;
    };
    Element elements[4];
    int count = 0;
    for (QChar c : rest) {
        if (isSeparator(c))
            continue;
        Element element;
        if (const int file = fileIndex(c, notation, warnings, token); file >= 0)
            element = {true, file};
        else if (c >= u'1' && c <= u'8')
            element = {false, c.unicode() - u'1'};
        else if (c.script() == QChar::Script_Cyrillic && notation != Notation::Ukrainian)
            return malformed(token, say(MessageCode::CyrillicLetterInEnglishNotation, echoed(QString(c))));
        else
            return malformed(token, say(MessageCode::UnexpectedCharacter, echoed(QString(c))));
        if (count == 4)
            return malformed(token, say(MessageCode::MoreThanTwoSquares));
        elements[count++] = element;
    }
    if (count < 2 || !elements[count - 2].isFile || elements[count - 1].isFile)
        return malformed(token, say(MessageCode::NoDestinationSquare));
    spec.to = makeSquare(elements[count - 2].value, elements[count - 1].value);
    if (count == 3) {
        (elements[0].isFile ? spec.fromFile : spec.fromRank) = elements[0].value;
    } else if (count == 4) {
        if (!elements[0].isFile || elements[1].isFile)
            return malformed(token, say(MessageCode::OriginNotASquare));
        spec.fromFile = elements[0].value;
        spec.fromRank = elements[1].value;
    }
    return spec;
}

} // namespace postmark::chess

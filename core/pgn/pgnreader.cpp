// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgnreader.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>
#include <string>
#include <string_view>

#include "core/chess/movespec.h"
#include "core/chess/notation.h"
#include "core/pgn/pgntext.h"
#include "core/support/echo.h"
#include "core/support/inputlimits.h"

using namespace Qt::StringLiterals;

namespace postmark::pgn {

namespace {

enum class TokenKind
{
    End,
    Tag,
    Comment,
    OpenVariation,
    CloseVariation,
    Nag,
    Symbol,
    Result,
};

struct Token
{
    TokenKind kind = TokenKind::End;
    std::string symbol; ///< Symbol, Result: the text; Symbol keeps its !/? suffix
    QByteArray text; ///< Tag: the name; Comment: the text
    QByteArray value; ///< Tag: the value
    bool brokenQuoting = false;
    bool commentRanIntoTags = false; ///< Comment: no closing brace before the next game's tag section
    bool textCut = false; ///< Comment, Tag: longer than limits::MaxPgnTextBytes, the rest skipped
    qsizetype symbolBytes = 0; ///< Symbol: its whole length; only limits::MaxPgnSymbolBytes are kept
    int nag = 0;
};

constexpr std::array<bool, 256> symbolByteTable()
{
    std::array<bool, 256> table{};
    for (int c = 0; c < 256; ++c) {
        table[c] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '+'
            || c == '#' || c == '=' || c == ':' || c == '-' || c == '/' || c == '_' || c == '!' || c == '?'
            || c >= 0x80;
    }
    return table;
}
constexpr auto SymbolBytes = symbolByteTable();

bool isSymbolByte(int c)
{
    return SymbolBytes[static_cast<unsigned char>(c)];
}

bool isResult(std::string_view symbol)
{
    if (symbol.empty() || (symbol[0] != '0' && symbol[0] != '1' && symbol[0] != '*'))
        return false;
    return symbol == "1-0" || symbol == "0-1" || symbol == "1/2-1/2" || symbol == "*";
}

bool isMoveNumber(const std::string& symbol)
{
    for (char c : symbol) {
        if (c < '0' || c > '9')
            return false;
    }
    return true;
}

/// "!" -> 1, "?" -> 2, "!!" -> 3, "??" -> 4, "!?" -> 5, "?!" -> 6 (the PGN standard's NAGs).
int nagOfSuffix(std::string_view suffix)
{
    static constexpr std::string_view Suffixes[] = {"!", "?", "!!", "??", "!?", "?!"};
    for (int index = 0; index < 6; ++index) {
        if (suffix == Suffixes[index])
            return index + 1;
    }
    return 0;
}

QString resultOfMate(const chess::Position& position)
{
    return position.sideToMove() == chess::Color::White ? u"0-1"_s : u"1-0"_s;
}

} // namespace

class PgnReader::Impl
{
public:
    explicit Impl(QIODevice& device)
        : m_device(device)
    {}

    bool readNext(PgnGame& game);

private:
    struct Level
    {
        PgnLine* line;
        chess::Position position;
        chess::Position beforeLast;
        int ply;
        bool hasLast;
    };

    int peek()
    {
        if (m_pos == m_buffer.size() && !refill())
            return -1;
        return static_cast<unsigned char>(m_buffer[m_pos]);
    }
    void advance()
    {
        m_atLineStart = m_buffer[m_pos] == '\n';
        ++m_pos;
    }
    bool refill()
    {
        if (m_eof)
            return false;
        // A chunk of up to 1 MiB, but no bigger than what the device holds: a reader of a short text (a
        // pasted game, one game written back) should not allocate and clear a megabyte.
        constexpr qint64 Chunk = 1 << 20;
        m_buffer = m_device.read(std::clamp<qint64>(m_device.bytesAvailable(), 4096, Chunk));
        m_pos = 0;
        if (m_buffer.isEmpty()) {
            m_eof = true;
            return false;
        }
        if (m_firstChunk) {
            m_firstChunk = false;
            if (m_buffer.startsWith("\xEF\xBB\xBF"))
                m_pos = 3;
        }
        return m_pos < m_buffer.size() || refill();
    }

    QByteArray readUntil(char terminator, bool consumeTerminator, bool* cut = nullptr);
    QByteArray readBraceComment(bool& ranIntoTags, bool& cut);
    bool tagLineAhead();
    void ensureAhead(qsizetype bytes);
    Token nextToken();
    void readTag(Token& token);

    void startMovetext(PgnGame& game);
    void addComment(const QByteArray& raw);
    void playSymbol(PgnGame& game, const Token& token);
    void finish(PgnGame& game, const QString& resultToken);

    QIODevice& m_device;
    QByteArray m_buffer;
    qsizetype m_pos = 0;
    bool m_eof = false;
    bool m_firstChunk = true;
    bool m_atLineStart = true;
    std::optional<Token> m_pushedBack;
    int m_gameCount = 0;

    std::vector<Level> m_levels;
    bool m_skipping = false;
    bool m_notUtf8 = false;
};

void PgnReader::Impl::ensureAhead(qsizetype bytes)
{
    // Keeps `bytes` of look-ahead in the buffer across the reader's chunks, so that what is seen ahead does
    // not depend on where a chunk happens to end.
    if (m_eof || m_buffer.size() - m_pos >= bytes)
        return;
    const QByteArray more = m_device.read(1 << 20);
    if (more.isEmpty()) {
        m_eof = true;
        return;
    }
    m_buffer = m_buffer.mid(m_pos) + more;
    m_pos = 0;
}

bool PgnReader::Impl::tagLineAhead()
{
    // A line that opens a tag pair, [Name "value"]: the next game's tag section.
    ensureAhead(256);
    qsizetype at = m_pos;
    const qsizetype size = m_buffer.size();
    if (at >= size || m_buffer[at] != '[')
        return false;
    ++at;
    const qsizetype nameStart = at;
    while (at < size && (std::isalnum(static_cast<unsigned char>(m_buffer[at])) || m_buffer[at] == '_'))
        ++at;
    if (at == nameStart || at >= size || (m_buffer[at] != ' ' && m_buffer[at] != '\t'))
        return false;
    while (at < size && (m_buffer[at] == ' ' || m_buffer[at] == '\t'))
        ++at;
    if (at >= size || m_buffer[at] != '"')
        return false;
    // A tag pair ends its line with "]: a comment's line that only begins like one ([Event "… inside a
    // closed comment, which the writer may wrap onto a line of its own) is not a tag section. A line longer
    // than the look-ahead is taken as a tag line.
    const qsizetype end = m_buffer.indexOf('\n', at);
    if (end < 0)
        return true;
    const QByteArrayView line = QByteArrayView(m_buffer).sliced(at, end - at).trimmed();
    return line.endsWith("\"]");
}

namespace {

/// Appends what a text may still hold (limits::MaxPgnTextBytes): the rest is read past, not kept, so that
/// a hostile half-gigabyte comment costs a megabyte.
void appendCapped(QByteArray& text, const char* begin, qsizetype length, bool& cut)
{
    const qsizetype room = std::max<qsizetype>(0, limits::MaxPgnTextBytes - text.size());
    if (length > room)
        cut = true;
    text.append(begin, std::min(length, room));
}

} // namespace

QByteArray PgnReader::Impl::readBraceComment(bool& ranIntoTags, bool& cut)
{
    // A comment runs to its closing brace — but one left open must not swallow the games after it: it ends
    // where a line opens the next game's tag section, and the game says so.
    QByteArray text;
    ranIntoTags = false;
    while (peek() >= 0) {
        const char* begin = m_buffer.constData() + m_pos;
        const char* end = m_buffer.constData() + m_buffer.size();
        // The first brace or line break, each found by memchr (comments are much of a real PGN file).
        const auto* brace = static_cast<const char*>(std::memchr(begin, '}', std::size_t(end - begin)));
        const char* limit = brace ? brace : end;
        const auto* newline = static_cast<const char*>(std::memchr(begin, '\n', std::size_t(limit - begin)));
        const char* stop = newline ? newline : limit;
        appendCapped(text, begin, stop - begin, cut);
        m_pos += stop - begin;
        if (stop != begin)
            m_atLineStart = false;
        if (stop == end)
            continue; // the next chunk
        const bool closing = *stop == '}';
        if (!closing)
            text.append('\n');
        advance();
        if (closing)
            break;
        if (tagLineAhead()) {
            ranIntoTags = true;
            break;
        }
    }
    return text;
}

QByteArray PgnReader::Impl::readUntil(char terminator, bool consumeTerminator, bool* cut)
{
    // Copies whole spans of the buffer up to the terminator; a span ends at the buffer's end too.
    QByteArray text;
    bool wasCut = false;
    while (peek() >= 0) {
        const char* begin = m_buffer.constData() + m_pos;
        const qsizetype available = m_buffer.size() - m_pos;
        const auto* found = static_cast<const char*>(std::memchr(begin, terminator, std::size_t(available)));
        const qsizetype length = found ? found - begin : available;
        appendCapped(text, begin, length, wasCut);
        m_pos += length;
        if (length > 0)
            m_atLineStart = begin[length - 1] == '\n';
        if (found) {
            if (consumeTerminator)
                advance();
            break;
        }
    }
    if (cut)
        *cut = wasCut;
    return text;
}

void PgnReader::Impl::readTag(Token& token)
{
    token.kind = TokenKind::Tag;
    // Tags stand on lines of their own; reading to the line's end copes with unescaped quotes inside
    // values, a defect real files have ([Event "The "Immortal" game"]).
    const QByteArray line = readUntil('\n', true, &token.textCut).trimmed();
    qsizetype nameEnd = 0;
    while (nameEnd < line.size() && line[nameEnd] != ' ' && line[nameEnd] != '\t' && line[nameEnd] != '"')
        ++nameEnd;
    token.text = line.first(nameEnd);
    const qsizetype open = line.indexOf('"', nameEnd);
    const qsizetype close = line.lastIndexOf(']');
    if (open < 0) {
        token.value = line.mid(nameEnd, (close < 0 ? line.size() : close) - nameEnd).trimmed();
        token.brokenQuoting = true;
        return;
    }
    // The standard form: escapes \" and \\, closing quote, then ']'. Most values have no escape and are
    // taken as one slice.
    QByteArray value;
    qsizetype index = open + 1;
    bool closed = false;
    const qsizetype quote = line.indexOf('"', index);
    if (quote >= 0 && line.indexOf('\\', index) < 0) {
        value = line.sliced(index, quote - index);
        index = quote;
        closed = true;
    } else {
        for (; index < line.size(); ++index) {
            const char c = line[index];
            if (c == '\\' && index + 1 < line.size()) {
                value += line[++index];
            } else if (c == '"') {
                closed = true;
                break;
            } else {
                value += c;
            }
        }
    }
    if (closed && QByteArrayView(line).sliced(index + 1).trimmed() == "]") {
        token.value = value;
        return;
    }
    // Broken quoting: take everything between the first quote and the last one before ']'.
    token.brokenQuoting = true;
    const qsizetype end = close < 0 ? line.size() : close;
    const qsizetype lastQuote = line.lastIndexOf('"', end);
    token.value = line.mid(open + 1, (lastQuote > open ? lastQuote : end) - open - 1);
}

Token PgnReader::Impl::nextToken()
{
    if (m_pushedBack) {
        Token token = std::move(*m_pushedBack);
        m_pushedBack.reset();
        return token;
    }
    Token token;
    for (;;) {
        // Skip white space and move-number dots inside the buffer without a call per byte.
        if (m_pos == m_buffer.size() && !refill())
            return token;
        const char* data = m_buffer.constData();
        const qsizetype size = m_buffer.size();
        while (m_pos < size) {
            const char b = data[m_pos];
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t' && b != '.')
                break;
            m_atLineStart = b == '\n';
            ++m_pos;
        }
        if (m_pos == size)
            continue;
        const int c = static_cast<unsigned char>(data[m_pos]);
        if (c == '%' && m_atLineStart) {
            readUntil('\n', true);
            continue;
        }
        switch (c) {
        case ' ':
        case '\t':
        case '\r':
        case '\n':
        case '.':
            advance();
            continue;
        case '[':
            advance();
            readTag(token);
            return token;
        case '{':
            advance();
            token.kind = TokenKind::Comment;
            token.text = readBraceComment(token.commentRanIntoTags, token.textCut);
            return token;
        case ';':
            advance();
            token.kind = TokenKind::Comment;
            token.text = readUntil('\n', false, &token.textCut);
            return token;
        case '(':
            advance();
            token.kind = TokenKind::OpenVariation;
            return token;
        case ')':
            advance();
            token.kind = TokenKind::CloseVariation;
            return token;
        case '$': {
            advance();
            token.kind = TokenKind::Nag;
            // A NAG is 0 to 255 (PGN standard 8.2.4): past that the digits are read on but the number no
            // longer grows, so that $99999999999 cannot overflow; it is dropped with a warning.
            for (int d = peek(); d >= '0' && d <= '9'; d = peek()) {
                if (token.nag <= 255)
                    token.nag = token.nag * 10 + (d - '0');
                advance();
            }
            return token;
        }
        case '*':
            advance();
            token.kind = TokenKind::Result;
            token.symbol.push_back('*');
            return token;
        default:
            break;
        }
        if (!isSymbolByte(c)) {
            // A stray byte ('<', '>', '}'…): a symbol of one byte, which the move reader will refuse.
            advance();
            token.kind = TokenKind::Symbol;
            token.symbol.push_back(static_cast<char>(c));
            return token;
        }
        while (peek() >= 0) {
            const char* begin = m_buffer.constData() + m_pos;
            const char* end = m_buffer.constData() + m_buffer.size();
            const char* stop = begin;
            while (stop != end && isSymbolByte(static_cast<unsigned char>(*stop)))
                ++stop;
            // A move is at most 10 bytes: past limits::MaxPgnSymbolBytes a word is read past, not kept.
            const auto room =
                std::size_t(std::max<qsizetype>(0, limits::MaxPgnSymbolBytes - token.symbolBytes));
            token.symbol.append(begin, std::min(room, std::size_t(stop - begin)));
            token.symbolBytes += stop - begin;
            m_pos += stop - begin;
            m_atLineStart = false;
            if (stop != end)
                break;
        }
        if (isResult(token.symbol)) {
            token.kind = TokenKind::Result;
            return token;
        }
        if (isMoveNumber(token.symbol)) {
            token.symbol.clear();
            token.symbolBytes = 0;
            continue;
        }
        token.kind = TokenKind::Symbol;
        return token;
    }
}

void PgnReader::Impl::startMovetext(PgnGame& game)
{
    const QString fen = game.tag(u"FEN"_s);
    m_levels.clear();
    if (!fen.isEmpty()) {
        Result<chess::Position> start = chess::Position::fromFenLenient(fen, game.warnings);
        if (!start) {
            game.illegal = PgnIllegalMove{0, echoed(fen), false, start.error(), true};
            m_skipping = true;
        } else {
            game.start = *start;
        }
    }
    m_levels.push_back(Level{&game.mainLine, game.start, game.start, 0, false});
}

void PgnReader::Impl::addComment(const QByteArray& raw)
{
    if (m_skipping || m_levels.empty())
        return;
    // Export format wraps comments anywhere, so a line break inside a comment is only white space.
    QString text = decodePgnText(raw, m_notUtf8).simplified();
    Level& level = m_levels.back();
    if (level.hasLast) {
        PgnMove& move = level.line->moves.back();
        if (const auto date = takeSendDate(text))
            move.sendDate = date;
        if (!text.isEmpty())
            move.comment = move.comment.isEmpty() ? text : move.comment + u' ' + text;
    } else if (!text.isEmpty()) {
        QString& leading = level.line->leadingComment;
        leading = leading.isEmpty() ? text : leading + u' ' + text;
    }
}

void PgnReader::Impl::playSymbol(PgnGame& game, const Token& token)
{
    if (m_skipping)
        return;
    const std::string& symbol = token.symbol;
    if (token.symbolBytes > limits::MaxPgnSymbolBytes) {
        game.illegal = PgnIllegalMove{m_levels.back().ply + 1,
            echoed(QString::fromUtf8(symbol.data(), qsizetype(symbol.size()))),
            m_levels.size() > 1,
            Error{ErrorCode::MalformedMove, say(MessageCode::PgnSymbolTooLong, qint64(token.symbolBytes))}};
        m_skipping = true;
        return;
    }
    // Split off a !/? suffix, which PGN reads as a NAG.
    std::string_view move(symbol);
    std::size_t suffixStart = move.size();
    while (suffixStart > 0 && (move[suffixStart - 1] == '!' || move[suffixStart - 1] == '?'))
        --suffixStart;
    const int suffixNag = nagOfSuffix(move.substr(suffixStart));
    move = move.substr(0, suffixStart);

    // Moves are ASCII in PGN; widening them on the stack keeps the parser off the heap.
    char16_t wide[32];
    const QString utf8Move =
        move.size() >= 32 ? QString::fromUtf8(move.data(), qsizetype(move.size())) : QString();
    QStringView view;
    if (!utf8Move.isNull()) {
        view = utf8Move;
    } else {
        for (std::size_t index = 0; index < move.size(); ++index)
            wide[index] = static_cast<unsigned char>(move[index]);
        view = QStringView(wide, qsizetype(move.size()));
    }

    Level& level = m_levels.back();
    // Most tokens are plain SAN, read straight from their bytes; the rest go through the full reader.
    const std::optional<chess::MoveSpec> plain = chess::readPlainSan(move);
    const auto resolvePlain = [&]() -> Result<chess::ParsedMove> {
        const Result<chess::Move> resolved =
            chess::resolveMove(level.position, *plain, view, chess::Notation::San);
        if (!resolved)
            return resolved.error();
        return chess::ParsedMove{*resolved, {}};
    };
    const Result<chess::ParsedMove> parsed =
        plain ? resolvePlain() : chess::parseMove(level.position, view, chess::Notation::San);
    if (!parsed) {
        game.illegal = PgnIllegalMove{level.ply + 1,
            echoed(QString::fromUtf8(symbol.data(), qsizetype(symbol.size()))),
            m_levels.size() > 1,
            parsed.error()};
        m_skipping = true;
        return;
    }
    level.beforeLast = level.position;
    level.position.play(parsed->move);
    ++level.ply;
    level.hasLast = true;
    PgnMove& added = level.line->moves.emplace_back();
    added.move = parsed->move;
    if (suffixNag)
        added.nags.append(suffixNag);
}

void PgnReader::Impl::finish(PgnGame& game, const QString& resultToken)
{
    const QString tagResult = game.tag(u"Result"_s);
    if (resultToken.isEmpty()) {
        game.warnings.append(Warning{WarningCode::PgnMissingResult, say(MessageCode::PgnNoResultToken)});
        game.result = isResult(tagResult.toStdString()) ? tagResult : u"*"_s;
    } else {
        game.result = resultToken;
        if (!tagResult.isEmpty() && tagResult != resultToken)
            game.warnings.append(Warning{
                WarningCode::PgnResultMismatch, say(MessageCode::PgnResultMismatch, tagResult, resultToken)});
    }
    if (!game.illegal && game.result == u"*") {
        const chess::Position final = m_levels.empty() ? game.start : m_levels.front().position;
        if (final.isCheckmate()) {
            game.result = resultOfMate(final);
            game.setTag(u"Result"_s, game.result);
            game.warnings.append(
                Warning{WarningCode::PgnResultAfterMate, say(MessageCode::PgnResultAfterMate, game.result)});
        }
    }
    if (m_notUtf8)
        game.warnings.append(Warning{WarningCode::PgnNotUtf8, say(MessageCode::PgnNotUtf8)});
}

bool PgnReader::Impl::readNext(PgnGame& game)
{
    game.clear();
    m_levels.clear();
    m_skipping = false;
    m_notUtf8 = false;
    bool sawAnything = false;
    bool inMovetext = false;
    for (;;) {
        Token token = nextToken();
        if (token.kind == TokenKind::End) {
            if (!sawAnything)
                return false;
            // Tags that end the file are still a game: its set-up position is checked like any other.
            if (!inMovetext)
                startMovetext(game);
            finish(game, {});
            break;
        }
        if (token.kind == TokenKind::Tag) {
            if (inMovetext) {
                m_pushedBack = std::move(token);
                finish(game, {});
                break;
            }
            if (!sawAnything)
                game.number = ++m_gameCount;
            sawAnything = true;
            const QString name = decodePgnText(token.text, m_notUtf8);
            const QString value = decodePgnText(token.value, m_notUtf8);
            if (token.textCut)
                game.warnings.append(Warning{WarningCode::PgnTextCut,
                    say(MessageCode::PgnTextCut, qint64(limits::MaxPgnTextBytes >> 20))});
            if (token.brokenQuoting)
                game.warnings.append(Warning{WarningCode::PgnBrokenTagQuoting,
                    say(MessageCode::PgnTagQuoting, echoed(name), echoed(value))});
            game.tags.append(PgnTag{name, value});
            continue;
        }
        if (!sawAnything)
            game.number = ++m_gameCount;
        sawAnything = true;
        if (!inMovetext) {
            inMovetext = true;
            startMovetext(game);
        }
        switch (token.kind) {
        case TokenKind::Comment:
            addComment(token.text);
            if (token.textCut && !m_skipping)
                game.warnings.append(Warning{WarningCode::PgnTextCut,
                    say(MessageCode::PgnTextCut, qint64(limits::MaxPgnTextBytes >> 20))});
            if (token.commentRanIntoTags)
                game.warnings.append(
                    Warning{WarningCode::PgnCommentNotClosed, say(MessageCode::PgnCommentNotClosed)});
            break;
        case TokenKind::OpenVariation: {
            if (m_skipping)
                break;
            const Level& parent = m_levels.back();
            if (!parent.hasLast) {
                game.illegal = PgnIllegalMove{parent.ply,
                    u"("_s,
                    m_levels.size() > 1,
                    Error{ErrorCode::PgnSyntax, say(MessageCode::PgnVariationBeforeMove)}};
                m_skipping = true;
                break;
            }
            if (std::ssize(m_levels) > limits::MaxVariationDepth) {
                // Each level costs the writer and the destructor a stack frame: past the limit the game is
                // refused, as a game with an illegal move is, and the file reads on.
                game.illegal = PgnIllegalMove{parent.ply,
                    u"("_s,
                    true,
                    Error{ErrorCode::PgnSyntax,
                        say(MessageCode::PgnVariationTooDeep, limits::MaxVariationDepth)}};
                m_skipping = true;
                break;
            }
            PgnLine* variation = &parent.line->moves.back().variations.emplace_back();
            m_levels.push_back(Level{variation, parent.beforeLast, parent.beforeLast, parent.ply - 1, false});
            break;
        }
        case TokenKind::CloseVariation:
            if (!m_skipping && m_levels.size() > 1)
                m_levels.pop_back();
            break;
        case TokenKind::Nag:
            if (token.nag > 255) {
                if (!m_skipping)
                    game.warnings.append(
                        Warning{WarningCode::PgnNagOutOfRange, say(MessageCode::PgnNagOutOfRange)});
            } else if (!m_skipping && m_levels.back().hasLast) {
                m_levels.back().line->moves.back().nags.append(token.nag);
            }
            break;
        case TokenKind::Symbol:
            playSymbol(game, token);
            break;
        case TokenKind::Result:
            finish(game, QString::fromLatin1(token.symbol.data(), qsizetype(token.symbol.size())));
            return true;
        case TokenKind::End:
        case TokenKind::Tag:
            break;
        }
    }
    return true;
}

PgnReader::PgnReader(QIODevice& device)
    : m_impl(std::make_unique<Impl>(device))
{}

PgnReader::~PgnReader() = default;

bool PgnReader::readNext(PgnGame& game)
{
    return m_impl->readNext(game);
}

} // namespace postmark::pgn

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgntokenizer.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>

#include "core/support/inputlimits.h"

namespace postmark::pgn {

namespace {

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

bool isMoveNumber(const std::string& symbol)
{
    for (char c : symbol) {
        if (c < '0' || c > '9')
            return false;
    }
    return true;
}

} // namespace

bool isResult(std::string_view symbol)
{
    if (symbol.empty() || (symbol[0] != '0' && symbol[0] != '1' && symbol[0] != '*'))
        return false;
    return symbol == "1-0" || symbol == "0-1" || symbol == "1/2-1/2" || symbol == "*";
}

void PgnTokenizer::ensureAhead(qsizetype bytes)
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

bool PgnTokenizer::tagLineAhead()
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

QByteArray PgnTokenizer::readBraceComment(bool& ranIntoTags, bool& ranToEnd, bool& cut)
{
    // A comment runs to its closing brace — but one left open must not swallow the games after it: it ends
    // where a line opens the next game's tag section, and the game says so.
    QByteArray text;
    ranIntoTags = false;
    // Left open at the end of the file, it took the rest of the game with it: said too.
    ranToEnd = true;
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
        if (closing) {
            ranToEnd = false;
            break;
        }
        if (tagLineAhead()) {
            ranIntoTags = true;
            ranToEnd = false;
            break;
        }
    }
    return text;
}

QByteArray PgnTokenizer::readUntil(char terminator, bool consumeTerminator, bool* cut)
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

namespace {

/// Sets `target` to `bytes`, in the room it already has: a token's name and value are filled again for
/// every tag of a file (three byte arrays made and dropped a tag were a tenth of a replay).
void assignBytes(QByteArray& target, QByteArrayView bytes)
{
    target.resize(bytes.size());
    if (!bytes.isEmpty())
        std::memcpy(target.data(), bytes.data(), std::size_t(bytes.size()));
}

/// QByteArray::mid()'s answer on a view (Qt 6.4's view has none): from `position`, `length` bytes, or to the
/// end when the length is negative or runs past it — a broken tag line asks for both.
QByteArrayView midOf(QByteArrayView bytes, qsizetype position, qsizetype length)
{
    if (position >= bytes.size())
        return {};
    if (length < 0 || length > bytes.size() - position)
        length = bytes.size() - position;
    return bytes.sliced(position, length);
}

/// Reads a tag line (without its '['), trimmed: the name, then the value between quotes with escapes \"
/// and \\, else whatever the line holds (`brokenQuoting`).
void readTagLine(QByteArrayView line, Token& token)
{
    qsizetype nameEnd = 0;
    // The name ends where its value or the line's bracket begins: [Event] names the tag Event.
    while (nameEnd < line.size() && line[nameEnd] != ' ' && line[nameEnd] != '\t' && line[nameEnd] != '"'
        && line[nameEnd] != ']')
        ++nameEnd;
    assignBytes(token.text, line.first(nameEnd));
    const qsizetype open = line.indexOf('"', nameEnd);
    const qsizetype close = line.lastIndexOf(']');
    if (open < 0) {
        assignBytes(token.value, midOf(line, nameEnd, (close < 0 ? line.size() : close) - nameEnd).trimmed());
        token.brokenQuoting = true;
        return;
    }
    // The standard form: escapes \" and \\, closing quote, then ']'. Most values have no escape and are
    // taken as one slice.
    qsizetype index = open + 1;
    bool closed = false;
    const qsizetype quote = line.indexOf('"', index);
    if (quote >= 0 && line.sliced(index).indexOf('\\') < 0) {
        assignBytes(token.value, line.sliced(index, quote - index));
        index = quote;
        closed = true;
    } else {
        token.value.resize(0);
        for (; index < line.size(); ++index) {
            const char c = line[index];
            if (c == '\\' && index + 1 < line.size()) {
                token.value += line[++index];
            } else if (c == '"') {
                closed = true;
                break;
            } else {
                token.value += c;
            }
        }
    }
    if (closed && line.sliced(index + 1).trimmed() == "]")
        return;
    // Broken quoting: take everything between the first quote and the last one before ']'.
    token.brokenQuoting = true;
    const qsizetype end = close < 0 ? line.size() : close;
    const qsizetype lastQuote = line.first(end).lastIndexOf('"');
    assignBytes(token.value, midOf(line, open + 1, (lastQuote > open ? lastQuote : end) - open - 1));
}

} // namespace

void PgnTokenizer::readTag(Token& token)
{
    token.kind = TokenKind::Tag;
    // Tags stand on lines of their own; reading to the line's end copes with unescaped quotes inside
    // values, a defect real files have ([Event "The "Immortal" game"]). A line inside the buffer is read
    // where it stands; one that runs past the buffer's end is copied first.
    const char* begin = m_buffer.constData() + m_pos;
    const qsizetype available = m_buffer.size() - m_pos;
    const auto* newline = static_cast<const char*>(std::memchr(begin, '\n', std::size_t(available)));
    if (newline && newline - begin <= limits::MaxPgnTextBytes) {
        const qsizetype length = newline - begin;
        m_pos += length;
        advance(); // the line break
        readTagLine(QByteArrayView(begin, length).trimmed(), token);
        return;
    }
    const QByteArray line = readUntil('\n', true, &token.textCut).trimmed();
    readTagLine(line, token);
}

void PgnTokenizer::next(Token& token)
{
    if (m_pushedBack) {
        token = std::move(*m_pushedBack);
        m_pushedBack.reset();
        return;
    }
    token.reset();
    for (;;) {
        // Skip white space and move-number dots inside the buffer without a call per byte.
        if (m_pos == m_buffer.size() && !refill())
            return;
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
            return;
        case '{':
            advance();
            token.kind = TokenKind::Comment;
            token.text = readBraceComment(token.commentRanIntoTags, token.commentRanToEnd, token.textCut);
            return;
        case ';':
            advance();
            token.kind = TokenKind::Comment;
            token.text = readUntil('\n', false, &token.textCut);
            return;
        case '(':
            advance();
            token.kind = TokenKind::OpenVariation;
            return;
        case ')':
            advance();
            token.kind = TokenKind::CloseVariation;
            return;
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
            return;
        }
        case '*':
            advance();
            token.kind = TokenKind::Result;
            token.symbol.push_back('*');
            return;
        default:
            break;
        }
        if (!isSymbolByte(c)) {
            // A stray byte ('<', '>', '}'…): a symbol of one byte, which the move reader will refuse.
            advance();
            token.kind = TokenKind::Symbol;
            token.symbol.push_back(static_cast<char>(c));
            return;
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
            return;
        }
        if (isMoveNumber(token.symbol)) {
            token.symbol.clear();
            token.symbolBytes = 0;
            continue;
        }
        token.kind = TokenKind::Symbol;
        return;
    }
}

} // namespace postmark::pgn

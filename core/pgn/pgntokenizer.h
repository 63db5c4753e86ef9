// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <QByteArray>
#include <QIODevice>

namespace postmark::pgn {

// The PGN reader's tokens (internal to core/pgn): tags, comments, variations, NAGs, move symbols and
// results, read from a device a chunk at a time, bounded by the input limits.

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
    bool commentRanToEnd = false; ///< Comment: no closing brace before the end of the file
    bool textCut = false; ///< Comment, Tag: longer than limits::MaxPgnTextBytes, the rest skipped
    qsizetype symbolBytes = 0; ///< Symbol: its whole length; only limits::MaxPgnSymbolBytes are kept
    int nag = 0;

    /// Back to an empty token, keeping the room of its symbol, name and value.
    void reset()
    {
        kind = TokenKind::End;
        symbol.clear();
        if (!text.isEmpty()) // resize() is a call, and a move's token has neither
            text.resize(0);
        if (!value.isEmpty())
            value.resize(0);
        brokenQuoting = false;
        commentRanIntoTags = false;
        commentRanToEnd = false;
        textCut = false;
        symbolBytes = 0;
        nag = 0;
    }
};

/// Whether a symbol is a game result: 1-0, 0-1, 1/2-1/2 or *.
bool isResult(std::string_view symbol);

/// Splits a PGN text into tokens.
class PgnTokenizer
{
public:
    explicit PgnTokenizer(QIODevice& device)
        : m_device(device)
    {}
    /// Reads the next token into `token`; TokenKind::End at the end of the text. The reader's one token is
    /// filled again for every move: a Token made, moved and dropped for each (and each move number) was
    /// some 120 instructions a ply of a replay.
    void next(Token& token);
    /// A token read one too far (the next game's first tag), given back to be read first.
    void pushBack(Token&& token) { m_pushedBack = std::move(token); }

private:
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
    QByteArray readBraceComment(bool& ranIntoTags, bool& ranToEnd, bool& cut);
    bool tagLineAhead();
    void ensureAhead(qsizetype bytes);
    void readTag(Token& token);

    QIODevice& m_device;
    QByteArray m_buffer;
    qsizetype m_pos = 0;
    bool m_eof = false;
    bool m_firstChunk = true;
    bool m_atLineStart = true;
    std::optional<Token> m_pushedBack;
};

} // namespace postmark::pgn

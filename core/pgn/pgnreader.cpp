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
#include "core/pgn/pgntokenizer.h"
#include "core/support/echo.h"
#include "core/support/inputlimits.h"

using namespace Qt::StringLiterals;

namespace postmark::pgn {

namespace {

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

/// A tag's name: the names nearly every game has are made once and shared (a file of 100,000 games names
/// them a million times), any other is decoded as the text it is.
QString tagName(const QByteArray& bytes, unsigned& reading)
{
    static const std::array<std::pair<std::string_view, QString>, 14> Common = {{
        {"Event", u"Event"_s},
        {"Site", u"Site"_s},
        {"Date", u"Date"_s},
        {"Round", u"Round"_s},
        {"White", u"White"_s},
        {"Black", u"Black"_s},
        {"Result", u"Result"_s},
        {"ECO", u"ECO"_s},
        {"WhiteElo", u"WhiteElo"_s},
        {"BlackElo", u"BlackElo"_s},
        {"EventDate", u"EventDate"_s},
        {"PlyCount", u"PlyCount"_s},
        {"FEN", u"FEN"_s},
        {"SetUp", u"SetUp"_s},
    }};
    const std::string_view name(bytes.constData(), std::size_t(bytes.size()));
    for (const auto& [written, shared] : Common) {
        if (name == written)
            return shared;
    }
    return decodePgnText(bytes, reading);
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
        : m_tokens(device)
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

    void startMovetext(PgnGame& game);
    void addComment(const QByteArray& raw);
    void playSymbol(PgnGame& game, const Token& token);
    void finish(PgnGame& game, const QString& resultToken);

    PgnTokenizer m_tokens;
    int m_gameCount = 0;

    std::vector<Level> m_levels;
    bool m_skipping = false;
    unsigned m_textReading = ReadAsUtf8; ///< PgnTextReading bits of the game's texts
};
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
    QString text = decodePgnText(raw, m_textReading).simplified();
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

    Level& level = m_levels.back();
    const auto refuse = [&](const Error& error) {
        game.illegal = PgnIllegalMove{level.ply + 1,
            echoed(QString::fromUtf8(symbol.data(), qsizetype(symbol.size()))),
            m_levels.size() > 1,
            error};
        m_skipping = true;
    };
    // Most tokens are plain SAN, read straight from their bytes; the rest go through the full reader.
    chess::Move played;
    chess::MoveSpec plain;
    if (chess::readPlainSan(move, plain)) {
        const Result<chess::Move> resolved = chess::resolveMove(level.position, plain, chess::Notation::San);
        if (!resolved)
            return refuse(resolved.error());
        played = *resolved;
    } else {
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
        const Result<chess::ParsedMove> parsed = chess::parseMove(level.position, view, chess::Notation::San);
        if (!parsed)
            return refuse(parsed.error());
        played = parsed->move;
    }
    level.beforeLast = level.position;
    level.position.play(played);
    ++level.ply;
    level.hasLast = true;
    PgnMove& added = level.line->moves.emplace_back();
    added.move = played;
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
    if (m_textReading & ReadAsUtf8Repaired)
        game.warnings.append(Warning{WarningCode::PgnUtf8Repaired, say(MessageCode::PgnUtf8Repaired)});
    if (m_textReading & ReadAsWindows1251)
        game.warnings.append(
            Warning{WarningCode::PgnReadAsWindows1251, say(MessageCode::PgnReadAsWindows1251)});
    if (m_textReading & ReadAsLatin1)
        game.warnings.append(Warning{WarningCode::PgnNotUtf8, say(MessageCode::PgnNotUtf8)});
}

bool PgnReader::Impl::readNext(PgnGame& game)
{
    game.clear();
    m_levels.clear();
    m_skipping = false;
    m_textReading = ReadAsUtf8;
    bool sawAnything = false;
    bool inMovetext = false;
    Token token; // filled again for every move
    for (;;) {
        m_tokens.next(token);
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
                m_tokens.pushBack(std::move(token));
                finish(game, {});
                break;
            }
            if (!sawAnything)
                game.number = ++m_gameCount;
            sawAnything = true;
            const QString name = tagName(token.text, m_textReading);
            const QString value = decodePgnText(token.value, m_textReading);
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
            if (token.commentRanToEnd)
                game.warnings.append(
                    Warning{WarningCode::PgnCommentNotClosed, say(MessageCode::PgnCommentNotClosedAtEnd)});
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

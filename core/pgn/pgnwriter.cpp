// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgnwriter.h"

#include <algorithm>
#include <utility>

#include <QStringList>

#include "core/pgn/pgntext.h"
#include "core/support/wordwrap.h"

using namespace Qt::StringLiterals;

namespace postmark::pgn {

namespace {

constexpr int MaxLineLength = 79;

const QStringList& sevenTagRoster()
{
    static const QStringList Roster = {
        u"Event"_s, u"Site"_s, u"Date"_s, u"Round"_s, u"White"_s, u"Black"_s, u"Result"_s};
    return Roster;
}

QString rosterDefault(const QString& name)
{
    if (name == u"Date")
        return u"????.??.??"_s;
    if (name == u"Result")
        return u"*"_s;
    return u"?"_s;
}

QString escapeTagValue(const QString& value)
{
    QString escaped = value;
    escaped.replace(u'\\', u"\\\\"_s);
    escaped.replace(u'"', u"\\\""_s);
    escaped.replace(u'\n', u' ');
    return escaped;
}

/// Collects movetext tokens; comments are split into words so that lines can be wrapped anywhere.
class MovetextBuilder
{
public:
    explicit MovetextBuilder(chess::Notation notation)
        : m_notation(notation)
    {}

    void writeLine(const PgnLine& line, chess::Position position)
    {
        addComment(line.leadingComment, std::nullopt);
        bool needNumber = true;
        for (const PgnMove& move : line.moves) {
            const bool white = position.sideToMove() == chess::Color::White;
            if (white)
                append(QString::number(position.fullmoveNumber()) + u'.');
            else if (needNumber)
                append(QString::number(position.fullmoveNumber()) + u"..."_s);
            append(chess::writeMove(position, move.move, m_notation));
            for (int nag : move.nags)
                append(u'$' + QString::number(nag));
            needNumber = addComment(move.comment, move.sendDate);
            for (const PgnLine& variation : move.variations) {
                m_openParentheses += u'(';
                writeLine(variation, position);
                if (!m_openParentheses.isEmpty())
                    append(std::exchange(m_openParentheses, QString()));
                m_tokens.last() += u')';
                needNumber = true;
            }
            position.play(move.move);
        }
    }

    /// Adds a token; a variation's "(" is joined to the token that follows it.
    void append(const QString& token)
    {
        m_tokens.append(
            m_openParentheses.isEmpty() ? token : std::exchange(m_openParentheses, QString()) + token);
    }

    QString wrapped() const { return wrapWords(m_tokens, MaxLineLength); }

private:
    /// Returns whether a comment was written (a black move after it needs its number again).
    bool addComment(const QString& comment, const std::optional<QDate>& sendDate)
    {
        QString text = comment;
        text.replace(u'}', u')');
        if (sendDate)
            text = text.isEmpty() ? sendDateCommand(*sendDate) : sendDateCommand(*sendDate) + u' ' + text;
        if (text.isEmpty())
            return false;
        // Words may wrap onto the next line, but a command such as [%ccsnt 2018.02.02] stays whole so that
        // tools which look for it on one line find it.
        QStringList words;
        bool insideCommand = false;
        for (const QString& word : text.simplified().split(u' ')) {
            if (insideCommand)
                words.last() += u' ' + word;
            else
                words.append(word);
            insideCommand = (insideCommand || word.startsWith(u"[%"_s)) && !word.endsWith(u']');
        }
        words.first().prepend(u'{');
        words.last().append(u'}');
        for (const QString& word : std::as_const(words))
            append(word);
        return true;
    }

    chess::Notation m_notation;
    QStringList m_tokens;
    QString m_openParentheses; ///< "(" (or "((") waiting for the first token of its variation
};

} // namespace

QString writeMovetext(const PgnGame& game, const PgnWriteOptions& options)
{
    MovetextBuilder builder(options.notation);
    builder.writeLine(game.mainLine, game.start);
    builder.append(game.result.isEmpty() ? u"*"_s : game.result);
    return builder.wrapped();
}

QString writePgn(const PgnGame& game, const PgnWriteOptions& options)
{
    QList<PgnTag> tags = game.tags;
    const auto setTag = [&tags](const QString& name, const QString& value) {
        for (PgnTag& tag : tags) {
            if (tag.name == name) {
                tag.value = value;
                return;
            }
        }
        tags.append(PgnTag{name, value});
    };
    setTag(u"Result"_s, game.result.isEmpty() ? u"*"_s : game.result);
    if (options.postal)
        setTag(u"Mode"_s, u"PM"_s);
    if (!(game.start == chess::Position::initial())) {
        setTag(u"SetUp"_s, u"1"_s);
        setTag(u"FEN"_s, game.start.toFen());
    }

    QString text;
    for (const QString& name : sevenTagRoster()) {
        QString value = rosterDefault(name);
        for (const PgnTag& tag : std::as_const(tags)) {
            if (tag.name == name)
                value = tag.value;
        }
        text += u'[' + name + u" \""_s + escapeTagValue(value) + u"\"]\n"_s;
    }
    QList<PgnTag> others;
    for (const PgnTag& tag : std::as_const(tags)) {
        if (!sevenTagRoster().contains(tag.name))
            others.append(tag);
    }
    std::stable_sort(others.begin(), others.end(), [](const PgnTag& a, const PgnTag& b) {
        return a.name.toLatin1() < b.name.toLatin1();
    });
    for (const PgnTag& tag : std::as_const(others))
        text += u'[' + tag.name + u" \""_s + escapeTagValue(tag.value) + u"\"]\n"_s;
    text += u'\n' + writeMovetext(game, options) + u"\n\n"_s;
    return text;
}

} // namespace postmark::pgn

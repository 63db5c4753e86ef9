// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/uciprotocol.h"

#include <QList>

using namespace Qt::StringLiterals;

namespace postmark::engine {

namespace {

/// A number an engine wrote; a token that is none reads as 0 and leaves the rest of the line as it was.
qint64 number(const QList<QStringView>& tokens, qsizetype& i)
{
    if (i + 1 >= tokens.size())
        return 0;
    return tokens[++i].toLongLong();
}

UciInfo readInfo(const QList<QStringView>& tokens)
{
    UciInfo info;
    for (qsizetype i = 1; i < tokens.size(); ++i) {
        const QStringView key = tokens[i];
        if (key == u"depth") {
            info.depth = int(number(tokens, i));
        } else if (key == u"seldepth") {
            info.selectiveDepth = int(number(tokens, i));
        } else if (key == u"multipv") {
            info.multiPv = std::max(1, int(number(tokens, i)));
        } else if (key == u"nodes") {
            info.nodes = number(tokens, i);
        } else if (key == u"nps") {
            info.nodesPerSecond = number(tokens, i);
        } else if (key == u"time") {
            info.timeMs = int(number(tokens, i));
        } else if (key == u"score") {
            if (i + 2 >= tokens.size())
                break;
            const QStringView kind = tokens[i + 1];
            bool ok = false;
            const int value = tokens[i + 2].toInt(&ok);
            i += 2;
            if (!ok || (kind != u"cp" && kind != u"mate"))
                continue;
            UciScore score{kind == u"mate", value, false};
            if (i + 1 < tokens.size() && (tokens[i + 1] == u"lowerbound" || tokens[i + 1] == u"upperbound")) {
                score.bound = true;
                ++i;
            }
            info.score = score;
        } else if (key == u"pv") {
            while (i + 1 < tokens.size() && chess::looksLikeUciMove(tokens[i + 1]))
                info.pv.append(tokens[++i].toString());
        } else if (key == u"string") {
            break; // the rest is the engine's free text
        }
        // Anything else (currmove, hashfull, tbhits, wdl …) is skipped a token at a time: its values are
        // numbers or moves, which are no keywords.
    }
    return info;
}

UciOption readOption(const QList<QStringView>& tokens)
{
    // option name NAME WITH SPACES type T [default D] [min N] [max N] [var V]…
    UciOption option;
    QStringList name;
    QStringList defaultValue;
    QStringList* collecting = nullptr;
    for (qsizetype i = 1; i < tokens.size(); ++i) {
        const QStringView token = tokens[i];
        if (token == u"name") {
            collecting = &name;
        } else if (token == u"type" && i + 1 < tokens.size()) {
            option.type = tokens[++i].toString();
            collecting = nullptr;
        } else if (token == u"default") {
            collecting = &defaultValue;
        } else if ((token == u"min" || token == u"max") && i + 1 < tokens.size()) {
            bool ok = false;
            const int value = tokens[++i].toInt(&ok);
            if (ok)
                (token == u"min" ? option.min : option.max) = value;
            collecting = nullptr;
        } else if (token == u"var") {
            ++i;
            collecting = nullptr;
        } else if (collecting) {
            collecting->append(token.toString());
        }
    }
    option.name = name.join(u' ');
    option.defaultValue = defaultValue.join(u' ');
    return option;
}

} // namespace

UciReply readUciLine(QStringView line)
{
    UciReply reply;
    const QList<QStringView> tokens = line.trimmed().split(u' ', Qt::SkipEmptyParts);
    if (tokens.isEmpty())
        return reply;
    const QStringView first = tokens.front();
    if (first == u"uciok") {
        reply.kind = UciReply::Kind::UciOk;
    } else if (first == u"readyok") {
        reply.kind = UciReply::Kind::ReadyOk;
    } else if (first == u"id" && tokens.size() >= 2 && (tokens[1] == u"name" || tokens[1] == u"author")) {
        reply.kind = tokens[1] == u"name" ? UciReply::Kind::IdName : UciReply::Kind::IdAuthor;
        const qsizetype start = tokens[1].data() + tokens[1].size() - line.data();
        reply.text = line.mid(start).trimmed().toString();
    } else if (first == u"option") {
        reply.kind = UciReply::Kind::Option;
        reply.option = readOption(tokens);
    } else if (first == u"info") {
        reply.kind = UciReply::Kind::Info;
        reply.info = readInfo(tokens);
    } else if (first == u"bestmove" && tokens.size() >= 2) {
        reply.kind = UciReply::Kind::BestMove;
        reply.text = tokens[1].toString();
        if (tokens.size() >= 4 && tokens[2] == u"ponder")
            reply.ponder = tokens[3].toString();
    }
    return reply;
}

QString positionCommand(const chess::Position& start, const std::vector<chess::Move>& moves)
{
    QString command = u"position fen "_s + start.toFen();
    if (!moves.empty()) {
        command += u" moves"_s;
        for (const chess::Move& move : moves)
            command += u' ' + uciMove(move);
    }
    return command;
}

QString setOptionCommand(const QString& name, const QString& value)
{
    return u"setoption name %1 value %2"_s.arg(name, value);
}

} // namespace postmark::engine

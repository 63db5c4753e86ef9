// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/analysisjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "core/chess/ucimove.h"

using namespace Qt::StringLiterals;

namespace postmark::analysis {

QByteArray analysisJson(const GameAnalysis& analysis)
{
    QJsonArray variations;
    for (const Variation& each : analysis.variations) {
        QJsonArray moves;
        QJsonArray comments;
        for (std::size_t i = 0; i < each.moves.size(); ++i) {
            moves.append(chess::uciMove(each.moves[i]));
            comments.append(i < each.comments.size() ? each.comments[i] : QString());
        }
        variations.append(QJsonObject{{u"parent"_s, each.parent},
            {u"from_ply"_s, each.branchPly},
            {u"moves"_s, moves},
            {u"comments"_s, comments}});
    }
    QJsonObject mainComments;
    for (const auto& [ply, text] : analysis.mainLineComments)
        mainComments[QString::number(ply)] = text;
    return QJsonDocument(
        QJsonObject{{u"format"_s, 1}, {u"variations"_s, variations}, {u"comments"_s, mainComments}})
        .toJson(QJsonDocument::Compact);
}

ReadAnalysis readAnalysisJson(const QByteArray& json, const MainLineMoves& game)
{
    ReadAnalysis read;
    const QJsonObject root = QJsonDocument::fromJson(json).object();
    const QJsonObject comments = root.value(u"comments"_s).toObject();
    for (auto it = comments.begin(); it != comments.end(); ++it) {
        bool ok = false;
        const int ply = it.key().toInt(&ok);
        if (ok && ply >= 1 && ply <= int(game.moves.size()) && it.value().isString())
            read.analysis.mainLineComments[ply] = it.value().toString();
    }
    // A stored variation's index becomes another once one before it is left out.
    const QJsonArray variations = root.value(u"variations"_s).toArray();
    std::vector<int> kept(std::size_t(variations.size()), MainLine);
    for (qsizetype i = 0; i < variations.size(); ++i) {
        const QJsonObject stored = variations[i].toObject();
        const int storedParent = stored.value(u"parent"_s).toInt(-2);
        Variation each;
        if (storedParent == MainLine) {
            each.parent = MainLine;
        } else if (storedParent >= 0 && storedParent < i && kept[std::size_t(storedParent)] != MainLine) {
            each.parent = kept[std::size_t(storedParent)];
        } else {
            ++read.variationsLeftOut; // its parent is unknown or was left out
            continue;
        }
        each.branchPly = stored.value(u"from_ply"_s).toInt(-1);
        if (!isValidPlace(read.analysis, game, {each.parent, each.branchPly})) {
            ++read.variationsLeftOut;
            continue;
        }
        chess::Position position = positionAt(read.analysis, game, {each.parent, each.branchPly});
        const QJsonArray moves = stored.value(u"moves"_s).toArray();
        const QJsonArray storedComments = stored.value(u"comments"_s).toArray();
        for (qsizetype m = 0; m < moves.size(); ++m) {
            const std::optional<chess::Move> move = chess::moveFromUci(position, moves[m].toString());
            if (!move) {
                read.movesLeftOut += int(moves.size() - m);
                break;
            }
            each.moves.push_back(*move);
            each.comments.push_back(storedComments.at(m).toString());
            position.play(*move);
        }
        if (each.moves.empty()) {
            ++read.variationsLeftOut;
            continue;
        }
        kept[std::size_t(i)] = int(read.analysis.variations.size());
        read.analysis.variations.push_back(std::move(each));
    }
    return read;
}

} // namespace postmark::analysis

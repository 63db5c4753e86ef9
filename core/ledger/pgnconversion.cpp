// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/pgnconversion.h"

#include "core/chess/notation.h"
#include "core/support/inputlimits.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger {

namespace {

/// "1963.??.??" → 1963-01-01: an unknown month or day is the first of its year or month; `whole` says
/// whether the text gave both (else what was assumed is said).
std::optional<QDate> pgnDate(const QString& text, bool& whole)
{
    whole = false;
    const QStringList parts = text.split(u'.');
    if (parts.size() != 3)
        return std::nullopt;
    // PGN writes the year in four digits (standard 8.1.1.3): "19907" is a typo, not a date the archive or
    // the game file could hold (ISO dates stop at 9999).
    bool ok = false;
    const int year = parts[0].toInt(&ok);
    if (!ok || parts[0].size() != 4 || year < 1)
        return std::nullopt;
    bool monthGiven = false;
    bool dayGiven = false;
    const int month = parts[1].toInt(&monthGiven);
    const int day = parts[2].toInt(&dayGiven);
    const QDate date(year, monthGiven ? month : 1, dayGiven ? day : 1);
    if (!date.isValid())
        return std::nullopt;
    whole = monthGiven && dayGiven;
    return date;
}

} // namespace

Result<GameFile> gameFileFromPgn(const pgn::PgnGame& source, QList<Message>* notes, chess::Notation notation)
{
    if (source.illegal)
        return Error{ErrorCode::IllegalMove,
            say(MessageCode::PgnGameRefused, source.number, pgn::refusalMessage(*source.illegal))};
    if (!(source.start == chess::Position::initial()))
        return Error{ErrorCode::GameRefused, say(MessageCode::PgnGameFromSetUpPosition, source.number)};
    // The tags that become fields of the game hold what a game file's fields may (limits::MaxFieldChars): a
    // longer one would be refused when the game is exported and read back, and costs every card printed.
    for (const QString& tag : {u"Event"_s, u"Round"_s, u"White"_s, u"Black"_s}) {
        if (const qsizetype length = source.tag(tag).size(); length > limits::MaxFieldChars)
            return Error{ErrorCode::GameRefused,
                say(MessageCode::PgnTagTooLong,
                    source.number,
                    tag,
                    qint64(length),
                    qint64(limits::MaxFieldChars))};
    }
    if (const auto plies = qsizetype(source.mainLine.moves.size()); plies > limits::MaxCardsPerGame)
        return Error{ErrorCode::GameRefused,
            say(MessageCode::PgnGameRefused,
                source.number,
                say(MessageCode::TooManyCards, qint64(plies), qint64(limits::MaxCardsPerGame)))};
    GameFile game;
    game.notation = notation;
    game.event.name = source.tag(u"Event"_s).isEmpty() ? u"?"_s : source.tag(u"Event"_s);
    // "?" is a round not known, "-" one that does not apply (PGN 8.1.1.5): neither is the event's index (a
    // walk read «Кубок ветеранів (пошта), -» in a card's heading).
    const QString round = source.tag(u"Round"_s);
    game.event.index = round == u"?" || round == u"-" ? QString() : round;
    game.white.name = source.tag(u"White"_s).isEmpty() ? u"?"_s : source.tag(u"White"_s);
    game.black.name = source.tag(u"Black"_s).isEmpty() ? u"?"_s : source.tag(u"Black"_s);

    // The start: the Date tag, else the UTCDate tag (a server's files leave Date unknown and give that);
    // an earlier send date below wins. What was assumed to get it is said.
    const QString dateTag = source.tag(u"Date"_s);
    bool whole = false;
    std::optional<QDate> start = pgnDate(dateTag, whole);
    std::optional<Message> assumed;
    if (start && !whole)
        assumed = say(MessageCode::PgnStartDateCompleted, dateTag, *start);
    if (!start) {
        const QString utcDate = source.tag(u"UTCDate"_s);
        start = pgnDate(utcDate, whole);
        if (start)
            assumed = whole ? say(MessageCode::PgnStartFromUtcDate, *start)
                            : say(MessageCode::PgnStartDateCompleted, utcDate, *start);
    }
    const std::optional<QDate> tagged = start;
    chess::Position position = source.start;
    QString partnerLast;
    for (const pgn::PgnMove& move : source.mainLine.moves) {
        Card card;
        card.from = position.sideToMove();
        card.id = (card.from == Color::White ? u"w"_s : u"b"_s) + QString::number(position.fullmoveNumber());
        card.move = chess::writeMove(position, move.move, notation);
        if (!partnerLast.isEmpty())
            card.repetition = {partnerLast};
        card.senderDate = move.sendDate;
        if (move.sendDate && (!start || *move.sendDate < *start))
            start = std::min(start.value_or(*move.sendDate), *move.sendDate);
        partnerLast = *card.move;
        position.play(move.move);
        game.cards.append(card);
    }
    if (!start)
        return Error{ErrorCode::GameRefused, say(MessageCode::PgnGameWithoutStartDate, source.number)};
    game.event.start = *start;
    if (notes && assumed && start == tagged)
        notes->append(*assumed);
    // A game file holds the moves and their send dates: the file's comments, variations and NAGs stay in
    // the file, and the user is told so rather than finding them gone.
    bool annotated = !source.mainLine.leadingComment.isEmpty();
    for (const pgn::PgnMove& move : source.mainLine.moves)
        annotated |= !move.comment.isEmpty() || !move.variations.empty() || !move.nags.isEmpty();
    if (notes && annotated)
        notes->append(say(MessageCode::PgnAnnotationsNotKept));
    // A game in play whose last move has no send date (a player's PGN of the games on his boards) has no
    // time or deadline to show until its cards' dates are entered: said, so the empty figures are not read
    // as "nothing due".
    const bool decided = position.isCheckmate() || source.result == u"1-0" || source.result == u"0-1"
        || source.result == u"1/2-1/2";
    if (notes && !decided && !game.cards.isEmpty() && !game.cards.last().senderDate)
        notes->append(say(MessageCode::PgnMovesWithoutDates));
    // The result the file gives is kept (a walk found every imported game "in progress"): by mate when the
    // moves end in one; otherwise how it came about is not told, and the date neither.
    if (position.isCheckmate())
        game.result = GameResult{source.result, ResultHow::Mate, std::nullopt};
    else if (source.result == u"1-0" || source.result == u"0-1" || source.result == u"1/2-1/2")
        game.result = GameResult{source.result, std::nullopt, std::nullopt};
    return game;
}

pgn::PgnGame pgnFromGameFile(const GameFile& game, const Ledger& ledger)
{
    pgn::PgnGame pgn;
    pgn.setTag(u"Event"_s, game.event.name);
    pgn.setTag(u"Site"_s, u"?"_s);
    pgn.setTag(u"Date"_s, game.event.start.toString(u"yyyy.MM.dd"_s));
    pgn.setTag(u"Round"_s, game.event.index.isEmpty() ? u"?"_s : game.event.index);
    pgn.setTag(u"White"_s, game.white.name);
    pgn.setTag(u"Black"_s, game.black.name);
    pgn.result = game.result && game.result->score != u"0-0" ? game.result->score : u"*"_s;
    pgn.setTag(u"Result"_s, pgn.result);
    for (const MoveRow& row : ledger.rows) {
        if (!row.move)
            continue;
        pgn::PgnMove move;
        move.move = *row.move;
        if (row.card >= 0 && !row.insideVariant)
            move.sendDate = ledger.cardDates[std::size_t(row.card)].sent;
        pgn.mainLine.moves.push_back(move);
    }
    return pgn;
}

} // namespace postmark::ledger

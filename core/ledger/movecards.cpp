// SPDX-License-Identifier: GPL-3.0-or-later
// Move cards (II.3.7–II.3.12, II.4.8): the move played, the accepted plies of a variant played in order,
// a replacement continuing the move it replaces, and on which move the days are booked.
#include "core/ledger/booking.h"
#include "core/ledger/cardmove.h"
#include "core/ledger/ledgerbuilder.h"
#include "core/support/echo.h"
#include "core/support/flatten.h"

using namespace Qt::StringLiterals;

namespace postmark::ledger::detail {

inline std::size_t LedgerBuilder::playMove(
    Color player, const chess::Move& move, int cardIndex, bool insideVariant)
{
    const int number = moveInProgress(player);
    // The row is filled field by field where it lies: a row made on the stack and copied was read back
    // wide just after its narrow fields were written, a stall of the store buffer three times a move.
    const std::size_t key = rowKey(player, number);
    // The usual case is the next row in game order; else a row that has days or a penalty already (a
    // replacement), or one after a gap.
    MoveRow& made = key == m_rows.size() ? m_rows.emplace_back() : row(player, number);
    made.player = player;
    made.number = number;
    made.move = move;
    made.card = cardIndex;
    made.insideVariant = insideVariant;
    m_ledger.position.play(move);
    ++m_movesMade[index(player)];
    return key;
}

std::vector<PlayedMove> LedgerBuilder::playAcceptedPlies(int i, int& lastAcceptedNumber)
{
    // Accepted plies of the partner's variant, played in order (II.3.8).
    const Card& sent = card(i);
    const Color partner = opposite(sent.from);
    std::vector<PlayedMove> accepted;
    if (sent.accepts <= 0)
        return accepted;
    if (!m_pendingVariant || m_pendingVariant->proposer != partner) {
        problem(i, u"accepts"_s, say(MessageCode::AcceptsWithoutVariant));
        return accepted;
    }
    const Card& proposal = card(m_pendingVariant->card);
    if (sent.accepts > proposal.variant.size()) {
        problem(i,
            u"accepts"_s,
            say(MessageCode::AcceptsMorePliesThanProposed,
                sent.accepts,
                CardRef{proposal.id},
                proposal.variant.size()));
        return accepted;
    }
    for (int k = 0; k < sent.accepts; ++k) {
        const ReadMove read = readCardMove(m_ledger.position, proposal.variant[k], m_game.notation);
        if (!read.move) {
            m_problems.append({say(MessageCode::WhereCard, CardRef{proposal.id}),
                u"variant"_s,
                say(MessageCode::VariantPlyUnplayable, k + 1, proposal.variant[k], read.error.detail)});
            break;
        }
        const Color mover = m_ledger.position.sideToMove();
        lastAcceptedNumber = m_ledger.position.fullmoveNumber();
        const std::size_t played = playMove(mover, *read.move, i, true);
        accepted.push_back({*read.move, played, m_pendingVariant->card, &proposal.variant[k]});
    }
    return accepted;
}

// Flattened: what it calls here (booking, the reply found, the row made) is inlined into the one function
// run for nearly every card, not called card by card.
POSTMARK_FLATTEN void LedgerBuilder::processMoveCard(int i)
{
    const Card& sent = card(i);
    const Color player = sent.from;
    const Color partner = opposite(player);
    const bool replacement = m_awaitingReplacement[index(player)];
    if (m_ledger.position.sideToMove() != player) {
        // The usual cause is on an earlier card: the partner's last move was impossible or illegible and
        // so not played, and this card answers it as if it were. That card is named, not only this one.
        if (m_awaitingReplacement[index(partner)]) {
            for (int j = i - 1; j >= 0; --j) {
                if (card(j).from == partner && card(j).kind == CardKind::Move) {
                    problem(i,
                        u"from"_s,
                        say(MessageCode::AnswersAMoveNotMade,
                            colorWord(player),
                            CardRef{card(j).id},
                            echoed(card(j).move.value_or(QString()))));
                    return;
                }
            }
        }
        problem(i, u"from"_s, say(MessageCode::NotThePlayersTurn, colorWord(player)));
        return;
    }
    // Time trouble is the state the card is written in (II.4.12 «перебуває в цейтноті»): the days booked
    // up to it and the penalties of earlier cards, never a penalty imposed for this same card.
    const int totalBeforeCard = m_runningTotal[index(player)];

    // Only this player's last move changes below: the partner's may be read in place.
    const std::optional<PlayedMove>& partnerLast = m_lastMove[index(partner)];
    int lastAcceptedNumber = 0;
    std::vector<PlayedMove> accepted;
    if (sent.accepts > 0) // most cards accept no variant: nothing to call
        accepted = playAcceptedPlies(i, lastAcceptedNumber);
    if (m_pendingVariant && m_pendingVariant->proposer == partner)
        m_pendingVariant.reset();

    // The new move.
    const int number = moveInProgress(player);
    bool moved = false;
    const auto play = [&](const chess::Move& move) {
        const std::size_t played = playMove(player, move, i, false);
        // Field by field, for the reason playMove() gives.
        std::optional<PlayedMove>& last = m_lastMove[index(player)];
        if (!last)
            last.emplace();
        last->move = move;
        last->row = played;
        last->card = i;
        last->text = &*sent.move;
        moved = true;
    };
    if (sent.illegible || m_cardState[std::size_t(i)].illegibleByQuery) {
        penalize(player,
            i,
            PenaltyCategory::ImpossibleOrIllegible,
            number,
            say(MessageCode::IllegibleMove, echoed(sent.move.value_or(QString()))));
    } else if (!sent.move) {
        penalize(
            player, i, PenaltyCategory::ImpossibleOrIllegible, number, say(MessageCode::CardWithoutMove));
    } else if (const Result<chess::ParsedMove> quick =
                   chess::parseMove(m_ledger.position, *sent.move, m_game.notation)) {
        // Nearly every card is written in the game's notation, and the move is all the ledger needs of it
        // (the warnings are for the form that logs the card).
        play(quick->move);
    } else {
        // Read in every notation: a move that one of them reads is played; otherwise the reason is told.
        const ReadMove read = readCardMove(m_ledger.position, *sent.move, m_game.notation);
        if (read.move) {
            play(*read.move);
        } else if (read.noNotation) {
            problem(i, u"move"_s, say(MessageCode::NoChessNotation, echoed(*sent.move), read.error.detail));
        } else {
            penalize(player,
                i,
                PenaltyCategory::ImpossibleOrIllegible,
                number,
                say(MessageCode::ImpossibleMove, echoed(*sent.move), read.error.detail));
        }
    }
    m_awaitingReplacement[index(player)] = !moved;

    // Time: on the move of the last accepted ply (II.4.8), else on this move; a replacement adds to the
    // move it replaces (II.3.12). By e-mail, the answer to a wrongly repeated move is excused up to three
    // days, like the answer to an impossible one (III.4.8).
    const int answered = answeredCard(i);
    m_needsAllDated |= answered >= m_dated; // named by replies_to, further down the file
    const bool answersWrongRepetition = answered >= 0 && m_cardState[std::size_t(answered)].wrongRepetition
        && applies(rules::Rule::WrongRepetitionAnswerExcused);
    const int bookOn = lastAcceptedNumber > 0 ? lastAcceptedNumber : number;
    const BookingBasis basis = replacement ? BookingBasis::Replacement
        : lastAcceptedNumber > 0           ? BookingBasis::VariantReceiver
        : answered < 0                     ? BookingBasis::FirstMove
        : answersWrongRepetition           ? BookingBasis::WrongRepetitionAnswer
                                           : BookingBasis::Reply;
    const int booked = book(i, player, bookOn, answered, basis, answersWrongRepetition && !replacement);
    m_cardState[std::size_t(i)].moveOfCard = number;

    if (m_ledger.rules.timeTroubleRegistered && !sent.registered) // else nothing to check
        checkTimeTrouble(i, number, bookOn, totalBeforeCard + booked);
    // A replacement is a move card like any other: it repeats the partner's last move (II.3.7, II.4.9). The
    // common case, one move repeated as the partner wrote it, is seen here without a call.
    const bool repeatedAsWritten = partnerLast && accepted.empty() && sent.repetition.size() == 1
        && sameText(sent.repetition.front(), *partnerLast->text);
    m_cardState[std::size_t(i)].wrongRepetition =
        !repeatedAsWritten && !checkRepetition(i, number, partnerLast, accepted);
    if (sent.addressError)
        penalize(player, i, PenaltyCategory::AddressError, number, say(MessageCode::AddressError));
    if (moved && !sent.variant.isEmpty())
        m_pendingVariant = Variant{i, player};
}

} // namespace postmark::ledger::detail

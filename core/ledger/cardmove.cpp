// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ledger/cardmove.h"

namespace postmark::ledger {

ReadMove readCardMove(const chess::Position& position, const QString& text, chess::Notation preferred)
{
    ReadMove read;
    const Result<chess::ParsedMove> first = chess::parseMove(position, text, preferred);
    if (first) {
        read.move = first->move;
        read.warnings = first->warnings;
        return read;
    }
    std::optional<Error> meaningful;
    if (first.error().code != ErrorCode::MalformedMove)
        meaningful = first.error();
    for (chess::Notation other :
        {chess::Notation::Ukrainian, chess::Notation::San, chess::Notation::Lan, chess::Notation::Iccf}) {
        if (other == preferred)
            continue;
        const Result<chess::ParsedMove> attempt = chess::parseMove(position, text, other);
        if (attempt) {
            read.move = attempt->move;
            read.warnings = attempt->warnings;
            return read;
        }
        if (!meaningful && attempt.error().code != ErrorCode::MalformedMove)
            meaningful = attempt.error();
    }
    read.noNotation = !meaningful;
    read.error = meaningful.value_or(first.error());
    return read;
}

} // namespace postmark::ledger

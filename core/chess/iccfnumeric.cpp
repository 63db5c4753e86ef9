// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/chess/movespec.h"

namespace postmark::chess {

Result<MoveSpec> readIccfNumeric(QStringView token)
{
    const auto malformed = [](const Message& why) {
        return Error{ErrorCode::MalformedMove, why};
    };
    if (token.size() != 4 && token.size() != 5)
        return malformed(say(MessageCode::IccfDigitCount));
    int digits[5] = {};
    for (qsizetype index = 0; index < token.size(); ++index) {
        digits[index] = token[index].digitValue();
        if (digits[index] < 1 || digits[index] > 8)
            return malformed(say(MessageCode::IccfDigitNotFileOrRank, QString(token[index])));
    }
    MoveSpec spec;
    spec.fromFile = digits[0] - 1;
    spec.fromRank = digits[1] - 1;
    spec.to = makeSquare(digits[2] - 1, digits[3] - 1);
    if (token.size() == 5) {
        static constexpr PieceType Pieces[] = {
            PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight};
        if (digits[4] > 4)
            return malformed(say(MessageCode::IccfPromotionDigit, QString::number(digits[4])));
        spec.promotion = Pieces[digits[4] - 1];
    }
    return spec;
}

} // namespace postmark::chess

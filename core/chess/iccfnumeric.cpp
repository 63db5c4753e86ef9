// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/chess/movespec.h"

using namespace Qt::StringLiterals;

namespace postmark::chess {

Result<MoveSpec> readIccfNumeric(QStringView token)
{
    const auto malformed = [&](const QString& why) {
        return Error{ErrorCode::MalformedMove, token.toString() + u": "_s + why};
    };
    if (token.size() != 4 && token.size() != 5)
        return malformed(u"ICCF numeric moves have 4 digits, or 5 with a promotion"_s);
    int digits[5] = {};
    for (qsizetype index = 0; index < token.size(); ++index) {
        digits[index] = token[index].digitValue();
        if (digits[index] < 1 || digits[index] > 8)
            return malformed(u"digit '%1' is not a file or rank (1–8)"_s.arg(token[index]));
    }
    MoveSpec spec;
    spec.fromFile = digits[0] - 1;
    spec.fromRank = digits[1] - 1;
    spec.to = makeSquare(digits[2] - 1, digits[3] - 1);
    if (token.size() == 5) {
        static constexpr PieceType Pieces[] = {
            PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight};
        if (digits[4] > 4)
            return malformed(u"promotion digit '%1' is not 1 (queen) to 4 (knight)"_s.arg(digits[4]));
        spec.promotion = Pieces[digits[4] - 1];
    }
    return spec;
}

} // namespace postmark::chess

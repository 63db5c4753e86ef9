// SPDX-License-Identifier: GPL-3.0-or-later
// The fields of game and tournament files by the names the forms give them, so that a problem names the
// field the user sees, not the key a program reads.
#include "ui/text/fieldnames.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace postmark::text {

const char* fieldLabelSource(const QString& key)
{
    static const QHash<QString, const char*> labels{
        {u"received"_s, QT_TRANSLATE_NOOP("Field", "received")},
        {u"arrival_postmarks"_s, QT_TRANSLATE_NOOP("Field", "arrival postmark")},
        {u"departure_postmarks"_s, QT_TRANSLATE_NOOP("Field", "departure postmark")},
        {u"sender_date"_s, QT_TRANSLATE_NOOP("Field", "date written on the card")},
        {u"receipt"_s, QT_TRANSLATE_NOOP("Field", "registered-mail receipt")},
        {u"move"_s, QT_TRANSLATE_NOOP("Field", "move")},
        {u"repetition"_s, QT_TRANSLATE_NOOP("Field", "repetition of my move")},
        {u"accepts"_s, QT_TRANSLATE_NOOP("Field", "accepted half-moves")},
        {u"variant"_s, QT_TRANSLATE_NOOP("Field", "variant")},
        {u"registered"_s, QT_TRANSLATE_NOOP("Field", "registered")},
        {u"from"_s, QT_TRANSLATE_NOOP("Field", "from")},
        {u"to"_s, QT_TRANSLATE_NOOP("Field", "to")},
        {u"kind"_s, QT_TRANSLATE_NOOP("Field", "kind of card")},
        {u"id"_s, QT_TRANSLATE_NOOP("Field", "identifier")},
        {u"repeats"_s, QT_TRANSLATE_NOOP("Field", "repeated card")},
        {u"about"_s, QT_TRANSLATE_NOOP("Field", "queried card")},
        {u"replies_to"_s, QT_TRANSLATE_NOOP("Field", "answered card")},
        {u"reason"_s, QT_TRANSLATE_NOOP("Field", "reason")},
        {u"illegible"_s, QT_TRANSLATE_NOOP("Field", "illegible")},
        {u"address_error"_s, QT_TRANSLATE_NOOP("Field", "error in the address")},
        {u"states_received"_s, QT_TRANSLATE_NOOP("Field", "partner received my card")},
        {u"reported_on"_s, QT_TRANSLATE_NOOP("Field", "result reported on")},
        {u"record_received"_s, QT_TRANSLATE_NOOP("Field", "game record received on")},
        {u"early_decision_reason"_s,
            QT_TRANSLATE_NOOP("Field", "reason to decide before the objection window closes")},
        {u"name"_s, QT_TRANSLATE_NOOP("Field", "name")},
        {u"address"_s, QT_TRANSLATE_NOOP("Field", "address")},
        {u"start_notice_received"_s, QT_TRANSLATE_NOOP("Field", "start notice received")},
        {u"start"_s, QT_TRANSLATE_NOOP("Field", "start")},
        {u"end"_s, QT_TRANSLATE_NOOP("Field", "end")},
        {u"rules"_s, QT_TRANSLATE_NOOP("Field", "rules")},
        {u"overrides"_s, QT_TRANSLATE_NOOP("Field", "regulation")},
        {u"notation"_s, QT_TRANSLATE_NOOP("Field", "notation")},
        {u"as_of"_s, QT_TRANSLATE_NOOP("Field", "as of")},
        {u"cards"_s, QT_TRANSLATE_NOOP("Field", "cards")},
        {u"leaves"_s, QT_TRANSLATE_NOOP("Field", "leaves")},
        {u"notice_sent"_s, QT_TRANSLATE_NOOP("Field", "notice sent")},
        {u"player"_s, QT_TRANSLATE_NOOP("Field", "player")},
        {u"days"_s, QT_TRANSLATE_NOOP("Field", "days")},
        {u"card"_s, QT_TRANSLATE_NOOP("Field", "card")},
        {u"score"_s, QT_TRANSLATE_NOOP("Field", "score")},
        {u"how"_s, QT_TRANSLATE_NOOP("Field", "how it ended")},
        {u"date"_s, QT_TRANSLATE_NOOP("Field", "date")},
        {u"by"_s, QT_TRANSLATE_NOOP("Field", "claimant")},
        {u"sent"_s, QT_TRANSLATE_NOOP("Field", "sent")},
        {u"notice_receipt"_s, QT_TRANSLATE_NOOP("Field", "receipt of the notice")},
        {u"sealed_move"_s, QT_TRANSLATE_NOOP("Field", "sealed move")},
        {u"json"_s, QT_TRANSLATE_NOOP("Field", "contents")},
        {u"format"_s, QT_TRANSLATE_NOOP("Field", "format")},
        {u"version"_s, QT_TRANSLATE_NOOP("Field", "version")},
        {u"event"_s, QT_TRANSLATE_NOOP("Field", "event")},
        {u"index"_s, QT_TRANSLATE_NOOP("Field", "event index")},
        {u"players"_s, QT_TRANSLATE_NOOP("Field", "players")},
        {u"games"_s, QT_TRANSLATE_NOOP("Field", "games")},
        {u"withdrawals"_s, QT_TRANSLATE_NOOP("Field", "withdrawals")},
        {u"tiebreaks"_s, QT_TRANSLATE_NOOP("Field", "tie-breaks")},
        {u"white"_s, QT_TRANSLATE_NOOP("Field", "White")},
        {u"black"_s, QT_TRANSLATE_NOOP("Field", "Black")},
        {u"result"_s, QT_TRANSLATE_NOOP("Field", "result")},
        {u"decision"_s, QT_TRANSLATE_NOOP("Field", "decision")},
        {u"rating"_s, QT_TRANSLATE_NOOP("Field", "rating")},
        {u"game"_s, QT_TRANSLATE_NOOP("Field", "game")},
        {u"decided_on"_s, QT_TRANSLATE_NOOP("Field", "date of the decision")},
        {u"appeal_received"_s, QT_TRANSLATE_NOOP("Field", "appeal received")},
        {u"appellant"_s, QT_TRANSLATE_NOOP("Field", "appellant")},
        {u"committee_ruled_on"_s, QT_TRANSLATE_NOOP("Field", "appeals committee ruled")},
        {u"penalty_days"_s, QT_TRANSLATE_NOOP("Field", "penalty days")},
        {u"claimant"_s, QT_TRANSLATE_NOOP("Field", "claimant")},
        {u"adjudicator"_s, QT_TRANSLATE_NOOP("Field", "adjudicator")},
        {u"final_decision"_s, QT_TRANSLATE_NOOP("Field", "second adjudication")},
        {u"final_on"_s, QT_TRANSLATE_NOOP("Field", "date of the second adjudication")},
        {u"second_adjudicator"_s, QT_TRANSLATE_NOOP("Field", "second adjudicator")},
        {u"claimant_received_decision"_s, QT_TRANSLATE_NOOP("Field", "claimant received the decision")},
        {u"offender_received_decision"_s, QT_TRANSLATE_NOOP("Field", "offender received the decision")},
        {u"white_received_result"_s, QT_TRANSLATE_NOOP("Field", "White received the result")},
        {u"black_received_result"_s, QT_TRANSLATE_NOOP("Field", "Black received the result")},
        {u"moves_per_control"_s, QT_TRANSLATE_NOOP("Field", "moves per control period")},
        {u"days_per_control"_s, QT_TRANSLATE_NOOP("Field", "days per control period")},
    };
    return labels.value(key, nullptr);
}

} // namespace postmark::text

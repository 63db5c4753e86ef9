// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/desk/newgame.h"

#include "core/rules/ruleset.h"

using namespace Qt::StringLiterals;

namespace postmark::desk {

NewGame newGame(const NewGameForm& form)
{
    NewGame result;
    ledger::InputProblems& problems = result.problems;
    if (form.event.trimmed().isEmpty())
        problems.append({u"event"_s, u"name"_s, u"the event's name is missing"_s});
    if (!form.start.isValid())
        problems.append({u"event"_s, u"start"_s, u"the start date is missing"_s});
    if (form.end && form.start.isValid() && *form.end <= form.start)
        problems.append({u"event"_s, u"end"_s, u"the end must come after the start"_s});
    if (const Result<rules::RuleSet> known = rules::ruleSet(form.rules); !known)
        problems.append({u"event"_s, u"rules"_s, known.error().detail});
    if (form.me.trimmed().isEmpty())
        problems.append({u"me"_s, u"name"_s, u"my name is missing (Settings)"_s});
    if (form.partner.trimmed().isEmpty())
        problems.append({u"partner"_s, u"name"_s, u"the partner's name is missing"_s});
    else if (form.partner.trimmed() == form.me.trimmed())
        problems.append({u"partner"_s, u"name"_s, u"the partner is someone else"_s});
    if (!problems.isEmpty())
        return result;
    ledger::GameFile& game = result.game;
    game.event.name = form.event.trimmed();
    game.event.index = form.index.trimmed();
    game.event.start = form.start;
    game.event.end = form.end;
    game.event.rules = form.rules;
    game.notation = form.notation;
    const ledger::Player mine{form.me.trimmed(), form.myAddress.trimmed(), std::nullopt};
    const ledger::Player theirs{form.partner.trimmed(), form.partnerAddress.trimmed(), std::nullopt};
    game.white = form.myColour == ledger::Color::White ? mine : theirs;
    game.black = form.myColour == ledger::Color::White ? theirs : mine;
    return result;
}

} // namespace postmark::desk

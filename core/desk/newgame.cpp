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
        problems.append({say(MessageCode::WhereEvent), u"name"_s, say(MessageCode::KeyMissing)});
    if (!form.start.isValid())
        problems.append({say(MessageCode::WhereEvent), u"start"_s, say(MessageCode::KeyMissing)});
    if (form.end && form.start.isValid() && *form.end <= form.start)
        problems.append({say(MessageCode::WhereEvent),
            u"end"_s,
            say(MessageCode::EndNotAfterStart, *form.end, form.start)});
    if (const Result<rules::RuleSet> known = rules::ruleSet(form.rules); !known)
        problems.append({say(MessageCode::WhereEvent), u"rules"_s, known.error().detail});
    if (form.me.trimmed().isEmpty())
        problems.append({say(MessageCode::WhereMe), u"name"_s, say(MessageCode::MyNameMissing)});
    if (form.partner.trimmed().isEmpty())
        problems.append({say(MessageCode::WherePartner), u"name"_s, say(MessageCode::KeyMissing)});
    else if (form.partner.trimmed() == form.me.trimmed())
        problems.append({say(MessageCode::WherePartner), u"name"_s, say(MessageCode::PartnerIsSomeoneElse)});
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

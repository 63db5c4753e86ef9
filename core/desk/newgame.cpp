// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/desk/newgame.h"

using namespace Qt::StringLiterals;

namespace postmark::desk {

NewGame newGame(const NewGameForm& form)
{
    NewGame result;
    ledger::InputProblems& problems = result.problems;
    problems = eventHeadingProblems(form.event.name, form.event.start, form.event.end, form.event.rules);
    if (form.me.trimmed().isEmpty())
        problems.append({say(MessageCode::WhereMe), u"name"_s, say(MessageCode::MyNameMissing)});
    if (form.partner.trimmed().isEmpty())
        problems.append({say(MessageCode::WherePartner), u"name"_s, say(MessageCode::KeyMissing)});
    else if (form.partner.trimmed() == form.me.trimmed())
        problems.append({say(MessageCode::WherePartner), u"name"_s, say(MessageCode::PartnerIsSomeoneElse)});
    if (!problems.isEmpty())
        return result;
    ledger::GameFile& game = result.game;
    problems = stateEvent(game.event, form.event);
    game.notation = form.notation;
    const ledger::Player mine{form.me.trimmed(), form.myAddress.trimmed(), std::nullopt};
    const ledger::Player theirs{form.partner.trimmed(), form.partnerAddress.trimmed(), std::nullopt};
    game.white = form.myColour == ledger::Color::White ? mine : theirs;
    game.black = form.myColour == ledger::Color::White ? theirs : mine;
    return result;
}

} // namespace postmark::desk

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/documents/teamletters.h"

#include <algorithm>

#include "core/documents/tournamentdocuments.h"
#include "core/rules/ruleset.h"

using namespace Qt::StringLiterals;

namespace postmark::documents {

namespace {

using Kind = Block::Kind;

QString oneLine(const QString& address)
{
    return QString(address).replace(u'\n', u", "_s);
}

/// The team's games board by board, White's first on each board as the Berger tables give them.
Block teamGames(const tournament::TeamEvent& event, int team, Language language)
{
    QList<QStringList> rows{{say(language, u"Дошка", u"Board"),
        say(language, u"Гравець команди", u"Your player"),
        say(language, u"Колір", u"Colour"),
        say(language, u"Суперник", u"Opponent"),
        say(language, u"Команда", u"Team"),
        say(language, u"Адреса суперника", u"Opponent's address")}};
    QList<tournament::TeamGame> games = event.games;
    std::stable_sort(games.begin(),
        games.end(),
        [](const tournament::TeamGame& a, const tournament::TeamGame& b) { return a.board < b.board; });
    for (const tournament::TeamGame& each : games) {
        const auto white = event.placeOf(each.game.white);
        const auto black = event.placeOf(each.game.black);
        if (!white || !black || (white->first != team && black->first != team))
            continue;
        const bool isWhite = white->first == team;
        const auto& own = isWhite ? *white : *black;
        const auto& other = isWhite ? *black : *white;
        const tournament::Player& player = event.teams[own.first].players[own.second - 1];
        const tournament::Player& opponent = event.teams[other.first].players[other.second - 1];
        rows.append({QString::number(each.board),
            player.name,
            isWhite ? say(language, u"білі", u"White") : say(language, u"чорні", u"Black"),
            opponent.name,
            event.teams[other.first].name,
            oneLine(opponent.address)});
    }
    return {Kind::Table, {}, {}, rows};
}

Block otherCaptains(const tournament::TeamEvent& event, int team, Language language)
{
    QList<QStringList> rows{{say(language, u"Команда", u"Team"),
        say(language, u"Капітан", u"Captain"),
        say(language, u"Адреса", u"Address")}};
    for (qsizetype other = 0; other < event.teams.size(); ++other) {
        if (other != team)
            rows.append({event.teams[other].name,
                event.teams[other].captain.name,
                oneLine(event.teams[other].captain.address)});
    }
    return {Kind::Table, {}, {}, rows};
}

} // namespace

Document captainStartNotices(const tournament::TeamEvent& event, Language language, const QString& judge)
{
    Document document;
    document.title =
        say(language, u"Повідомлення капітанам про початок змагання", u"Start notices to the captains");
    document.language = language;
    const tournament::Tournament heading = tournament::boardTournament(event, 1);
    // The inquiry window is the event's rule set's (IV.7.1: 20 days), not a number written into the letter.
    const Result<rules::RuleSet> eventRules = tournament::rulesOf(heading);
    const int inquiryDays =
        eventRules ? eventRules->firstMoveInquiryDays : rules::RuleSet{}.firstMoveInquiryDays;
    for (int team = 0; team < static_cast<int>(event.teams.size()); ++team) {
        const tournament::Team& addressee = event.teams[team];
        Page page;
        const QString captain = addressee.captain.name.isEmpty()
            ? say(language, u"Капітанові команди %1", u"The captain of %1").arg(addressee.name)
            : addressee.captain.name;
        page.blocks.append({Kind::Addressee,
            say(language, u"Кому", u"To"),
            captain + u'\n' + addressee.captain.address,
            {}});
        page.blocks.append({Kind::Sender,
            say(language, u"Від", u"From"),
            (judge.isEmpty() ? QString() : judge + u'\n')
                + say(language, u"Головний суддя змагання", u"The chief judge of") + u'\n' + event.name,
            {}});
        page.blocks.append({Kind::PlaceAndDate,
            {},
            say(language, u"«____» ______________ 20____", u"______________ 20____"),
            {}});
        page.blocks.append({Kind::Title,
            {},
            say(language, u"Повідомлення капітанові про початок змагання", u"Start notice to the captain"),
            {}});
        page.blocks.append(eventFields(heading, language));
        page.blocks.append({Kind::Field, say(language, u"Команда", u"Team"), addressee.name, {}});
        page.blocks.append({Kind::Field,
            say(language, u"Капітан", u"Captain"),
            addressee.captain.name.isEmpty() ? say(language, u"не названий", u"not named")
                                             : addressee.captain.name,
            {}});
        page.blocks.append({Kind::Heading,
            {},
            say(language, u"Партії команди за дошками", u"Your team's games by board"),
            {}});
        page.blocks.append(teamGames(event, team, language));
        if (event.teams.size() > 1) {
            page.blocks.append({Kind::Heading,
                {},
                say(language, u"Капітани інших команд", u"The other teams' captains"),
                {}});
            page.blocks.append(otherCaptains(event, team, language));
        }
        page.blocks.append({Kind::Paragraph,
            {},
            say(language,
                u"Змагання починається %1; з цієї дати лічиться час гравців (II.4.5). Будь ласка, доведіть "
                u"до кожного гравця команди його партії й адреси суперників (IV.2.4). Білими гравець "
                u"надсилає "
                u"перший хід; хто грає чорними й не отримав першого ходу до %2 (початок + %3 дн.), надсилає "
                u"рекомендований запит і повідомляє вас (IV.7.1). Ви повідомляєте суддю про хід гри команди "
                u"— "
                u"перерви гравців, оголошені прострочення часу, угоди з капітанами інших команд — і "
                u"надсилаєте "
                u"тексти закінчених партій (IV.2.4); про зміну своєї адреси — рекомендованим листом судді, "
                u"капітанам інших команд і гравцям своєї команди (IV.2.3).",
                u"The event starts on %1; the players' time counts from that date (II.4.5). Please give each "
                u"player of your team his games and his opponents' addresses (IV.2.4). With White a player "
                u"sends "
                u"the first move; a player with Black who has no first move by %2 (the start + %3 days) "
                u"sends a "
                u"registered inquiry and tells you (IV.7.1). You report to the judge how your team's games "
                u"go — "
                u"the players' leaves, time overruns declared, agreements with the other captains — and send "
                u"the "
                u"records of finished games (IV.2.4); a change of your address goes by registered mail to "
                u"the "
                u"judge, the other captains and your players (IV.2.3).")
                .arg(documentDate(event.start, language))
                .arg(documentDate(event.start.addDays(inquiryDays), language))
                .arg(inquiryDays),
            {}});
        page.blocks.append({Kind::Signature, say(language, u"Головний суддя", u"Chief judge"), judge, {}});
        document.pages.append(page);
    }
    return document;
}

} // namespace postmark::documents

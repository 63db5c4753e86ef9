// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/demo/democup.h"

#include "app/demo/demoarchive.h"

using namespace Qt::StringLiterals;

namespace postmark::demo {

namespace {

const QStringList Surnames = {u"Дорошенко"_s,
    u"Левченко"_s,
    u"Кузьменко"_s,
    u"Пономаренко"_s,
    u"Литвиненко"_s,
    u"Яковенко"_s,
    u"Харченко"_s,
    u"Остапенко"_s,
    u"Тимошенко"_s,
    u"Зінченко"_s,
    u"Мирошниченко"_s,
    u"Кириленко"_s,
    u"Сидоренко"_s,
    u"Білоус"_s,
    u"Вдовиченко"_s,
    u"Гриценко"_s,
    u"Демченко"_s,
    u"Єрмоленко"_s,
    u"Жук"_s,
    u"Захарченко"_s};
// Full names, as the semifinal the owner judges has them: a Cup report listed «Дорошенко А. В.» beside
// «Савченко Леонід Костянтинович» (a walk's leftover).
const QStringList GivenNames = {u"Андрій Васильович"_s,
    u"Богдан Миколайович"_s,
    u"Василь Петрович"_s,
    u"Григорій Олександрович"_s,
    u"Дмитро Степанович"_s,
    u"Євген Тарасович"_s,
    u"Іван Леонідович"_s};
const QStringList Towns = {
    u"Полтава"_s, u"Харків"_s, u"Дніпро"_s, u"Одеса"_s, u"Львів"_s, u"Київ"_s, u"Суми"_s};

/// A finished round robin of `count` players, the lower seats the stronger with a few upsets and draws.
tournament::Tournament finishedGroup(const QString& name,
    const QString& index,
    const QDate& start,
    const QStringList& players,
    const QDate& today)
{
    tournament::Tournament event;
    event.name = name;
    event.index = index;
    event.start = start;
    event.end = start.addYears(2);
    event.tiebreaks = {
        tournament::TieBreak::Wins, tournament::TieBreak::SonnebornBerger, tournament::TieBreak::HeadToHead};
    for (int seat = 0; seat < players.size(); ++seat)
        event.players.append(tournament::Player{u"p%1"_s.arg(seat + 1),
            players[seat],
            u"вул. Шкільна %1, %2"_s.arg(seat + 3).arg(Towns[seat % Towns.size()]),
            2350 - seat * 23});
    for (int a = 0; a < players.size(); ++a) {
        for (int b = a + 1; b < players.size(); ++b) {
            tournament::TournamentGame game;
            const bool aIsWhite = (a + b) % 2 == 0;
            game.white = event.players[aIsWhite ? a : b].id;
            game.black = event.players[aIsWhite ? b : a].id;
            const bool draw = (a * 7 + b * 3) % 5 == 0;
            const bool upset = (b - a) % 4 == 0;
            const bool whiteWins = aIsWhite != upset;
            game.result = draw ? tournament::GameResult::Draw
                : whiteWins    ? tournament::GameResult::WhiteWon
                               : tournament::GameResult::BlackWon;
            game.reportedOn = today.addMonths(-2).addDays(-(a + b));
            game.recordReceived = game.reportedOn->addDays(6);
            event.games.append(game);
        }
    }
    return event;
}

QString player(int k)
{
    return Surnames[k % Surnames.size()] + u' ' + GivenNames[k % GivenNames.size()];
}

} // namespace

std::optional<Error> addDemoCup(
    storage::SqliteArchive& archive, qint64 semifinal1, const QDate& today, QStringList& lines)
{
    QStringList finalists;
    for (int k = 0; k < 10; ++k)
        finalists.append(player(k));
    QStringList semifinalists;
    for (int k = 10; k < 20; ++k)
        semifinalists.append(player(k));
    // The previous final's third played this cycle's second semifinal too, and won it: his place in the
    // semifinal goes to the next (he qualified from the final already).
    semifinalists.insert(0, finalists[2]);
    const tournament::Tournament previousFinal = finishedGroup(u"X Кубок України (пошта), фінал"_s,
        u"UKR/C10/F"_s,
        today.addYears(-3),
        finalists,
        today.addYears(-1));
    const tournament::Tournament semifinal2 = finishedGroup(u"XI Кубок України (пошта), півфінал 2"_s,
        u"UKR/C11/SF2"_s,
        today.addMonths(-10),
        semifinalists,
        today);
    const Result<qint64> finalId = archive.importTournament(previousFinal);
    if (!finalId)
        return finalId.error();
    const Result<qint64> semifinal2Id = archive.importTournament(semifinal2);
    if (!semifinal2Id)
        return semifinal2Id.error();
    tournament::Cup cup;
    cup.name = u"XI Кубок України (пошта)"_s;
    cup.groups = {tournament::CupGroup{*finalId, tournament::CupStage::PreviousFinal, 1},
        tournament::CupGroup{semifinal1, tournament::CupStage::Semifinal, 1},
        tournament::CupGroup{*semifinal2Id, tournament::CupStage::Semifinal, 2}};
    // The previous final's second declined by letter; the federation nominated one player by rating.
    // Each recorded when it reached the judge: the letter three days after it was written.
    cup.decisions = {tournament::CupDecision{finalists[1],
                         tournament::CupDecision::Kind::Declined,
                         u"лист від %1"_s.arg(today.addDays(-20).toString(u"dd.MM.yyyy"_s)),
                         0,
                         today.addDays(-17)},
        tournament::CupDecision{u"Нестеренко Василь Іванович"_s,
            tournament::CupDecision::Kind::Nominated,
            u"Виконком ФЗШУ, за рейтингом"_s,
            0,
            today.addDays(-10)}};
    const Result<qint64> cupId = archive.saveCup(0, cup);
    if (!cupId)
        return cupId.error();
    lines.append(
        DemoText::tr("cup %1: %2 — the previous final (10 players, finished), semifinal 1 (in play), "
                     "semifinal 2 (11 players, finished); one qualified player declined, one nominated")
            .arg(*cupId)
            .arg(cup.name));
    return std::nullopt;
}

} // namespace postmark::demo

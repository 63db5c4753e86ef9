// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/demo/demoarchive.h"

#include "app/demo/democup.h"
#include "app/demo/demoteam.h"
#include "core/chess/notation.h"

using namespace Qt::StringLiterals;

namespace postmark::demo {

namespace {

using ledger::Color;

const QStringList RuyLopez = {u"e4"_s,
    u"e5"_s,
    u"Nf3"_s,
    u"Nc6"_s,
    u"Bb5"_s,
    u"a6"_s,
    u"Ba4"_s,
    u"Nf6"_s,
    u"O-O"_s,
    u"Be7"_s,
    u"Re1"_s,
    u"b5"_s,
    u"Bb3"_s,
    u"d6"_s,
    u"c3"_s,
    u"O-O"_s,
    u"h3"_s,
    u"Nb8"_s,
    u"d4"_s,
    u"Nbd7"_s,
    u"c4"_s,
    u"c6"_s,
    u"cxb5"_s,
    u"axb5"_s};
const QStringList Najdorf = {u"e4"_s,
    u"c5"_s,
    u"Nf3"_s,
    u"d6"_s,
    u"d4"_s,
    u"cxd4"_s,
    u"Nxd4"_s,
    u"Nf6"_s,
    u"Nc3"_s,
    u"a6"_s,
    u"Be3"_s,
    u"e5"_s,
    u"Nb3"_s,
    u"Be6"_s,
    u"f3"_s,
    u"Be7"_s,
    u"Qd2"_s,
    u"O-O"_s,
    u"O-O-O"_s,
    u"Nbd7"_s,
    u"g4"_s,
    u"b5"_s,
    u"g5"_s,
    u"b4"_s};
const QStringList QueensGambit = {u"d4"_s,
    u"d5"_s,
    u"c4"_s,
    u"e6"_s,
    u"Nc3"_s,
    u"Nf6"_s,
    u"Bg5"_s,
    u"Be7"_s,
    u"e3"_s,
    u"O-O"_s,
    u"Nf3"_s,
    u"Nbd7"_s,
    u"Rc1"_s,
    u"c6"_s,
    u"Bd3"_s,
    u"dxc4"_s,
    u"Bxc4"_s,
    u"Nd5"_s,
    u"Bxe7"_s,
    u"Qxe7"_s,
    u"O-O"_s,
    u"Nxc3"_s,
    u"Rxc3"_s,
    u"e5"_s};
const QStringList KingsIndian = {u"d4"_s,
    u"Nf6"_s,
    u"c4"_s,
    u"g6"_s,
    u"Nc3"_s,
    u"Bg7"_s,
    u"e4"_s,
    u"d6"_s,
    u"Nf3"_s,
    u"O-O"_s,
    u"Be2"_s,
    u"e5"_s,
    u"O-O"_s,
    u"Nc6"_s,
    u"d5"_s,
    u"Ne7"_s,
    u"Ne1"_s,
    u"Nd7"_s,
    u"Nd3"_s,
    u"f5"_s,
    u"Bd2"_s,
    u"Nf6"_s,
    u"f3"_s,
    u"f4"_s};
const QStringList CaroKann = {u"e4"_s,
    u"c6"_s,
    u"d4"_s,
    u"d5"_s,
    u"Nc3"_s,
    u"dxe4"_s,
    u"Nxe4"_s,
    u"Bf5"_s,
    u"Ng3"_s,
    u"Bg6"_s,
    u"h4"_s,
    u"h6"_s,
    u"Nf3"_s,
    u"Nd7"_s,
    u"h5"_s,
    u"Bh7"_s,
    u"Bd3"_s,
    u"Bxd3"_s,
    u"Qxd3"_s,
    u"e6"_s,
    u"Bd2"_s,
    u"Ngf6"_s,
    u"O-O-O"_s,
    u"Be7"_s};
const QStringList QuickMate = {u"e4"_s, u"e5"_s, u"Bc4"_s, u"Nc6"_s, u"Qh5"_s, u"Nf6"_s, u"Qxf7#"_s};

const QList<storage::Person> People = {
    {u"Ковальчук Олег Петрович"_s,
        u"вул. Садова 3, кв. 12, Полтава, 36000"_s,
        u"kovalchuk@example.org"_s,
        u"140123"_s},
    {u"Мельник Тарас Сергійович"_s, u"вул. Шевченка 10, Чернігів, 14000"_s, u""_s, u"140245"_s},
    {u"Шевченко Андрій Васильович"_s, u"просп. Миру 41, кв. 7, Суми, 40000"_s, u""_s, u""_s},
    {u"Бондаренко Ігор Миколайович"_s, u"вул. Соборна 15, Рівне, 33000"_s, u""_s, u"140311"_s},
    {u"Ткаченко Віктор Олегович"_s, u"вул. Героїв 2, кв. 30, Житомир, 10000"_s, u""_s, u""_s},
    {u"Кравченко Юрій Григорович"_s, u"вул. Лесі Українки 8, Луцьк, 43000"_s, u""_s, u""_s},
    {u"Олійник Степан Дмитрович"_s, u"вул. Франка 22, Тернопіль, 46000"_s, u""_s, u"140377"_s},
    {u"Лисенко Петро Романович"_s, u"вул. Київська 5, Вінниця, 21000"_s, u""_s, u""_s},
    {u"Гончаренко Микола Федорович"_s, u"вул. Котляревського 9, Кропивницький, 25000"_s, u""_s, u""_s},
    {u"Савченко Леонід Костянтинович"_s, u"вул. Грушевського 31, Черкаси, 18000"_s, u""_s, u""_s},
    {u"Руденко Дмитро Анатолійович"_s, u"вул. Нова 4, кв. 2, Ужгород, 88000"_s, u""_s, u"140402"_s},
    {u"Мороз Назар Богданович"_s, u"вул. Стуса 17, Івано-Франківськ, 76000"_s, u""_s, u""_s},
    {u"Павленко Євген Іванович"_s, u"вул. Центральна 6, Хмельницький, 29000"_s, u""_s, u""_s},
    {u"Марченко Роман Сергійович"_s, u"вул. Університетська 12, Чернівці, 58000"_s, u""_s, u""_s},
    {u"Бойко Григорій Тарасович"_s, u"вул. Дніпровська 28, Запоріжжя, 69000"_s, u""_s, u""_s},
    {u"Коваленко Зіновій Леонідович"_s, u"вул. Морська 3, Миколаїв, 54000"_s, u""_s, u""_s},
};

ledger::Player playerOf(const storage::Person& person)
{
    return ledger::Player{person.name, person.address, std::nullopt};
}

/// A game by post: `plies` of `line`, each sent `think[k % think.size()]` days after the previous card
/// arrived, four days in the post; the last card arrives only if `lastArrives`. Moves in Ukrainian notation.
ledger::GameFile postalGame(const QString& event,
    const QString& index,
    const QDate& start,
    const storage::Person& white,
    const storage::Person& black,
    const QStringList& line,
    int plies,
    const QList<int>& think,
    bool lastArrives,
    int transitDays = 4)
{
    ledger::GameFile game;
    game.event.name = event;
    game.event.index = index;
    game.event.start = start;
    game.event.end = start.addYears(2);
    game.white = playerOf(white);
    game.black = playerOf(black);
    chess::Position position = chess::Position::initial();
    QString partnerLast;
    QDate arrived = start;
    for (int ply = 0; ply < plies && ply < line.size(); ++ply) {
        const chess::Move move = chess::parseMove(position, line[ply], chess::Notation::San)->move;
        ledger::Card card;
        card.from = position.sideToMove();
        card.id = (card.from == Color::White ? u"w"_s : u"b"_s) + QString::number(position.fullmoveNumber());
        card.move = chess::writeMove(position, move, chess::Notation::Ukrainian);
        if (!partnerLast.isEmpty())
            card.repetition = {partnerLast};
        const QDate sent = arrived.addDays(think[ply % think.size()]);
        card.senderDate = sent;
        card.departurePostmarks = {sent.addDays(ply % 3 == 0 ? 1 : 0)};
        arrived = card.departurePostmarks.first().addDays(transitDays);
        if (ply + 1 < plies || lastArrives)
            card.received = arrived;
        partnerLast = *card.move;
        position.play(move);
        game.cards.append(card);
    }
    return game;
}

/// Moves every date of a game so that its latest date falls on `last`.
void endGameOn(ledger::GameFile& game, const QDate& last)
{
    QDate latest = game.event.start;
    for (const ledger::Card& card : game.cards) {
        for (const auto& date : {card.senderDate, card.received})
            latest = date && *date > latest ? *date : latest;
        for (const QDate& date : card.departurePostmarks)
            latest = std::max(latest, date);
    }
    const qint64 shift = latest.daysTo(last);
    game.event.start = game.event.start.addDays(shift);
    game.event.end = game.event.end->addDays(shift);
    for (ledger::Card& card : game.cards) {
        if (card.senderDate)
            card.senderDate = card.senderDate->addDays(shift);
        if (card.received)
            card.received = card.received->addDays(shift);
        for (QDate& date : card.departurePostmarks)
            date = date.addDays(shift);
    }
}

/// Keeps the cards the game had by `day`: a card sent later is not written yet, and the last one kept has
/// arrived by then (a game in play waits for its next move, not for a card in the post).
void keepCardsUntil(ledger::GameFile& game, const QDate& day)
{
    while (!game.cards.isEmpty()
        && (game.cards.last().departurePostmarks.first() > day
            || game.cards.last().received.value_or(day) > day))
        game.cards.removeLast();
}

/// The card `ply` (and every card after it) sent `days` later: a player who thought longer over it.
void delayFrom(ledger::GameFile& game, int ply, int days)
{
    for (qsizetype k = ply; k < game.cards.size(); ++k) {
        ledger::Card& card = game.cards[k];
        card.senderDate = card.senderDate->addDays(days);
        for (QDate& postmark : card.departurePostmarks)
            postmark = postmark.addDays(days);
        if (card.received)
            card.received = card.received->addDays(days);
    }
}

} // namespace

Result<QStringList> buildDemoArchive(storage::SqliteArchive& archive, const QDate& today)
{
    QStringList lines;
    const storage::Person& me = People[0];
    // The owner plays 15 games in four events, and judges the Cup's groups.
    const auto store = [&](ledger::GameFile game, const QString& state) -> std::optional<Error> {
        const Result<qint64> id = archive.addGame(game, today);
        if (!id)
            return id.error();
        lines.append(
            DemoText::tr("game %1: %2 – %3: %4").arg(*id).arg(game.white.name, game.black.name, state));
        return std::nullopt;
    };

    // The player's own games, one in each state, in four events. All the games of one event start on its
    // official start (II.4.5) and end with it: helper-63 read two adjudication deadlines for one semifinal
    // when each game had been given a start of its own. An event started a week ago has its first moves in
    // the post; one started five months ago has games in their middle.
    struct PlayerEvent
    {
        QString name;
        QString index;
        int startedDaysAgo;
    };
    const QList<PlayerEvent> events = {
        {u"VII першість України серед ветеранів (пошта)"_s, u"UKR/V07"_s, 152},
        {u"XXIX першість України (пошта), півфінал 2"_s, u"UKR/C29/SF2"_s, 104},
        {u"V Кубок Полтавщини (пошта)"_s, u"PLT/C05"_s, 49},
        {u"Відкритий турнір ФЗШУ (пошта), група 7"_s, u"UKR/OPEN/7"_s, 8},
    };
    struct Plan
    {
        int event; ///< into `events`
        int partner;
        bool iAmWhite;
        const QStringList* line;
        int plies;
        QList<int> think;
        bool lastArrives;
        const char* state;
    };
    const QList<Plan> plans = {
        {3,
            1,
            true,
            &RuyLopez,
            1,
            {2},
            false,
            QT_TRANSLATE_NOOP("Demo", "just started: my first move is in the post")},
        {3,
            2,
            false,
            &Najdorf,
            1,
            {1},
            true,
            QT_TRANSLATE_NOOP("Demo", "just started: White's first move arrived, I am to reply")},
        {1,
            3,
            true,
            &QueensGambit,
            14,
            {5, 1},
            true,
            QT_TRANSLATE_NOOP(
                "Demo", "time trouble: 2 days left in the control period, my reply goes registered")},
        {1,
            4,
            true,
            &KingsIndian,
            9,
            {5, 6},
            false,
            QT_TRANSLATE_NOOP("Demo", "waiting: no reply for 20 days, the repeat is due")},
        {1,
            5,
            false,
            &CaroKann,
            12,
            {3, 5},
            true,
            QT_TRANSLATE_NOOP("Demo", "penalty: the partner repeated my move wrongly")},
        {1,
            6,
            true,
            &RuyLopez,
            13,
            {3, 4},
            false,
            QT_TRANSLATE_NOOP("Demo", "variant pending: I proposed a continuation")},
        {2, 7, true, &QuickMate, 7, {2, 2}, true, QT_TRANSLATE_NOOP("Demo", "finished: 1-0, mate")},
        {0,
            8,
            false,
            &QueensGambit,
            18,
            {5, 3},
            true,
            QT_TRANSLATE_NOOP("Demo", "suspended: my forfeit claim is with the judge")},
        {1,
            9,
            true,
            &Najdorf,
            10,
            {2, 9},
            true,
            QT_TRANSLATE_NOOP("Demo", "the partner overstepped the time: a claim is possible")},
        {2,
            10,
            true,
            &KingsIndian,
            6,
            {2, 2},
            true,
            QT_TRANSLATE_NOOP("Demo", "query: the partner sent an impossible move")},
        {1,
            11,
            false,
            &RuyLopez,
            16,
            {2, 2},
            true,
            QT_TRANSLATE_NOOP("Demo", "leave: the partner is on leave until the end of next week")},
        {0, 12, true, &CaroKann, 20, {2, 2}, true, QT_TRANSLATE_NOOP("Demo", "finished: draw agreed")},
        {0, 13, false, &KingsIndian, 22, {3, 2}, true, QT_TRANSLATE_NOOP("Demo", "in progress, move 12")},
        {2, 14, true, &Najdorf, 8, {1, 2}, true, QT_TRANSLATE_NOOP("Demo", "in progress, move 5")},
        {2,
            15,
            false,
            &QueensGambit,
            4,
            {8, 8},
            false,
            QT_TRANSLATE_NOOP("Demo", "in progress: my reply is in the post")},
    };
    QList<int> gamesInEvent(events.size(), 0);
    for (int index = 0; index < plans.size(); ++index) {
        const Plan& plan = plans[index];
        const PlayerEvent& event = events[plan.event];
        const QDate start = today.addDays(-event.startedDaysAgo);
        const storage::Person& partner = People[plan.partner];
        ledger::GameFile game = postalGame(event.name,
            u"%1-P%2"_s.arg(event.index).arg(++gamesInEvent[plan.event]),
            start,
            plan.iAmWhite ? me : partner,
            plan.iAmWhite ? partner : me,
            *plan.line,
            plan.plies,
            plan.think,
            plan.lastArrives);
        // A game still in play ends where its state is: the one waiting for a repeat 20 days ago (my last
        // card has had no reply since), the others a day or two ago, so that time is running; the days from
        // the event's start to its first card are White's on the first move (II.4.5). A finished game ends
        // where its moves take it from the start.
        if (const bool finished = index == 6 || index == 11; !finished) { // their results are set below
            endGameOn(game, today.addDays(index == 3 ? -20 : -1 - index % 2));
            game.event.start = start; // the moves fit between it and today: a test sees to it
            game.event.end = start.addYears(2);
        }
        switch (index) {
        case 2: // in time trouble my cards go registered (II.4.12)
            for (ledger::Card& card : game.cards) {
                if (card.from == Color::White && card.id.mid(1).toInt() >= 7) {
                    card.registered = true;
                    card.receipt = ledger::MailReceipt{u"03%1"_s.arg(card.id.mid(1)), *card.senderDate};
                }
            }
            break;
        case 4: // the partner (White) repeats my move wrongly (II.4.9)
            game.cards[8].repetition = {u"Кg8-e7"_s};
            break;
        case 5: // my last card proposes a variant (II.3.8): if 7...d6, then 8.c3
            game.cards.last().variant = {u"d7-d6"_s, u"c2-c3"_s};
            break;
        case 6:
            game.result = ledger::GameResult{u"1-0"_s, ledger::ResultHow::Mate, game.cards.last().received};
            break;
        case 7: { // a claim (II.6.2), the game suspended from its date (II.6.6)
            const QDate sent = today.addDays(-5);
            game.claim = ledger::Claim{
                Color::Black, sent, ledger::MailReceipt{u"4471"_s, sent}, u"Тf8-e8"_s, std::nullopt};
            break;
        }
        case 9: { // the partner's impossible move: the queen cannot pass its own pawn
            game.cards.last().move = u"Фd8-h4"_s;
            break;
        }
        case 10: // the partner's leave (II.7.1): a leave of mine would be in every game of mine, not one
            game.leaves.append(
                ledger::Leave{Color::White, today.addDays(-3), today.addDays(10), today.addDays(-10)});
            break;
        case 11:
            game.result =
                ledger::GameResult{u"1/2-1/2"_s, ledger::ResultHow::DrawAgreed, game.cards.last().received};
            break;
        default:
            break;
        }
        if (auto error = store(game, DemoText::tr(plan.state)))
            return *error;
    }

    // The chief judge's semifinal: 15 players, every game at once; results, a withdrawal and a claim.
    storage::TournamentRecord tournament;
    tournament.name = u"XI Кубок України (пошта), півфінал 1"_s;
    tournament.index = u"UKR/C11/SF1"_s;
    tournament.start = today.addMonths(-6);
    tournament.end = tournament.start.addYears(2);
    for (int seat = 0; seat < 15; ++seat) {
        storage::TournamentRecord::Entrant entrant;
        entrant.person = People[seat + 1];
        entrant.rating = 2100 + (seat * 37) % 300;
        if (seat == 13) {
            entrant.withdrawnOn = today.addMonths(-2);
            entrant.withdrawalDecision = u"loss"_s;
        }
        tournament.players.append(entrant);
    }
    // The same event as the judge keeps it whole (the tournament file): pairings and results.
    tournament::Tournament event;
    event.name = tournament.name;
    event.index = tournament.index;
    event.start = tournament.start;
    event.end = *tournament.end;
    event.tiebreaks = {
        tournament::TieBreak::Wins, tournament::TieBreak::SonnebornBerger, tournament::TieBreak::HeadToHead};
    for (int seat = 0; seat < 15; ++seat) {
        const auto& entrant = tournament.players[seat];
        event.players.append(tournament::Player{
            u"p%1"_s.arg(seat + 1), entrant.person.name, entrant.person.address, entrant.rating});
    }
    event.withdrawals.append(tournament::Withdrawal{
        u"p14"_s, *tournament.players[13].withdrawnOn, tournament::WithdrawalDecision::Loss});
    QList<ledger::GameFile> eventGames;
    const QList<const QStringList*> openings = {&RuyLopez, &Najdorf, &QueensGambit, &KingsIndian, &CaroKann};
    int number = 0;
    for (int a = 0; a < 15; ++a) {
        for (int b = a + 1; b < 15; ++b) {
            ++number;
            const bool aIsWhite = (a + b) % 2 == 0;
            const storage::Person& white = People[(aIsWhite ? a : b) + 1];
            const storage::Person& black = People[(aIsWhite ? b : a) + 1];
            // Every game from the start at a postal pace: 2 to 3 days a move (within 40 days for 10,
            // II.4.1), 5 days in the post. A finished game ended where its moves ran out; one in play has
            // the cards it had by a few days ago (a finished one ended then, or earlier where its moves ran
            // out); the withdrawn player's stop at the withdrawal.
            const bool finished = number % 3 == 0;
            const QStringList& line = *openings[number % 5];
            const int plies = finished ? 6 + (number * 7) % 18 : int(line.size());
            ledger::GameFile game = postalGame(tournament.name,
                u"%1-%2"_s.arg(tournament.index).arg(number),
                tournament.start,
                white,
                black,
                line,
                plies,
                {2, 3},
                true,
                5);
            if (a == 13 || b == 13)
                keepCardsUntil(game, tournament.players[13].withdrawnOn->addDays(-1));
            else if (number == 17) {
                // The claim's game: Black thought over his 8th move until it came 12 days ago, past 40 days
                // for his first 10 moves (II.6.1); White claims instead of replying.
                keepCardsUntil(game, today);
                while (game.cards.size() > 16)
                    game.cards.removeLast();
                delayFrom(game, 15, int(game.cards.last().received->daysTo(today.addDays(-12))));
                // Sent late, but registered as II.4.10 asks of a reply past the control period's limit:
                // the overstep is the time alone, no penalty days on top.
                ledger::Card& late = game.cards.last();
                late.registered = true;
                late.receipt = ledger::MailReceipt{u"1108"_s, late.departurePostmarks.first()};
            } else
                keepCardsUntil(game, today.addDays(-1 - number % 9));
            game.event.start = tournament.start;
            game.event.end = tournament.end;
            if (number % 3 == 0) {
                static const QStringList Scores = {u"1-0"_s, u"1/2-1/2"_s, u"0-1"_s};
                const QString score = Scores[(number / 3) % 3];
                game.result = ledger::GameResult{score,
                    score == u"1/2-1/2" ? ledger::ResultHow::DrawAgreed : ledger::ResultHow::Resignation,
                    game.cards.last().received};
            }
            if (a == 13 || b == 13) // the withdrawn player's unfinished games are lost (II.8.1)
                game.result = ledger::GameResult{
                    a == 13 ? (aIsWhite ? u"0-1"_s : u"1-0"_s) : (aIsWhite ? u"1-0"_s : u"0-1"_s),
                    ledger::ResultHow::WithdrawalLoss,
                    tournament.players[13].withdrawnOn};
            // Black had White's notice three days after it went, and recorded it: the objection is due 7
            // days from then (II.6.4), as the judge's register below says too.
            if (number == 17 && !game.result)
                game.claim = ledger::Claim{Color::White,
                    today.addDays(-9),
                    ledger::MailReceipt{u"0917"_s, today.addDays(-9)},
                    u"Сd3:c4"_s, // the bishop takes back the pawn Black's last move took (II.6.2)
                    today.addDays(-6)};
            tournament::TournamentGame pairing{u"p%1"_s.arg((aIsWhite ? a : b) + 1),
                u"p%1"_s.arg((aIsWhite ? b : a) + 1),
                std::nullopt,
                tournament::ResultHow::Played,
                std::nullopt,
                std::nullopt};
            const bool withdrawalLoss = a == 13 || b == 13;
            // II.8.2: the withdrawn player's partners' texts came for the even-numbered games, which the
            // judge has recorded; the others' + still waits, as the withdrawal's decision gives it.
            if (game.result && !(withdrawalLoss && number % 2 == 1)) {
                pairing.result = tournament::resultFromText(game.result->score);
                // The judge records the way it ended as its kind: over the board, played.
                pairing.how = tournament::judgesHow(game.result->how.value_or(ledger::ResultHow::Played));
                if (withdrawalLoss) {
                    pairing.reportedOn = tournament.players[13].withdrawnOn;
                    pairing.recordReceived = pairing.reportedOn->addDays(6 + number % 9);
                }
            }
            event.games.append(pairing);
            eventGames.append(game);
        }
    }
    const Result<qint64> tournamentId = archive.importTournament(event);
    if (!tournamentId)
        return tournamentId.error();
    for (const ledger::GameFile& game : std::as_const(eventGames)) {
        const Result<qint64> id = archive.addGame(game, today);
        if (!id)
            return id.error();
        if (auto error = archive.assignToTournament(*id, *tournamentId))
            return *error;
    }
    // The claim of game 17 is in the judge's register, with the claimant's cards as its evidence; the
    // offender had the notice three days later, so the objection window (II.6.4) is still open.
    for (int g = 0; g < eventGames.size(); ++g) {
        if (!eventGames[g].claim)
            continue;
        tournament::JudgeClaim claim;
        claim.game = g;
        claim.claimant = event.games[g].white;
        claim.sent = eventGames[g].claim->sent;
        claim.noticeReceived = eventGames[g].claim->noticeReceived;
        claim.sealedMove = eventGames[g].claim->sealedMove;
        claim.evidence = eventGames[g];
        claim.evidence.claim.reset();
        if (auto error = archive.updateTournament(*tournamentId,
                [&claim](
                    tournament::Tournament&, tournament::JudgeRegisters& registers) -> std::optional<Error> {
                    registers.claims.append(claim);
                    return std::nullopt;
                }))
            return *error;
    }
    lines.append(
        DemoText::tr("tournament %1: %2, 15 players, %n game(s), one withdrawal, one claim", nullptr, number)
            .arg(*tournamentId)
            .arg(tournament.name));
    if (auto error = addDemoCup(archive, *tournamentId, today, lines))
        return *error;
    if (auto error = addDemoTeamMatch(archive, today, lines))
        return *error;
    // The archive is one person's: he plays his 15 games and judges the other group's semifinal.
    if (auto error = archive.setOwner(archive::ArchiveOwner{me.name, true, true, {}, me.address}))
        return *error;
    lines.append(DemoText::tr("owner: %1, a player and the chief judge of %2").arg(me.name, tournament.name));
    return lines;
}

} // namespace postmark::demo

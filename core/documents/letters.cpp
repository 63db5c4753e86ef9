// SPDX-License-Identifier: GPL-3.0-or-later
// The letters to the partner and the judge: the forfeit claim and its objection, the leave notice, the
// game record, the adjudication packet and the judge's decision.
#include <array>

#include "core/documents/cardname.h"
#include "core/documents/documents.h"
#include "core/documents/engineassessment.h"
#include "core/documents/gamefacts.h"
#include "core/documents/letterparts.h"
#include "core/ledger/claimcheck.h"
#include "core/ledger/ledgerexplain.h"
#include "core/rules/clauses.h"
#include "core/support/isodate.h"

using namespace Qt::StringLiterals;

namespace postmark::documents {

namespace {

using Kind = Block::Kind;
using ledger::Color;

QString colorWord(Color color, Language language)
{
    return color == Color::White ? say(language, u"білі", u"White") : say(language, u"чорні", u"Black");
}

/// How a game ended, as the game file names it, in the document's language.
QString howWords(const std::optional<ledger::ResultHow>& how, Language language)
{
    using ledger::ResultHow;
    switch (how.value_or(ResultHow::Played)) {
    case ResultHow::Mate:
        return say(language, u"мат", u"mate");
    case ResultHow::Resignation:
        return say(language, u"здача", u"resignation");
    case ResultHow::DrawAgreed:
        return say(language, u"нічия за згодою", u"draw agreed");
    case ResultHow::DrawClaimed:
        return say(language, u"нічия за заявою", u"draw claimed");
    case ResultHow::TimeForfeit:
        return say(language, u"прострочення часу", u"time forfeit");
    case ResultHow::Adjudicated:
        return say(language, u"присудження", u"adjudicated");
    case ResultHow::WithdrawalLoss:
        return say(language, u"вибуття", u"withdrawal");
    case ResultHow::InactivityLoss:
        return say(language, u"бездіяльність", u"inactivity");
    case ResultHow::Played:
    case ResultHow::NoRecord:
        break;
    }
    return how ? ledger::resultHowName(*how) : QString(); // a way the game file does not name: as before
}

QString sentRuleWord(ledger::SendRule rule, Language language)
{
    switch (rule) {
    case ledger::SendRule::Receipt:
        return say(language, u"квитанція", u"receipt");
    case ledger::SendRule::DeparturePostmark:
        return say(language, u"штемпель", u"postmark");
    case ledger::SendRule::SenderDate:
        return say(language, u"дата відправника", u"sender's date");
    case ledger::SendRule::Unknown:
        break;
    }
    return say(language, u"невідомо", u"unknown");
}

QString receivedRuleWord(ledger::ReceiptRule rule, Language language)
{
    switch (rule) {
    case ledger::ReceiptRule::ArrivalPostmark:
        return say(language, u"штемпель", u"postmark");
    case ledger::ReceiptRule::RecipientDate:
        return say(language, u"дата одержувача", u"recipient's date");
    case ledger::ReceiptRule::NotReceived:
        break;
    }
    return say(language, u"не отримано", u"not received");
}

QString playerLine(const ledger::GameFile& game, Color color, Language language)
{
    return u"%1 (%2)"_s.arg(game.player(color).name, colorWord(color, language));
}

Block gameHeader(const ledger::GameFile& game, Language language)
{
    return {Kind::Field,
        say(language, u"Партія", u"Game"),
        u"%1 – %2"_s.arg(game.white.name, game.black.name),
        {}};
}

/// Every card of the game drawn on a time line, from the sender's lane to the receiver's (II.6.2 part 3).
Block correspondenceTimeline(const ledger::GameFile& game, const ledger::Ledger& ledger, Language language)
{
    Block timeline{Kind::Timeline, {}, {}, {}};
    timeline.rows.append({QString(), say(language, u"Білі", u"White"), say(language, u"Чорні", u"Black")});
    for (int index = 0; index < game.cards.size(); ++index) {
        const ledger::CardDates& dates = ledger.cardDates[std::size_t(index)];
        timeline.rows.append({cardName(game.cards[index].id, language),
            ledger::colorName(game.cards[index].from),
            dates.sent ? isoDate(*dates.sent) : QString(),
            dates.received ? isoDate(*dates.received) : QString()});
    }
    return timeline;
}

/// The same cards as a table, with the evidence behind each date.
Block correspondenceChart(const ledger::GameFile& game, const ledger::Ledger& ledger, Language language)
{
    Block table{Kind::Table, {}, {}, {}};
    table.rows.append({say(language, u"Листівка", u"Card"),
        say(language, u"Напрям", u"Direction"),
        say(language, u"Хід", u"Move"),
        say(language, u"Відправлено (доказ)", u"Sent (evidence)"),
        say(language, u"Отримано (доказ)", u"Received (evidence)")});
    for (int index = 0; index < game.cards.size(); ++index) {
        const ledger::Card& card = game.cards[index];
        const ledger::CardDates& dates = ledger.cardDates[std::size_t(index)];
        const QString direction = card.from == Color::White
            ? say(language, u"білі → чорні", u"White → Black")
            : say(language, u"чорні → білі", u"Black → White");
        table.rows.append({cardName(card.id, language),
            direction,
            card.move.value_or(u"—"_s),
            u"%1 (%2)"_s.arg(documentDate(dates.sent, language), sentRuleWord(dates.sentRule, language)),
            u"%1 (%2)"_s.arg(
                documentDate(dates.received, language), receivedRuleWord(dates.receivedRule, language))});
    }
    return table;
}

Block signature(const ledger::Player& signer, Language language)
{
    return {Kind::Signature, say(language, u"Підпис", u"Signature"), signer.name, {}};
}

} // namespace

/// The limit line under the time calculation, with the game section's clauses for the control and the
/// overstep (II.4.3 and II.6.1 by post, III.4.3 by e-mail), in the document's language.
QString overstepLine(const ledger::Ledger& ledger, const ledger::Overstep& overstep, Language language)
{
    // The game's section's clauses: an e-mail game's control and overstep are III.4.3, a team game's IV.8.1.
    return say(language,
        u"Ліміт %1 дн. за %2 ходів з накопиченням (%6): сума %3 дн. після ходу %4 перевищує ліміт %5 дн. "
        u"(%7).",
        u"Limit %1 days per %2 moves, cumulative (%6): the total of %3 days after move %4 exceeds the limit "
        u"of "
        u"%5 days (%7).")
        .arg(ledger.rules.daysPerControl)
        .arg(ledger.rules.movesPerControl)
        .arg(overstep.total)
        .arg(overstep.move)
        .arg(overstep.limit)
        .arg(rules::clause(ledger.rules, rules::Rule::Control),
            rules::clause(ledger.rules, rules::Rule::Overstep));
}

/// Every move of `player`: received, sent, days, penalties, running total (II.6.2 part 2), and the cards the
/// days run between, so that a player checks each line against the cards he holds.
Block timeCalculation(const ledger::GameFile& game,
    const ledger::Ledger& ledger,
    Color player,
    Language language,
    DateEvidence evidence)
{
    Block table{Kind::Table, {}, {}, {}};
    table.rows.append({say(language, u"Хід", u"Move"),
        say(language, u"Отримано", u"Received"),
        say(language, u"Відправлено", u"Sent"),
        say(language, u"Днів", u"Days"),
        say(language, u"Штраф", u"Penalty"),
        say(language, u"Разом", u"Total"),
        say(language, u"Листівки", u"Cards")});
    const QStringList moveTexts = ledger::rowMoveTexts(game, ledger);
    for (std::size_t r = 0; r < ledger.rows.size(); ++r) {
        const ledger::MoveRow& row = ledger.rows[r];
        if (row.player != player)
            continue;
        std::optional<QDate> received;
        std::optional<QDate> sent;
        QString cards;
        QString receivedBy;
        QString sentBy;
        for (const ledger::TimeBooking& booking : ledger.bookings) {
            if (booking.player == player && booking.moveNumber == row.number) {
                received = booking.from;
                sent = booking.to;
                receivedBy = booking.answeredCard >= 0 ? receivedRuleWord(
                                 ledger.cardDates[std::size_t(booking.answeredCard)].receivedRule, language)
                                                       : say(language, u"старт", u"start");
                sentBy = booking.card >= 0 && booking.to
                    ? sentRuleWord(ledger.cardDates[std::size_t(booking.card)].sentRule, language)
                    : QString();
                const QString answered = booking.answeredCard >= 0
                    ? cardName(game.cards[booking.answeredCard].id, language)
                    : say(language, u"старт", u"start");
                cards = booking.card >= 0
                    ? u"%1 → %2"_s.arg(answered, cardName(game.cards[booking.card].id, language))
                    : answered;
            }
        }
        const QString move =
            row.move ? u"%1. %2"_s.arg(row.number).arg(moveTexts[qsizetype(r)]) : QString::number(row.number);
        const auto dated = [evidence](const QString& date, const QString& by) {
            return evidence == DateEvidence::Named && !by.isEmpty() ? u"%1 (%2)"_s.arg(date, by) : date;
        };
        table.rows.append({move,
            dated(documentDate(received, language), receivedBy),
            dated(documentDate(sent, language), sentBy),
            QString::number(row.days),
            QString::number(row.penalty),
            QString::number(row.total),
            cards});
    }
    return table;
}

Result<Document> claimPacket(const ledger::GameFile& game, const ledger::Ledger& ledger, Language language)
{
    const ledger::ClaimCheck check = ledger::checkClaim(game, ledger);
    if (!check.overstep)
        return notApplicable(
            say(MessageCode::NoOverstepToClaim, rules::clause(ledger.rules, rules::Rule::Overstep)));
    const Color offender = check.overstep->player;
    const Color claimant = chess::opposite(offender);
    const ledger::Player& signer = game.player(claimant);
    Document document;
    document.title = say(language, u"Заява про прострочення часу", u"Forfeit claim");
    document.language = language;

    Page statement; // parts 1 to 5, flowing over as few sheets as they need
    statement.blocks.append(
        {Kind::Mark, {}, say(language, u"РЕКОМЕНДОВАНИЙ ЛИСТ СУДДІ", u"REGISTERED LETTER TO THE JUDGE"), {}});
    statement.blocks.append(letterHead(toTheJudge(game, language),
        signer.name,
        signer.address,
        game.claim ? std::optional<QDate>(game.claim->sent) : std::nullopt,
        language));
    statement.blocks.append({Kind::Title, {}, document.title, {}});
    statement.blocks.append(
        {Kind::Field, say(language, u"Змагання", u"Competition"), competitionOf(game), {}});
    statement.blocks.append(gameHeader(game, language));
    statement.blocks.append({Kind::Paragraph,
        {},
        say(language,
            u"Мій партнер %1 перевищив контрольний час на ході %2: сума %3 дн. більша за ліміт %4 дн. "
            u"(II.6.1). Прошу зарахувати йому поразку (II.6.5).",
            u"My partner %1 overstepped the time limit at move %2: the total of %3 days exceeds the limit of "
            u"%4 days (II.6.1). I ask that the game be scored a loss for him (II.6.5).")
            .arg(playerLine(game, offender, language))
            .arg(check.overstep->move)
            .arg(check.overstep->total)
            .arg(check.overstep->limit),
        {}});
    statement.blocks.append({Kind::Field,
        say(language, u"Час на обдумування", u"Totals"),
        say(language, u"білі %1 дн., чорні %2 дн.", u"White %1 days, Black %2 days")
            .arg(ledger.totals[0])
            .arg(ledger.totals[1]),
        {}});
    statement.blocks.append({Kind::Field,
        say(language, u"Заяву подано вчасно (II.6.3)", u"Claim in time (II.6.3)"),
        check.windowOpen ? say(language, u"так", u"yes") : say(language, u"ні", u"no"),
        {}});
    if (game.claim && game.claim->noticeReceipt) // part 4
        statement.blocks.append({Kind::Field,
            say(language, u"Повідомлення партнеру, квитанція", u"Notice to the partner, receipt"),
            u"№ %1, %2"_s.arg(
                game.claim->noticeReceipt->number, documentDate(game.claim->noticeReceipt->date, language)),
            {}});
    else
        statement.blocks.append({Kind::Field,
            say(language, u"Повідомлення партнеру, квитанція", u"Notice to the partner, receipt"),
            say(language, u"№ ______, дата ______", u"No. ______, date ______"),
            {}});
    // part 5: the offender's letters that prove the count: those of the control period in question
    QStringList enclosed{
        say(language, u"Підрахунок часу партнера (частина 2)", u"The partner's time calculation (part 2)"),
        say(language, u"Графік листування (частина 3)", u"The correspondence chart (part 3)"),
        say(language,
            u"Квитанція про повідомлення партнера (частина 4)",
            u"The receipt of the notice to the partner (part 4)")};
    const int firstOfPeriod = check.controlMove - ledger.rules.movesPerControl + 1;
    for (const ledger::MoveRow& row : ledger.rows) {
        if (row.player == offender && row.card >= 0 && row.number >= firstOfPeriod && !row.insideVariant)
            enclosed.append(say(language, u"Лист партнера %1 від %2", u"The partner's letter %1 of %2")
                                .arg(cardName(game.cards[row.card].id, language),
                                    documentDate(ledger.cardDates[std::size_t(row.card)].sent, language)));
    }
    enclosed.append(say(language,
        u"Мій наступний хід в окремому запечатаному конверті (частина 6)",
        u"My next move in a separate sealed envelope (part 6)"));
    statement.blocks.append(enclosures(enclosed, language));
    statement.blocks.append(signature(signer, language));

    // Part 2, the time calculation, and part 3, the correspondence chart, follow on the same sheets; a long
    // table continues on the next sheet with its header.
    statement.blocks.append({Kind::Heading,
        {},
        say(language, u"Частина 2. Підрахунок часу: %1", u"Part 2. Time calculation: %1")
            .arg(playerLine(game, offender, language)),
        {}});
    statement.blocks.append(timeCalculation(game, ledger, offender, language));
    statement.blocks.append({Kind::Paragraph, {}, overstepLine(ledger, *check.overstep, language), {}});
    statement.blocks.append({Kind::Heading,
        {},
        say(language, u"Частина 3. Графік листування", u"Part 3. Correspondence chart"),
        {}});
    statement.blocks.append(correspondenceTimeline(game, ledger, language));
    statement.blocks.append(correspondenceChart(game, ledger, language));

    Page sealed; // part 6: a sheet of its own, sealed, not sent to the partner
    sealed.blocks.append({Kind::Mark, {}, say(language, u"ЛИШЕ ДЛЯ СУДДІ", u"FOR THE JUDGE ONLY"), {}});
    sealed.blocks.append({Kind::Heading,
        {},
        say(language, u"Частина 6. Мій наступний хід (II.6.2)", u"Part 6. My next move (II.6.2)"),
        {}});
    sealed.blocks.append(gameHeader(game, language));
    sealed.blocks.append({Kind::Field,
        say(language, u"Хід", u"Move"),
        game.claim && !game.claim->sealedMove.isEmpty() ? game.claim->sealedMove : u"____________"_s,
        {}});
    sealed.blocks.append(signature(signer, language));

    document.pages = {statement, sealed};
    return document;
}

Result<Document> objection(const ledger::GameFile& game, const ledger::Ledger& ledger, Language language)
{
    if (!game.claim)
        return notApplicable(say(MessageCode::NoClaimToObjectTo));
    const Color objector = chess::opposite(game.claim->by);
    const ledger::ClaimCheck check = ledger::checkClaim(game, ledger);
    Document document;
    document.title =
        say(language, u"Заперечення на заяву про прострочення часу", u"Objection to a forfeit claim");
    document.language = language;
    const ledger::Player& signer = game.player(objector);
    Page page;
    page.blocks.append(
        {Kind::Mark, {}, say(language, u"РЕКОМЕНДОВАНИЙ ЛИСТ СУДДІ", u"REGISTERED LETTER TO THE JUDGE"), {}});
    page.blocks.append(
        letterHead(toTheJudge(game, language), signer.name, signer.address, std::nullopt, language));
    page.blocks.append({Kind::Title, {}, document.title, {}});
    page.blocks.append({Kind::Field, say(language, u"Змагання", u"Competition"), competitionOf(game), {}});
    page.blocks.append(gameHeader(game, language));
    const bool holds = check.overstep && check.overstep->player == objector;
    page.blocks.append({Kind::Paragraph,
        {},
        say(language,
            u"Не погоджуюся з заявою партнера %1 від %2 (II.6.4). За моїм підрахунком: %3",
            u"I disagree with the claim of my partner %1 of %2 (II.6.4). My count: %3")
            .arg(playerLine(game, game.claim->by, language),
                documentDate(game.claim->sent, language),
                holds ? overstepLine(ledger, *check.overstep, language)
                      : say(language, u"мій час не перевищує ліміту.", u"my time is within the limit.")),
        {}});
    // The judge counts the objection's 7 days from the notice's arrival (II.6.4): the letter says when that
    // was, when the objector recorded it.
    if (game.claim->noticeReceived)
        page.blocks.append({Kind::Field,
            say(language, u"Повідомлення отримано", u"Notice received"),
            documentDate(*game.claim->noticeReceived, language),
            {}});
    page.blocks.append(
        enclosures({say(language, u"Мій підрахунок часу (нижче)", u"My time calculation (below)"),
                       say(language,
                           u"Копії моїх листів і квитанцій контрольного періоду",
                           u"Copies of my letters and receipts of the control period")},
            language));
    page.blocks.append(signature(signer, language));
    page.blocks.append({Kind::Heading,
        {},
        say(language, u"Підрахунок часу: %1", u"Time calculation: %1")
            .arg(playerLine(game, objector, language)),
        {}});
    page.blocks.append(timeCalculation(game, ledger, objector, language));
    document.pages = {page};
    return document;
}

Result<Document> gameRecord(const ledger::GameFile& game, const ledger::Ledger& ledger, Language language)
{
    Document document;
    document.title = say(language, u"Запис партії", u"Game record");
    document.language = language;
    Page page;
    page.blocks.append({Kind::Title, {}, document.title, {}});
    page.blocks.append({Kind::Field, say(language, u"Змагання", u"Competition"), competitionOf(game), {}});
    page.blocks.append({Kind::Field, say(language, u"Білі", u"White"), game.white.name, {}});
    page.blocks.append({Kind::Field, say(language, u"Чорні", u"Black"), game.black.name, {}});
    page.blocks.append(
        {Kind::Field, say(language, u"Початок", u"Started"), documentDate(game.event.start, language), {}});
    std::optional<QDate> ended = game.result ? game.result->date : std::nullopt;
    page.blocks.append(
        {Kind::Field, say(language, u"Закінчено", u"Ended"), documentDate(ended, language), {}});
    // The days booked (II.4.1); in a game still in play also the days running on the move in progress
    // (II.4.3), which the desk counts in: without them the record and the desk would differ by those days.
    QString thinking = say(language, u"білі %1 дн., чорні %2 дн.", u"White %1 days, Black %2 days")
                           .arg(ledger.totals[0])
                           .arg(ledger.totals[1]);
    if (!ledger.finished && ledger.running && !ledger.running->waitingForPost && ledger.running->days > 0) {
        const bool white = ledger.running->player == ledger::Color::White;
        thinking += say(language,
            u" і ще %1 дн. %2 на ході %3 станом на %4",
            u" and %1 more days of %2 on move %3 as of %4")
                        .arg(ledger.running->days)
                        .arg(white ? say(language, u"білих", u"White") : say(language, u"чорних", u"Black"))
                        .arg(ledger.running->moveNumber)
                        .arg(documentDate(ledger.running->until, language));
    }
    page.blocks.append({Kind::Field, say(language, u"Час на обдумування", u"Thinking time"), thinking, {}});
    page.blocks.append({Kind::Field,
        say(language, u"Результат", u"Result"),
        game.result ? u"%1 (%2)"_s.arg(game.result->score, howWords(game.result->how, language))
                    : say(language, u"гра триває", u"in progress"),
        {}});
    Block moves{Kind::Table, {}, {}, {}};
    moves.rows.append(
        {say(language, u"№", u"No."), say(language, u"Білі", u"White"), say(language, u"Чорні", u"Black")});
    const QStringList moveTexts = ledger::rowMoveTexts(game, ledger);
    for (std::size_t r = 0; r < ledger.rows.size(); ++r) {
        const ledger::MoveRow& row = ledger.rows[r];
        if (!row.move)
            continue;
        if (row.player == Color::White || moves.rows.size() == 1)
            moves.rows.append({QString::number(row.number), QString(), QString()});
        moves.rows.last()[row.player == Color::White ? 1 : 2] = moveTexts[qsizetype(r)];
    }
    page.blocks.append(moves);
    page.blocks.append(signature(game.white, language));
    page.blocks.append(signature(game.black, language));
    document.pages = {page};
    return document;
}

Result<Document> adjudicationPacket(const ledger::GameFile& game,
    const ledger::Ledger& ledger,
    Language language,
    std::optional<ledger::Color> from,
    const std::optional<EngineAssessment>& engine)
{
    if (game.result)
        return notApplicable(say(MessageCode::FinishedGameNotAdjudicated));
    Result<Document> record = gameRecord(game, ledger, language);
    Document document = std::move(record).value();
    document.title = say(language, u"Матеріали для присудження", u"Adjudication packet");
    Page& page = document.pages.first();
    const Color senderColour = from.value_or(ledger.toMove);
    const ledger::Player& sender = game.player(senderColour);
    QList<Block> head{
        {Kind::Mark, {}, say(language, u"РЕКОМЕНДОВАНИЙ ЛИСТ СУДДІ", u"REGISTERED LETTER TO THE JUDGE"), {}}};
    head.append(letterHead(toTheJudge(game, language), sender.name, sender.address, std::nullopt, language));
    page.blocks.first().text = document.title;
    page.blocks = head + page.blocks;
    QStringList enclosed{say(language, u"Запис партії (вище)", u"The game record (above)"),
        say(language,
            u"Позиція та моя оцінка з обґрунтуванням (окремий аркуш)",
            u"The position and my assessment with its analysis (a separate sheet)")};
    if (engine)
        enclosed.append(say(language,
            u"Оцінка позиції шаховим рушієм (там само, окремо від моєї)",
            u"A chess engine's assessment of the position (on the same sheet, apart from mine)"));
    page.blocks.insert(page.blocks.size() - 2, enclosures(enclosed, language));
    if (game.event.end)
        page.blocks.insert(head.size() + 2,
            {Kind::Field,
                say(language, u"Надіслати до (II.9.5)", u"Send by (II.9.5)"),
                documentDate(game.event.end->addDays(ledger.rules.adjudicationSubmitDays), language),
                {}});
    Page assessment;
    assessment.blocks.append(
        {Kind::Heading, {}, say(language, u"Позиція та оцінка", u"Position and assessment"), {}});
    assessment.blocks.append(
        {Kind::Field, say(language, u"Позиція (FEN)", u"Position (FEN)"), ledger.position.toFen(), {}});
    assessment.blocks.append(
        {Kind::Field, say(language, u"Черга ходу", u"To move"), colorWord(ledger.toMove, language), {}});
    assessment.blocks.append({Kind::Field,
        say(language, u"Моя оцінка", u"My assessment"),
        say(language, u"виграш / нічия / поразка (підкреслити)", u"win / draw / loss (underline)"),
        {}});
    assessment.blocks.append({Kind::Paragraph,
        {},
        say(language, u"Обґрунтування з варіантами:", u"Analysis with variations:")
            + QString(u'\n').repeated(engine ? 12 : 24),
        {}});
    if (engine) {
        assessment.blocks.append(engineAssessmentBlocks(*engine, ledger.position, game.notation, language));
        assessment.blocks.append({Kind::Paragraph, {}, QString(u'\n'), {}}); // the signature apart from it
    }
    assessment.blocks.append(signature(sender, language));
    document.pages.append(assessment);
    return document;
}

Result<Document> leaveNotice(const ledger::GameFile& game, int leave, Language language)
{
    if (leave < 0 || leave >= game.leaves.size())
        return notApplicable(say(MessageCode::NoLeaveNumber, leave + 1));
    const ledger::Leave& entry = game.leaves[leave];
    const ledger::Player& onLeave = game.player(entry.player);
    Document document;
    document.title = say(language, u"Повідомлення про перерву", u"Notice of leave");
    document.format = PageFormat::PostcardA6;
    document.language = language;
    const auto page = [&](bool judgesCopy) {
        Page notice;
        if (judgesCopy)
            notice.blocks.append(
                {Kind::Mark, {}, say(language, u"КОПІЯ ДЛЯ СУДДІ", u"COPY FOR THE JUDGE"), {}});
        notice.blocks.append({Kind::Title, {}, document.title, {}});
        notice.blocks.append(
            {Kind::Field, say(language, u"Змагання", u"Competition"), competitionOf(game), {}});
        notice.blocks.append(gameHeader(game, language));
        notice.blocks.append({Kind::Paragraph,
            {},
            say(language,
                u"Повідомляю, що з %1 по %2 я перебуватиму на перерві (II.7). Мій час у цей період не "
                u"враховується (II.7.4).",
                u"I inform you that from %1 to %2 I shall be on leave (II.7). My time does not run during it "
                u"(II.7.4).")
                .arg(documentDate(entry.from, language), documentDate(entry.to, language)),
            {}});
        notice.blocks.append({Kind::Field,
            say(language, u"Дата", u"Date"),
            entry.noticeSent ? documentDate(*entry.noticeSent, language) : u"____________"_s,
            {}});
        notice.blocks.append({Kind::Address,
            say(language, u"Відправник", u"Sender"),
            onLeave.name + u'\n' + onLeave.address,
            {}});
        notice.blocks.append(signature(onLeave, language));
        return notice;
    };
    // Each copy is a card with its address side: one to the partner, one to the judge (II.7.2).
    const ledger::Player& partner = game.player(chess::opposite(entry.player));
    const auto addressSide = [&](bool judgesCopy) {
        const QString recipient =
            judgesCopy ? toTheJudge(game, language).text : partner.name + u'\n' + partner.address;
        Page side;
        // The judge is told by registered mail (II.7.2): the post office reads it on the address side, as on
        // a registered move card (helper-76 found the judge's copy silent of it).
        if (judgesCopy)
            side.blocks.append({Kind::Mark, {}, say(language, u"РЕКОМЕНДОВАНЕ", u"REGISTERED"), {}});
        side.blocks.append(
            {Kind::Address, say(language, u"Від", u"From"), onLeave.name + u'\n' + onLeave.address, {}});
        side.blocks.append({Kind::Recipient, say(language, u"Кому", u"To"), recipient, {}});
        return side;
    };
    document.pages = {page(false), addressSide(false), page(true), addressSide(true)};
    return document;
}

Result<Document> decisionLetter(const ledger::GameFile& game, const DecisionText& decision, Language language)
{
    Document document;
    document.title = say(language, u"Рішення судді", u"Judge's decision");
    document.language = language;
    Page page;
    page.blocks.append(
        judgesLetterHead(game, decision.judge, decision.judgeAddress, decision.date, language));
    page.blocks.append({Kind::Title, {}, document.title, {}});
    page.blocks.append({Kind::Field, say(language, u"Змагання", u"Competition"), competitionOf(game), {}});
    page.blocks.append(gameHeader(game, language));
    page.blocks.append(decision.about);
    page.blocks.append({Kind::Field, say(language, u"Рішення", u"Decision"), decision.outcome, {}});
    page.blocks.append({Kind::Paragraph, {}, decision.reason, {}});
    page.blocks.append(decision.evidence);
    page.blocks.append({Kind::Paragraph,
        {},
        decision.committeeRuledOn
            ? say(language,
                u"Так вирішив апеляційний комітет %1; це рішення остаточне (%2).",
                u"So the appeals committee ruled on %1; this decision is final (%2).")
                  .arg(documentDate(*decision.committeeRuledOn, language), decision.appealClause)
            : appealToCommittee(decision.appealDays, u" (%1)"_s.arg(decision.appealClause), language),
        {}});
    page.blocks.append(
        {Kind::Signature, say(language, u"Головний суддя", u"Chief judge"), decision.judge, {}});
    document.pages = {page};
    return document;
}

} // namespace postmark::documents

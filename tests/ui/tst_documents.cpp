// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "core/chess/ucimove.h"
#include "core/documents/documents.h"
#include "core/documents/tournamentdocuments.h"
#include "core/ledger/gamefilereader.h"
#include "core/ledger/ledgerof.h"
#include "tests/support/gamefixtures.h"
#include "tests/support/messagewords.h"
#include "tests/support/publishedcrosstable.h"
#include "tests/support/randomgame.h"
#include "tests/support/tournamentfixture.h"
#include "ui/printing/documentrenderer.h"

using postmark::testing::english;

using namespace postmark;
using namespace postmark::documents;
using namespace Qt::StringLiterals;

/// Every document rendered to PDF and read back as a reader would: pdftotext must find, field by field,
/// what the rules require; the pages are rendered to PNG for a person to look at.
class TestDocuments : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void holdsWhatTheRulesRequire_data();
    void holdsWhatTheRulesRequire();
    void userTextIsEscaped();
    void aCardSaysTotalsWithMovesOfUnknownDaysAreAtLeast();
    void aDocumentThatDoesNotFitIsRefused();
    void longGamesContinueOnMorePages();
    void notApplicableDocumentsSayWhy();
    void leaveNoticesGiveEachJudgeOneCopyNamingHisGames();
    void tournamentReportHoldsStandingsAndEveryGame();
    void tournamentReportPrintsAFifteenPlayerCrosstable();
    void startNoticesListEachPlayersGames();
    void claimDecisionLetterSaysTheFindingAndWhatFollows();
    void adjudicationLetterNamesTheLastMoveAndTheAppeal();
    void adjudicationPacketPrintsTheEnginesAssessmentAsTheEngines();

private:
    struct Loaded
    {
        ledger::GameFile game;
        ledger::Ledger ledger;
    };
    static Loaded load(const QString& path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            qFatal("missing %s", qPrintable(path));
        Loaded loaded{*ledger::readGameFile(file.readAll()).game, {}};
        loaded.ledger = *ledger::ledgerOf(loaded.game, *loaded.game.asOf).ledger;
        return loaded;
    }
    QString pdfText(const Document& document, const QString& name)
    {
        const QString pdf = m_dir.filePath(name + u".pdf"_s);
        const auto problem = ui::writeDocumentPdf(document, pdf);
        if (problem)
            qFatal("%s: %s", qPrintable(name), qPrintable(*problem));
        QProcess text;
        text.start(u"pdftotext"_s, {u"-layout"_s, pdf, u"-"_s});
        text.waitForFinished();
        // Pages for a person to look at.
        QDir().mkpath(u"screenshots/documents"_s);
        QProcess::execute(
            u"pdftoppm"_s, {u"-r"_s, u"60"_s, u"-png"_s, pdf, u"screenshots/documents/"_s + name});
        // pdftotext writes the fonts' ligatures as single characters; a reader sees letters.
        return QString::fromUtf8(text.readAllStandardOutput())
            .replace(u"ﬁ"_s, u"fi"_s)
            .replace(u"ﬂ"_s, u"fl"_s)
            .simplified();
    }
    int printedPages(const QString& name)
    {
        QProcess info;
        info.start(u"pdfinfo"_s, {m_dir.filePath(name + u".pdf"_s)});
        info.waitForFinished();
        for (const QByteArray& line : info.readAllStandardOutput().split('\n')) {
            if (line.startsWith("Pages:"))
                return line.mid(6).trimmed().toInt();
        }
        return -1;
    }
    QTemporaryDir m_dir;
};

void TestDocuments::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCOMPARE(QProcess::execute(u"pdftotext"_s, {u"-v"_s}), 0); // poppler-utils, installed by scripts/setup.sh
}

void TestDocuments::holdsWhatTheRulesRequire_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("card");
    QTest::addColumn<int>("language");
    QTest::addColumn<int>("pages");
    QTest::addColumn<QStringList>("texts");

    const QString example2 =
        QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/example2_variant_penalty.game.json");
    const QString example1 = QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/example1_dates.game.json");
    const QString example3 = QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/example3_leave.game.json");
    const QString overstep = QStringLiteral(POSTMARK_TEST_DATA_DIR "/games/overstep-black.game.json");
    const QString impossible = QStringLiteral(POSTMARK_TEST_DATA_DIR "/games/impossible-move.game.json");
    const int uk = int(Language::Ukrainian);
    const int en = int(Language::English);

    // II.3.7: competition and index, the partner's send date, its receipt, this send date, both totals,
    // the repetition, the move, the sender's address and surname, a signature line; the address side.
    QTest::newRow("II.3.7 move postcard, Ukrainian")
        << u"postcard"_s << example2 << u"b2"_s << uk << 2
        << QStringList{u"Змагання: Worked example, EX/1"_s,
               u"Партнер відправив свій хід: 31.01.2018"_s,
               u"Отримано: 03.02.2018"_s,
               u"Цей хід відправлено: 05.02.2018"_s,
               u"Час на обдумування: білі 7 дн., чорні 10 дн."_s,
               u"Повторення: 3. Кb1-d2"_s,
               u"Мій хід: 3... Сf8-b4"_s,
               u"Відправник: Melnyk T. вул. Шевченка 10, Чернігів, 14000"_s,
               u"Підпис: ____"_s,
               u"Кому: Koval O. вул. Садова 3, Полтава, 36000"_s};
    QTest::newRow("II.3.8 move postcard with a proposed variant, numbered as moves")
        << u"postcard"_s << example2 << u"b1"_s << uk << 2
        << QStringList{u"Мій хід: 1... Кg8-f6"_s, u"Варіант: 2. c2-c4 e7-e6"_s};
    QTest::newRow("II.3.7 move postcard, English") << u"postcard"_s << example2 << u"w2"_s << en << 2
                                                   << QStringList{u"Competition: Worked example, EX/1"_s,
                                                          u"Partner's move sent: 22 January 2018"_s,
                                                          u"Received: 25 January 2018"_s,
                                                          u"This move sent: 31 January 2018"_s,
                                                          u"Thinking time: White 7 days, Black 3 days"_s,
                                                          u"Repetition: 1... Кg8-f6 2. c2-c4 e7-e6"_s,
                                                          u"My move: 3. Кb1-c3"_s,
                                                          u"To: Melnyk T."_s};
    QTest::newRow("II.5.1 repeat card, registered") << u"repeat"_s << example1 << u"w2"_s << uk << 2
                                                    << QStringList{u"ПОВТОР (II.5.1)"_s,
                                                           u"Повторює листівку від: 02.02.2018"_s,
                                                           u"Дата повтору: 25.02.2018"_s, // its as-of day
                                                           u"Мій хід: 2. c2-c4"_s,
                                                           u"РЕКОМЕНДОВАНЕ"_s,
                                                           u"Кому: Melnyk T."_s};
    QTest::newRow("II.3.12 query about an impossible move") << u"query"_s << impossible << u"b1"_s << uk << 2
                                                            << QStringList{u"Запит про хід"_s,
                                                                   // its own date: the day it is printed
                                                                   u"Дата запиту: 09.01.2018"_s,
                                                                   u"Ваша листівка від: 05.01.2018"_s,
                                                                   // numbered as the move it was to be
                                                                   u"Записаний хід: 1… Фd8-h4"_s,
                                                                   u"неможливий у позиції партії"_s,
                                                                   u"II.3.12"_s,
                                                                   u"Кому: Hasty H."_s};
    QTest::newRow("II.7.2 leave notice and the judge's copy")
        << u"leave"_s << example3 << QString() << uk << 4
        << QStringList{u"Повідомлення про перерву"_s,
               u"з 01.02.2018 по 28.02.2018"_s,
               u"КОПІЯ ДЛЯ СУДДІ"_s,
               u"Відправник: Melnyk T."_s,
               u"РЕКОМЕНДОВАНЕ"_s}; // the judge's copy goes registered (II.7.2)
    QTest::newRow("II.6.2 forfeit-claim packet, all six parts")
        << u"claim"_s << overstep << QString() << uk << 2
        << QStringList{u"РЕКОМЕНДОВАНИЙ ЛИСТ СУДДІ"_s,
               u"Заява про прострочення часу"_s,
               u"перевищив контрольний час на ході 1: сума 45 дн. більша за ліміт 40 дн. (II.6.1)"_s,
               u"Повідомлення партнеру, квитанція: № 0777, 20.02.2018"_s,
               u"Додатки:"_s,
               u"Лист партнера Ч1 від 18.02.2018"_s,
               u"Мій наступний хід в окремому запечатаному конверті (частина 6)"_s,
               u"Підрахунок часу: Slow S. (чорні)"_s,
               u"1. e7-e5 04.01.2018 18.02.2018 45 0 45"_s,
               u"Ліміт 40 дн. за 10 ходів з накопиченням (II.4.3)"_s,
               u"Графік листування"_s,
               // the chart's cells wrap, so each is looked for on its own
               u"Б1 білі → чорні e2-e4 01.01.2018 (дата"_s,
               u"відправника)"_s,
               u"Ч1 чорні → білі e7-e5 18.02.2018 (квитанція) 21.02.2018 (дата"_s,
               u"ЛИШЕ ДЛЯ СУДДІ"_s,
               u"Хід: Кg1-f3"_s};
    QTest::newRow("II.6.4 objection to a claim")
        << u"objection"_s << overstep << QString() << uk << 1
        << QStringList{u"Заперечення на заяву про прострочення часу"_s,
               u"Не погоджуюся з заявою партнера Claimant C. (білі) від 20.02.2018"_s,
               u"Повідомлення отримано: 23.02.2018"_s,
               u"1. e7-e5 04.01.2018 18.02.2018 45 0 45"_s,
               u"Підпис: ____"_s};
    QTest::newRow("II.9.2 game record")
        << u"record"_s << example2 << QString() << uk << 1
        << QStringList{u"Запис партії"_s,
               u"Білі: Koval O."_s,
               u"Чорні: Melnyk T."_s,
               u"Початок: 15.01.2018"_s,
               u"Час на обдумування: білі 8 дн., чорні 10 дн."_s,
               // II.4.3: the desk's figure too — Black thinking since 12 February
               u"і ще 1 дн. чорних на ході 4 станом на 13.02.2018"_s,
               u"Результат: гра триває"_s,
               u"3 Кb1-c3 Сf8-b4"_s,
               u"4 e2-e3"_s};
    QTest::newRow("II.9.5 adjudication packet")
        << u"adjudication"_s << example2 << QString() << uk << 2
        << QStringList{u"Матеріали для присудження"_s,
               u"Надіслати до (II.9.5): 29.01.2020"_s,
               u"Позиція (FEN): rnbqk2r/pppp1ppp/4pn2/8/1bPP4/2N1P3/PP3PPP/R1BQKBNR b KQkq"_s,
               u"Черга ходу: чорні"_s,
               u"Моя оцінка"_s};
    QTest::newRow("envelope of a registered letter")
        << u"envelope"_s << example1 << u"b1"_s << uk << 1
        << QStringList{u"РЕКОМЕНДОВАНЕ"_s,
               u"Від: Melnyk T. вул. Шевченка 10, Чернігів, 14000"_s,
               u"Кому: Koval O. вул. Садова 3, Полтава, 36000"_s};
    QTest::newRow("II.6.7 judge's decision letter") << u"decision"_s << overstep << QString() << uk << 1
                                                    << QStringList{u"Рішення судді"_s,
                                                           u"Рішення: заяву задоволено"_s,
                                                           u"14 днів"_s,
                                                           u"Головний суддя: ____"_s,
                                                           u"(Judge J.)"_s};
}

void TestDocuments::holdsWhatTheRulesRequire()
{
    QFETCH(QString, kind);
    QFETCH(QString, game);
    QFETCH(QString, card);
    QFETCH(int, language);
    QFETCH(int, pages);
    QFETCH(QStringList, texts);
    Loaded loaded = load(game);
    if (kind == u"claim" || kind == u"objection" || kind == u"decision")
        loaded.game.claim = ledger::Claim{ledger::Color::White,
            QDate(2018, 2, 20),
            ledger::MailReceipt{u"0777"_s, QDate(2018, 2, 20)},
            u"Кg1-f3"_s};
    if (kind == u"objection") // the objector recorded when the notice came (II.6.4)
        loaded.game.claim->noticeReceived = QDate(2018, 2, 23);
    int index = -1;
    for (int i = 0; i < loaded.game.cards.size(); ++i) {
        if (loaded.game.cards[i].id == card)
            index = i;
    }
    const Language lang = Language(language);
    Result<Document> document = Error{ErrorCode::DocumentNotApplicable, {}};
    if (kind == u"postcard")
        document = moveCard(loaded.game, loaded.ledger, index, lang);
    else if (kind == u"repeat")
        document = repeatCard(loaded.game, loaded.ledger, index, lang);
    else if (kind == u"query")
        document = queryCard(loaded.game, loaded.ledger, index, lang);
    else if (kind == u"leave")
        document = leaveNotice(loaded.game, 0, lang);
    else if (kind == u"claim")
        document = claimPacket(loaded.game, loaded.ledger, lang);
    else if (kind == u"objection")
        document = objection(loaded.game, loaded.ledger, lang);
    else if (kind == u"record")
        document = gameRecord(loaded.game, loaded.ledger, lang);
    else if (kind == u"adjudication")
        document = adjudicationPacket(loaded.game, loaded.ledger, lang);
    else if (kind == u"envelope")
        document = envelope(loaded.game, index, lang);
    else
        document = decisionLetter(loaded.game,
            {u"Judge J."_s,
                {},
                QDate(2018, 3, 10),
                u"заяву задоволено"_s,
                u"Прострочення підтверджено."_s,
                14,
                u"II.1.6"_s,
                std::nullopt,
                {},
                {}},
            lang);
    QVERIFY2(document, qPrintable(document ? QString() : english(document.error().detail)));
    QCOMPARE(document->pages.size(), pages);
    const QString text = pdfText(*document,
        QString::fromLatin1(QTest::currentDataTag())
            .replace(u' ', u'-')
            .replace(u'.', u'_')
            .replace(u',', QString()));
    for (const QString& expected : texts)
        QVERIFY2(text.contains(expected), qPrintable(u"missing «%1» in:\n%2"_s.arg(expected, text)));
}

void TestDocuments::aCardSaysTotalsWithMovesOfUnknownDaysAreAtLeast()
{
    // A game imported from moves alone (b1 undated), its White cards' dates entered since: Black's reply
    // states the totals as at least what is known, and why — mailed to the partner, a shorter figure stated
    // as the total would mislead him and the judge (helper-40 printed «білі 4 дн., чорні 3 дн.»). None known
    // is said as not known: «at least 0 days» read as a figure (helper-41).
    Loaded loaded = load(QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/example1_dates.game.json"));
    loaded.game = testing::withoutDates(loaded.game, {u"w1"_s, u"w2"_s});
    ledger::Card reply;
    reply.id = u"b2"_s;
    reply.from = ledger::Color::Black;
    reply.move = u"e7-e6"_s;
    reply.repetition = {u"c2-c4"_s};
    reply.senderDate = QDate(2018, 2, 8);
    loaded.game.cards.append(reply);
    loaded.ledger = *ledger::ledgerOf(loaded.game, QDate(2018, 2, 10)).ledger;
    const Result<Document> card =
        moveCard(loaded.game, loaded.ledger, int(loaded.game.cards.size()) - 1, Language::Ukrainian);
    QVERIFY(card);
    const QString text = pdfText(*card, u"unknown-days"_s);
    QVERIFY2(text.contains(u"Час на обдумування: білі щонайменше 2 дн., чорні невідомо"_s), qPrintable(text));
    QVERIFY2(text.contains(u"днів деяких ходів не знати"_s), qPrintable(text));
    // The archive has no addresses (a PGN import): the card leaves lines to write them on, the partner's and
    // the sender's own.
    loaded.game.white.address.clear();
    loaded.game.black.address.clear();
    const Result<Document> unaddressed =
        moveCard(loaded.game, loaded.ledger, int(loaded.game.cards.size()) - 1, Language::Ukrainian);
    QVERIFY(unaddressed);
    const QString addressSide = pdfText(*unaddressed, u"no-address"_s);
    QVERIFY2(addressSide.contains(u"Кому: Koval O. ____________________"_s)
            && addressSide.contains(u"Відправник: Melnyk T. ____________________"_s),
        qPrintable(addressSide));
    // White's w2 answers b1, whose receipt is not known: the card says so, not the start date.
    const Result<Document> w2 = moveCard(loaded.game, loaded.ledger, 2, Language::Ukrainian);
    QVERIFY(w2);
    const QString w2Text = pdfText(*w2, u"unknown-receipt"_s);
    QVERIFY2(w2Text.contains(u"Отримано: —"_s), qPrintable(w2Text));
}

void TestDocuments::userTextIsEscaped()
{
    Loaded loaded = load(QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/example1_dates.game.json"));
    loaded.game.black.name = u"<b>Melnyk</b> & Sons"_s;
    const QString text =
        pdfText(moveCard(loaded.game, loaded.ledger, 1, Language::Ukrainian).value(), u"escaping"_s);
    QVERIFY2(text.contains(u"<b>Melnyk</b> & Sons"_s), qPrintable(text));
}

void TestDocuments::aDocumentThatDoesNotFitIsRefused()
{
    // A long table on A4 continues on further sheets, its header repeated on each…
    Document crowded;
    crowded.title = u"A long score sheet"_s;
    crowded.format = PageFormat::A4;
    Block table{Block::Kind::Table, {}, {}, {{u"№"_s, u"Move"_s}}};
    for (int move = 1; move <= 200; ++move)
        table.rows.append({QString::number(move), u"e2-e4"_s});
    crowded.pages = {Page{{table}}};
    const QString text = pdfText(crowded, u"crowded"_s);
    QVERIFY(text.contains(u"200 e2-e4"_s));
    QVERIFY(printedPages(u"crowded"_s) > 1);
    QCOMPARE(text.count(u"№ Move"_s), printedPages(u"crowded"_s));

    // …a card's side is one side: a long variant is set smaller and stays on it…
    Document card;
    card.title = u"A card with a long variant"_s;
    card.format = PageFormat::PostcardA6;
    QList<Block> fields;
    for (int field = 1; field <= 12; ++field)
        fields.append({Block::Kind::Field, u"Field %1"_s.arg(field), u"value %1"_s.arg(field), {}});
    fields.append({Block::Kind::Field, u"Variant"_s, QString(u"Кg1-f3 Кg8-f6 "_s).repeated(6), {}});
    card.pages = {Page{fields}};
    QVERIFY(pdfText(card, u"long-variant"_s).contains(u"Variant"_s));
    QCOMPARE(printedPages(u"long-variant"_s), 1);

    // …but what no side can hold even in 7 pt is refused, naming the field, and no file is left behind.
    Document overlong;
    overlong.title = u"Too much for a postcard"_s;
    overlong.format = PageFormat::PostcardA6;
    overlong.pages = {Page{
        {Block{Block::Kind::Field, u"Variant"_s, QString(u"Дуже довгий варіант. "_s).repeated(300), {}}}}};
    const QString path = m_dir.filePath(u"overlong.pdf"_s);
    const auto problem = ui::writeDocumentPdf(overlong, path);
    QVERIFY(problem);
    QVERIFY2(
        problem->contains(u"does not fit"_s) && problem->contains(u"\"Variant\""_s), qPrintable(*problem));
    QVERIFY(!QFile::exists(path));
}

void TestDocuments::longGamesContinueOnMorePages()
{
    // Sixty moves each: the tables of the claim packet and the record run over several pages.
    ledger::GameFile game = testing::randomGame(
        31, {.cards = 120, .variedEvidence = true, .leaves = false, .variedNotation = false});
    QCOMPARE(game.cards.size(), 120);
    game.adjustments.append({ledger::Color::Black, 300, u"a judge's ruling"_s, game.cards[1].id});
    game.claim =
        ledger::Claim{ledger::Color::White, *game.asOf, ledger::MailReceipt{u"1"_s, *game.asOf}, u"a2-a3"_s};
    const ledger::Ledger ledger = *ledger::ledgerOf(game, *game.asOf).ledger;
    const Document claim = claimPacket(game, ledger, Language::Ukrainian).value();
    const QString claimText = pdfText(claim, u"long-claim"_s);
    QVERIFY2(printedPages(u"long-claim"_s) >= 6, qPrintable(QString::number(printedPages(u"long-claim"_s))));
    QVERIFY(claimText.contains(u"ЛИШЕ ДЛЯ СУДДІ"_s));
    QVERIFY2(claimText.contains(u"Ч60 чорні → білі"_s), "the chart reaches the last card");
    const Document record = gameRecord(game, ledger, Language::English).value();
    const QString recordText = pdfText(record, u"long-record"_s);
    QVERIFY(printedPages(u"long-record"_s) >= 2);
    QVERIFY(recordText.contains(u"60 "_s));
    QVERIFY(recordText.contains(u"Signature"_s));
    const QString objectionText =
        pdfText(objection(game, ledger, Language::Ukrainian).value(), u"long-objection"_s);
    QVERIFY(objectionText.contains(u"Не погоджуюся"_s));
}

void TestDocuments::notApplicableDocumentsSayWhy()
{
    const Loaded loaded = load(QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/example1_dates.game.json"));
    QCOMPARE(claimPacket(loaded.game, loaded.ledger, Language::Ukrainian).error().code,
        ErrorCode::DocumentNotApplicable);
    QCOMPARE(queryCard(loaded.game, loaded.ledger, 1, Language::Ukrainian).error().detail.code,
        MessageCode::NothingToQuery);
    QCOMPARE(objection(loaded.game, loaded.ledger, Language::Ukrainian).error().detail.code,
        MessageCode::NoClaimToObjectTo);
    QCOMPARE(
        leaveNotice(loaded.game, 0, Language::Ukrainian).error().detail.code, MessageCode::NoLeaveNumber);
}

void TestDocuments::leaveNoticesGiveEachJudgeOneCopyNamingHisGames()
{
    // Melnyk's leave (worked example 3) in three games: two of one event, one of another. Each partner has
    // his card (II.7.2); each event's judge one copy naming its games, not a copy a game (helper-68 printed
    // 52 pages for 13 games).
    const Loaded loaded = load(QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/example3_leave.game.json"));
    ledger::GameFile second = loaded.game;
    second.white.name = u"Second Partner"_s;
    ledger::GameFile other = loaded.game;
    other.white.name = u"Third Partner"_s;
    other.event.name = u"Another event"_s;
    const Result<Document> notices = leaveNotices({loaded.game, second, other}, Language::English);
    QVERIFY(notices);
    const Result<Document> one = leaveNotice(loaded.game, 0, Language::English);
    QCOMPARE(one->pages.size(), 4); // the partner's card and the judge's copy, each with its address side
    QCOMPARE(notices->pages.size(), 3 * 2 + 2 * 2);
    const auto field = [](const Page& page, const QString& label) {
        for (const Block& block : page.blocks) {
            if (block.kind == Block::Kind::Field && block.label == label)
                return block.text;
        }
        return QString();
    };
    // Each game with its index in the event; the competition by its name, not one game's index.
    second.event.index = loaded.game.event.index + u"-2"_s;
    const Result<Document> indexed = leaveNotices({loaded.game, second, other}, Language::English);
    const auto withIndex = [](const ledger::GameFile& game) {
        return game.event.index.isEmpty() ? QString() : u" (%1)"_s.arg(game.event.index);
    };
    QCOMPARE(field(indexed->pages[6], u"Games"_s),
        u"%1 – %2%3;\n%4 – %2%5"_s.arg(loaded.game.white.name,
            loaded.game.black.name,
            withIndex(loaded.game),
            second.white.name,
            withIndex(second)));
    QCOMPARE(field(indexed->pages[6], u"Competition"_s), loaded.game.event.name);
    QCOMPARE(field(notices->pages[8], u"Game"_s), u"Third Partner – %1"_s.arg(loaded.game.black.name));
    QCOMPARE(notices->pages[6].blocks.first().text, u"COPY FOR THE JUDGE"_s);
}

void TestDocuments::tournamentReportHoldsStandingsAndEveryGame()
{
    const tournament::Tournament event = testing::fivePlayerTournament();
    const QString text = pdfText(
        documents::tournamentReport(event, QDate(2018, 6, 1), Language::English), u"tournament-report"_s);
    QVERIFY(text.contains(u"Tournament report"_s));
    QVERIFY(text.contains(u"As of: 1 June 2018"_s));
    QVERIFY2(text.contains(u"1 1 Антоненко А.А. * 1 ½ 0 + 2.5 4 2 2.25 — 1"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Дорошенко Д.Д. 10 January 2018 unfinished games lost"_s), qPrintable(text));
    QVERIFY(text.contains(u"Антоненко А.А. Гончар Г.Г. 0–1 time forfeit (II.6.5)"_s));
    QVERIFY(text.contains(u"Ващенко В.В. Гончар Г.Г. in progress"_s));
    QVERIFY(text.contains(u"Дорошенко Д.Д. Антоненко А.А. −/+ withdrawal (II.8.1)"_s));
    QVERIFY(text.contains(
        u"7 of 8 games finished."_s)); // c-d alone is in progress; e-a is scored by e's withdrawal
    // The time control the figures follow, and what each tie-break column stands for (helper-53 found
    // neither named: «далі за додатковими показниками в порядку положення»).
    QVERIFY2(text.contains(u"Time control: 10 moves in 40 days, cumulative (II.4.3)"_s), qPrintable(text));
    QVERIFY2(text.simplified().contains(u"then in the regulation's order: Wins (the number of wins), SB "
                                        u"(Sonneborn–Berger)"_s),
        qPrintable(text));
    // The head-to-head column's «—» said, as on the screen (helper-69 found a column of «—» unexplained).
    QVERIFY2(text.simplified().contains(
                 u"the games between those still tied; — not needed, the tie broken before"_s),
        qPrintable(text));
    QVERIFY(!text.contains(u"Forfeit claims"_s)); // no register, no line of it
    // The regulation's control, and the registers counted, in Ukrainian.
    tournament::Tournament regulated = event;
    regulated.overrides = QJsonObject{{u"days_per_control"_s, 30}};
    tournament::JudgeRegisters registers;
    tournament::JudgeClaim upheld;
    upheld.game = 0;
    upheld.decision = tournament::ClaimDecision::Upheld;
    registers.claims = {upheld, tournament::JudgeClaim{}};
    const QString ukrainian =
        pdfText(documents::tournamentReport(regulated, QDate(2018, 6, 1), Language::Ukrainian, registers),
            u"tournament-report-uk"_s);
    QVERIFY(ukrainian.contains(u"Станом на: 01.06.2018"_s));
    QVERIFY2(ukrainian.contains(u"Контроль часу: 10 ходів за 30 днів, час накопичується (II.4.3)"_s),
        qPrintable(ukrainian));
    QVERIFY2(
        ukrainian.simplified().contains(
            u"Заяв про прострочення часу: 2 (задоволено — 1, відхилено — 0, на розгляді — 1); присуджень: 0."_s),
        qPrintable(ukrainian));
}

void TestDocuments::tournamentReportPrintsAFifteenPlayerCrosstable()
{
    // The published VIII World Correspondence Final: fifteen columns of results on one landscape page.
    const testing::PublishedCrosstable published =
        testing::readPublishedCrosstable(testing::worldCorrespondenceFinal8Path());
    tournament::Tournament event = testing::tournamentFromPublished(published, {u"sonneborn_berger"_s});
    event.start = QDate(1975, 6, 15);
    event.end = QDate(1980, 1, 1);
    const Document report = documents::tournamentReport(event, QDate(1980, 6, 1), Language::English);
    QCOMPARE(report.format, documents::PageFormat::A4Landscape);
    const QString text = pdfText(report, u"tournament-report-15"_s);
    QVERIFY2(text.contains(u"1 1 Sloth * ½ ½ 1 ½ ½ 1 1 ½ 1 ½ 1 1 1 1 11 14 69.5"_s), qPrintable(text));
    QVERIFY2(text.contains(u"8= 9 Maedler ½ 0 0 0 ½ 1 0 1 * 1 ½ ½ ½ ½ 1 7 14 41.5"_s), qPrintable(text));
    QVERIFY(text.contains(u"105 of 105 games finished."_s));
}

void TestDocuments::startNoticesListEachPlayersGames()
{
    const tournament::Tournament event = testing::fivePlayerTournament();
    const Document notices = documents::startNotices(event, Language::English);
    QCOMPARE(notices.pages.size(), 5);
    const QString text = pdfText(notices, u"start-notices"_s);
    QCOMPARE(printedPages(u"start-notices"_s), 5);
    QVERIFY(text.contains(u"Your starting number: 1"_s));
    // a plays White against b and d, Black against c and e.
    QVERIFY2(text.contains(u"White Бондар Б.Б."_s), qPrintable(text));
    QVERIFY(text.contains(u"Black Ващенко В.В."_s));
    QVERIFY2(text.contains(u"Games in which you have White: 2; in them you send the first move"_s),
        qPrintable(text));
    QVERIFY(text.contains(u"(II.4.6)"_s));
    QVERIFY(text.contains(u"(II.5.1)"_s));
    QVERIFY(text.contains(u"arrived by 17 March 2017 (the start + 16 days)"_s));
    QVERIFY(text.contains(u"3 days after you receive it (II.4.6)"_s));
    // The event's regulation changes the numbers the notice gives (§10).
    tournament::Tournament regulated = event;
    regulated.overrides = QJsonObject{{u"first_move_inquiry_days"_s, 20}, {u"start_notice_grace_days"_s, 5}};
    const QString changed = documents::startNotices(regulated, Language::English).plainText();
    QVERIFY2(changed.contains(u"arrived by 21 March 2017 (the start + 20 days)"_s), qPrintable(changed));
    QVERIFY(changed.contains(u"5 days after you receive it (II.4.6)"_s));
}

void TestDocuments::claimDecisionLetterSaysTheFindingAndWhatFollows()
{
    const tournament::Tournament event = testing::claimTestTournament();
    tournament::JudgeClaim claim = testing::overstepClaim();
    QCOMPARE(claimDecisionLetter(event, claim, u"Judge J."_s, Language::English).error().code,
        ErrorCode::DocumentNotApplicable);

    claim.decision = tournament::ClaimDecision::Upheld;
    claim.decidedOn = QDate(2018, 3, 10);
    const QString upheld = pdfText(
        claimDecisionLetter(event, claim, u"Judge J."_s, Language::English).value(), u"claim-upheld"_s);
    QVERIFY2(upheld.contains(u"The time-forfeit claim of Claimant C. is upheld."_s), qPrintable(upheld));
    QVERIFY(upheld.contains(u"Slow S. loses the game on time (II.6.5)."_s));
    QVERIFY2(
        upheld.contains(u"Slow S.'s total after move 1 is 45 days against the limit of 40 days (II.6.1)."_s),
        qPrintable(upheld));
    QVERIFY(upheld.contains(u"(II.1.6)"_s));
    QVERIFY(!upheld.contains(u"Кg1-f3"_s)); // the sealed move stays sealed when the claim is upheld
    // What a player checks it by (helper-57's letter said one line): the game, the claim's date, the result,
    // and the offender's time move by move with the cards its days run between.
    QVERIFY2(upheld.contains(u"(game 1 of the event)"_s), qPrintable(upheld));
    QVERIFY2(upheld.contains(u"The game's result: 0–1."_s) || upheld.contains(u"The game's result: 1–0."_s),
        qPrintable(upheld));
    QVERIFY2(upheld.contains(u"The time from the claimant's cards: Slow S."_s), qPrintable(upheld));
    QVERIFY2(upheld.contains(u"w1 → b1"_s) || upheld.contains(u"b1 → w2"_s), qPrintable(upheld));
    // With what each date rests on: the letter has no chart of the cards beside it (helper-58).
    QVERIFY2(upheld.contains(u"(recipient's"_s) && upheld.contains(u"(receipt)"_s), qPrintable(upheld));
    // The judge's address under the sender, where an objection or an appeal goes (helper-28's had none).
    const QString addressed =
        claimDecisionLetter(event, claim, u"Judge J."_s, Language::English, u"1 Court St, Poltava 36000"_s)
            .value()
            .plainText();
    QVERIFY2(addressed.contains(u"Chief judge Judge J.\n1 Court St, Poltava 36000"_s), qPrintable(addressed));
    QVERIFY(!upheld.contains(u"Court St"_s));
    // With no address known, lines to write it and the place on by hand (helper-53's letter had neither).
    const QString unaddressed =
        claimDecisionLetter(event, claim, u"Judge J."_s, Language::English).value().plainText();
    QVERIFY2(unaddressed.contains(
                 u"Chief judge Judge J.\n______________________________\n______________________________"_s),
        qPrintable(unaddressed));
    QVERIFY2(unaddressed.contains(u"______________, 10 March 2018"_s), qPrintable(unaddressed));
    QVERIFY(!upheld.contains(u"objection window closed"_s));
    // Decided while the offender could still object: the letter says why (it was kept, and said nowhere).
    claim.earlyDecisionReason = u"the offender wrote that he will not object."_s;
    const QString early =
        claimDecisionLetter(event, claim, u"Judge J."_s, Language::English).value().plainText();
    QVERIFY2(early.contains(u"The decision was made before the objection window closed (II.6.4) because: the "
                            "offender wrote that he will not object."_s),
        qPrintable(early));
    QVERIFY(claimDecisionLetter(event, claim, u"Суддя С."_s, Language::Ukrainian)
                .value()
                .plainText()
                .contains(u"Рішення ухвалено до закінчення строку заперечення (II.6.4), бо: the offender"_s));
    claim.earlyDecisionReason.clear();
    QVERIFY(documents::startNotices(event, Language::English, u"Judge J."_s, u"1 Court St, Poltava 36000"_s)
                .plainText()
                .contains(u"1 Court St, Poltava 36000"_s));

    claim.decision = tournament::ClaimDecision::Rejected;
    claim.penaltyDays = 5;
    claim.reason = u"The partner's card b1 was received on 2018-02-21, not later."_s;
    const QString rejected =
        pdfText(claimDecisionLetter(event, claim, u"Суддя С."_s, Language::Ukrainian).value(),
            u"claim-rejected-uk"_s);
    // Names as written, never declined (helper-28 read «Заяву Кравченко Юрій Григорович»).
    QVERIFY2(rejected.contains(u"Заяву про прострочення часу (заявник — Claimant C.) відхилено."_s),
        qPrintable(rejected));
    QVERIFY(rejected.contains(u"черговий хід заявника (Claimant C.) — Кg1-f3 — надіслано партнерові"_s));
    QVERIFY(rejected.contains(u"заявникові (Claimant C.) додано штрафних днів: 5 (II.6.8)"_s));
    QVERIFY(rejected.contains(u"received on 2018-02-21"_s));
    // Grounds typed without their full stop are a sentence of their own (they ran into the next, helper-31).
    claim.reason = u"Бланки заявника не підтверджують прострочення"_s;
    QVERIFY(claimDecisionLetter(event, claim, u"Суддя С."_s, Language::Ukrainian)
                .value()
                .plainText()
                .contains(u"Бланки заявника не підтверджують прострочення. Перерахунок часу"_s));

    // After an appeal the appeals committee's ruling is final (II.1.6): the letter offers no appeal.
    claim.appealReceived = QDate(2018, 3, 24);
    claim.appellant = u"p2"_s;
    claim.committeeRuledOn = QDate(2018, 5, 2);
    const QString ruled =
        claimDecisionLetter(event, claim, u"Judge J."_s, Language::English).value().plainText();
    QVERIFY2(
        ruled.contains(u"So the appeals committee ruled on 2 May 2018; this decision is final (II.1.6)."_s),
        qPrintable(ruled));
    QVERIFY(!ruled.contains(u"may be appealed"_s));
    QVERIFY(upheld.contains(
        u"The decision may be appealed to the appeals committee within 14 days of its receipt; "
        "the committee's decision is final (II.1.6)."_s));
}

void TestDocuments::adjudicationLetterNamesTheLastMoveAndTheAppeal()
{
    const tournament::Tournament event = testing::claimTestTournament();
    tournament::Adjudication adjudication;
    adjudication.game = 0;
    adjudication.whitePacket = QDate(2020, 1, 10);
    QCOMPARE(adjudicationLetter(event, adjudication, u"Judge J."_s, Language::English).error().code,
        ErrorCode::DocumentNotApplicable);
    adjudication.adjudicator = u"Adjudicator A."_s;
    adjudication.decision = tournament::GameResult::WhiteWon;
    adjudication.decidedOn = QDate(2020, 2, 1);
    adjudication.lastMove = u"41. Тd1-d7"_s;
    const QString first =
        pdfText(adjudicationLetter(event, adjudication, u"Judge J."_s, Language::English).value(),
            u"adjudication-result"_s);
    QVERIFY2(first.contains(u"Last move made: 41. Тd1-d7"_s), qPrintable(first)); // II.9.9
    QVERIFY(first.contains(u"1-0, White wins"_s));
    QVERIFY(first.contains(u"within 14 days of receiving this result"_s)); // II.9.10
    QVERIFY(first.contains(u"a player who sent no adjudication packet has no right of appeal"_s)); // II.9.8

    adjudication.appellant = u"p2"_s;
    adjudication.blackPacket = QDate(2020, 1, 12);
    adjudication.appealReceived = QDate(2020, 2, 10);
    adjudication.secondAdjudicator = u"Adjudicator B."_s;
    adjudication.finalDecision = tournament::GameResult::Draw;
    adjudication.finalOn = QDate(2020, 3, 1);
    const QString second =
        pdfText(adjudicationLetter(event, adjudication, u"Суддя С."_s, Language::Ukrainian).value(),
            u"adjudication-final-uk"_s);
    QVERIFY2(second.contains(u"½-½, нічия"_s), qPrintable(second));
    QVERIFY(second.contains(u"Adjudicator B."_s));
    QVERIFY(second.contains(u"його рішення остаточне"_s)); // II.9.11
}

void TestDocuments::adjudicationPacketPrintsTheEnginesAssessmentAsTheEngines()
{
    // II.9.5: the player's own assessment, and beside it — never in its place — an engine's, named as such.
    const Loaded loaded =
        load(QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/example2_variant_penalty.game.json"));
    const chess::Position& end = loaded.ledger.position; // Black to move after 4. e3
    EngineAssessment engine;
    engine.engine = u"Stockfish 15.1"_s;
    engine.depth = 22;
    engine.value = -35; // Black better by about a third of a pawn
    for (const char16_t* text : {u"c7c5", u"f1d3", u"e1e2"}) { // the third is not legal after the second
        chess::Position walked = end;
        for (const chess::Move& played : engine.line)
            walked.play(played);
        const auto move = chess::moveFromUci(walked, QStringView(text));
        engine.line.push_back(move.value_or(chess::Move{4, 12, std::nullopt}));
    }
    const QString english = pdfText(
        adjudicationPacket(loaded.game, loaded.ledger, Language::English, std::nullopt, engine).value(),
        u"adjudication-engine-en"_s);
    QVERIFY2(english.contains(u"A chess engine's assessment (the engine's, not the player's claim)"_s),
        qPrintable(english));
    QVERIFY(english.contains(u"Engine: Stockfish 15.1"_s));
    QVERIFY(english.contains(u"Depth: 22"_s));
    QVERIFY(english.contains(u"Score: -0.35 (in pawns, from White's view)"_s));
    QVERIFY2(english.contains(u"Main line: 4... c7-c5 5. Сf1-d3"_s) && !english.contains(u"e1-e2"_s),
        qPrintable(english)); // the game's notation, and nothing past a move that does not fit
    QVERIFY(english.contains(u"My assessment"_s)); // the player's own is still there
    QVERIFY(english.contains(
        u"A chess engine's assessment of the position (on the same sheet, apart from mine)"_s));
    engine.mate = true;
    engine.value = 3;
    const QString ukrainian = pdfText(
        adjudicationPacket(loaded.game, loaded.ledger, Language::Ukrainian, std::nullopt, engine).value(),
        u"adjudication-engine-uk"_s);
    QVERIFY2(ukrainian.contains(u"Оцінка шахового рушія (рушія, а не гравця)"_s), qPrintable(ukrainian));
    QVERIFY(ukrainian.contains(u"Оцінка: #3 (мат ставлять білі)"_s));
    const QString without = pdfText(
        adjudicationPacket(loaded.game, loaded.ledger, Language::English).value(), u"adjudication-plain"_s);
    QVERIFY(!without.contains(u"engine"_s));
}

QTEST_MAIN(TestDocuments)
#include "tst_documents.moc"

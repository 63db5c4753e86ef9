// SPDX-License-Identifier: GPL-3.0-or-later
// The game file's bytes never change for a game: the archive recognises a game imported before by their
// SHA-256. writeGameFile() writes them without Qt's JSON objects (issue 18); these check that they are
// the bytes Qt writes for the same document, for every field a game has and for hostile text.
#include <QDir>
#include <QJsonDocument>
#include <QtTest>

#include "core/ledger/gamefilereader.h"
#include "core/ledger/gamefilewriter.h"
#include "tests/support/randomgame.h"

using namespace postmark;
using namespace Qt::StringLiterals;

class TestGameFileBytes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theSpecExamplesAreWrittenAsQtWritesThem();
    void generatedGamesAreWrittenAsQtWritesThem();
    void everyOptionalFieldIsWrittenAsQtWritesIt();
    void hostileTextIsEscapedAsQtEscapesIt_data();
    void hostileTextIsEscapedAsQtEscapesIt();
};

namespace {

QByteArray throughQt(const ledger::GameFile& game)
{
    return QJsonDocument(ledger::gameFileObject(game)).toJson(QJsonDocument::Indented);
}

} // namespace

void TestGameFileBytes::theSpecExamplesAreWrittenAsQtWritesThem()
{
    int compared = 0;
    for (const QDir& folder : {QDir(QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples")),
             QDir(QStringLiteral(POSTMARK_TEST_DATA_DIR "/games"))}) {
        for (const QString& name : folder.entryList({u"*.game.json"_s})) {
            QFile file(folder.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const auto reading = ledger::readGameFile(file.readAll());
            if (!reading.game)
                continue; // a file the reader refuses
            QCOMPARE(ledger::writeGameFile(*reading.game), throughQt(*reading.game));
            ++compared;
        }
    }
    QVERIFY(compared >= 5); // the three worked examples and the test games
}

void TestGameFileBytes::generatedGamesAreWrittenAsQtWritesThem()
{
    for (quint32 seed = 1; seed <= 300; ++seed) {
        const ledger::GameFile game = testing::randomGame(seed, {.cards = 40});
        const QByteArray bytes = ledger::writeGameFile(game);
        QCOMPARE(bytes, throughQt(game));
        QVERIFY(*ledger::readGameFile(bytes).game == game);
    }
}

void TestGameFileBytes::everyOptionalFieldIsWrittenAsQtWritesIt()
{
    ledger::GameFile game = testing::randomGame(42, {.cards = 6});
    game.event.index = u"UA/Cup-12/sf2"_s;
    game.event.end = QDate(2021, 6, 30);
    game.white.address = u"вул. Шевченка, 5, Київ"_s;
    game.white.startNoticeReceived = QDate(2018, 1, 9);
    game.asOf = QDate(2019, 2, 1);
    ledger::Card& card = game.cards[2];
    card.kind = ledger::CardKind::Query;
    card.about = game.cards[1].id;
    card.reason = ledger::QueryReason::Illegible;
    card.illegible = true;
    card.addressError = true;
    card.registered = true;
    card.receipt = ledger::MailReceipt{u"R 0427"_s, QDate(2018, 3, 2)};
    card.statesReceived = QDate(2018, 3, 1);
    card.statedWhiteTotal = 12;
    card.statedBlackTotal = 0;
    card.repliesTo = game.cards[0].id;
    card.accepts = 2;
    card.variant = {u"Кf3"_s, u"Кc6"_s};
    game.cards[3].kind = ledger::CardKind::Repeat;
    game.cards[3].repeats = game.cards[1].id;
    game.cards[4].move.reset();
    game.adjustments.append({ledger::Color::Black, -3, u"II.4.9: the address was wrong"_s, game.cards[2].id});
    game.adjustments.append({ledger::Color::White, 2, u"waived"_s, {}});
    game.result = ledger::GameResult{u"1/2-1/2"_s, std::nullopt, QDate(2019, 1, 31)};
    game.claim = ledger::Claim{
        ledger::Color::White, QDate(2019, 1, 20), ledger::MailReceipt{{}, QDate(2019, 1, 25)}, u"Фd1-h5"_s};
    QCOMPARE(ledger::writeGameFile(game), throughQt(game));
    game.cards.clear(); // an empty list is written as Qt writes one
    game.result->how = ledger::ResultHow::Played;
    QCOMPARE(ledger::writeGameFile(game), throughQt(game));
    game.event.overrides = QJsonObject{{u"control_days"_s, 40}};
    QCOMPARE(ledger::writeGameFile(game), throughQt(game));
}

void TestGameFileBytes::hostileTextIsEscapedAsQtEscapesIt_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("quotes and backslashes") << u"\"Київ\" \\ C:\\games\\"_s;
    QTest::newRow("control characters") << u"a\u0001b\u001fc\td\ne\rf\bg\fh\u007f"_s;
    QTest::newRow("outside the basic plane") << u"♞ 𝄞 🏆"_s;
    QString lone = u"half "_s;
    lone.append(QChar(0xD83C)); // a high surrogate with nothing after it
    lone.append(u" and "_s);
    lone.append(QChar(0xDC00)); // a low one alone
    QTest::newRow("lone surrogates") << lone;
    QTest::newRow("empty") << QString();
}

void TestGameFileBytes::hostileTextIsEscapedAsQtEscapesIt()
{
    QFETCH(QString, text);
    ledger::GameFile game = testing::randomGame(9, {.cards = 4});
    game.event.name = text;
    game.white.name = text;
    game.black.address = text;
    game.cards[0].id = text;
    game.cards[1].repetition = {text};
    QCOMPARE(ledger::writeGameFile(game), throughQt(game));
}

QTEST_GUILESS_MAIN(TestGameFileBytes)
#include "tst_gamefilebytes.moc"

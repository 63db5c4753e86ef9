// SPDX-License-Identifier: GPL-3.0-or-later
// The PGN reader reads plain SAN straight from the bytes (issue 18). Whatever that fast path accepts, it
// must read exactly as the full reader does; whatever else is written goes to the full reader, which says
// what is wrong with it.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include "core/chess/movespec.h"

using namespace postmark;
using namespace postmark::chess;
using namespace Qt::StringLiterals;

class TestPlainSan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyMoveOfTheRealCollectionsReadsAsTheFullReaderReadsIt();
    void writtenShapes_data();
    void writtenShapes();
    void anythingElseIsLeftToTheFullReader_data();
    void anythingElseIsLeftToTheFullReader();
};

namespace {

Result<MoveSpec> fullReader(const QString& token)
{
    QString meaningful = token;
    while (!meaningful.isEmpty() && (meaningful.back() == u'+' || meaningful.back() == u'#'))
        meaningful.chop(1);
    Warnings warnings;
    return readAlgebraic(meaningful, Notation::San, warnings);
}

} // namespace

void TestPlainSan::everyMoveOfTheRealCollectionsReadsAsTheFullReaderReadsIt()
{
    const QDir folder(QStringLiteral(POSTMARK_SHARED_DIR "/data/pgn"));
    const QRegularExpression moveNumber(u"^\\d+\\.+"_s);
    qsizetype read = 0;
    QSet<QString> seen;
    for (const QString& name : folder.entryList({u"*.pgn"_s})) {
        QFile file(folder.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        while (!file.atEnd()) {
            const QString line = QString::fromUtf8(file.readLine()).trimmed();
            if (line.startsWith(u'[') || line.startsWith(u'%'))
                continue;
            for (QString token : line.split(u' ', Qt::SkipEmptyParts)) {
                token.remove(moveNumber);
                while (!token.isEmpty() && (token.back() == u'!' || token.back() == u'?'))
                    token.chop(1);
                if (token.isEmpty() || seen.contains(token))
                    continue;
                seen.insert(token);
                MoveSpec plain;
                if (!readPlainSan(token.toStdString(), plain))
                    continue;
                const Result<MoveSpec> full = fullReader(token);
                QVERIFY2(full, qPrintable(token));
                QVERIFY2(plain == *full, qPrintable(token));
                ++read;
            }
        }
    }
    QVERIFY2(read > 2000, qPrintable(QString::number(read))); // every distinct move of four collections
}

void TestPlainSan::writtenShapes_data()
{
    QTest::addColumn<QString>("token");
    for (const char* token : {"e4",
             "exd5",
             "Nf3",
             "Nbd7",
             "N1f3",
             "Nb1d2",
             "Qh4xe1",
             "Qh4e1",
             "e8=Q",
             "exf8=N+",
             "bxa1=R#",
             "O-O",
             "O-O-O",
             "O-O+",
             "Kxh8",
             "Rxe7#",
             "Bb5+",
             "a1",
             "Ne8=Q"})
        QTest::newRow(token) << QString::fromLatin1(token);
}

void TestPlainSan::writtenShapes()
{
    QFETCH(QString, token);
    MoveSpec plain;
    QVERIFY(readPlainSan(token.toStdString(), plain));
    const Result<MoveSpec> full = fullReader(token);
    QVERIFY(full);
    QVERIFY(plain == *full);
}

void TestPlainSan::anythingElseIsLeftToTheFullReader_data()
{
    QTest::addColumn<QString>("token");
    // Other notations, look-alikes, slips and what the full reader words an error for.
    for (const char* token : {"0-0",
             "o-o",
             "e2-e4",
             "Ng1-f3",
             "e8Q",
             "e8(Q)",
             "e8/Q",
             "e8=K",
             "e8=P",
             "Pe4",
             "exd6e.p.",
             "exd6ep",
             "e9",
             "i4",
             "N",
             "x",
             "",
             "Nf3g1h2",
             "1-0",
             "*",
             "Ke1:e2"})
        QTest::newRow(*token ? token : "empty") << QString::fromLatin1(token);
    QTest::newRow("Cyrillic") << u"Кf3"_s;
    QTest::newRow("multiplication sign") << u"e4\u00d7d5"_s;
}

void TestPlainSan::anythingElseIsLeftToTheFullReader()
{
    QFETCH(QString, token);
    MoveSpec plain;
    QVERIFY(!readPlainSan(token.toStdString(), plain));
}

QTEST_GUILESS_MAIN(TestPlainSan)
#include "tst_plainsan.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// postmark-cli speaks the user's language through the real program: its help (what the manual page is
// made of), its own sentences and its counts, in Ukrainian with --lang uk or on a Ukrainian system, and
// in English otherwise — with the right plural forms in both.
#include <functional>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/cli/clirun.h"

using namespace Qt::StringLiterals;

namespace {

using Run = postmark::testing::CliRun;
using postmark::testing::runCli;

/// Latin words of three letters or more, leaving out what stays as typed in any language: the program,
/// its commands and options, formats and clause-free abbreviations.
QStringList englishWords(QString text)
{
    // The program and its command, options, hyphenated keywords (start-notices), paths and file names.
    text.remove(QRegularExpression(
        u"postmark-cli( [a-z-]+)?|--?[a-z][a-z-]*|[a-z]+(-[a-z]+)+|\\S*/\\S*|\\S+\\.(json|pgn|pdf)"_s));
    // Formats and notations, the kinds of document (typed as they are), and Latin abbreviations.
    static const QStringList Kept = {u"text"_s,
        u"json"_s,
        u"html"_s,
        u"pgn"_s,
        u"PGN"_s,
        u"JSON"_s,
        u"FEN"_s,
        u"PDF"_s,
        u"SQLite"_s,
        u"stderr"_s,
        u"ICCF"_s,
        u"iccf"_s,
        u"san"_s,
        u"lan"_s,
        u"Postmark"_s,
        u"postcard"_s,
        u"repeat"_s,
        u"query"_s,
        u"leave"_s,
        u"claim"_s,
        u"objection"_s,
        u"record"_s,
        u"adjudication"_s,
        u"envelope"_s,
        u"report"_s,
        u"as_of"_s,
        u"format"_s,
        u"OUT"_s,
        // A federation's server: its words as typed (the URI, the commands, the roles, libpq's places).
        u"postgresql"_s,
        u"PostgreSQL"_s,
        u"URI"_s,
        u"init"_s,
        u"grant"_s,
        u"revoke"_s,
        u"pg_dump"_s, // the server's copy is PostgreSQL's own
        u"pg_restore"_s,
        u"admin"_s,
        u"judge"_s,
        u"appeals"_s,
        u"player"_s,
        u"postmark_admin"_s,
        u"postmark_judge"_s,
        u"postmark_appeals"_s,
        u"postmark_player"_s,
        u"pgpass"_s,
        u"PGPASSWORD"_s,
        // A chess engine: the protocol's name, Debian's engine and its package.
        u"UCI"_s,
        u"Stockfish"_s,
        u"Debian"_s,
        u"stockfish"_s,
        // The rules' sections, in Roman numerals as the rules number them (II and V are too short to count).
        u"III"_s};
    QStringList found;
    const QRegularExpression word(u"[A-Za-z_]{3,}"_s);
    for (auto match = word.globalMatch(text); match.hasNext();) {
        const QString each = match.next().captured();
        if (!Kept.contains(each) && !found.contains(each))
            found.append(each);
    }
    return found;
}

} // namespace

class TestCliLanguage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyCommandsHelpIsUkrainianOnAUkrainianSystem()
    {
        const Run top = runCli({u"--help"_s}, u"uk_UA.UTF-8"_s);
        QCOMPARE(top.exitCode, 0);
        QVERIFY2(top.out.startsWith(u"Використання: postmark-cli КОМАНДА"_s), qPrintable(top.out));
        QVERIFY(top.out.contains(u"Перевірити цілісність архіву"_s));
        QStringList names;
        const QRegularExpression commandLine(u"^  ([a-z-]+)  "_s, QRegularExpression::MultilineOption);
        for (auto match = commandLine.globalMatch(top.out); match.hasNext();)
            names.append(match.next().captured(1));
        QCOMPARE(names.size(), 22);
        const Run english = runCli({u"--help"_s});
        for (const QString& line : top.out.split(u'\n') + english.out.split(u'\n'))
            QVERIFY2(line.size() <= 80, qPrintable(line));
        for (const QString& name : std::as_const(names)) {
            const Run help = runCli({name, u"--help"_s}, u"uk_UA.UTF-8"_s);
            QCOMPARE(help.exitCode, 0);
            QVERIFY2(help.out.startsWith(u"Використання: postmark-cli "_s + name), qPrintable(help.out));
            QVERIFY2(help.out.contains(u"Параметри:"_s), qPrintable(help.out));
            QVERIFY2(help.out.contains(u"Показати цю довідку."_s), qPrintable(help.out));
            QVERIFY2(englishWords(help.out).isEmpty(),
                qPrintable(name + u": "_s + englishWords(help.out).join(u", "_s) + u"\n"_s + help.out));
            // A terminal of 80 columns shows it whole, and so does the manual page made of it.
            for (const QString& line : help.out.split(u'\n'))
                QVERIFY2(line.size() <= 80, qPrintable(name + u": "_s + line));
        }
    }

    void theSameHelpIsEnglishWithLangEn()
    {
        const Run help = runCli({u"check"_s, u"--help"_s, u"--lang"_s, u"en"_s}, u"uk_UA.UTF-8"_s);
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.startsWith(u"Usage: postmark-cli check [options]"_s), qPrintable(help.out));
        QVERIFY(help.out.contains(u"Checks the archive: of a file, SQLite's integrity"_s));
    }

    void theArchiveCommandsSayWhatTheyDidInUkrainianWithItsPlurals()
    {
        QTemporaryDir dir;
        const QString archive = dir.filePath(u"demo.postmark"_s);
        const Run demo = runCli({u"demo"_s, u"--db"_s, archive, u"--lang"_s, u"uk"_s});
        QCOMPARE(demo.exitCode, 0);
        QVERIFY2(demo.out.contains(u"партія 1: "_s) && demo.out.contains(u"щойно почалася"_s),
            qPrintable(demo.out));
        QVERIFY2(demo.out.contains(u"власник: Ковальчук Олег Петрович, гравець і головний суддя"_s),
            qPrintable(demo.out));
        const Run check = runCli({u"check"_s, u"--db"_s, archive, u"--lang"_s, u"uk"_s});
        QCOMPARE(check.exitCode, 0);
        // 120 партій, 0 проблем: the genitive plural, as a Ukrainian counts them.
        QVERIFY2(check.out.contains(u"схема 22, 120 партій, 0 проблем"_s), qPrintable(check.out));
        const Run english = runCli({u"check"_s, u"--db"_s, archive});
        QVERIFY2(english.out.contains(u"schema 22, 120 games, 0 problems"_s), qPrintable(english.out));

        const Run refused = runCli({u"backup"_s, u"--db"_s, archive}, u"uk_UA.UTF-8"_s);
        QCOMPARE(refused.exitCode, 2);
        QCOMPARE(refused.err, u"postmark-cli backup: потрібно вказати -o КОПІЯ\n"_s);
        const Run copied = runCli(
            {u"backup"_s, u"--db"_s, archive, u"-o"_s, dir.filePath(u"copy.postmark"_s)}, u"uk_UA.UTF-8"_s);
        QCOMPARE(copied.exitCode, 0);
        QVERIFY2(copied.out.startsWith(u"резервну копію записано в "_s), qPrintable(copied.out));
        const Run one =
            runCli({u"check"_s, u"--db"_s, dir.filePath(u"copy.postmark"_s), u"--lang"_s, u"uk"_s});
        QVERIFY(one.out.contains(u"120 партій"_s));

        // A copy into a folder not made yet: the folder is made. One that cannot be made is named.
        const QString nested = dir.filePath(u"stick/2026/copy.postmark"_s);
        QCOMPARE(runCli({u"backup"_s, u"--db"_s, archive, u"-o"_s, nested}).exitCode, 0);
        QVERIFY(QFile::exists(nested));
        const QString underAFile = dir.filePath(u"copy.postmark/inside/copy.postmark"_s);
        const Run refusedFolder =
            runCli({u"backup"_s, u"--db"_s, archive, u"-o"_s, underAFile, u"--lang"_s, u"uk"_s});
        QCOMPARE(refusedFolder.exitCode, 2);
        QVERIFY2(refusedFolder.err.contains(u"copy.postmark/inside"_s)
                && !refusedFolder.err.contains(u"лише для читання"_s),
            qPrintable(refusedFolder.err));
    }

    void theEventsAgendaNamesTheJudgesStepsInUkrainianWithTheirClauseOnce()
    {
        QTemporaryDir dir;
        const QString archive = dir.filePath(u"demo.postmark"_s);
        QCOMPARE(runCli({u"demo"_s, u"--db"_s, archive, u"--lang"_s, u"uk"_s}).exitCode, 0);
        const Run agenda =
            runCli({u"agenda"_s, u"--db"_s, archive, u"--tournament"_s, u"1"_s, u"--lang"_s, u"uk"_s});
        QCOMPARE(agenda.exitCode, 0);
        QVERIFY2(agenda.out.contains(u" — порядок денний змагання на "_s), qPrintable(agenda.out));
        // Its dates as the ledger's sentences in it write them: 08.12.2026, never 2026-12-08 beside them.
        static const QRegularExpression isoDate(u"\\d{4}-\\d\\d-\\d\\d"_s);
        QVERIFY2(!isoDate.match(agenda.out).hasMatch(), qPrintable(isoDate.match(agenda.out).captured(0)));
        static const QRegularExpression dueFirst(
            u"^\\d\\d\\.\\d\\d\\.\\d{4}  "_s, QRegularExpression::MultilineOption);
        QVERIFY2(dueFirst.match(agenda.out).hasMatch(), qPrintable(agenda.out));
        // The claim the demo's judge has to decide: his step, in his words, its clause said once.
        // In columns: whose step padded to the widest name.
        static const QRegularExpression judges(u"  суддя  +вирішити заяву \\(II\\.6\\.6\\): "_s);
        QVERIFY2(judges.match(agenda.out).hasMatch(), qPrintable(agenda.out));
        QStringList lines = agenda.out.split(u'\n', Qt::SkipEmptyParts).mid(1);
        const qsizetype whose = lines.first().lastIndexOf(u"Кравченко Юрій Григорович  "_s);
        for (const QString& line : std::as_const(lines))
            QVERIFY2(line.at(whose - 1) == u' ' && line.at(whose) != u' ', qPrintable(line));
        QVERIFY2(!agenda.out.contains(u"judge"_s), qPrintable(agenda.out));
        static const QRegularExpression twice(u"(\\(II\\.[0-9.]+\\)) \\1"_s);
        QVERIFY2(!twice.match(agenda.out).hasMatch(), qPrintable(twice.match(agenda.out).captured(0)));
        // Postmark's finding goes on the sentence after a semicolon, and the claim's window names the side
        // that made the control move without a bracket inside the clause's bracket (a judge read
        // «; Висновок Postmark: …» and «(II.6.3: … хід 10 (Чорні)) (II.6.1)»).
        QVERIFY2(agenda.out.contains(u"; висновок Postmark: прострочення часу підтверджено"_s),
            qPrintable(agenda.out));
        QVERIFY2(!agenda.out.contains(u"))"_s), qPrintable(agenda.out));
    }

    void theLedgerAndClaimJsonSayTheirWordsInTheLanguageAsked()
    {
        // For programs, the keys and codes stay as the spec has them; for the judge who reads the figures'
        // reasons, the words follow --lang (a walk read English sentences under --lang uk). The ledger of
        // the worked example 2, and the claim check of a game where Black overstepped.
        const QString example =
            QStringLiteral(POSTMARK_SHARED_DIR "/spec/examples/example2_variant_penalty.game.json");
        const QString overstep = QStringLiteral(POSTMARK_TEST_DATA_DIR "/games/overstep-black.game.json");
        for (const QStringList& command : {QStringList{u"ledger"_s, example},
                 QStringList{u"check-claim"_s, u"--format"_s, u"json"_s, overstep}}) {
            const Run ukrainian = runCli(command + QStringList{u"--lang"_s, u"uk"_s});
            QCOMPARE(ukrainian.exitCode, 0);
            QStringList said;
            const std::function<void(const QJsonValue&)> collect = [&](const QJsonValue& value) {
                if (value.isObject()) {
                    const QJsonObject object = value.toObject();
                    for (auto it = object.begin(); it != object.end(); ++it) {
                        if (it->isString()
                            && (it.key() == u"text" || it.key() == u"why" || it.key() == u"window_why"))
                            said.append(it->toString());
                        else
                            collect(*it);
                    }
                } else if (value.isArray()) {
                    for (const QJsonValue& each : value.toArray())
                        collect(each);
                }
            };
            collect(QJsonDocument::fromJson(ukrainian.out.toUtf8()).object());
            QVERIFY2(said.size() > 1, qPrintable(ukrainian.out));
            for (const QString& sentence : std::as_const(said))
                QVERIFY2(englishWords(sentence).isEmpty(), qPrintable(command.first() + u": "_s + sentence));
            // In English the same codes, in English words.
            const Run english = runCli(command + QStringList{u"--lang"_s, u"en"_s});
            QCOMPARE(english.out.count(u"\"code\""_s), ukrainian.out.count(u"\"code\""_s));
            QVERIFY2(english.out.contains(u"days"_s), qPrintable(english.out));
        }
    }

    void aMistypedCommandIsSaidInTheUsersLanguage()
    {
        const Run unknown = runCli({u"chek"_s}, u"uk_UA.UTF-8"_s);
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(
            unknown.err.startsWith(u"postmark-cli: невідома команда «chek»\n"_s), qPrintable(unknown.err));
        const Run badOption = runCli({u"check"_s, u"--no-such"_s, u"--lang"_s, u"uk"_s});
        QCOMPARE(badOption.exitCode, 2);
        QVERIFY2(badOption.err.contains(u"Див. «postmark-cli check --help»."_s), qPrintable(badOption.err));
        // A word left over (a mistyped option's value) is refused, not passed over.
        const Run extra = runCli({u"check"_s, u"--db"_s, u"a.postmark"_s, u"extra"_s}, u"uk_UA.UTF-8"_s);
        QCOMPARE(extra.exitCode, 2);
        QVERIFY2(
            extra.err.startsWith(u"postmark-cli check: зайвий аргумент «extra»"_s), qPrintable(extra.err));
        const Run badLanguage = runCli({u"check"_s, u"--lang"_s, u"de"_s}, u"uk_UA.UTF-8"_s);
        QCOMPARE(badLanguage.err, u"postmark-cli: --lang — це uk або en, а не «de»\n"_s);
    }
};

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "tst_clilanguage.moc"

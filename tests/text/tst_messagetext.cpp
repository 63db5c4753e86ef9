// SPDX-License-Identifier: GPL-3.0-or-later
// Every message the core can give, put into words: in Ukrainian with no English left, in English with no
// Ukrainian left, with every argument in its place; dates, counts and lists as each language writes them.
#include <QRegularExpression>
#include <QtTest>

#include "core/documents/cardname.h"
#include "core/support/message.h"
#include "ui/text/agendawords.h"
#include "ui/text/ledgerwords.h"
#include "ui/text/messagecatalogue.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;
using namespace postmark;

namespace {

struct Code
{
    MessageCode code;
    const char* name;
};

const QList<Code>& allCodes()
{
    static const QList<Code> codes{
#define POSTMARK_MESSAGE_ENTRY(enumerator, name) {MessageCode::enumerator, #name},
        POSTMARK_MESSAGE_CODES(POSTMARK_MESSAGE_ENTRY)
#undef POSTMARK_MESSAGE_ENTRY
    };
    return codes;
}

/// How many arguments a message's words use: the highest %N of its English template.
int argumentCount(MessageCode code)
{
    const text::MessageTemplate words = text::messageTemplate(code);
    int highest = words.counted ? 1 : 0;
    static const QRegularExpression placeholder(u"%(\\d+)"_s);
    auto matches = placeholder.globalMatch(QString::fromUtf8(words.source));
    while (matches.hasNext())
        highest = std::max(highest, matches.next().captured(1).toInt());
    return highest;
}

/// A message with an argument of every kind a message carries: a count, a date, a proper name (as the
/// cards write it, in the user's script), a move and a nested message.
Message sample(MessageCode code, const QString& name)
{
    Message message{code, {}};
    for (int i = 0; i < argumentCount(code); ++i) {
        switch (i % 4) {
        case 0:
            message.args.append(qint64(5));
            break;
        case 1:
            message.args.append(QDate(2026, 11, 25));
            break;
        case 2:
            message.args.append(name);
            break;
        default:
            message.args.append(std::make_shared<const Message>(say(MessageCode::White)));
            break;
        }
    }
    return message;
}

/// Latin-script words a Ukrainian text may keep: the file's own values the user types, abbreviations
/// that are names (JSON, PGN, FEN), and chess notation.
bool allowedLatin(const QString& word)
{
    static const QStringList allowed{u"JSON"_s,
        u"FEN"_s,
        u"PGN"_s,
        u"UTF"_s,
        u"Latin"_s,
        u"Windows"_s, // Windows-1251, an encoding's name
        u"Date"_s, // PGN's tags, named as the file writes them
        u"UTCDate"_s,
        u"KQkq"_s,
        u"YYYY"_s,
        u"MM"_s,
        u"DD"_s,
        u"Postmark"_s,
        u"uk"_s,
        u"san"_s,
        u"lan"_s,
        u"iccf"_s,
        u"postmark"_s,
        u"game"_s,
        u"tournament"_s,
        u"loss"_s,
        u"adjudicate"_s,
        u"exclude"_s,
        u"exclude_all"_s,
        u"all"_s,
        u"wins"_s,
        u"sonneborn_berger"_s,
        u"board_points"_s, // a team event file's ranking criteria, as written in the file
        u"match_points"_s,
        u"sonneborn"_s,
        u"berger"_s,
        u"head_to_head"_s,
        u"head"_s,
        u"to"_s,
        u"koya"_s,
        u"cycles"_s,
        u"cancelled"_s,
        u"fzshu"_s,
        u"postal"_s,
        u"email"_s,
        u"team"_s,
        u"server"_s,
        u"II"_s,
        u"III"_s,
        u"IV"_s,
        u"V"_s,
        u"w"_s, // FEN's side to move, as the notation writes it
        u"b"_s,
        // A federation's server: the product, the URI's scheme, libpq's own places for a password, the
        // package, and the SQL an administrator types (as typed).
        u"PostgreSQL"_s,
        u"postgresql"_s,
        u"pgpass"_s,
        u"PGPASSWORD"_s,
        u"pg_hba"_s, // the server's file of who may connect from where, as its administrator knows it
        u"conf"_s,
        u"Qt"_s,
        u"Debian"_s,
        u"libqt"_s,
        u"sql"_s,
        u"psql"_s,
        u"CREATE"_s,
        u"ROLE"_s,
        u"LOGIN"_s,
        u"federation"_s,
        u"init"_s,
        u"grant"_s,
        u"cli"_s,
        u"person"_s,
        // The server's copy: PostgreSQL's program and its package, the commands a judge and a player copy
        // with (copy-tournament, copy-games).
        u"pg_dump"_s,
        u"client"_s,
        u"copy"_s,
        u"games"_s,
        u"print"_s, // print-tournament, the command that prints an event's crosstable
        u"tournament"_s};
    return allowed.contains(word);
}

QStringList latinWords(const QString& text)
{
    static const QRegularExpression latin(u"[A-Za-z][A-Za-z_]*"_s);
    QStringList found;
    auto matches = latin.globalMatch(text);
    while (matches.hasNext()) {
        const QString word = matches.next().captured(0);
        if (!allowedLatin(word))
            found.append(word);
    }
    return found;
}

} // namespace

class TestMessageText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyMessageReadsInUkrainianWithNoEnglishWord()
    {
        for (const Code& each : allCodes()) {
            const QString words =
                text::messageText(sample(each.code, u"Марченко Р. С."_s), Language::Ukrainian);
            const QStringList latin = latinWords(words);
            QVERIFY2(latin.isEmpty(),
                qPrintable(
                    u"%1: «%2» keeps %3"_s.arg(QString::fromLatin1(each.name), words, latin.join(u", "_s))));
        }
    }

    void everyMessageReadsInEnglishWithNoUkrainianWord()
    {
        static const QRegularExpression cyrillic(u"[\\x{0400}-\\x{04FF}]"_s);
        for (const Code& each : allCodes()) {
            if (each.code == MessageCode::RussianRookLetterRead)
                continue; // names the Ukrainian piece letter Т itself
            const QString words = text::messageText(sample(each.code, u"Marchenko R."_s), Language::English);
            QVERIFY2(!words.contains(cyrillic),
                qPrintable(u"%1: %2"_s.arg(QString::fromLatin1(each.name), words)));
        }
    }

    void everyArgumentAppearsInBothLanguages()
    {
        for (const Code& each : allCodes()) {
            if (argumentCount(each.code) < 3)
                continue; // the name is the third argument
            for (const Language language : {Language::Ukrainian, Language::English}) {
                const QString words = text::messageText(sample(each.code, u"Марченко Р. С."_s), language);
                QVERIFY2(words.contains(u"Марченко Р. С."_s),
                    qPrintable(u"%1: %2"_s.arg(QString::fromLatin1(each.name), words)));
                QVERIFY2(!words.contains(u'%'),
                    qPrintable(u"%1: %2"_s.arg(QString::fromLatin1(each.name), words)));
            }
        }
    }

    void everyCodeHasItsWordsAndAStableName()
    {
        QSet<QString> names;
        for (const Code& each : allCodes()) {
            QVERIFY(!names.contains(messageCodeName(each.code)));
            names.insert(messageCodeName(each.code));
            const text::MessageTemplate words = text::messageTemplate(each.code);
            const bool puttogether = QList<MessageCode>{MessageCode::None,
                MessageCode::JoinPlain,
                MessageCode::JoinComma,
                MessageCode::JoinAnd,
                MessageCode::JoinOr,
                MessageCode::JoinSemicolon,
                MessageCode::FieldKey}
                                         .contains(each.code);
            QVERIFY2(puttogether || words.source, each.name);
        }
    }

    void datesAreWrittenAsEachLanguageWritesThem()
    {
        const Message sent = say(MessageCode::SentByDeparturePostmark, QDate(2026, 11, 25));
        QCOMPARE(text::messageText(sent, Language::Ukrainian),
            u"відправлено 25.11.2026 за штемпелем відправлення"_s);
        QCOMPARE(
            text::messageText(sent, Language::English), u"sent 25 November 2026 by the departure postmark"_s);
    }

    void countsTakeTheirPluralForms()
    {
        const auto days = [](int count, Language language) {
            return text::messageText(say(MessageCode::DayCount, count), language);
        };
        QCOMPARE(days(1, Language::Ukrainian), u"1 день"_s);
        QCOMPARE(days(3, Language::Ukrainian), u"3 дні"_s);
        QCOMPARE(days(5, Language::Ukrainian), u"5 днів"_s);
        QCOMPARE(days(21, Language::Ukrainian), u"21 день"_s);
        QCOMPARE(days(1, Language::English), u"1 day"_s);
        QCOMPARE(days(40, Language::English), u"40 days"_s);
        // Zero and negative counts are counts too: the number is filled in, never left as %n.
        QCOMPARE(days(0, Language::English), u"0 days"_s);
        QCOMPARE(days(-2, Language::English), u"-2 days"_s);
        QCOMPARE(days(-2, Language::Ukrainian), u"-2 дні"_s);
    }

    void aProblemNamesTheCardAndTheField()
    {
        const ledger::InputProblem problem{say(MessageCode::WhereCard, CardRef{u"w12"_s}),
            u"arrival_postmarks"_s,
            say(MessageCode::ArrivalBeforeDeparture, QDate(2026, 11, 23), QDate(2026, 11, 25))};
        QCOMPARE(text::problemText(problem, Language::English),
            u"Card w12, arrival postmark: 23 November 2026 is before the departure postmark 25 November 2026"_s);
        const QString ukrainian = text::problemText(problem, Language::Ukrainian);
        QVERIFY2(
            ukrainian.startsWith(u"Листівка Б12, «штемпель прибуття»: 23.11.2026"_s), qPrintable(ukrainian));
        QVERIFY2(latinWords(ukrainian).isEmpty(), qPrintable(ukrainian));
        // The CLI names the key and the card as the file writes them, for the user who mends the file.
        QVERIFY(text::problemText(problem, Language::English, text::FieldNaming::AsInTheFile)
                    .startsWith(u"Card w12, arrival_postmarks: "_s));
        const QString inTheFile =
            text::problemText(problem, Language::Ukrainian, text::FieldNaming::AsInTheFile);
        QVERIFY2(inTheFile.startsWith(u"Листівка w12, «arrival_postmarks»: "_s), qPrintable(inTheFile));
    }

    void cardsAreNamedAsEachLanguageNamesThem()
    {
        // The program's own ids: White's card with move 7, Black's with move 6, repeats of them.
        const QList<std::pair<QString, QString>> named{{u"w7"_s, u"Б7"_s},
            {u"b6"_s, u"Ч6"_s},
            {u"w5r"_s, u"Б5 повт."_s},
            {u"b12r2"_s, u"Ч12 повт. 2"_s},
            // My query about the partner's b3, a second one, and the query's repeat (II.3.12, II.5.1).
            {u"b3q"_s, u"запит про Ч3"_s},
            {u"b3q2"_s, u"запит про Ч3 (2)"_s},
            {u"w4qr"_s, u"запит про Б4 повт."_s},
            {u"w4qr2"_s, u"запит про Б4 повт. 2"_s}};
        for (const auto& [id, ukrainian] : named) {
            QCOMPARE(documents::cardName(id, Language::Ukrainian), ukrainian);
            QCOMPARE(documents::cardName(id, Language::English), id); // as the game file writes it
            QCOMPARE(documents::cardIdFromName(ukrainian), id); // typed back as read (postmark-cli --card)
            QCOMPARE(documents::cardIdFromName(id), id);
        }
        QCOMPARE(documents::cardIdFromName(u" б7 "_s), u"w7"_s);
        QCOMPARE(documents::cardIdFromName(u"Ч5 повт"_s), u"b5r"_s);
        // An id of another form (a file written by hand) is written as it is, in either language.
        for (const QString& id : {u"card-3"_s, u"W7"_s, u"w7x"_s, u"b"_s, QString()})
            QCOMPARE(documents::cardName(id, Language::Ukrainian), id);
        // In a sentence: the ledger's explanation of a period names the card as the reader's language does.
        const Message period = say(MessageCode::PeriodFromReceipt,
            QDate(2026, 11, 9),
            CardRef{u"b1"_s},
            say(MessageCode::Verbatim, u"x"_s),
            Message{});
        QVERIFY2(text::messageText(period, Language::Ukrainian).contains(u"листівка Ч1"_s),
            qPrintable(text::messageText(period, Language::Ukrainian)));
        QVERIFY2(text::messageText(period, Language::English).contains(u"card b1"_s),
            qPrintable(text::messageText(period, Language::English)));
    }

    void listsJoinWithTheLanguagesWords()
    {
        const Message either = joined({say(MessageCode::Verbatim, u"Qa1b2"_s),
                                          say(MessageCode::Verbatim, u"Q3b2"_s),
                                          say(MessageCode::Verbatim, u"Qcb2"_s)},
            MessageCode::JoinOr);
        QCOMPARE(text::messageText(say(MessageCode::CouldBe, either), Language::English),
            u"it could be Qa1b2, Q3b2 or Qcb2"_s);
        QVERIFY(text::messageText(either, Language::Ukrainian).endsWith(u" або Qcb2"_s));
    }

    void anArgumentIsNeverReadAsAPlaceholder()
    {
        // A name with a per cent sign and a digit stays as it is.
        const QString words =
            text::messageText(say(MessageCode::NoUnfinishedGame, u"Club %1 50%"_s), Language::English);
        QCOMPARE(words, u"Club %1 50% has no unfinished game"_s);
    }

    void ruleSetsAndLabelsHaveUkrainianNames()
    {
        for (const QString& id :
            {u"fzshu-postal"_s, u"fzshu-email"_s, u"fzshu-team-postal"_s, u"fzshu-server"_s}) {
            const QString name = text::ruleSetName(id, Language::Ukrainian);
            QVERIFY2(latinWords(name).isEmpty(), qPrintable(name));
        }
        using ledger::DeadlineKind;
        for (const desk::AgendaKind& what : QList<desk::AgendaKind>{DeadlineKind::RepeatMove,
                 DeadlineKind::NotifyJudge,
                 DeadlineKind::FirstMoveInquiry,
                 DeadlineKind::Inactivity,
                 DeadlineKind::QueryMove,
                 DeadlineKind::Claim,
                 DeadlineKind::Adjudication,
                 desk::DeskStep::Objection,
                 desk::DeskStep::Leave,
                 desk::DeskStep::GameFile}) {
            const QString label = text::agendaText(what, Language::Ukrainian);
            QVERIFY2(!label.isEmpty() && latinWords(label).isEmpty(), qPrintable(label));
        }
        using tournament::JudgeStep;
        for (const JudgeStep step : {JudgeStep::Objection,
                 JudgeStep::ClaimDecision,
                 JudgeStep::Appeal,
                 JudgeStep::AdjudicationDecision,
                 JudgeStep::AdjudicationAppeal,
                 JudgeStep::SecondAdjudication,
                 JudgeStep::GameRecord,
                 JudgeStep::GameFile}) {
            const QString label = text::agendaText(tournament::JudgeAgendaKind(step), Language::Ukrainian);
            QVERIFY2(!label.isEmpty() && latinWords(label).isEmpty(), qPrintable(label));
        }
    }
};

QTEST_GUILESS_MAIN(TestMessageText)
#include "tst_messagetext.moc"

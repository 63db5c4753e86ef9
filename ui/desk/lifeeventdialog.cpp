// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/desk/lifeeventdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include "core/ledger/ledger.h"
#include "core/rules/clauses.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/judgelabels.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/formwidgets.h"
#include "ui/widgets/optionaldateedit.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

LifeEventDialog::LifeEventDialog(Event event,
    const QList<desk::DeskGame>& games,
    qint64 game,
    const desk::PlayerNames& me,
    const QDate& today,
    QWidget* parent)
    : GuardedDialog(parent)
    , m_event(event)
    , m_games(games)
    , m_game(game)
    , m_me(me)
    , m_today(today)
{
    auto* form = new QFormLayout;
    // The clauses of the game's own rules: an e-mail game's overstep is III.6.6, its inactivity 40 days.
    const Result<rules::RuleSet> read =
        m_games.isEmpty() ? Result<rules::RuleSet>(rules::RuleSet{}) : ledger::rulesOf(shownGame().game);
    const rules::RuleSet rules = read ? *read : rules::RuleSet{};
    switch (event) {
    case Event::GameEnd:
        setWindowTitle(tr("The end of the game"));
        {
            // No score chosen until the player chooses one, each said with who won: a form that opened on 1-0
            // recorded a Black player's own loss with one press of Enter.
            m_score = new QComboBox;
            m_score->setObjectName(u"score"_s);
            const std::optional<ledger::Color> mine = desk::colourOf(shownGame().game, me);
            const auto won = [&mine](ledger::Color winner) {
                if (!mine)
                    return winner == ledger::Color::White ? tr("White won") : tr("Black won");
                if (winner == ledger::Color::White)
                    return *mine == winner ? tr("White won: you") : tr("White won: your partner");
                return *mine == winner ? tr("Black won: you") : tr("Black won: your partner");
            };
            m_score->addItem(tr("— choose the result —"), QString());
            m_score->addItem(tr("1-0 — %1").arg(won(ledger::Color::White)), u"1-0"_s);
            m_score->addItem(tr("0-1 — %1").arg(won(ledger::Color::Black)), u"0-1"_s);
            m_score->addItem(tr("½-½ — a draw"), u"1/2-1/2"_s);
            m_score->addItem(tr("0-0 — both lose"), u"0-0"_s);
        }
        m_how = new QComboBox;
        m_how->setObjectName(u"how"_s);
        using ledger::ResultHow;

        m_how->addItem(tr("resignation"), int(ResultHow::Resignation));
        m_how->addItem(tr("mate"), int(ResultHow::Mate));
        m_how->addItem(tr("draw agreed"), int(ResultHow::DrawAgreed));
        m_how->addItem(tr("draw claimed"), int(ResultHow::DrawClaimed));
        // Worded as the judge's window words them, with the clauses of the game's own rules.
        for (ResultHow how : {ResultHow::TimeForfeit,
                 ResultHow::Adjudicated,
                 ResultHow::WithdrawalLoss,
                 ResultHow::InactivityLoss})
            m_how->addItem(howLabel(how, rules), int(how));
        m_date = dateField(today, u"date"_s);
        // A result recorded already is shown and offered as it is: choosing anew replaces it.
        if (const std::optional<ledger::GameResult>& recorded = shownGame().game.result) {
            m_score->setCurrentIndex(std::max(0, m_score->findData(recorded->score)));
            if (recorded->how)
                m_how->setCurrentIndex(std::max(0, m_how->findData(int(*recorded->how))));
            if (recorded->date)
                m_date->setDate(*recorded->date);
            auto* already = new QLabel(
                tr("Recorded already: %1. What you choose here replaces it.").arg(m_score->currentText()));
            already->setObjectName(u"recordedResult"_s);
            already->setWordWrap(true);
            form->addRow(already);
        }
        form->addRow(tr("&Result:"), m_score);
        form->addRow(tr("&How:"), m_how);
        form->addRow(tr("&Date:"), m_date);
        break;
    case Event::MyClaim:
    case Event::ClaimAgainstMe:
        setWindowTitle(event == Event::MyClaim ? tr("My forfeit claim") : tr("A claim against me"));
        m_date = dateField(today, u"sent"_s);
        form->addRow(
            event == Event::MyClaim ? tr("Claim &sent to the judge:") : tr("The partner's claim &sent:"),
            m_date);
        m_receiptNumber = new QLineEdit;
        m_receiptNumber->setObjectName(u"receiptNumber"_s);
        m_receiptDate = new OptionalDateEdit(tr("dated"));
        m_receiptDate->setObjectName(u"receiptDate"_s);
        m_receiptDate->setDate(event == Event::MyClaim ? std::optional(today) : std::nullopt, today);
        form->addRow(tr("Registered &notice of the overstep, receipt:"), m_receiptNumber);
        form->addRow(QString(), m_receiptDate);
        if (event == Event::MyClaim) {
            m_sealedMove = new QLineEdit;
            m_sealedMove->setObjectName(u"sealedMove"_s);
            m_sealedMove->setPlaceholderText(tr("my next move, sent to the judge only")
                + rules::citation(rules, rules::Rule::ClaimEvidence));
            form->addRow(tr("Sealed &move:"), m_sealedMove);
        } else {
            // The objection's 7 days run from here (II.6.4), not from the notice's sending.
            m_noticeReceived = dateField(today, u"noticeReceived"_s);
            form->addRow(tr("The notice &reached me on:"), m_noticeReceived);
        }
        break;
    case Event::Leave:
        setWindowTitle(tr("Announce a leave"));
        {
            // Two weeks ahead, or after the last leave of mine announced already: the form offered that
            // leave's own dates again and opened refusing them (helper-73).
            QDate from = today.addDays(14);
            for (const desk::DeskGame& each : games) {
                const std::optional<ledger::Color> mine = desk::colourOf(each.game, me);
                for (const ledger::Leave& announced : each.game.leaves) {
                    if (mine && announced.player == *mine && announced.to >= from)
                        from = announced.to.addDays(1);
                }
            }
            m_date = dateField(from, u"from"_s);
            m_until = dateField(from.addDays(13), u"to"_s);
        }
        m_noticeSent = dateField(today, u"noticeSent"_s);
        form->addRow(tr("&From:"), m_date);
        form->addRow(tr("&To (included):"), m_until);
        form->addRow(tr("&Notices sent on:"), m_noticeSent);
        {
            QStringList used;
            for (const ledger::Explanation& year : desk::leaveUsage(games, me))
                used.append(u"[%1] %2"_s.arg(year.clause, text::messageText(year.what)));
            auto* planner = new QLabel(tr("So far: %1").arg(used.join(u"; "_s)));
            planner->setObjectName(u"leaveUsed"_s);
            planner->setWordWrap(true);
            form->addRow(planner);
        }
        break;
    }
    m_notes = new QLabel;
    m_notes->setObjectName(u"notes"_s);
    m_notes->setWordWrap(true);
    m_notes->setTextFormat(Qt::PlainText);
    m_problem = problemLabel();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_notes);
    layout->addWidget(m_problem);
    layout->addStretch();
    layout->addWidget(buttons);
    for (QComboBox* combo : {m_score, m_how}) {
        if (combo)
            connect(combo, &QComboBox::currentIndexChanged, this, &LifeEventDialog::recheck);
    }
    // Every keystroke too: a date mistyped is said at once, and no summary of the last date read stays.
    for (DateField* edit : {m_date, m_until, m_noticeSent, m_noticeReceived}) {
        if (!edit)
            continue;
        connect(edit, &DateField::dateChanged, this, &LifeEventDialog::recheck);
        connect(edit, &DateField::edited, this, &LifeEventDialog::recheck);
    }
    for (QLineEdit* edit : {m_receiptNumber, m_sealedMove}) {
        if (edit)
            connect(edit, &QLineEdit::textChanged, this, &LifeEventDialog::recheck);
    }
    if (m_receiptDate)
        connect(m_receiptDate, &OptionalDateEdit::changed, this, &LifeEventDialog::recheck);
    connect(buttons, &QDialogButtonBox::accepted, this, &LifeEventDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &LifeEventDialog::reject);
    recheck();
    resize(560, 320);
}

const desk::DeskGame& LifeEventDialog::shownGame() const
{
    for (const desk::DeskGame& each : m_games) {
        if (each.id == m_game)
            return each;
    }
    return m_games.first();
}

void LifeEventDialog::recheck()
{
    // A date field whose text is no date keeps the last date it read: the form must not go on with that
    // one (helper-71 typed «31.02.2027» as the leave's last day and had 28.12 recorded in 13 games).
    if (const QString unreadable = unreadableDate(this); !unreadable.isEmpty()) {
        m_edit.reset();
        m_leave.reset();
        m_notes->clear();
        m_problem->setText(unreadable);
        return;
    }
    const ledger::GameFile& game = shownGame().game;
    const ledger::Color me = desk::colourOf(game, m_me).value_or(ledger::Color::White);
    std::optional<ledger::MailReceipt> receipt;
    if (m_receiptNumber && m_receiptDate && m_receiptDate->date())
        receipt = ledger::MailReceipt{m_receiptNumber->text().trimmed(), *m_receiptDate->date()};
    QList<ledger::Explanation> notes;
    ledger::InputProblems problems;
    switch (m_event) {
    case Event::GameEnd:
        if (m_score->currentData().toString().isEmpty()) {
            m_edit.reset();
            m_notes->clear();
            m_problem->setText(tr("Choose the result: who won, or a draw."));
            return;
        }
        m_edit = desk::recordGameEnd(game,
            m_score->currentData().toString(),
            static_cast<ledger::ResultHow>(m_how->currentData().toInt()),
            m_date->date(),
            m_today);
        break;
    case Event::MyClaim:
        m_edit = desk::recordForfeitClaim(game, me, m_date->date(), receipt, m_sealedMove->text(), m_today);
        break;
    case Event::ClaimAgainstMe:
        m_edit =
            desk::recordClaimAgainstMe(game, me, m_date->date(), receipt, m_noticeReceived->date(), m_today);
        break;
    case Event::Leave:
        m_leave = desk::announceLeave(
            m_games, m_me, m_date->date(), m_until->date(), m_noticeSent->date(), m_today);
        break;
    }
    if (m_edit) {
        notes = m_edit->notes;
        problems = m_edit->problems;
    }
    if (m_leave) {
        notes = m_leave->notes;
        problems = m_leave->problems;
    }
    QStringList lines;
    for (const ledger::Explanation& note : notes)
        lines.append(u"[%1] %2"_s.arg(note.clause, text::messageText(note.what)));
    m_notes->setText(lines.join(u'\n'));
    m_problem->setText(problems.isEmpty() ? QString() : problemText(problems.first()));
}

QString LifeEventDialog::problemText(const ledger::InputProblem& problem) const
{
    // A leave's fields named as this form labels them, not as a game file keys them: helper-68 read
    // «Перерва 1, «до»» of a form whose field is «По (включно)», his second leave of the year.
    if (m_leave) {
        const QString label = problem.key == u"from" ? tr("&From:")
            : problem.key == u"to"                   ? tr("&To (included):")
            : problem.key == u"notice_sent"          ? tr("&Notices sent on:")
                                                     : QString();
        if (!label.isEmpty())
            return u"«%1»: %2"_s.arg(QString(label).remove(u'&').chopped(1), text::messageText(problem.what));
    }
    return text::problemText(problem);
}

QList<desk::DeskGame> LifeEventDialog::changedGames() const
{
    if (m_leave)
        return m_leave->games;
    if (m_edit && m_edit->problems.isEmpty())
        return {desk::DeskGame{m_game, m_edit->game}};
    return {};
}

QString LifeEventDialog::changeName() const
{
    switch (m_event) {
    case Event::GameEnd:
        return tr("the end of the game");
    case Event::MyClaim:
        return tr("my forfeit claim");
    case Event::ClaimAgainstMe:
        return tr("the partner's claim against me");
    case Event::Leave:
        return tr("the announcement of my leave");
    }
    return windowTitle();
}

QString LifeEventDialog::notes() const
{
    return m_notes->text();
}

QString LifeEventDialog::problem() const
{
    return m_problem->text();
}

void LifeEventDialog::fixRecordedResult(const QString& why)
{
    for (QWidget* field : std::initializer_list<QWidget*>{m_score, m_how, m_date}) {
        if (field)
            field->setEnabled(false);
    }
    if (auto* recorded = findChild<QLabel*>(u"recordedResult"_s))
        recorded->setText(tr("Recorded already: %1. %2").arg(m_score->currentText(), why));
    m_fixed = true;
    if (auto* buttons = findChild<QDialogButtonBox*>())
        buttons->setStandardButtons(
            QDialogButtonBox::Close); // its rejected() closes the dialog, as Cancel did
}

void LifeEventDialog::accept()
{
    if (m_fixed)
        return;
    recheck();
    if (!m_problem->text().isEmpty())
        return;
    QDialog::accept();
}

} // namespace postmark::ui

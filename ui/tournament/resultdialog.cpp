// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/resultdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>

#include "core/rules/clauses.h"
#include "core/tournament/crosstable.h"
#include "core/tournament/crosstablemarks.h"
#include "ui/text/ledgerwords.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/judgelabels.h"
#include "ui/widgets/choicefocus.h"
#include "ui/widgets/confirmation.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/formwidgets.h"
#include "ui/widgets/optionaldateedit.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

/// A score kept on one line where a question wraps («1–» at a line's end and «0?» below, helper-48): word
/// joiners either side of its dash.
QString unbreakableScore(QString mark)
{
    return mark.replace(u"–"_s, u"\u2060–\u2060"_s);
}

using tournament::GameResult;
using tournament::ResultHow;

} // namespace

ResultDialog::ResultDialog(const tournament::Tournament& event,
    int game,
    const QDate& today,
    const ledger::GameFile* file,
    QWidget* parent)
    : GuardedDialog(parent)
    , m_today(today)
    , m_recorded(event.games[game].result)
    , m_awaitingText(tournament::withdrawalLossAwaitingText(event, game))
{
    const tournament::TournamentGame& pairing = event.games[game];
    const QString white = event.players[event.playerIndex(pairing.white)].name;
    const QString black = event.players[event.playerIndex(pairing.black)].name;
    setWindowTitle(tr("Result: %1 – %2").arg(white, black));
    m_result = new QComboBox;
    m_result->setObjectName(u"result"_s);
    m_result->addItem(tr("in progress"));
    m_result->addItem(tr("1-0 (%1 wins)").arg(white), tournament::resultText(GameResult::WhiteWon));
    m_result->addItem(tr("0-1 (%1 wins)").arg(black), tournament::resultText(GameResult::BlackWon));
    m_result->addItem(tr("½-½ (draw)"), tournament::resultText(GameResult::Draw));
    const rules::RuleSet rules = tournament::rulesOrSectionDefault(event);
    m_result->addItem(tr("0-0 (no game record from either%1)")
                          .arg(rules::has(rules, rules::Rule::NoRecord)
                                  ? u", "_s + rules::clause(rules, rules::Rule::NoRecord)
                                  : QString()),
        tournament::resultText(GameResult::BothLost));
    // Section V's (a player who died with no game finished, V.8.1); offered in another event only for a
    // game already recorded so.
    if (tournament::playsUnderSectionV(event) || pairing.result == GameResult::Cancelled)
        m_result->addItem(
            tr("Cancelled: counts for nobody (V.8.1)"), tournament::resultText(GameResult::Cancelled));
    enterOpensTheList(*m_result); // a result is not recorded by the Enter that chose it
    m_how = new QComboBox;
    m_how->setObjectName(u"how"_s);
    for (ResultHow how : {ResultHow::Played,
             ResultHow::TimeForfeit,
             ResultHow::Adjudicated,
             ResultHow::WithdrawalLoss,
             ResultHow::InactivityLoss,
             ResultHow::NoRecord})
        m_how->addItem(howLabel(how, rules), tournament::howText(how));
    auto* form = new QFormLayout(this);
    // The game named in the form too: the title bar is the window manager's, and may not say it.
    form->addRow(tr("Game:"), new QLabel(u"%1 – %2"_s.arg(white, black)));
    form->addRow(new QLabel(tr("A result counts once the game record is received%1.")
                                .arg(rules::citation(rules, rules::Rule::ResultRecorded))));
    if (file) {
        // The player's own record of the end, from the cards the judge holds; nothing chosen from it.
        QString recorded = tr("not recorded: the game goes on");
        if (file->result) {
            // How and when, said after the score here and in the question asked on OK.
            const QString how = text::resultHowText(file->result->how, text::interfaceLanguage());
            if (!how.isEmpty())
                m_inCardsDetails += u", "_s + how;
            if (file->result->date)
                m_inCardsDetails += u", "_s + shownDate(*file->result->date);
            m_inCards = tournament::resultFromText(file->result->score);
            // As the list above writes it.
            recorded = QString(file->result->score).replace(u"1/2"_s, u"½"_s) + m_inCardsDetails;
        }
        auto* cards = new QLabel(recorded);
        cards->setObjectName(u"resultInCards"_s);
        form->addRow(tr("In the game's cards:"), cards);
    }
    // A forfeit claim on the game not yet decided (setPendingClaim()): said as the form opens, not only on
    // OK (helper-50).
    m_claimNote = new QLabel;
    m_claimNote->setObjectName(u"pendingClaim"_s);
    m_claimNote->setWordWrap(true);
    m_claimNote->hide();
    form->addRow(m_claimNote);
    if (m_awaitingText) {
        // II.8.2: what the decision gives is offered; "received" ticked when the partner's text has come.
        const bool whiteWins = m_awaitingText->result == GameResult::WhiteWon;
        auto* awaiting = new QLabel(
            tr("%1 withdrew on %2 (%3): %4 wins this game by the withdrawal, which counts once the "
               "judge has the game's text%5: tick «received» on the game record's line when it has come.")
                .arg(whiteWins ? black : white,
                    shownDate(*m_awaitingText->reportedOn),
                    rules::clause(rules, rules::Rule::Withdrawal),
                    whiteWins ? white : black,
                    rules::citation(rules, rules::Rule::WithdrawalTexts)));
        awaiting->setObjectName(u"awaitingText"_s);
        awaiting->setWordWrap(true);
        form->addRow(awaiting);
    }
    if (!m_awaitingText && !pairing.result) {
        // A game a withdrawal's decision scores (both players withdrew; a team board, a server) reads "in
        // progress" below, which the table contradicted (helper-37): what the decision gives is said.
        const tournament::CrosstableCell whiteCell = tournament::computeCrosstable(event).games[game].first;
        if (whiteCell.byWithdrawal && whiteCell.state == tournament::CrosstableCell::State::Scored) {
            auto* scored =
                new QLabel(tr("The withdrawal decision scores this game %1%2; a result recorded here "
                              "takes its place.")
                               .arg(tournament::pairingMark(pairing, whiteCell),
                                   rules::citation(rules, rules::Rule::Withdrawal)));
            scored->setObjectName(u"scoredByDecision"_s);
            scored->setWordWrap(true);
            form->addRow(scored);
        }
    }
    form->addRow(tr("&Result:"), m_result);
    form->addRow(tr("&How:"), m_how);
    // II.9.1: both players report the result and send the record; it counts once the record is in.
    m_reportedOn = new OptionalDateEdit(tr("known"));
    m_reportedOn->setObjectName(u"reportedOn"_s);
    // A result recorded keeps the dates it has: one counted as it is (no dates) stays counted, where
    // "reported today" filled in for it would have set it back to awaiting its record (helper-35 pressed OK
    // on an unchanged draw, and it stopped counting). A new result is reported today unless said otherwise.
    m_reportedOn->setDate(pairing.result ? pairing.reportedOn : std::optional<QDate>(today), today);
    form->addRow(tr("Result &reported on:"), m_reportedOn);
    m_recordReceived = new OptionalDateEdit(tr("received"));
    m_recordReceived->setObjectName(u"recordReceived"_s);
    m_recordReceived->setDate(pairing.recordReceived, today);
    form->addRow(tr("&Game record received on:"), m_recordReceived);
    m_problem = problemLabel();
    // Room for the refusal kept from the start: the form neither jumps nor cuts it (helper-29).
    m_problem->setMinimumHeight(2 * m_problem->fontMetrics().lineSpacing());
    form->addRow(m_problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    connect(m_result, &QComboBox::currentIndexChanged, this, &ResultDialog::offerDates);
    // A 0-0 chosen is one for no record from either (II.9.3): "how" says so, not «played» (helper-36).
    connect(m_result, &QComboBox::currentIndexChanged, this, [this] {
        if (chosenResult() == GameResult::BothLost
            && m_how->currentData().toString() == tournament::howText(ResultHow::Played))
            m_how->setCurrentIndex(m_how->findData(tournament::howText(ResultHow::NoRecord)));
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &ResultDialog::accept);
    // A date mended is said so at once, not only on OK (helper-29 saw the old refusal stay).
    for (OptionalDateEdit* edit : {m_reportedOn, m_recordReceived})
        connect(edit, &OptionalDateEdit::changed, this, &ResultDialog::recheck);
    connect(m_result, &QComboBox::currentIndexChanged, this, &ResultDialog::recheck);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setResult(pairing.result, pairing.how);
    if (m_awaitingText) {
        setResult(m_awaitingText->result, m_awaitingText->how);
        m_reportedOn->setDate(m_awaitingText->reportedOn, today);
    }
    offerDates(); // from the start too, not only once another result was chosen and taken back
}

bool ResultDialog::awaitsRecord() const
{
    const std::optional<tournament::GameResult> chosen = chosenResult();
    return chosen && tournament::awaitsGameRecord(*chosen);
}

void ResultDialog::offerDates()
{
    // A game in progress has no dates to give, nor has a 0-0 for no record from either (II.9.3) or a
    // cancelled game: no record is awaited (a 0-0 read «counts once the record comes»).
    m_how->setEnabled(chosenResult().has_value());
    m_reportedOn->setEnabled(awaitsRecord());
    m_recordReceived->setEnabled(awaitsRecord());
}

std::optional<tournament::GameResult> ResultDialog::chosenResult() const
{
    return m_result->currentIndex() > 0 ? tournament::resultFromText(m_result->currentData().toString())
                                        : std::nullopt;
}

std::optional<tournament::GameResult> ResultDialog::result() const
{
    const std::optional<GameResult> chosen = chosenResult();
    // Left as offered, without the text: the withdrawal's decision still gives it, nothing to record.
    if (m_awaitingText && chosen == m_awaitingText->result && !m_recordReceived->date()
        && tournament::howFromText(m_how->currentData().toString()) == ResultHow::WithdrawalLoss
        && m_reportedOn->date() == m_awaitingText->reportedOn)
        return std::nullopt;
    return chosen;
}

tournament::ResultHow ResultDialog::how() const
{
    return result() ? tournament::howFromText(m_how->currentData().toString()).value_or(ResultHow::Played)
                    : ResultHow::Played;
}

std::optional<QDate> ResultDialog::reportedOn() const
{
    return awaitsRecord() && result() ? m_reportedOn->date() : std::nullopt;
}

std::optional<QDate> ResultDialog::recordReceived() const
{
    return awaitsRecord() && result() ? m_recordReceived->date() : std::nullopt;
}

void ResultDialog::setResult(std::optional<tournament::GameResult> result, tournament::ResultHow how)
{
    m_result->setCurrentIndex(result ? m_result->findData(tournament::resultText(*result)) : 0);
    m_how->setCurrentIndex(m_how->findData(tournament::howText(how)));
    m_how->setEnabled(result.has_value());
}

bool ResultDialog::recheck()
{
    return sayRefusedDates(*this, *m_problem, m_today, tr("The result cannot be recorded: %1"));
}

void ResultDialog::setPendingClaim(const QDate& sent, const QString& clause)
{
    m_pendingClaim = sent;
    m_suspensionClause = clause;
    m_claimNote->setText(
        tr("A forfeit claim on the game, sent %1, is not yet decided%2: the game is suspended; "
           "the claim is decided in the Claims tab.")
            .arg(shownDate(sent), clause));
    m_claimNote->show();
}

void ResultDialog::accept()
{
    if (!recheck())
        return;
    // A result is recorded over what speaks against it only when meant: one slip in the list turned a
    // draw into 0-0 (helper-35); the cards may record another end; a claim may be pending (helper-48
    // recorded a game whose claim still waited for its objection window). Everything against it, asked once.
    const std::optional<tournament::GameResult> chosen = result();
    const auto mark = [](GameResult result) {
        return unbreakableScore(tournament::resultMark(result));
    };
    QStringList against;
    if (m_recorded && chosen != m_recorded)
        against.append(tr("The game has its result recorded: %1.").arg(mark(*m_recorded)));
    if (chosen && m_inCards && *chosen != *m_inCards)
        against.append(tr("The game's cards record %1.").arg(mark(*m_inCards) + m_inCardsDetails));
    if (chosen && m_pendingClaim)
        against.append(tr("A forfeit claim on the game, sent %1, is not yet decided%2: recorded here, the "
                          "result leaves it pending in the Claims tab.")
                           .arg(shownDate(*m_pendingClaim), m_suspensionClause));
    if (!against.isEmpty()) {
        const QString keep =
            m_recorded && chosen != m_recorded ? tr("Keep %1").arg(mark(*m_recorded)) : tr("Go back");
        const bool meant = chosen
            ? confirmed(this,
                tr("Record the result"),
                against.join(u' ') + u' '
                    + (m_recorded && chosen != m_recorded ? tr("Record %1 instead?")
                                                          : tr("Record %1 all the same?"))
                          .arg(mark(*chosen)),
                tr("Record %1").arg(mark(*chosen)),
                keep)
            : confirmed(this,
                tr("Change the result"),
                against.join(u' ') + u' ' + tr("Take it back, the game in progress again?"),
                tr("Take it back"),
                keep);
        if (!meant)
            return;
    }
    QDialog::accept();
}

} // namespace postmark::ui

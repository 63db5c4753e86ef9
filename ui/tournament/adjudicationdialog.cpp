// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/adjudicationdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "core/engine/analysisline.h"
#include "core/rules/clauses.h"
#include "core/support/inputlimits.h"
#include "core/tournament/crosstablemarks.h"
#include "ui/game/engineassessor.h"
#include "ui/text/analysistext.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/judgelabels.h"
#include "ui/widgets/choicefocus.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/formwidgets.h"
#include "ui/widgets/optionaldateedit.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

using tournament::GameResult;

/// A combo of results with a first entry for "none"; its data is the result text.
QComboBox* resultCombo(const QString& none, const std::optional<GameResult>& current, const QString& name)
{
    auto* combo = new QComboBox;
    combo->setObjectName(name);
    combo->addItem(none);
    for (GameResult result : {GameResult::WhiteWon, GameResult::BlackWon, GameResult::Draw})
        combo->addItem(tournament::resultMark(result), tournament::resultText(result));
    if (current)
        combo->setCurrentIndex(combo->findData(tournament::resultText(*current)));
    enterOpensTheList(*combo); // an assessment is not recorded by the Enter that chose it
    return combo;
}

std::optional<GameResult> resultOf(const QComboBox* combo)
{
    return combo->currentIndex() > 0 ? tournament::resultFromText(combo->currentData().toString())
                                     : std::nullopt;
}

OptionalDateEdit* optionalDate(
    const QString& known, const std::optional<QDate>& date, const QDate& suggestion, const QString& name)
{
    auto* edit = new OptionalDateEdit(known);
    edit->setObjectName(name);
    edit->setDate(date, suggestion);
    return edit;
}

} // namespace

AdjudicationDialog::AdjudicationDialog(const tournament::Tournament& event,
    const tournament::Adjudication& adjudication,
    const QDate& asOf,
    QWidget* parent,
    std::optional<chess::Position> finalPosition,
    chess::Notation notation)
    : GuardedDialog(parent)
    , m_event(event)
    , m_adjudication(adjudication)
    , m_asOf(asOf)
{
    const tournament::TournamentGame& pairing = event.games[adjudication.game];
    const rules::RuleSet rules = tournament::rulesOrSectionDefault(event); // its section's clauses
    const QString white = event.players[event.playerIndex(pairing.white)].name;
    const QString black = event.players[event.playerIndex(pairing.black)].name;
    setWindowTitle(tr("Adjudication: %1 – %2").arg(white, black));
    const QDate packetsFrom = event.end;

    auto* packets = new QGroupBox(tr("Packets%1 and the players' assessments%2")
                                      .arg(rules::citation(rules, rules::Rule::Adjudication),
                                          rules::citation(rules, rules::Rule::AssessmentsAgree)));
    auto* packetForm = new QFormLayout(packets);
    m_whitePacket = optionalDate(tr("received"), adjudication.whitePacket, packetsFrom, u"whitePacket"_s);
    m_whiteAssessment = resultCombo(tr("not stated"), adjudication.whiteAssessment, u"whiteAssessment"_s);
    m_blackPacket = optionalDate(tr("received"), adjudication.blackPacket, packetsFrom, u"blackPacket"_s);
    m_blackAssessment = resultCombo(tr("not stated"), adjudication.blackAssessment, u"blackAssessment"_s);
    packetForm->addRow(tr("%1's &packet:").arg(white), m_whitePacket);
    packetForm->addRow(tr("%1 &assesses:").arg(white), m_whiteAssessment);
    packetForm->addRow(tr("%1's pa&cket:").arg(black), m_blackPacket);
    packetForm->addRow(tr("%1 a&ssesses:").arg(black), m_blackAssessment);

    auto* decision = new QGroupBox(
        tr("Adjudication%1")
            .arg(rules::citation(rules, {rules::Rule::Adjudicator, rules::Rule::AdjudicationNotice})));
    auto* decisionForm = new QFormLayout(decision);
    m_adjudicator = new QLineEdit(adjudication.adjudicator);
    m_adjudicator->setMaxLength(int(limits::MaxFieldChars)); // what a game file's field holds
    m_adjudicator->setObjectName(u"adjudicator"_s);
    m_decision = resultCombo(tr("not yet"), adjudication.decision, u"decision"_s);
    m_decidedOn = dateField(adjudication.decidedOn.value_or(asOf), u"decidedOn"_s);
    m_lastMove = new QLineEdit(adjudication.lastMove);
    m_lastMove->setMaxLength(int(limits::MaxFieldChars)); // what a game file's field holds
    m_lastMove->setObjectName(u"lastMove"_s);
    m_lastMove->setPlaceholderText(tr("e.g. 41. Тd1-d7"));
    // The engine's view of the final position, for the adjudicator's reference: shown, never recorded as
    // anyone's claim (II.9.7 is the adjudicator's judgement).
    m_askEngine = new QPushButton(tr("As&k the engine"));
    m_askEngine->setObjectName(u"askEngine"_s);
    m_engineView = new QLabel;
    m_engineView->setObjectName(u"engineAssessment"_s);
    m_engineView->setWordWrap(true);
    m_engineView->setTextFormat(Qt::PlainText);
    // Room for three lines from the start (a form's row keeps the height it was laid out with): the
    // engine's name, depth and score and the first ten half-moves of its line.
    m_engineView->setMinimumHeight(3 * m_engineView->fontMetrics().lineSpacing() + 2);
    m_engineView->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    if (!finalPosition) {
        m_askEngine->setEnabled(false);
        m_engineView->setText(tr("The archive has not this game's cards: no final position to assess."));
    }
    connect(m_askEngine, &QPushButton::clicked, this, [this, finalPosition, notation] {
        const Assessed assessed = assessPosition(this, *finalPosition);
        if (!assessed.problem.isEmpty()) {
            m_engineView->setText(assessed.problem);
            return;
        }
        if (!assessed.assessment)
            return; // cancelled
        const documents::EngineAssessment& engine = *assessed.assessment;
        m_engineView->setText(
            tr("%1, depth %2: %3 from White's view; %4. The engine's assessment, not a player's "
               "claim.")
                .arg(engine.engine)
                .arg(engine.depth)
                .arg(text::scoreText({engine.mate, engine.value, false}),
                    chess::writeLine(*finalPosition,
                        std::vector(engine.line.begin(),
                            engine.line.begin() + std::min<std::ptrdiff_t>(10, std::ssize(engine.line))),
                        notation)
                        + (engine.line.size() > 10 ? u" …"_s : QString())));
    });
    auto* engineLabel = new QLabel(tr("The engine's view:"));
    engineLabel->setBuddy(m_askEngine);
    decisionForm->addRow(engineLabel, m_askEngine);
    // Its words on a row of their own, the form's whole width: beside the button they were cut off.
    decisionForm->addRow(m_engineView);
    decisionForm->addRow(tr("A&djudicator:"), m_adjudicator);
    decisionForm->addRow(tr("&Result:"), m_decision);
    decisionForm->addRow(tr("Decided &on:"), m_decidedOn);
    decisionForm->addRow(tr("&Last move made:"), m_lastMove);
    // The appeal runs from each player's receipt of the result (II.9.10).
    const QDate resultFrom = adjudication.decidedOn.value_or(asOf);
    m_whiteReceived =
        optionalDate(tr("received"), adjudication.whiteReceivedResult, resultFrom, u"whiteReceivedResult"_s);
    m_blackReceived =
        optionalDate(tr("received"), adjudication.blackReceivedResult, resultFrom, u"blackReceivedResult"_s);
    decisionForm->addRow(tr("%1 recei&ved the result:").arg(white), m_whiteReceived);
    decisionForm->addRow(tr("%1 receiv&ed the result:").arg(black), m_blackReceived);

    auto* appeal = new QGroupBox(tr("Appeal%1 and second adjudication%2")
                                     .arg(rules::citation(rules, rules::Rule::AdjudicationAppeal),
                                         rules::citation(rules, rules::Rule::SecondAdjudication)));
    auto* appealForm = new QFormLayout(appeal);
    m_appealReceived = optionalDate(tr("received"), adjudication.appealReceived, asOf, u"appealReceived"_s);
    m_appellant = new QComboBox;
    m_appellant->setObjectName(u"appellant"_s);
    m_appellant->addItem(white, pairing.white);
    m_appellant->addItem(black, pairing.black);
    m_appellant->setCurrentIndex(adjudication.appellant == pairing.black ? 1 : 0);
    m_secondAdjudicator = new QLineEdit(adjudication.secondAdjudicator);
    m_secondAdjudicator->setMaxLength(int(limits::MaxFieldChars)); // what a game file's field holds
    m_secondAdjudicator->setObjectName(u"secondAdjudicator"_s);
    m_finalDecision = resultCombo(tr("not yet"), adjudication.finalDecision, u"finalDecision"_s);
    m_finalOn = dateField(adjudication.finalOn.value_or(asOf), u"finalOn"_s);
    appealForm->addRow(tr("Appea&l:"), m_appealReceived);
    appealForm->addRow(tr("Appella&nt:"), m_appellant);
    appealForm->addRow(tr("Second ad&judicator:"), m_secondAdjudicator);
    appealForm->addRow(tr("&Final result:"), m_finalDecision);
    appealForm->addRow(tr("Final result o&n:"), m_finalOn);

    m_stage = new QLabel;
    m_stage->setObjectName(u"stage"_s);
    m_stage->setWordWrap(true);
    m_problem = problemLabel();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    auto* layout = new QVBoxLayout(this);
    // The game named in the form, by its number too: the title bar is the window manager's (helper-36).
    auto* game = new QLabel(tr("Game: %1").arg(numberedPairingLabel(event, adjudication.game)));
    game->setObjectName(u"game"_s);
    layout->addWidget(game);
    layout->addWidget(packets);
    layout->addWidget(decision);
    layout->addWidget(appeal);
    layout->addWidget(m_stage);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    connect(m_decidedOn, &DateField::dateChanged, this, &AdjudicationDialog::restate);
    for (OptionalDateEdit* edit :
        {m_whitePacket, m_blackPacket, m_whiteReceived, m_blackReceived, m_appealReceived})
        connect(edit, &OptionalDateEdit::changed, this, &AdjudicationDialog::restate);
    for (QComboBox* combo : {m_whiteAssessment, m_blackAssessment, m_decision, m_appellant, m_finalDecision})
        connect(combo, &QComboBox::currentIndexChanged, this, &AdjudicationDialog::restate);
    for (DateField* edit : {m_decidedOn, m_finalOn})
        connect(edit, &DateField::dateChanged, this, &AdjudicationDialog::restate);
    for (QLineEdit* edit : {m_adjudicator, m_secondAdjudicator})
        connect(edit, &QLineEdit::textChanged, this, &AdjudicationDialog::restate);
    connect(buttons, &QDialogButtonBox::accepted, this, &AdjudicationDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &AdjudicationDialog::reject);
    restate();
    resize(620, 640);
}

void AdjudicationDialog::setLastMoveInCards(const QString& lastMove)
{
    m_lastMoveInCards = lastMove;
    if (m_lastMove->text().trimmed().isEmpty())
        m_lastMove->setText(lastMove);
}

tournament::Adjudication AdjudicationDialog::adjudication() const
{
    tournament::Adjudication adjudication = m_adjudication;
    adjudication.whitePacket = m_whitePacket->date();
    adjudication.whiteAssessment = resultOf(m_whiteAssessment);
    adjudication.blackPacket = m_blackPacket->date();
    adjudication.blackAssessment = resultOf(m_blackAssessment);
    adjudication.adjudicator = m_adjudicator->text().trimmed();
    adjudication.decision = resultOf(m_decision);
    adjudication.decidedOn = adjudication.decision ? std::optional(m_decidedOn->date()) : std::nullopt;
    adjudication.lastMove = m_lastMove->text().trimmed();
    adjudication.whiteReceivedResult = adjudication.decision ? m_whiteReceived->date() : std::nullopt;
    adjudication.blackReceivedResult = adjudication.decision ? m_blackReceived->date() : std::nullopt;
    adjudication.appealReceived = m_appealReceived->date();
    adjudication.appellant = adjudication.appealReceived ? m_appellant->currentData().toString() : QString();
    adjudication.secondAdjudicator = m_secondAdjudicator->text().trimmed();
    adjudication.finalDecision = resultOf(m_finalDecision);
    adjudication.finalOn = adjudication.finalDecision ? std::optional(m_finalOn->date()) : std::nullopt;
    return adjudication;
}

void AdjudicationDialog::restate()
{
    const tournament::Adjudication current = adjudication();
    m_decidedOn->setEnabled(current.decision.has_value());
    m_whiteReceived->setEnabled(current.decision.has_value());
    m_blackReceived->setEnabled(current.decision.has_value());
    m_appellant->setEnabled(current.appealReceived.has_value());
    m_finalOn->setEnabled(current.finalDecision.has_value());
    const rules::RuleSet rules = tournament::rulesOrSectionDefault(m_event);
    // A decision the register would refuse (made while a packet may still come) is said at once, and the
    // stage is the one it stays at: the form read «final: no appeal» above the refusal (helper-36).
    const auto refused = tournament::adjudicationProblem(m_event, current);
    const bool decisionRefused = refused && refused->key == u"decided_on";
    tournament::Adjudication shown = current;
    if (decisionRefused) {
        shown.decision.reset();
        shown.decidedOn.reset();
    }
    m_problem->setText(decisionRefused
            ? tr("The adjudication cannot be registered: %1").arg(text::problemText(*refused))
            : QString());
    const tournament::AdjudicationState state = tournament::adjudicationState(m_event, rules, shown, m_asOf);
    // The clause once: a stage that names it already («awaiting the packets (II.9.5)») is not followed by it
    // again (helper-79 read «(II.9.5) [II.9.5]»).
    const QString label = adjudicationStageLabel(state.stage, rules);
    const QString cited = label.contains(state.why.clause) ? QString() : u" [%1]"_s.arg(state.why.clause);
    m_stage->setText(u"<b>%1</b>%2: %3"_s.arg(
        label.toHtmlEscaped(), cited, text::messageText(state.why.what).toHtmlEscaped()));
}

QString AdjudicationDialog::stage() const
{
    return m_stage->text();
}

QString AdjudicationDialog::problem() const
{
    return m_problem->text();
}

void AdjudicationDialog::accept()
{
    if (const QString later = refusedDates(this, m_asOf); !later.isEmpty()) {
        m_problem->setText(tr("The adjudication cannot be registered: %1").arg(later));
        return;
    }
    // The same move however spaced ("12.0-0-0"); another is refused: a helper typed White's 7th move as
    // the last, and the letter would have told both players so.
    const auto unspaced = [](QString move) {
        return move.remove(u' ');
    };
    const QString lastMove = m_lastMove->text().trimmed();
    if (!m_lastMoveInCards.isEmpty() && !lastMove.isEmpty()
        && unspaced(lastMove) != unspaced(m_lastMoveInCards)) {
        m_problem->setText(tr("The adjudication cannot be registered: «Last move made»: the game's cards end "
                              "with %1, not “%2”; the letter names the last move made%3.")
                               .arg(m_lastMoveInCards,
                                   lastMove,
                                   rules::citation(tournament::rulesOrSectionDefault(m_event),
                                       rules::Rule::AdjudicationNotice)));
        return;
    }
    if (const auto problem = tournament::adjudicationProblem(m_event, adjudication())) {
        m_problem->setText(tr("The adjudication cannot be registered: %1").arg(text::problemText(*problem)));
        return;
    }
    QDialog::accept();
}

} // namespace postmark::ui

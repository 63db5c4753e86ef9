// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/game/analysispanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QStyle>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "ui/desk/settingsdialog.h"
#include "ui/game/unbreakablemoves.h"
#include "ui/text/analysistext.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

constexpr int RefreshMs = 150;
/// Half-moves of a line shown: several lines fit the panel on a laptop (Play the best line plays it whole).
constexpr std::size_t ShownPlies = 20;

} // namespace

AnalysisPanel::AnalysisPanel(QWidget* parent)
    : QWidget(parent)
    , m_engine(new engine::UciEngine(this))
    , m_startStop(new QPushButton)
    , m_playLine(new QPushButton(tr("&Play the best line")))
    , m_status(new QLabel)
    , m_problem(new QLabel)
    , m_lineView(new QTextBrowser)
{
    setObjectName(u"analysisPanel"_s);
    m_startStop->setObjectName(u"analysisStartStop"_s);
    m_playLine->setObjectName(u"analysisPlayLine"_s);
    m_playLine->setToolTip(tr("Plays the engine's best line on the board as your variation"));
    m_playLine->setEnabled(false);
    connect(m_playLine, &QPushButton::clicked, this, [this] {
        if (!m_lines.empty())
            Q_EMIT lineChosen(m_lines.begin()->second.moves);
    });
    m_status->setObjectName(u"analysisStatus"_s);
    m_status->setTextFormat(Qt::PlainText);
    // The side panel's width is the games list's and the cards': the status wraps rather than widen it.
    m_status->setWordWrap(true);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_problem->setObjectName(u"analysisProblem"_s);
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    m_problem->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_problem->setStyleSheet(u"color: #9b1c1c;"_s);
    m_problem->hide();
    m_lineView->setObjectName(u"analysisLines"_s);
    // Each line wraps whole in the panel's width: a variation cut off at its end is no use to a player.
    m_lineView->setOpenLinks(false);
    m_lineView->setFocusPolicy(Qt::NoFocus); // the move keys stay with the board and the score sheet
    m_lineView->setAccessibleName(tr("The engine's best lines"));
    m_lineView->setPlaceholderText(tr("The engine's best lines, from White's view: +1.00 is a pawn up for "
                                      "White, #3 White mates in 3, #-3 Black does."));
    // In view before the engine starts, saying what will be there: its room is the panel's from the first,
    // and the buttons above it do not move when the engine starts (a walk clicked Start, then Stop where
    // Start had been, and hit the lines instead).

    // As wide as its widest text: the panel does not shift as the engine starts and stops.
    int widest = 0;
    for (const QString& label :
        {tr("&Stop the engine"), tr("Start the engine &again"), tr("Analyse with the &engine")})
        widest = std::max(widest, m_startStop->fontMetrics().horizontalAdvance(QString(label).remove(u'&')));
    m_startStop->setMinimumWidth(widest + 2 * m_startStop->style()->pixelMetric(QStyle::PM_ButtonMargin) + 8);
    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(m_startStop);
    top->addWidget(m_playLine);
    top->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_status); // a line of its own: beside the buttons it had a word's width on a laptop
    layout->addWidget(m_problem);
    layout->addWidget(m_lineView, 1);

    m_refresh.setSingleShot(true);
    connect(&m_refresh, &QTimer::timeout, this, &AnalysisPanel::showLines);
    connect(m_startStop, &QPushButton::clicked, this, [this] { m_running ? stop() : start(); });
    connect(m_engine, &engine::UciEngine::ready, this, &AnalysisPanel::showStatus);
    connect(m_engine, &engine::UciEngine::lineChanged, this, [this](const engine::AnalysisLine& line) {
        // A bound is a score still moving, often with a line cut short: shown only until a settled line of
        // its rank comes, never over one.
        const auto shown = m_lines.find(line.multiPv);
        if (shown != m_lines.end() && line.score.bound && !shown->second.score.bound)
            return;
        m_lines[line.multiPv] = line;
        // The first line at once (the player waits for it), then a few times a second.
        if (m_lineView->document()->isEmpty())
            showLines();
        else if (!m_refresh.isActive())
            m_refresh.start(RefreshMs);
    });
    connect(m_engine, &engine::UciEngine::failed, this, &AnalysisPanel::showProblem);
    showStatus();
}

void AnalysisPanel::setPosition(const chess::Position& start, const std::vector<chess::Move>& moves)
{
    chess::Position position = start;
    for (const chess::Move& move : moves)
        position.play(move);
    const bool moved = !(position == m_position);
    m_start = start;
    m_moves = moves;
    m_position = position;
    if (m_running) {
        analyseNow();
    } else if (moved) {
        // The lines were of the position left: not shown (nor played) on another.
        m_lines.clear();
        m_lineView->clear();
        showStatus();
    }
}

void AnalysisPanel::setNotation(chess::Notation notation)
{
    m_notation = notation;
    showLines();
}

void AnalysisPanel::start()
{
    m_running = true;
    m_problem->hide();
    const engine::EngineSettings settings = SettingsDialog::engineSettings();
    // Started once, and again when Settings name another engine or the last one failed.
    if (m_engine->state() == engine::UciEngine::State::Stopped
        || m_engine->state() == engine::UciEngine::State::Failed || m_engine->settings() != settings)
        m_engine->start(settings);
    if (m_engine->state() != engine::UciEngine::State::Failed)
        analyseNow();
    showStatus();
}

void AnalysisPanel::stop()
{
    m_running = false;
    m_engine->stop();
    m_refresh.stop();
    showLines();
    showStatus();
}

void AnalysisPanel::analyseNow()
{
    m_lines.clear();
    m_lineView->clear();
    if (m_position.legalMoves().empty()) {
        m_engine->stop(); // a mate or a stalemate on the board: nothing to search
        showStatus();
        return;
    }
    m_engine->analyse(m_start, m_moves, engine::SearchLimit::infinite());
    showStatus();
}

std::vector<engine::AnalysisLine> AnalysisPanel::lines() const
{
    std::vector<engine::AnalysisLine> shown;
    for (const auto& [rank, line] : m_lines)
        shown.push_back(line);
    return shown;
}

QString AnalysisPanel::shownLine(const engine::AnalysisLine& line) const
{
    if (line.moves.size() <= ShownPlies)
        return chess::writeLine(m_position, line.moves, m_notation);
    const std::vector<chess::Move> first(line.moves.begin(), line.moves.begin() + ShownPlies);
    return chess::writeLine(m_position, first, m_notation) + u" …"_s;
}

void AnalysisPanel::showLines()
{
    const Language language = text::interfaceLanguage();
    QString html;
    for (const auto& [rank, line] : m_lines) {
        html += u"<p style=\"margin-bottom: 4px\"><b title=\"%1\">%2</b>&nbsp;&nbsp;%3</p>"_s.arg(
            text::scoreWords(line.score, language).toHtmlEscaped(),
            text::scoreText(line.score).toHtmlEscaped(),
            unbreakableMoves(shownLine(line)).toHtmlEscaped());
    }
    // Kept in place while the player reads it: the view is not scrolled back at each refresh.
    const int scrolled = m_lineView->verticalScrollBar()->value();
    m_lineView->setHtml(html);
    m_lineView->verticalScrollBar()->setValue(scrolled);
    showStatus();
}

void AnalysisPanel::showProblem(const engine::EngineProblem& problem)
{
    m_running = false;
    m_refresh.stop();
    m_problem->setText(
        text::engineProblemText(problem, text::interfaceLanguage(), text::EngineChoice::InSettings));
    m_problem->show();
    showStatus();
}

void AnalysisPanel::showStatus()
{
    m_playLine->setEnabled(!m_lines.empty());
    const bool failed = m_engine->state() == engine::UciEngine::State::Failed;
    m_startStop->setText(m_running ? tr("&Stop the engine")
            : failed               ? tr("Start the engine &again")
                                   : tr("Analyse with the &engine"));
    if (!m_running && m_lines.empty()) {
        m_status->setText(failed ? QString() : tr("The engine's view of the position on the board"));
        return;
    }
    const QString name = m_engine->name().isEmpty() ? tr("The engine") : m_engine->name();
    if (m_running && m_position.legalMoves().empty()) {
        m_status->setText(m_position.isCheck() ? tr("%1: checkmate on the board").arg(name)
                                               : tr("%1: stalemate on the board").arg(name));
        return;
    }
    if (m_lines.empty()) {
        m_status->setText(tr("%1 is thinking…").arg(name));
        return;
    }
    const engine::AnalysisLine& best = m_lines.begin()->second;
    const QString speed = best.timeMs > 0
        ? tr("%1 kN/s").arg(QLocale().toString(best.nodes / std::max(1, best.timeMs)))
        : QString();
    const QString depth = tr("depth %1").arg(best.depth);
    m_status->setText(
        m_running ? u"%1 · %2 · %3"_s.arg(name, depth, speed) : tr("%1 · %2 · stopped").arg(name, depth));
}

} // namespace postmark::ui

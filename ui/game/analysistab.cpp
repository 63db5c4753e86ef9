// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/game/analysistab.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "core/support/inputlimits.h"
#include "ui/game/analysiscontroller.h"
#include "ui/game/analysisnotation.h"
#include "ui/game/analysispanel.h"
#include "ui/game/positionsearchdialog.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/afterfirstpaint.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

AnalysisTab::AnalysisTab(AnalysisController& controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_notationView(new QTextBrowser)
    , m_note(new QLabel)
    , m_comment(new QLineEdit)
    , m_removeVariation(new QPushButton(tr("&Delete variation")))
    , m_searchPosition(new QPushButton(tr("&Games with this position…")))
    , m_engine(new AnalysisPanel)
{
    setObjectName(u"analysisTab"_s);
    m_notationView->setObjectName(u"analysisNotation"_s);
    m_notationView->setOpenLinks(false);
    m_notationView->setFocusPolicy(Qt::NoFocus); // the move keys stay with the board
    m_notationView->setAccessibleName(tr("The game with your variations"));
    m_notationView->setPlaceholderText(
        tr("Make a move on the board to try it: a variation begins, the game's own moves stay as the cards "
           "have them."));
    connect(m_notationView, &QTextBrowser::anchorClicked, this, [this](const QUrl& link) {
        if (const auto place = placeOfLink(link)) {
            m_controller.goTo(*place);
            Q_EMIT placeChosen();
        }
    });
    m_note->setObjectName(u"analysisNote"_s);
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    m_note->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_note->hide();
    m_comment->setObjectName(u"analysisComment"_s);
    m_comment->setMaxLength(int(limits::MaxFieldChars));
    // Its clear button looks the desktop's icon theme up, a quarter of building the main window: done once
    // the tab is first seen.
    runAfterFirstPaint(*this, [comment = m_comment] { comment->setClearButtonEnabled(true); });
    m_comment->setAccessibleName(tr("Comment on the move"));
    m_comment->setPlaceholderText(tr("Comment on this move (yours alone)"));
    m_comment->setToolTip(
        tr("Your comment on the move the board shows: kept with your analysis, never on a card. "
           "Enter keeps it."));
    connect(
        m_comment, &QLineEdit::editingFinished, this, [this] { m_controller.setComment(m_comment->text()); });
    m_removeVariation->setObjectName(u"removeVariation"_s);
    connect(m_removeVariation, &QPushButton::clicked, &m_controller, &AnalysisController::removeVariation);
    m_searchPosition->setObjectName(u"searchPosition"_s);
    m_searchPosition->setToolTip(tr("The games of your archive that reached the position on the board"));
    connect(m_searchPosition, &QPushButton::clicked, this, [this] {
        archive::GameRepository* repository = m_controller.repository();
        if (!repository)
            return;
        PositionSearchDialog dialog(*repository,
            m_controller.position(),
            m_controller.gameId(),
            m_canOpen,
            m_today,
            m_notation,
            this);
        if (dialog.exec() == QDialog::Accepted && dialog.chosen())
            Q_EMIT gameChosen(dialog.chosen()->id, dialog.chosen()->ply);
    });

    auto* commentRow = new QHBoxLayout;
    commentRow->setContentsMargins(0, 0, 0, 0);
    commentRow->addWidget(m_comment, 1);
    commentRow->addWidget(m_removeVariation);
    auto* searchRow = new QHBoxLayout;
    searchRow->setContentsMargins(0, 0, 0, 0);
    searchRow->addWidget(m_searchPosition);
    searchRow->addStretch(1);
    auto* top = new QWidget;
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_notationView, 1);
    topLayout->addWidget(m_note);
    topLayout->addLayout(commentRow);
    topLayout->addLayout(searchRow);
    auto* split = new QSplitter(Qt::Vertical);
    split->setObjectName(u"analysisSplit"_s);
    split->setChildrenCollapsible(false);
    split->addWidget(top);
    split->addWidget(m_engine);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(&m_controller, &AnalysisController::changed, this, &AnalysisTab::showAnalysis);
    connect(&m_controller, &AnalysisController::refused, this, [this](const QString& why) {
        m_note->setText(why);
        m_note->setStyleSheet(u"color: #9b1c1c;"_s);
        m_note->show();
    });
    connect(m_engine, &AnalysisPanel::lineChosen, this, [this](const std::vector<chess::Move>& moves) {
        if (m_engine->analysedPosition() == m_controller.position())
            m_controller.playLine(moves);
    });
    showAnalysis();
}

AnalysisTab::~AnalysisTab()
{
    // The comment's line edit, destroyed with the focus, says its editing finished when this is no longer an
    // AnalysisTab (and the controller may be gone): the slot must not run then.
    m_comment->disconnect(this);
}

void AnalysisTab::setGameOpening(std::function<bool(qint64)> canOpen, QDate today)
{
    m_canOpen = std::move(canOpen);
    m_today = today;
}

void AnalysisTab::setNotation(chess::Notation notation)
{
    m_notation = notation;
    m_engine->setNotation(notation);
    showAnalysis();
}

void AnalysisTab::showAnalysis()
{
    const analysis::Place place = m_controller.place();
    const int scrolled = m_notationView->verticalScrollBar()->value();
    const bool anything =
        !m_controller.mainLine().moves.empty() || !m_controller.analysis().variations.empty();
    if (anything)
        m_notationView->setHtml(
            analysisNotationHtml(m_controller.analysis(), m_controller.mainLine(), place, m_notation));
    else
        m_notationView->clear();
    m_notationView->verticalScrollBar()->setValue(scrolled);
    if (place.ply > 0)
        m_notationView->scrollToAnchor(u"place:%1/%2"_s.arg(place.line).arg(place.ply));
    else if (place.line == analysis::MainLine)
        m_notationView->verticalScrollBar()->setValue(0); // the game's start: its first line

    // What is not kept, and what was left out, said under the notation.
    QStringList said;
    if (const auto refusal = m_controller.keepingRefusal())
        said.append(tr("Your variations here are not kept: %1.").arg(text::messageText(*refusal)));
    if (m_controller.variationsLeftOut() + m_controller.movesLeftOut() > 0)
        said.append(
            tr("Part of your analysis no longer fits the game's moves (a card corrected since?) and is "
               "not shown: %1 variation(s), %2 move(s).")
                .arg(m_controller.variationsLeftOut())
                .arg(m_controller.movesLeftOut()));
    m_note->setStyleSheet(QString());
    m_note->setText(said.join(u' '));
    m_note->setVisible(!said.isEmpty());

    const QSignalBlocker blocker(m_comment);
    m_comment->setText(analysis::commentAt(m_controller.analysis(), place));
    m_comment->setCursorPosition(0); // a long comment shown from its beginning
    m_comment->setEnabled(place.ply > 0);
    m_removeVariation->setEnabled(place.line != analysis::MainLine);
    // Searched in an archive file: a PGN file's game and a federation's server have none to search.
    archive::GameRepository* repository = m_controller.repository();
    m_searchPosition->setEnabled(repository && repository->searchesPositions());
    m_engine->setPosition(m_controller.mainLine().start,
        analysis::movesTo(m_controller.analysis(), m_controller.mainLine(), place));
}

} // namespace postmark::ui

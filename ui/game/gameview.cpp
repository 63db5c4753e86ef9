// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/game/gameview.h"

#include <algorithm>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include "core/analysis/analysispgn.h"
#include "core/desk/playeragenda.h"
#include "core/ledger/gamestatus.h"
#include "core/models/movetablemodel.h"
#include "core/rules/clauses.h"
#include "ui/board/boardwidget.h"
#include "ui/desk/cardledgertable.h"
#include "ui/desk/deadlinelist.h"
#include "ui/desk/deskgames.h"
#include "ui/desk/settingsdialog.h"
#include "ui/desk/timepage.h"
#include "ui/game/analysiscontroller.h"
#include "ui/game/analysispanel.h"
#include "ui/game/analysistab.h"
#include "ui/game/gameheading.h"
#include "ui/game/unbreakablemoves.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/choicefocus.h"
#include "ui/widgets/datetext.h"
#include "ui/widgets/lazypage.h"
#include "ui/widgets/navigationicons.h"
#include "ui/widgets/rowkeys.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

GameView::GameView(QWidget* parent)
    : QSplitter(parent)
    , m_board(new BoardWidget)
    , m_moves(new models::MoveTableModel(this))
    , m_moveView(new QTableView)
    , m_analysis(new AnalysisController(this))
    , m_analysisTab(new AnalysisTab(*m_analysis))
    , m_gameChooser(new QComboBox)
    , m_notationChooser(new QComboBox)
    , m_gameTitle(new QLabel)
    , m_gameProblem(new QLabel)
    , m_variantText(new QLabel)
    , m_variantPreview(new QCheckBox(tr("Show it on the board")))
    , m_tabs(new QTabWidget)
    , m_first(new QWidget)
    , m_second(new QWidget)
    , m_heading(new QWidget)
    , m_cardsPage(new LazyPage([this] { return buildCards(); }))
    , m_timePage(new LazyPage([] { return new TimePage; }))
    , m_deadlinesPage(new LazyPage([this] {
        auto* deadlines = new DeadlineList;
        goToFirstAndLastRowWithHomeAndEnd(*deadlines);
        return deadlines;
    }))
{
    m_board->setObjectName(u"board"_s);
    m_board->setFocusPolicy(Qt::StrongFocus); // a click on the board gives the move keys to it
    m_moveView->setObjectName(u"moveView"_s);
    m_gameChooser->setObjectName(u"gameChooser"_s);
    // Its width from a length, not from its lines: a combo box measures every line of its model when
    // first shown, and the program lists a large archive's games before it shows the window.
    m_gameChooser->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_gameChooser->setMinimumContentsLength(16);
    // Its list drops below it, wherever the game shown stands in it: centred on that game (the style's
    // way), the list opened at another height for each game, and a click at the same place chose another
    // game (helper-24).
    m_gameChooser->setStyleSheet(u"QComboBox { combobox-popup: 0; }"_s);
    // A player's 10-30 games all in its list, from the first: ten, and the list scrolled to the game shown
    // (helper-25), put another game under the same place.
    m_gameChooser->setMaxVisibleItems(30);
    m_notationChooser->setObjectName(u"notationChooser"_s);
    m_gameTitle->setObjectName(u"gameTitle"_s);
    m_gameProblem->setObjectName(u"gameProblem"_s);

    m_moveView->setModel(m_moves);
    m_moveView->verticalHeader()->hide();
    m_moveView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_moveView->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_moveView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_moveView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_moveView->horizontalHeader()->setSectionResizeMode(
        models::MoveTableModel::NumberColumn, QHeaderView::ResizeToContents);
    // A move chosen on the score sheet, by a click or by Up and Down, is the board's position (helper-24 went
    // up the moves with the keys, the board staying where it was).
    const auto goToMoveAt = [this](const QModelIndex& index) {
        int ply = index.data(models::MoveTableModel::PlyRole).toInt();
        // The empty cell after White's last move (Down from Black's reply before it): that last move.
        if (ply <= 0 && index.isValid())
            ply = index.siblingAtColumn(models::MoveTableModel::WhiteColumn)
                      .data(models::MoveTableModel::PlyRole)
                      .toInt();
        if (ply <= 0)
            return;
        const analysis::Place place = m_analysis->place();
        if (place.line == analysis::MainLine && place.ply == ply)
            showPlace(); // the move's own cell marked, not the empty one beside it
        else
            goToPly(ply);
    };
    connect(m_moveView, &QTableView::clicked, this, goToMoveAt);
    connect(m_moveView->selectionModel(), &QItemSelectionModel::currentChanged, this, goToMoveAt);

    m_notationChooser->addItem(tr("Ukrainian (Кg1-f3)"), int(chess::Notation::Ukrainian));
    m_notationChooser->addItem(tr("English short (Nf3)"), int(chess::Notation::San));
    m_notationChooser->addItem(tr("English long (Ng1-f3)"), int(chess::Notation::Lan));
    m_notationChooser->addItem(tr("ICCF numeric (7163)"), int(chess::Notation::Iccf));
    connect(m_notationChooser, &QComboBox::currentIndexChanged, this, [this] {
        m_moves->setNotation(chess::Notation(m_notationChooser->currentData().toInt()));
        m_analysisTab->setNotation(chess::Notation(m_notationChooser->currentData().toInt()));
    });
    if (const auto notation = chess::notationFromName(SettingsDialog::notation()))
        setNotation(*notation);
    connect(m_gameChooser, &QComboBox::currentIndexChanged, this, &GameView::gameChosen);
    handKeyboardOnAfterChoice(*m_gameChooser, *m_moveView); // the arrows then step through its moves
    m_gameChooser->setAccessibleName(tr("Game"));
    m_notationChooser->setAccessibleName(tr("Notation"));

    m_gameTitle->setWordWrap(true);
    m_gameTitle->setTextFormat(Qt::PlainText);
    m_gameProblem->setWordWrap(true);
    m_gameProblem->setTextFormat(Qt::PlainText);
    m_gameProblem->setStyleSheet(u"color: #9b1c1c;"_s);
    m_gameProblem->hide();

    // The variant wraps in a label of its own: written on the check box, a long one widened the panel and
    // squeezed the games list off its columns on a laptop's screen.
    m_variantText->setObjectName(u"variantText"_s);
    m_variantText->setWordWrap(true);
    m_variantText->setTextFormat(Qt::PlainText);
    m_variantText->hide();
    m_variantPreview->setObjectName(u"variantPreview"_s);
    m_variantPreview->setAccessibleName(tr("Preview the proposed variant"));
    m_variantPreview->hide();
    connect(m_variantPreview, &QCheckBox::toggled, this, [this](bool on) {
        // The engine thinks about what the board shows: the partner's proposal while it is previewed.
        if (on && m_variant) {
            m_board->setPosition(m_variant->position, m_variant->lastMove);
            analysisPanel()->setPosition(m_variant->position, {});
        } else {
            showPlace();
            analysisPanel()->setPosition(m_analysis->mainLine().start,
                analysis::movesTo(m_analysis->analysis(), m_analysis->mainLine(), m_analysis->place()));
        }
    });

    // An archive game shows its cards, its time and its deadlines beside the moves.
    m_tabs->setObjectName(u"gameTabs"_s);
    // Every tab's name in view on a laptop: the panel keeps their width rather than hide one behind arrows.
    m_tabs->setUsesScrollButtons(false);
    m_tabs->addTab(m_moveView, tr("Moves"));
    // The player's own: variations tried on the board, comments, the engine. Last, after the game's facts.
    m_board->setInteractive(true);
    connect(m_board, &BoardWidget::moveChosen, this, [this](const chess::Move& move) {
        m_variantPreview->setChecked(false);
        m_analysis->play(move);
        // A variation is shown where it is written: the Analysis tab.
        if (m_analysis->place().line != analysis::MainLine)
            m_tabs->setCurrentWidget(m_analysisTab);
    });
    connect(m_analysis, &AnalysisController::changed, this, &GameView::showPlace);
    // After a click in the notation the move keys walk on from there: they act on the board.
    connect(
        m_analysisTab, &AnalysisTab::placeChosen, this, [this] { m_board->setFocus(Qt::OtherFocusReason); });
    connect(m_analysisTab, &AnalysisTab::gameChosen, this, &GameView::positionGameChosen);
    m_cardsPage->setObjectName(u"cardsPage"_s);
    m_timePage->setObjectName(u"timePage"_s);
    m_deadlinesPage->setObjectName(u"deadlinesPage"_s);
    m_tabs->addTab(m_cardsPage, tr("Cards"));
    m_tabs->addTab(m_timePage, tr("Time"));
    m_tabs->addTab(m_deadlinesPage, tr("Deadlines"));
    // Built with the window, unlike the three before it: its engine's buttons need a wider panel than theirs,
    // and built later it widened the panel under the user's mouse, the board shrinking.
    m_tabs->addTab(m_analysisTab, tr("Analysis"));
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (auto* page = qobject_cast<LazyPage*>(m_tabs->currentWidget()))
            fillIfStale(page);
    });

    // Two panes: the board, then the heading over the tabs; in a view taller than wide (a laptop's, the
    // games and agenda on its left) the board and the heading beside it, then the tabs (arrange()).
    auto* headingLayout = new QVBoxLayout(m_heading);
    headingLayout->setContentsMargins(0, 0, 0, 0);
    headingLayout->addWidget(m_gameChooser);
    headingLayout->addWidget(m_gameTitle);
    headingLayout->addWidget(m_gameProblem);
    headingLayout->addWidget(m_variantText);
    headingLayout->addWidget(m_variantPreview);
    headingLayout->addStretch(1); // beside the board, its lines at the top
    auto* firstLayout = new QHBoxLayout(m_first);
    firstLayout->setContentsMargins(0, 0, 0, 0);
    firstLayout->addWidget(m_board, 100); // beside the heading, all the width it may have
    auto* secondLayout = new QVBoxLayout(m_second);
    secondLayout->addWidget(m_heading);
    secondLayout->addWidget(m_tabs, 1);

    addWidget(m_first);
    addWidget(m_second);
    // The board scales; the score sheet and the game's cards need their width.
    setStretchFactor(0, 1);
    setStretchFactor(1, 1);
    connect(this, &QSplitter::splitterMoved, this, [this] {
        m_splitMovedByUser = true;
        fitBoardBesideHeading();
    });
    // Dragged to the edge, the board or the panel shrinks to its least size, never to nothing (a walk lost
    // the board behind a four-pixel handle).
    setChildrenCollapsible(false);
    createNavigation();
    createTabActions();
    showPlace();
}

void GameView::createTabActions()
{
    for (int index = 0; index < m_tabs->count(); ++index) {
        auto* action = new QAction(m_tabs->tabText(index), this);
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + index)));
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, this, [this, index] {
            m_tabs->setCurrentIndex(index);
            // The keys go on into the tab brought forward (Up and Down through the moves or the cards).
            QWidget* page = m_tabs->currentWidget();
            if (auto* lazy = qobject_cast<LazyPage*>(page))
                page = lazy->content();
            // The analysis is walked on the board, Left and Right through its moves (helper-24's keys
            // landed on the engine's button).
            if (page == m_analysisTab)
                page = m_board;
            if (!(page->focusPolicy() & Qt::TabFocus)) {
                const QList<QWidget*> inside = page->findChildren<QWidget*>();
                const auto takesKeys = std::find_if(inside.begin(), inside.end(), [](QWidget* widget) {
                    return widget->isVisibleTo(widget->window()) && (widget->focusPolicy() & Qt::TabFocus);
                });
                if (takesKeys != inside.end())
                    page = *takesKeys;
            }
            page->setFocus(Qt::ShortcutFocusReason);
        });
        addAction(action); // the keys work whether or not a menu lists the action
        m_tabs->setTabToolTip(index, action->shortcut().toString(QKeySequence::NativeText));
        m_tabActions.append(action);
    }
}

QWidget* GameView::buildCards()
{
    auto* cards = new CardLedgerTable;
    cards->setObjectName(u"cards"_s);
    if (!m_readOnly)
        cards->setToolTip(
            tr("Double-click a card received from the partner (or press Enter on it) to correct it."));
    connect(cards, &QTableWidget::itemActivated, this, [this](QTableWidgetItem* item) {
        Q_EMIT cardActivated(item->row());
    });
    goToFirstAndLastRowWithHomeAndEnd(*cards);
    return cards;
}

void GameView::fillIfStale(LazyPage* page)
{
    if (m_filledGeneration.value(page, -1) == m_shownGeneration)
        return;
    m_filledGeneration.insert(page, m_shownGeneration);
    const PostalGame* postal = m_postal ? &*m_postal : nullptr;
    QWidget* content = page->content();
    if (page == m_timePage) {
        static_cast<TimePage*>(content)->setGame(postal, m_me);
    } else if (page == m_deadlinesPage) {
        static_cast<DeadlineList*>(content)->setGame(postal, m_today, m_me);
    } else if (page == m_cardsPage) {
        auto* cards = static_cast<CardLedgerTable*>(content);
        if (postal)
            cards->setGame(postal->game, postal->ledger, desk::colourOf(postal->game, m_me));
        else
            cards->clearGame();
    }
}

CardLedgerTable* GameView::cards()
{
    fillIfStale(m_cardsPage);
    return static_cast<CardLedgerTable*>(m_cardsPage->content());
}

void GameView::setOwner(const desk::PlayerNames& me)
{
    if (me == m_me)
        return;
    m_me = me;
    ++m_shownGeneration; // the deadlines are told to the owner
    if (auto* page = qobject_cast<LazyPage*>(m_tabs->currentWidget()))
        fillIfStale(page);
}

void GameView::setGameOpenable(std::function<bool(qint64)> canOpen)
{
    m_canOpen = std::move(canOpen);
    m_analysisTab->setGameOpening(m_canOpen, m_today);
}

void GameView::arrange(bool tall)
{
    m_splitMovedByUser = false; // the split dragged the other way says nothing of this one
    setOrientation(tall ? Qt::Vertical : Qt::Horizontal);
    // Beside the board the heading ends where the tabs under it end, not at the window's edge (helper-64 read
    // the suspended game's line against the screen's edge); above the tabs their panel's margin is its own.
    m_heading->layout()->setContentsMargins(
        0, 0, tall ? m_second->layout()->contentsMargins().right() : 0, 0);
    if (tall) {
        static_cast<QBoxLayout*>(m_first->layout())->addWidget(m_heading, 1);
        return;
    }
    static_cast<QBoxLayout*>(m_second->layout())->insertWidget(0, m_heading);
    m_board->setMaximumWidth(QWIDGETSIZE_MAX);
}

int GameView::headingLeastWidth() const
{
    // Beside the board, the chooser's line whole (a walk saw its date cut off): the width of a long one,
    // the same for every game, so that the board keeps its size from game to game.
    // (The width of a line as the chooser wrote them when they began with a number: the board keeps the
    // size it had; a partner's name and date of today's lines are narrower.)
    const int line = m_gameChooser->fontMetrics().horizontalAdvance(
        u"99. Шевченко М. М. · "_s + shownDate(QDate(2026, 9, 30)));
    QStyleOptionComboBox option;
    option.initFrom(m_gameChooser);
    const int chooser = m_gameChooser->style()
                            ->sizeFromContents(QStyle::CT_ComboBox, &option, QSize(line, 1), m_gameChooser)
                            .width();
    return std::max(
        m_heading->minimumSizeHint().width(), chooser + m_heading->layout()->contentsMargins().right());
}

void GameView::fitBoardBesideHeading()
{
    if (!isTall())
        return;
    // Square, as high as its pane, the heading taking the rest of the width. A most, not a fixed width: the
    // window's games list can still be widened, narrowing the view (and so the board).
    const int spacing = m_first->layout()->spacing();
    m_board->setMaximumWidth(std::max(m_board->minimumSizeHint().width(),
        std::min(m_first->height(), width() - headingLeastWidth() - spacing)));
}

void GameView::resizeEvent(QResizeEvent* event)
{
    QSplitter::resizeEvent(event);
    // The board beside the panel, or above the tabs with the heading beside it, whichever makes it larger:
    // on a laptop the games and the agenda take the window's left, leaving the game a column taller than
    // wide, where a board beside the panel (its tabs need 380 px) was 220 px. A fifth larger before it turns
    // the other way: not back and forth at every pixel.
    const int panelMargins = m_second->layout()->contentsMargins().left() * 2;
    const int besideBoard = std::min(height(),
        width() - std::max(m_heading->minimumSizeHint().width(), m_tabs->minimumSizeHint().width())
            - panelMargins - handleWidth());
    const int aboveBoard = std::min(
        width() - headingLeastWidth() - m_first->layout()->spacing(), height() * StackedBoardPercent / 100);
    if (!isTall() && aboveBoard > besideBoard * 6 / 5)
        arrange(true);
    else if (isTall() && besideBoard > aboveBoard * 6 / 5)
        arrange(false);
    if (m_splitMovedByUser) {
        fitBoardBesideHeading();
        return;
    }
    if (isTall()) {
        setSizes({aboveBoard, height() - aboveBoard - handleWidth()});
        fitBoardBesideHeading();
        return;
    }
    // The board is square: wider than the view is high it would only leave margins, so the width it
    // cannot use goes to the score sheet and the cards. At most 45 % of the view: on a 1366 × 768 laptop the
    // cards' sent and received dates need the other half (with three fifths, "Received" was cut off).
    const int board = std::min(height(), width() * 9 / 20);
    setSizes({board, width() - board - handleWidth()});
}

void GameView::createNavigation()
{
    const auto add = [this](QAction* action, const QKeySequence& key) {
        action->setShortcut(key);
        // The move keys act on the board and its score sheet only, while one of them has the focus: Home,
        // End and the arrows in the cards, the games list, the agenda or a text field do there what they
        // always do.
        action->setShortcutContext(Qt::WidgetShortcut);
        m_board->addAction(action);
        m_moveView->addAction(action);
        m_navigation.append(action);
        return action;
    };
    connect(add(new QAction(moveStepIcon(MoveStep::Start), tr("Start"), this), Qt::Key_Home),
        &QAction::triggered,
        this,
        [this] { goToPly(0); });
    connect(add(new QAction(moveStepIcon(MoveStep::Back), tr("Back"), this), Qt::Key_Left),
        &QAction::triggered,
        this,
        [this] {
            if (const auto back = analysis::back(m_analysis->analysis(), m_analysis->place()))
                m_analysis->goTo(*back);
        });
    connect(add(new QAction(moveStepIcon(MoveStep::Forward), tr("Forward"), this), Qt::Key_Right),
        &QAction::triggered,
        this,
        [this] {
            if (const auto next =
                    analysis::forward(m_analysis->analysis(), m_analysis->mainLine(), m_analysis->place()))
                m_analysis->goTo(*next);
        });
    connect(add(new QAction(moveStepIcon(MoveStep::End), tr("End"), this), Qt::Key_End),
        &QAction::triggered,
        this,
        [this] {
            // The end of the line the board is in: the game's last move, or the variation's.
            const analysis::Place place = m_analysis->place();
            m_analysis->goTo({place.line,
                analysis::lineLength(m_analysis->analysis(), m_analysis->mainLine(), place.line)});
        });
    QAction* flip = add(new QAction(tr("Flip board"), this), Qt::Key_F);
    flip->setObjectName(u"actionFlip"_s);
    connect(flip, &QAction::triggered, this, [this] { m_board->setFlipped(!m_board->isFlipped()); });
}

void GameView::setNotation(chess::Notation notation)
{
    m_notationChooser->setCurrentIndex(m_notationChooser->findData(int(notation)));
}

void GameView::showGame(const ShownGame* shown, QDate today)
{
    if (!shown) {
        m_moves->setLine(chess::Position::initial(), {});
        m_gameTitle->clear();
        m_gameProblem->hide();
        m_analysis->setGame(0, {}, 0);
        showPostalState(nullptr, today);
        return;
    }
    const pgn::PgnGame& game = shown->pgn;
    std::vector<chess::Move> moves;
    moves.reserve(game.mainLine.moves.size());
    for (const pgn::PgnMove& move : game.mainLine.moves)
        moves.push_back(move.move);
    m_moves->setLine(game.start, std::move(moves));

    m_gameTitle->setText(GameHeading::lines(*shown, m_me, today).join(u'\n'));

    if (game.illegal) {
        m_gameProblem->setText(text::sentence(text::messageText(pgn::refusalMessage(*game.illegal))));
        m_gameProblem->show();
    } else {
        m_gameProblem->hide();
    }
    showPostalState(shown, today);
    // The player's analysis of it, the board at the game's last move.
    m_analysisTab->setGameOpening(m_canOpen, today);
    m_analysis->setGame(shown->id, analysis::mainLineOf(game), m_moves->plyCount());
}

void GameView::showPostalState(const ShownGame* shown, QDate today)
{
    const PostalGame* postal = shown && shown->postal ? &*shown->postal : nullptr;
    for (int tab = 1; tab < m_tabs->count(); ++tab)
        m_tabs->setTabEnabled(tab, postal);
    {
        const QSignalBlocker blocker(m_variantPreview);
        m_variantPreview->setChecked(false);
        m_variantPreview->hide();
        m_variantText->hide();
    }
    m_variant.reset();
    // The player's own side at the bottom, as the board stands at home: a game played with Black is seen
    // from Black's side (a walk found every game shown from White's). Flip board turns the game shown, and
    // it stays turned while that game is shown again (a card logged, the desk computed as of today).
    const qint64 id = shown ? shown->id : -1;
    if (id != m_orientedGame) {
        m_board->setFlipped(postal && desk::colourOf(postal->game, m_me) == ledger::Color::Black);
        m_orientedGame = id;
    }
    m_today = today;
    m_postal = postal ? std::optional<PostalGame>(*postal) : std::nullopt;
    ++m_shownGeneration;
    if (auto* page = qobject_cast<LazyPage*>(m_tabs->currentWidget()))
        fillIfStale(page);
    if (!postal)
        return;
    m_variant = desk::proposedVariant(postal->game, postal->ledger);
    m_variantPreview->setVisible(m_variant.has_value());
    m_variantText->setVisible(m_variant.has_value());
    if (m_variant) {
        // Who proposes it, and from which move: "c2-c4 e7-e6" alone did not say whose moves they were.
        const std::optional<ledger::Color> mine = desk::colourOf(postal->game, m_me);
        const QString side = m_variant->proposedBy == ledger::Color::White ? tr("White") : tr("Black");
        const QString moves = unbreakableMoves(desk::numberedVariant(*m_variant));
        m_variantText->setText(!mine             ? tr("%1 proposes a variant: %2").arg(side, moves)
                : *mine == m_variant->proposedBy ? tr("You proposed a variant: %1").arg(moves)
                                                 : tr("Your partner proposes a variant: %1").arg(moves));
    }
    // The score sheet reads as the cards are written: in the game's notation (II.3.2).
    setNotation(postal->game.notation);
}

void GameView::goToPly(int ply)
{
    m_analysis->goTo({analysis::MainLine, qBound(0, ply, m_moves->plyCount())});
}

int GameView::ply() const
{
    return analysis::plyFromStart(m_analysis->analysis(), m_analysis->place());
}

AnalysisPanel* GameView::analysisPanel() const
{
    return m_analysisTab->enginePanel();
}

void GameView::setAnalysisArchive(archive::GameRepository* repository, QUndoStack* undo)
{
    m_analysis->setArchive(repository, undo);
}

void GameView::showPlace()
{
    m_board->setPosition(m_analysis->position(), m_analysis->lastMove());
    // The score sheet marks the game's move the board is at; off the game's moves, none.
    const analysis::Place place = m_analysis->place();
    const QModelIndex cell =
        place.line == analysis::MainLine ? m_moves->indexOfPly(place.ply) : QModelIndex();
    if (cell.isValid()) {
        m_moveView->setCurrentIndex(cell);
        m_moveView->scrollTo(cell);
    } else {
        m_moveView->clearSelection();
        m_moveView->setCurrentIndex({});
    }
}

void GameView::selectCard(int row)
{
    m_tabs->setCurrentWidget(m_cardsPage);
    cards()->showCard(row);
}

} // namespace postmark::ui

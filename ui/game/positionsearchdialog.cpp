// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/game/positionsearchdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "core/analysis/analysispgn.h"
#include "core/engine/analysisline.h"
#include "core/ledger/ledgerof.h"
#include "core/ledger/pgnconversion.h"
#include "ui/errortext.h"
#include "ui/text/messagetext.h"
#include "ui/widgets/readonlytable.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

/// When the position stood: at the start, or after White's or Black's move N.
QString moveOf(int ply)
{
    if (ply == 0)
        return PositionSearchDialog::tr("at the start");
    const int number = (ply + 1) / 2;
    return ply % 2 == 1 ? PositionSearchDialog::tr("after White's move %1").arg(number)
                        : PositionSearchDialog::tr("after Black's move %1").arg(number);
}

} // namespace

PositionSearchDialog::PositionSearchDialog(const archive::GameRepository& repository,
    const chess::Position& position,
    qint64 shown,
    std::function<bool(qint64)> canOpen,
    QDate today,
    chess::Notation notation,
    QWidget* parent)
    : QDialog(parent)
    , m_table(new QTableWidget)
    , m_said(new QLabel)
    , m_moves(new QTextBrowser)
    , m_why(new QLabel)
    , m_canOpen(std::move(canOpen))
    , m_notation(notation)
{
    setWindowTitle(tr("Games with this position"));
    setObjectName(u"positionSearch"_s);
    m_table->setObjectName(u"positionGames"_s);
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels(
        {tr("Game"), tr("Event"), tr("Result"), tr("Reached"), tr("Next move")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->setWordWrap(false);
    m_table->setAccessibleName(windowTitle());
    m_said->setObjectName(u"positionSearchSaid"_s);
    m_said->setWordWrap(true);
    m_said->setTextFormat(Qt::PlainText);
    m_moves->setObjectName(u"positionGameMoves"_s);
    m_moves->setAccessibleName(tr("The chosen game's moves"));
    m_why->setObjectName(u"positionGameWhy"_s);
    m_why->setWordWrap(true);
    m_why->setTextFormat(Qt::PlainText);
    m_why->hide();

    const Result<QList<archive::PositionMatch>> matches = repository.gamesReaching(position.key());
    QList<qint64> ids;
    QHash<qint64, int> plies;
    if (matches) {
        for (const archive::PositionMatch& match : *matches) {
            if (match.id != shown) {
                ids.append(match.id);
                plies.insert(match.id, match.ply);
            }
        }
    }
    const auto games = ids.isEmpty()
        ? Result<QList<std::pair<qint64, ledger::GameFile>>>(QList<std::pair<qint64, ledger::GameFile>>{})
        : repository.gamesWithIds(ids);
    if (!matches) {
        m_said->setText(text::sentence(text::messageText(matches.error().detail)));
    } else if (!games) {
        m_said->setText(errorText(games.error()));
    } else {
        for (const auto& [id, game] : *games) {
            const ledger::LedgerResult computed = ledger::ledgerOf(game, game.asOf.value_or(today));
            if (!computed.ledger)
                continue; // a game that cannot be computed has no moves to show
            const analysis::MainLineMoves line =
                analysis::mainLineOf(ledger::pgnFromGameFile(game, *computed.ledger));
            Found found{id, plies.value(id), line.start, line.moves, game.event.name};
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            m_table->setItem(
                row, 0, new QTableWidgetItem(u"%1 – %2"_s.arg(game.white.name, game.black.name)));
            m_table->setItem(row, 1, new QTableWidgetItem(game.event.name));
            QString result = game.result ? game.result->score : u"*"_s;
            result.replace(u"1/2-1/2"_s, u"½–½"_s);
            m_table->setItem(row, 2, new QTableWidgetItem(result));
            m_table->setItem(row, 3, new QTableWidgetItem(moveOf(found.ply)));
            QString next;
            if (found.ply < int(found.moves.size()))
                next = chess::writeLine(position, {found.moves[std::size_t(found.ply)]}, notation);
            m_table->setItem(
                row, 4, new QTableWidgetItem(next.isEmpty() ? tr("(the game's last position)") : next));
            m_found.push_back(std::move(found));
        }
        fitColumnsToContents(*m_table);
        // The players' full names would leave the event a few letters: both get room, the rest in a tooltip.
        m_table->setColumnWidth(0, std::min(m_table->columnWidth(0), 320));
        for (int row = 0; row < m_table->rowCount(); ++row) {
            for (int column : {0, 1})
                m_table->item(row, column)->setToolTip(m_table->item(row, column)->text());
        }
        m_said->setText(m_found.empty() ? tr("No other game of the archive reached this position.")
                                        : tr("Other games of the archive that reached this position: %n. "
                                             "Double-click a game (or press "
                                             "Enter) to open it at that move.",
                                            nullptr,
                                            int(m_found.size())));
    }
    const auto open = [this] {
        const int row = m_table->currentRow();
        if (row < 0 || row >= int(m_found.size()) || !m_canOpen(m_found[std::size_t(row)].id))
            return;
        m_chosen = archive::PositionMatch{m_found[std::size_t(row)].id, m_found[std::size_t(row)].ply};
        accept();
    };
    connect(m_table, &QTableWidget::itemActivated, this, open);
    connect(m_table, &QTableWidget::currentCellChanged, this, &PositionSearchDialog::showChosenGame);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_open = buttons->addButton(tr("&Open the game there"), QDialogButtonBox::AcceptRole);
    m_open->setObjectName(u"openFound"_s);
    // Enter opens: the list passes the key on to the dialog after choosing, and Close must not take it.
    m_open->setDefault(true);
    buttons->button(QDialogButtonBox::Close)->setAutoDefault(false);
    connect(buttons, &QDialogButtonBox::accepted, this, open);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_said);
    layout->addWidget(m_table, 3);
    layout->addWidget(m_moves, 2);
    layout->addWidget(m_why);
    layout->addWidget(buttons);
    if (m_table->rowCount() > 0)
        m_table->selectRow(0);
    showChosenGame();
    resize(940, 500);
}

void PositionSearchDialog::showChosenGame()
{
    const int row = m_table->currentRow();
    if (row < 0 || row >= int(m_found.size())) {
        m_moves->clear();
        m_open->setEnabled(false);
        return;
    }
    const Found& found = m_found[std::size_t(row)];
    const std::vector<chess::Move> before(found.moves.begin(), found.moves.begin() + found.ply);
    const std::vector<chess::Move> after(found.moves.begin() + found.ply, found.moves.end());
    chess::Position reached = found.start;
    for (const chess::Move& move : before)
        reached.play(move);
    // The moves to the position, then — in bold — what was played from it.
    QString html = chess::writeLine(found.start, before, m_notation).toHtmlEscaped();
    if (!after.empty())
        html += u" <b>"_s + chess::writeLine(reached, after, m_notation).toHtmlEscaped() + u"</b>"_s;
    m_moves->setHtml(html);
    const bool openable = m_canOpen(found.id);
    m_open->setEnabled(openable);
    // Said where it is read (a greyed button's tooltip went unseen): where such a game is opened.
    m_why->setText(openable
            ? QString()
            : tr("This game is not on your desk: it is a game of «%1», which you judge. Open the "
                 "event (File ▸ Tournaments in the archive) to see it there.")
                  .arg(found.event));
    m_why->setVisible(!openable);
}

int PositionSearchDialog::found() const
{
    return m_table->rowCount();
}

} // namespace postmark::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/gamespanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include "ui/tournament/gamesfilter.h"
#include "ui/tournament/pairingsmodel.h"
#include "ui/widgets/formwidgets.h"
#include "ui/widgets/readonlytable.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

GamesPanel::GamesPanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new PairingsModel(this))
{
    auto* layout = new QVBoxLayout(this);
    // 105 games of a semifinal: the one a letter names is found by its number or a player's name.
    m_filter = new GamesFilter(this);
    m_filter->setSourceModel(m_model);
    auto* find = new QLineEdit;
    find->setObjectName(u"gamesFilter"_s);
    find->setClearButtonEnabled(true);
    find->setPlaceholderText(tr("Find a game: its number or a player's name"));
    find->setAccessibleName(tr("Find a game"));
    layout->addWidget(find);
    auto* notFound = problemLabel();
    notFound->setObjectName(u"gamesNotFound"_s);
    notFound->hide();
    layout->addWidget(notFound);
    m_view = readOnlyTable(m_filter, u"games"_s);
    layout->addWidget(m_view, 1);
    connect(find, &QLineEdit::textChanged, this, [this, notFound](const QString& text) {
        m_filter->setText(text);
        // The columns fit what is found: fitted while «89» was found, «101» read «…» (helper-37).
        fitColumnsToContents(*m_view);
        // Nothing found is said, with what there is to find (an empty list said nothing of «999»).
        const bool none = !text.trimmed().isEmpty() && m_filter->rowCount() == 0;
        showProblem(notFound,
            none ? tr("No game matches «%1»: the games are numbered 1–%2; a name matches any part of it.")
                       .arg(text.trimmed())
                       .arg(m_model->rowCount())
                 : QString(),
            true);
        notFound->setVisible(none);
        // One game found is the one chosen: Record result… and Enter act on it.
        if (m_filter->rowCount() == 1)
            m_view->setCurrentIndex(m_filter->index(0, 0));
    });
    connect(find, &QLineEdit::returnPressed, this, [this] {
        if (m_filter->rowCount() == 1)
            Q_EMIT resultAsked(currentGame());
    });
    auto* result = namedButton(tr("Record &result…"), u"recordResult"_s);
    // The judge checks a claim or a result against the cards: the game's cards and time, as a desk shows
    // them (helper-43 found the calculation naming cards the window could not open).
    auto* cards = namedButton(tr("Cards and &time…"), u"gameCards"_s);
    auto* row = new QHBoxLayout;
    row->addWidget(result);
    row->addWidget(cards);
    row->addStretch();
    layout->addLayout(row);
    connect(result, &QPushButton::clicked, this, [this] { Q_EMIT resultAsked(currentGame()); });
    connect(cards, &QPushButton::clicked, this, [this] { Q_EMIT cardsAsked(currentGame()); });
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& index) {
        Q_EMIT resultAsked(m_filter->mapToSource(index).row());
    });
}

void GamesPanel::show(const tournament::Tournament& event,
    const tournament::Crosstable& table,
    const tournament::JudgeRegisters& registers,
    const QList<ledger::GameFile>& gameFiles)
{
    m_model->setEvent(event, table, registers, gameFiles);
    fitColumnsToContents(*m_view);
}

int GamesPanel::currentGame() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? m_filter->mapToSource(current).row() : -1;
}

} // namespace postmark::ui

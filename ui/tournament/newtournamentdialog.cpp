// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/newtournamentdialog.h"

#include <algorithm>

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMap>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/rules/ruleset.h"
#include "core/support/inputlimits.h"
#include "core/tournament/bergerpairings.h"
#include "ui/text/ledgerwords.h"
#include "ui/text/messagetext.h"
#include "ui/tournament/judgelabels.h"
#include "ui/tournament/regulationtable.h"
#include "ui/widgets/confirmation.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/formwidgets.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

constexpr int PlayersPage = 1; ///< the tabs: the event, its players, its regulation

enum PlayerColumn
{
    NameColumn,
    AddressColumn,
    RatingColumn,
};

constexpr int TieBreakRole = Qt::UserRole;

QString cellText(const QTableWidget* table, int row, int column)
{
    const QTableWidgetItem* item = table->item(row, column);
    return item ? item->text() : QString();
}

} // namespace

NewTournamentDialog::NewTournamentDialog(const QDate& today, QWidget* parent)
    : GuardedDialog(parent)
{
    setWindowTitle(tr("New tournament"));

    auto* event = new QGroupBox(tr("Event"));
    auto* eventForm = new QFormLayout(event);
    m_name = new QLineEdit;
    m_name->setMaxLength(int(limits::MaxFieldChars)); // what a game file's field holds
    m_name->setObjectName(u"name"_s);
    m_name->setPlaceholderText(tr("e.g. 11th Cup of Ukraine (post), semifinal 1"));
    m_index = new QLineEdit;
    m_index->setMaxLength(int(limits::MaxFieldChars)); // what a game file's field holds
    m_index->setObjectName(u"index"_s);
    m_start = dateField(today, u"start"_s);
    m_end = dateField(today.addYears(2), u"end"_s);
    m_rules = new QComboBox;
    m_rules->setObjectName(u"rules"_s);
    for (const QString& id : rules::ruleSetIds())
        m_rules->addItem(text::ruleSetName(id, text::interfaceLanguage()), id);
    eventForm->addRow(tr("&Name:"), m_name);
    eventForm->addRow(tr("&Index:"), m_index);
    eventForm->addRow(tr("&Start (II.4.5):"), m_start);
    eventForm->addRow(tr("&End (II.9.4):"), m_end);
    eventForm->addRow(tr("&Rule set:"), m_rules);
    m_twoGames = new QCheckBox(tr("Each pair plays &two games, one with each colour (double round robin)"));
    m_twoGames->setObjectName(u"twoGames"_s);
    eventForm->addRow(QString(), m_twoGames);

    auto* tiebreaks = new QGroupBox(tr("Tie-breaks after points, in order"));
    auto* tiebreakRow = new QHBoxLayout(tiebreaks);
    m_tiebreaks = new QListWidget;
    m_tiebreaks->setObjectName(u"tiebreaks"_s);
    m_tiebreaks->setAccessibleName(tr("Tie-breaks"));
    for (tournament::TieBreak tieBreak : {tournament::TieBreak::Wins,
             tournament::TieBreak::SonnebornBerger,
             tournament::TieBreak::HeadToHead,
             tournament::TieBreak::Koya}) {
        auto* item = new QListWidgetItem(tieBreakLabel(tieBreak), m_tiebreaks);
        item->setData(TieBreakRole, static_cast<int>(tieBreak));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(tieBreak == tournament::TieBreak::Koya ? Qt::Unchecked : Qt::Checked);
    }
    m_tiebreaks->setMaximumHeight(m_tiebreaks->sizeHintForRow(0) * 4 + 2 * m_tiebreaks->frameWidth() + 4);
    auto* tiebreakButtons = new QVBoxLayout;
    QPushButton* tiebreakUp = namedButton(tr("U&p"), u"tiebreakUp"_s);
    QPushButton* tiebreakDown = namedButton(tr("Do&wn"), u"tiebreakDown"_s);
    tiebreakButtons->addWidget(tiebreakUp);
    tiebreakButtons->addWidget(tiebreakDown);
    tiebreakButtons->addStretch();
    tiebreakRow->addWidget(m_tiebreaks, 1);
    tiebreakRow->addLayout(tiebreakButtons);

    auto* players = new QGroupBox(tr("Players in starting-number order"));
    auto* playerRow = new QHBoxLayout(players);
    m_players = new QTableWidget(0, 3);
    m_players->setObjectName(u"players"_s);
    m_players->setAccessibleName(tr("Players"));
    m_players->setHorizontalHeaderLabels({tr("Name"), tr("Full postal address"), tr("Rating")});
    m_players->horizontalHeader()->setSectionResizeMode(AddressColumn, QHeaderView::Stretch);
    m_players->setColumnWidth(NameColumn, 190);
    m_players->setColumnWidth(RatingColumn, 70);
    m_players->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_players->setSelectionMode(QAbstractItemView::SingleSelection);
    auto* playerButtons = new QVBoxLayout;
    QPushButton* add = namedButton(tr("&Add player"), u"addPlayer"_s);
    QPushButton* remove = namedButton(tr("Re&move"), u"removePlayer"_s);
    QPushButton* up = namedButton(tr("Move &up"), u"playerUp"_s);
    QPushButton* down = namedButton(tr("Move &down"), u"playerDown"_s);
    QPushButton* draw = namedButton(tr("Draw &lots"), u"drawLots"_s);
    QPushButton* paste = namedButton(tr("Pa&ste a list…"), u"pastePlayers"_s);
    paste->setToolTip(tr("Adds the players copied from a spreadsheet or a letter: one a line, name, address "
                         "and rating separated by tabs or semicolons."));
    draw->setToolTip(tr("Give the starting numbers by lot: the Berger tables then fix each game's colours."));
    for (QPushButton* each : {add, remove, up, down, draw, paste})
        playerButtons->addWidget(each);
    playerButtons->addStretch();
    playerRow->addWidget(m_players, 1);
    playerRow->addLayout(playerButtons);

    m_summary = new QLabel;
    m_summary->setObjectName(u"summary"_s);
    m_summary->setWordWrap(true);
    m_problem = problemLabel();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Create and &pair"));

    // The regulation: every parameter of the rules model with the rule set's value beside it.
    auto* regulation = new QWidget;
    auto* regulationLayout = new QVBoxLayout(regulation);
    auto* regulationNote =
        new QLabel(tr("The event's regulation overrides the rule set: enter only what it changes, as a "
                      "whole number, yes or no for a rule that is one or the other, or off to switch an "
                      "optional rule off."));
    regulationNote->setWordWrap(true);
    m_regulation = new RegulationTable;
    regulationLayout->addWidget(regulationNote);
    regulationLayout->addWidget(m_regulation, 1);

    auto* eventPage = new QWidget;
    auto* eventLayout = new QVBoxLayout(eventPage);
    eventLayout->addWidget(event);
    eventLayout->addWidget(tiebreaks);
    eventLayout->addStretch();
    m_pages = new QTabWidget;
    m_pages->setObjectName(u"pages"_s);
    m_pages->addTab(eventPage, tr("&Event"));
    m_pages->addTab(players, tr("&Players"));
    m_pages->addTab(regulation, tr("Re&gulation"));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_pages, 1);
    layout->addWidget(m_summary);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    for (QLineEdit* edit : {m_name, m_index})
        connect(edit, &QLineEdit::textChanged, this, &NewTournamentDialog::recheck);
    for (DateField* edit : {m_start, m_end})
        connect(edit, &DateField::dateChanged, this, &NewTournamentDialog::recheck);
    connect(m_rules, &QComboBox::currentIndexChanged, this, &NewTournamentDialog::recheck);
    connect(m_twoGames, &QCheckBox::toggled, this, &NewTournamentDialog::recheck);
    connect(m_regulation, &QTableWidget::itemChanged, this, &NewTournamentDialog::recheck);
    connect(m_pages, &QTabWidget::currentChanged, this, &NewTournamentDialog::recheck);
    connect(m_tiebreaks, &QListWidget::itemChanged, this, &NewTournamentDialog::recheck);
    connect(m_players, &QTableWidget::itemChanged, this, &NewTournamentDialog::recheck);
    connect(tiebreakUp, &QPushButton::clicked, this, [this] { moveSelectedTieBreak(-1); });
    connect(tiebreakDown, &QPushButton::clicked, this, [this] { moveSelectedTieBreak(1); });
    connect(add, &QPushButton::clicked, this, [this] {
        addPlayer();
        m_players->setCurrentCell(m_players->rowCount() - 1, NameColumn);
        m_players->editItem(m_players->item(m_players->rowCount() - 1, NameColumn));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_players->currentRow() >= 0)
            m_players->removeRow(m_players->currentRow());
        recheck();
    });
    connect(up, &QPushButton::clicked, this, [this] { moveSelectedPlayer(-1); });
    connect(down, &QPushButton::clicked, this, [this] { moveSelectedPlayer(1); });
    connect(draw, &QPushButton::clicked, this, &NewTournamentDialog::drawLots);
    connect(
        paste, &QPushButton::clicked, this, [this] { pastePlayers(QGuiApplication::clipboard()->text()); });
    connect(buttons, &QDialogButtonBox::accepted, this, &NewTournamentDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewTournamentDialog::reject);
    recheck();
    m_problem->clear(); // an empty form is not yet an error
    resize(760, 600);
}

void NewTournamentDialog::setParticulars(const QString& name, const QString& index)
{
    m_name->setText(name);
    m_index->setText(index);
}

void NewTournamentDialog::addPlayer(const QString& name, const QString& address, const QString& rating)
{
    const QSignalBlocker blocker(m_players);
    const int row = m_players->rowCount();
    m_players->insertRow(row);
    m_players->setItem(row, NameColumn, new QTableWidgetItem(name));
    m_players->setItem(row, AddressColumn, new QTableWidgetItem(address));
    m_players->setItem(row, RatingColumn, new QTableWidgetItem(rating));
    recheck();
}

bool NewTournamentDialog::pastePlayers(const QString& text)
{
    const tournament::PlayerList list = tournament::playersFromText(text);
    if (!list.problems.isEmpty()) {
        m_problem->setText(tr("Nothing added: %1").arg(text::problemText(list.problems.first())));
        return false;
    }
    if (list.players.isEmpty()) {
        m_problem->setText(tr("Nothing added: the clipboard holds no list of players."));
        return false;
    }
    for (const tournament::Player& player : list.players)
        addPlayer(player.name, player.address, player.rating ? QString::number(*player.rating) : QString());
    return true;
}

void NewTournamentDialog::drawLots()
{
    QList<QStringList> rows;
    for (int row = 0; row < m_players->rowCount(); ++row)
        rows.append({cellText(m_players, row, NameColumn),
            cellText(m_players, row, AddressColumn),
            cellText(m_players, row, RatingColumn)});
    std::shuffle(rows.begin(), rows.end(), *QRandomGenerator::global());
    {
        const QSignalBlocker blocker(m_players);
        for (int row = 0; row < rows.size(); ++row) {
            for (int column : {NameColumn, AddressColumn, RatingColumn})
                m_players->item(row, column)->setText(rows[row][column]);
        }
    }
    recheck();
}

void NewTournamentDialog::moveSelectedPlayer(int by)
{
    const int row = m_players->currentRow();
    const int target = row + by;
    if (row < 0 || target < 0 || target >= m_players->rowCount())
        return;
    {
        const QSignalBlocker blocker(m_players);
        for (int column : {NameColumn, AddressColumn, RatingColumn}) {
            QTableWidgetItem* moving = m_players->takeItem(row, column);
            m_players->setItem(row, column, m_players->takeItem(target, column));
            m_players->setItem(target, column, moving);
        }
    }
    m_players->setCurrentCell(target, m_players->currentColumn());
    recheck();
}

void NewTournamentDialog::moveSelectedTieBreak(int by)
{
    const int row = m_tiebreaks->currentRow();
    const int target = row + by;
    if (row < 0 || target < 0 || target >= m_tiebreaks->count())
        return;
    {
        const QSignalBlocker blocker(m_tiebreaks);
        m_tiebreaks->insertItem(target, m_tiebreaks->takeItem(row));
    }
    m_tiebreaks->setCurrentRow(target);
    recheck();
}

tournament::NewEventForm NewTournamentDialog::form(std::optional<ledger::InputProblem>& ratingProblem) const
{
    tournament::NewEventForm form;
    form.name = m_name->text();
    form.index = m_index->text();
    form.start = m_start->date();
    form.end = m_end->date();
    form.rules = m_rules->currentData().toString();
    form.cycles = m_twoGames->isChecked() ? 2 : 1;
    form.regulation = m_regulation->entered();
    for (int row = 0; row < m_tiebreaks->count(); ++row) {
        const QListWidgetItem* item = m_tiebreaks->item(row);
        if (item->checkState() == Qt::Checked)
            form.tiebreaks.append(static_cast<tournament::TieBreak>(item->data(TieBreakRole).toInt()));
    }
    for (int row = 0; row < m_players->rowCount(); ++row) {
        tournament::Player player{
            {}, cellText(m_players, row, NameColumn), cellText(m_players, row, AddressColumn), std::nullopt};
        const QString rating = cellText(m_players, row, RatingColumn).trimmed();
        bool isNumber = false;
        const int value = rating.toInt(&isNumber);
        if (isNumber)
            player.rating = value;
        else if (!rating.isEmpty() && !ratingProblem)
            ratingProblem = ledger::InputProblem{say(MessageCode::WherePlayerNumber, row + 1),
                u"rating"_s,
                say(MessageCode::NotAWholeNumber, rating)};
        form.players.append(player);
    }
    return form;
}

void NewTournamentDialog::recheck()
{
    m_regulation->showRuleSet(m_rules->currentData().toString());
    std::optional<ledger::InputProblem> ratingProblem;
    m_result = tournament::newEvent(form(ratingProblem));
    if (ratingProblem) {
        m_result.problems.prepend(*ratingProblem);
        m_result.event = {};
    }
    // Nothing is said of a form as it was shown (the players' count of a fresh form was said in red the
    // moment its Players tab was opened: helper-73); Create and pair says it all the same.
    m_problem->setText(untouched() ? QString() : problemToSay());

    const int count = m_players->rowCount();
    if (count < 2 || count > tournament::MaxRoundRobinPlayers) {
        m_summary->setText(tr("Enter 2 to %1 players in starting-number order, or draw lots once all are in.")
                               .arg(tournament::MaxRoundRobinPlayers));
        return;
    }
    // The colours as the Berger tables give them for this many players.
    QList<tournament::Player> numbered;
    for (int i = 1; i <= count; ++i)
        numbered.append(tournament::Player{QString::number(i), {}, {}, std::nullopt});
    const int cycles = m_twoGames->isChecked() ? 2 : 1;
    QMap<QString, int> whites;
    for (const tournament::TournamentGame& game : tournament::roundRobinGames(numbered, cycles))
        ++whites[game.white];
    int fewest = count, most = 0;
    for (const tournament::Player& player : std::as_const(numbered)) {
        fewest = std::min(fewest, whites.value(player.id));
        most = std::max(most, whites.value(player.id));
    }
    const QString colours = fewest == most ? QString::number(most) : tr("%1 or %2").arg(fewest).arg(most);
    m_summary->setText(tr("%n player(s): %1 games, all starting at once; colours from the Berger tables, "
                          "each player White in %2 of their %3 games.",
        nullptr,
        count)
                           .arg(count * (count - 1) / 2 * cycles)
                           .arg(colours)
                           .arg((count - 1) * cycles));
}

void NewTournamentDialog::showEvent(QShowEvent* event)
{
    GuardedDialog::showEvent(event);
    recheck(); // what the caller filled in (a Cup's group) is the form as shown: no problem said of it yet
}

QString NewTournamentDialog::problemToSay() const
{
    // The problem of the page in view first: a value refused on the Regulation tab was said only once the
    // event had its name (helper-48).
    const auto pageOf = [](const ledger::InputProblem& problem) {
        if (problem.where.code == MessageCode::WhereRegulation)
            return 2;
        if (problem.where.code == MessageCode::WherePlayerNumber || problem.key == u"players"_s)
            return 1;
        return 0;
    };
    if (m_result.problems.isEmpty())
        return {};
    const auto onPage = std::find_if(m_result.problems.cbegin(),
        m_result.problems.cend(),
        [&](const ledger::InputProblem& problem) { return pageOf(problem) == m_pages->currentIndex(); });
    return problemText(onPage != m_result.problems.cend() ? *onPage : m_result.problems.first());
}

QString NewTournamentDialog::problemText(const ledger::InputProblem& problem) const
{
    // A field named as this form labels it, not as the tournament file keys it: helper-73 read «ім’я чи
    // назва» of a column headed «Прізвище, ініціали».
    const bool player = problem.where.code == MessageCode::WherePlayerNumber;
    const QString label = player && problem.key == u"name" ? tr("Name")
        : player && problem.key == u"address"              ? tr("Full postal address")
        : player && problem.key == u"rating"               ? tr("Rating")
        : problem.where.code != MessageCode::WhereEvent    ? QString()
        : problem.key == u"name"                           ? tr("&Name:")
        : problem.key == u"start"                          ? tr("&Start (II.4.5):")
        : problem.key == u"end"                            ? tr("&End (II.9.4):")
        : problem.key == u"rules"                          ? tr("&Rule set:")
        : problem.key == u"players"                        ? tr("&Players") // the tab: no one field
                                                           : QString();
    if (label.isEmpty())
        return text::problemText(problem);
    QString field = QString(label).remove(u'&');
    if (field.endsWith(u':'))
        field.chop(1);
    return text::sentence(text::messageText(say(MessageCode::ProblemAt,
        problem.where,
        say(MessageCode::Verbatim, field), // the language's own quotes come with the sentence
        problem.what)));
}

QString NewTournamentDialog::problem() const
{
    return m_problem->text();
}

QString NewTournamentDialog::summary() const
{
    return m_summary->text();
}

void NewTournamentDialog::accept()
{
    recheck();
    if (!m_result.problems.isEmpty()) {
        m_problem->setText(problemToSay());
        return;
    }
    // A player with no address has notices and cards with lines to write it by hand: made only when meant
    // (helper-62 made a final with two nominees' addresses empty, helper-74 a tournament, nothing said).
    QStringList without;
    for (const tournament::Player& player : std::as_const(m_result.event.players)) {
        if (player.address.trimmed().isEmpty())
            without.append(player.name);
    }
    if (!without.isEmpty()
        && !confirmed(this,
            windowTitle(),
            tr("No address for %1: the start notices and the partners' cards will have lines to write it "
               "by hand. Create the tournament all the same?")
                .arg(without.join(u", "_s)),
            tr("Create and pair"),
            tr("Go back to the addresses"))) {
        // Back at the first address missing, ready to type it (helper-75 had to find the cell).
        m_pages->setCurrentIndex(PlayersPage);
        for (int row = 0; row < m_players->rowCount(); ++row) {
            const QTableWidgetItem* address = m_players->item(row, AddressColumn);
            if (!address || address->text().trimmed().isEmpty()) {
                m_players->setCurrentCell(row, AddressColumn);
                m_players->setFocus();
                break;
            }
        }
        return;
    }
    QDialog::accept();
}

} // namespace postmark::ui

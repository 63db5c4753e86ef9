// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include "core/tournament/newevent.h"
#include "ui/widgets/datefield.h"
#include "ui/widgets/guardeddialog.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QTableWidget;
class QTabWidget;

namespace postmark::ui {

class RegulationTable;

/// A new round-robin event: its particulars, the tie-break order and the players in starting-number
/// order, which the judge enters, reorders or draws by lot. The core pairs it from the Berger tables and
/// refuses, naming the field, what cannot be.
class NewTournamentDialog : public GuardedDialog
{
    Q_OBJECT

public:
    explicit NewTournamentDialog(const QDate& today, QWidget* parent = nullptr);

    const tournament::NewEvent& result() const { return m_result; }
    QString problem() const; ///< why the dialog refused to close, or empty
    QString summary() const; ///< the pairing as the dialog states it
    void accept() override;

    /// The event's name and index as the form opens, to be changed (a Cup's final made from its list).
    void setParticulars(const QString& name, const QString& index);
    void addPlayer(const QString& name = {}, const QString& address = {}, const QString& rating = {});
    /// Adds the players of a pasted list (tournament::playersFromText); adds none, saying why, when a line
    /// is wrong.
    bool pastePlayers(const QString& text);
    /// Puts the players in a random order: the draw of starting numbers.
    void drawLots();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void recheck();
    /// The problem to say: the page in view's first, its field named as this form labels it.
    QString problemToSay() const;
    QString problemText(const ledger::InputProblem& problem) const;
    void moveSelectedPlayer(int by);
    void moveSelectedTieBreak(int by);
    /// The form as entered; a rating that is not a number is reported in `ratingProblem`.
    tournament::NewEventForm form(std::optional<ledger::InputProblem>& ratingProblem) const;

    tournament::NewEvent m_result;
    QLineEdit* m_name = nullptr;
    QLineEdit* m_index = nullptr;
    DateField* m_start = nullptr;
    DateField* m_end = nullptr;
    QComboBox* m_rules = nullptr;
    QCheckBox* m_twoGames = nullptr;
    QListWidget* m_tiebreaks = nullptr;
    QTableWidget* m_players = nullptr;
    RegulationTable* m_regulation = nullptr;
    QTabWidget* m_pages = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace postmark::ui

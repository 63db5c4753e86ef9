// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;

namespace postmark::tournament {
struct TeamEvent;
struct Tournament;
} // namespace postmark::tournament

namespace postmark::ui {

class RegulationTable;

/// The tournament window's Regulation tab: what the event was created with, read only — its name,
/// index and dates, its rule set, one game or two a pair, its tie-breaks in order, and every parameter
/// of the rules model with the rule set's value beside the event's, where the regulation changes it in
/// bold. A judge checking a figure, or a player asking what the event's time limit is, reads it here
/// rather than in the tournament file.
class RegulationPanel : public QWidget
{
    Q_OBJECT

public:
    explicit RegulationPanel(QWidget* parent = nullptr);
    void show(const tournament::Tournament& event);
    /// A team event's: its boards and match points, each board's tie-breaks, its rules (IV).
    void show(const tournament::TeamEvent& event);

private:
    /// The event's name, and its index when it has one: its first facts.
    static QList<QPair<QString, QString>> namedFacts(const QString& name, const QString& index);
    /// The event's facts, a label and a value a row, above the rules.
    void showFacts(const QList<QPair<QString, QString>>& facts);
    /// The rules of `event` (a team event's board, for a team event) beside its rule set's.
    void showRules(const tournament::Tournament& event);

    QLabel* m_event = nullptr;
    QLabel* m_problem = nullptr;
    RegulationTable* m_table = nullptr;
};

} // namespace postmark::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QTableWidget>

namespace postmark::rules {
struct RuleParameter;
struct RuleSet;
} // namespace postmark::rules

namespace postmark::ui {

/// An event's regulation as the judge enters it: every parameter of the rules model (§10) in words, with
/// its clause in the chosen rule set's section and that rule set's value beside the cell where the
/// regulation changes it. The parameter's key, as a tournament file writes it, is the row's tooltip.
class RegulationTable : public QTableWidget
{
    Q_OBJECT

public:
    enum Column
    {
        ParameterColumn,
        ClauseColumn,
        RuleSetColumn,
        RegulationColumn,
    };
    /// The parameter's key (days_per_control) on each row's first item.
    static constexpr int KeyRole = Qt::UserRole;

    explicit RegulationTable(QWidget* parent = nullptr);

    /// Shows the clause and the value of every parameter in the rule set `ruleSetId`.
    void showRuleSet(const QString& ruleSetId);
    /// An event's regulation, read only: the rule set `ruleSetId` beside the rules in force in the event
    /// (`inForce`, its regulation applied), every value in the last column and in bold where the
    /// regulation changes it.
    void showInForce(const QString& ruleSetId, const rules::RuleSet& inForce);
    /// What the judge entered, by parameter key, as the core reads it: a number, or "off"; a switch's
    /// yes or no as 1 or 0. Rows left empty are left out.
    QMap<QString, QString> entered() const;
    /// The row of the parameter `key`, or -1.
    int rowOf(const QString& key) const;

private:
    QString valueText(const rules::RuleSet& rules, const rules::RuleParameter& parameter) const;
};

} // namespace postmark::ui

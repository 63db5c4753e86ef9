// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/regulationtable.h"

#include <QHeaderView>

#include "core/rules/clauses.h"
#include "core/rules/ruleset.h"
#include "ui/text/messagetext.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

namespace {

QTableWidgetItem* readOnlyItem(const QString& text = {})
{
    auto* item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

} // namespace

RegulationTable::RegulationTable(QWidget* parent)
    : QTableWidget(int(rules::ruleParameters().size()), 4, parent)
{
    setObjectName(u"regulation"_s);
    setAccessibleName(tr("Regulation"));
    setHorizontalHeaderLabels({tr("Parameter"), tr("Clause"), tr("Rule set"), tr("Regulation")});
    horizontalHeader()->setSectionResizeMode(ParameterColumn, QHeaderView::Stretch);
    verticalHeader()->hide();
    // A long parameter wraps: its row grows to its lines at whatever width the dialog gives the column.
    setWordWrap(true);
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    for (int row = 0; row < rowCount(); ++row) {
        const rules::RuleParameter& parameter = rules::ruleParameters()[row];
        const QString key = QString::fromLatin1(parameter.name);
        QTableWidgetItem* name = readOnlyItem(text::fieldName(key, text::interfaceLanguage()));
        name->setData(KeyRole, key);
        // The key is what a tournament file's "overrides" writes: the judge who keeps files finds it here.
        name->setToolTip(tr("In a tournament file: %1").arg(key));
        setItem(row, ParameterColumn, name);
        setItem(row, ClauseColumn, readOnlyItem());
        setItem(row, RuleSetColumn, readOnlyItem());
        auto* regulation = new QTableWidgetItem;
        regulation->setToolTip(parameter.isSwitch()
                ? tr("yes or no; empty: as the rule set")
                : tr("a whole number from %1 to %2%3; empty: as the rule set")
                      .arg(parameter.minimum)
                      .arg(parameter.maximum)
                      .arg(parameter.optionalValue ? tr(", or off") : QString()));
        setItem(row, RegulationColumn, regulation);
    }
    resizeColumnToContents(ClauseColumn);
}

void RegulationTable::showRuleSet(const QString& ruleSetId)
{
    const Result<rules::RuleSet> standard = rules::ruleSet(ruleSetId);
    const QSignalBlocker blocker(this);
    for (int row = 0; row < rowCount(); ++row) {
        const rules::RuleParameter& parameter = rules::ruleParameters()[row];
        QString value;
        QString clause;
        if (standard) {
            clause = rules::clause(*standard, parameter.rule);
            value = valueText(*standard, parameter);
        }
        item(row, ClauseColumn)->setText(clause.isEmpty() ? u"—"_s : clause);
        // A parameter the section has no rule for changes nothing there: said rather than left blank.
        item(row, ClauseColumn)
            ->setToolTip(clause.isEmpty() ? tr("This rule set's section has no such rule.") : QString());
        item(row, RuleSetColumn)->setText(value);
    }
    resizeColumnToContents(ClauseColumn);
}

void RegulationTable::showInForce(const QString& ruleSetId, const rules::RuleSet& inForce)
{
    showRuleSet(ruleSetId);
    setHorizontalHeaderItem(RegulationColumn, new QTableWidgetItem(tr("This event")));
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    const QSignalBlocker blocker(this);
    for (int row = 0; row < rowCount(); ++row) {
        const rules::RuleParameter& parameter = rules::ruleParameters()[row];
        QTableWidgetItem* cell = item(row, RegulationColumn);
        cell->setFlags(cell->flags() & ~Qt::ItemIsEditable);
        cell->setText(valueText(inForce, parameter));
        // What the judge checks first: where this event departs from its rule set.
        const bool changed = cell->text() != item(row, RuleSetColumn)->text();
        QFont font = cell->font();
        font.setBold(changed);
        cell->setFont(font);
        cell->setToolTip(changed ? tr("Changed by the event's regulation") : tr("As the rule set"));
    }
}

QString RegulationTable::valueText(const rules::RuleSet& rules, const rules::RuleParameter& parameter) const
{
    if (parameter.isSwitch())
        return rules.*(parameter.value) ? tr("yes") : tr("no");
    if (parameter.value)
        return QString::number(rules.*(parameter.value));
    const std::optional<int> optional = rules.*(parameter.optionalValue);
    return optional ? QString::number(*optional) : tr("off");
}

QMap<QString, QString> RegulationTable::entered() const
{
    QMap<QString, QString> values;
    for (int row = 0; row < rowCount(); ++row) {
        const rules::RuleParameter& parameter = rules::ruleParameters()[row];
        const QTableWidgetItem* cell = item(row, RegulationColumn);
        QString value = cell ? cell->text().trimmed() : QString();
        // The interface's words become the file's: "off" (null), and a switch's 1 or 0. A switch's "off"
        // stays as typed, to be refused in the judge's words (helper-48 read «off» for the «вимк» typed).
        if (!parameter.isSwitch() && value.compare(tr("off"), Qt::CaseInsensitive) == 0)
            value = u"off"_s;
        else if (parameter.isSwitch() && value.compare(tr("yes"), Qt::CaseInsensitive) == 0)
            value = u"1"_s;
        else if (parameter.isSwitch() && value.compare(tr("no"), Qt::CaseInsensitive) == 0)
            value = u"0"_s;
        if (!value.isEmpty())
            values.insert(QString::fromLatin1(parameter.name), value);
    }
    return values;
}

int RegulationTable::rowOf(const QString& key) const
{
    for (int row = 0; row < rowCount(); ++row) {
        if (item(row, ParameterColumn)->data(KeyRole).toString() == key)
            return row;
    }
    return -1;
}

} // namespace postmark::ui

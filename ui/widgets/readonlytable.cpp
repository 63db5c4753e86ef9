// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/readonlytable.h"

#include <algorithm>
#include <functional>

#include <QFontMetrics>
#include <QHash>
#include <QHeaderView>
#include <QTableView>

namespace postmark::ui {

QTableView* readOnlyTable(QAbstractItemModel* model, const QString& name)
{
    auto* view = new QTableView;
    view->setObjectName(name);
    view->setModel(model);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

namespace {

/// A text's width as the sum of its characters' advances, each measured once: an estimate (no kerning, no
/// shaping) that orders a column's texts by width at a fraction of laying each out.
class AdvanceSum
{
public:
    explicit AdvanceSum(const QFont& font)
        : m_metrics(font)
    {}

    int operator()(const QString& text)
    {
        int widest = 0;
        int line = 0;
        for (const QChar character : text) {
            if (character == u'\n') {
                line = 0;
                continue;
            }
            auto advance = m_advances.constFind(character);
            if (advance == m_advances.cend())
                advance = m_advances.insert(character, m_metrics.horizontalAdvance(character));
            line += *advance;
            widest = std::max(widest, line);
        }
        return widest;
    }

private:
    QFontMetrics m_metrics;
    QHash<QChar, int> m_advances;
};

/// The width `column`'s contents need: the delegate's own measure of the rows whose texts look widest,
/// rather than of every row (QTableView::sizeHintForColumn() lays out every cell's text: a fifth of
/// listing the desk's first screen, issue 18).
int contentsWidth(const QTableView& view, int column, AdvanceSum& estimate)
{
    const QAbstractItemModel& model = *view.model();
    const int rows =
        std::min(model.rowCount(view.rootIndex()), view.horizontalHeader()->resizeContentsPrecision());
    QList<std::pair<int, int>> estimates; // width, row
    estimates.reserve(rows);
    int widest = 0;
    for (int row = 0; row < rows; ++row) {
        const QModelIndex index = model.index(row, column, view.rootIndex());
        const QString text = index.data(Qt::DisplayRole).toString();
        // A row in a font of its own (a bold or larger one) is measured in it.
        const QVariant font = index.data(Qt::FontRole);
        const int width =
            font.isValid() ? QFontMetrics(font.value<QFont>()).horizontalAdvance(text) : estimate(text);
        estimates.append({width, row});
        widest = std::max(widest, width);
    }
    constexpr int MostMeasured = 16;
    std::sort(estimates.begin(), estimates.end(), std::greater<>());
    int needed = 0;
    for (int k = 0; k < std::min(int(estimates.size()), MostMeasured); ++k) {
        if (estimates[k].first * 100 < widest * 85 && k > 0)
            break;
        const QModelIndex index = model.index(estimates[k].second, column, view.rootIndex());
        needed = std::max(needed, view.sizeHintForIndex(index).width() + (view.showGrid() ? 1 : 0));
    }
    return needed;
}

} // namespace

void fitColumnsToContents(QTableView& view)
{
    if (!view.model())
        return;
    const int columns = view.model()->columnCount(view.rootIndex());
    QHeaderView& header = *view.horizontalHeader();
    const bool lastStretches = header.stretchLastSection();
    AdvanceSum estimate(view.font());
    for (int column = 0; column < columns - (lastStretches ? 1 : 0); ++column)
        header.resizeSection(
            column, std::max(contentsWidth(view, column, estimate), header.sectionSizeHint(column)));
}

} // namespace postmark::ui

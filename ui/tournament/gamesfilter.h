// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

namespace postmark::ui {

/// What the judge types above the Games tab: a game's number (as the judge's letters and the players refer
/// to games: «партія 57») shows that game alone; any other text shows the games of the players whose names
/// contain it, in either colour.
class GamesFilter : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setText(const QString& text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_text;
};

} // namespace postmark::ui

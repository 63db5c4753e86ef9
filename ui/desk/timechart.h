// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include "core/desk/timeusage.h"

namespace postmark::ui {

/// Both players' thinking time per control period as bars against the limit line (II.4.3): each period's
/// cumulative total, penalty days marked, the period in progress with the days running now, an overstep
/// in red.
class TimeChart : public QWidget
{
    Q_OBJECT

public:
    explicit TimeChart(QWidget* parent = nullptr);

    void setUsage(const QList<desk::PeriodUsage>& white, const QList<desk::PeriodUsage>& black);
    QSize sizeHint() const override;
    QString summary() const; ///< the figures the bars show, in words (also the accessible description)
    /// Whether the days run on the period in progress, in words (its bar's colour alone said "running"
    /// on a game whose clock a claim had stopped: helper-26).
    static QString clockText(desk::PeriodUsage::Clock clock);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QList<desk::PeriodUsage> m_white;
    QList<desk::PeriodUsage> m_black;
};

} // namespace postmark::ui

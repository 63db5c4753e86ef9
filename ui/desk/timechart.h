// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QColor>
#include <QWidget>

#include "core/desk/timeusage.h"

class QPainter;

namespace postmark::ui {

/// Both players' thinking time per control period as bars against the limit line (II.4.3): each period's
/// cumulative total, penalty days marked, the period in progress with the days running now, an overstep
/// in red.
class TimeChart : public QWidget
{
    Q_OBJECT

public:
    explicit TimeChart(QWidget* parent = nullptr);

    /// Each side's periods; `mine` names the sides as the owner's and the partner's ("White (you)").
    /// `receiptNotEntered`: the owner's move in progress answers a card that came on a day not entered
    /// (desk::receiptNotEntered).
    void setUsage(const QList<desk::PeriodUsage>& white,
        const QList<desk::PeriodUsage>& black,
        std::optional<ledger::Color> mine = std::nullopt,
        bool receiptNotEntered = false);
    QSize sizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QString summary() const; ///< the figures the bars show, in words (also the accessible description)
    /// Whether the days run on the period in progress, in words (its bar's colour alone said "running"
    /// on a game whose clock a claim had stopped: helper-26).
    static QString clockText(desk::PeriodUsage::Clock clock);
    /// A side as the Time tab names it: "White (you)", "Black (partner)", or "White" in a game not mine.
    static QString sideName(ledger::Color side, std::optional<ledger::Color> mine);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    /// The colours' key under the bars, from `top`: what each colour and the line stand for.
    void paintKey(QPainter& painter, int top);
    /// The key's colours and words, in the order drawn.
    QList<std::pair<QColor, QString>> keyEntries() const;
    int keyEntryWidth(const QString& words) const;
    /// The lines the key wraps to in `width`, as paintKey() draws it.
    int keyLineCount(int width) const;
    /// Whether `usage` is the owner's period in progress, its move answering a card come on a day not
    /// entered.
    bool receiptNotEntered(const desk::PeriodUsage& usage, ledger::Color side) const;

    QList<desk::PeriodUsage> m_white;
    QList<desk::PeriodUsage> m_black;
    std::optional<ledger::Color> m_mine;
    bool m_receiptNotEntered = false;
};

} // namespace postmark::ui

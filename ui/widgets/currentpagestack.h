// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStackedWidget>

namespace postmark::ui {

/// A stack of pages as large as the page it shows. QStackedWidget measures every page, the hidden ones
/// too: the desk's stack of the games list, the welcome and the events (pages of long wrapped sentences)
/// spent some 6 million instructions of every start measuring pages no one saw (issue 18). Switching pages
/// asks the parent's layout to measure again.
class CurrentPageStack : public QStackedWidget
{
    Q_OBJECT

public:
    explicit CurrentPageStack(QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

private:
    QSize framed(QSize size) const;
};

} // namespace postmark::ui

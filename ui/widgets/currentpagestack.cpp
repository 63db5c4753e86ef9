// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/currentpagestack.h"

namespace postmark::ui {

CurrentPageStack::CurrentPageStack(QWidget* parent)
    : QStackedWidget(parent)
{
    connect(this, &QStackedWidget::currentChanged, this, [this] { updateGeometry(); });
}

QSize CurrentPageStack::framed(QSize size) const
{
    const int frame = 2 * frameWidth();
    return size + QSize(frame, frame);
}

QSize CurrentPageStack::sizeHint() const
{
    const QWidget* page = currentWidget();
    return page ? framed(page->sizeHint().expandedTo(page->minimumSize())) : QStackedWidget::sizeHint();
}

QSize CurrentPageStack::minimumSizeHint() const
{
    const QWidget* page = currentWidget();
    if (!page)
        return QStackedWidget::minimumSizeHint();
    // A minimum the page was given wins over the one its layout asks for, as in a layout of its own.
    QSize least = page->minimumSizeHint();
    if (page->minimumWidth() > 0)
        least.setWidth(page->minimumWidth());
    if (page->minimumHeight() > 0)
        least.setHeight(page->minimumHeight());
    return framed(least);
}

bool CurrentPageStack::hasHeightForWidth() const
{
    const QWidget* page = currentWidget();
    return page && page->hasHeightForWidth();
}

int CurrentPageStack::heightForWidth(int width) const
{
    const QWidget* page = currentWidget();
    const int frame = 2 * frameWidth();
    const int height = page ? page->heightForWidth(width - frame) : -1;
    return height < 0 ? -1 : height + frame;
}

} // namespace postmark::ui

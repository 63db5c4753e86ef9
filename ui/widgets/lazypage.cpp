// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/lazypage.h"

#include <QVBoxLayout>

namespace postmark::ui {

LazyPage::LazyPage(std::function<QWidget*()> build, QWidget* parent)
    : QWidget(parent)
    , m_build(std::move(build))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
}

QWidget* LazyPage::content()
{
    if (m_content)
        return m_content;
    m_content = m_build();
    m_build = nullptr;
    layout()->addWidget(m_content);
    // Shown at once with the page: a layout shows a widget added to a visible parent only from the event
    // loop, and the page would paint empty once.
    if (isVisible())
        m_content->show();
    return m_content;
}

} // namespace postmark::ui

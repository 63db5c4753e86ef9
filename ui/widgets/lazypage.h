// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

#include <QWidget>

namespace postmark::ui {

/// A page of a tab widget whose content is built the first time it is needed: when the page is brought
/// forward, or when the program asks for its content. The window opens with only the tabs in view built
/// (building the game view's hidden tabs was a fifth of building the main window).
class LazyPage : public QWidget
{
    Q_OBJECT

public:
    /// `build` makes the content (the page takes it into its layout), once.
    explicit LazyPage(std::function<QWidget*()> build, QWidget* parent = nullptr);

    /// The content, built now if it was not yet.
    QWidget* content();
    bool isBuilt() const { return m_content != nullptr; }

private:
    std::function<QWidget*()> m_build;
    QWidget* m_content = nullptr;
};

} // namespace postmark::ui

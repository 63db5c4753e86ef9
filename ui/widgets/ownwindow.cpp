// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/ownwindow.h"

#include <QWidget>

namespace postmark::ui {

void showAsOwnWindow(QWidget& window)
{
    window.setWindowFlag(Qt::Window);
    window.show();
    window.raise();
    window.activateWindow();
}

} // namespace postmark::ui

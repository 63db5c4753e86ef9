// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/untilstored.h"

#include <QDialog>
#include <QLabel>

#include "ui/widgets/formwidgets.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

bool execUntilStored(QDialog& dialog, const std::function<std::optional<QString>()>& store)
{
    while (dialog.exec() == QDialog::Accepted) {
        const std::optional<QString> refusal = store();
        if (!refusal)
            return true;
        if (auto* problem = dialog.findChild<QLabel*>(u"problem"_s)) {
            showProblem(problem, *refusal, true);
            dialog.adjustSize(); // as tall as the refusal needs
        }
    }
    return false;
}

} // namespace postmark::ui

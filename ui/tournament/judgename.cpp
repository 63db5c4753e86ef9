// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tournament/judgename.h"

#include <QSettings>

#include "core/archive/gamerepository.h"

using namespace Qt::StringLiterals;

namespace postmark::ui {

QString chiefJudgeName(const archive::GameRepository* archive)
{
    const QString typed = QSettings().value(u"judge/name"_s).toString().trimmed();
    if (!typed.isEmpty() || !archive)
        return typed;
    const Result<std::optional<archive::ArchiveOwner>> owner = archive->owner();
    return owner && *owner && (*owner)->judges ? (*owner)->name : QString();
}

QString chiefJudgeAddress(const archive::GameRepository* archive)
{
    const QString typed = QSettings().value(u"judge/address"_s).toString().trimmed();
    if (!typed.isEmpty() || !archive)
        return typed;
    const Result<std::optional<archive::ArchiveOwner>> owner = archive->owner();
    if (!owner || !*owner || !(*owner)->judges)
        return QString();
    return (*owner)->address.split(u'\n', Qt::SkipEmptyParts).join(u", "_s);
}

} // namespace postmark::ui

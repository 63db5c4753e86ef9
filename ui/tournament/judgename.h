// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace postmark::archive {
class GameRepository;
}

namespace postmark::ui {

/// The chief judge's name signed under the letters and reports: the one the judge typed (kept in the
/// settings), else the archive's owner when the owner is a judge (a walk found the owner, the demo's
/// judge, named nowhere on the letters); empty when neither says.
QString chiefJudgeName(const archive::GameRepository* archive);

/// The chief judge's address, the letters' sender to which objections and appeals go (II.6.4, II.1.6): the
/// one the judge typed (kept in the settings), else the archive's owner's when the owner is a judge, its
/// lines on one line (helper-59's start notices went out without one); empty when neither says.
QString chiefJudgeAddress(const archive::GameRepository* archive);

} // namespace postmark::ui

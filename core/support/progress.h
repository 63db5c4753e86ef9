// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

#include <QtGlobal>

namespace postmark {

/// Long work (an import of thousands of games) says how far it has come: `done` of `total` steps (the
/// bytes read, the games stored). It returns false when the user asked to stop: the work then stops and
/// changes nothing (an import rolls its transaction back). A `total` of 0 is not known beforehand (a
/// copy written by another program): `done` is then how far it has come, in the same unit. Empty: nobody
/// is watching.
using Progress = std::function<bool(qint64 done, qint64 total)>;

} // namespace postmark

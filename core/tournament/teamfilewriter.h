// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include "core/tournament/teamevent.h"

namespace postmark::tournament {

/// The team event as a team event file (format "postmark-team-event", version 1): readTeamFile() of it
/// gives the same event.
QByteArray writeTeamFile(const TeamEvent& event);

} // namespace postmark::tournament

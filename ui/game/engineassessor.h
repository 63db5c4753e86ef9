// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include <QString>

#include "core/chess/position.h"
#include "core/documents/engineassessment.h"

class QWidget;

namespace postmark::ui {

/// What the engine said of a position for a document, or why it said nothing.
struct Assessed
{
    std::optional<documents::EngineAssessment> assessment;
    QString problem; ///< the engine could not run (in the user's words); empty when cancelled or assessed
};

/// Asks the engine of Settings to assess `position` to depth `depth` (at most `limitMs`, then its best so
/// far), showing its progress with Cancel: the window stays live while it thinks.
Assessed assessPosition(
    QWidget* parent, const chess::Position& position, int depth = 20, int limitMs = 30000);

} // namespace postmark::ui

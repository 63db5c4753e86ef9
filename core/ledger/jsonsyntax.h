// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonParseError>

#include "core/ledger/inputproblem.h"

namespace postmark::ledger {

/// Why a file is not JSON, where a person looks for it: the line and column (not the byte offset), and
/// the reason in the reader's language (not Qt's English words). The problem has no key: there is none.
InputProblem jsonSyntaxProblem(const QByteArray& json, const QJsonParseError& error);

/// A file past the size no file of its kind needs (limits::MaxJsonFileBytes), or nothing.
std::optional<InputProblem> jsonFileTooLarge(const QByteArray& json);

} // namespace postmark::ledger

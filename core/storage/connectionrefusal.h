// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include "core/archive/databaseaddress.h"
#include "core/support/message.h"

namespace postmark::storage {

/// Why a connection to a federation's server failed, as a user can act on it: libpq and the server say it
/// in English ("connection to server on socket … failed: No such file or directory", "FATAL: database
/// \"x\" does not exist", "fe_sendauth: no password supplied"), and a judge in Ukrainian must read what to
/// check. What is not recognised is passed on in the server's own words (DatabaseServerSays).
Message connectionRefusal(const archive::DatabaseAddress& address, const QString& said);

} // namespace postmark::storage

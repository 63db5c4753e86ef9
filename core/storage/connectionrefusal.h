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

/// Lets libpq (and the C library's error texts it quotes) speak English whatever the user's locale:
/// connectionRefusal() reads their words to say them in the user's language, and a Ukrainian system's
/// libpq would say «Немає такого файла або каталогу». Qt reads the user's language from the environment,
/// not from setlocale(), so the window's language is untouched. Called once by each program, after its
/// QCoreApplication (which sets the locale from the environment) and before any connection.
void readLibpqInEnglish();

} // namespace postmark::storage

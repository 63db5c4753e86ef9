// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdio>
#include <cstdlib>

#include <QByteArray>
#include <QDate>

/// What every fuzz target shares: a property that fails stops the run with its text, so that libFuzzer
/// saves the input that broke it.
#define FUZZ_CHECK(condition)                                                                                \
    do {                                                                                                     \
        if (!(condition)) {                                                                                  \
            std::fprintf(stderr, "%s:%d: property failed: %s\n", __FILE__, __LINE__, #condition);            \
            std::abort();                                                                                    \
        }                                                                                                    \
    } while (false)

namespace postmark::fuzz {

inline QByteArray bytesOf(const unsigned char* data, size_t size)
{
    return QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
}

/// The day the ledgers are computed as of: fixed, so that a crash reproduces.
inline QDate asOfDay()
{
    return QDate(2026, 12, 1);
}

} // namespace postmark::fuzz

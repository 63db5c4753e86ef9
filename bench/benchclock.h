// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <chrono>

/// Seconds of wall time since `start`, for the benchmarks.
inline double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

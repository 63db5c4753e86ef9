// SPDX-License-Identifier: GPL-3.0-or-later
// The source whose compilation makes the tests' shared precompiled header (cmake/precompiled.cmake).

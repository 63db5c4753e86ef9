// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <optional>
#include <utility>

#include <QString>
#include <QStringView>

namespace postmark {

/// An enum's spellings in a file format, as a table of (value, text) pairs.
template<typename Enum, std::size_t N>
using TextTable = std::array<std::pair<Enum, QStringView>, N>;

/// The text of `value` in `table`; empty when the table lacks it.
template<typename Enum, std::size_t N>
QString textOf(const TextTable<Enum, N>& table, Enum value)
{
    for (const auto& [candidate, text] : table) {
        if (candidate == value)
            return text.toString();
    }
    return {};
}

/// The value spelt `text` in `table`, or nullopt.
template<typename Enum, std::size_t N>
std::optional<Enum> valueOf(const TextTable<Enum, N>& table, QStringView text)
{
    for (const auto& [candidate, candidateText] : table) {
        if (candidateText == text)
            return candidate;
    }
    return std::nullopt;
}

} // namespace postmark

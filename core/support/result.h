// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <utility>
#include <variant>

#include <QtGlobal>

#include "core/support/errors.h"

namespace postmark {

/// A value or an Error, in the shape of C++23 std::expected (not available in GCC 12).
template<typename T>
class [[nodiscard]] Result
{
public:
    Result(T value)
        : m_state(std::move(value))
    {}
    Result(Error error)
        : m_state(std::move(error))
    {}

    bool hasValue() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return hasValue(); }

    const T& value() const&
    {
        Q_ASSERT(hasValue());
        return std::get<T>(m_state);
    }
    T& value() &
    {
        Q_ASSERT(hasValue());
        return std::get<T>(m_state);
    }
    /// By value from a temporary, so that `for (x : f().value())` does not refer into a destroyed Result.
    T value() &&
    {
        Q_ASSERT(hasValue());
        return std::get<T>(std::move(m_state));
    }
    const Error& error() const
    {
        Q_ASSERT(!hasValue());
        return std::get<Error>(m_state);
    }

    const T* operator->() const { return &value(); }
    const T& operator*() const& { return value(); }

private:
    std::variant<T, Error> m_state;
};

} // namespace postmark

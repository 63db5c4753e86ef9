// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>

#include <QIODevice>

namespace postmark {

/// Reads a device to its end, but never more than `limit` + 1 bytes: a reader given the result sees a file
/// past its limit (and refuses it, naming the limit) without the whole file having been read into memory.
inline QByteArray readAtMost(QIODevice& device, qsizetype limit)
{
    if (!device.isSequential() && device.size() - device.pos() <= limit)
        return device.readAll();
    // A pipe, or a file past the limit: read in chunks (read(limit) would allocate the whole limit at once).
    QByteArray bytes;
    while (bytes.size() <= limit) {
        const QByteArray chunk = device.read(std::min<qsizetype>(1 << 20, limit + 1 - bytes.size()));
        if (chunk.isEmpty() && !device.waitForReadyRead(-1))
            break;
        bytes += chunk;
    }
    return bytes;
}

} // namespace postmark

#pragma once

#include "planner/verify/values.h"

#include <QByteArray>
#include <QHash>
#include <QIODevice>
#include <QString>

#include <optional>

namespace gpuplanner::verify {

// The raw files of a report, by base name ("nvidia-smi-q.txt"), read from a folder or from a
// .tar.gz (gzip through zlib, tar read here: 512-byte headers, ustar prefix and GNU long names).
// Only regular files are read: a symbolic link, a device, a pipe or a socket in the folder, and a
// link in the archive, is left unread and named in `skipped`.
struct ReportFiles
{
    QString source;
    QHash<QString, QByteArray> files;
    ParseIssues skipped;
};

// All files together, unpacked; a folder or an archive that holds more is refused before more is
// read. A burn-in of 20 hours on 8 GPUs logs about 110 MB.
constexpr qint64 kMaxReportBytes = 128LL * 1024 * 1024;

// At most limit + 1 bytes of `in` (so that the caller sees that it holds more), allocated as they are
// read; nothing when reading fails.
std::optional<QByteArray> readAtMost(QIODevice &in, qint64 limit);

// On failure returns false and sets `error` to one line naming the path and the problem.
bool readReportFiles(const QString &path, ReportFiles &out, QString *error);
// A .tar.gz or .tar read from `in` as it is unpacked, each file kept once. On failure returns false
// and sets `error` to the problem (without a path).
bool readReportArchive(QIODevice &in, ReportFiles &out, QString *error);

} // namespace gpuplanner::verify

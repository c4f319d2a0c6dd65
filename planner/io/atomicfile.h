#pragma once

#include <QByteArray>
#include <QString>

namespace gpuplanner::io {

// Replaces the file at `path` with `data` so that the file on disk is always either the old complete
// version or the new complete one — on a full disk, a failing device or a process killed halfway.
//
// Every writer of the project (plans, autosave, exports, CSV, Markdown, Dockerfile, XLSX, PDF) goes
// through here. The write is unbuffered, so a full disk is seen at write() and not later inside a
// buffered flush that QSaveFile::commit() would not report; the data is synced before the rename.
// On failure returns false, leaves the old file untouched, removes the temporary file and sets
// `error` to a message naming the path and the system's reason ("No space left on device").
bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error);

} // namespace gpuplanner::io

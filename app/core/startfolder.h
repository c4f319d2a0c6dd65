#pragma once

#include <QString>
#include <QStringList>

namespace gpuplanner::app {

// The folder a file dialog starts in (open, save, export, import): the folder of the open plan's
// file when the plan has one and the folder exists, else the first of `lastFolders` that still
// exists (the folder used last for this kind of file), else Documents, else the home folder. Never
// a folder that no longer exists.
QString startFolder(const QString &planFile, const QStringList &lastFolders = {});

// startFolder() with a suggested file name, for a save dialog.
QString startPath(const QString &planFile, const QStringList &lastFolders, const QString &fileName);

// The folder remembered under `settingsKey`, as a one-item list for startFolder() (empty when none).
QStringList rememberedFolder(const QString &settingsKey);
// Remembers the folder of `path` (a file, or a folder itself when `isFolder`) under `settingsKey`.
void rememberFolder(const QString &settingsKey, const QString &path, bool isFolder = false);

} // namespace gpuplanner::app

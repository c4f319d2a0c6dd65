#include "app/core/startfolder.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace gpuplanner::app {

namespace {

bool isFolder(const QString &path)
{
    return !path.isEmpty() && QFileInfo(path).isDir();
}

} // namespace

QString startFolder(const QString &planFile, const QStringList &lastFolders)
{
    if (!planFile.isEmpty())
        if (const QString folder = QFileInfo(planFile).absolutePath(); isFolder(folder))
            return folder;
    for (const QString &folder : lastFolders)
        if (isFolder(folder))
            return QFileInfo(folder).absoluteFilePath();
    if (const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation); isFolder(documents))
        return documents;
    return QDir::homePath();
}

QString startPath(const QString &planFile, const QStringList &lastFolders, const QString &fileName)
{
    return QDir(startFolder(planFile, lastFolders)).filePath(fileName);
}

QStringList rememberedFolder(const QString &settingsKey)
{
    const QString folder = QSettings().value(settingsKey).toString();
    return folder.isEmpty() ? QStringList() : QStringList{folder};
}

void rememberFolder(const QString &settingsKey, const QString &path, bool isFolder)
{
    const QFileInfo info(path);
    QSettings().setValue(settingsKey, isFolder ? info.absoluteFilePath() : info.absolutePath());
}

} // namespace gpuplanner::app

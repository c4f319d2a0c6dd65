#pragma once

#include "gpuplanner_version.h"

#include <QCoreApplication>
#include <QSettings>
#include <QString>

namespace gpuplanner {

// Names shared by the GUI and the CLI, so that both find the same settings
// (~/.config/gpu-planner/gpu-planner.conf on Linux) and the same data folder
// (catalog::dataFolder(), ~/.local/share/gpu-planner: unchanged by the organisation name).
inline void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral(GPUPLANNER_APP_NAME));
    QCoreApplication::setApplicationName(QStringLiteral(GPUPLANNER_APP_NAME));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUPLANNER_VERSION));
}

// Copies every key of `from` into `to` when `to` holds none yet (settings are never merged, and
// `from` is left as it is). Returns the number of keys copied; -1 when `to` could not be written.
inline int copySettingsOnce(const QSettings &from, QSettings &to)
{
    if (!to.allKeys().isEmpty())
        return 0;
    const QStringList keys = from.allKeys();
    for (const QString &key : keys)
        to.setValue(key, from.value(key));
    to.sync();
    return to.status() == QSettings::NoError ? int(keys.size()) : -1;
}

// Before the organisation name was set, Qt kept the settings under "Unknown Organization"
// (~/.config/Unknown Organization/gpu-planner.conf): they are copied once to the new place.
// Returns a line for the log when something was copied or the copy failed, else an empty string.
inline QString migrateOldSettings()
{
    const QSettings old(QSettings::UserScope, QStringLiteral("Unknown Organization"),
                        QCoreApplication::applicationName());
    if (old.allKeys().isEmpty())
        return {};
    QSettings now;
    const int copied = copySettingsOnce(old, now);
    if (copied < 0)
        return QStringLiteral("Could not copy the settings from %1 to %2; the old file is left as it is.")
            .arg(old.fileName(), now.fileName());
    if (copied > 0)
        return QStringLiteral("Copied %1 settings from %2 to %3; the old file is left as it is.")
            .arg(copied)
            .arg(old.fileName(), now.fileName());
    return {};
}

} // namespace gpuplanner

#pragma once

#include "gpuplanner_version.h"

#include <QCoreApplication>
#include <QString>

namespace gpuplanner {

// Names shared by the GUI and the CLI, so that both find the same data folder
// (QStandardPaths::AppDataLocation, e.g. ~/.local/share/gpu-planner) and settings.
inline void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QString());
    QCoreApplication::setApplicationName(QStringLiteral(GPUPLANNER_APP_NAME));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUPLANNER_VERSION));
}

} // namespace gpuplanner

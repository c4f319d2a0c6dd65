#pragma once

#include <QString>

namespace gpuplanner::catalog {

// The application's data folder: catalog database, autosave, the user's quotes
// (e.g. ~/.local/share/gpu-planner on Linux). It is QStandardPaths::AppDataLocation without the
// organisation's folder: the folder predates the organisation name (issue 14 moved only the
// settings under it), and the user's data must not seem lost.
QString dataFolder();

} // namespace gpuplanner::catalog

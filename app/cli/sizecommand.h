#pragma once

#include "catalog/catalog.h"

#include <QStringList>

namespace gpuplanner::cli {

// `gpu-planner-cli size WORKLOAD.json [--json|--text] [--lang en|zh]` ('-' reads stdin).
int runSizeCommand(const QStringList &args, const catalog::Catalog &catalog);

// Reads a JSON document from a path or stdin ('-'); on failure prints why and returns false.
bool readJsonInput(const QString &path, nlohmann::json &out);

} // namespace gpuplanner::cli

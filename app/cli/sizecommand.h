#pragma once

#include "catalog/catalog.h"
#include "planner/workload/workloadjson.h"

#include <QStringList>

namespace gpuplanner::cli {

// `gpu-planner-cli size WORKLOAD.json [--json|--text] [--lang en|zh]` ('-' reads stdin).
int runSizeCommand(const QStringList &args, const catalog::Catalog &catalog);

// The path as messages name it ("standard input" for '-').
QString shownInputName(const QString &path);
// Reads a JSON document from a path or stdin ('-'); on failure prints why and returns false.
bool readJsonInput(const QString &path, nlohmann::json &out);

// Reads a workload JSON, or a .gpuplan plan (its "workload"), and validates it against the
// catalog; on failure prints the problem and returns false.
bool readWorkload(const QString &path, const catalog::Catalog &catalog, planner::WorkloadInput &out);

} // namespace gpuplanner::cli

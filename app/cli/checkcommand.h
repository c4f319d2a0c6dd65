#pragma once

#include "catalog/catalog.h"

#include <QStringList>

namespace gpuplanner::cli {

// `gpu-planner-cli check PLAN_OR_WORKLOAD.json [--json] [--report REPORT]`: evaluates the configuration as given and
// exits 1 when an error-level finding is present, 0 otherwise.
int runCheckCommand(const QStringList &args, const catalog::Catalog &catalog);

} // namespace gpuplanner::cli

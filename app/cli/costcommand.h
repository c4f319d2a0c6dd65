#pragma once

#include "catalog/catalog.h"

#include <QStringList>

namespace gpuplanner::cli {

// `gpu-planner-cli cost PLAN_OR_WORKLOAD.json [--months N] [--currency CNY|USD] [--json|--text]`
// ('-' reads stdin). The file is a workload (README "Workload input") with an optional "cost"
// object (README "### `cost`").
int runCostCommand(const QStringList &args, const catalog::Catalog &catalog);

} // namespace gpuplanner::cli

#pragma once

#include "catalog/catalog.h"

#include <QStringList>

namespace gpuplanner::cli {

// `gpu-planner-cli accept PLAN_OR_WORKLOAD [--quick | --burn-in HOURS] [-o accept.sh]`
int runAcceptCommand(const QStringList &args, const catalog::Catalog &catalog);

// `gpu-planner-cli verify PLAN REPORT [--monitor LOG.csv ...] [--json]`
int runVerifyCommand(const QStringList &args, const catalog::Catalog &catalog);

} // namespace gpuplanner::cli

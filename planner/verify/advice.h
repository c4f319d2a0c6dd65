#pragma once

#include "catalog/catalog.h"
#include "planner/sizing/evaluation.h"
#include "planner/verify/monitorstats.h"

#include <vector>

namespace gpuplanner::verify {

// Article 000 step 4's decisions from a monitoring log, as findings with the figure behind them
// and, where one exists, a one-click change to the plan (the same Fix as the rules' findings):
// add VRAM (memory stays > 95 %), feed the GPUs (low utilization at low power: CPU, storage or
// network), fewer or smaller GPUs (utilization low over the run), cooling or power (throttling).
std::vector<planner::Finding> monitoringAdvice(const MonitorStats &stats, const planner::Evaluation &plan,
                                               const catalog::Catalog &catalog);

} // namespace gpuplanner::verify

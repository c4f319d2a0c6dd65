#pragma once

#include "planner/cost/costreport.h"

#include <QString>

namespace gpuplanner::cli {

// The cost report as readable text: per-mode totals, the cheapest mode, the break-even month,
// the cost per useful GPU-hour, unit costs, levers, scenarios and every price with its source.
QString costReportToText(const planner::cost::CostReport &r);

} // namespace gpuplanner::cli

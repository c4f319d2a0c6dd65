#pragma once

#include "planner/cost/costreport.h"
#include "planner/report/document.h"

namespace gpuplanner::report {

// Cumulative committed cost per billing mode over the horizon, the break-even of buying marked
// (PRODUCT.md §2 step 4). Empty series when no mode has a price.
DocChart cumulativeCostChart(const planner::cost::CostReport &report);

// Cost per useful GPU-hour against utilization (10–100 %), the plan's utilization marked
// (article 001 §7: cost comes from utilization, not the hourly price).
DocChart utilizationCostChart(const planner::cost::CostReport &report);

// Net cost over the horizon of buying and of the cheapest rent mode against utilization, the
// utilization above which buying wins marked (issue 17). Empty series without a purchase price.
DocChart buyOrRentChart(const planner::cost::CostReport &report);

} // namespace gpuplanner::report

#pragma once

#include "catalog/catalog.h"
#include "planner/workload/assumptions.h"
#include "planner/cost/costassumptions.h"
#include "planner/cost/costreport.h"
#include "planner/sizing/evaluation.h"

namespace gpuplanner::planner::cost {

// The cost model's one entry point (PRODUCT.md §6): every billing mode of the evaluated plan over
// the horizon, the cheapest, the break-even month of buying, the cost per useful GPU-hour and the
// unit costs, the utilization levers of article 001 §7, the scenario templates of article 001 §5
// and the utilization curves the charts draw. `assumptions` are those the plan was evaluated with
// (the levers re-size variants of the workload). Pure: no I/O, no widgets.
CostReport computeCost(const Evaluation &e, const catalog::Catalog &catalog, const CostAssumptions &ca,
                       const Assumptions &assumptions = Assumptions{});

// The horizon in months: as given; for a one-off run the job's length (wall-clock hours ÷
// utilization); otherwise the default (36 months).
double horizonMonths(const Evaluation &e, const CostAssumptions &ca, double utilization, QStringList *why);

} // namespace gpuplanner::planner::cost

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

// The horizon: as given; for a one-off run the job's length (its deadline, or the engine's estimated
// run time when that is longer or there is no deadline: wall-clock hours ÷ utilization); otherwise
// the default (36 months).
struct Horizon
{
    double months = 0;
    QString basis;       // given | job | default (CostReport::horizonBasis)
    double jobHours = 0; // basis "job": the job's length in hours
};
Horizon costHorizon(const Evaluation &e, const CostAssumptions &ca, double utilization, QStringList *why);
// A one-off job's wall-clock hours on the evaluation's machines (training, a batch job or a work job;
// else the planned duration), before utilization.
double jobWallHours(const Evaluation &e);

} // namespace gpuplanner::planner::cost

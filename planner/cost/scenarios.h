#pragma once

#include "catalog/catalog.h"
#include "planner/cost/modecost.h"
#include "planner/sizing/evaluation.h"

#include <vector>

namespace gpuplanner::planner::cost {

struct ScenarioInputs
{
    const Evaluation &evaluation;
    const catalog::Catalog &catalog;
    const CostAssumptions &ca;
    const CostContext &ctx; // the plan's GPU and node shape
    UtilizationEstimate utilization;
};

// The built-in comparison templates of article 001 §5, priced for this plan (GPU compute a month;
// storage and network are the same on both sides):
//  1. fixed_vs_tiered: one fixed 8-GPU node of the plan's GPU held all month, against a mid-size
//     development instance for the development hours plus 8 GPUs on demand for the real runs;
//  2. shared_vs_split: one pool that holds training and the serving peak all month, against a
//     training cluster rented by the hour, the off-peak serving base on a term, and the peak
//     autoscaled by the hour.
std::vector<Scenario> computeScenarios(const ScenarioInputs &in);

} // namespace gpuplanner::planner::cost

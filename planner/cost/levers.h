#pragma once

#include "catalog/catalog.h"
#include "planner/workload/assumptions.h"
#include "planner/cost/modecost.h"
#include "planner/sizing/evaluation.h"

#include <vector>

namespace gpuplanner::planner::cost {

struct LeverInputs
{
    const Evaluation &evaluation;
    const catalog::Catalog &catalog;
    const CostAssumptions &ca;
    const Assumptions &assumptions;
    const CostContext &ctx; // the plan's GPU
    CostShape shape;        // the plan's shape and utilization
    const ModeCost &base;   // the plan at its billing mode
};

// The utilization levers of article 001 §7, each priced as a saving a month on this plan at its
// billing mode, with the arithmetic: tiering (development on a mid-size instance, or serving on
// the cheapest GPU that meets the target), scheduling (queues and night runs), quantization and
// caching (the engine re-sizes the workload with a lower precision or a smaller load).
std::vector<Lever> computeLevers(const LeverInputs &in);

// The GPU-related part of a month (all but storage, network and public IPs).
double gpuRelatedMonthly(const ModeCost &m);

// The mid-size development instance of article 001 §5 case 1: the offer the user names, else the
// cheapest single-GPU hourly offer with at least dev_min_memory_gb, from the plan's provider when
// it has one and from a published price list before an estimate. Null accelerator when none.
struct DevInstance
{
    const catalog::Accelerator *accelerator = nullptr;
    PriceRef price; // per GPU-hour
    int gpus = 1;   // GPUs of the instance
};
DevInstance developmentInstance(const catalog::Catalog &catalog, const CostContext &ctx,
                                const CostAssumptions &ca);

} // namespace gpuplanner::planner::cost

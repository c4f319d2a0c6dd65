#pragma once

#include "catalog/catalog.h"
#include "planner/workload/assumptions.h"
#include "planner/sizing/evaluation.h"

namespace gpuplanner::planner {

// Cheapest on-demand hourly reference offer per GPU for an accelerator, in USD (CNY converted at
// the assumption's rate). 0 when the catalog has no hourly offer for it.
double referencePricePerGpuHourUsd(const catalog::Catalog &catalog, const QString &acceleratorId,
                                   const Assumptions &a, QString *offerId = nullptr);

// Reference cost of the sized configuration in USD: the job's GPU-hours for work with an end,
// one month (730 h) of all GPUs for serving.
double referenceCostUsd(const GpuSizing &s, Task task);

// The smallest configuration of one accelerator that meets the target: GPUs per node from
// 1, 2, 4, 8 and the fewest nodes; the cheapest of those (by reference cost, else by GPU count).
GpuSizing bestConfiguration(const Workload &w, const catalog::Accelerator &acc, const catalog::Catalog &catalog,
                            const Assumptions &a);

struct Recommendation
{
    GpuSizing best;
    std::vector<Candidate> ranking; // every accelerator, best first
};

// Ranks the catalog's accelerators for the workload: those that fit, then those that meet the
// deadline or latency target, then by reference cost (accelerators without a reference price
// after the priced ones, by GPU count).
Recommendation recommend(const Workload &w, const catalog::Catalog &catalog, const Assumptions &a);

} // namespace gpuplanner::planner

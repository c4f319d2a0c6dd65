#pragma once

#include "catalog/catalog.h"
#include "planner/workload/assumptions.h"
#include "planner/sizing/evaluation.h"

namespace gpuplanner::planner {

// The plan's minimum (issue 21): the smallest configuration of the chosen GPU that meets the
// workload's targets (latency, load, deadline), whatever shape the user pinned. `chosen` is the
// plan's configuration; when its shape is the engine's own (nothing pinned) it is that smallest one
// already. When no number of these GPUs meets the targets, the fewest that hold the work.
GpuSizing minimumMeeting(const Workload &w, const catalog::Accelerator &acc, const catalog::Catalog &catalog,
                         const Assumptions &a, const GpuSizing &chosen);

// The fewest GPUs of the chosen model whose memory holds the work, ignoring the targets: a note
// beside the minimum ("2 GPUs hold the weights; the targets need 24"), never the minimum itself.
GpuSizing minimumHolding(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a,
                         const GpuSizing &chosen);

} // namespace gpuplanner::planner

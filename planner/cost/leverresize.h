#pragma once

#include "planner/cost/levers.h"

namespace gpuplanner::planner::cost {

// The plan's shape shrunk to the fewest GPUs that do the same useful GPU-hours at `utilization`:
// G' = ⌈G × u ÷ utilization⌉, in whole nodes of the plan's size (or one smaller node).
struct Resized
{
    CostShape shape;
    ModeCost cost;
};
Resized fewerGpus(const LeverInputs &in, double utilization);

// Quantization and caching: the engine re-sizes the workload on the plan's GPU with a lower weight
// precision, or with the load a cache does not serve; the GPU-related monthly cost scales with the
// capacity needed (GPUs for serving, GPU-hours for a batch job).
Lever quantization(const LeverInputs &in);
Lever caching(const LeverInputs &in);

} // namespace gpuplanner::planner::cost

#pragma once

#include "planner/cost/costassumptions.h"
#include "planner/cost/costreport.h"
#include "planner/sizing/evaluation.h"

namespace gpuplanner::planner::cost {

// Unit costs of the plan at one billing mode (article 001 §1: unit call cost for serving):
//  - LLM serving: output tokens a month = min(requests/s × output tokens, the configuration's
//    throughput) × 3600 × hours a month × utilization; cost per million output tokens and per
//    thousand requests = monthly cost ÷ those;
//  - jobs (training, batch inference, rendering, science): cost of one job = its useful GPU-hours ×
//    the cost per useful GPU-hour, and per million tokens / thousand units of the job;
//  - other serving: per thousand images (a rate) or per stream- / instance-month (held units).
UnitCosts unitCosts(const Evaluation &e, const ModeCost &m, double utilization, const CostAssumptions &ca);

} // namespace gpuplanner::planner::cost

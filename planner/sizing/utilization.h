#pragma once

#include "planner/workload/assumptions.h"
#include "planner/workload/workload.h"

namespace gpuplanner::planner {

// Expected utilization of the GPUs over the time they are paid for: as given, else from the run
// pattern (article 001 §7: cost comes from utilization, not from the hourly price).
double expectedUtilization(const Workload &w, const Assumptions &a);

// The billing the engine proposes when the plan names none: steady 24/7 work over months on a
// monthly or reserved term, everything else hourly with auto-release (article 000 §8 table).
Billing proposedBilling(const Workload &w, const Assumptions &a);

} // namespace gpuplanner::planner

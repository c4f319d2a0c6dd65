#include "planner/sizing/utilization.h"

namespace gpuplanner::planner {

double expectedUtilization(const Workload &w, const Assumptions &a)
{
    if (w.run.utilization)
        return *w.run.utilization;
    switch (w.run.pattern) {
    case RunPattern::Always: return a.utilizationAlways;
    case RunPattern::BusinessHours: return a.utilizationBusinessHours;
    case RunPattern::Bursty: return a.utilizationBursty;
    case RunPattern::OneOff: return a.utilizationOneOff;
    }
    return 1.0;
}

Billing proposedBilling(const Workload &w, const Assumptions &a)
{
    const bool steady = w.run.pattern == RunPattern::Always && expectedUtilization(w, a) >= a.steadyUtilization &&
                        w.run.durationDays >= a.steadyMinDays && w.run.devShare < a.devShareHigh;
    return steady ? Billing::Reserved : Billing::Hourly;
}

} // namespace gpuplanner::planner

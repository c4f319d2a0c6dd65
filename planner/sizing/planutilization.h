#pragma once

#include "planner/workload/assumptions.h"
#include "planner/workload/workload.h"

#include <QStringList>

namespace gpuplanner::planner {

// The expected share of paid GPU time that does useful work, and how it was reached.
struct UtilizationEstimate
{
    double value = 1;
    double patternValue = 1; // from the run pattern alone (or as the user gave it)
    double heldShare = 1;    // share of the month the GPUs are held busy (before the development share)
    bool userGiven = false;
    QStringList why;

    bool operator==(const UtilizationEstimate &) const = default;
};

// Expected utilization of the plan's GPUs (article 001 §7: cost comes from utilization, not from
// the hourly price). A utilization the user gives is used as is. Otherwise, from the run pattern
// (planner::expectedUtilization), then:
//  - bursty work of a team of k people: independent bursts overlap, u = 1 − (1 − u₁)^k, at most the
//    24/7 figure;
//  - a development share d on G GPUs: while developing, the team keeps min(k, G) GPUs busy, so
//    u × ((1 − d) + d × min(k, G) ÷ G).
// The held share (what auto-release bills) is the utilization before the development share, and
// the whole month for a 24/7 online service without autoscaling.
UtilizationEstimate planUtilization(const Workload &w, int totalGpus, const Assumptions &a, bool autoscaling = false);

} // namespace gpuplanner::planner

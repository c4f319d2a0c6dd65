#pragma once

#include "planner/verify/monitorlog.h"

#include <QString>

#include <vector>

namespace gpuplanner::verify {

// What a monitoring log says about one GPU (or, in MonitorStats::overall, all of them).
struct GpuStats
{
    QString gpu;              // key ("GPU-…" UUID or "file:index")
    QString name;
    int samples = 0;
    double durationS = 0;     // first to last sample
    double intervalS = 0;     // median gap between samples
    double avgUtil = 0;       // %
    double p95Util = 0;       // %
    double avgMemFraction = 0;  // memory.used / memory.total
    double maxMemFraction = 0;
    double shareMemAbove95 = 0; // share of samples with memory > 95 % of total
    double memTotalMiB = 0;
    double avgPowerFraction = -1; // power.draw / power.limit, -1 when not logged
    double maxTemp = -1;
    double throttleS = 0;     // time with HW slowdown, thermal or power-brake bits set
    double throttleShare = 0;
    double idleS = 0;         // time below 5 % utilization
    double longestIdleS = 0;
    int minBusyPcieGen = -1;  // lowest link generation logged while utilization ≥ 50 %
};

struct MonitorStats
{
    std::vector<GpuStats> gpus;
    GpuStats overall;
};

MonitorStats computeStats(const MonitorLog &log);

} // namespace gpuplanner::verify

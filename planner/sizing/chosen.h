#pragma once

#include "planner/workload/workload.h"

#include <QString>

namespace gpuplanner::planner {

// The machine as chosen: each value is the user's (Configuration) or, where the user said
// nothing, the engine's recommendation. Rules, costs and exports read these.
struct ChosenConfiguration
{
    QString acceleratorId;
    int gpusPerNode = 1;
    int nodes = 1;
    QString cpuModel;          // catalog id; empty when only a core count is known
    int cpuSockets = 1;
    int cpuCores = 0;          // physical cores per node
    int cpuPcieLanes = 0;      // per node; 0 when unknown
    int cpuMemoryChannels = 0; // per node; 0 when unknown
    double ramGb = 0;          // per node
    double systemDiskGb = 0;
    double dataDiskGb = 0;
    QString dataDisk;          // storage tier
    int dataDiskDrives = 1;    // drives striped for throughput
    double dataDiskReadMbs = 0;
    bool separateSystemDisk = true;
    double publicMbps = 0;
    double clusterGbps = 0;    // per node, between nodes; 0 for a single node
    QString interconnect;      // nvlink | pcie
    QString toolkit;           // "12.8" for CUDA, else the ROCm / CANN release
    QString driver;
    QString framework;
    bool monitoring = true;
    double checkpointIntervalH = 0; // 0: no checkpoints (or none needed)
    bool backup = true;
    bool scheduler = false;
    bool containerImage = true;
    bool accessControl = false;
    bool auditLog = false;
    bool autoscaling = false;
    Billing billing = Billing::Hourly;
    double utilization = 1;    // expected share of paid GPU time doing useful work
};

} // namespace gpuplanner::planner

#pragma once

#include <QString>

#include <optional>

namespace gpuplanner::planner {

// Values the user has chosen for the machine. Every field is optional: an empty field takes the
// engine's recommended value. The GPU model, count and nodes are pinned in Workload::gpu.
struct Configuration
{
    std::optional<QString> cpuModel;
    std::optional<int> cpuCores;       // physical cores per node
    std::optional<double> ramGb;       // per node
    std::optional<double> systemDiskGb;
    std::optional<double> dataDiskGb;
    std::optional<QString> dataDisk;   // local_nvme | sata_ssd | hdd | network_block | shared_fs | object_storage
    std::optional<double> dataDiskReadMbps;
    std::optional<bool> separateSystemDisk;
    std::optional<double> networkPublicMbps;
    std::optional<double> networkClusterGbps; // per node, between nodes
    std::optional<QString> interconnect;      // nvlink | pcie
    std::optional<QString> driverVersion;
    std::optional<QString> cudaVersion;
    std::optional<QString> framework;         // e.g. "pytorch 2.7.1"
    std::optional<bool> monitoring;
    std::optional<double> checkpointIntervalH; // 0: no checkpoints
    std::optional<bool> backup;          // key files copied to independent storage
    std::optional<bool> scheduler;       // a job scheduler with GPU quotas
    std::optional<bool> containerImage;  // a shared image / container definition
    std::optional<bool> accessControl;
    std::optional<bool> auditLog;
    std::optional<bool> autoscaling;     // reserved elastic nodes / autoscaling for peaks
};

} // namespace gpuplanner::planner

#pragma once

#include "catalog/catalog.h"
#include "planner/workload/assumptions.h"
#include "planner/workload/configuration.h"
#include "planner/sizing/evaluation.h"

#include <QString>

#include <vector>

namespace gpuplanner::quotes {

// How a vendor's answer is checked against a requirement.
enum class RequirementKind {
    AtLeast,      // a number in `unit`: ≥ recommended meets, ≥ minimum is below recommended
    Version,      // a dotted version (driver, ROCm / CANN release)
    Flag,         // yes / no (monitoring, backup…)
    GpuModel,     // an accelerator name, looked up in the catalog
    DiskType,     // NVMe / SSD / HDD / network disk
    Interconnect, // GPU-to-GPU link inside a node
    Text,         // anything stated meets; an empty answer is "not stated"
};

// One line of the request for quote, in vendor-neutral terms, derived from the evaluation. The ids
// are stable: they are the first column of the RFQ sheet and the keys of Quote::answers.
struct Requirement
{
    QString id;            // gpu_model, gpu_count, gpu_memory_gb, gpu_interconnect, cpu_cores, cpu_pcie_lanes,
                           // ram_gb, system_disk_gb, data_disk_gb, data_disk_read_mbps, data_disk_type,
                           // public_mbps, cluster_gbps, driver_version, os_image, container_images,
                           // scheduler, monitoring, backup, access_audit, autoscaling
    QString dimension;     // gpu, vram, cpu, ram, storage, network, environment, operations
    RequirementKind kind = RequirementKind::Text;
    QString title;         // short, translated: "GPU memory per GPU"
    QString text;          // what the vendor must provide, translated
    double minimum = 0;    // AtLeast: in `unit`
    double recommended = 0;
    QString minimumText;   // as people read it: "111.7 GB", "570.26", "required"
    QString recommendedText;
    QString unit;          // "GB", "MB/s", "Mbit/s", "Gbit/s", "cores", "GPUs", "lanes"; empty for text kinds
    QString reference;     // GpuModel: the planned accelerator's catalog id
    bool requiredAtMinimum = true; // Flag / Interconnect / DiskType: a "no" is below minimum (else below recommended)
};

// Every requirement of the evaluated plan, in RFQ order. Rows that do not apply (bandwidth between
// nodes for one node, a GPU link for one GPU) are left out.
std::vector<Requirement> buildRequirements(const planner::Evaluation &e, const planner::Configuration &configuration,
                                           const catalog::Catalog &catalog, const planner::Assumptions &assumptions);

// Every requirement id the RFQ may hold, in order (for column checks and suggestions).
QStringList allRequirementIds();

} // namespace gpuplanner::quotes

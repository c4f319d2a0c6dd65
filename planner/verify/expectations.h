#pragma once

#include "catalog/catalog.h"
#include "planner/sizing/evaluation.h"

#include <QString>

#include <nlohmann/json.hpp>

namespace gpuplanner::verify {

// What the plan expects of the rented machine, in the units the tools print: the plan's chosen
// configuration (the catalog parts it assumed) and what the plan NEEDS per node (the request for
// quote's minimums). The acceptance script embeds it (manifest "expected"). The host verdicts pass
// at the need; the chosen part's datasheet figure only adds a note when the machine falls short
// of it (a vendor who met the request for quote passes).
struct Expectations
{
    QString planName;
    QString acceleratorId;   // catalog id
    QString gpuName;         // catalog name
    int gpusPerNode = 0;
    int nodes = 1;
    // The nodes share no work (vision or speech batch jobs, video streams, rendered frames, image
    // serving replicas, LLM replicas that each fit in a node): no collective between nodes to test.
    bool independentNodes = false;
    double vramGb = 0;       // nominal, per GPU
    QString memoryType;      // HBM3, GDDR6, ...
    double tdpW = 0;
    int pcieGen = 0;
    QString interconnect;    // nvlink | pcie
    double gpuLinkGbs = 0;   // catalog: bidirectional GPU-to-GPU bandwidth per GPU
    QString driver;
    QString cuda;
    int cpuCores = 0;        // physical cores per node
    double ramGb = 0;
    double systemDiskGb = 0;
    double dataDiskGb = 0;
    QString dataDisk;
    int dataDiskDrives = 1;
    double dataReadMBs = 0;  // plan's data-disk read rate, MB/s
    double clusterGbps = 0;  // per node, between nodes
    double publicMbps = 0;
    // The plan's needs per node (0 / empty: unknown, e.g. an older report; the checks then use the
    // chosen figures above).
    int cpuCoresNeeded = 0;        // the CPU dimension's minimum
    double ramGbNeeded = 0;        // the RAM dimension's minimum
    double diskGbNeeded = 0;       // the storage dimension's minimum: system + data disk
    double dataReadNeededMBs = 0;  // planner::dataReadNeededMBs, rounded up as in the request for quote
    // Whether dataReadNeededMBs was worked out (from the plan, or recorded in the report): a need of 0
    // is then "the work streams nothing from disk" (video, rendering), not "unknown".
    bool dataReadNeedKnown = false;
    double publicMbpsNeeded = 0;   // the network dimension's minimum
    double clusterGbpsNeeded = 0;  // planner::clusterNetworkNeededGbps (0: no traffic between nodes)
    QString driverNeeded;          // the oldest driver for the GPU's minimum toolkit
    QString cudaNeeded;            // the minimum toolkit
};

Expectations expectationsFor(const planner::Evaluation &e, const catalog::Catalog &catalog, const QString &planName);
nlohmann::json expectationsToJson(const Expectations &x);
Expectations expectationsFromJson(const nlohmann::json &j); // tolerant: missing fields stay empty

// The catalog id of the GPU nvidia-smi names ("NVIDIA H100 80GB HBM3" → "nvidia-h100-sxm"); empty
// when the name is not one the planner knows.
QString acceleratorIdForName(const QString &smiName);

} // namespace gpuplanner::verify

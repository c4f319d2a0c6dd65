#pragma once

#include "catalog/catalog.h"
#include "planner/workload/assumptions.h"
#include "planner/workload/configuration.h"
#include "planner/sizing/evaluation.h"

namespace gpuplanner::planner {

// What every dimension builder reads.
struct DimensionInputs
{
    const Workload &workload;
    const Configuration &configuration;
    const catalog::Catalog &catalog;
    const Assumptions &assumptions;
    const GpuSizing &sizing;
    const catalog::Accelerator &accelerator;
    const GpuSizing *minimumSizing; // smallest configuration of the same GPU that meets the targets, or null
    const GpuSizing *holdingSizing; // fewest GPUs of the same GPU that hold the work (a note), or null
};

// One builder per dimension (PRODUCT.md §4): minimum, recommended, chosen and the arithmetic.
Dimension gpuDimension(const DimensionInputs &in);
Dimension vramDimension(const DimensionInputs &in);
// "no / selective / full recomputation", as the GPU and VRAM explanations name it.
QString recomputeName(Recompute r);
Dimension cpuDimension(const DimensionInputs &in);
Dimension ramDimension(const DimensionInputs &in);
Dimension storageDimension(const DimensionInputs &in);
Dimension networkDimension(const DimensionInputs &in);
Dimension environmentDimension(const DimensionInputs &in);
Dimension operationsDimension(const DimensionInputs &in);

// The catalog CPU (one or two sockets) with the fewest cores that gives `cores`, `lanes` and
// `channels` memory channels.
struct CpuPick
{
    const catalog::Cpu *cpu = nullptr;
    int sockets = 1;
};
CpuPick pickCpu(const catalog::Catalog &c, double cores, int lanes, int channels = 0);
// Memory channels a node with these GPUs should have (Assumptions::memoryChannelsPerGpu).
int memoryChannelsWanted(const DimensionInputs &in);
// PCIe lanes a node needs: 16 per GPU, 4 per NVMe drive (two), 16 per NIC.
int pcieLanesNeeded(const DimensionInputs &in);

// Resolves the chosen machine (configuration, else recommendation) and writes each dimension's
// `chosen` text and value from it.
ChosenConfiguration resolveChosen(const DimensionInputs &in, const std::array<Dimension, kDimensionCount> &dims);
void describeChosen(std::array<Dimension, kDimensionCount> &dims, const ChosenConfiguration &c, const DimensionInputs &in);

// Nodes that split one copy of the model's weights between them, each loading its share: the
// nodes (pipeline stages) of one serving replica, the nodes of a ZeRO-3 training job, whose
// parameters are sharded over every GPU. 1 where each node holds whole replicas: a serving node of
// its own replicas, a data-parallel training node (issue 26, item 6).
int nodesPerModelCopy(const DimensionInputs &in);

// Shared figures some dimensions and rules need.
double cpuCoresNeeded(const DimensionInputs &in, bool recommended);
double ramNeededGb(const DimensionInputs &in, QStringList *why);
double dataDiskNeededGb(const DimensionInputs &in, QStringList *why);
double dataReadNeededMBs(const DimensionInputs &in, QStringList *why);
double clusterNetworkNeededGbps(const DimensionInputs &in, QStringList *why);
// The fabric between nodes a plan recommends, per node: twice the need, at least the RDMA floor for the
// node's GPUs (a vision, speech or diffusion training's is capped at the fastest fabric per GPU:
// gradientexchange.h); 0 where nothing crosses nodes.
double recommendedFabricGbps(const DimensionInputs &in);
double publicNetworkNeededMbps(const DimensionInputs &in, QStringList *why);
double checkpointIntervalHours(const DimensionInputs &in, QStringList *why);

// Rounds a RAM size up to what servers are sold with (32, 64, 128, 192, 256, 384, 512 GB…).
double roundUpRamGb(double gb);
// Rounds a disk size up to a sensible step (100 GB up to 1 TB, then 500 GB, then 1 TB).
double roundUpDiskGb(double gb);
// A storage tier in the words of the language installed now, with the drive the catalog names in
// brackets: "local NVMe SSD (Samsung PM9A3 U.2)" (the catalog's own names are English).
QString storageDescription(const catalog::StorageClass &tier);

} // namespace gpuplanner::planner

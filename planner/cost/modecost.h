#pragma once

#include "catalog/catalog.h"
#include "planner/cost/costassumptions.h"
#include "planner/cost/costreport.h"
#include "planner/cost/prices.h"
#include "planner/sizing/evaluation.h"

namespace gpuplanner::planner::cost {

// What the per-mode arithmetic reads, resolved once for one accelerator of the plan.
struct CostContext
{
    const CostAssumptions &ca;
    const catalog::Accelerator &accelerator;
    GpuPrices gpu;
    PriceRef server; // per server of the shape the context was built for
    int serverRackUnits = 0; // height of the catalog server, 0 when unknown
    ServicePrices services;
    double horizonMonths = 36;
    double checkpointIntervalH = 0; // 0: none (spot rework is then the restart only)
    bool latencyBound = false;      // online serving: spot is not proposed
    // Storage and network of the chosen configuration (per node where it says so).
    double systemDiskGb = 0; // per node
    double dataDiskGb = 0;   // per node
    QString dataTier = QStringLiteral(
        "local_nvme"); // local_nvme | sata_ssd | hdd | network_block | shared_fs | object_storage
    double datasetGb = 0;
    DataLocation datasetLocation = DataLocation::LocalNvme;
    double egressGbPerMonthAtFullLoad = 0; // public traffic at utilization 1
    double publicMbps = 0;
};

// The context for one accelerator of the plan (`planGpu`: the plan's own GPU, to which the user's
// GPU prices apply) with the chosen configuration's disks, network and checkpoints.
CostContext makeContext(const Evaluation &e, const catalog::Catalog &catalog, const CostAssumptions &ca,
                        const catalog::Accelerator &acc, int gpusPerNode, bool planGpu, double horizonMonths);

// The shape a mode is priced for: GPUs per node, nodes, utilization (useful share of the paid
// hours), the share of the month the nodes are held busy (what auto-release bills; above the
// utilization when only some GPUs of a node work during development), auto-release overhead.
struct CostShape
{
    int gpusPerNode = 1;
    int nodes = 1;
    double utilization = 1;
    double heldShare = 1;
    double autoReleaseOverhead = 0.10;
    bool explain = true; // build the `why` texts (off for the hundreds of utilization-curve points)
    int total() const { return gpusPerNode * nodes; }
};

// The share of a month's hours a GPU billed by the hour with auto-release is paid for: the share
// it is held busy (the utilization, or more where more is held than kept busy, as a 24/7 service
// without autoscaling holds its instances all month) plus the overhead of starting and releasing,
// at most the whole month. The plan's own hourly cost and every hourly quote pay this share of the
// same hours a month (CostAssumptions::hoursPerMonth) (issue 26, item 5).
double hourlyPaidShare(double utilization, double heldShare, double autoReleaseOverhead);

// One billing mode for a shape: every component a month, the cumulative committed cash, the
// total and net over the horizon, the cost per useful GPU-hour, with the arithmetic in `why`.
ModeCost computeMode(const CostContext &ctx, Billing mode, const CostShape &shape);

// Cash committed by `month` (real): rent per month; monthly and reserved in whole terms, paid
// when the term starts; purchase: the capital cost at month 0, then the running costs.
double committedCost(const ModeCost &m, double month);

// Storage, network and public addresses a month (the components every mode pays), with the
// arithmetic appended to `why`.
void addServiceComponents(const CostContext &ctx, Billing mode, const CostShape &shape, ModeCost &m);

} // namespace gpuplanner::planner::cost

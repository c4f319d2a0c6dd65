#pragma once

#include "catalog/catalog.h"
#include "planner/cost/costassumptions.h"
#include "planner/cost/money.h"

namespace gpuplanner::planner::cost {

// GPU prices of one accelerator for the rent modes, per GPU-hour in the report's currency.
struct GpuPrices
{
    PriceRef hourly, monthly, reserved, spot;
    int reservedTermMonths = 12;
    const catalog::PriceOffer *hourlyOffer = nullptr; // for the local disks it includes
};

// Resolves each rent price: the user's price (for the plan's own GPU only), else the cheapest
// catalog offer of that billing for the node shape (GPUs per node; else the cheapest per GPU),
// else derived from the hourly price and the named discount, else missing.
GpuPrices gpuPrices(const catalog::Catalog &catalog, const QString &acceleratorId, int gpusPerNode,
                    const CostAssumptions &ca, bool planGpu);

// The capital cost of one server of `gpusPerNode` GPUs: the user's price; else a catalog purchase
// offer of a whole system; else a catalog GPU price plus the user's host price. Never invented:
// missing (with what to enter) otherwise.
PriceRef serverPrice(const catalog::Catalog &catalog, const catalog::Accelerator &acc, int gpusPerNode,
                     const CostAssumptions &ca);

// The running-cost and service prices of the cost assumptions, in the report's currency.
struct ServicePrices
{
    PriceRef electricity, hosting, staff;
    PriceRef hostingPerKw, hostingPerRackUnit; // missing unless the plan gives them
    PriceRef networkGear;                      // per node, multi-node plans
    PriceRef block, hdd, sharedFs, objectStorage;
    PriceRef egress, bandwidth, publicIp;
};
// Where the GPUs are rented: traffic, bandwidth and addresses the plan does not price itself are
// priced in the same region (mainland China for a CNY offer, else the AWS US East reference).
enum class ServiceRegion { Us, MainlandChina };
ServicePrices servicePrices(const CostAssumptions &ca, ServiceRegion region = ServiceRegion::Us);
// The region of the plan's GPU offer: the hourly catalog offer's currency, else the plan's power
// region (a CNY plan or `power_region: cn`).
ServiceRegion serviceRegion(const GpuPrices &gpu, const CostAssumptions &ca);

// A catalog offer as a price per GPU-hour (hour and month units) in `to`.
PriceRef offerPerGpuHour(const catalog::PriceOffer &offer, const CostAssumptions &ca);

} // namespace gpuplanner::planner::cost

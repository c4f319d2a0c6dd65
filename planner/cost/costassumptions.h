#pragma once

#include "planner/workload/assumptions.h"
#include "planner/cost/money.h"
#include "planner/workload/units.h"

#include <optional>
#include <QString>
#include <vector>

namespace gpuplanner::planner::cost {

enum class NetworkBilling
{
    PerGb,
    PerMbps
};

// Every constant of the cost model, named, with its source or marked as a user-adjustable default
// (describe() lists them). Money settings carry their currency; user-entered ones are marked.
// The utilization figures of the run patterns live in planner::Assumptions.
struct CostAssumptions
{
    // --- currency and horizon ---
    Currency currency = Currency::Usd;   // the report's currency
    double cnyPerUsd = 7.1;              // user-set exchange rate
    QString cnyPerUsdAsOf = QStringLiteral("2024/2025"); // when the rate was read; the user's date when given
    std::optional<double> horizonMonths; // empty: defaultHorizonMonths, or the job's length for a one-off run
    double defaultHorizonMonths = 36;
    double hoursPerMonth = kHoursPerMonth; // 8760 h / 12: the convention of cloud price lists

    // --- renting ---
    double autoReleaseOverhead = 0.10;         // hours billed beyond busy hours with auto-release
    std::optional<PriceSetting> hourlyPrice;   // per GPU-hour
    std::optional<PriceSetting> monthlyPrice;  // per GPU-month
    std::optional<PriceSetting> reservedPrice; // per GPU-hour over the term
    std::optional<PriceSetting> spotPrice;     // per GPU-hour
    double monthlyDiscount = 0.20; // monthly subscription against hourly × 730 h, without a monthly offer
    int reservedTermMonths = 12;
    double reservedDiscount = 0.35; // reserved term against hourly, without a reserved offer
    double spotDiscount = 0.60;     // spot against hourly, without a spot offer
    double spotInterruptionsPerNodeMonth = 4;
    double restartHours = 0.25; // a new instance, the image, the last checkpoint loaded

    // --- buying ---
    std::optional<PriceSetting> serverPrice; // per server, every part
    std::optional<PriceSetting>
        hostPricePerServer; // the server without GPUs, when the catalog prices GPUs only
    double depreciationYears = 4;
    double residualFraction = 0.10; // value left after the depreciation years, share of the capital cost
    double pue = 1.58;
    PriceSetting electricityPerKwh{0.13, Currency::Usd, false, {}, {}, {}};
    double systemBaseW = 300;   // CPUs, memory, disks, fans of a node
    double systemPerGpuW = 300; // switches, NICs and cooling per GPU
    PriceSetting hostingPerNodeMonth{250, Currency::Usd, false, {}, {}, {}};
    // Hosting billed by the colocation's own unit instead of per node (one of them, when given).
    std::optional<PriceSetting> hostingPerKwMonth;        // per kW of IT load (GPUs at TDP + system)
    std::optional<PriceSetting> hostingPerRackUnitMonth;  // per rack unit of the server
    std::optional<int> rackUnitsPerNode;                  // empty: the catalog server's height, else 4 / 8
    // Where the servers run: the electricity default follows it (named defaults below).
    enum class PowerRegion { Us, China };
    PowerRegion powerRegion = PowerRegion::Us;
    bool electricityGiven = false; // electricity_per_kwh entered: the region no longer picks it
    static PriceSetting electricityDefault(PowerRegion r);
    // Multi-node plans: switch ports, cables and transceivers of the GPU fabric per node (the NICs
    // are part of the server price). Capital cost, depreciated with the servers.
    PriceSetting networkGearPerNode;
    double maintenanceFractionPerYear = 0.10;
    double opsFtePerNode = 0.05;
    PriceSetting staffCostPerFteYear{120000, Currency::Usd, false, {}, {}, {}};
    double repairHours = 72; // a failed node of one's own waits for parts and a technician
    double gpuMtbfHours = Assumptions{}.gpuMtbfHours;
    // Hand-set dates for the freshness of reference prices (tests inject one; empty: the clock).
    QString today; // YYYY-MM-DD

    // --- storage, network, addresses (reference prices: AWS us-east-1 list prices) ---
    PriceSetting blockStorageGbMonth;
    PriceSetting hddGbMonth;
    PriceSetting sharedFsGbMonth;
    PriceSetting objectStorageGbMonth;
    NetworkBilling networkBilling = NetworkBilling::PerGb;
    PriceSetting egressPerGb;
    PriceSetting bandwidthPerMbpsMonth{12, Currency::Usd, false, {}, {}, {}};
    PriceSetting publicIpMonth;
    std::optional<int> publicIps; // empty: one per node
    // Traffic, bandwidth and address prices where the GPUs are rented in mainland China (a CNY
    // offer): Tencent Cloud's published CVM prices. They replace the AWS figures above unless the
    // plan enters its own (issue 14, item 5: traffic priced from the GPU offer's region).
    static PriceSetting chinaEgressPerGb();
    static PriceSetting chinaBandwidthPerMbpsMonth();
    static PriceSetting chinaPublicIpMonth();

    // --- utilization levers and scenario templates (article 001 §5, §7) ---
    double devMinMemoryGb = 24;
    int devInstances = 1;
    std::optional<QString> devOffer; // catalog offer id of the development instance
    double schedulingTargetUtilization = 0.85;
    double cacheHitRate = 0.20;
    double scenarioDevShare = 0.6; // case 1 when the plan names no development share
    std::optional<int> splitTrainingGpus;
    std::optional<double> splitTrainingHoursPerMonth;
    double defaultSplitTrainingHoursPerMonth = 160;
    std::optional<int> splitInferenceGpus;
    double peakHoursPerDay = 6;
    double offPeakLoadFraction = 0.5;

    CostAssumptions();

    struct Entry
    {
        QString key;  // the JSON key (CLI --json, plan files); never shown to people
        QString name; // a short name in words, translated, for the spec sheet and texts
        double value;
        QString unit;
        QString source;
    };
    // Every constant (money in its own currency) with its unit and source, for JSON, text and UI.
    std::vector<Entry> describe() const;
};

} // namespace gpuplanner::planner::cost

#pragma once

#include "planner/cost/money.h"
#include "planner/sizing/planutilization.h"
#include "planner/workload/workload.h"

#include <array>
#include <QString>
#include <QStringList>
#include <vector>

namespace gpuplanner::planner::cost {

QString billingId(Billing b);   // hourly | monthly | reserved | spot | purchase
QString billingName(Billing b); // translated
inline constexpr std::array<Billing, 5> kAllBillings{Billing::Hourly, Billing::Monthly, Billing::Reserved,
                                                     Billing::Spot, Billing::Purchase};

// The parts a month of the plan costs. Rent modes use Compute (and SpotRework); purchase uses
// Depreciation to Downtime; every mode pays Storage, Network and PublicIps.
enum class Component
{
    Compute,      // rented GPU nodes
    SpotRework,   // work redone after spot interruptions
    Depreciation, // straight-line, capital cost less residual value
    Power,
    Hosting,
    Maintenance,
    Staff,
    Downtime, // GPU-hours lost while an own node waits for repair, bought back at the hourly price
    Storage,
    Network,
    PublicIps,
};
inline constexpr int kComponentCount = 11;
QString componentId(Component c);
QString componentName(Component c); // translated

// A span of time as people say it, translated: under two days in hours ("38 hours"), under two
// months in days ("12 days"), else in months ("36 months").
QString durationText(double hours);

// One billing mode applied to the plan.
struct ModeCost
{
    Billing mode = Billing::Hourly;
    bool available = false;
    QString unavailableReason;
    bool eligible = true; // considered for the cheapest mode
    QString note;         // why not eligible, or a caveat
    PriceRef price;       // per GPU-hour (rent) or per server (purchase)
    double paidGpuHoursPerMonth = 0;
    double usefulGpuHoursPerMonth = 0;
    std::array<double, kComponentCount> monthly{}; // per component, steady state
    double monthlyTotal = 0;                       // all components; for purchase including depreciation
    double runningMonthly = 0;                     // cash each month (purchase: without depreciation)
    double upfront = 0;                            // purchase: capital cost at month 0
    int termMonths = 1;                            // commitment step: reserved term, 1 for monthly
    std::vector<double> cumulative; // committed cash at the end of month 0, 1, …, ⌈horizon⌉
    double total = 0;               // committed cash over the horizon
    double residualValue = 0;       // purchase: book value left at the horizon
    double net = 0;                 // total − residual value
    double costPerUsefulGpuHour = 0;
    QStringList why;

    double monthlyOf(Component c) const { return monthly[size_t(c)]; }

    bool operator==(const ModeCost &) const = default;
};

// Where buying starts to cost less than one rent mode, for good.
struct BreakEven
{
    Billing rentMode = Billing::Hourly;
    bool exists = false;
    double month = 0; // months after purchase
    double cost = 0;  // cumulative cost of buying at that month
    QString why;

    bool operator==(const BreakEven &) const = default;
};

// Unit costs of the plan at one billing mode.
struct UnitCosts
{
    Billing mode = Billing::Hourly;
    bool serving = false; // an LLM serving or batch-inference plan
    double outputTokensPerMonth = 0;
    double requestsPerMonth = 0;
    double perMillionOutputTokens = 0;
    double perThousandRequests = 0;
    QString workUnit; // non-LLM throughput tasks: image, frame, stream…
    double unitsPerMonth = 0;
    double perThousandUnits = 0; // units produced at a rate (images, frames, samples, TFLOP)
    double perUnitMonth = 0;     // units held concurrently (streams, simulator instances)
    double perAudioHour = 0;     // a speech job: per hour of audio transcribed, or trained on (× epochs)
    double perMillionInputTokens = 0; // an encoder's batch job: per million tokens embedded or classified
    double jobGpuHours = 0;      // work with an end: useful GPU-hours of one job
    double perJob = 0;
    QStringList why;

    bool operator==(const UnitCosts &) const = default;
};

// A utilization lever of article 001 §7, priced on this plan.
struct Lever
{
    QString id; // tiering | scheduling | quantization | caching
    QString title;
    bool applies = false;
    double savingPerMonth = 0;
    double savingFraction = 0; // of the plan's monthly cost at the lever's billing mode
    Billing baseline = Billing::Hourly;
    QStringList why;

    bool operator==(const Lever &) const = default;
};

struct ScenarioItem
{
    QString label;
    QString acceleratorId;
    int gpus = 0;
    Billing billing = Billing::Hourly;
    double hoursPerMonth = 0; // billed hours per GPU
    PriceRef price;           // per GPU-hour
    double monthly = 0;

    bool operator==(const ScenarioItem &) const = default;
};

struct ScenarioVariant
{
    QString name;
    std::vector<ScenarioItem> items;
    double monthly = 0;

    bool operator==(const ScenarioVariant &) const = default;
};

// A built-in comparison template (article 001 §5) applied to the plan.
struct Scenario
{
    QString id; // fixed_vs_tiered | shared_vs_split
    QString title;
    bool available = false;
    QString unavailableReason;
    ScenarioVariant before, after;
    double savingPerMonth = 0;
    double savingFraction = 0;
    QString referenceNote; // what the article reports
    QStringList why;

    bool operator==(const Scenario &) const = default;
};

// A price older than 180 days (info) or 365 days (warning): finding "cost.price_age".
struct PriceAgeFinding
{
    QString priceKey;
    QString severity; // info | warning
    int ageDays = 0;
    QString title, message, reason, suggestion;
    QString url; // the source, where there is one

    bool operator==(const PriceAgeFinding &) const = default;
};

// How the answer to "buy or rent?" moves with utilization: net cost over the horizon of buying
// and of the cheapest rent mode at each utilization, and the utilization above which buying wins.
struct BreakEvenUtilization
{
    bool computed = false;     // a purchase price and at least one rent price
    bool exists = false;       // buying wins somewhere in 1 % … 100 %
    bool alwaysBuy = false;    // buying wins at every utilization (renting by the month costs more)
    double utilization = 0;    // above this, buying costs less over the horizon
    double horizonMonths = 0;
    Billing rentMode = Billing::Hourly; // the cheapest rent mode at that utilization
    std::vector<double> points;         // utilization 0.01 … 1.00
    std::vector<double> buyNet;         // net cost of buying over the horizon at each point
    std::vector<double> rentNet;        // the cheapest eligible rent mode's net cost at each point
    QString sentence; // "Buying wins above 62% utilization over 36 months."
    QString why;

    bool operator==(const BreakEvenUtilization &) const = default;
};

struct UtilizationCurve
{
    Billing mode = Billing::Hourly;
    std::vector<double> utilization; // 0.01 … 1.00 and the plan's own utilization, ascending
    std::vector<double> costPerUsefulGpuHour;

    bool operator==(const UtilizationCurve &) const = default;
};

// Everything the cost screen, the charts and `gpu-planner-cli cost` show.
struct CostReport
{
    Currency currency = Currency::Usd;
    double cnyPerUsd = 7.1;
    QString cnyPerUsdAsOf; // when the rate was read ("user-entered" for the plan's own)
    QString acceleratorId;
    QString acceleratorName;
    int gpusPerNode = 1;
    int nodes = 1;
    double horizonMonths = 0;
    // Where the horizon comes from: "given" (cost.horizon_months), "job" (a one-off run: its
    // deadline, else the engine's estimated run time) or "default" (36 months).
    QString horizonBasis;
    double jobHours = 0; // a horizon of basis "job": the job's length in hours; 0 otherwise
    QStringList horizonWhy;
    UtilizationEstimate utilization;
    double usefulGpuHoursPerMonth = 0;
    std::vector<ModeCost> modes;          // in kAllBillings order
    Billing chosenMode = Billing::Hourly; // the plan's billing (as given, else the engine's proposal)
    bool haveCheapest = false;
    Billing cheapestMode = Billing::Hourly;
    QStringList cheapestWhy;
    std::vector<BreakEven> breakEvens; // purchase against each available rent mode
    int primaryBreakEven = -1;         // against the cheapest rent mode; -1 when none
    BreakEvenUtilization breakEvenUtilization;
    QString exchangeNote; // which rate converted prices of another currency; empty when none did
    QString exchangeRate; // the same in one short sentence without the list of prices (page one)
    std::vector<int> priceAgeDays; // per entry of `prices`: days since its date, -1 without one
    std::vector<PriceAgeFinding> priceFindings; // cost.price_age, see freshness.h
    UnitCosts unit;                    // at the plan's billing mode
    std::vector<Lever> levers;
    std::vector<Scenario> scenarios;
    std::vector<UtilizationCurve> curves; // one per available mode
    std::vector<PriceRef> prices;         // every price the report uses, with its provenance
    bool networkPerGb = true;             // traffic billed per GB (network.egress), else per Mbit/s
    QStringList missing;                  // what the user must enter for a complete picture
    QStringList notes;

    int totalGpus() const { return gpusPerNode * nodes; }
    bool isJob() const { return horizonBasis == QLatin1String("job"); } // costed as one job, not months
    const ModeCost &mode(Billing b) const { return modes[size_t(b)]; }
    const BreakEven *primary() const
    {
        return primaryBreakEven >= 0 ? &breakEvens[size_t(primaryBreakEven)] : nullptr;
    }

    bool operator==(const CostReport &) const = default;
};

// Chinese spacing (planner::tidyChineseSpaces) in every sentence of the report: names substituted into
// translations leave "为 LLM 在线推理服务 估算规格". English passes unchanged.
void tidyChineseTexts(CostReport &r);

// The report's horizon in words: the job's length for a one-off run ("2 days"), else "36 months".
QString horizonText(const CostReport &r);
// The cost over the horizon in words: "for the job (2 days)" or "over 36 months".
QString overHorizonText(const CostReport &r);

} // namespace gpuplanner::planner::cost

#include "planner/cost/costassumptions.h"

#include <QCoreApplication>

namespace gpuplanner::planner::cost {

namespace {

// AWS list prices, US East (N. Virginia): the pricing page as the link, the date and version of AWS's
// public price list (pricing.us-east-1.amazonaws.com/offers/v1.0/aws/OFFER/VERSION/us-east-1/index.json)
// that gives the same figure, as a published course table printed it from those pinned versions;
// infracost's test data of 2025-07-07 gives the gp3 and S3 figures too.
PriceSetting aws(double usd, const char *document, const char *asOf, const char *url)
{
    return {usd,
            Currency::Usd,
            false,
            QString::fromUtf8(document),
            QString::fromUtf8(asOf),
            QString::fromUtf8(url)};
}

QString defaultNote()
{
    return QCoreApplication::translate("cost", "User-adjustable default.");
}

} // namespace

namespace {

constexpr const char *kTencentNetworkDoc =
    "https://github.com/tencentyun/qcloud-documents/blob/master/product/%E8%AE%A1%E7%AE%97%E4%B8%8E%E7%BD%91%E7%BB%9C/"
    "%E4%BA%91%E6%9C%8D%E5%8A%A1%E5%99%A8/%E8%B4%AD%E4%B9%B0%E6%8C%87%E5%8D%97/%E8%B4%AD%E4%B9%B0%E5%85%AC%E7%BD%91%E7%BD%91%E7%BB%9C/"
    "%E7%8B%AC%E4%BA%AB%E5%9E%8B%E5%85%AC%E7%BD%91%E7%BD%91%E7%BB%9C%E8%AE%A1%E8%B4%B9.md";

PriceSetting tencent(double cny, const QString &document, const char *url)
{
    return {cny, Currency::Cny, false, document, QStringLiteral("2026-12-01"), QString::fromUtf8(url)};
}

} // namespace

PriceSetting CostAssumptions::chinaEgressPerGb()
{
    return tencent(0.80,
                   QCoreApplication::translate("cost", "Tencent Cloud CVM documentation, exclusive public network billed "
                                                       "by traffic, mainland China regions"),
                   kTencentNetworkDoc);
}

PriceSetting CostAssumptions::chinaBandwidthPerMbpsMonth()
{
    return tencent(90,
                   QCoreApplication::translate("cost", "Tencent Cloud CVM documentation, monthly bandwidth above 5 Mbit/s "
                                                       "in Guangzhou, Shanghai and Beijing (the first 2 Mbit/s at 20, the "
                                                       "next 3 at 25 CNY)"),
                   kTencentNetworkDoc);
}

PriceSetting CostAssumptions::chinaPublicIpMonth()
{
    return tencent(0,
                   QCoreApplication::translate("cost", "Tencent Cloud CVM documentation: an elastic public IP bound to an "
                                                       "instance is free; traffic or bandwidth is billed"),
                   "https://github.com/tencentyun/qcloud-documents/blob/master/product/%E8%AE%A1%E7%AE%97%E4%B8%8E%E7%BD%91"
                   "%E7%BB%9C/%E4%BA%91%E6%9C%8D%E5%8A%A1%E5%99%A8/%E8%B4%AD%E4%B9%B0%E6%8C%87%E5%8D%97/%E5%BC%B9%E6%80%A7"
                   "%E5%85%AC%E7%BD%91IP%E8%AE%A1%E8%B4%B9.md");
}

PriceSetting CostAssumptions::electricityDefault(PowerRegion r)
{
    if (r == PowerRegion::China)
        return {0.70, Currency::Cny, false, {}, {}, {}};
    return {0.13, Currency::Usd, false, {}, {}, {}};
}

CostAssumptions::CostAssumptions()
    : networkGearPerNode{15000,
                         Currency::Usd,
                         false,
                         QStringLiteral(
                             "'H100 cluster cost' sheet (64-node row): 400G InfiniBand switches at USD "
                             "36k per 64 ports (FS.com) USD 288,000 + cables and transceivers USD "
                             "675,840, ÷ 64 nodes ≈ USD 15,060 per node"),
                         QStringLiteral("2024-08"),
                         QStringLiteral("https://docs.google.com/spreadsheets/d/"
                                        "1Ft3RbeZ-w43kYSiLfYc1vxO41mK5lmJpcPC9GOYHAWc")},
      blockStorageGbMonth(aws(0.08,
                              "Amazon EBS pricing, gp3 volumes, US East (N. Virginia); AWS price list, offer "
                              "AmazonEC2 version 20260925174521",
                              "2026-09-25", "https://aws.amazon.com/ebs/pricing/")),
      hddGbMonth(aws(0.045,
                     "Amazon EBS pricing, st1 throughput-optimized HDD, US East (N. Virginia); AWS price "
                     "list, offer AmazonEC2 version 20260925174521",
                     "2026-09-25", "https://aws.amazon.com/ebs/pricing/")),
      sharedFsGbMonth(aws(0.30,
                          "Amazon EFS pricing, Standard storage, US East (N. Virginia); AWS price list, "
                          "offer AmazonEFS version 20260911124425",
                          "2026-09-11", "https://aws.amazon.com/efs/pricing/")),
      objectStorageGbMonth(aws(0.023,
                               "Amazon S3 pricing, S3 Standard first 50 TB, US East (N. Virginia); AWS price "
                               "list, offer AmazonS3 version 20260926015512",
                               "2026-09-26", "https://aws.amazon.com/s3/pricing/")),
      egressPerGb(aws(0.09,
                      "Amazon EC2 on-demand pricing, data transfer out to the internet, first 10 TB a month, "
                      "US East (N. Virginia); AWS price list, offer AWSDataTransfer version 20260916132208",
                      "2026-09-16", "https://aws.amazon.com/ec2/pricing/on-demand/")),
      publicIpMonth(aws(3.65,
                        "Amazon VPC pricing, public IPv4 address USD 0.005 per hour × 730 h (since "
                        "2024-02-01); AWS price list, offer AmazonVPC version 20260917190528",
                        "2026-09-17", "https://aws.amazon.com/vpc/pricing/"))
{
}

std::vector<CostAssumptions::Entry> CostAssumptions::describe() const
{
    const QString ratio = QStringLiteral("ratio");
    auto money = [](const QString &key, const QString &name, const PriceSetting &s, const QString &per,
                    const QString &note) {
        QString source =
            s.userEntered ? QCoreApplication::translate("cost", "User-entered.")
                          : (s.source.isEmpty() ? note : QString(s.source + QStringLiteral(", ") + s.asOf));
        return Entry{key, name, s.amount, currencyId(s.currency) + QLatin1Char('/') + per, source};
    };
    std::vector<Entry> out{
        {QStringLiteral("cny_per_usd"), QCoreApplication::translate("cost", "Exchange rate"), cnyPerUsd,
         QStringLiteral("CNY/USD"),
         QCoreApplication::translate("cost",
                                     "Exchange rate (rate of %1), set in the cost dock; the default is "
                                     "close to the 2024–2025 rate.")
             .arg(cnyPerUsdAsOf)},
        {QStringLiteral("horizon_months"), QCoreApplication::translate("cost", "Cost horizon"),
         horizonMonths.value_or(defaultHorizonMonths), QStringLiteral("months"),
         horizonMonths
             ? QCoreApplication::translate("cost", "User-entered.")
             : QCoreApplication::translate(
                   "cost", "User-adjustable default: three years, shorter than the depreciation period.")},
        {QStringLiteral("hours_per_month"), QCoreApplication::translate("cost", "Hours billed a month"),
         hoursPerMonth, QStringLiteral("h"),
         QCoreApplication::translate("cost",
                                     "8,760 hours a year ÷ 12: the convention of cloud price lists.")},
        {QStringLiteral("auto_release_overhead"),
         QCoreApplication::translate("cost", "Extra billed hours with auto-release"), autoReleaseOverhead,
         ratio,
         QCoreApplication::translate("cost",
                                     "Hours billed beyond the busy hours with auto-release (start-up, image "
                                     "pull, data staging, idle before release). User-adjustable default.")},
        {QStringLiteral("monthly_discount"), QCoreApplication::translate("cost", "Monthly discount"),
         monthlyDiscount, ratio,
         QCoreApplication::translate(
             "cost", "Monthly subscription against hourly × 730 h, used only without a monthly offer or "
                     "price. User-adjustable default; check the provider's subscription price.")},
        {QStringLiteral("reserved_term_months"), QCoreApplication::translate("cost", "Reserved term"),
         double(reservedTermMonths), QStringLiteral("months"), defaultNote()},
        {QStringLiteral("reserved_discount"), QCoreApplication::translate("cost", "Reserved discount"),
         reservedDiscount, ratio,
         QCoreApplication::translate(
             "cost",
             "Reserved term against hourly, used only without a reserved offer or price. User-adjustable "
             "default; providers advertise 1–3-year commitments well below on-demand.")},
        {QStringLiteral("spot_discount"), QCoreApplication::translate("cost", "Spot discount"), spotDiscount,
         ratio,
         QCoreApplication::translate(
             "cost",
             "Spot against hourly, used only without a spot offer or price. User-adjustable default.")},
        {QStringLiteral("spot_interruptions_per_node_month"),
         QCoreApplication::translate("cost", "Spot reclaims per node and month"),
         spotInterruptionsPerNodeMonth, QStringLiteral("1/node-month"),
         QCoreApplication::translate(
             "cost", "Spot reclaims per node and month. User-adjustable default; compare the provider's "
                     "interruption statistics (e.g. the AWS Spot Instance Advisor).")},
        {QStringLiteral("restart_hours"), QCoreApplication::translate("cost", "Restart time after a reclaim"),
         restartHours, QStringLiteral("h"),
         QCoreApplication::translate("cost", "Time to get a new instance, pull the image and load the last "
                                             "checkpoint. User-adjustable default.")},
        {QStringLiteral("depreciation_years"), QCoreApplication::translate("cost", "Depreciation period"),
         depreciationYears, QStringLiteral("years"),
         QCoreApplication::translate("cost", "Straight-line depreciation period. User-adjustable default "
                                             "(servers are commonly written off over 3–5 years).")},
        {QStringLiteral("residual_fraction"), QCoreApplication::translate("cost", "Residual value"),
         residualFraction, ratio,
         QCoreApplication::translate("cost", "Resale value at the end of the depreciation period, share of "
                                             "the capital cost. User-adjustable default.")},
        {QStringLiteral("pue"), QCoreApplication::translate("cost", "PUE"), pue, ratio,
         QCoreApplication::translate("cost", "Power usage effectiveness: Uptime Institute Global Data Center "
                                             "Survey 2023, industry average 1.58.")},
        money(QStringLiteral("electricity_per_kwh"), QCoreApplication::translate("cost", "Electricity price"),
              electricityPerKwh, QStringLiteral("kWh"),
              powerRegion == PowerRegion::China
                  ? QCoreApplication::translate("cost",
                                                "User-adjustable default for China, not a quote (industrial "
                                                "and commercial tariffs run about 0.6–0.9 CNY per kWh by "
                                                "province and time of day).")
                  : QCoreApplication::translate("cost",
                                                "User-adjustable default (U.S. commercial retail electricity "
                                                "averages about 12–13 US cents per kWh, EIA).")),
        {QStringLiteral("system_base_w"), QCoreApplication::translate("cost", "Node power besides the GPUs"),
         systemBaseW, QStringLiteral("W"),
         QCoreApplication::translate(
             "cost", "Node power besides the GPUs: CPUs, memory, disks, fans. User-adjustable default.")},
        {QStringLiteral("system_per_gpu_w"), QCoreApplication::translate("cost", "Extra power per GPU"),
         systemPerGpuW, QStringLiteral("W"),
         QCoreApplication::translate("cost",
                                     "Node power per GPU for switches, NICs and cooling. User-adjustable "
                                     "default; NVIDIA DGX H100 lists 10.2 kW maximum for eight 700 W GPUs.")},
        money(QStringLiteral("hosting_per_node_month"),
              QCoreApplication::translate("cost", "Hosting per node"), hostingPerNodeMonth,
              QStringLiteral("node-month"),
              QCoreApplication::translate("cost", "Rack space, cooling and remote hands per node (power "
                                                  "billed separately). User-adjustable default.")),
        {QStringLiteral("power_region"), QCoreApplication::translate("cost", "Power region"),
         powerRegion == PowerRegion::China ? 86.0 : 1.0, QStringLiteral("country code"),
         QCoreApplication::translate("cost", "Where the servers run (1: United States, 86: China); picks the "
                                             "electricity default unless an electricity price is given.")},
        money(QStringLiteral("network_gear_per_node"),
              QCoreApplication::translate("cost", "Network gear per node"), networkGearPerNode,
              QStringLiteral("node"),
              QCoreApplication::translate("cost", "GPU-fabric switch ports, cables and transceivers per node "
                                                  "of a multi-node plan. User-adjustable default.")),
        {QStringLiteral("maintenance_fraction_per_year"),
         QCoreApplication::translate("cost", "Yearly maintenance"), maintenanceFractionPerYear, ratio,
         QCoreApplication::translate(
             "cost",
             "Hardware support and spare parts a year, share of the capital cost. User-adjustable default.")},
        {QStringLiteral("ops_fte_per_node"), QCoreApplication::translate("cost", "Operations staff per node"),
         opsFtePerNode, QStringLiteral("FTE"),
         QCoreApplication::translate(
             "cost",
             "Operations staff per self-hosted node (one engineer for 20 nodes). User-adjustable default.")},
        money(QStringLiteral("staff_cost_per_fte_year"),
              QCoreApplication::translate("cost", "Cost of an operations engineer"), staffCostPerFteYear,
              QStringLiteral("FTE-year"),
              QCoreApplication::translate(
                  "cost", "Fully loaded cost of one operations engineer. User-adjustable default.")),
        {QStringLiteral("repair_hours"), QCoreApplication::translate("cost", "Repair downtime"), repairHours,
         QStringLiteral("h"),
         QCoreApplication::translate("cost", "Downtime of a failed self-hosted node until parts and a "
                                             "technician arrive. User-adjustable default.")},
        {QStringLiteral("gpu_mtbf_hours"), QCoreApplication::translate("cost", "GPU MTBF"), gpuMtbfHours,
         QStringLiteral("h"),
         QCoreApplication::translate("cost", "Hours between failures per GPU: Llama 3 paper, 419 unexpected "
                                             "interruptions in 54 days on 16,384 H100 GPUs.")},
        money(QStringLiteral("block_storage_gb_month"),
              QCoreApplication::translate("cost", "Block storage price"), blockStorageGbMonth,
              QStringLiteral("GB-month"), defaultNote()),
        money(QStringLiteral("hdd_gb_month"), QCoreApplication::translate("cost", "HDD storage price"),
              hddGbMonth, QStringLiteral("GB-month"), defaultNote()),
        money(QStringLiteral("shared_fs_gb_month"),
              QCoreApplication::translate("cost", "Shared file system price"), sharedFsGbMonth,
              QStringLiteral("GB-month"), defaultNote()),
        money(QStringLiteral("object_storage_gb_month"),
              QCoreApplication::translate("cost", "Object storage price"), objectStorageGbMonth,
              QStringLiteral("GB-month"), defaultNote()),
        money(QStringLiteral("egress_per_gb"), QCoreApplication::translate("cost", "Internet egress price"),
              egressPerGb, QStringLiteral("GB"), defaultNote()),
        money(QStringLiteral("bandwidth_per_mbps_month"),
              QCoreApplication::translate("cost", "Fixed bandwidth price"), bandwidthPerMbpsMonth,
              QStringLiteral("Mbps-month"),
              QCoreApplication::translate("cost", "Fixed public bandwidth, as Chinese clouds and data "
                                                  "centres bill it. User-adjustable default, not a quote.")),
        money(QStringLiteral("public_ip_month"), QCoreApplication::translate("cost", "Public IP price"),
              publicIpMonth, QStringLiteral("IP-month"), defaultNote()),
        {QStringLiteral("dev_min_memory_gb"),
         QCoreApplication::translate("cost", "GPU memory of the development instance"), devMinMemoryGb,
         QStringLiteral("GB"),
         QCoreApplication::translate("cost",
                                     "GPU memory of the mid-size development instance: cloud offers come in "
                                     "24 / 48 / 80 GB steps; 24 GB holds small-scale validation.")},
        {QStringLiteral("dev_instances"), QCoreApplication::translate("cost", "Development instances"),
         double(devInstances), QStringLiteral("instances"),
         QCoreApplication::translate(
             "cost", "Development instances: case 1 of the GPU cloud buying guide uses one mid-size "
                     "instance.")},
        {QStringLiteral("scheduling_target_utilization"),
         QCoreApplication::translate("cost", "Utilization with scheduling"), schedulingTargetUtilization,
         ratio,
         QCoreApplication::translate("cost",
                                     "Utilization a queue with night runs reaches (queues, reservations, "
                                     "batches, night runs). User-adjustable default.")},
        {QStringLiteral("cache_hit_rate"), QCoreApplication::translate("cost", "Cache hit rate"),
         cacheHitRate, ratio,
         QCoreApplication::translate("cost", "Share of requests a response or prefix cache serves. "
                                             "User-adjustable default; measure it on your traffic.")},
        {QStringLiteral("scenario_dev_share"), QCoreApplication::translate("cost", "Development share"),
         scenarioDevShare, ratio,
         QCoreApplication::translate(
             "cost", "Development share of case 1 when the plan names none: in the buying guide's case, most "
                     "of the team's time went to data cleaning, parameter tests and small validation.")},
        {QStringLiteral("split_training_hours_per_month"),
         QCoreApplication::translate("cost", "Training hours a month"),
         splitTrainingHoursPerMonth.value_or(defaultSplitTrainingHoursPerMonth), QStringLiteral("h"),
         splitTrainingHoursPerMonth
             ? QCoreApplication::translate("cost", "User-entered.")
             : QCoreApplication::translate("cost",
                                           "Training hours a month in case 2 when the plan is a serving plan "
                                           "(a 40-hour run a week). User-adjustable default.")},
        {QStringLiteral("peak_hours_per_day"), QCoreApplication::translate("cost", "Peak hours a day"),
         peakHoursPerDay, QStringLiteral("h"),
         QCoreApplication::translate(
             "cost", "Daily hours of peak load that autoscaling covers (case 2). User-adjustable default.")},
        {QStringLiteral("off_peak_load_fraction"), QCoreApplication::translate("cost", "Off-peak load"),
         offPeakLoadFraction, ratio,
         QCoreApplication::translate(
             "cost", "Off-peak load as a share of the peak (case 2). User-adjustable default.")},
    };
    return out;
}

} // namespace gpuplanner::planner::cost

#include "planner/cost/costinput.h"

#include "planner/workload/jsonfields.h"

#include <QCoreApplication>

namespace gpuplanner::planner::cost {

namespace {

constexpr double kMaxMoney = 1e12;

struct Reader
{
    const JsonFields &f;
    Currency currency;

    std::optional<PriceSetting> money(const char *key) const
    {
        const std::optional<double> v = f.number(key, 0, kMaxMoney);
        if (!v)
            return std::nullopt;
        return PriceSetting{*v, currency, true, {}, {}, {}};
    }
    void money(const char *key, PriceSetting &out) const
    {
        if (const auto v = money(key))
            out = *v;
    }
    void number(const char *key, double min, double max, double &out) const
    {
        out = f.number(key, min, max).value_or(out);
    }
    void integer(const char *key, int min, int max, int &out) const
    {
        out = f.integer(key, min, max).value_or(out);
    }
};

void readRent(const JsonFields &prices, const JsonFields &rent, Currency cur, CostAssumptions &a)
{
    prices.onlyKeys({"hourly", "monthly", "reserved", "spot"});
    const Reader p{prices, cur};
    a.hourlyPrice = p.money("hourly");
    a.monthlyPrice = p.money("monthly");
    a.reservedPrice = p.money("reserved");
    a.spotPrice = p.money("spot");
    rent.onlyKeys({"monthly_discount", "reserved_term_months", "reserved_discount", "spot_discount",
                   "spot_interruptions_per_node_month", "restart_hours", "auto_release_overhead"});
    const Reader r{rent, cur};
    r.number("monthly_discount", 0, 0.99, a.monthlyDiscount);
    r.integer("reserved_term_months", 1, 120, a.reservedTermMonths);
    r.number("reserved_discount", 0, 0.99, a.reservedDiscount);
    r.number("spot_discount", 0, 0.99, a.spotDiscount);
    r.number("spot_interruptions_per_node_month", 0, 10000, a.spotInterruptionsPerNodeMonth);
    r.number("restart_hours", 0, 1000, a.restartHours);
    r.number("auto_release_overhead", 0, 10, a.autoReleaseOverhead);
}

void readPurchase(const JsonFields &f, Currency cur, CostAssumptions &a)
{
    f.onlyKeys({"server_price", "host_price_per_server", "depreciation_years", "residual_fraction", "pue",
                "electricity_per_kwh", "system_base_w", "system_per_gpu_w", "hosting_per_node_month",
                "maintenance_fraction_per_year", "ops_fte_per_node", "staff_cost_per_fte_year",
                "repair_hours", "power_region", "hosting_per_kw_month", "hosting_per_rack_unit_month",
                "rack_units_per_node", "network_gear_per_node"});
    const Reader r{f, cur};
    a.serverPrice = r.money("server_price");
    a.hostPricePerServer = r.money("host_price_per_server");
    r.number("depreciation_years", 0.1, 50, a.depreciationYears);
    r.number("residual_fraction", 0, 1, a.residualFraction);
    r.number("pue", 1, 5, a.pue);
    if (const auto v = f.choice("power_region", {"us", "cn"}))
        a.powerRegion = *v == 0 ? CostAssumptions::PowerRegion::Us : CostAssumptions::PowerRegion::China;
    else if (cur == Currency::Cny)
        a.powerRegion = CostAssumptions::PowerRegion::China;
    a.electricityPerKwh = CostAssumptions::electricityDefault(a.powerRegion);
    if (const auto v = r.money("electricity_per_kwh")) {
        a.electricityPerKwh = *v;
        a.electricityGiven = true;
    }
    a.hostingPerKwMonth = r.money("hosting_per_kw_month");
    a.hostingPerRackUnitMonth = r.money("hosting_per_rack_unit_month");
    if (a.hostingPerKwMonth && a.hostingPerRackUnitMonth)
        f.fail("hosting_per_rack_unit_month",
               QCoreApplication::translate("input", "give hosting per kW or per rack unit, not both"));
    if (const auto v = f.integer("rack_units_per_node", 1, 60))
        a.rackUnitsPerNode = *v;
    r.money("network_gear_per_node", a.networkGearPerNode);
    r.number("system_base_w", 0, 1e6, a.systemBaseW);
    r.number("system_per_gpu_w", 0, 1e5, a.systemPerGpuW);
    r.money("hosting_per_node_month", a.hostingPerNodeMonth);
    r.number("maintenance_fraction_per_year", 0, 1, a.maintenanceFractionPerYear);
    r.number("ops_fte_per_node", 0, 10, a.opsFtePerNode);
    r.money("staff_cost_per_fte_year", a.staffCostPerFteYear);
    r.number("repair_hours", 0, 8760, a.repairHours);
}

void readServices(const JsonFields &storage, const JsonFields &network, Currency cur, CostAssumptions &a)
{
    storage.onlyKeys({"block_gb_month", "hdd_gb_month", "shared_fs_gb_month", "object_gb_month"});
    const Reader s{storage, cur};
    s.money("block_gb_month", a.blockStorageGbMonth);
    s.money("hdd_gb_month", a.hddGbMonth);
    s.money("shared_fs_gb_month", a.sharedFsGbMonth);
    s.money("object_gb_month", a.objectStorageGbMonth);
    network.onlyKeys({"billing", "egress_per_gb", "per_mbps_month", "public_ips", "public_ip_month"});
    const Reader n{network, cur};
    if (const auto v = network.choice("billing", {"per_gb", "per_mbps"}))
        a.networkBilling = *v == 0 ? NetworkBilling::PerGb : NetworkBilling::PerMbps;
    n.money("egress_per_gb", a.egressPerGb);
    n.money("per_mbps_month", a.bandwidthPerMbpsMonth);
    if (const auto v = network.integer("public_ips", 0, 100000))
        a.publicIps = *v;
    n.money("public_ip_month", a.publicIpMonth);
}

void readTemplates(const JsonFields &levers, const JsonFields &scenarios, const catalog::Catalog &catalog,
                   CostAssumptions &a)
{
    levers.onlyKeys({"dev_min_memory_gb", "dev_instances", "dev_offer", "scheduling_target_utilization",
                     "cache_hit_rate"});
    const Reader l{levers, a.currency};
    l.number("dev_min_memory_gb", 1, 10000, a.devMinMemoryGb);
    l.integer("dev_instances", 1, 10000, a.devInstances);
    if (const auto id = levers.text("dev_offer")) {
        const catalog::PriceOffer *o = catalog.price(*id);
        if (!o || o->billing != QLatin1String("hourly"))
            levers.fail("dev_offer",
                        QCoreApplication::translate("input", "no hourly offer in the catalog has the id '%1'")
                            .arg(*id));
        a.devOffer = *id;
    }
    l.number("scheduling_target_utilization", 0.05, 1, a.schedulingTargetUtilization);
    l.number("cache_hit_rate", 0, 0.99, a.cacheHitRate);
    scenarios.onlyKeys({"dev_share", "training_gpus", "training_hours_per_month", "inference_gpus",
                        "peak_hours_per_day", "off_peak_load_fraction"});
    const Reader s{scenarios, a.currency};
    s.number("dev_share", 0, 1, a.scenarioDevShare);
    if (const auto v = scenarios.integer("training_gpus", 1, 1000000))
        a.splitTrainingGpus = *v;
    a.splitTrainingHoursPerMonth = scenarios.number("training_hours_per_month", 0, 744);
    if (const auto v = scenarios.integer("inference_gpus", 1, 1000000))
        a.splitInferenceGpus = *v;
    s.number("peak_hours_per_day", 0, 24, a.peakHoursPerDay);
    s.number("off_peak_load_fraction", 0, 1, a.offPeakLoadFraction);
}

} // namespace

CostInput parseCostSection(const nlohmann::json &cost, const catalog::Catalog &catalog)
{
    CostInput out;
    CostAssumptions &a = out.assumptions;
    if (cost.is_null())
        return out;
    try {
        if (!cost.is_object())
            throw InputError(QCoreApplication::translate("input", "cost: must be an object"));
        const JsonFields f(cost, QStringLiteral("cost"));
        f.onlyKeys({"currency", "cny_per_usd", "cny_per_usd_as_of", "horizon_months", "prices", "rent", "purchase", "storage",
                    "network", "levers", "scenarios"});
        if (const auto v = f.choice("currency", {"USD", "CNY"}))
            a.currency = *v == 0 ? Currency::Usd : Currency::Cny;
        if (const auto rate = f.number("cny_per_usd", 0.01, 1000)) {
            a.cnyPerUsd = *rate;
            a.cnyPerUsdAsOf = f.text("cny_per_usd_as_of")
                                  .value_or(QCoreApplication::translate("cost", "user-entered"));
        } else if (f.text("cny_per_usd_as_of")) {
            f.fail("cny_per_usd_as_of", QCoreApplication::translate("input", "needs cny_per_usd"));
        }
        a.horizonMonths = f.number("horizon_months", 0.01, 600);
        readRent(f.object("prices"), f.object("rent"), a.currency, a);
        readPurchase(f.object("purchase"), a.currency, a);
        readServices(f.object("storage"), f.object("network"), a.currency, a);
        readTemplates(f.object("levers"), f.object("scenarios"), catalog, a);
    } catch (const InputError &e) {
        out.error = e.message();
    }
    return out;
}

} // namespace gpuplanner::planner::cost

// Storage, network and public addresses: the components every billing mode pays.
#include "planner/cost/modecost.h"
#include "planner/workload/format.h"

#include <algorithm>
#include <QCoreApplication>

namespace gpuplanner::planner::cost {

namespace {

bool localTier(const QString &tier)
{
    return tier == QLatin1String("local_nvme") || tier == QLatin1String("sata_ssd");
}

double storage(const CostContext &ctx, Billing mode, const CostShape &s, QStringList &why)
{
    const ServicePrices &p = ctx.services;
    const Currency c = ctx.ca.currency;
    const bool owned = mode == Billing::Purchase;
    const int n = s.nodes;
    double cost = 0;
    // `what` names the line; it is only built when the arithmetic is explained (not for the
    // hundreds of utilization-curve points).
    auto line = [&](double gb, const PriceRef &price, auto &&what) {
        const double v = gb * price.amount;
        cost += v;
        if (s.explain)
            why << QCoreApplication::translate("cost", "%1: %2 GB × %3 per GB-month (%4) = %5 a month.")
                       .arg(what(), num(gb, 0), moneyText(price.amount, c), provenance(price),
                            moneyText(v, c));
    };
    const QString &tier = ctx.dataTier;
    if (owned) {
        if (s.explain)
            why << QCoreApplication::translate(
                       "cost",
                       "Disks of the servers (system and %1 data disks) are part of the capital cost.")
                       .arg(tier);
    } else {
        line(ctx.systemDiskGb * n, p.block,
             [&] { return QCoreApplication::translate("cost", "System disks, %n node(s)", nullptr, int(n)); });
        if (localTier(tier)) {
            const catalog::PriceOffer *o = ctx.gpu.hourlyOffer;
            const double included =
                o && o->gpuCount > 0 ? o->localStorageGb * s.gpusPerNode / o->gpuCount : 0;
            const double extra = std::max(0.0, ctx.dataDiskGb - included);
            if (included > 0)
                if (s.explain)
                    why << QCoreApplication::translate(
                               "cost", "Local data disk: %1 GB per node come with the instance (%2).")
                               .arg(num(included, 0), o->name);
            if (extra > 0)
                line(extra * n, p.block, [] {
                    return QCoreApplication::translate("cost",
                                                       "Data disks beyond the instance's local disks");
                });
        } else if (tier == QLatin1String("hdd")) {
            line(ctx.dataDiskGb * n, p.hdd,
                 [] { return QCoreApplication::translate("cost", "HDD data disks"); });
        } else if (tier == QLatin1String("network_block")) {
            line(ctx.dataDiskGb * n, p.block,
                 [] { return QCoreApplication::translate("cost", "Block-storage data disks"); });
        }
    }
    if (tier == QLatin1String("shared_fs"))
        line(ctx.dataDiskGb, p.sharedFs, [] {
            return QCoreApplication::translate("cost", "Data on a shared file system (a cloud service)");
        });
    else if (tier == QLatin1String("object_storage"))
        line(ctx.dataDiskGb, p.objectStorage,
             [] { return QCoreApplication::translate("cost", "Data in object storage"); });
    if (ctx.datasetGb > 0 && ctx.datasetLocation == DataLocation::SharedFs &&
        tier != QLatin1String("shared_fs"))
        line(ctx.datasetGb, p.sharedFs,
             [] { return QCoreApplication::translate("cost", "Dataset on a shared file system"); });
    if (ctx.datasetGb > 0 && ctx.datasetLocation == DataLocation::ObjectStorage &&
        tier != QLatin1String("object_storage"))
        line(ctx.datasetGb, p.objectStorage,
             [] { return QCoreApplication::translate("cost", "Dataset in object storage"); });
    return cost;
}

double network(const CostContext &ctx, const CostShape &s, QStringList &why)
{
    const Currency c = ctx.ca.currency;
    const bool perGb = ctx.ca.networkBilling == NetworkBilling::PerGb;
    if (perGb) {
        const double gb = ctx.egressGbPerMonthAtFullLoad * s.utilization;
        const double v = gb * ctx.services.egress.amount;
        if (s.explain)
            why << QCoreApplication::translate("cost", "Internet traffic: %1 GB a month at full load × "
                                                       "utilization %2 = %3 GB × %4 per GB (%5) = %6 a month "
                                                       "(inbound traffic is free on the clouds priced here).")
                       .arg(num(ctx.egressGbPerMonthAtFullLoad, 1), num(s.utilization, 3), num(gb, 1),
                            moneyText(ctx.services.egress.amount, c), provenance(ctx.services.egress),
                            moneyText(v, c));
        return v;
    }
    const double v = ctx.publicMbps * ctx.services.bandwidth.amount;
    if (s.explain)
        why << QCoreApplication::translate(
                   "cost", "Public bandwidth: %1 Mbit/s × %2 per Mbps-month (%3) = %4 a month.")
                   .arg(num(ctx.publicMbps, 0), moneyText(ctx.services.bandwidth.amount, c),
                        provenance(ctx.services.bandwidth), moneyText(v, c));
    return v;
}

} // namespace

void addServiceComponents(const CostContext &ctx, Billing mode, const CostShape &s, ModeCost &m)
{
    m.monthly[size_t(Component::Storage)] = storage(ctx, mode, s, m.why);
    m.monthly[size_t(Component::Network)] = network(ctx, s, m.why);
    const int ips = ctx.ca.publicIps.value_or(s.nodes);
    m.monthly[size_t(Component::PublicIps)] = ips * ctx.services.publicIp.amount;
    if (s.explain)
        m.why << QCoreApplication::translate("cost", "Public IPs: %1 × %2 (%3) = %4 a month.")
                     .arg(ips)
                     .arg(moneyText(ctx.services.publicIp.amount, ctx.ca.currency),
                          provenance(ctx.services.publicIp),
                          moneyText(m.monthlyOf(Component::PublicIps), ctx.ca.currency));
}

} // namespace gpuplanner::planner::cost

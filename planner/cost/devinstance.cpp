#include "planner/cost/levers.h"

#include <QCoreApplication>

namespace gpuplanner::planner::cost {

double gpuRelatedMonthly(const ModeCost &m)
{
    return m.monthlyTotal - m.monthlyOf(Component::Storage) - m.monthlyOf(Component::Network) -
           m.monthlyOf(Component::PublicIps);
}

DevInstance developmentInstance(const catalog::Catalog &catalog, const CostContext &ctx,
                                const CostAssumptions &ca)
{
    DevInstance d;
    const catalog::PriceOffer *best = nullptr;
    double bestPrice = 0;
    int bestRank = -1;
    const QString provider = ctx.gpu.hourlyOffer ? ctx.gpu.hourlyOffer->provider : QString();
    for (const catalog::PriceOffer &o : catalog.prices()) {
        if (ca.devOffer) {
            if (o.id == *ca.devOffer)
                best = &o;
            continue;
        }
        const catalog::Accelerator *acc = catalog.accelerator(o.acceleratorId);
        if (!acc || o.billing != QLatin1String("hourly") || o.unit != QLatin1String("hour") ||
            o.gpuCount != 1 || acc->memoryGb < ca.devMinMemoryGb)
            continue;
        // The plan's provider first, then a published price list over an estimate, then the price.
        const double price = offerPerGpuHour(o, ca).amount;
        const int rank = (!provider.isEmpty() && o.provider == provider ? 2 : 0) +
                         (o.source.confidence != QLatin1String("estimate") ? 1 : 0);
        if (!best || rank > bestRank || (rank == bestRank && price < bestPrice)) {
            best = &o;
            bestPrice = price;
            bestRank = rank;
        }
    }
    if (!best || best->gpuCount <= 0)
        return d;
    d.accelerator = catalog.accelerator(best->acceleratorId);
    d.price = offerPerGpuHour(*best, ca);
    d.gpus = best->gpuCount;
    d.price.key = QStringLiteral("dev.hourly");
    d.price.label = QCoreApplication::translate("cost", "Development instance, hourly");
    return d;
}

} // namespace gpuplanner::planner::cost

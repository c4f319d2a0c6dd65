#include "planner/cost/prices.h"

#include "planner/workload/format.h"

#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner::cost {

namespace {

QString gpuHour()
{
    return QStringLiteral("GPU-hour");
}

// The cheapest offer of a billing for the accelerator: node shape first, then per GPU.
const catalog::PriceOffer *cheapestOffer(const catalog::Catalog &catalog, const QString &acceleratorId,
                                         const QString &billing, int gpusPerNode, const CostAssumptions &ca)
{
    const catalog::PriceOffer *best = nullptr;
    double bestPrice = 0;
    bool bestShape = false;
    bool bestUser = false;
    for (const catalog::PriceOffer &o : catalog.prices()) {
        if (o.acceleratorId != acceleratorId || o.billing != billing || o.gpuCount <= 0 ||
            (o.unit != QLatin1String("hour") && o.unit != QLatin1String("month")))
            continue;
        // The user's own offers (an imported price list) override the bundled reference. A reservation
        // is owed for its whole term: of a one-year and a three-year one, the cheaper over the horizon
        // (the three-year rate × 36 months against the one-year rate × the horizon's started years).
        double perGpu = offerPerGpuHour(o, ca).amount;
        if (billing == QLatin1String("reserved")) {
            const double term = o.termMonths > 0 ? o.termMonths : std::max(1, ca.reservedTermMonths);
            const double horizon = ca.horizonMonths.value_or(ca.defaultHorizonMonths);
            perGpu *= std::ceil(horizon / term - 1e-9) * term;
        }
        const bool shape = o.gpuCount == gpusPerNode;
        const bool user = o.origin == catalog::Origin::User;
        const bool better = !best || (user && !bestUser) ||
                            (user == bestUser && ((shape && !bestShape) || (shape == bestShape && perGpu < bestPrice)));
        if (better) {
            best = &o;
            bestPrice = perGpu;
            bestShape = shape;
            bestUser = user;
        }
    }
    return best;
}

PriceRef user(const QString &key, const QString &label, const PriceSetting &s, double perHours,
              const CostAssumptions &ca)
{
    PriceRef p;
    p.key = key;
    p.label = label;
    p.unit = gpuHour();
    p.amount = convert(s.amount, s.currency, ca.currency, ca.cnyPerUsd) / perHours;
    p.converted = s.currency != ca.currency;
    p.origin = PriceOrigin::UserEntered;
    return p;
}

PriceRef derived(const QString &key, const QString &label, const PriceRef &hourly, double discount,
                 const QString &what, Currency currency)
{
    PriceRef p;
    p.key = key;
    p.label = label;
    p.unit = gpuHour();
    if (!hourly.known()) {
        p.source = QCoreApplication::translate("cost", "no hourly price to derive it from");
        return p;
    }
    p.amount = hourly.amount * (1 - discount);
    p.origin = PriceOrigin::Derived;
    p.source = QCoreApplication::translate("cost", "hourly %1 × (1 − %2% %3); hourly from %4")
                   .arg(moneyText(hourly.amount, currency), num(discount * 100, 0), what, provenance(hourly));
    p.asOf = hourly.asOf;
    return p;
}

} // namespace

PriceRef offerPerGpuHour(const catalog::PriceOffer &o, const CostAssumptions &ca)
{
    PriceRef p;
    p.key = QStringLiteral("gpu.") + o.billing;
    p.label = o.name;
    p.unit = gpuHour();
    const Currency from = currencyFromId(o.currency).value_or(Currency::Usd);
    const double hours = o.unit == QLatin1String("month") ? ca.hoursPerMonth : 1.0;
    p.amount = convert(o.price, from, ca.currency, ca.cnyPerUsd) / o.gpuCount / hours;
    p.converted = from != ca.currency;
    p.origin = PriceOrigin::Catalog;
    p.source = o.source.confidence == QLatin1String("estimate")
                   ? QCoreApplication::translate("cost", "%1 (estimate)").arg(o.name)
                   : o.name;
    p.asOf = o.asOf;
    p.offerId = o.id;
    p.url = o.source.url;
    return p;
}

GpuPrices gpuPrices(const catalog::Catalog &catalog, const QString &acceleratorId, int gpusPerNode,
                    const CostAssumptions &ca, bool planGpu)
{
    GpuPrices g;
    g.reservedTermMonths = ca.reservedTermMonths;
    auto fromCatalog = [&](const char *billing, PriceRef &out, const QString &label) {
        if (const catalog::PriceOffer *o =
                cheapestOffer(catalog, acceleratorId, QString::fromLatin1(billing), gpusPerNode, ca)) {
            out = offerPerGpuHour(*o, ca);
            out.label = label;
            if (o->gpuCount != gpusPerNode)
                out.source +=
                    QCoreApplication::translate("cost", " (a %1-GPU offer, priced per GPU)").arg(o->gpuCount);
            if (QLatin1String(billing) == QLatin1String("hourly"))
                g.hourlyOffer = o;
            if (QLatin1String(billing) == QLatin1String("reserved") && o->termMonths > 0)
                g.reservedTermMonths = o->termMonths;
            return true;
        }
        return false;
    };
    const QString hourlyLabel = QCoreApplication::translate("cost", "GPU, hourly on demand");
    if (planGpu && ca.hourlyPrice)
        g.hourly = user(QStringLiteral("gpu.hourly"), hourlyLabel, *ca.hourlyPrice, 1, ca);
    else if (!fromCatalog("hourly", g.hourly, hourlyLabel)) {
        g.hourly.key = QStringLiteral("gpu.hourly");
        g.hourly.label = hourlyLabel;
        g.hourly.unit = gpuHour();
        g.hourly.source = QCoreApplication::translate(
            "cost", "no hourly offer in the catalog for this GPU: enter the rent per GPU-hour under Workload > "
                    "Prices and costs, or import a price list (File > Import price list…)");
    }

    const QString monthlyLabel = QCoreApplication::translate("cost", "GPU, monthly subscription");
    if (planGpu && ca.monthlyPrice)
        g.monthly = user(QStringLiteral("gpu.monthly"), monthlyLabel, *ca.monthlyPrice, ca.hoursPerMonth, ca);
    else if (!fromCatalog("monthly", g.monthly, monthlyLabel))
        g.monthly = derived(QStringLiteral("gpu.monthly"), monthlyLabel, g.hourly, ca.monthlyDiscount,
                            QCoreApplication::translate("cost", "monthly discount"), ca.currency);

    const QString reservedLabel = QCoreApplication::translate("cost", "GPU, reserved term");
    if (planGpu && ca.reservedPrice)
        g.reserved = user(QStringLiteral("gpu.reserved"), reservedLabel, *ca.reservedPrice, 1, ca);
    else if (!fromCatalog("reserved", g.reserved, reservedLabel))
        g.reserved = derived(QStringLiteral("gpu.reserved"), reservedLabel, g.hourly, ca.reservedDiscount,
                             QCoreApplication::translate("cost", "reserved discount"), ca.currency);

    const QString spotLabel = QCoreApplication::translate("cost", "GPU, spot");
    if (planGpu && ca.spotPrice)
        g.spot = user(QStringLiteral("gpu.spot"), spotLabel, *ca.spotPrice, 1, ca);
    else if (!fromCatalog("spot", g.spot, spotLabel))
        g.spot = derived(QStringLiteral("gpu.spot"), spotLabel, g.hourly, ca.spotDiscount,
                         QCoreApplication::translate("cost", "spot discount"), ca.currency);
    return g;
}

PriceRef serverPrice(const catalog::Catalog &catalog, const catalog::Accelerator &acc, int gpusPerNode,
                     const CostAssumptions &ca)
{
    PriceRef p;
    p.key = QStringLiteral("purchase.server");
    p.label = QCoreApplication::translate("cost", "Server with %1 × %2").arg(gpusPerNode).arg(acc.name);
    p.unit = QStringLiteral("server");
    if (ca.serverPrice) {
        p.amount = convert(ca.serverPrice->amount, ca.serverPrice->currency, ca.currency, ca.cnyPerUsd);
        p.converted = ca.serverPrice->currency != ca.currency;
        p.origin = PriceOrigin::UserEntered;
        return p;
    }
    // The user's own price (an imported price list) first, then the node's shape, then the first.
    const catalog::PriceOffer *offer = nullptr;
    auto rank = [&](const catalog::PriceOffer &o) {
        return (o.origin == catalog::Origin::User ? 2 : 0) + (o.gpuCount == gpusPerNode ? 1 : 0);
    };
    for (const catalog::PriceOffer &o : catalog.prices())
        if (o.acceleratorId == acc.id && o.billing == QLatin1String("purchase") &&
            o.unit == QLatin1String("once") && o.gpuCount > 0 && (!offer || rank(o) > rank(*offer)))
            offer = &o;
    if (!offer) {
        p.source = QCoreApplication::translate("cost", "the catalog has no purchase price for %1: enter the "
                                                       "server price (all parts) under Workload > Prices and costs, "
                                                       "or import a vendor's price list (File > Import price list…)")
                       .arg(acc.name);
        return p;
    }
    const Currency from = currencyFromId(offer->currency).value_or(Currency::Usd);
    const double perGpu = convert(offer->price, from, ca.currency, ca.cnyPerUsd) / offer->gpuCount;
    const bool wholeSystem = offer->wholeSystem();
    p.asOf = offer->asOf;
    p.offerId = offer->id;
    p.url = offer->source.url;
    p.converted = from != ca.currency;
    if (wholeSystem) {
        p.amount = perGpu * gpusPerNode;
        p.origin = PriceOrigin::Catalog;
        p.source = offer->gpuCount == gpusPerNode
                       ? offer->name
                       : QCoreApplication::translate("cost", "%1, scaled to %n GPU(s)", nullptr, gpusPerNode)
                             .arg(offer->name);
        return p;
    }
    const QString gpuPart = QCoreApplication::translate("cost", "%1 × %2 (%3, %4)")
                                .arg(gpusPerNode)
                                .arg(moneyText(perGpu, ca.currency), offer->name, offer->asOf);
    if (!ca.hostPricePerServer) {
        p.origin = PriceOrigin::Missing;
        p.source = QCoreApplication::translate("cost", "the catalog prices the GPUs only (%1); enter the price "
                                                       "of the server without GPUs, or the whole server's price, "
                                                       "under Workload > Prices and costs")
                       .arg(gpuPart);
        return p;
    }
    const double host =
        convert(ca.hostPricePerServer->amount, ca.hostPricePerServer->currency, ca.currency, ca.cnyPerUsd);
    p.amount = perGpu * gpusPerNode + host;
    p.origin = PriceOrigin::Derived;
    p.source = QCoreApplication::translate("cost", "GPUs %1 + host %2 (user-entered)")
                   .arg(gpuPart, moneyText(host, ca.currency));
    return p;
}

ServiceRegion serviceRegion(const GpuPrices &gpu, const CostAssumptions &ca)
{
    if (gpu.hourlyOffer)
        return gpu.hourlyOffer->currency == QLatin1String("CNY") ? ServiceRegion::MainlandChina : ServiceRegion::Us;
    return ca.powerRegion == CostAssumptions::PowerRegion::China ? ServiceRegion::MainlandChina : ServiceRegion::Us;
}

ServicePrices servicePrices(const CostAssumptions &ca, ServiceRegion region)
{
    const bool china = region == ServiceRegion::MainlandChina;
    auto regional = [china](const PriceSetting &s, PriceSetting (*chinaDefault)()) {
        return china && !s.userEntered ? chinaDefault() : s;
    };
    const Currency to = ca.currency;
    const double r = ca.cnyPerUsd;
    ServicePrices s;
    s.electricity = priceFromSetting(QStringLiteral("purchase.electricity"),
                                     QCoreApplication::translate("cost", "Electricity"),
                                     QStringLiteral("kWh"), ca.electricityPerKwh, to, r);
    s.hosting = priceFromSetting(QStringLiteral("purchase.hosting"),
                                 QCoreApplication::translate("cost", "Hosting, rack and cooling per node"),
                                 QStringLiteral("node-month"), ca.hostingPerNodeMonth, to, r);
    if (ca.hostingPerKwMonth)
        s.hostingPerKw = priceFromSetting(QStringLiteral("purchase.hosting_per_kw"),
                                          QCoreApplication::translate("cost", "Hosting per kW of IT load"),
                                          QStringLiteral("kW-month"), *ca.hostingPerKwMonth, to, r);
    if (ca.hostingPerRackUnitMonth)
        s.hostingPerRackUnit = priceFromSetting(QStringLiteral("purchase.hosting_per_rack_unit"),
                                                QCoreApplication::translate("cost", "Hosting per rack unit"),
                                                QStringLiteral("U-month"), *ca.hostingPerRackUnitMonth, to, r);
    s.networkGear = priceFromSetting(QStringLiteral("purchase.network_gear"),
                                     QCoreApplication::translate("cost", "Network gear per node (multi-node)"),
                                     QStringLiteral("node"), ca.networkGearPerNode, to, r);
    s.staff = priceFromSetting(QStringLiteral("purchase.staff"),
                               QCoreApplication::translate("cost", "Operations engineer"),
                               QStringLiteral("FTE-year"), ca.staffCostPerFteYear, to, r);
    s.block = priceFromSetting(QStringLiteral("storage.network_block"),
                               QCoreApplication::translate("cost", "Block storage (SSD)"),
                               QStringLiteral("GB-month"), ca.blockStorageGbMonth, to, r);
    s.hdd = priceFromSetting(QStringLiteral("storage.hdd"),
                             QCoreApplication::translate("cost", "Block storage (HDD)"),
                             QStringLiteral("GB-month"), ca.hddGbMonth, to, r);
    s.sharedFs = priceFromSetting(QStringLiteral("storage.shared_fs"),
                                  QCoreApplication::translate("cost", "Shared file system"),
                                  QStringLiteral("GB-month"), ca.sharedFsGbMonth, to, r);
    s.objectStorage = priceFromSetting(QStringLiteral("storage.object_storage"),
                                       QCoreApplication::translate("cost", "Object storage"),
                                       QStringLiteral("GB-month"), ca.objectStorageGbMonth, to, r);
    s.egress = priceFromSetting(QStringLiteral("network.egress"),
                                QCoreApplication::translate("cost", "Internet egress traffic"),
                                QStringLiteral("GB"), regional(ca.egressPerGb, &CostAssumptions::chinaEgressPerGb), to, r);
    s.bandwidth = priceFromSetting(QStringLiteral("network.bandwidth"),
                                   QCoreApplication::translate("cost", "Fixed public bandwidth"),
                                   QStringLiteral("Mbps-month"),
                                   regional(ca.bandwidthPerMbpsMonth, &CostAssumptions::chinaBandwidthPerMbpsMonth), to, r);
    s.publicIp = priceFromSetting(QStringLiteral("network.public_ip"),
                                  QCoreApplication::translate("cost", "Public IPv4 address"),
                                  QStringLiteral("IP-month"),
                                  regional(ca.publicIpMonth, &CostAssumptions::chinaPublicIpMonth), to, r);
    return s;
}

} // namespace gpuplanner::planner::cost

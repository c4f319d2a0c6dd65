// A rental price far from the catalog's own offers for the same GPU (issue 19's readers, one more
// check): 60,000 a month read as one A800's price (an 8-GPU server's, its count not stated) is 16×
// what the bundled offers charge for an A800. The row is kept; the note says what to check.
#include "planner/cost/costassumptions.h"
#include "planner/quotes/comparison.h"
#include "planner/report/pricelist_internal.h"
#include "planner/workload/format.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::report::pricecells {

namespace {

bool rental(const QString &billing)
{
    return billing == QLatin1String("hourly") || billing == QLatin1String("monthly");
}

// USD a GPU-hour of a rental offer: an hour's or a month's price (730 h) of the whole offer.
double usdPerGpuHour(double price, const QString &unit, int gpus, const QString &currency, double cnyPerUsd)
{
    if (gpus <= 0 || (unit != QLatin1String("hour") && unit != QLatin1String("month")))
        return 0;
    const double hours = unit == QLatin1String("month") ? planner::kHoursPerMonth : 1.0;
    const double usd = currency == QLatin1String("CNY") ? price / cnyPerUsd : price;
    return usd / gpus / hours;
}

} // namespace

std::optional<RentalReference> RentalReferences::of(const QString &acceleratorId)
{
    if (const auto it = m_done.constFind(acceleratorId); it != m_done.cend())
        return *it;
    std::vector<double> rates;
    for (const catalog::PriceOffer &o : m_catalog.prices())
        if (o.origin == catalog::Origin::Bundled && o.acceleratorId == acceleratorId && rental(o.billing))
            if (const double r = usdPerGpuHour(o.price, o.unit, o.gpuCount, o.currency, m_cnyPerUsd); r > 0)
                rates.push_back(r);
    std::optional<RentalReference> out;
    if (!rates.empty()) {
        std::sort(rates.begin(), rates.end());
        const size_t n = rates.size();
        out = RentalReference{n % 2 ? rates[n / 2] : (rates[n / 2 - 1] + rates[n / 2]) / 2, int(n)};
    }
    m_done.insert(acceleratorId, out);
    return out;
}

QString rentalPriceNote(const nlohmann::json &row, const QString &cell, const QString &gpuName,
                        RentalReferences &references)
{
    const QString billing = QString::fromStdString(row.value("billing", std::string()));
    if (!rental(billing))
        return {};
    const int gpus = row.value("gpu_count", 0);
    const double rate =
        usdPerGpuHour(row.value("price", 0.0), QString::fromStdString(row.value("unit", std::string())), gpus,
                      QString::fromStdString(row.value("currency", std::string())), references.cnyPerUsd());
    const std::optional<RentalReference> ref =
        references.of(QString::fromStdString(row.value("accelerator_id", std::string())));
    if (!ref || rate <= 0 || ref->usdPerGpuHour <= 0)
        return {};
    const double ratio = rate / ref->usdPerGpuHour;
    if (ratio <= quotes::kPriceFarAbove && ratio >= quotes::kPriceFarBelow) // the comparison's thresholds
        return {};
    return QCoreApplication::translate("pricelist",
                                       "'%1' is %2 USD a GPU-hour for %3 × %4, %5× the catalog's rental "
                                       "offers for this GPU (median %6 USD a GPU-hour of %n offer(s)): "
                                       "check the GPU count and the period",
                                       nullptr, ref->offers)
        .arg(cell, planner::num(rate, 2))
        .arg(gpus)
        .arg(gpuName, planner::num(ratio, ratio < 1 ? 2 : 1), planner::num(ref->usdPerGpuHour, 2));
}

} // namespace gpuplanner::report::pricecells

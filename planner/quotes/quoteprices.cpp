// The prices of a quote as read, re-read in another unit, costed for the plan's workload, and
// checked against the catalog's estimate.
#include "planner/quotes/comparison_internal.h"
#include "planner/quotes/judgequote.h"
#include "planner/workload/format.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>
#include <QLocale>
#include <tuple>

namespace gpuplanner::quotes {

using planner::num;
using planner::cost::Currency;

namespace detail {

// Money as the documents write it (planner/report/reportformat.h money()): whole units from 100.
QString money(double amount, Currency currency)
{
    const int decimals = std::abs(amount) >= 100 ? 0 : 2;
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(amount, 'f', decimals) + QLatin1Char(' ') +
           planner::cost::currencyId(currency);
}

QString periodWords(const QString &field)
{
    const PriceUnit u = priceUnitOfField(field);
    const bool g = u.perGpu;
    if (u.period == QLatin1String("hour"))
        return g ? QCoreApplication::translate("report", "per GPU-hour") : QCoreApplication::translate("report", "per hour");
    if (u.period == QLatin1String("day"))
        return g ? QCoreApplication::translate("report", "per GPU-day") : QCoreApplication::translate("report", "per day");
    if (u.period == QLatin1String("month"))
        return g ? QCoreApplication::translate("report", "per GPU-month") : QCoreApplication::translate("report", "per month");
    if (u.period == QLatin1String("purchase"))
        return g ? QCoreApplication::translate("report", "per GPU, to buy")
                 : QCoreApplication::translate("report", "to buy the machines");
    if (u.period == QLatin1String("three_years"))
        return g ? QCoreApplication::translate("report", "per GPU for three years")
                 : QCoreApplication::translate("report", "for three years");
    return g ? QCoreApplication::translate("report", "per GPU-year") : QCoreApplication::translate("report", "per year");
}

// The same for a price of one machine (元/台/月): "per machine-month".
QString machinePeriodWords(const QString &period)
{
    if (period == QLatin1String("hour"))
        return QCoreApplication::translate("report", "per machine-hour");
    if (period == QLatin1String("day"))
        return QCoreApplication::translate("report", "per machine-day");
    if (period == QLatin1String("month"))
        return QCoreApplication::translate("report", "per machine-month");
    if (period == QLatin1String("purchase"))
        return QCoreApplication::translate("report", "per machine, to buy");
    if (period == QLatin1String("three_years"))
        return QCoreApplication::translate("report", "per machine for three years");
    return QCoreApplication::translate("report", "per machine-year");
}

// The prices of a quote as reads (typed prices as whole-configuration reads of their own field).
std::vector<PriceRead> readsOf(const Quote &q)
{
    std::vector<PriceRead> reads = q.price.read;
    for (auto [field, period, value] :
         {std::tuple{"price_per_hour", "hour", q.price.perHour},
          std::tuple{"price_per_month", "month", q.price.perMonth},
          std::tuple{"price_per_year", "year", q.price.perYear},
          std::tuple{"price_per_three_years", "three_years", q.price.perThreeYears},
          std::tuple{"price_per_purchase", "purchase", q.price.purchase}}) {
        const QLatin1String name(field); // a named copy: lambdas cannot capture structured bindings in C++20
        const bool covered = std::any_of(reads.begin(), reads.end(), [&name](const PriceRead &r) {
            return r.field() == name;
        });
        if (value && !covered)
            reads.push_back({QString::fromLatin1(period), *value, false, false, {}, {}, {}});
    }
    return reads;
}

namespace {

// Monthly cost of one price read `asField`, the way costOnQuote counts it, in the quote's currency.
double monthlyAs(double amount, const QString &asField, double gpus, const Comparison &b)
{
    const PriceUnit u = priceUnitOfField(asField);
    double v = amount * (u.perGpu ? gpus : 1);
    if (u.period == QLatin1String("hour"))
        return v * b.paidHoursPerMonth;
    if (u.period == QLatin1String("day"))
        return v * kPriceHoursPerMonth / 24;
    if (u.period == QLatin1String("year"))
        return v / 12;
    if (u.period == QLatin1String("three_years"))
        return v / 36;
    return v;
}

} // namespace

PriceSanity sanityOf(const QuoteResult &r, const Comparison &c, const QuoteBasis &b, const catalog::Catalog &catalog,
                     double planGpus, GpuPriceCache &priceCache)
{
    PriceSanity s;
    if (!r.cost.known || r.cost.basis == QLatin1String("purchase")) // rental references only
        return s;
    QString acceleratorId = b.evaluation.sizing.acceleratorId;
    for (size_t i = 0; i < c.requirements.size(); ++i)
        if (c.requirements[i].id == QLatin1String("gpu_model") && !r.assessments[i].acceleratorId.isEmpty())
            acceleratorId = r.assessments[i].acceleratorId;
    const catalog::Accelerator *acc = catalog.accelerator(acceleratorId);
    const double stated = statedGpuCount(r.quote);
    const double gpus = stated > 0 ? stated : planGpus;
    if (!acc || gpus <= 0)
        return s;
    const int count = int(std::min(gpus, 8.0));
    const QString priceKey = acceleratorId + QLatin1Char('|') + QString::number(count);
    auto cached = priceCache.prices.constFind(priceKey);
    if (cached == priceCache.prices.cend())
        cached = priceCache.prices.insert(priceKey, planner::cost::gpuPrices(catalog, acceleratorId, count, b.cost,
                                                                      acceleratorId == b.evaluation.sizing.acceleratorId));
    const planner::cost::GpuPrices &prices = *cached;
    const bool hourly = r.cost.basis == QLatin1String("hour");
    const bool reserved =
        r.cost.basis == QLatin1String("year") || r.cost.basis == QLatin1String("three_years");
    planner::cost::PriceRef ref = hourly                                ? prices.hourly
                                  : reserved && prices.reserved.known() ? prices.reserved
                                  : prices.monthly.known()              ? prices.monthly
                                                                        : prices.hourly;
    if (!ref.known())
        return s;
    const double perGpuHour = planner::cost::convert(ref.amount, b.cost.currency, c.currency, c.cnyPerUsd);
    const double hours = hourly ? c.paidHoursPerMonth : b.cost.hoursPerMonth;
    s.checked = true;
    s.estimatePerMonth = perGpuHour * gpus * hours;
    // The same words for every quote of one GPU, count and basis: made once.
    const QString whyKey = priceKey + QLatin1Char('|') + QString::number(gpus) + QLatin1Char('|') + r.cost.basis;
    auto why = priceCache.why.constFind(whyKey);
    if (why == priceCache.why.cend()) {
        // Where the per-GPU-hour figure comes from, so that a reference the user's own price list set
        // (an imported row, perhaps misread itself) is seen as such.
        QString from = planner::cost::provenance(ref);
        if (const catalog::PriceOffer *o = ref.offerId.isEmpty() ? nullptr : catalog.price(ref.offerId);
            o && o->origin == catalog::Origin::User)
            from = QCoreApplication::translate("report", "%1, a row of your own price list").arg(from);
        why = priceCache.why.insert(
            whyKey,
            QCoreApplication::translate("report", "%1 × %2 at %3 per GPU-hour × %4 h a month; the price: %5")
                .arg(num(gpus, 0), acc->name, money(perGpuHour, c.currency), num(hours, 0), from));
    }
    s.estimateWhy = *why;
    if (s.estimatePerMonth <= 0)
        return s;
    // The quote's monthly cost the way the basis prices it (a month's price, not the horizon's average).
    const std::optional<Currency> from = planner::cost::currencyFromId(r.quote.currency);
    const auto conv = [&](double v) { return from ? planner::cost::convert(v, *from, c.currency, c.cnyPerUsd) : v; };
    const QString basisField = QStringLiteral("price_per_") + r.cost.basis;
    const QuotePrice &p = r.quote.price;
    const double price = basisField == QLatin1String("price_per_hour")    ? *p.perHour
                         : basisField == QLatin1String("price_per_month") ? *p.perMonth
                         : basisField == QLatin1String("price_per_year")  ? *p.perYear
                                                                          : *p.perThreeYears;
    const double monthly = conv(monthlyAs(price, basisField, gpus, c));
    s.ratio = monthly / s.estimatePerMonth;
    if (s.ratio <= kPriceFarAbove + 1e-9 && s.ratio >= kPriceFarBelow - 1e-9)
        return s;
    s.warning = true;
    // The likely cause: the other unit that puts the price read nearest the estimate.
    const std::vector<PriceRead> reads = readsOf(r.quote);
    const auto read = std::find_if(reads.begin(), reads.end(), [&](const PriceRead &x) { return x.field() == basisField; });
    if (read != reads.end()) {
        const QString readAs = priceFieldFor({read->period, read->perGpu});
        // Likeliest first: the same basis in another period (a month's price read per hour), then per
        // GPU instead of per configuration (or back) in the same period, then both.
        std::vector<PriceUnit> tries;
        for (const bool flip : {false, true})
            for (const char *period : {"month", "hour", "year", "day"})
                if (!flip || QLatin1String(period) == read->period)
                    tries.push_back({QString::fromLatin1(period), flip ? !read->perGpu : read->perGpu});
        for (const char *period : {"month", "hour", "year", "day"})
            if (QLatin1String(period) != read->period)
                tries.push_back({QString::fromLatin1(period), !read->perGpu});
        for (const PriceUnit &u : tries) {
            const QString as = priceFieldFor(u);
            if (as == readAs || (u.perGpu && stated <= 0 && planGpus <= 0))
                continue;
            const double m = conv(monthlyAs(read->amount, as, gpus, c));
            if (m / s.estimatePerMonth <= 5 && m / s.estimatePerMonth >= 0.2) {
                s.rereadAs = as;
                s.rereadPerMonth = m;
                break;
            }
        }
        s.rereadFrom = readAs;
        s.rereadColumn = read->column;
    }
    const QString head = QCoreApplication::translate("report", "%1 a month is %2× the catalog estimate of %3 (%4)")
                             .arg(money(monthly, c.currency), num(s.ratio, s.ratio < 1 ? 3 : 1),
                                  money(s.estimatePerMonth, c.currency), s.estimateWhy);
    if (!s.rereadAs.isEmpty() && !read->unit.isEmpty())
        // The cell or the unit column wrote the unit out ("¥38,000/月"): a misread unit is not the
        // likely cause, though the other reading is still offered.
        s.text = QCoreApplication::translate(
                     "report", "%1. The file writes the unit out ('%2'): check with the vendor "
                               "what the price covers (servers, GPUs, term); read %3 instead it "
                               "gives %4 a month.")
                     .arg(head, read->unit, periodWords(s.rereadAs), money(s.rereadPerMonth, c.currency));
    else if (!s.rereadAs.isEmpty())
        s.text = QCoreApplication::translate("report", "%1. Likely cause: the price was read %2%3; read %4 it gives %5 "
                                                       "a month.")
                     .arg(head, periodWords(s.rereadFrom),
                          !read->unit.isEmpty()
                              ? QCoreApplication::translate("report", " (the file says '%1')").arg(read->unit)
                          : !read->column.isEmpty()
                              ? QCoreApplication::translate("report", " (from the column '%1')").arg(read->column)
                              : QString(),
                          periodWords(s.rereadAs), money(s.rereadPerMonth, c.currency));
    else
        s.text = QCoreApplication::translate("report", "%1. Check the price and its unit with the vendor.").arg(head);
    return s;
}
} // namespace detail

using detail::money;
using detail::periodWords;
using detail::readsOf;

Quote rereadPrices(const Quote &q, const QString &fromField, const QString &asField)
{
    Quote out = q;
    const PriceUnit to = priceUnitOfField(asField);
    if (to.period.isEmpty())
        return out;
    out.price.read = readsOf(q);
    out.price.perHour.reset();
    out.price.perMonth.reset();
    out.price.perYear.reset();
    out.price.perThreeYears.reset();
    for (PriceRead &r : out.price.read)
        if (fromField.isEmpty() || priceFieldFor({r.period, r.perGpu}) == fromField || r.field() == fromField) {
            r.period = to.period;
            r.perGpu = to.perGpu;
            r.unit.clear();
        }
    settlePrices(out.price, statedGpuCount(out), offeredMachines(out));
    return out;
}

QStringList pricesReadOf(const Quote &q)
{
    QStringList out;
    for (const PriceRead &r : readsOf(q)) {
        QString line = QStringLiteral("%1 %2 %3")
                           .arg(num(r.amount, 2), q.currency,
                                r.perMachine ? detail::machinePeriodWords(r.period)
                                             : periodWords(priceFieldFor({r.period, r.perGpu})));
        if (r.term == QLatin1String("year"))
            line = QCoreApplication::translate("report", "%1 for a year's reservation").arg(line);
        else if (r.term == QLatin1String("three_years") && r.period != QLatin1String("three_years"))
            line = QCoreApplication::translate("report", "%1 for a three-year reservation").arg(line);
        else if (r.term == QLatin1String("three_years"))
            line = QCoreApplication::translate("report", "%1, a three-year reservation").arg(line);
        const QString from = !r.unit.isEmpty() ? r.unit : r.column;
        if (!from.isEmpty())
            line = QCoreApplication::translate("report", "%1 (%2)").arg(line, from); // the unit or column
        out << line;
    }
    return out;
}

QuoteCost costOnQuote(const Quote &q, const Comparison &b, double months)
{
    QuoteCost out;
    const std::optional<Currency> from = planner::cost::currencyFromId(q.currency);
    if (!from)
        return out;
    const auto conv = [&](double v) { return planner::cost::convert(v, *from, b.currency, b.cnyPerUsd); };
    const auto cash = [&](double v) { return money(v, b.currency); };
    struct Option
    {
        QString basis;
        double total;
    };
    std::vector<Option> options;
    if (q.price.perHour) {
        const double total = conv(*q.price.perHour) * b.paidHoursPerMonth * months;
        options.push_back({QStringLiteral("hour"), total});
        out.why << (b.jobBasis ? QCoreApplication::translate("report", "Per hour: %1 × %2 paid hours = %3.")
                                     .arg(cash(conv(*q.price.perHour)), num(b.paidHoursPerMonth * months, 1),
                                          cash(total))
                               : QCoreApplication::translate(
                                     "report", "Per hour: %1 × %2 paid hours a month × %3 months = %4.")
                                     .arg(cash(conv(*q.price.perHour)), num(b.paidHoursPerMonth, 1),
                                          num(months, 1), cash(total)));
    }
    if (q.price.perMonth) {
        const double m = std::ceil(months - 1e-9);
        const double total = conv(*q.price.perMonth) * m;
        options.push_back({QStringLiteral("month"), total});
        out.why << QCoreApplication::translate("report", "Per month: %1 × %2 started months = %3.")
                       .arg(cash(conv(*q.price.perMonth)), num(m, 0), cash(total));
    }
    if (q.price.perYear) {
        const double y = std::ceil(months / 12.0 - 1e-9);
        const double total = conv(*q.price.perYear) * y;
        options.push_back({QStringLiteral("year"), total});
        out.why << QCoreApplication::translate("report", "Per year: %1 × %2 started years = %3.")
                       .arg(cash(conv(*q.price.perYear)), num(y, 0), cash(total));
    }
    if (q.price.perThreeYears) {
        // A three-year commitment is owed in full, however short the horizon.
        const double terms = std::ceil(months / 36.0 - 1e-9);
        const double total = conv(*q.price.perThreeYears) * terms;
        options.push_back({QStringLiteral("three_years"), total});
        out.why << QCoreApplication::translate("report",
                                               "Reserved for three years: %1 × %2 started terms = %3.")
                       .arg(cash(conv(*q.price.perThreeYears)), num(terms, 0), cash(total));
    }
    if (options.empty())
        return out;
    const auto best = std::min_element(options.begin(), options.end(),
                                       [](const Option &x, const Option &y) { return x.total < y.total; });
    out.known = true;
    out.basis = best->basis;
    out.total = best->total;
    out.perMonth = months > 0 ? best->total / months : 0;
    out.perUsefulGpuHour = b.usefulGpuHoursPerMonth > 0 ? out.perMonth / b.usefulGpuHoursPerMonth : 0;
    if (*from != b.currency)
        out.why << QCoreApplication::translate("report", "Converted from %1 at %2 CNY per USD.")
                       .arg(q.currency, num(b.cnyPerUsd, 2));
    return out;
}

} // namespace gpuplanner::quotes

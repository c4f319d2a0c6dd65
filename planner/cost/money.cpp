#include "planner/cost/money.h"

#include "planner/workload/format.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner::cost {

QString currencyId(Currency c)
{
    return c == Currency::Cny ? QStringLiteral("CNY") : QStringLiteral("USD");
}

std::optional<Currency> currencyFromId(const QString &id)
{
    if (id.compare(QLatin1String("USD"), Qt::CaseInsensitive) == 0)
        return Currency::Usd;
    if (id.compare(QLatin1String("CNY"), Qt::CaseInsensitive) == 0 ||
        id.compare(QLatin1String("RMB"), Qt::CaseInsensitive) == 0)
        return Currency::Cny;
    return std::nullopt;
}

double convert(double amount, Currency from, Currency to, double cnyPerUsd)
{
    if (from == to)
        return amount;
    return from == Currency::Usd ? amount * cnyPerUsd : amount / cnyPerUsd;
}

int moneyDecimals(double amount)
{
    // Below a hundredth (a thousand images through a vision model cost 0.0000167 USD), three
    // significant digits, so that a cheap unit never reads as free.
    const double magnitude = std::abs(amount);
    if (magnitude >= 100 || magnitude == 0) // nothing is "0", not "0.0000"
        return 0;
    if (magnitude >= 1)
        return 2;
    if (magnitude >= 0.01)
        return 4;
    return std::min(10, int(std::ceil(-std::log10(magnitude))) + 2);
}

QString moneyText(double amount, Currency c)
{
    return num(amount, moneyDecimals(amount)) + QLatin1Char(' ') + currencyId(c);
}

QString priceOriginId(PriceOrigin o)
{
    switch (o) {
    case PriceOrigin::Catalog:
        return QStringLiteral("catalog");
    case PriceOrigin::Reference:
        return QStringLiteral("reference");
    case PriceOrigin::Derived:
        return QStringLiteral("derived");
    case PriceOrigin::Default:
        return QStringLiteral("default");
    case PriceOrigin::UserEntered:
        return QStringLiteral("user");
    case PriceOrigin::Missing:
        return QStringLiteral("missing");
    }
    return {};
}

QString unitName(const QString &unit)
{
    const qsizetype slash = unit.indexOf(QLatin1Char('/'));
    if (slash > 0 && currencyFromId(unit.left(slash)))
        return unit.left(slash) + QLatin1Char('/') + unitName(unit.mid(slash + 1));
    static const char *const units[][2] = {{"GPU-hour", QT_TRANSLATE_NOOP("units", "GPU-hour")},
                                           {"GB-month", QT_TRANSLATE_NOOP("units", "GB-month")},
                                           {"node-month", QT_TRANSLATE_NOOP("units", "node-month")},
                                           {"FTE-year", QT_TRANSLATE_NOOP("units", "FTE-year")},
                                           {"IP-month", QT_TRANSLATE_NOOP("units", "IP-month")},
                                           {"Mbps-month", QT_TRANSLATE_NOOP("units", "Mbps-month")},
                                           {"kW-month", QT_TRANSLATE_NOOP("units", "kW-month")},
                                           {"U-month", QT_TRANSLATE_NOOP("units", "U-month")},
                                           {"1/node-month", QT_TRANSLATE_NOOP("units", "1/node-month")},
                                           {"node", QT_TRANSLATE_NOOP("units", "node")},
                                           {"server", QT_TRANSLATE_NOOP("units", "server")},
                                           {"ratio", QT_TRANSLATE_NOOP("units", "ratio")},
                                           {"months", QT_TRANSLATE_NOOP("units", "months")},
                                           {"years", QT_TRANSLATE_NOOP("units", "years")},
                                           {"days", QT_TRANSLATE_NOOP("units", "days")},
                                           {"h", QT_TRANSLATE_NOOP("units", "h")},
                                           {"country code", QT_TRANSLATE_NOOP("units", "country code")},
                                           {"cores", QT_TRANSLATE_NOOP("units", "cores")},
                                           {"cores/GPU", QT_TRANSLATE_NOOP("units", "cores/GPU")},
                                           {"channels/GPU", QT_TRANSLATE_NOOP("units", "channels/GPU")},
                                           {"files", QT_TRANSLATE_NOOP("units", "files")},
                                           {"workers", QT_TRANSLATE_NOOP("units", "workers")},
                                           {"instances", QT_TRANSLATE_NOOP("units", "instances")},
                                           {"streams", QT_TRANSLATE_NOOP("units", "streams")},
                                           {"passes", QT_TRANSLATE_NOOP("units", "passes")},
                                           {"copies", QT_TRANSLATE_NOOP("units", "copies")},
                                           {"tokens", QT_TRANSLATE_NOOP("units", "tokens")},
                                           {"nodes", QT_TRANSLATE_NOOP("units", "nodes")},
                                           {"FTE", QT_TRANSLATE_NOOP("units", "FTE")},
                                           {"hidden", QT_TRANSLATE_NOOP("units", "hidden size")}};
    for (const auto &[id, text] : units)
        if (unit == QLatin1String(id))
            return QCoreApplication::translate("units", text);
    return unit;
}

QString provenance(const PriceRef &p)
{
    switch (p.origin) {
    case PriceOrigin::Catalog:
    case PriceOrigin::Reference:
        return p.asOf.isEmpty() ? p.source
                                : QCoreApplication::translate("cost", "%1, %2").arg(p.source, p.asOf);
    case PriceOrigin::Derived:
        return QCoreApplication::translate("cost", "derived: %1").arg(p.source);
    case PriceOrigin::Default:
        return QCoreApplication::translate("cost", "user-adjustable default, not a quote");
    case PriceOrigin::UserEntered:
        return QCoreApplication::translate("cost", "user-entered");
    case PriceOrigin::Missing:
        return QCoreApplication::translate("cost", "missing: %1").arg(p.source);
    }
    return {};
}

PriceRef priceFromSetting(const QString &key, const QString &label, const QString &unit,
                          const PriceSetting &s, Currency to, double cnyPerUsd)
{
    PriceRef p;
    p.key = key;
    p.label = label;
    p.unit = unit;
    p.amount = convert(s.amount, s.currency, to, cnyPerUsd);
    p.converted = s.currency != to;
    if (s.userEntered)
        p.origin = PriceOrigin::UserEntered;
    else if (!s.source.isEmpty()) {
        p.origin = PriceOrigin::Reference;
        p.source = s.source;
        p.asOf = s.asOf;
        p.url = s.url;
    } else
        p.origin = PriceOrigin::Default;
    return p;
}

} // namespace gpuplanner::planner::cost

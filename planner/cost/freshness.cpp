#include "planner/cost/freshness.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplanner::planner::cost {

std::optional<QDate> priceDate(const QString &asOf)
{
    static const QRegularExpression day(QStringLiteral("^(\\d{4})-(\\d{2})(?:-(\\d{2}))?$"));
    const QRegularExpressionMatch m = day.match(asOf.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    const QDate d(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).isEmpty() ? 1 : m.captured(3).toInt());
    return d.isValid() ? std::optional<QDate>(d) : std::nullopt;
}

std::optional<int> priceAgeDays(const QString &asOf, const QDate &today)
{
    const std::optional<QDate> d = priceDate(asOf);
    if (!d || !today.isValid())
        return std::nullopt;
    return int(d->daysTo(today));
}

QString ageText(int days)
{
    if (days < 0)
        return QCoreApplication::translate("cost", "dated in the future");
    if (days < 61)
        return QCoreApplication::translate("cost", "%n day(s)", nullptr, days);
    const int months = int(days / 30.44);
    if (months < 24)
        return QCoreApplication::translate("cost", "%n month(s)", nullptr, months);
    return QCoreApplication::translate("cost", "%1 years %2 months").arg(months / 12).arg(months % 12);
}

QDate costToday(const QString &injected)
{
    if (const std::optional<QDate> d = priceDate(injected))
        return *d;
    return QDate::currentDate();
}

namespace {

void addAges(CostReport &report, const QDate &today, const QStringList *used)
{
    report.priceAgeDays.clear();
    report.priceFindings.clear();
    for (const PriceRef &p : report.prices) {
        const std::optional<int> age = priceAgeDays(p.asOf, today);
        report.priceAgeDays.push_back(age.value_or(-1));
        if (!p.known() || p.origin == PriceOrigin::UserEntered || p.origin == PriceOrigin::Default)
            continue;
        if (used && !used->contains(p.key))
            continue;
        if (!age || *age <= kPriceInfoAgeDays)
            continue;
        const bool old = *age > kPriceWarningAgeDays;
        PriceAgeFinding f;
        f.priceKey = p.key;
        f.ageDays = *age;
        f.url = p.url;
        f.severity = old ? QStringLiteral("warning") : QStringLiteral("info");
        f.title = QCoreApplication::translate("cost", "Old reference price: %1").arg(p.label);
        f.message = QCoreApplication::translate("cost", "Reference price from %1: ask for a current quote. %2 "
                                                        "is %3 old (%4).")
                        .arg(p.asOf, p.label, ageText(*age), p.source);
        f.reason = old ? QCoreApplication::translate("cost", "Prices older than a year are often far from today's "
                                                             "market: GPU rents and server prices move within months.")
                       : QCoreApplication::translate("cost", "Prices older than six months may have moved.");
        f.suggestion = p.url.isEmpty()
                           ? QCoreApplication::translate("cost", "Ask the provider for a quote and enter it, or "
                                                                 "import your own price list.")
                           : QCoreApplication::translate("cost", "Check the source (%1), ask for a quote and enter "
                                                                 "it, or import your own price list.")
                                 .arg(p.url);
        report.priceFindings.push_back(f);
    }
}

} // namespace

void addPriceAges(CostReport &report, const QDate &today)
{
    addAges(report, today, nullptr);
}

void addPriceAges(CostReport &report, const QDate &today, const QStringList &used)
{
    addAges(report, today, &used);
}

double priceCostEffect(const CostReport &r, const QString &key)
{
    if (r.modes.size() != kAllBillings.size())
        return 0;
    const ModeCost &m = r.mode(r.chosenMode).available || !r.haveCheapest ? r.mode(r.chosenMode)
                                                                            : r.mode(r.cheapestMode);
    if (!m.available)
        return 0;
    const bool owned = m.mode == Billing::Purchase;
    if (key == m.price.key)
        return owned ? m.monthlyOf(Component::Depreciation)
                     : m.monthlyOf(Component::Compute) + m.monthlyOf(Component::SpotRework);
    if (owned && key == QLatin1String("gpu.hourly"))
        return m.monthlyOf(Component::Downtime);
    if (key.startsWith(QLatin1String("storage.")))
        return m.monthlyOf(Component::Storage);
    if (key == QLatin1String("network.egress") || key == QLatin1String("network.bandwidth"))
        return m.monthlyOf(Component::Network);
    if (key == QLatin1String("network.public_ip"))
        return m.monthlyOf(Component::PublicIps);
    if (key == QLatin1String("purchase.electricity"))
        return m.monthlyOf(Component::Power);
    if (key.startsWith(QLatin1String("purchase.hosting")))
        return m.monthlyOf(Component::Hosting);
    if (key == QLatin1String("purchase.staff"))
        return m.monthlyOf(Component::Staff);
    return 0;
}

std::vector<Finding> priceAgeFindings(const CostReport &report)
{
    std::vector<Finding> out;
    for (const PriceAgeFinding &p : report.priceFindings) {
        Finding f;
        f.id = QStringLiteral("cost.price_age");
        f.severity = p.severity;
        f.dimensions = {QStringLiteral("cost")};
        f.title = p.title;
        f.message = p.message;
        f.reason = p.reason;
        f.suggestion = p.suggestion;
        f.link = p.url;
        f.costEffect = priceCostEffect(report, p.priceKey);
        out.push_back(f);
    }
    return out;
}

} // namespace gpuplanner::planner::cost

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

void addPriceAges(CostReport &report, const QDate &today)
{
    report.priceAgeDays.clear();
    report.priceFindings.clear();
    for (const PriceRef &p : report.prices) {
        const std::optional<int> age = priceAgeDays(p.asOf, today);
        report.priceAgeDays.push_back(age.value_or(-1));
        if (!p.known() || p.origin == PriceOrigin::UserEntered || p.origin == PriceOrigin::Default)
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
        out.push_back(f);
    }
    return out;
}

} // namespace gpuplanner::planner::cost

#include "planner/cost/costreport.h"

#include "planner/workload/format.h"
#include "planner/workload/units.h"

#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner::cost {

QString billingId(Billing b)
{
    switch (b) {
    case Billing::Hourly:
        return QStringLiteral("hourly");
    case Billing::Monthly:
        return QStringLiteral("monthly");
    case Billing::Reserved:
        return QStringLiteral("reserved");
    case Billing::Spot:
        return QStringLiteral("spot");
    case Billing::Purchase:
        return QStringLiteral("purchase");
    }
    return {};
}

QString billingName(Billing b)
{
    switch (b) {
    case Billing::Hourly:
        return QCoreApplication::translate("cost", "hourly");
    case Billing::Monthly:
        return QCoreApplication::translate("cost", "monthly");
    case Billing::Reserved:
        return QCoreApplication::translate("cost", "reserved");
    case Billing::Spot:
        return QCoreApplication::translate("cost", "spot");
    case Billing::Purchase:
        return QCoreApplication::translate("cost", "purchase");
    }
    return {};
}

QString componentId(Component c)
{
    switch (c) {
    case Component::Compute:
        return QStringLiteral("compute");
    case Component::SpotRework:
        return QStringLiteral("spot_rework");
    case Component::Depreciation:
        return QStringLiteral("depreciation");
    case Component::Power:
        return QStringLiteral("power");
    case Component::Hosting:
        return QStringLiteral("hosting");
    case Component::Maintenance:
        return QStringLiteral("maintenance");
    case Component::Staff:
        return QStringLiteral("staff");
    case Component::Downtime:
        return QStringLiteral("downtime");
    case Component::Storage:
        return QStringLiteral("storage");
    case Component::Network:
        return QStringLiteral("network");
    case Component::PublicIps:
        return QStringLiteral("public_ips");
    }
    return {};
}

QString componentName(Component c)
{
    switch (c) {
    case Component::Compute:
        return QCoreApplication::translate("cost", "GPU nodes");
    case Component::SpotRework:
        return QCoreApplication::translate("cost", "Spot rework");
    case Component::Depreciation:
        return QCoreApplication::translate("cost", "Depreciation");
    case Component::Power:
        return QCoreApplication::translate("cost", "Power");
    case Component::Hosting:
        return QCoreApplication::translate("cost", "Hosting");
    case Component::Maintenance:
        return QCoreApplication::translate("cost", "Maintenance");
    case Component::Staff:
        return QCoreApplication::translate("cost", "Operations staff");
    case Component::Downtime:
        return QCoreApplication::translate("cost", "Downtime");
    case Component::Storage:
        return QCoreApplication::translate("cost", "Storage");
    case Component::Network:
        return QCoreApplication::translate("cost", "Network");
    case Component::PublicIps:
        return QCoreApplication::translate("cost", "Public IPs");
    }
    return {};
}

QString durationText(double hours)
{
    // The counts are computed apart: lupdate 6.4 hangs on "int(std::lround(…))" as a numerus argument.
    if (hours < 2 * kHoursPerDay) {
        const int wholeHours = std::max(1, static_cast<int>(std::lround(hours)));
        return QCoreApplication::translate("cost", "%n hour(s)", nullptr, wholeHours);
    }
    const double months = hours / kHoursPerMonth;
    const bool wholeMonths = months >= 1 && std::abs(months - std::round(months)) < 0.01;
    if (months < 2 && !wholeMonths) {
        const int days = static_cast<int>(std::lround(hours / kHoursPerDay));
        return QCoreApplication::translate("cost", "%n day(s)", nullptr, days);
    }
    const int wholeMonthCount = static_cast<int>(std::lround(months));
    return QCoreApplication::translate("cost", "%n month(s)", nullptr, wholeMonthCount);
}

QString horizonText(const CostReport &r)
{
    return durationText(r.isJob() ? r.jobHours : r.horizonMonths * kHoursPerMonth);
}

QString overHorizonText(const CostReport &r)
{
    return r.isJob() ? QCoreApplication::translate("cost", "for the job (%1)").arg(horizonText(r))
                     : QCoreApplication::translate("cost", "over %1").arg(horizonText(r));
}

void tidyChineseTexts(CostReport &r)
{
    const auto tidy = [](QString &t) { t = tidyChineseSpaces(t); };
    const auto tidyAll = [&](QStringList &list) {
        for (QString &t : list)
            tidy(t);
    };
    tidyAll(r.horizonWhy);
    tidyAll(r.utilization.why);
    tidyAll(r.cheapestWhy);
    tidyAll(r.missing);
    tidyAll(r.notes);
    tidyAll(r.unit.why);
    for (QString *t :
         {&r.exchangeNote, &r.exchangeRate, &r.breakEvenUtilization.sentence, &r.breakEvenUtilization.why})
        tidy(*t);
    for (ModeCost &m : r.modes) {
        tidy(m.note);
        tidy(m.unavailableReason);
        tidyAll(m.why);
    }
    for (BreakEven &b : r.breakEvens)
        tidy(b.why);
    for (Lever &l : r.levers)
        tidyAll(l.why);
    for (Scenario &s : r.scenarios) {
        tidy(s.unavailableReason);
        tidy(s.referenceNote);
        tidyAll(s.why);
    }
    for (PriceAgeFinding &f : r.priceFindings)
        for (QString *t : {&f.message, &f.reason, &f.suggestion})
            tidy(*t);
}

} // namespace gpuplanner::planner::cost

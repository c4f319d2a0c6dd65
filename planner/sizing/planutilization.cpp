#include "planner/sizing/planutilization.h"

#include "planner/workload/format.h"
#include "planner/sizing/utilization.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner {

namespace {

QString patternName(RunPattern p)
{
    switch (p) {
    case RunPattern::Always:
        return QCoreApplication::translate("cost", "24/7");
    case RunPattern::BusinessHours:
        return QCoreApplication::translate("cost", "business hours");
    case RunPattern::Bursty:
        return QCoreApplication::translate("cost", "bursty");
    case RunPattern::OneOff:
        return QCoreApplication::translate("cost", "one-off");
    }
    return {};
}

constexpr double kMinimumUtilization = 0.01;

} // namespace

namespace {

// A 24/7 online service keeps its instances running whatever its load, unless it autoscales.
void holdServiceAllMonth(const Workload &w, bool autoscaling, UtilizationEstimate &u)
{
    const bool online = isServing(w.task) || w.task == Task::VideoProcessing;
    if (!online || autoscaling || w.run.pattern != RunPattern::Always || u.heldShare >= 1)
        return;
    u.heldShare = 1;
    u.why << QCoreApplication::translate("cost", "A 24/7 service without autoscaling holds its instances all month: "
                                                 "hourly billing pays every hour.");
}

} // namespace

UtilizationEstimate planUtilization(const Workload &w, int totalGpus, const Assumptions &a, bool autoscaling)
{
    UtilizationEstimate u;
    if (w.run.utilization) {
        u.userGiven = true;
        u.value = u.patternValue = u.heldShare = std::max(kMinimumUtilization, *w.run.utilization);
        u.why << QCoreApplication::translate("cost", "Utilization %1, as entered.")
                     .arg(num(u.value, 3));
        if (*w.run.utilization < kMinimumUtilization)
            u.why << QCoreApplication::translate(
                         "cost", "Raised to %1: a plan whose GPUs never work has no cost per useful hour.")
                         .arg(num(kMinimumUtilization, 2));
        holdServiceAllMonth(w, autoscaling, u);
        return u;
    }
    const int k = std::max(1, w.run.teamSize);
    const int G = std::max(1, totalGpus);
    u.patternValue = expectedUtilization(w, a);
    double v = u.patternValue;
    u.why << QCoreApplication::translate("cost", "Run pattern %1: utilization %2 (assumptions).")
                 .arg(patternName(w.run.pattern), num(v, 3));
    if (w.run.pattern == RunPattern::Bursty && k > 1) {
        const double team = std::min(a.utilizationAlways, 1 - std::pow(1 - v, k));
        u.why << QCoreApplication::translate("cost", "Team of %1 sharing the GPUs, bursts independent: 1 − "
                                                     "(1 − %2)^%1 = %3, at most the 24/7 figure %4 → %5.")
                     .arg(k)
                     .arg(num(v, 3), num(1 - std::pow(1 - v, k), 3), num(a.utilizationAlways, 2),
                          num(team, 3));
        v = team;
    }
    u.heldShare = std::max(kMinimumUtilization, v);
    const double d = w.run.devShare;
    if (d > 0 && G > 1) {
        const double busyWhileDeveloping = double(std::min(k, G)) / G;
        const double adjusted = v * ((1 - d) + d * busyWhileDeveloping);
        u.why << QCoreApplication::translate("cost",
                                             "Development share %1: while developing, %2 people keep %3 of "
                                             "%4 GPUs busy → %5 × ((1 − %1) + %1 × %3 ÷ %4) = %6.")
                     .arg(num(d, 2))
                     .arg(k)
                     .arg(std::min(k, G))
                     .arg(G)
                     .arg(num(v, 3), num(adjusted, 3));
        v = adjusted;
    }
    u.value = std::max(kMinimumUtilization, v);
    holdServiceAllMonth(w, autoscaling, u);
    return u;
}

} // namespace gpuplanner::planner

#include "planner/cost/unitcosts.h"

#include "planner/workload/format.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <QCoreApplication>

namespace gpuplanner::planner::cost {

UnitCosts unitCosts(const Evaluation &e, const ModeCost &m, double utilization, const CostAssumptions &ca)
{
    UnitCosts u;
    u.mode = m.mode;
    if (!m.available)
        return u;
    const Workload &w = e.workload;
    const GpuSizing &s = e.sizing;
    const Currency c = ca.currency;
    const double seconds = ca.hoursPerMonth * kSecondsPerHour * utilization;
    const int out = std::max(1, w.serving.outputTokens);

    if (w.task == Task::LlmInference && s.inference.applies) {
        u.serving = true;
        const double capacity = s.inference.throughputTokensPerS;
        const double demand = w.serving.requestsPerS * out;
        const double rate = demand > 0 ? std::min(demand, capacity) : capacity;
        u.outputTokensPerMonth = rate * seconds;
        u.requestsPerMonth = u.outputTokensPerMonth / out;
        if (u.outputTokensPerMonth > 0) {
            u.perMillionOutputTokens = m.monthlyTotal / (u.outputTokensPerMonth / 1e6);
            u.perThousandRequests = m.monthlyTotal / (u.requestsPerMonth / 1000.0);
        }
        u.why << QCoreApplication::translate(
                     "cost",
                     "Output tokens = %1 tokens/s (%2) × 3600 s × %3 h × utilization %4 = %5 a month.")
                     .arg(num(rate, 0),
                          demand > 0 && demand <= capacity
                              ? QCoreApplication::translate("cost", "the load: %1 requests/s × %2 tokens")
                                    .arg(num(w.serving.requestsPerS, 2))
                                    .arg(out)
                              : QCoreApplication::translate("cost", "the configuration's throughput"),
                          num(ca.hoursPerMonth, 0), num(utilization, 3), sci(u.outputTokensPerMonth));
        u.why
            << QCoreApplication::translate(
                   "cost",
                   "Per million output tokens = %1 ÷ %2 M = %3; per thousand requests (%4 tokens each) = %5.")
                   .arg(moneyText(m.monthlyTotal, c), num(u.outputTokensPerMonth / 1e6, 1),
                        moneyText(u.perMillionOutputTokens, c))
                   .arg(out)
                   .arg(moneyText(u.perThousandRequests, c));
        return u;
    }

    // Work with an end: one job's useful GPU-hours at the mode's cost per useful GPU-hour.
    double jobGpuHours = 0;
    if (s.training.applies)
        jobGpuHours = s.training.gpuHours;
    else if (w.task == Task::BatchInference && s.inference.applies)
        jobGpuHours = s.inference.jobHours * s.totalGpus();
    else if (s.work.applies && s.work.totalWork > 0)
        jobGpuHours = s.work.gpuHours;
    if (jobGpuHours > 0) {
        u.jobGpuHours = jobGpuHours;
        u.perJob = jobGpuHours * m.costPerUsefulGpuHour;
        u.why << QCoreApplication::translate("cost",
                                             "One job = %1 useful GPU-hours × %2 per useful GPU-hour = %3.")
                     .arg(num(jobGpuHours, 1), moneyText(m.costPerUsefulGpuHour, c), moneyText(u.perJob, c));
        if (w.task == Task::BatchInference && s.inference.applies && w.serving.totalRequests > 0) {
            u.serving = true;
            u.requestsPerMonth = w.serving.totalRequests;
            u.outputTokensPerMonth = w.serving.totalRequests * out;
            u.perMillionOutputTokens = u.perJob / (u.outputTokensPerMonth / 1e6);
            u.perThousandRequests = u.perJob / (w.serving.totalRequests / 1000.0);
            u.why << QCoreApplication::translate("cost", "Per million output tokens = %1 ÷ (%2 requests × %3 "
                                                         "tokens ÷ 1e6) = %4; per thousand requests = %5.")
                         .arg(moneyText(u.perJob, c), num(w.serving.totalRequests, 0))
                         .arg(out)
                         .arg(moneyText(u.perMillionOutputTokens, c), moneyText(u.perThousandRequests, c));
        } else if (s.work.applies && s.work.totalWork > 0) {
            u.workUnit = s.work.unit;
            u.unitsPerMonth = s.work.totalWork;
            u.perThousandUnits = u.perJob / (s.work.totalWork / 1000.0);
            u.why << QCoreApplication::translate("cost", "Per thousand %1 = %2 ÷ (%3 ÷ 1000) = %4.")
                         .arg(workUnitName(s.work.unit, true), moneyText(u.perJob, c), num(s.work.totalWork, 0),
                              moneyText(u.perThousandUnits, c));
            if (w.serving.audioHours > 0 &&
                s.work.unit == QLatin1String("window")) { // speech: an hour's price
                u.perAudioHour = u.perJob / w.serving.audioHours;
                u.why << QCoreApplication::translate("cost", "Per hour of audio = %1 ÷ %2 h = %3.")
                             .arg(moneyText(u.perJob, c), num(w.serving.audioHours, 1),
                                  moneyText(u.perAudioHour, c));
            } else if (s.work.unit == QLatin1String("sequence")) { // an encoder: the price per token read
                const double tokens = s.work.totalWork * std::max(1, w.serving.promptTokens);
                u.perMillionInputTokens = u.perJob / (tokens / 1e6);
                u.why << QCoreApplication::translate("cost", "Per million tokens read = %1 ÷ (%2 sequences × "
                                                             "%3 tokens ÷ 1e6) = %4.")
                             .arg(moneyText(u.perJob, c), num(s.work.totalWork, 0))
                             .arg(std::max(1, w.serving.promptTokens))
                             .arg(moneyText(u.perMillionInputTokens, c));
            } else if (s.work.unit == QLatin1String("clip")) { // training a speech model: each epoch's audio
                const double hours =
                    s.work.totalWork * speechClipSeconds(w.training.clipSeconds) / kSecondsPerHour;
                u.perAudioHour = u.perJob / hours;
                u.why << QCoreApplication::translate("cost",
                                                     "Per hour of audio trained on = %1 ÷ (%2 clips × "
                                                     "%3 s ÷ 3600 = %4 h, every epoch counted) = %5.")
                             .arg(moneyText(u.perJob, c), num(s.work.totalWork, 0),
                                  num(speechClipSeconds(w.training.clipSeconds), 1), num(hours, 1),
                                  moneyText(u.perAudioHour, c));
            }
        }
        return u;
    }
    if (s.work.applies && s.work.required > 0) {
        u.workUnit = s.work.unit;
        const bool held = s.work.unit == QLatin1String("stream") || s.work.unit == QLatin1String("instance");
        if (held) {
            u.unitsPerMonth = s.work.required;
            u.perUnitMonth = m.monthlyTotal / s.work.required;
            u.why << QCoreApplication::translate("cost", "Per %1 and month = %2 ÷ %3 = %4.")
                         .arg(workUnitName(s.work.unit, false), moneyText(m.monthlyTotal, c), num(s.work.required, 0),
                              moneyText(u.perUnitMonth, c));
        } else if (s.work.unit == QLatin1String("video")) { // counted an hour
            u.unitsPerMonth = s.work.required * seconds;
            u.perThousandUnits = m.monthlyTotal / (u.unitsPerMonth / 1000.0);
            u.why << QCoreApplication::translate("cost",
                                                 "Videos a month = %1 an hour × %2 h × utilization %3 = "
                                                 "%4; per thousand = %5.")
                         .arg(num(s.work.required * 3600, 1), num(ca.hoursPerMonth, 0), num(utilization, 3),
                              num(u.unitsPerMonth, 0), moneyText(u.perThousandUnits, c));
        } else {
            u.unitsPerMonth = s.work.required * seconds;
            u.perThousandUnits = m.monthlyTotal / (u.unitsPerMonth / 1000.0);
            u.why << QCoreApplication::translate("cost", "%1 a month = %2 per second × 3600 s × %3 h × "
                                                         "utilization %4 = %5; per thousand = %6.")
                         .arg(workUnitName(s.work.unit, true), num(s.work.required, 2), num(ca.hoursPerMonth, 0),
                              num(utilization, 3), num(u.unitsPerMonth, 0), moneyText(u.perThousandUnits, c));
        }
    }
    return u;
}

} // namespace gpuplanner::planner::cost

#include "planner/verify/monitorstats.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner::verify {

namespace {

constexpr double kIdleUtil = 5;
constexpr double kBusyUtil = 50;

double percentile95(std::vector<float> &values)
{
    if (values.empty())
        return 0;
    const size_t k = std::min(values.size() - 1, size_t(std::ceil(0.95 * double(values.size()))) - 1);
    std::nth_element(values.begin(), values.begin() + qsizetype(k), values.end());
    return values[k];
}

struct Accumulator
{
    int samples = 0, utilN = 0, memN = 0, powerN = 0, above95 = 0;
    double utilSum = 0, memSum = 0, memMax = 0, memTotal = 0, powerSum = 0, maxTemp = -1;
    double throttleS = 0, idleS = 0, longestIdleS = 0, currentIdle = 0;
    double first = NAN, last = NAN, prevT = NAN;
    int minBusyGen = -1;
    std::vector<float> utils;
    std::vector<double> gaps;

    void add(const MonitorSample &s)
    {
        ++samples;
        double gap = 0;
        if (!std::isnan(s.t)) {
            if (std::isnan(first) || s.t < first)
                first = s.t;
            if (std::isnan(last) || s.t > last)
                last = s.t;
            if (!std::isnan(prevT) && s.t > prevT && gaps.size() < 10000)
                gaps.push_back(s.t - prevT);
            gap = std::isnan(prevT) ? 0 : std::clamp(s.t - prevT, 0.0, 3600.0);
            prevT = s.t;
        }
        if (!std::isnan(s.util)) {
            ++utilN;
            utilSum += s.util;
            utils.push_back(s.util);
            if (s.util < kIdleUtil) {
                idleS += gap;
                currentIdle += gap;
                longestIdleS = std::max(longestIdleS, currentIdle);
            } else
                currentIdle = 0;
            if (s.util >= kBusyUtil && s.pcieGen > 0)
                minBusyGen = minBusyGen < 0 ? s.pcieGen : std::min<int>(minBusyGen, s.pcieGen);
        }
        if (!std::isnan(s.memUsed) && !std::isnan(s.memTotal) && s.memTotal > 0) {
            const double f = s.memUsed / s.memTotal;
            ++memN;
            memSum += f;
            memMax = std::max(memMax, f);
            memTotal = s.memTotal;
            if (f > 0.95)
                ++above95;
        }
        if (!std::isnan(s.power) && !std::isnan(s.powerLimit) && s.powerLimit > 0) {
            ++powerN;
            powerSum += s.power / s.powerLimit;
        }
        if (!std::isnan(s.temp))
            maxTemp = std::max(maxTemp, double(s.temp));
        if (s.reasons & reason::Throttling)
            throttleS += gap;
    }

    GpuStats result()
    {
        GpuStats g;
        g.samples = samples;
        g.durationS = std::isnan(first) ? 0 : last - first;
        if (!gaps.empty()) {
            std::nth_element(gaps.begin(), gaps.begin() + qsizetype(gaps.size() / 2), gaps.end());
            g.intervalS = gaps[gaps.size() / 2];
        }
        g.avgUtil = utilN ? utilSum / utilN : 0;
        g.p95Util = percentile95(utils);
        g.avgMemFraction = memN ? memSum / memN : 0;
        g.maxMemFraction = memMax;
        g.shareMemAbove95 = memN ? double(above95) / memN : 0;
        g.memTotalMiB = memTotal;
        g.avgPowerFraction = powerN ? powerSum / powerN : -1;
        g.maxTemp = maxTemp;
        g.throttleS = throttleS;
        g.throttleShare = g.durationS > 0 ? std::min(1.0, throttleS / g.durationS) : 0;
        g.idleS = idleS;
        g.longestIdleS = longestIdleS;
        g.minBusyPcieGen = minBusyGen;
        return g;
    }
};

} // namespace

MonitorStats computeStats(const MonitorLog &log)
{
    std::vector<Accumulator> perGpu(size_t(log.gpus.size()));
    for (const MonitorSample &s : log.samples)
        if (s.gpu < perGpu.size())
            perGpu[s.gpu].add(s);
    MonitorStats stats;
    GpuStats &all = stats.overall;
    all.gpu = QStringLiteral("all");
    double powerSum = 0, powerN = 0, utilWeighted = 0;
    std::vector<float> p95s;
    for (size_t i = 0; i < perGpu.size(); ++i) {
        GpuStats g = perGpu[i].result();
        g.gpu = log.gpus[qsizetype(i)];
        g.name = log.gpuNames.value(qsizetype(i));
        all.samples += g.samples;
        all.durationS = std::max(all.durationS, g.durationS);
        all.intervalS = std::max(all.intervalS, g.intervalS);
        utilWeighted += g.avgUtil * g.samples;
        all.maxMemFraction = std::max(all.maxMemFraction, g.maxMemFraction);
        all.avgMemFraction += g.avgMemFraction / double(perGpu.size());
        all.shareMemAbove95 = std::max(all.shareMemAbove95, g.shareMemAbove95);
        all.memTotalMiB = std::max(all.memTotalMiB, g.memTotalMiB);
        if (g.avgPowerFraction >= 0) {
            powerSum += g.avgPowerFraction;
            ++powerN;
        }
        all.maxTemp = std::max(all.maxTemp, g.maxTemp);
        all.throttleS = std::max(all.throttleS, g.throttleS);
        all.throttleShare = std::max(all.throttleShare, g.throttleShare);
        all.idleS += g.idleS / double(perGpu.size());
        all.longestIdleS = std::max(all.longestIdleS, g.longestIdleS);
        if (g.minBusyPcieGen > 0)
            all.minBusyPcieGen = all.minBusyPcieGen < 0 ? g.minBusyPcieGen : std::min(all.minBusyPcieGen, g.minBusyPcieGen);
        p95s.push_back(float(g.p95Util));
        stats.gpus.push_back(g);
    }
    all.avgUtil = all.samples ? utilWeighted / all.samples : 0;
    all.p95Util = p95s.empty() ? 0 : *std::max_element(p95s.begin(), p95s.end());
    all.avgPowerFraction = powerN ? powerSum / powerN : -1;
    if (!stats.gpus.empty())
        all.name = stats.gpus.front().name;
    return stats;
}

} // namespace gpuplanner::verify

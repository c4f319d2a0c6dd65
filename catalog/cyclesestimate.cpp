#include "catalog/cyclesestimate.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner::catalog {

namespace {

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 == 1 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

double fp32Of(const Accelerator &a)
{
    return a.dense.fp32.value_or(0);
}

// The cross-architecture unit: compute and memory both enter a path tracer's speed.
double mixedUnit(const Accelerator &a)
{
    return std::sqrt(fp32Of(a) * a.memoryBandwidthGbs);
}

} // namespace

void estimateCyclesScores(std::vector<Accelerator> &accelerators)
{
    for (Accelerator &target : accelerators) {
        target.cyclesEstimate = {};
        if (target.cycles.samplesPerMinute > 0 || fp32Of(target) <= 0)
            continue;
        std::vector<double> perTflops, perMixed;
        for (const Accelerator &m : accelerators) {
            if (m.cycles.samplesPerMinute <= 0 || fp32Of(m) <= 0 || m.rtCores != target.rtCores)
                continue;
            if (m.architecture == target.architecture)
                perTflops.push_back(m.cycles.samplesPerMinute / fp32Of(m));
            if (m.memoryBandwidthGbs > 0)
                perMixed.push_back(m.cycles.samplesPerMinute / mixedUnit(m));
        }
        CyclesEstimate &e = target.cyclesEstimate;
        if (!perTflops.empty()) {
            e.sameArchitecture = true;
            e.perUnit = median(perTflops);
            e.basisRows = int(perTflops.size());
            e.samplesPerMinute = e.perUnit * fp32Of(target);
        } else if (!perMixed.empty() && target.memoryBandwidthGbs > 0) {
            e.perUnit = median(perMixed);
            e.basisRows = int(perMixed.size());
            e.samplesPerMinute = e.perUnit * mixedUnit(target);
        }
    }
}

} // namespace gpuplanner::catalog

#include "catalog/cyclesestimate.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner::catalog {

namespace {

// A GPU's score and how many uploaded runs its median is taken over.
struct Basis
{
    double perUnit = 0;
    int runs = 1;
};

// The median over the measured GPUs, each counted as often as it was run: a score from one upload
// (the L40 and L20 in Blender 4.5.0) weighs less than one from hundreds. At exactly half the runs, the
// mean of the two middle scores.
double weightedMedian(std::vector<Basis> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end(), [](const Basis &a, const Basis &b) { return a.perUnit < b.perUnit; });
    long total = 0;
    for (const Basis &b : v)
        total += b.runs;
    long seen = 0;
    for (size_t i = 0; i < v.size(); ++i) {
        seen += v[i].runs;
        if (2 * seen == total && i + 1 < v.size())
            return 0.5 * (v[i].perUnit + v[i + 1].perUnit);
        if (2 * seen >= total)
            return v[i].perUnit;
    }
    return v.back().perUnit;
}

double fp32Of(const Accelerator &a)
{
    return a.dense.fp32.value_or(0);
}

// GeForce cards hold their boost clock under a path tracer's load; data-centre and workstation cards of
// the same chip, power-capped and cooled passively or by a blower, score less per rated FP32 TFLOPS
// (Ada: RTX 4090 134, 4080 172 against L40S 86, RTX 6000 Ada 117 samples/min per TFLOPS).
bool consumer(const Accelerator &a)
{
    return a.segment == QLatin1String("consumer");
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
        std::vector<Basis> perTflops, perTflopsMarket, perMixed;
        for (const Accelerator &m : accelerators) {
            if (m.cycles.samplesPerMinute <= 0 || fp32Of(m) <= 0 || m.rtCores != target.rtCores)
                continue;
            const int runs = std::max(1, m.cycles.runs);
            if (m.architecture == target.architecture) {
                perTflops.push_back({m.cycles.samplesPerMinute / fp32Of(m), runs});
                if (consumer(m) == consumer(target))
                    perTflopsMarket.push_back(perTflops.back());
            }
            if (m.memoryBandwidthGbs > 0)
                perMixed.push_back({m.cycles.samplesPerMinute / mixedUnit(m), runs});
        }
        CyclesEstimate &e = target.cyclesEstimate;
        if (!perTflopsMarket.empty() && perTflopsMarket.size() < perTflops.size()) {
            e.sameMarket = true;
            perTflops = perTflopsMarket;
        }
        if (!perTflops.empty()) {
            e.sameArchitecture = true;
            e.perUnit = weightedMedian(perTflops);
            e.basisRows = int(perTflops.size());
            e.samplesPerMinute = e.perUnit * fp32Of(target);
        } else if (!perMixed.empty() && target.memoryBandwidthGbs > 0) {
            e.perUnit = weightedMedian(perMixed);
            e.basisRows = int(perMixed.size());
            e.samplesPerMinute = e.perUnit * mixedUnit(target);
        }
    }
}

} // namespace gpuplanner::catalog

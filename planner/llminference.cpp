// LLM online and batch inference on one GPU configuration (PRODUCT.md §4 "Inference"): tensor
// parallel degree that holds the weights, KV-cache-bound batch, decode and prefill rates,
// replicas for the request rate and latency targets.
#include "planner/estimators/memory.h"
#include "planner/estimators/throughput.h"
#include "planner/precision.h"
#include "planner/sizing.h"
#include "planner/units.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner::planner {

void sizeLlmInference(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s)
{
    InferenceResult &r = s.inference;
    r.applies = true;
    const ModelSpec &m = w.model;
    const ServingInput &in = w.serving;
    const double weights = est::weightBytes(m.parametersB * 1e9, w.precision);
    const double overhead = a.runtimeOverheadGb * kBytesPerGB;
    const double usable = acc.memoryGb * kBytesPerGB * a.servingMemoryFraction;
    r.kvBytesPerToken = est::kvBytesPerToken(m, est::kvBytesPerElement(w.precision));
    const double sequenceTokens = double(in.promptTokens) + in.outputTokens;
    const double kvPerSequence = r.kvBytesPerToken * sequenceTokens;

    // Smallest tensor-parallel degree within a node that holds the weights and one full sequence.
    int tp = 0;
    for (int t = 1; t <= s.gpusPerNode; t *= 2) {
        if (s.gpusPerNode % t != 0)
            continue;
        if (weights / t + overhead + kvPerSequence / t <= usable) {
            tp = t;
            break;
        }
    }
    const bool fits = tp > 0;
    if (!fits)
        tp = std::max(1, s.gpusPerNode);
    r.tensorParallel = tp;
    r.replicas = fits ? (s.gpusPerNode / tp) * s.nodes : 0;

    const double kvBudget = std::max(0.0, usable - weights / tp - overhead) * tp;
    r.maxBatch = std::floor(kvBudget / kvPerSequence);

    const PeakThroughput peak = peakThroughput(acc, w.precision);
    est::DecodeModel dm;
    dm.weightBytesTotal = weights;
    dm.activeFraction = m.activeParametersB / m.parametersB;
    dm.activeParameters = m.activeParametersB * 1e9;
    dm.kvBytesPerToken = r.kvBytesPerToken;
    dm.contextTokens = in.promptTokens + in.outputTokens / 2.0;
    dm.bandwidthGbs = acc.memoryBandwidthGbs;
    dm.peakTflops = peak.tflops;
    dm.tensorParallel = tp;
    dm.bandwidthEfficiency = a.decodeBandwidthEfficiency;
    dm.computeEfficiency = a.decodeComputeEfficiency;

    r.batch1TokensPerS = 1.0 / est::decodeStepSeconds(dm, 1);
    r.ttftMs = 1000.0 * est::prefillSeconds(dm.activeParameters, in.promptTokens, peak.tflops, tp,
                                            a.prefillComputeEfficiency);

    // Operating batch: as large as the KV cache allows, but no larger than keeps each decode step
    // within the time-per-output-token target.
    double batch = std::max(1.0, r.maxBatch);
    if (in.tpotMs > 0) {
        double lo = 1, hi = batch;
        if (est::decodeStepSeconds(dm, hi) * 1000.0 > in.tpotMs) {
            while (hi - lo > 1) {
                const double mid = std::floor((lo + hi) / 2);
                if (est::decodeStepSeconds(dm, mid) * 1000.0 <= in.tpotMs)
                    lo = mid;
                else
                    hi = mid;
            }
            batch = lo;
        }
    }
    const double step = est::decodeStepSeconds(dm, batch);

    const bool batchJob = w.task == Task::BatchInference;
    double needed = in.concurrentRequests;
    if (in.requestsPerS > 0) // Little's law: requests in flight = arrival rate × time in the system
        needed = std::max(needed, in.requestsPerS * (r.ttftMs / 1000.0 + in.outputTokens * step));
    if (batchJob || needed <= 0)
        needed = std::max(needed, 1.0);
    r.concurrencyNeeded = needed;
    // A replica runs as many sequences as it can, up to the concurrency the workload brings.
    r.batch = batchJob ? batch : std::min(batch, std::max(1.0, std::ceil(needed / std::max(1, r.replicas))));
    r.tpotMs = 1000.0 * est::decodeStepSeconds(dm, r.batch);
    r.decodeTokensPerSPerSequence = 1000.0 / r.tpotMs;
    r.throughputTokensPerS = r.replicas * r.batch / (r.tpotMs / 1000.0);
    r.replicasNeeded = int(std::ceil(needed / std::max(1.0, batch)));

    s.memory.weightsGb = weights / tp / kBytesPerGB;
    s.memory.kvCacheGb = r.batch * kvPerSequence / tp / kBytesPerGB;
    s.memory.overheadGb = a.runtimeOverheadGb;
    s.memory.perGpuTotalGb = s.memory.weightsGb + s.memory.kvCacheGb + s.memory.overheadGb;
    s.memory.capacityGb = usable / kBytesPerGB;

    s.fits = fits && r.maxBatch >= 1;
    bool meets = s.fits;
    if (batchJob) {
        const double requests = std::max(1.0, in.totalRequests);
        const double decodeHours = requests * in.outputTokens / std::max(1e-9, r.throughputTokensPerS) / kSecondsPerHour;
        const double prefillHours = requests * (r.ttftMs / 1000.0) / std::max(1, r.replicas) / kSecondsPerHour;
        r.jobHours = decodeHours + prefillHours;
        meets = meets && r.jobHours <= deadlineHours(w);
    } else {
        meets = meets && r.replicas >= r.replicasNeeded;
        if (in.ttftMs > 0)
            meets = meets && r.ttftMs <= in.ttftMs;
        if (in.tpotMs > 0)
            meets = meets && 1000.0 / r.batch1TokensPerS <= in.tpotMs;
        if (in.requestsPerS > 0)
            meets = meets && r.throughputTokensPerS >= in.requestsPerS * in.outputTokens;
    }
    s.meetsTarget = meets;
    if (!s.fits)
        s.shortfallKind = Shortfall::Memory;
    else if (!meets)
        s.shortfallKind = batchJob ? Shortfall::Deadline : Shortfall::Capacity;
}

} // namespace gpuplanner::planner

#include "planner/sizing/estimators/throughput.h"

#include "planner/sizing/estimators/memory.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner::planner::est {

double trainingFlops(double activeParameters, double tokens, Recompute r, bool frozenBase,
                     double attentionForwardPerToken)
{
    const bool full = r == Recompute::Full;
    const double perParamToken = (frozenBase ? 4.0 : 6.0) + (full ? 2.0 : 0.0);
    const double attentionPerToken = (full ? 4.0 : 3.0) * std::max(0.0, attentionForwardPerToken);
    return (perParamToken * activeParameters + attentionPerToken) * tokens;
}

double attentionForwardFlopsPerToken(const ModelSpec &m, int sequenceLength)
{
    if (m.layers <= 0 || m.heads <= 0 || m.headDim <= 0 || sequenceLength <= 0)
        return 0;
    // A sliding-window layer's queries see at most the window.
    const int windowed = layersWindowedAt(m, sequenceLength);
    const double context = double(m.layers - windowed) * sequenceLength + double(windowed) * m.slidingWindow;
    return 4.0 * context * double(m.heads) * m.headDim;
}

double scalingEfficiency(int gpusPerNode, int linkedGpus, const Assumptions &a)
{
    const int perNode = std::max(1, gpusPerNode);
    const int linked = std::clamp(linkedGpus, 1, perNode);
    // Doublings inside an NVLink-class domain pay its loss, the ones between domains PCIe's.
    return std::pow(1.0 - a.lossPerDoublingNvlink, std::log2(linked)) *
           std::pow(1.0 - a.lossPerDoublingPcie, std::log2(double(perNode) / linked));
}

TrainingTime trainingTime(double flops, double peakTflops, int gpus, double mfu, double scaling)
{
    TrainingTime t;
    const double perGpu = peakTflops * kFlopsPerTflop * mfu * scaling;
    if (perGpu <= 0 || gpus <= 0)
        return t;
    t.gpuHours = flops / perGpu / kSecondsPerHour;
    t.wallHours = t.gpuHours / gpus;
    return t;
}

double weightBytesReadPerStep(const DecodeModel &m, double batch)
{
    // Each token touches a share f of the (expert) weights; a batch of B tokens touches
    // 1 − (1 − f)^B of them. Dense models: f = 1.
    const double f = std::clamp(m.activeFraction, 0.0, 1.0);
    const double touched = f >= 1.0 ? 1.0 : 1.0 - std::pow(1.0 - f, std::max(1.0, batch));
    return m.weightBytesTotal * touched;
}

double decodeStepSeconds(const DecodeModel &m, double batch)
{
    const double tp = std::max(1, m.tensorParallel);
    const double bytes = (weightBytesReadPerStep(m, batch) + batch * m.contextTokens * m.kvBytesPerToken) / tp;
    const double memory = bytes / (m.bandwidthGbs * kBytesPerGB * m.bandwidthEfficiency);
    const double compute = batch * 2.0 * m.activeParameters / tp / (m.peakTflops * kFlopsPerTflop * m.computeEfficiency);
    return std::max(memory, compute);
}

double prefillSeconds(double activeParameters, double tokens, double peakTflops, int tensorParallel, double efficiency)
{
    return 2.0 * activeParameters * tokens / std::max(1, tensorParallel) / (peakTflops * kFlopsPerTflop * efficiency);
}

double youngDalyIntervalHours(double checkpointWriteHours, double jobMtbfHours)
{
    return std::sqrt(2.0 * checkpointWriteHours * jobMtbfHours);
}

} // namespace gpuplanner::planner::est

namespace gpuplanner::planner::est {

double dalyInterval(double checkpointWrite, double mtbf)
{
    if (checkpointWrite >= 2.0 * mtbf)
        return mtbf;
    const double x = checkpointWrite / (2.0 * mtbf);
    return std::sqrt(2.0 * checkpointWrite * mtbf) * (1.0 + std::sqrt(x) / 3.0 + x / 9.0) - checkpointWrite;
}

} // namespace gpuplanner::planner::est

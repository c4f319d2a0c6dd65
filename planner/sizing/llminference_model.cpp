// The serving step model's pieces: the context of a workload on a GPU, one replica's model, the
// batch searches of one layout, and the comparison of two layouts (declared in llminference_internal.h).
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/estimators/throughput.h"
#include "planner/sizing/llminference_internal.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner::planner::inference {

namespace {

constexpr double kActivationBytes = 2; // BF16/FP16 activations in the all-reduce
constexpr double kNearTpot = 0.10; // layouts whose time per token differs by less are ranked by TTFT

// The boundary of a monotone test on integer batches: given inside(lo) and !inside(hi), the largest
// b in [lo, hi) with inside(b). Same answer as bisection, found by interpolating on the values (the
// step model is nearly affine in the batch, so one guess and one neighbour usually settle it); a
// guess that does not at least halve the bracket is followed by a bisection step.
template <class Value, class Inside>
double lastInside(double lo, double hi, double vlo, double vhi, double target, Value value, Inside inside)
{
    bool interpolate = true;
    while (hi - lo > 1) {
        const double width = hi - lo;
        double mid = std::floor((lo + hi) / 2);
        if (interpolate && vhi != vlo) {
            const double guess = std::floor(lo + (target - vlo) * (hi - lo) / (vhi - vlo));
            if (std::isfinite(guess))
                mid = std::clamp(guess, lo + 1, hi - 1);
        }
        const double v = value(mid);
        if (inside(v)) {
            lo = mid;
            vlo = v;
            if (interpolate && mid + 1 < hi) { // the neighbour above settles a good guess
                const double up = value(mid + 1);
                if (!inside(up))
                    return mid;
                lo = mid + 1;
                vlo = up;
            }
        } else {
            hi = mid;
            vhi = v;
            if (interpolate && mid - 1 > lo) { // the neighbour below
                const double down = value(mid - 1);
                if (inside(down))
                    return mid - 1;
                hi = mid - 1;
                vhi = down;
            }
        }
        interpolate = (hi - lo) <= width / 2;
    }
    return lo;
}

// Largest batch in [1, kvMax] whose time per output token stays within the target.
double tpotLimitedBatch(const ReplicaModel &m, double kvMax, double tpotMs)
{
    const double atMax = m.tpotSeconds(kvMax) * 1000.0;
    if (tpotMs <= 0 || atMax <= tpotMs)
        return kvMax;
    const double atOne = m.tpotSeconds(1) * 1000.0;
    if (atOne > tpotMs)
        return 0;
    return lastInside(
        1, kvMax, atOne, atMax, tpotMs, [&](double b) { return m.tpotSeconds(b) * 1000.0; },
        [&](double v) { return v <= tpotMs; });
}

// Smallest batch in [1, maxBatch] at which a replica serves `rate` requests per second; maxBatch + 1
// when even that is too little.
double batchForRate(const ReplicaModel &m, double maxBatch, double rate)
{
    const double atOne = m.requestsPerS(1);
    if (rate <= 0 || atOne >= rate)
        return 1;
    const double atMax = m.requestsPerS(maxBatch);
    if (atMax < rate)
        return maxBatch + 1;
    // rate(1) < rate ≤ rate(maxBatch): the last batch short of the rate, plus one.
    return 1 + lastInside(
                   1, maxBatch, atOne, atMax, rate, [&](double b) { return m.requestsPerS(b); },
                   [&](double v) { return v < rate; });
}

} // namespace

Context makeContext(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a)
{
    Context c{w, acc, a, 0, 0, 0, 0, 0, 0, 0, 0, 0, {}, {}, {}};
    const ModelSpec &m = w.model;
    const ServingInput &in = w.serving;
    c.weights = est::weightBytes(m.parametersB * 1e9, w.precision);
    c.denseParameters = est::nonExpertParameters(m);
    c.denseWeights = est::weightBytes(c.denseParameters, w.precision);
    c.overhead = a.runtimeOverheadGb * kBytesPerGB;
    c.usable = acc.memoryGb * kBytesPerGB * a.servingMemoryFraction;
    const double kvBytes = est::kvBytesPerElement(servingKvPrecision(w));
    c.kvPerToken = est::kvBytesPerToken(m, kvBytes);
    // KV room is reserved for whole sequences (TensorRT-LLM's guaranteed-no-evict scheduler); the
    // bandwidth a step needs follows the average context, prompt + half the output. Sliding-window
    // layers keep at most their window of either.
    c.kvPerSequenceFull = est::kvBytesForContext(m, kvBytes, double(in.promptTokens) + in.outputTokens);
    c.kvPerSequenceAvg = est::kvBytesForContext(m, kvBytes, in.promptTokens + in.outputTokens / 2.0);
    // Attention FLOPs per decode token: each layer's context length as its KV cache counts it.
    const double avgContext = in.promptTokens + in.outputTokens / 2.0;
    const double perLayerContext =
        est::kvBytesForContext(m, 1.0, avgContext) / std::max(1.0, est::kvBytesPerToken(m, 1.0));
    c.attentionFlopsAvg = est::decodeAttentionFlops(m, perLayerContext);
    c.peak = peakThroughput(acc, w.precision);
    c.kvPeak = peakThroughput(acc, servingKvPrecision(w));
    c.prefillPeakShare = lowPrecisionPeakShare(acc, w.precision, a);
    c.load.batchJob = w.task == Task::BatchInference;
    c.load.requests = c.load.batchJob ? std::max(1.0, in.totalRequests) : 0;
    c.load.concurrent = c.load.batchJob ? 0 : in.concurrentRequests;
    c.load.requestsPerS = c.load.batchJob ? 0 : in.requestsPerS;
    // Online serving without targets is held to the default ones (an answer at 3 tokens/s per user
    // is not a service); a batch job only to the TPOT target it states.
    c.load.ttftMs = c.load.batchJob ? 0 : (in.ttftMs > 0 ? in.ttftMs : a.defaultTtftMs);
    c.load.tpotMs = c.load.batchJob ? in.tpotMs : (in.tpotMs > 0 ? in.tpotMs : a.defaultTpotMs);
    if (!c.load.batchJob && c.load.concurrent <= 0 && c.load.requestsPerS <= 0)
        c.load.concurrent = 1;
    return c;
}

double remoteGpusPerToken(const ModelSpec &m, int g)
{
    // Top-k of experts spread evenly over g GPUs: k draws hit g·(1 − (1 − 1/g)^k) distinct GPUs, of
    // which (g − 1)/g are remote. Without a top-k, every other GPU (the upper bound).
    if (m.expertsPerToken <= 0)
        return g - 1.0;
    const double hit = g * (1.0 - std::pow(1.0 - 1.0 / g, m.expertsPerToken));
    return hit * (g - 1.0) / g;
}

double kvCopies(const ModelSpec &m, int tp)
{
    const int kvHeads = m.kvLoraRank > 0 ? 1 : std::max(1, m.kvHeads);
    return tp > kvHeads ? double(tp) / kvHeads : 1.0;
}

ReplicaModel replicaModel(const Context &c, int tp, int pp, int dp)
{
    const ModelSpec &m = c.w.model;
    ReplicaModel r;
    r.tp = tp;
    r.pp = pp;
    r.dp = dp;
    r.denseBytes = c.denseWeights;
    r.expertBytes = c.weights - c.denseWeights;
    r.activeParameters = m.activeParametersB * 1e9;
    r.denseParameters = c.denseParameters;
    if (r.expertBytes > 0) {
        const double expertShare =
            (r.activeParameters - r.denseParameters) / (m.parametersB * 1e9 - r.denseParameters);
        r.logUntouched = std::log1p(-std::clamp(expertShare, 0.0, 1.0 - 1e-12));
    }
    r.kvPerSequenceAvg = c.kvPerSequenceAvg * (dp > 1 ? 1.0 : kvCopies(m, tp));
    const double stack = servingStackFactor(c.acc, c.a);
    r.bandwidth = c.acc.memoryBandwidthGbs * kBytesPerGB * c.a.decodeBandwidthEfficiency * stack;
    r.kvBandwidth = c.acc.memoryBandwidthGbs * kBytesPerGB * c.a.kvReadBandwidthEfficiency * stack;
    // NVFP4's prefill GEMMs reach the FP8 work's share of the FP8 peak × its speed-up, not of the FP4
    // peak. Decode keeps the whole FP4 peak: its GEMMs mostly wait on the weights, read at 4 bits, and
    // the published FP4 rows fit best that way (10 dense rows on B200, GB200 and RTX PRO 6000: Σ log²
    // 0.762 at the full peak, 0.468 with prefill and decode at the share, 0.276 with prefill alone).
    const double compute = c.peak.tflops * kFlopsPerTflop * stack;
    r.decodeFlops = compute * c.a.decodeComputeEfficiency;
    r.attentionFlopsPerSequence = c.attentionFlopsAvg;
    r.attentionFlops = c.kvPeak.tflops * kFlopsPerTflop * stack * c.a.decodeComputeEfficiency;
    r.prefillFlops = compute * c.prefillPeakShare * c.a.prefillComputeEfficiency;
    r.prompt = std::max(1, c.w.serving.promptTokens);
    r.output = std::max(1, c.w.serving.outputTokens);
    r.prefillAttentionFlops = est::prefillAttentionFlops(m, r.prompt);
    r.prefillFlopsPerRequest = 2.0 * r.activeParameters * r.prompt + r.prefillAttentionFlops;
    // MoE routing and dispatch: bytes per token and layer at the weights' bandwidth, prefill tokens too.
    if (m.isMoe()) {
        r.moeBytesPerToken = double(m.moeLayers()) * m.hidden * c.a.moeTokenBytesPerHidden;
        r.prefillMoeSecondsPerRequest = r.prompt * r.moeBytesPerToken / r.bandwidth;
    }
    const int group = std::max(tp, dp);
    const bool link = hasGpuLink(c.acc, group);
    r.allReduceLatency = (link ? c.a.allReduceLatencyUsLink : c.a.allReduceLatencyUsPcie) * 1e-6;
    // A ring wider than the GPU link (A100-PCIe NVLink-bridge pairs in a TP 4 group) runs over PCIe:
    // one way per GPU, x16 lanes (Gen 4 32 GB/s, Gen 5 64 GB/s).
    const double pcieOneWay = (c.acc.pcieGen >= 5 ? 64.0 : c.acc.pcieGen == 4 || c.acc.pcieGen == 0 ? 32.0 : 16.0);
    const double oneWay = link ? c.acc.interconnectGbs / 2.0
                               : (c.acc.hasGpuLink() ? pcieOneWay
                                                     : std::min(pcieOneWay, c.acc.interconnectGbs > 0 ? c.acc.interconnectGbs / 2.0 : pcieOneWay));
    r.linkBandwidth = oneWay * kBytesPerGB *
                      (link ? c.a.allReduceBandwidthEfficiency : c.a.allReduceBandwidthEfficiencyPcie);
    if (dp > 1) { // dispatch and combine per MoE layer: each token to the other GPUs of its experts
        r.allReduceBytesPerToken = remoteGpusPerToken(m, dp) * m.hidden * kActivationBytes;
        r.allReducesPerLayerPass = 2 * m.moeLayers();
    } else {
        r.allReduceBytesPerToken = 2.0 * (tp - 1) / tp * m.hidden * kActivationBytes;
        r.allReducesPerLayerPass = tp > 1 ? 2 * m.layers : 0;
    }
    r.overhead = c.a.decodeStepOverheadMs / 1000.0;
    return r;
}

double weightsPerGpu(const Context &c, int tp, int pp, int dp)
{
    if (dp > 1)
        return c.denseWeights + (c.weights - c.denseWeights) / dp;
    return c.weights / (double(tp) * pp);
}

double kvRoomSequences(const Context &c, int tp, int pp, int dp)
{
    if (dp > 1) { // each GPU holds whole sequences of its own
        const double room = c.usable - weightsPerGpu(c, tp, pp, dp) - c.overhead;
        return room > 0 ? dp * std::floor(room / c.kvPerSequenceFull) : 0;
    }
    const double gpus = double(tp) * pp;
    const double room = (c.usable - c.weights / gpus - c.overhead) * gpus;
    return room > 0 ? std::floor(room / (c.kvPerSequenceFull * kvCopies(c.w.model, tp))) : 0;
}

double replicaBatchLimit(const Context &c, double kvRoom, int dp)
{
    const int cap = c.w.serving.maxBatch;
    return cap > 0 ? std::min(kvRoom, double(cap) * std::max(1, dp)) : kvRoom;
}

LayoutOption evaluateLayout(const Context &c, int tp, int pp, int replicas, int dp)
{
    LayoutOption o;
    o.tensorParallel = tp;
    o.pipelineParallel = pp;
    o.attentionDataParallel = dp;
    o.expertParallel = c.w.model.isMoe() ? tp * pp * dp : 1;
    o.replicas = replicas;
    const ReplicaModel m = replicaModel(c, tp, pp, dp);
    const double kvRoom = kvRoomSequences(c, tp, pp, dp);
    const double kvMax = replicaBatchLimit(c, kvRoom, dp);
    o.kvRoom = kvRoom;
    o.fits = kvRoom >= 1 && replicas >= 1;
    o.ttftMs = 1000.0 * (m.prefillSeconds() + m.stepSeconds(1));
    if (!o.fits) {
        o.maxBatch = std::max(0.0, kvMax);
        return o;
    }
    o.maxBatch = tpotLimitedBatch(m, kvMax, c.load.tpotMs);
    if (o.maxBatch < 1) { // even one sequence misses the TPOT target
        o.batch = 1;
        o.tpotMs = 1000.0 * m.tpotSeconds(1);
        o.throughputTokensPerS = replicas / m.tpotSeconds(1);
        return o;
    }
    double batch = o.maxBatch;
    bool enough = true;
    if (c.load.batchJob) {
        // A job of fewer requests than the KV room holds runs at the batch it fills: 24 requests on
        // two replicas decode 12 sequences each, at the 12-sequence step time, not the full batch's.
        batch = std::min(o.maxBatch, std::max(1.0, std::ceil(c.load.requests / replicas)));
    } else {
        const double byConcurrency = std::ceil(c.load.concurrent / replicas);
        const double byRate = batchForRate(m, o.maxBatch, c.load.requestsPerS / replicas);
        batch = std::max({1.0, byConcurrency, byRate});
        enough = batch <= o.maxBatch;
        batch = std::min(batch, o.maxBatch);
    }
    o.batch = batch;
    o.tpotMs = 1000.0 * m.tpotSeconds(batch);
    o.ttftMs = 1000.0 * (m.prefillSeconds() + m.stepSeconds(batch));
    o.throughputTokensPerS = replicas * batch / m.tpotSeconds(batch);
    o.meets = enough && (c.load.ttftMs <= 0 || o.ttftMs <= c.load.ttftMs);
    return o;
}

std::vector<PipelineInNode> pipelinesInNode(const Context &c, int perNode)
{
    std::vector<PipelineInNode> out;
    if (perNode < 3 || (perNode & (perNode - 1)) == 0 || !c.w.software.multiGpu)
        return out;
    for (int tp = 1; tp < perNode; tp *= 2)
        if (perNode % tp == 0 && tpAllowed(c, tp) && perNode / tp <= std::max(1, c.w.model.layers))
            out.push_back({tp, perNode / tp}); // a stage holds one layer at least
    return out;
}

bool betterLayout(const LayoutOption &x, const LayoutOption &y, bool batchJob)
{
    if (x.meets != y.meets)
        return x.meets;
    if (x.fits != y.fits)
        return x.fits;
    if (!x.fits) { // the one nearest to fitting: the most memory
        if (x.maxBatch != y.maxBatch)
            return x.maxBatch > y.maxBatch;
        return x.gpusPerReplica() > y.gpusPerReplica();
    }
    if (!x.meets) { // the one closer to the load: more capacity
        const double cx = x.replicas * x.maxBatch, cy = y.replicas * y.maxBatch;
        if (cx != cy)
            return cx > cy;
    }
    if (batchJob) {
        if (x.throughputTokensPerS != y.throughputTokensPerS)
            return x.throughputTokensPerS > y.throughputTokensPerS;
    } else if (x.tpotMs != y.tpotMs) {
        // Decode speeds within kNearTpot of each other: the shorter wait for the first token decides.
        const double near = std::max(x.tpotMs, y.tpotMs) * kNearTpot;
        if (std::fabs(x.tpotMs - y.tpotMs) <= near && x.ttftMs != y.ttftMs)
            return x.ttftMs < y.ttftMs;
        return x.tpotMs < y.tpotMs;
    }
    if (x.gpusPerReplica() != y.gpusPerReplica())
        return x.gpusPerReplica() < y.gpusPerReplica();
    return x.attentionDataParallel < y.attentionDataParallel; // alike: tensor parallel, the simpler
}

bool tpAllowed(const Context &c, int tp)
{
    return tp == 1 || (c.w.model.heads % tp == 0 && c.w.software.multiGpu);
}

bool depAllowed(const Context &c, int g)
{
    return g > 1 && c.w.model.isMoe() && c.w.software.multiGpu;
}

} // namespace gpuplanner::planner::inference

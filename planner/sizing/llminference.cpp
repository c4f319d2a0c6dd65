// LLM online and batch inference on one GPU configuration (PRODUCT.md §4 "Inference"): the search
// over parallel layouts (tensor parallel within a node, pipeline parallel across nodes, expert
// parallel for MoE, replicas), the batch per replica that the KV room and the latency targets
// allow, and the step model that gives time per output token and throughput under continuous
// batching.
//
// Step model (one replica of t-way tensor and p-way pipeline parallelism, b sequences in flight):
//   decode step = max(bytes ÷ (bandwidth × eff), FLOPs ÷ (peak × eff)) + all-reduces + overhead,
//     bytes = weights touched (MoE: 1 − (1 − active share)^tokens of the experts) ÷ t
//             + b × average context × KV bytes per token ÷ t,
//     FLOPs = 2 × active parameters × b ÷ (t·p),
//     all-reduces: 2 per layer (attention and MLP output) of b × hidden × 2 bytes,
//     ring time = latency + 2(t−1)/t × bytes ÷ (link bandwidth one way × eff) (Megatron-LM TP);
//   prefill = 2 × active parameters × prompt + 2 × layers × prompt² × attention width FLOPs,
//     compute bound (Pope et al. 2022, "Efficiently Scaling Transformer Inference", §2);
//   continuous batching (Yu et al. 2022, Orca; vLLM): while b sequences each produce `output`
//   tokens, b new prompts are prefilled on the same GPUs. One such cycle costs
//     max(memory of the `output` decode steps, compute of the decode steps + the b prefills)
//     + the all-reduces + the per-step overhead,
//   time per output token = cycle ÷ output, throughput = b × output ÷ cycle.
// A pipeline of p stages runs p micro-batches of b/p: each stage reads its weights once per
// micro-batch, so the weights cost W/t per token round as without pipelining, and each token
// passes p stages in turn.
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/estimators/throughput.h"
#include "planner/workload/precision.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner::planner {

namespace {

constexpr double kActivationBytes = 2; // BF16/FP16 activations in the all-reduce
constexpr int kMaxPipelineStages = 64;
constexpr double kNearTpot = 0.10; // layouts whose time per token differs by less are ranked by TTFT
// A replica whose KV room holds fewer sequences is no serving layout: continuous batching has nothing to
// batch (Llama 70B BF16 on an A100-PCIe NVLink-bridge pair holds one). Tensor parallel over PCIe is then
// compared too (TensorRT-LLM publishes TP 4 over PCIe for that case, 27x the bridged pair).
constexpr double kMinServingBatch = 8;

// What one replica of one layout costs, with everything that does not depend on the batch computed once.
struct ReplicaModel
{
    int tp = 1;
    int pp = 1;
    double weightBytes = 0;      // all resident weights
    double activeFraction = 1;   // MoE: share of the weights one token touches
    double logUntouched = 0;     // log(1 − activeFraction), once: weightsTouched runs in every search step
    double activeParameters = 0;
    double kvPerSequenceAvg = 0; // bytes, average context (prompt + output / 2), all GPUs of the replica
    double bandwidth = 0;        // bytes/s per GPU × efficiency (weights)
    double kvBandwidth = 0;      // bytes/s per GPU × efficiency (attention reading the KV cache)
    double decodeFlops = 0;      // FLOP/s per GPU × efficiency
    double prefillFlops = 0;
    double prefillFlopsPerRequest = 0;
    double allReduceLatency = 0; // s
    double allReduceBytesPerToken = 0; // × 2(t−1)/t
    double linkBandwidth = 0;    // bytes/s one way × efficiency
    int allReducesPerLayerPass = 0; // 2 × layers when t > 1
    double overhead = 0;         // s per decode step
    double output = 1;           // output tokens per request
    double prompt = 1;

    double allReduceSeconds(double tokens) const
    {
        if (tp <= 1)
            return 0;
        return allReducesPerLayerPass * (allReduceLatency + tokens * allReduceBytesPerToken / linkBandwidth);
    }
    double weightsTouched(double tokens) const
    {
        if (activeFraction >= 1.0)
            return weightBytes;
        // 1 − (1 − f)^tokens; past e^−36 (below a double's resolution of 1) every expert is read.
        const double x = std::max(1.0, tokens) * logUntouched;
        return x < -36.0 ? weightBytes : weightBytes * (1.0 - std::exp(x));
    }
    // One decode step of b sequences without prefill (the batch-1 latency figure).
    double stepSeconds(double b) const
    {
        const double micro = std::max(1.0, b / pp);
        const double memory = (weightsTouched(micro) / bandwidth + b * kvPerSequenceAvg / kvBandwidth) / tp;
        const double compute = b * 2.0 * activeParameters / (tp * pp) / decodeFlops;
        return std::max(memory, compute) + allReduceSeconds(micro) + overhead;
    }
    // One continuous-batching cycle: `output` decode steps of b sequences and b prefills.
    double cycleSeconds(double b) const
    {
        const double micro = std::max(1.0, b / pp);
        const double memory =
            output * (weightsTouched(micro) / bandwidth + b * kvPerSequenceAvg / kvBandwidth) / tp;
        const double prefillCompute = b * prefillFlopsPerRequest / prefillFlops / (tp * pp);
        const double compute = output * b * 2.0 * activeParameters / decodeFlops / (tp * pp) + prefillCompute;
        // The prompts' all-reduces overlap with the prefill GEMMs of the next chunk; only what exceeds
        // them adds time. Decode steps are too short to hide theirs.
        const double prefillComm = b * allReduceSeconds(prompt) / pp;
        const double comm = output * allReduceSeconds(micro) + std::max(0.0, prefillComm - prefillCompute);
        return std::max(memory, compute) + comm + output * overhead;
    }
    double tpotSeconds(double b) const { return cycleSeconds(b) / output; }
    double requestsPerS(double b) const { return b / cycleSeconds(b); }
    double prefillSeconds() const
    {
        return prefillFlopsPerRequest / tp / prefillFlops + allReduceSeconds(prompt);
    }
};

struct Load
{
    double concurrent = 0;  // sequences in flight the workload brings
    double requestsPerS = 0;
    double ttftMs = 0;
    double tpotMs = 0;
    bool batchJob = false;
};

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

struct Context
{
    const Workload &w;
    const catalog::Accelerator &acc;
    const Assumptions &a;
    double weights = 0;
    double overhead = 0;      // bytes per GPU
    double usable = 0;        // bytes per GPU
    double kvPerToken = 0;    // bytes, one copy
    double kvPerSequenceFull = 0;
    double kvPerSequenceAvg = 0;
    PeakThroughput peak;
    Load load;
};

Context makeContext(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a)
{
    Context c{w, acc, a, 0, 0, 0, 0, 0, 0, {}, {}};
    const ModelSpec &m = w.model;
    const ServingInput &in = w.serving;
    c.weights = est::weightBytes(m.parametersB * 1e9, w.precision);
    c.overhead = a.runtimeOverheadGb * kBytesPerGB;
    c.usable = acc.memoryGb * kBytesPerGB * a.servingMemoryFraction;
    c.kvPerToken = est::kvBytesPerToken(m, est::kvBytesPerElement(servingKvPrecision(w)));
    // KV room is reserved for whole sequences (TensorRT-LLM's guaranteed-no-evict scheduler); the
    // bandwidth a step needs follows the average context, prompt + half the output.
    c.kvPerSequenceFull = c.kvPerToken * (double(in.promptTokens) + in.outputTokens);
    c.kvPerSequenceAvg = c.kvPerToken * (in.promptTokens + in.outputTokens / 2.0);
    c.peak = peakThroughput(acc, w.precision);
    c.load.batchJob = w.task == Task::BatchInference;
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

// Copies of the KV cache a tensor-parallel group keeps: heads are split t ways, but a group wider
// than the KV heads replicates them (MLA's one latent is replicated on every rank).
double kvCopies(const ModelSpec &m, int tp)
{
    const int kvHeads = m.kvLoraRank > 0 ? 1 : std::max(1, m.kvHeads);
    return tp > kvHeads ? double(tp) / kvHeads : 1.0;
}

ReplicaModel replicaModel(const Context &c, int tp, int pp)
{
    const ModelSpec &m = c.w.model;
    ReplicaModel r;
    r.tp = tp;
    r.pp = pp;
    r.weightBytes = c.weights;
    r.activeFraction = m.parametersB > 0 ? m.activeParametersB / m.parametersB : 1.0;
    r.logUntouched = r.activeFraction < 1.0 ? std::log1p(-r.activeFraction) : 0.0;
    r.activeParameters = m.activeParametersB * 1e9;
    r.kvPerSequenceAvg = c.kvPerSequenceAvg * kvCopies(m, tp);
    r.bandwidth = c.acc.memoryBandwidthGbs * kBytesPerGB * c.a.decodeBandwidthEfficiency;
    r.kvBandwidth = c.acc.memoryBandwidthGbs * kBytesPerGB * c.a.kvReadBandwidthEfficiency;
    r.decodeFlops = c.peak.tflops * kFlopsPerTflop * c.a.decodeComputeEfficiency;
    r.prefillFlops = c.peak.tflops * kFlopsPerTflop * c.a.prefillComputeEfficiency;
    r.prompt = std::max(1, c.w.serving.promptTokens);
    r.output = std::max(1, c.w.serving.outputTokens);
    r.prefillFlopsPerRequest = 2.0 * r.activeParameters * r.prompt +
                               2.0 * m.layers * r.prompt * r.prompt * double(m.heads) * m.headDim;
    const bool link = hasGpuLink(c.acc, tp);
    r.allReduceLatency = (link ? c.a.allReduceLatencyUsLink : c.a.allReduceLatencyUsPcie) * 1e-6;
    // A ring wider than the GPU link (A100-PCIe NVLink-bridge pairs in a TP 4 group) runs over PCIe:
    // one way per GPU, x16 lanes (Gen 4 32 GB/s, Gen 5 64 GB/s).
    const double pcieOneWay = (c.acc.pcieGen >= 5 ? 64.0 : c.acc.pcieGen == 4 || c.acc.pcieGen == 0 ? 32.0 : 16.0);
    const double oneWay = link ? c.acc.interconnectGbs / 2.0
                               : (c.acc.hasGpuLink() ? pcieOneWay
                                                     : std::min(pcieOneWay, c.acc.interconnectGbs > 0 ? c.acc.interconnectGbs / 2.0 : pcieOneWay));
    r.linkBandwidth = oneWay * kBytesPerGB *
                      (link ? c.a.allReduceBandwidthEfficiency : c.a.allReduceBandwidthEfficiencyPcie);
    r.allReduceBytesPerToken = 2.0 * (tp - 1) / tp * m.hidden * kActivationBytes;
    r.allReducesPerLayerPass = tp > 1 ? 2 * m.layers : 0;
    r.overhead = c.a.decodeStepOverheadMs / 1000.0;
    return r;
}

// One layout on gpusPerNode × nodes GPUs: fit, batch, latency and throughput at the load.
LayoutOption evaluateLayout(const Context &c, int tp, int pp, int replicas)
{
    LayoutOption o;
    o.tensorParallel = tp;
    o.pipelineParallel = pp;
    o.expertParallel = c.w.model.isMoe() ? tp * pp : 1;
    o.replicas = replicas;
    const ReplicaModel m = replicaModel(c, tp, pp);
    const double gpus = double(tp) * pp;
    const double room = (c.usable - c.weights / gpus - c.overhead) * gpus;
    const double kvMax = room > 0 ? std::floor(room / (c.kvPerSequenceFull * kvCopies(c.w.model, tp))) : 0;
    o.fits = kvMax >= 1 && replicas >= 1;
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
    if (!c.load.batchJob) {
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

// Which of two layouts on the same GPUs serves better: meets the load, fits, then the lower time
// per output token at the load (for a batch job: the higher throughput), then fewer GPUs per replica.
bool betterLayout(const LayoutOption &x, const LayoutOption &y, bool batchJob)
{
    if (x.meets != y.meets)
        return x.meets;
    if (x.fits != y.fits)
        return x.fits;
    if (!x.fits) { // the one nearest to fitting: the most memory
        if (x.maxBatch != y.maxBatch)
            return x.maxBatch > y.maxBatch;
        return x.tensorParallel * x.pipelineParallel > y.tensorParallel * y.pipelineParallel;
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
    return x.tensorParallel * x.pipelineParallel < y.tensorParallel * y.pipelineParallel;
}

bool tpAllowed(const Context &c, int tp)
{
    return tp == 1 || (c.w.model.heads % tp == 0 && c.w.software.multiGpu);
}

} // namespace

Precision servingKvPrecision(const Workload &w)
{
    if (w.serving.kvCachePrecision)
        return *w.serving.kvCachePrecision;
    switch (w.precision) {
    case Precision::Fp8: return Precision::Fp8;
    case Precision::Fp32: return Precision::Fp32;
    case Precision::Fp16: return Precision::Fp16;
    default: return Precision::Bf16; // INT8/INT4 weight-only quantization keeps a 16-bit cache
    }
}

void sizeLlmInference(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s)
{
    InferenceResult &r = s.inference;
    r.applies = true;
    const Context c = makeContext(w, acc, a);
    r.kvCachePrecision = servingKvPrecision(w);
    r.kvBytesPerToken = c.kvPerToken;
    const int perNode = s.gpusPerNode;
    const int nodes = s.nodes;

    // Layouts: tensor parallel 1, 2, 4, 8 … within a node; a replica wider than a node takes whole
    // nodes as pipeline stages (tensor parallel = GPUs per node). TP over PCIe only when nothing
    // with NVLink-class links (or no TP) holds kMinServingBatch sequences.
    struct Shape
    {
        int tp, pp;
    };
    std::array<Shape, 16> shapes{};
    int count = 0;
    for (int tp = 1; tp <= perNode && count < 8; tp *= 2)
        if (perNode % tp == 0 && tpAllowed(c, tp))
            shapes[size_t(count++)] = {tp, 1};
    if (tpAllowed(c, perNode) && (perNode & (perNode - 1)) != 0)
        shapes[size_t(count++)] = {perNode, 1};
    // Pipeline stages across nodes only for a model that one node cannot hold with one sequence.
    const bool nodeHolds = c.weights / perNode + c.overhead + c.kvPerSequenceFull / perNode < c.usable;
    for (int pp = 2; pp <= nodes && pp <= kMaxPipelineStages && count < 16 && !nodeHolds; pp *= 2)
        if (tpAllowed(c, perNode))
            shapes[size_t(count++)] = {perNode, pp};

    LayoutOption best;
    bool have = false;
    bool linkedServes = false; // a layout without TP over PCIe holds a useful batch
    r.layoutCount = 0;
    for (int pass = 0; pass < 2 && !(pass == 1 && linkedServes); ++pass) {
        for (int i = 0; i < count; ++i) {
            const Shape sh = shapes[size_t(i)];
            const bool pcieTp = sh.tp > 1 && !hasGpuLink(acc, sh.tp);
            if (pcieTp != (pass == 1))
                continue;
            const int replicas = sh.pp > 1 ? nodes / sh.pp : (perNode / sh.tp) * nodes;
            // Prune: a replica that cannot hold the weights needs no step model.
            const double gpus = double(sh.tp) * sh.pp;
            LayoutOption o;
            if (c.weights / gpus + c.overhead >= c.usable) {
                o.tensorParallel = sh.tp;
                o.pipelineParallel = sh.pp;
                o.expertParallel = w.model.isMoe() ? sh.tp * sh.pp : 1;
                o.replicas = replicas;
            } else {
                o = evaluateLayout(c, sh.tp, sh.pp, replicas);
            }
            linkedServes = linkedServes || (o.fits && o.maxBatch >= kMinServingBatch);
            if (r.layoutCount < int(r.layouts.size()))
                r.layouts[size_t(r.layoutCount++)] = o;
            if (!have || betterLayout(o, best, c.load.batchJob)) {
                best = o;
                have = true;
            }
        }
    }
    if (!have) // tensor parallel 1 is always allowed; kept for safety
        best.replicas = perNode * nodes;
    const ReplicaModel bestModel = replicaModel(c, best.tensorParallel, best.pipelineParallel);

    const int tp = best.tensorParallel;
    const int pp = best.pipelineParallel;
    const double gpusPerReplica = double(tp) * pp;
    r.tensorParallel = tp;
    r.pipelineParallel = pp;
    r.expertParallel = best.expertParallel;
    r.replicas = best.fits ? best.replicas : 0;
    r.maxBatch = best.maxBatch;
    const ReplicaModel &m = bestModel;
    r.batch1TokensPerS = 1.0 / m.stepSeconds(1);
    r.ttftMs = best.ttftMs;
    r.stepOverheadMs = a.decodeStepOverheadMs;

    const bool batchJob = c.load.batchJob;
    const double batch = best.fits ? std::max(1.0, best.batch) : 1.0;
    r.batch = batch;
    r.tpotMs = 1000.0 * m.tpotSeconds(batch);
    r.decodeTokensPerSPerSequence = 1000.0 / r.tpotMs;
    r.throughputTokensPerS = r.replicas * batch / (r.tpotMs / 1000.0);
    r.allReduceMsPerStep = 1000.0 * m.allReduceSeconds(std::max(1.0, batch / pp));
    {
        const double prefill = batch * m.prefillFlopsPerRequest / m.prefillFlops / gpusPerReplica;
        r.prefillShare = prefill / m.cycleSeconds(batch);
    }
    const double maxBatch = std::max(1.0, best.maxBatch);
    r.requestsPerSCapacity = r.replicas * m.requestsPerS(maxBatch);

    // Requests in flight: the concurrency given, or the request rate × time in the system (Little's law).
    double needed = c.load.concurrent;
    if (c.load.requestsPerS > 0)
        needed = std::max(needed, c.load.requestsPerS * (r.ttftMs / 1000.0 + w.serving.outputTokens * r.tpotMs / 1000.0));
    if (batchJob || needed <= 0)
        needed = std::max(needed, 1.0);
    r.concurrencyNeeded = needed;
    int replicasNeeded = int(std::ceil(c.load.concurrent / maxBatch));
    if (c.load.requestsPerS > 0)
        replicasNeeded = std::max(replicasNeeded, int(std::ceil(c.load.requestsPerS / m.requestsPerS(maxBatch) - 1e-9)));
    r.replicasNeeded = std::max(1, replicasNeeded);

    s.memory.weightsGb = c.weights / gpusPerReplica / kBytesPerGB;
    s.memory.kvCacheGb = batch * c.kvPerSequenceFull * kvCopies(w.model, tp) / gpusPerReplica / kBytesPerGB;
    s.memory.overheadGb = a.runtimeOverheadGb;
    s.memory.perGpuTotalGb = s.memory.weightsGb + s.memory.kvCacheGb + s.memory.overheadGb;
    s.memory.capacityGb = c.usable / kBytesPerGB;

    s.fits = best.fits;
    bool meets = s.fits;
    if (batchJob) {
        const double requests = std::max(1.0, w.serving.totalRequests);
        r.jobHours = requests * w.serving.outputTokens / std::max(1e-9, r.throughputTokensPerS) / kSecondsPerHour;
        meets = meets && best.maxBatch >= 1 && r.jobHours <= deadlineHours(w);
    } else {
        meets = meets && best.meets && best.maxBatch >= 1 && r.tpotMs <= c.load.tpotMs * (1 + 1e-9);
    }
    s.meetsTarget = meets;
    if (!s.fits)
        s.shortfallKind = Shortfall::Memory;
    else if (!meets)
        s.shortfallKind = batchJob ? Shortfall::Deadline : Shortfall::Capacity;
}

int servingNodesNeeded(const Workload &w, const catalog::Accelerator &acc, int perNode, int maxNodes,
                       const Assumptions &a, int *fitNodes)
{
    const Context c = makeContext(w, acc, a);
    long best = 0;
    long fit = 0;
    auto consider = [&](int tp, int pp) {
        const double gpus = double(tp) * pp;
        if (c.weights / gpus + c.overhead >= c.usable)
            return;
        const double room = (c.usable - c.weights / gpus - c.overhead) * gpus;
        const double kvMax = std::floor(room / (c.kvPerSequenceFull * kvCopies(w.model, tp)));
        if (kvMax < 1) // as evaluateLayout's fit test
            return;
        const long fitN = pp > 1 ? pp : 1;
        if (fit == 0 || fitN < fit)
            fit = fitN;
        const ReplicaModel m = replicaModel(c, tp, pp);
        if (c.load.ttftMs > 0 && 1000.0 * (m.prefillSeconds() + m.stepSeconds(1)) > c.load.ttftMs)
            return; // prefill alone misses the target; more replicas do not help
        // Prune before the batch searches: a replica serves at most kvMax sequences and at most the
        // request rate of a full KV cache (rate grows with the batch), so no layout of this shape
        // needs fewer nodes than this bound. One that cannot beat the best found is skipped.
        if (best > 0 && !c.load.batchJob) {
            double lower = std::ceil(c.load.concurrent / kvMax - 1e-9);
            if (c.load.requestsPerS > 0)
                lower = std::max(lower, std::ceil(c.load.requestsPerS / m.requestsPerS(kvMax) - 1e-9));
            lower = std::max(1.0, lower);
            if ((pp > 1 ? lower * pp : std::ceil(lower * tp / perNode)) >= double(best))
                return;
        }
        // One replica tells its capacity; the replicas the load needs follow.
        const LayoutOption one = evaluateLayout(c, tp, pp, 1);
        if (one.maxBatch < 1)
            return;
        double replicas = 1;
        if (c.load.batchJob) {
            const double requests = std::max(1.0, w.serving.totalRequests);
            replicas = std::ceil(requests * w.serving.outputTokens / std::max(1e-9, one.throughputTokensPerS) /
                                 kSecondsPerHour / std::max(1e-9, deadlineHours(w)));
        } else {
            replicas = std::ceil(c.load.concurrent / one.maxBatch - 1e-9);
            if (c.load.requestsPerS > 0)
                replicas = std::max(replicas, std::ceil(c.load.requestsPerS / m.requestsPerS(one.maxBatch) - 1e-9));
        }
        replicas = std::max(1.0, replicas);
        const double n = pp > 1 ? replicas * pp : std::ceil(replicas * tp / perNode);
        if (n > maxNodes)
            return;
        if (best == 0 || long(n) < best)
            best = long(n);
    };
    for (int pass = 0; pass < 2 && fit == 0; ++pass) {
        for (int tp = 1; tp <= perNode; tp *= 2) {
            if (perNode % tp != 0 || !tpAllowed(c, tp))
                continue;
            if ((tp > 1 && !hasGpuLink(acc, tp)) != (pass == 1))
                continue;
            consider(tp, 1);
        }
        // Pipeline stages: a replica of pp stages takes pp nodes, so once pp reaches the fewest nodes
        // found no deeper pipeline can be cheaper; stages that cannot hold the weights are skipped
        // without a step model. More stages than the first that fits can still need fewer nodes (more
        // KV room per replica, fewer replicas), so the search goes on until that bound.
        if (pass == 0 && fit == 0 && tpAllowed(c, perNode) && hasGpuLink(acc, perNode))
            for (int pp = 2; pp <= maxNodes && pp <= kMaxPipelineStages && (best == 0 || pp < best); pp *= 2)
                if (c.weights / (double(perNode) * pp) + c.overhead < c.usable)
                    consider(perNode, pp);
    }
    if (fitNodes)
        *fitNodes = int(fit);
    return int(best);
}

} // namespace gpuplanner::planner

// LLM online and batch inference on one GPU configuration (PRODUCT.md §4 "Inference"): the searches
// over parallel layouts (tensor parallel within a node, pipeline parallel across nodes, expert
// parallel for MoE, replicas) that size a configuration and count the nodes a load needs. The step
// model that gives time per output token and throughput under continuous batching, and the batch per
// replica that the KV room and the latency targets allow: llminference_internal.h, llminference_model.cpp.
#include "planner/sizing/llminference_internal.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace gpuplanner::planner {

namespace {

constexpr int kMaxPipelineStages = 64;
// A replica whose KV room holds fewer sequences is no serving layout: continuous batching has nothing to
// batch (Llama 70B BF16 on an A100-PCIe NVLink-bridge pair holds one). Tensor parallel over PCIe is then
// compared too (TensorRT-LLM publishes TP 4 over PCIe for that case, 27x the bridged pair).
constexpr double kMinServingBatch = 8;

} // namespace

Precision servingKvPrecision(const Workload &w)
{
    if (w.serving.kvCachePrecision)
        return *w.serving.kvCachePrecision;
    switch (w.precision) {
    case Precision::Fp8:
    case Precision::Fp4:
        return Precision::Fp8; // NVFP4 serving keeps an FP8 cache (TensorRT-LLM, MLPerf)
    case Precision::Fp32: return Precision::Fp32;
    case Precision::Fp16: return Precision::Fp16;
    default: return Precision::Bf16; // INT8/INT4 weight-only quantization keeps a 16-bit cache
    }
}

void sizeLlmInference(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s)
{
    using inference::betterLayout, inference::Context, inference::depAllowed, inference::evaluateLayout,
        inference::kvCopies, inference::makeContext, inference::ReplicaModel, inference::replicaModel,
        inference::nextTensorParallel, inference::PipelineInNode, inference::pipelinesInNode,
        inference::tpAllowed;
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
        int tp, pp, dp;
    };
    std::array<Shape, 20> shapes{};
    int count = 0;
    for (int tp = 1; tp <= perNode && count < 8; tp = nextTensorParallel(tp, perNode))
        if (tpAllowed(c, tp))
            shapes[size_t(count++)] = {tp, 1, 1};
    // An MoE model: attention data parallel with its experts over 2, 4, 8 … GPUs of a node.
    for (int g = 2; g <= perNode && count < 12; g *= 2)
        if (depAllowed(c, g))
            shapes[size_t(count++)] = {1, 1, g};
    // A node whose GPU count is no power of two (6, 10): pipeline stages within it too, TP × PP = the
    // node (vLLM's TP 2 × PP 5 on ten GPUs), so that no GPU stays idle.
    for (const PipelineInNode &in : pipelinesInNode(c, perNode))
        if (count < 16)
            shapes[size_t(count++)] = {in.tp, in.pp, 1};
    // Pipeline stages across nodes only for a model that one node cannot hold with one sequence.
    const bool nodeHolds = c.weights / perNode + c.overhead + c.kvPerSequenceFull / perNode < c.usable;
    for (int pp = 2; pp <= nodes && pp <= kMaxPipelineStages && count < 20 && !nodeHolds; pp *= 2)
        if (tpAllowed(c, perNode))
            shapes[size_t(count++)] = {perNode, pp, 1};

    LayoutOption best;
    bool have = false;
    bool linkedServes = false; // a layout without TP over PCIe holds a useful batch
    r.layoutCount = 0;
    for (int pass = 0; pass < 2 && !(pass == 1 && linkedServes); ++pass) {
        for (int i = 0; i < count; ++i) {
            const Shape sh = shapes[size_t(i)];
            const int group = sh.tp * sh.dp;
            const bool pcieTp = group > 1 && !hasGpuLink(acc, group);
            if (pcieTp != (pass == 1))
                continue;
            const int gpus = sh.tp * sh.pp * sh.dp;
            // A replica wider than a node takes whole nodes as its stages; others share a node.
            const int replicas = gpus > perNode ? nodes / sh.pp : (perNode / gpus) * nodes;
            // Prune: a replica that cannot hold the weights needs no step model.
            LayoutOption o;
            if (inference::weightsPerGpu(c, sh.tp, sh.pp, sh.dp) + c.overhead >= c.usable) {
                o.tensorParallel = sh.tp;
                o.pipelineParallel = sh.pp;
                o.attentionDataParallel = sh.dp;
                o.expertParallel = w.model.isMoe() ? gpus : 1;
                o.replicas = replicas;
            } else {
                o = evaluateLayout(c, sh.tp, sh.pp, replicas, sh.dp);
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
    const ReplicaModel bestModel =
        replicaModel(c, best.tensorParallel, best.pipelineParallel, best.attentionDataParallel);

    const int tp = best.tensorParallel;
    const int pp = best.pipelineParallel;
    const int dp = best.attentionDataParallel;
    const double gpusPerReplica = best.gpusPerReplica();
    r.tensorParallel = tp;
    r.pipelineParallel = pp;
    r.attentionDataParallel = dp;
    r.expertParallel = best.expertParallel;
    r.replicas = best.fits ? best.replicas : 0;
    r.maxBatch = best.maxBatch;
    r.kvRoomBatch = best.kvRoom;
    const ReplicaModel &m = bestModel;
    r.batch1TokensPerS = 1.0 / m.stepSeconds(1);
    r.batch1AllReduceMs = 1000.0 * m.stepCommSeconds(1);
    r.batch1MoeMs = 1000.0 * m.moeSeconds(1);
    r.batch1WeightsGb = m.weightsTouched(1) / kBytesPerGB;
    r.prefillAllReduceMs = 1000.0 * m.allReduceSeconds(m.prompt);
    r.prefillAttentionFlops = m.prefillAttentionFlops;
    r.ttftMs = best.ttftMs;
    r.stepOverheadMs = a.decodeStepOverheadMs;

    const bool batchJob = c.load.batchJob;
    const double batch = best.fits ? std::max(1.0, best.batch) : 1.0;
    r.batch = batch;
    r.tpotMs = 1000.0 * m.tpotSeconds(batch);
    r.decodeTokensPerSPerSequence = 1000.0 / r.tpotMs;
    r.throughputTokensPerS = r.replicas * batch / (r.tpotMs / 1000.0);
    r.allReduceMsPerStep = 1000.0 * m.stepCommSeconds(batch);
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

    s.memory.weightsGb = inference::weightsPerGpu(c, tp, pp, dp) / kBytesPerGB;
    s.memory.kvCacheGb =
        batch * c.kvPerSequenceFull * (dp > 1 ? 1.0 : kvCopies(w.model, tp)) / gpusPerReplica / kBytesPerGB;
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
    using inference::Context, inference::evaluateLayout, inference::makeContext, inference::ReplicaModel,
        inference::nextTensorParallel, inference::PipelineInNode, inference::pipelinesInNode,
        inference::replicaModel, inference::tpAllowed;
    const Context c = makeContext(w, acc, a);
    long best = 0;
    long fit = 0;
    bool servable = false; // some layout of the pass meets the time per token at some batch
    auto consider = [&](int tp, int pp, int dp) {
        if (inference::weightsPerGpu(c, tp, pp, dp) + c.overhead >= c.usable)
            return;
        const double kvRoom = inference::kvRoomSequences(c, tp, pp, dp);
        if (kvRoom < 1) // as evaluateLayout's fit test
            return;
        const double kvMax = inference::replicaBatchLimit(c, kvRoom, dp);
        // Nodes for some replicas: pp nodes each for a pipeline across nodes; otherwise a replica does
        // not span nodes, and a node holds perNode ÷ its GPUs of them, rounded down (TP 4 on 10: two).
        const bool acrossNodes = tp * pp * dp > perNode;
        const double perNodeReplicas = std::floor(double(perNode) / (tp * pp * dp));
        auto nodesFor = [&](double replicas) {
            return acrossNodes ? replicas * pp : std::ceil(replicas / perNodeReplicas - 1e-9);
        };
        const long fitN = acrossNodes ? pp : 1;
        if (fit == 0 || fitN < fit)
            fit = fitN;
        const ReplicaModel m = replicaModel(c, tp, pp, dp);
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
            if (nodesFor(lower) >= double(best))
                return;
        }
        // One replica tells its capacity; the replicas the load needs follow.
        const LayoutOption one = evaluateLayout(c, tp, pp, 1, dp);
        if (one.maxBatch < 1)
            return;
        servable = true;
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
        const double n = nodesFor(replicas);
        if (n > maxNodes)
            return;
        if (best == 0 || long(n) < best)
            best = long(n);
    };
    // Layouts with TP over PCIe only where none without holds the weights and meets the time per
    // token (TP 1 × PP 10 on ten RTX 4090s holds a 70B model but misses it; TP 2 × PP 5 meets it).
    for (int pass = 0; pass < 2 && !servable; ++pass) {
        for (int tp = 1; tp <= perNode; tp = nextTensorParallel(tp, perNode)) {
            if (!tpAllowed(c, tp))
                continue;
            if ((tp > 1 && !hasGpuLink(acc, tp)) != (pass == 1))
                continue;
            consider(tp, 1, 1);
        }
        for (int g = 2; g <= perNode; g *= 2)
            if (inference::depAllowed(c, g) && hasGpuLink(acc, g) == (pass == 0))
                consider(1, 1, g);
        for (const PipelineInNode &in : pipelinesInNode(c, perNode))
            if ((in.tp > 1 && !hasGpuLink(acc, in.tp)) == (pass == 1))
                consider(in.tp, in.pp, 1);
        // Pipeline stages: a replica of pp stages takes pp nodes, so once pp reaches the fewest nodes
        // found no deeper pipeline can be cheaper; stages that cannot hold the weights are skipped
        // without a step model. More stages than the first that fits can still need fewer nodes (more
        // KV room per replica, fewer replicas), so the search goes on until that bound.
        if (pass == 0 && fit == 0 && tpAllowed(c, perNode) && hasGpuLink(acc, perNode))
            for (int pp = 2; pp <= maxNodes && pp <= kMaxPipelineStages && (best == 0 || pp < best); pp *= 2)
                if (c.weights / (double(perNode) * pp) + c.overhead < c.usable)
                    consider(perNode, pp, 1);
    }
    if (fitNodes)
        *fitNodes = int(fit);
    return int(best);
}

} // namespace gpuplanner::planner

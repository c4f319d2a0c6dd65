// The serving step model of one replica (ReplicaModel) and the evaluation of one parallel layout:
// used by the layout searches (llminference.cpp), defined in llminference_model.cpp.
//
// Step model (one replica of t-way tensor and p-way pipeline parallelism, b sequences in flight):
//   decode step = max(weights ÷ (bandwidth × eff), FLOPs ÷ (peak × eff)) + KV read
//                 + all-reduces + overhead,
//     weights = weights touched (MoE: 1 − (1 − active share)^tokens of the experts) ÷ t, read while
//               the GEMMs run; KV read = b × average context × KV bytes per token ÷ t ÷ (bandwidth
//               × KV eff): attention's own kernels, after the GEMMs of the layer (not overlapped),
//     FLOPs = 2 × active parameters × b ÷ (t·p),
//     attention = max(KV read, its FLOPs ÷ (peak at the cache's precision × decode compute eff)):
//               per sequence and layer 4 × heads × head dim × context (QKᵀ and PV); MLA, absorbed
//               into the latent: 2 × heads × (2 × kv_lora_rank + rope) × context,
//     all-reduces: 2 per layer (attention and MLP output) of b × hidden × 2 bytes,
//     ring time = latency + 2(t−1)/t × bytes ÷ (link bandwidth one way × eff) (Megatron-LM TP);
//     each is on the critical path (the next layer waits for it);
//   prefill = 2 × active parameters × prompt + 2 × layers × prompt² × attention width FLOPs,
//     compute bound (Pope et al. 2022, "Efficiently Scaling Transformer Inference", §2), and its
//     all-reduces of prompt × hidden × 2 bytes, on the critical path too;
//   continuous batching (Yu et al. 2022, Orca; vLLM): while b sequences each produce `output`
//   tokens, b new prompts are prefilled on the same GPUs. One such cycle costs
//     max(weights of the `output` decode steps, compute of the decode steps + the b prefills)
//     + their KV reads + every all-reduce + the per-step overhead,
//   time per output token = cycle ÷ output, throughput = b × output ÷ cycle.
// The efficiencies are fitted on TensorRT-LLM's throughput tables (tests/data/calibration).
// A pipeline of p stages runs p micro-batches of b/p: each stage reads its weights once per
// micro-batch, so the weights cost W/t per token round as without pipelining, and each token
// passes p stages in turn.
//
// Attention data parallel with expert parallel (an MoE model, "DEP g": TensorRT-LLM's
// enable_attention_dp with --ep g, SGLang's --enable-dp-attention): each of the g GPUs keeps the
// non-expert weights (attention, embeddings) whole and 1/g of every layer's experts, and runs attention
// for its own b/g sequences, so its KV cache is never copied. Per decode step a GPU reads the
// non-expert weights + the experts its share of the group's b tokens touch ÷ g, computes 2 × active
// parameters × b/g, reads the KV of b/g sequences, and per MoE layer sends each of its tokens to the
// GPUs of its experts and gathers the results back (all-to-all dispatch and combine): 2 per MoE layer
// of b/g × hidden × 2 bytes × the remote GPUs a token reaches (remoteGpusPerToken), at the link's
// latency and one-way bandwidth. One prompt's prefill runs its attention and non-expert layers on one
// GPU, its experts on all g.
//
// MoE routing and dispatch (every layout): each token costs moe_token_bytes_per_hidden × hidden bytes
// of memory traffic per MoE layer at the weights' decode bandwidth, prefill tokens too (fitted on
// TensorRT-LLM's published throughputs; assumptions.cpp).
#pragma once

#include "planner/sizing/sizing.h"
#include "planner/workload/precision.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace gpuplanner::planner::inference {

// What one replica of one layout costs, with everything that does not depend on the batch computed once.
struct ReplicaModel
{
    int tp = 1;
    int pp = 1;
    int dp = 1;              // attention data parallel with expert parallel over dp GPUs (tp = pp = 1)
    double denseBytes = 0;   // weights every token uses (attention, embeddings; all of a dense model)
    double expertBytes = 0;  // MoE: the experts' weights
    double logUntouched = 0; // log(1 − share of the experts one token uses), once: weightsTouched runs
                             // in every search step
    double activeParameters = 0;
    double denseParameters = 0;
    double moeBytesPerToken = 0;            // MoE: routing and dispatch, bytes per token through all layers
    double prefillMoeSecondsPerRequest = 0; // the same for one prompt's tokens, at one GPU's bandwidth
    double kvPerSequenceAvg = 0; // bytes, average context (prompt + output / 2), all GPUs of the replica
    double attentionFlopsPerSequence = 0; // one decode step's attention over that context
    double attentionFlops = 0;            // FLOP/s per GPU × efficiency at the KV cache's precision
    double bandwidth = 0;        // bytes/s per GPU × efficiency (weights)
    double kvBandwidth = 0;      // bytes/s per GPU × efficiency (attention reading the KV cache)
    double decodeFlops = 0;      // FLOP/s per GPU × efficiency
    double prefillFlops = 0;
    double prefillFlopsPerRequest = 0;
    double prefillAttentionFlops = 0; // of those, the prompt's quadratic attention
    double allReduceLatency = 0; // s
    double allReduceBytesPerToken = 0; // × 2(t−1)/t; DEP: × the remote GPUs a token reaches
    double linkBandwidth = 0;    // bytes/s one way × efficiency
    int allReducesPerLayerPass = 0; // 2 × layers when t > 1 (DEP: the all-to-all pairs)
    double overhead = 0;         // s per decode step
    double output = 1;           // output tokens per request
    double prompt = 1;

    int gpus() const { return tp * pp * dp; }
    // Collectives of one pass through the layers of `tokens` on each GPU (TP: the all-reduced
    // activations of every token of the micro-batch; DEP: the tokens of one GPU, sent and gathered).
    double allReduceSeconds(double tokens) const
    {
        if (allReducesPerLayerPass == 0)
            return 0;
        return allReducesPerLayerPass * (allReduceLatency + tokens * allReduceBytesPerToken / linkBandwidth);
    }
    // The tokens each GPU exchanges in one decode step of b sequences.
    double stepTokensPerGpu(double b) const { return std::max(1.0, dp > 1 ? b / dp : b / pp); }
    double stepCommSeconds(double b) const { return allReduceSeconds(stepTokensPerGpu(b)); }
    double weightsTouched(double tokens) const
    {
        if (expertBytes <= 0)
            return denseBytes;
        // 1 − (1 − f)^tokens; past e^−36 (below a double's resolution of 1) every expert is read.
        const double x = std::max(1.0, tokens) * logUntouched;
        return denseBytes + (x < -36.0 ? expertBytes : expertBytes * (1.0 - std::exp(x)));
    }
    // The parts of one decode step of b sequences (micro-batches of b/p through a pipeline).
    double weightsSeconds(double micro) const
    {
        if (dp > 1) // the non-expert weights whole on every GPU, the experts split
            return (denseBytes + (weightsTouched(micro) - denseBytes) / dp) / bandwidth;
        return weightsTouched(micro) / bandwidth / tp;
    }
    double gemmSeconds(double b) const { return b * 2.0 * activeParameters / gpus() / decodeFlops; }
    // Attention over the cache: reading it, or its FLOPs where they take longer (MLA's heads share one
    // latent, so its attention is compute bound).
    double kvSeconds(double b) const
    {
        return b * std::max(kvPerSequenceAvg / kvBandwidth, attentionFlopsPerSequence / attentionFlops) /
               (tp * dp);
    }
    // MoE routing and dispatch of b tokens, spread over the replica's GPUs.
    double moeSeconds(double b) const { return b * moeBytesPerToken / bandwidth / gpus(); }
    // One decode step of b sequences without prefill (the batch-1 latency figure).
    double stepSeconds(double b) const
    {
        const double micro = std::max(1.0, b / pp);
        return std::max(weightsSeconds(micro), gemmSeconds(b)) + kvSeconds(b) + moeSeconds(b) +
               stepCommSeconds(b) + overhead;
    }
    // One continuous-batching cycle: `output` decode steps of b sequences and b prefills.
    double cycleSeconds(double b) const
    {
        const double micro = std::max(1.0, b / pp);
        const double prefillCompute = b * prefillFlopsPerRequest / prefillFlops / gpus();
        // Each GPU prefills b ÷ (p·g) prompts (a pipeline stage every prompt, one at a time).
        const double comm = output * stepCommSeconds(b) + b * allReduceSeconds(prompt) / (pp * dp);
        return std::max(output * weightsSeconds(micro), output * gemmSeconds(b) + prefillCompute) +
               output * (kvSeconds(b) + moeSeconds(b)) + b * prefillMoeSecondsPerRequest / gpus() + comm +
               output * overhead;
    }
    double tpotSeconds(double b) const { return cycleSeconds(b) / output; }
    double requestsPerS(double b) const { return b / cycleSeconds(b); }
    // One prompt alone: over tensor parallel t; under DEP its attention and non-expert layers on one
    // GPU and its experts on all g (its all-to-alls move the prompt's tokens from that one GPU).
    double prefillSeconds() const
    {
        if (dp > 1) {
            const double dense = 2.0 * denseParameters * prompt + prefillAttentionFlops;
            const double experts = prefillFlopsPerRequest - dense;
            return (dense + experts / dp) / prefillFlops + prefillMoeSecondsPerRequest / dp +
                   allReduceSeconds(prompt);
        }
        return prefillFlopsPerRequest / tp / prefillFlops + prefillMoeSecondsPerRequest / tp +
               allReduceSeconds(prompt);
    }
};

// What the workload asks of a serving layout.
struct Load
{
    double concurrent = 0;  // sequences in flight the workload brings
    double requestsPerS = 0;
    double ttftMs = 0;
    double tpotMs = 0;
    bool batchJob = false;
    double requests = 0; // batch job: the requests in the job, the most a batch can hold
};

// The workload on one accelerator, with everything that does not depend on the layout.
struct Context
{
    const Workload &w;
    const catalog::Accelerator &acc;
    const Assumptions &a;
    double weights = 0;
    double denseParameters = 0; // outside the routed experts (est::nonExpertParameters)
    double denseWeights = 0;    // their bytes
    double overhead = 0;      // bytes per GPU
    double usable = 0;        // bytes per GPU
    double kvPerToken = 0;    // bytes, one copy
    double kvPerSequenceFull = 0;
    double kvPerSequenceAvg = 0;
    double attentionFlopsAvg = 0; // one decode step's attention FLOPs at the average context
    PeakThroughput peak;
    PeakThroughput kvPeak; // at the KV cache's precision (attention's own kernels)
    Load load;
    double prefillPeakShare = 1; // NVFP4: the share of the FP4 peak prefill reaches (lowPrecisionPeakShare)
};

Context makeContext(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a);

// Under DEP over g GPUs, the other GPUs one token is sent to per MoE layer (its top-k experts' GPUs).
double remoteGpusPerToken(const ModelSpec &m, int g);

// Copies of the KV cache a tensor-parallel group keeps: heads are split t ways, but a group wider
// than the KV heads replicates them (MLA's one latent is replicated on every rank).
double kvCopies(const ModelSpec &m, int tp);

ReplicaModel replicaModel(const Context &c, int tp, int pp, int dp = 1);

// Weights on one GPU of a layout: all ÷ (t·p), or under DEP g the non-expert weights + the experts ÷ g.
double weightsPerGpu(const Context &c, int tp, int pp, int dp);

// Sequences whose whole KV cache the replica's memory holds beside the weights (0 when none).
double kvRoomSequences(const Context &c, int tp, int pp, int dp);

// The most sequences a replica runs: its KV room, or fewer where the serving engine caps its batch
// (serving.max_batch per engine instance; DEP runs one instance per GPU).
double replicaBatchLimit(const Context &c, double kvRoom, int dp);

// One layout on gpusPerNode × nodes GPUs: fit, batch, latency and throughput at the load.
LayoutOption evaluateLayout(const Context &c, int tp, int pp, int replicas, int dp = 1);

// Which of two layouts on the same GPUs serves better: meets the load, fits, then the lower time
// per output token at the load (for a batch job: the higher throughput), then fewer GPUs per replica.
bool betterLayout(const LayoutOption &x, const LayoutOption &y, bool batchJob);

// Whether tensor parallelism of tp GPUs is allowed: the heads split evenly, the software runs multi-GPU.
bool tpAllowed(const Context &c, int tp);

// The tensor-parallel degrees tried on a node of perNode GPUs: 1, 2, 4 … up to perNode, then the whole
// node when its count is no power of two (6, 10). A replica does not span nodes: TP 4 on a 10-GPU node
// runs two replicas and leaves two GPUs idle.
constexpr int nextTensorParallel(int tp, int perNode)
{
    return tp < perNode && tp * 2 > perNode ? perNode : tp * 2;
}

// Pipelines within a node whose GPU count is no power of two (6, 10): TP × PP = the node, PP > 1, for
// each allowed TP that divides it (10 GPUs: TP 1 × PP 10, TP 2 × PP 5). None for 1, 2, 4, 8, 16.
struct PipelineInNode
{
    int tp, pp;
};
std::vector<PipelineInNode> pipelinesInNode(const Context &c, int perNode);

// Whether attention data parallel with expert parallel over g GPUs is a layout: an MoE model, software
// that runs multi-GPU, g > 1.
bool depAllowed(const Context &c, int g);

} // namespace gpuplanner::planner::inference

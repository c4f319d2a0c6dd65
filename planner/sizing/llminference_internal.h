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
#pragma once

#include "planner/sizing/sizing.h"
#include "planner/workload/precision.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner::planner::inference {

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
    // The parts of one decode step of b sequences (micro-batches of b/p through a pipeline).
    double weightsSeconds(double micro) const { return weightsTouched(micro) / bandwidth / tp; }
    double gemmSeconds(double b) const { return b * 2.0 * activeParameters / (tp * pp) / decodeFlops; }
    double kvSeconds(double b) const { return b * kvPerSequenceAvg / kvBandwidth / tp; }
    // One decode step of b sequences without prefill (the batch-1 latency figure).
    double stepSeconds(double b) const
    {
        const double micro = std::max(1.0, b / pp);
        return std::max(weightsSeconds(micro), gemmSeconds(b)) + kvSeconds(b) + allReduceSeconds(micro) +
               overhead;
    }
    // One continuous-batching cycle: `output` decode steps of b sequences and b prefills.
    double cycleSeconds(double b) const
    {
        const double micro = std::max(1.0, b / pp);
        const double prefillCompute = b * prefillFlopsPerRequest / prefillFlops / (tp * pp);
        const double comm = output * allReduceSeconds(micro) + b * allReduceSeconds(prompt) / pp;
        return std::max(output * weightsSeconds(micro), output * gemmSeconds(b) + prefillCompute) +
               output * kvSeconds(b) + comm + output * overhead;
    }
    double tpotSeconds(double b) const { return cycleSeconds(b) / output; }
    double requestsPerS(double b) const { return b / cycleSeconds(b); }
    double prefillSeconds() const
    {
        return prefillFlopsPerRequest / tp / prefillFlops + allReduceSeconds(prompt);
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
    double overhead = 0;      // bytes per GPU
    double usable = 0;        // bytes per GPU
    double kvPerToken = 0;    // bytes, one copy
    double kvPerSequenceFull = 0;
    double kvPerSequenceAvg = 0;
    PeakThroughput peak;
    Load load;
    double prefillPeakShare = 1; // NVFP4: the share of the FP4 peak prefill reaches (lowPrecisionPeakShare)
};

Context makeContext(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a);

// Copies of the KV cache a tensor-parallel group keeps: heads are split t ways, but a group wider
// than the KV heads replicates them (MLA's one latent is replicated on every rank).
double kvCopies(const ModelSpec &m, int tp);

ReplicaModel replicaModel(const Context &c, int tp, int pp);

// One layout on gpusPerNode × nodes GPUs: fit, batch, latency and throughput at the load.
LayoutOption evaluateLayout(const Context &c, int tp, int pp, int replicas);

// Which of two layouts on the same GPUs serves better: meets the load, fits, then the lower time
// per output token at the load (for a batch job: the higher throughput), then fewer GPUs per replica.
bool betterLayout(const LayoutOption &x, const LayoutOption &y, bool batchJob);

// Whether tensor parallelism of tp GPUs is allowed: the heads split evenly, the software runs multi-GPU.
bool tpAllowed(const Context &c, int tp);

} // namespace gpuplanner::planner::inference

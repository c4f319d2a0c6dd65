// LLM pre-training and fine-tuning on one GPU configuration: the parallel strategy that fits,
// the memory per GPU, and the time (PRODUCT.md §4 "Training memory", "Activations", "Training time").
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/estimators/throughput.h"
#include "planner/sizing/gradientexchange.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/precision.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

namespace gpuplanner::planner {

namespace {

struct Strategy
{
    int stage = 0;
    int tp = 1;
    Recompute recompute = Recompute::None;
};

struct TrainingMemory
{
    est::ModelStates states;
    double activations = 0;
    double fragmentation = 0;
    double overhead = 0;
    double total() const { return states.total() + activations + fragmentation + overhead; }
};

TrainingMemory memoryFor(const Workload &w, const Strategy &st, int dataParallel, const Assumptions &a,
                         double activations)
{
    const ModelSpec &m = w.model;
    const double params = m.parametersB * 1e9;
    const Precision p = computePrecision(w);
    TrainingMemory mem;
    if (w.task == Task::LlmFinetune && w.training.method != FinetuneMethod::Full) {
        // Frozen base in its storage precision (NF4 for QLoRA), adapters with full Adam states.
        const double baseBytesPerParam = w.training.method == FinetuneMethod::Qlora
                                             ? est::nf4BytesPerParam()
                                             : est::weightBytesPerParam(w.training.basePrecision.value_or(p));
        // A layer is gathered in the precision it computes in (FSDP MixedPrecision param_dtype casts the
        // shard before the all-gather), so an FP32 base gathers BF16 layers.
        const double gatheredBytesPerParam = std::min(baseBytesPerParam, est::weightBytesPerParam(p));
        const double adapter = est::loraParameters(m, w.training.loraRank);
        mem.states = est::modelStates(adapter, p, st.stage, dataParallel, st.tp, w.training.offload);
        // ZeRO-3 and FSDP (FULL_SHARD) shard every parameter over the data-parallel group, frozen or
        // not; each GPU gathers one layer at a time (Rajbhandari et al. 2020 §5.3; PyTorch FSDP). The
        // PEFT FSDP+QLoRA guide measures 70B on 2 GPUs at 35.6 GB each, under the 36 GB of NF4 base
        // an unsharded copy alone would take. Parameter offload moves the base shard to host memory.
        const bool sharded = st.stage >= 3 && dataParallel > 1;
        double base = params * baseBytesPerParam / st.tp / (sharded ? dataParallel : 1);
        if (w.training.offload == Offload::OptimizerAndParams) {
            mem.states.hostOffload += base;
            base = 0;
        }
        // Sharded, each GPU also holds the layers it has gathered: the one computing and the one
        // prefetched (FSDP forward/backward prefetch, DeepSpeed's live parameters), whole.
        if (sharded && m.layers > 0)
            base += 2.0 * params / m.layers * gatheredBytesPerParam / st.tp;
        mem.states.weights += base;
    } else {
        mem.states = est::modelStates(params, p, st.stage, dataParallel, st.tp, w.training.offload);
    }
    mem.activations = activations;
    mem.fragmentation = a.fragmentationFraction * (mem.activations + mem.states.gradients);
    mem.overhead = a.runtimeOverheadGb * kBytesPerGB;
    return mem;
}

// Default MFU of a run (model FLOPs 6·N·D over the peak of the compute precision), calibrated on
// published whole-run GPU-hours (tests/data/training-calibration/README.md):
//   base = interpolation on log(BF16 peak) between the A100 (312 TFLOPS) and H100 (989.5) fits;
//   size = min(1, active parameters ÷ reference)^exponent, exponent ∝ BF16 peak up to the H100's (a
//          faster GPU needs larger matrices to stay busy: Llama 3.1 8B/70B/405B on H100, Llama 2
//          7B/13B/70B on A100; not extrapolated above the H100, where no whole run was fitted) and
//          scaled by log2(1 + nodes) ÷ log2(1 + 2048), × (hidden ÷ 2048)^0.4 for models narrower than
//          2,048 (GPT-2 124M) on any cluster;
//   scale = (1 − loss)^log2(nodes) over RDMA (Llama 3 Table 4), × the PCIe loss per doubling of GPUs
//          in a node between NVLink-class domains; no loss inside one (the base is measured on 8-GPU
//          NVLink nodes).
// FP8 runs: the BF16 rate × the FP8 speedup, expressed against the FP8 peak; on a GPU without FP8
// tensor cores the run computes in 16 bits at the BF16 rate. NVFP4 runs: the FP8 rate × 1 ÷ ((1 − share)
// + share × FP8 peak ÷ FP4 peak), the share of the step NVFP4 moves to the FP4 rate, against the FP4 peak.
struct DefaultMfu
{
    double perNode = 0; // base × size (× FP8), against the compute precision's peak
    double scale = 1;
    MfuFactors factors;
};

DefaultMfu defaultMfu(const Workload &w, const catalog::Accelerator &acc, Precision p, int gpusPerNode, int nodes,
                      const Assumptions &a)
{
    constexpr double kAmperePeak = 312.0, kHopperPeak = 989.5;
    const double bf16 = acc.dense.bf16.value_or(acc.dense.fp16.value_or(kAmperePeak));
    const double x = std::log(bf16 / kAmperePeak) / std::log(kHopperPeak / kAmperePeak);
    DefaultMfu d;
    MfuFactors &f = d.factors;
    f.base = std::clamp(a.mfuBaseAmpere + (a.mfuBaseHopper - a.mfuBaseAmpere) * x, 0.25, 0.6);
    // The size penalty grows with the cluster: at a fixed global batch a small model on thousands of
    // GPUs runs tiny per-GPU batches (Llama 3.1 8B on H100: 0.14), on a few nodes it keeps its
    // matrices busy (TinyLlama on 16 A100s: 0.51).
    f.spread = std::min(1.0, std::log2(1.0 + std::max(1, nodes)) / std::log2(1.0 + a.mfuSizeFullNodes));
    // The exponent's growth with the peak is fitted between the A100 and the H100 and held at the
    // H100's above it: the runs on faster cards (MLPerf Llama 2 70B LoRA on B200, GB200, MI300X and
    // MI325X) kept 0.36-0.37 of their peak where the H100 kept 0.33, not the less a growing exponent says.
    f.peakShare = std::min(bf16, kHopperPeak) / kHopperPeak;
    f.exponent = std::clamp(a.mfuSizeExponentHopper * f.peakShare * f.spread, 0.005, 0.35);
    f.size =
        std::pow(std::min(1.0, std::max(1e-3, w.model.activeParametersB) / a.mfuSizeReferenceB), f.exponent);
    // A narrow model's matrix multiplies stay small however the work is spread (GPT-2 124M, 768 wide).
    if (w.model.hidden > 0)
        f.width = std::pow(std::min(1.0, w.model.hidden / a.mfuWidthReference), a.mfuWidthExponent);
    f.stack = trainingStackFactor(w.training.stack, a);
    const PeakThroughput fp8 = peakThroughput(acc, Precision::Fp8);
    if ((p == Precision::Fp8 || p == Precision::Fp4) && !fp8.fallback && fp8.tflops > 0) {
        if (p == Precision::Fp4)
            f.fp4 = nvfp4Speedup(acc, a);
        f.fp8 = a.fp8TrainingSpeedup * f.fp4 * bf16 / peakThroughput(acc, p).tflops;
    }
    const double product = f.base * f.size * f.width * f.stack * f.fp8;
    f.capped = product > a.mfuCeiling;
    d.perNode = std::min(product, a.mfuCeiling);
    d.scale = std::pow(1.0 - a.mfuLossPerNodeDoubling, std::log2(std::max(1, nodes)));
    // Between NVLink-class domains (all of a PCIe-only node; the bridged groups of 2 or 4 of a
    // node of NVL cards) the all-reduce crosses PCIe.
    const int perNode = std::max(1, gpusPerNode);
    d.scale *= std::pow(1.0 - a.lossPerDoublingPcie, std::log2(double(perNode) / linkedGpus(acc, perNode)));
    return d;
}

// QLoRA expands the NF4 weights of every transformer layer to BF16 in each pass that multiplies by
// them (forward and backward, plus the forward full recomputation repeats), once per micro-batch on
// every GPU, whatever the micro-batch holds. Summed over the data-parallel ranks the GPU time is the
// micro-batches of the whole run × passes × quantized parameters × bytes per parameter ÷ bandwidth
// (a tensor-parallel group splits each layer's weights and multiplies the GPUs: the product stays).
// Quantized: all but the embeddings and the output head, which stay in 16-bit.
QloraDequant qloraDequant(const Workload &w, const TrainingResult &t, const catalog::Accelerator &acc,
                          const Assumptions &a)
{
    QloraDequant d;
    const double params = w.model.parametersB * 1e9;
    const double embeddings = 2.0 * double(w.model.vocab) * double(w.model.hidden);
    d.quantizedParameters = std::max(0.5 * params, params - embeddings);
    d.passes = t.recompute == Recompute::Full ? 3 : 2;
    d.microBatches = t.tokens / (double(std::max(1, t.microBatch)) * std::max(1, t.sequenceLength));
    if (acc.memoryBandwidthGbs > 0)
        d.gpuHours = d.microBatches * d.passes * d.quantizedParameters * a.qloraDequantBytesPerParam /
                     (acc.memoryBandwidthGbs * 1e9) / kSecondsPerHour;
    return d;
}

} // namespace

// Precision of the arithmetic: QLoRA computes in BF16 over NF4 weights; INT8/INT4 are not training
// precisions and train in BF16. FP4 outside QLoRA is NVFP4 training (Blackwell's FP4 tensor cores).
Precision computePrecision(const Workload &w)
{
    if (w.training.method == FinetuneMethod::Qlora || w.precision == Precision::Int8 ||
        w.precision == Precision::Int4)
        return Precision::Bf16;
    return w.precision;
}

double trainingStackFactor(TrainingStack stack, const Assumptions &a)
{
    switch (stack) {
    case TrainingStack::Tuned:
        return a.mfuTunedStack;
    case TrainingStack::Older:
        return a.mfuOlderStack;
    case TrainingStack::Typical:
        break;
    }
    return 1.0;
}

void sizeLlmTraining(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s)
{
    TrainingResult &t = s.training;
    t.applies = true;
    const int gpus = s.totalGpus();
    const double capacity = acc.memoryGb * kBytesPerGB;

    // Strategy: the user's pinned choices, else the cheapest that fits, in this order of preference:
    // the lowest tensor-parallel degree with no, then selective recomputation (nearly free,
    // Korthikanti et al. §5); full recomputation (+33% FLOPs) only when nothing else fits. Within
    // each, the lowest ZeRO stage (stages 1–2 add no communication over plain data parallelism).
    std::array<Strategy, 48> order{};
    size_t count = 0;
    const std::array<int, 4> tps{1, 2, 4, 8};
    auto push = [&](int tp, Recompute r) {
        // Tensor parallelism stays within a node and splits it evenly (4 does not divide 10 GPUs).
        if (tp > s.gpusPerNode || s.gpusPerNode % tp != 0 || (w.model.heads % tp) != 0)
            return;
        for (int stage = 0; stage <= 3; ++stage) {
            const Strategy st{stage, tp, r};
            const bool excluded = (w.training.recompute && r != *w.training.recompute) ||
                                  (w.training.zeroStage && stage != *w.training.zeroStage) ||
                                  (w.training.tensorParallel && tp != *w.training.tensorParallel) ||
                                  (w.training.offload == Offload::OptimizerAndParams && stage != 3) ||
                                  (w.training.offload == Offload::Optimizer && stage == 0);
            if (!excluded)
                order[count++] = st;
        }
    };
    for (const int tp : tps) {
        push(tp, Recompute::None);
        push(tp, Recompute::Selective);
    }
    for (const int tp : tps)
        push(tp, Recompute::Full);
    // Activations depend on tensor parallelism and recomputation only: compute each once.
    const Precision p = computePrecision(w);
    const double seq = trainingSequenceLength(w);
    std::array<std::array<double, 3>, 4> activations{};
    auto activationsFor = [&](const Strategy &st) {
        const size_t ti = size_t(std::countr_zero(unsigned(st.tp)));
        double &cached = activations[ti][size_t(st.recompute)];
        if (cached == 0)
            cached = est::activationBytes(w.model, seq, w.training.microBatch, st.tp, st.recompute, p,
                                          a.logitsBytesPerElement, w.training.attentionStoresScores);
        return cached;
    };
    auto memoryOf = [&](const Strategy &st) {
        return memoryFor(w, st, std::max(1, gpus / st.tp), a, activationsFor(st));
    };

    // When nothing fits, report the most memory-saving strategy: its shortfall is the real one.
    Strategy chosen = count == 0 ? Strategy{} : order[count - 1];
    TrainingMemory mem = memoryOf(chosen);
    bool fits = false;
    for (size_t i = 0; i < count; ++i) {
        const Strategy &st = order[i];
        const TrainingMemory m = memoryOf(st);
        if (m.total() <= capacity) {
            chosen = st;
            mem = m;
            fits = true;
            break;
        }
    }
    if (w.training.tensorParallel &&
        (*w.training.tensorParallel > s.gpusPerNode || s.gpusPerNode % *w.training.tensorParallel != 0))
        fits = false;

    t.zeroStage = chosen.stage;
    t.tensorParallel = chosen.tp;
    t.dataParallel = std::max(1, gpus / chosen.tp);
    t.recompute = chosen.recompute;
    t.offload = w.training.offload;
    t.sequenceLength = trainingSequenceLength(w);
    t.microBatch = w.training.microBatch;

    MemoryBreakdown &mb = s.memory;
    mb.weightsGb = mem.states.weights / kBytesPerGB;
    mb.gradientsGb = mem.states.gradients / kBytesPerGB;
    mb.optimizerGb = mem.states.optimizer / kBytesPerGB;
    mb.activationsGb = mem.activations / kBytesPerGB;
    mb.overheadGb = (mem.overhead + mem.fragmentation) / kBytesPerGB;
    mb.perGpuTotalGb = mem.total() / kBytesPerGB;
    mb.offloadedGb = mem.states.hostOffload * s.gpusPerNode / kBytesPerGB;
    mb.capacityGb = acc.memoryGb;

    // Time.
    const bool lora = w.task == Task::LlmFinetune && w.training.method != FinetuneMethod::Full;
    t.tokens = trainingTokens(w, a);
    t.trainableParameters = lora ? est::loraParameters(w.model, w.training.loraRank) : w.model.parametersB * 1e9;
    const double active = w.model.activeParametersB * 1e9;
    // Model FLOPs exclude recomputation; the hardware executes them too (total_flops). Both count
    // attention's score and context matmuls at the training sequence length.
    const double attention = est::attentionForwardFlopsPerToken(w.model, t.sequenceLength);
    const double modelFlops = est::trainingFlops(active, t.tokens, Recompute::None, lora, attention);
    t.modelFlops = modelFlops;
    t.totalFlops = est::trainingFlops(active, t.tokens, t.recompute, lora, attention);
    t.attentionFlops = t.totalFlops - est::trainingFlops(active, t.tokens, t.recompute, lora, 0.0);
    const PeakThroughput peak = peakThroughput(acc, computePrecision(w));
    t.peakTflops = peak.tflops;
    t.peakFigure = peak.figure;
    // Hardware FLOPs: the model FLOPs plus what recomputation repeats (full: one more forward pass;
    // selective: the attention score and context matmuls again, 4·s·(heads·head dim) per token per layer,
    // Korthikanti et al. 2022 §5).
    double hardwareFlops = t.totalFlops;
    if (t.recompute == Recompute::Selective)
        hardwareFlops += attention * t.tokens;
    const double hardwarePerModel = hardwareFlops / modelFlops;
    t.mfuMeasured = w.training.mfu.has_value() || w.training.hfu.has_value();
    est::TrainingTime time;
    if (w.training.hfu) {
        // HFU counts the recomputation: time = hardware FLOPs ÷ (peak × HFU).
        t.utilizationInput = QStringLiteral("hfu");
        t.hfu = *w.training.hfu;
        t.mfu = t.hfu / hardwarePerModel;
        t.scalingEfficiency = 1.0;
        time = est::trainingTime(hardwareFlops, peak.tflops, gpus, t.hfu, 1.0);
    } else if (w.training.mfu) {
        // A measured MFU relates model FLOPs to time and already contains every loss.
        t.utilizationInput = QStringLiteral("mfu");
        t.mfu = *w.training.mfu;
        t.hfu = t.mfu * hardwarePerModel;
        t.scalingEfficiency = 1.0;
        time = est::trainingTime(modelFlops, peak.tflops, gpus, t.mfu, 1.0);
    } else {
        // The calibrated default is a whole-run MFU of runs with no or selective recomputation; full
        // recomputation repeats the forward pass at the same hardware rate (8·N·D of work).
        t.utilizationInput = QStringLiteral("default");
        const DefaultMfu d = defaultMfu(w, acc, computePrecision(w), s.gpusPerNode, s.nodes, a);
        t.baseMfu = d.perNode;
        t.mfuFactors = d.factors;
        t.mfu = d.perNode;
        t.scalingEfficiency = d.scale;
        time = est::trainingTime(t.totalFlops, peak.tflops, gpus, t.mfu, t.scalingEfficiency);
        if (w.training.method == FinetuneMethod::Qlora && w.task == Task::LlmFinetune) {
            t.dequant = qloraDequant(w, t, acc, a);
            time.gpuHours += t.dequant.gpuHours;
            time.wallHours = time.gpuHours / std::max(1, gpus);
        }
        // Whole-run HFU: hardware FLOPs over the time at the peak.
        if (time.gpuHours > 0 && peak.tflops > 0)
            t.hfu = hardwareFlops / (time.gpuHours * kSecondsPerHour * peak.tflops * kFlopsPerTflop);
    }
    // Across nodes, a pinned network slower than the gradient exchange needs makes each step wait (the
    // calibrated default assumes a fabric that meets the need; a measured MFU includes its network).
    if (!t.mfuMeasured && w.host.clusterGbps > 0 && s.nodes > 1) {
        const LanguageModelExchange x = languageModelExchange(
            t.trainableParameters, t.tokens, time.wallHours, s.nodes, s.gpusPerNode,
            nodesPerNvlinkDomain(acc.interconnectMaxGpus, acc.hasGpuLink(), s.gpusPerNode), a);
        t.pinnedGbps = w.host.clusterGbps;
        t.networkSlowdown = pinnedNetworkSlowdown(x.neededGbps, w.host.clusterGbps, a);
        time.gpuHours *= t.networkSlowdown;
        time.wallHours *= t.networkSlowdown;
    }
    t.gpuHours = time.gpuHours;
    t.wallHours = time.wallHours;
    t.deadlineHours = deadlineHours(w);
    t.checkpointGb = kCheckpointBytesPerParameter * t.trainableParameters / kBytesPerGB; // LoRA: adapters

    s.fits = fits;
    s.meetsTarget = fits && t.wallHours <= t.deadlineHours;
    if (!fits)
        s.shortfallKind = Shortfall::Memory;
    else if (!s.meetsTarget)
        s.shortfallKind = Shortfall::Deadline;
}

} // namespace gpuplanner::planner

#pragma once

#include "planner/sizing/attentiontraffic.h"
#include "planner/sizing/chosen.h"
#include "planner/sizing/gradientexchange.h"
#include "planner/workload/workload.h"

#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <QString>
#include <QStringList>
#include <utility>
#include <vector>

namespace gpuplanner::planner {

// GPU memory per GPU, in GB (1e9 bytes), and the host memory the GPUs' work needs per node.
struct MemoryBreakdown
{
    double weightsGb = 0;
    double kvCacheGb = 0;
    double activationsGb = 0;
    double gradientsGb = 0;
    double optimizerGb = 0;
    double overheadGb = 0;
    double perGpuTotalGb = 0;
    double hostRamGb = 0;      // per node: offloaded states, weights staging, cache (RAM minimum)
    double offloadedGb = 0;    // per node: optimizer states / parameters offloaded to host RAM
    double capacityGb = 0;     // per GPU: what the GPU offers (or reserves, for serving engines)
};

// The default utilization's factors (llmtraining.cpp defaultMfu): base × size × width × stack × FP8,
// at most the ceiling.
struct MfuFactors
{
    double base = 0;      // the GPU generation's, on log BF16 peak between the A100 and the H100
    double size = 1;      // (active parameters ÷ reference)^exponent
    double exponent = 0;  // the H100's × peakShare × spread
    double spread = 0;    // log2(1 + nodes) ÷ log2(1 + full nodes)
    double peakShare = 1; // the BF16 peak over the H100's, at most 1
    double width = 1;     // (hidden ÷ reference)^exponent for narrow models
    double stack = 1;     // training software
    double fp8 = 1;       // FP8 (or NVFP4) speed-up over BF16, against the FP8 (FP4) peak
    double fp4 = 1;       // NVFP4 speed-up over FP8: 1 ÷ ((1 − share) + share × FP8 peak ÷ FP4 peak)
    bool capped = false;  // the product was above the ceiling
};

// QLoRA expands its NF4 weights to BF16 in every pass of every micro-batch (llmtraining.cpp).
struct QloraDequant
{
    double quantizedParameters = 0; // all but the 16-bit embeddings and output head
    int passes = 0;                 // forward + backward (+ the forward full recomputation repeats)
    double microBatches = 0;        // over the whole run, summed over the data-parallel ranks
    double gpuHours = 0;            // micro-batches × passes × parameters × bytes ÷ bandwidth
};

struct TrainingResult
{
    bool applies = false;
    double tokens = 0;
    double trainableParameters = 0;
    double totalFlops = 0;     // what the GPUs execute: model FLOPs + full recomputation's forward
    double modelFlops = 0;     // the MFU's numerator: 6·N·D (4·N·D frozen base) + attention
    double attentionFlops = 0; // attention's share of totalFlops (12·L·s·d per token, 16 with full recompute)
    double gpuHours = 0;
    double wallHours = 0;
    // Across nodes on a pinned network slower than the gradient exchange needs: how much longer each
    // step takes (gradientexchange.h, pinnedNetworkSlowdown), within gpuHours and wallHours; 1 otherwise.
    double networkSlowdown = 1;
    double pinnedGbps = 0;        // that network, per node
    QloraDequant dequant;         // QLoRA's NF4 → BF16 expansion, within gpuHours (default utilization)
    double mfu = 0;               // as used: default (calibrated) MFU or the user's measured MFU
    double scalingEfficiency = 1; // scale factor inside the default MFU (1 for a measured one)
    bool mfuMeasured = false;
    double hfu = 0;               // hardware FLOPs utilization: recomputation counted
    QString utilizationInput;     // "mfu", "hfu" (as entered) or "default"
    double baseMfu = 0;           // default: per GPU generation and precision, before size and scale
    MfuFactors mfuFactors;        // default: what baseMfu is the product of, for the Why
    double peakTflops = 0;
    QString peakFigure;           // which precision's figure was used
    int zeroStage = 0;
    int tensorParallel = 1;
    int dataParallel = 1;
    Recompute recompute = Recompute::None;
    Offload offload = Offload::None;
    int sequenceLength = 0;
    int microBatch = 1;
    double deadlineHours = 0;
    double checkpointGb = 0;      // one full checkpoint (weights + optimizer states)
};

// One parallel layout of a serving replica compared by the layout search (llminference.cpp).
struct LayoutOption
{
    int tensorParallel = 1;   // GPUs of one node that split every layer
    int pipelineParallel = 1; // nodes (stages) a replica spans
    int expertParallel = 1;   // GPUs the experts of an MoE model are spread over (1 for dense models)
    int attentionDataParallel = 1; // DEP: GPUs that each run attention for their own sequences (tp = 1)
    int replicas = 0;
    double maxBatch = 0;      // sequences per replica the KV room, the TPOT target and the engine's cap allow
    double kvRoom = 0;        // sequences per replica the KV room holds
    double batch = 0;         // sequences per replica at the workload's load
    double tpotMs = 0;        // at `batch`, prefill's share of the time included
    double ttftMs = 0;
    double throughputTokensPerS = 0; // all replicas, output tokens
    bool fits = false;
    bool meets = false;
    int gpusPerReplica() const { return tensorParallel * pipelineParallel * attentionDataParallel; }
};

struct InferenceResult
{
    bool applies = false;
    double decodeTokensPerSPerSequence = 0; // at the operating batch
    double batch1TokensPerS = 0;
    double batch1AllReduceMs = 0; // the all-reduces of that one-sequence step
    double batch1MoeMs = 0;       // MoE routing and dispatch of that one-sequence step
    double batch1WeightsGb = 0;   // weights that one-sequence step reads, all GPUs of the replica (MoE:
                                  // the shared weights and one token's experts)
    double prefillAllReduceMs = 0; // the all-reduces of one prompt's prefill (on the critical path)
    double prefillAttentionFlops = 0; // one prompt's causal attention (QKᵀ and P·V), all layers
    double maxBatch = 0;           // per replica, bounded by KV-cache memory (and serving.max_batch)
    double kvRoomBatch = 0;        // per replica, what the KV-cache memory alone holds
    double batch = 0;             // operating batch per replica
    double throughputTokensPerS = 0; // whole configuration
    double ttftMs = 0;
    double tpotMs = 0;            // at the operating batch
    int tensorParallel = 1;
    int replicas = 0;
    int replicasNeeded = 0;
    double concurrencyNeeded = 0;
    double kvBytesPerToken = 0;
    double jobHours = 0;          // batch inference: time for all requests
    // Layout search (PRODUCT.md §4 "Inference").
    int pipelineParallel = 1;
    int expertParallel = 1;
    int attentionDataParallel = 1; // DEP g: attention data parallel and experts over g GPUs
    Precision kvCachePrecision = Precision::Bf16;
    double allReduceMsPerStep = 0; // all-reduces (DEP: all-to-alls) of one decode step at the operating batch
    double stepOverheadMs = 0;      // fixed per decode step (scheduling, kernel launches)
    double prefillShare = 0;        // share of the replica's time spent on prefill at the operating batch
    double requestsPerSCapacity = 0; // all replicas at their largest batch
    std::array<LayoutOption, 12> layouts{}; // compared layouts, the chosen one included
    int layoutCount = 0;
    int gpusPerReplica() const { return tensorParallel * pipelineParallel * attentionDataParallel; }
    // GPUs of a node that exchange activations in every layer (tensor parallel, or DEP's all-to-alls).
    int layerGroupGpus() const { return tensorParallel * attentionDataParallel; }
};

// Diffusion and vision training (traininglike.cpp): what one sample costs and how it was counted.
struct TrainingLikeResult
{
    double forwardPasses = 0; // 3: forward + backward; 2 with a frozen base; + 1 recomputing
    double forwardGflops = 0; // one sample's forward pass (a speech model's: its clip and transcript)
    double emaGb = 0;         // training.ema: the FP32 moving average of the trained weights
    Recompute recompute = Recompute::None;
    bool recomputeGiven = false;    // as the workload asked; else the least that fits
    double trainableParameters = 0; // the whole model, or the LoRA / QLoRA adapters
    double baseBytesPerParam = 0;   // LoRA / QLoRA: the frozen base's storage; 0 for full training
    double activationGbPerSample = 0;
    double dequantSecondsPerSample = 0; // QLoRA: NF4 expanded to BF16 in every pass
    int microBatch = 1;                 // per GPU: as given, else the recipes' batch that fits
    bool microBatchGiven = false;
    bool microBatchFromGlobal = false; // held to training.global_batch ÷ GPUs
    int recipeMicroBatch = 0; // not given: the family's recipe batch before halving to fit
};

// Throughput paths of the non-LLM tasks (diffusion, vision, video, rendering, science, simulation).
struct WorkResult
{
    bool applies = false;
    QString unit;                 // "image", "sample", "stream", "frame", "TFLOP", "instance"
    double perGpuRate = 0;        // units per second per GPU (streams or instances per GPU)
    double required = 0;          // units per second (or concurrent units) the workload needs
    double totalWork = 0;         // units over the whole job, where a job has an end
    double gpuHours = 0;
    double wallHours = 0;
    double dataReadMBs = 0;       // storage read rate that keeps the GPUs fed
    double samplesPerS = 0;
    double scalingEfficiency = 1; // training on several GPUs: in a node × between nodes, in perGpuRate
    double nsPerDay = 0;          // molecular dynamics: one simulation on gpusPerSimulation GPUs
    int gpusPerSimulation = 0;    // molecular dynamics
    // Molecular dynamics: the physical CPU cores one simulation runs with; 0 where not modelled.
    double cpuCoresPerSimulation = 0;
    double streamCapacity = 0;    // video: real-time streams per GPU, before whole ones
    // Vision and diffusion training on a pinned CPU that decodes fewer samples than the GPUs train
    // (inputpipeline.cpp): the GPUs' own rate and the cores that bound it; 0 where not bound.
    double gpuSamplesPerS = 0;
    int inputPipelineCores = 0;
    // Training with training.dataloader_workers given: the workers per GPU (0: the training process
    // prepares each batch before its step) and one GPU's rate without them; -1 and 0 where not given.
    int loaderWorkers = -1;
    double loaderFreeRate = 0;
    // Vision, speech and diffusion training across nodes: the gradient exchange between them, whose
    // exposed part is the scaling between nodes (gradientexchange.h); not applying on one node.
    GradientExchange exchange;
    // What the GPUs train or serve per second, before a CPU bound: the rate storage and CPU are sized for.
    double gpuRate() const { return gpuSamplesPerS > 0 ? gpuSamplesPerS : samplesPerS; }
    // Compute-rated work (diffusion, vision, dense FP64): the peak the rate is taken from, the share of
    // it assumed and why that share (model family, software); 0 where the rate is not compute-rated.
    double peakTflops = 0;
    QString peakFigure;
    double computeEfficiency = 0;
    QString efficiencyBasis;
    bool convolutional = false; // rated as a convolutional network (the CNN shares)
    // Diffusion inference with framework defaults: a denoising step's GPU math and the host-dispatch
    // floor under it (ms); 0 elsewhere.
    double gpuStepMs = 0;
    double stepFloorMs = 0;
    AttentionTraffic eagerAttention; // diffusion: an unfused attention's scores (attentiontraffic.h)
    AttentionMemory eagerAttentionHeld; // diffusion inference: its largest layer's buffers in memory
    TrainingLikeResult trainingLike; // diffusion and vision training
    int inferenceBatch = 0;          // vision batch inference: images per call, as given or fitted
    double renderSlowdown = 1; // through CUDA without RT cores, on a GPU with no Cycles score or estimate
    double renderScore =
        0; // rendering: the GPU's Cycles score (Blender Open Data, else estimated: renderIndex)
};

// Why a GPU configuration does not fit or misses its target (worded by shortfallText()).
enum class Shortfall
{
    None,
    Memory,        // the work does not fit in GPU memory
    Deadline,      // the job ends after the deadline
    Capacity,      // too few replicas / images / streams for the load, or a latency target missed
    NoEncoder,     // video encoding on a GPU without NVENC
    NoCodecEncode, // video encoding in a codec the GPU's encoders do not handle (AV1 before Ada)
    NoCodecDecode, // video decoding of a codec the GPU's decoders do not handle (AV1 before Ampere)
    NoVideoEngine, // no video engine can run one stream
    NoRtCores,     // rendering or sensor simulation without RT cores / graphics
    NoGpuLink,     // a multi-GPU shape the engine does not propose over PCIe only
    NeedsNodes,    // training spread over nodes of fewer than 8 GPUs
    NoPrecision,   // no hardware path for the precision asked for
    NoGisLibrary,  // geospatial kernels (cuSpatial, HeavyDB) on a GPU outside CUDA
    WeakFp64,      // double-precision molecular dynamics on FP64 units cut to a small fraction of FP32
};

// One GPU choice evaluated: what fits, how fast, whether it meets the target.
struct GpuSizing
{
    QString acceleratorId;
    int gpusPerNode = 1;
    int nodes = 1;
    bool fits = false;
    bool meetsTarget = false;
    Shortfall shortfallKind = Shortfall::None;
    QString shortfall;            // shortfallKind in words; filled for the configurations shown
    MemoryBreakdown memory;
    TrainingResult training;
    InferenceResult inference;
    WorkResult work;
    double referencePricePerGpuHourUsd = 0; // cheapest on-demand reference offer, 0 when none
    QString priceOfferId;
    int totalGpus() const { return gpusPerNode * nodes; }
    // Reference cost of the job (or of one month of serving) at the cheapest hourly offer.
    double referenceCostUsd = 0;
};

enum class DimensionId { Gpu, Vram, Cpu, Ram, Storage, Network, Environment, Operations };
inline constexpr int kDimensionCount = 8;

struct Dimension
{
    DimensionId id = DimensionId::Gpu;
    QString key;             // "gpu", "vram", ...
    QString minimum;         // for people: "2 × NVIDIA H100 SXM5 80GB"
    QString recommended;
    QString chosen;
    double minimumValue = 0; // in `unit`
    double recommendedValue = 0;
    double chosenValue = 0;
    QString unit;
    QStringList why;         // inputs, formula and constants, one step per line
};

// A concrete edit of the plan that resolves a finding: workload JSON paths and their new values
// ("configuration.ram_gb" = 512, "gpu.model" = "nvidia-h100-sxm"). Applied with applyFix().
struct Fix
{
    QString label;
    std::vector<std::pair<QString, nlohmann::json>> edits;
};

struct Finding
{
    QString id;
    QString severity; // error | warning | info
    QStringList dimensions;
    QString title;
    QString message;    // what is wrong, with the plan's figures
    QString reason;     // why it matters (the source article's reasoning where it has one)
    QString suggestion; // what to do
    std::optional<Fix> fix;
    QString link; // a page to open (the source of an old reference price), where there is one
    // What the finding weighs in the plan's cost, in the cost report's currency: a month of the
    // component or price it names, or the amount over budget; 0 when it has none. Orders the
    // findings of one severity, largest first (sortFindings()).
    double costEffect = 0;
};

struct Candidate
{
    QString acceleratorId;
    QString name;
    int gpusPerNode = 0;
    int nodes = 0;
    bool fits = false;
    bool meetsTarget = false;
    double referenceCostUsd = 0;
    double gpuHours = 0;
    QString note;
};

// Everything the screen, the CLI and the exports show, computed by evaluate().
struct Evaluation
{
    Workload workload;            // as evaluated (defaults filled in)
    GpuSizing sizing;             // the chosen (pinned or recommended) GPU configuration
    bool gpuPinned = false;
    std::array<Dimension, kDimensionCount> dimensions;
    ChosenConfiguration chosen;
    std::vector<Candidate> ranking;
    std::vector<Finding> findings;
};

QString dimensionKey(DimensionId id);
// The dimension in words, translated: "gpu" → "GPU model and count", "ram" → "RAM" (the key when unknown).
QString dimensionName(const QString &key);

// The dimension a finding belongs to (the panel whose badge counts it, the one a double-click
// opens): the one its id names ("vram.insufficient" → "vram"), else the first it concerns. The
// other dimensions of `Finding::dimensions` are only mentioned.
QString homeDimension(const Finding &finding);

} // namespace gpuplanner::planner

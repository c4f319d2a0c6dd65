#pragma once

#include "catalog/kinds.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>

namespace gpuplanner::catalog {

// Where a figure comes from. Every catalog row has one (resources/catalog/SCHEMA.md).
struct Source
{
    QString url;
    QString document;
    QString confidence; // datasheet | official-config | price-list | derived | estimate
    QString note;       // required when confidence is derived / estimate
};

// Fields every row shares. `raw` is the row exactly as validated, for JSON output and storage.
struct RowBase
{
    QString id;
    QString name;
    QStringList aliases;
    Source source;
    Origin origin = Origin::Bundled;
    nlohmann::json raw;
};

// Peak throughput per precision in TFLOPS (INT8 in TOPS). Empty = not supported in hardware.
struct Throughput
{
    std::optional<double> fp64;
    std::optional<double> fp64Tensor;
    std::optional<double> fp32;
    std::optional<double> tf32;
    std::optional<double> bf16;
    std::optional<double> fp16;
    std::optional<double> fp8;
    std::optional<double> fp4; // FP4 tensor cores (NVFP4 / MXFP4), Blackwell on
    std::optional<double> int8;
};

// Blender Cycles throughput as Blender Open Data measures it: the median of uploaded runs, in samples
// per minute summed over its three scenes, on the GPU's faster backend (OptiX with RT cores, CUDA without).
struct CyclesScore
{
    double samplesPerMinute = 0; // 0: no measurement recorded
    QString backend;             // optix | cuda | hip
    QString blenderVersion;
    int runs = 0;
    QString source;
};

// A Cycles score for a GPU that Blender Open Data has not measured, derived by the Catalog from the
// GPUs it has measured (cyclesestimate.cpp): never a published figure, always named an estimate.
struct CyclesEstimate
{
    double samplesPerMinute = 0;   // 0: measured, or nothing to estimate from
    bool sameArchitecture = false; // from GPUs of its architecture (per FP32 TFLOPS), else across
                                   // architectures (per √(FP32 TFLOPS × memory GB/s))
    bool sameMarket = false;       // from those of its market only (GeForce, or data-centre and
                                   // workstation cards), where the architecture has both
    double perUnit = 0;            // the median measured score per that unit
    int basisRows = 0;             // how many measured GPUs the median is taken over
};

// The graphics clock a power-capped card holds under a sustained compute load, against the boost clock
// its datasheet peaks assume. Recorded only where a published reading exists (sustainedMhz 0: none).
struct SustainedClock
{
    double boostMhz = 0;
    double sustainedMhz = 0;
    QString source;
    double fraction() const { return boostMhz > 0 && sustainedMhz > 0 ? sustainedMhz / boostMhz : 1.0; }
};

// The graphics clock the datasheet's peaks assume (NVIDIA: boost clock; AMD Instinct: peak engine
// clock), with its source (mhz 0: not recorded). A kernel too small to fill the GPU takes a time that
// follows this clock, not the card's peak (planner/sizing/smallbatchcall.cpp).
struct BoostClock
{
    double mhz = 0;
    QString source;
};

// The largest on-chip cache a kernel's data can stay in (NVIDIA: L2; AMD CDNA 3: the Infinity Cache),
// from the architecture's whitepaper or the product's datasheet (mb 0: not recorded).
struct LastLevelCache
{
    double mb = 0;
    QString source;
};

// A GPU or other accelerator. `dense` never holds a with-sparsity figure; `sparse` holds the
// vendor's with-sparsity figures only so that the catalog checks can compare them.
struct Accelerator : RowBase
{
    QString vendor;
    QString architecture;
    QString segment;
    int launchYear = 0;
    double memoryGb = 0;
    QString memoryType;
    double memoryBandwidthGbs = 0;
    Throughput dense;
    Throughput sparse;
    double tdpW = 0;
    QString interconnectType;
    double interconnectGbs = 0; // total bidirectional GPU-to-GPU bandwidth per GPU
    int interconnectMaxGpus = 1;
    int maxGpusPerNode = 8; // GPUs one server or compute tray holds (GB200/GB300 NVL72 trays: 4)
    int pcieGen = 0;
    QString formFactor;
    int videoEncoders = 0;
    int videoDecoders = 0;
    int jpegDecoders = 0;
    bool rtCores = false;
    CyclesScore cycles;
    CyclesEstimate cyclesEstimate; // set by the Catalog where `cycles` holds no measurement
    BoostClock boostClock;
    SustainedClock sustainedClock;
    LastLevelCache lastLevelCache;
    QString stack; // cuda | rocm | cann
    QString computeCapability;
    QString gfx;
    QString minDriver;
    QString minToolkit;

    bool hasGpuLink() const { return interconnectType != QStringLiteral("PCIe"); }
};

struct Cpu : RowBase
{
    QString vendor;
    QString family;
    int launchYear = 0;
    int cores = 0;
    int threads = 0;
    double baseGhz = 0;
    double boostGhz = 0;
    int memoryChannels = 0;
    QString memoryType;
    int memoryMts = 0;
    int pcieGen = 0;
    int pcieLanes = 0;
    double tdpW = 0;
    int maxSockets = 1;
};

struct ModelPreset : RowBase
{
    QString kind; // llm | moe-llm | encoder | diffusion | vision | speech
    QString family;
    QString license;
    double parametersB = 0;
    double activeParametersB = 0;
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    int intermediate = 0;
    int vocab = 0;
    int context = 0;
    int experts = 0;
    int expertsPerToken = 0;
    int denseLayers = 0;     // MoE: layers with a dense MLP instead of experts (DeepSeek-V3's first 3)
    int sharedExperts = 0;   // MoE: experts every token uses beside its routed ones
    int moeIntermediate = 0; // MoE: one expert's intermediate width (0: intermediate)
    int kvLoraRank = 0;    // multi-head latent attention (DeepSeek-V2/V3): compressed KV width
    int qkRopeHeadDim = 0; // MLA: decoupled RoPE key width cached beside the latent
    int slidingWindow = 0; // tokens a sliding-window attention layer keeps (0: none)
    int slidingLayers = 0; // layers with the window (the rest attend to the whole context)
    double gflopsPerSample = 0;
    double activationsM = 0; // vision: activations a forward pass writes, millions (0: not known)
    // Densely connected networks (DenseNet): elements of the concatenations their layers read, millions
    // per sample (each layer copies, normalizes and reads every earlier output of its block); 0: none
    double concatInputsM = 0;
    // Detectors (RetinaNet): class scores the head writes per image, millions (anchor positions × anchors
    // × classes), which the post-processing's top-k and NMS read; 0: none
    double detectionScoresM = 0;
    // Vision models: convolution and linear layers of one forward pass (the kernels an optimised stack
    // launches once batch normalization and the activation are fused in), counted from the architecture;
    // 0: not counted
    int convLayers = 0;
    // Diffusion models: query-key scores one UNet or transformer pass computes at the row's resolution,
    // millions (heads × queries × keys over the attention layers), which an eager attention moves; 0: none
    double attentionScoresM = 0;
    double attentionLayerScoresM = 0; // the largest attention layer's, millions
    // Speech encoder-decoder models (Whisper): the layers of each half, the encoder's positions for one
    // 30 s window and the tokens decoded per window (speechinference.cpp).
    int encoderLayers = 0;
    int decoderLayers = 0;
    int audioPositions = 0;
    int decoderTokens = 0;
    int melBins = 0; // log-mel features per frame (Whisper: 80, large-v3 128)
    QString sample;
    int defaultSteps = 0;
    int guidancePasses = 0; // a diffusion model's denoiser passes a step (0: not stated)
    int frames = 0;         // a video diffusion model's frames a sample (0: an image)
    QString inputResolution;

    bool isLanguageModel() const
    {
        return kind == QStringLiteral("llm") || kind == QStringLiteral("moe-llm") ||
               kind == QStringLiteral("encoder");
    }
};

struct StorageClass : RowBase
{
    QString tier; // local_nvme | sata_ssd | hdd | network_block | shared_fs | object_storage
    double seqReadMbs = 0;
    double seqWriteMbs = 0;
    double randomReadIops = 0;
    double latencyMs = 0;
};

struct NetworkClass : RowBase
{
    QString kind; // public | ethernet | infiniband | roce
    double bandwidthGbps = 0;
    bool rdma = false;
    double latencyUs = 0;
};

struct PriceOffer : RowBase
{
    QString provider;
    QString offering;
    QString region;
    QString acceleratorId;
    int gpuCount = 0;
    double vcpus = 0;
    double ramGb = 0;
    double localStorageGb = 0;
    QString billing; // hourly | monthly | reserved | spot | purchase
    int termMonths = 0;
    double price = 0;
    QString unit;     // hour | month | once
    QString currency; // USD | CNY
    QString asOf;     // YYYY-MM-DD
    // Purchase prices: what kind of figure it is, and what it buys.
    QString priceBasis; // list-price | reseller-quote | analyst-estimate (every bundled purchase row has one)
    QString scope;      // server (the whole system) | gpu (the accelerators only); empty: inferred
    QString includes;   // what the price covers, in words (CPUs, memory, NICs, chassis …)
    int rackUnits = 0;  // height of the server, where stated
    double powerW = 0;  // maximum power of the whole server, where stated

    // A whole system: stated, else inferred from a stated host (vCPUs or memory).
    bool wholeSystem() const
    {
        if (!scope.isEmpty())
            return scope == QLatin1String("server");
        return vcpus > 0 || ramGb > 0;
    }
};

} // namespace gpuplanner::catalog

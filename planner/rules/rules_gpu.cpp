// GPU and VRAM rules. Sources: article 000 §1
// ("若任务无法有效进行多卡并行，盲目租用八卡节点可能只会增加成本"), §2 (容量不足会导致性能下降), FAQ
// (不必只看发布时间); article 001 §1 (在线推理更看重并发、响应延迟；
// 图形渲染要盯GPU图形能力；科学计算关心双精度；视频处理看编解码能力), §2.2 (计算性能…业务到底需要什么精度),
// §2.3 (卡间互联带宽不够，卡越多，扩展效率越差).
#include "planner/workload/format.h"
#include "planner/workload/precision.h"
#include "planner/rules/rulecontext.h"
#include "planner/sizing/sizing.h"

namespace gpuplanner::planner::rules {

namespace {

const QStringList kGpuVram{QStringLiteral("gpu"), QStringLiteral("vram")};
const QStringList kGpu{QStringLiteral("gpu")};
const QStringList kGpuEnv{QStringLiteral("gpu"), QStringLiteral("environment")};

// The same GPU model re-sized freely (count and nodes), when that meets the target.
std::optional<GpuSizing> resizedSameModel(const RuleContext &ctx)
{
    Workload free = ctx.w();
    free.gpu.count = 0;
    free.gpu.nodes = 0;
    GpuSizing s = bestConfiguration(free, ctx.acc(), ctx.in.catalog, ctx.a());
    if (s.meetsTarget)
        return s;
    return std::nullopt;
}

void attachGpuFix(const RuleContext &ctx, Finding &f, const std::optional<GpuSizing> &s)
{
    if (s)
        f.fix = gpuFix(*s, ctx.in.catalog);
}

// article 000 §2, article 001 §2.1: the model, its states and caches must fit the GPU's memory.
void vramInsufficient(const RuleContext &ctx, std::vector<Finding> &out)
{
    const GpuSizing &s = ctx.e.sizing;
    if (s.shortfallKind != Shortfall::Memory)
        return;
    Finding f = finding(
        "vram.insufficient", "error", kGpuVram, QCoreApplication::translate("rules", "Not enough GPU memory"),
        QCoreApplication::translate("rules", "The work needs %1 GB per GPU; the %2 offers %3 GB.")
            .arg(num(s.memory.perGpuTotalGb, 1), ctx.acc().name, num(s.memory.capacityGb, 0)),
        QCoreApplication::translate(
            "rules",
            "When the model, its states and caches do not fit, the job fails or swaps parameters and "
            "slows down (article 000 §2)."),
        QCoreApplication::translate(
            "rules", "Use more GPUs with sharding or tensor parallelism, or a GPU with more memory."));
    std::optional<GpuSizing> fix = resizedSameModel(ctx);
    if (!fix)
        fix = ctx.alternative([](const catalog::Accelerator &, const GpuSizing &) { return true; });
    attachGpuFix(ctx, f, fix);
    out.push_back(f);
}

// article 000 §2: the recommended memory (the need plus headroom for longer sequences, larger
// batches and the serving engine's reserve) above what the GPU has leaves the plan on the edge.
void vramBelowRecommended(const RuleContext &ctx, std::vector<Finding> &out)
{
    const GpuSizing &s = ctx.e.sizing;
    const double recommended = ctx.e.dimensions[int(DimensionId::Vram)].recommendedValue;
    const double capacity = ctx.acc().memoryGb;
    if (!s.fits || s.shortfallKind == Shortfall::Memory || capacity <= 0 || recommended <= capacity + 0.05)
        return;
    // On a GPU the user fixed, a warning; on the engine's own choice (sized to fit, not to the
    // headroom), a note.
    Finding f = finding(
        "vram.below_recommended", ctx.e.gpuPinned ? "warning" : "info", kGpuVram,
        QCoreApplication::translate("rules", "Recommended GPU memory above the GPU's"),
        QCoreApplication::translate("rules", "The plan recommends %1 GB per GPU (the need of %2 GB with headroom); "
                                             "the %3 has %4 GB.")
            .arg(num(recommended, 1), num(s.memory.perGpuTotalGb, 1), ctx.acc().name, num(capacity, 0)),
        QCoreApplication::translate(
            "rules", "Without headroom, a longer sequence, a larger batch or a new framework version runs out of "
                     "memory, and the job fails or slows down (article 000 §2)."),
        QCoreApplication::translate("rules", "Choose a GPU with at least %1 GB, or spread the work over more GPUs.")
            .arg(num(recommended, 0)));
    attachGpuFix(ctx, f, ctx.alternative([&](const catalog::Accelerator &acc, const GpuSizing &) {
        return acc.memoryGb >= recommended;
    }));
    out.push_back(f);
}

// article 000 FAQ and §2: the newest or largest GPU is not automatically the better buy.
void vramOversized(const RuleContext &ctx, std::vector<Finding> &out)
{
    const GpuSizing &s = ctx.e.sizing;
    const Assumptions &a = ctx.a();
    if (!s.fits || s.memory.perGpuTotalGb <= 0 ||
        ctx.acc().memoryGb < a.vramOversizedRatio * s.memory.perGpuTotalGb || s.referenceCostUsd <= 0)
        return;
    const std::optional<GpuSizing> cheaper =
        ctx.alternative([&](const catalog::Accelerator &acc, const GpuSizing &alt) {
            return alt.referenceCostUsd > 0 &&
                   alt.referenceCostUsd <= a.cheaperAlternativeRatio * s.referenceCostUsd &&
                   acc.memoryGb < a.vramOversizedRatio * alt.memory.perGpuTotalGb;
        });
    if (!cheaper)
        return;
    const catalog::Accelerator *alt = ctx.in.catalog.accelerator(cheaper->acceleratorId);
    Finding f = finding(
        "vram.oversized", "warning", kGpuVram,
        QCoreApplication::translate("rules", "GPU memory far above the need"),
        QCoreApplication::translate(
            "rules", "The work needs %1 GB per GPU; the %2 has %3 GB. %4 meets the target for about %5 USD "
                     "instead of %6 USD.")
            .arg(num(s.memory.perGpuTotalGb, 1), ctx.acc().name, num(ctx.acc().memoryGb, 0),
                 alt ? alt->name : cheaper->acceleratorId, num(cheaper->referenceCostUsd, 0),
                 num(s.referenceCostUsd, 0)),
        QCoreApplication::translate(
            "rules", "Compare memory, bandwidth, compatibility, price and run time rather than the newest or "
                     "largest card (article 000 FAQ)."),
        QCoreApplication::translate("rules",
                                    "Choose the smaller GPU, or use the spare memory for larger batches."));
    attachGpuFix(ctx, f, cheaper);
    out.push_back(f);
}

// article 000 §1 and FAQ: without multi-GPU parallelism an 8-GPU node only adds cost.
void multiNoParallelism(const RuleContext &ctx, std::vector<Finding> &out)
{
    const GpuSizing &s = ctx.e.sizing;
    if (s.totalGpus() <= 1 || ctx.w().software.multiGpu)
        return;
    Finding f = finding(
        "gpu.multi.no_parallelism", "warning", kGpu,
        QCoreApplication::translate("rules", "Several GPUs the software cannot use"),
        QCoreApplication::translate("rules", "%1 GPUs are planned, but the software runs on one GPU only.")
            .arg(s.totalGpus()),
        QCoreApplication::translate(
            "rules", "If the task cannot run in parallel across GPUs, renting an 8-GPU node only adds cost "
                     "(article 000 §1); a single GPU with more memory is often cheaper (FAQ)."),
        QCoreApplication::translate(
            "rules", "Use one GPU, or enable data, tensor or pipeline parallelism in the software first."));
    Fix fix;
    fix.label = QCoreApplication::translate("rules", "Use one GPU");
    fix.edits = {{QStringLiteral("gpu.count"), 1}, {QStringLiteral("gpu.nodes"), 1}};
    f.fix = fix;
    out.push_back(f);
}

// article 001 §2.3: multi-GPU training over PCIe only scales badly.
void pcieTraining(const RuleContext &ctx, std::vector<Finding> &out)
{
    const GpuSizing &s = ctx.e.sizing;
    const bool multiGpuWork = (isTraining(ctx.w().task) && s.gpusPerNode > 1) ||
                              (s.inference.applies && s.inference.tensorParallel > 1);
    if (!multiGpuWork || ctx.c().interconnect != QLatin1String("pcie"))
        return;
    Finding f = finding(
        "gpu.interconnect.pcie_training", "warning", kGpu,
        QCoreApplication::translate("rules", "Multi-GPU work over PCIe only"),
        QCoreApplication::translate(
            "rules", "%1 GPUs per node exchange gradients or tensor shards over PCIe (about %2 GB/s per GPU) "
                     "instead of an NVLink-class link.")
            .arg(s.gpusPerNode)
            .arg(num(ctx.acc().pcieGen >= 5 ? 128 : 64, 0)),
        QCoreApplication::translate(
            "rules",
            "Eight GPUs are not eight times one: with too little GPU-to-GPU bandwidth, every added GPU "
            "scales worse (article 001 §2.3)."),
        QCoreApplication::translate(
            "rules",
            "Choose GPUs with NVLink (SXM/HGX or NVLink-bridged cards), or keep the job on one GPU."));
    if (ctx.acc().hasGpuLink() && s.gpusPerNode <= ctx.acc().interconnectMaxGpus) {
        Fix fix;
        fix.label = QCoreApplication::translate("rules", "Use the GPUs' NVLink");
        fix.edits = {{QStringLiteral("configuration.interconnect"), "nvlink"}};
        f.fix = fix;
    } else {
        attachGpuFix(ctx, f, ctx.alternative([&](const catalog::Accelerator &acc, const GpuSizing &alt) {
            return alt.gpusPerNode == 1 || hasGpuLink(acc, alt.gpusPerNode);
        }));
    }
    out.push_back(f);
}

// article 000 §1 (MI250 suits environments already ported to ROCm), article 001 §2.2 (framework support).
void softwareStack(const RuleContext &ctx, std::vector<Finding> &out)
{
    const std::optional<Stack> stack = ctx.w().software.stack;
    const QString &have = ctx.acc().stack;
    const bool amd = have == QLatin1String("rocm");
    const bool ascend = have == QLatin1String("cann");
    if (!amd && !ascend)
        return;
    const bool mismatch = stack && ((amd && *stack != Stack::Rocm) || (ascend && *stack != Stack::Cann));
    static const QStringList rocmFrameworks{QStringLiteral("pytorch"), QStringLiteral("jax"),
                                            QStringLiteral("tensorflow"), QStringLiteral("vllm"),
                                            QStringLiteral("onnxruntime")};
    static const QStringList cannFrameworks{QStringLiteral("pytorch"), QStringLiteral("mindspore")};
    const QString fw = ctx.w().software.framework.toLower();
    const bool unported = amd ? !rocmFrameworks.contains(fw) : !cannFrameworks.contains(fw);
    if (!mismatch && !unported)
        return;
    Finding f =
        amd ? finding(
                  "gpu.software.rocm", mismatch ? "error" : "warning", kGpuEnv,
                  QCoreApplication::translate("rules", "AMD GPU without a ROCm software stack"),
                  QCoreApplication::translate("rules", "The %1 runs ROCm, but the software is %2.")
                      .arg(ctx.acc().name,
                           mismatch ? QCoreApplication::translate("rules", "built for another stack")
                                    : ctx.w().software.framework),
                  QCoreApplication::translate("rules", "AMD Instinct GPUs suit environments already ported "
                                                       "to ROCm (article 000 §1); CUDA-only "
                                                       "code does not run on them."),
                  QCoreApplication::translate(
                      "rules", "Choose an NVIDIA GPU, or port the software to ROCm and validate it first."))
            : finding("gpu.software.cann", mismatch ? "error" : "warning", kGpuEnv,
                      QCoreApplication::translate("rules", "Ascend NPU without a CANN software stack"),
                      QCoreApplication::translate("rules", "The %1 runs CANN, but the software is %2.")
                          .arg(ctx.acc().name,
                               mismatch ? QCoreApplication::translate("rules", "built for another stack")
                                        : ctx.w().software.framework),
                      QCoreApplication::translate(
                          "rules",
                          "Ascend NPUs need the software ported to CANN (torch_npu or MindSpore); framework "
                          "support decides what runs (article 001 §2.2)."),
                      QCoreApplication::translate(
                          "rules",
                          "Choose a GPU whose stack the software supports, or port and validate it first."));
    attachGpuFix(ctx, f, ctx.alternative([&](const catalog::Accelerator &acc, const GpuSizing &) {
        return acc.stack == QLatin1String("cuda");
    }));
    out.push_back(f);
}

// article 001 §1: scientific computing cares about double-precision performance.
void fp64Weak(const RuleContext &ctx, std::vector<Finding> &out)
{
    if (ctx.w().task != Task::Scientific || ctx.w().media.memoryBound ||
        fp64Tflops(ctx.acc()) >= ctx.a().fp64WeakTflops)
        return;
    Finding f = finding(
        "gpu.fp64.weak", "warning", kGpu,
        QCoreApplication::translate("rules", "Weak FP64 for double-precision science"),
        QCoreApplication::translate(
            "rules", "The %1 offers %2 FP64 TFLOPS; compute-bound FP64 codes want at least %3.")
            .arg(ctx.acc().name, num(fp64Tflops(ctx.acc()), 2), num(ctx.a().fp64WeakTflops, 0)),
        QCoreApplication::translate(
            "rules", "Scientific computing mostly needs double-precision performance and long stable runs "
                     "(article 001 §1); graphics and inference GPUs cut FP64 to a small fraction."),
        QCoreApplication::translate(
            "rules", "Choose a data-centre GPU with full-rate FP64 (A100, H100, MI250X, MI300X)."));
    attachGpuFix(ctx, f, ctx.alternative([&](const catalog::Accelerator &acc, const GpuSizing &) {
        return fp64Tflops(acc) >= ctx.a().fp64WeakTflops;
    }));
    out.push_back(f);
}

// article 001 §1: video processing depends on encode/decode capability.
void videoNoEncoder(const RuleContext &ctx, std::vector<Finding> &out)
{
    if (ctx.w().task != Task::VideoProcessing || !ctx.w().media.encode || ctx.acc().videoEncoders > 0)
        return;
    Finding f = finding(
        "gpu.video.no_encoder", "error", kGpu,
        QCoreApplication::translate("rules", "No hardware video encoder"),
        QCoreApplication::translate("rules", "The %1 has no NVENC engine; the plan transcodes %2 streams.")
            .arg(ctx.acc().name)
            .arg(ctx.w().media.streams),
        QCoreApplication::translate(
            "rules",
            "Video processing depends on hardware encode/decode capability (article 001 §1); several "
            "data-centre training GPUs (A100, H100, H200) have decoders but no encoder."),
        QCoreApplication::translate("rules", "Choose a GPU with NVENC engines (L4, L40S, A10, T4)."));
    attachGpuFix(ctx, f, ctx.alternative([](const catalog::Accelerator &acc, const GpuSizing &) {
        return acc.videoEncoders > 0;
    }));
    out.push_back(f);
}

// Whether the accelerator's video engines handle the codec; empty when the catalog cannot tell
// (a vendor whose engines it does not list by codec). NVIDIA NVENC Application Note (Video Codec
// SDK 12): AV1 encoding from Ada Lovelace on, AV1 decoding from Ampere on; H.264 and HEVC on every
// NVENC/NVDEC generation the catalog holds. AMD rocDecode table: AV1 decoding on MI300 (CDNA3).
std::optional<bool> handlesCodec(const catalog::Accelerator &acc, VideoCodec codec, bool encode)
{
    if (codec != VideoCodec::Av1)
        return true;
    const QString &a = acc.architecture;
    if (acc.vendor == QLatin1String("NVIDIA")) {
        const bool adaOrLater = a == QLatin1String("Ada Lovelace") || a == QLatin1String("Blackwell");
        return encode ? adaOrLater
                      : adaOrLater || a == QLatin1String("Ampere") || a == QLatin1String("Hopper");
    }
    if (acc.vendor == QLatin1String("AMD") && !encode)
        return a == QLatin1String("CDNA3");
    return std::nullopt;
}

// article 001 §1: video processing depends on encode/decode capability, codec by codec.
void videoCodecUnsupported(const RuleContext &ctx, std::vector<Finding> &out)
{
    const MediaInput &m = ctx.w().media;
    if (ctx.w().task != Task::VideoProcessing || handlesCodec(ctx.acc(), m.codec, m.encode).value_or(true))
        return;
    if (m.encode && ctx.acc().videoEncoders == 0)
        return; // gpu.video.no_encoder says more
    Finding f = finding(
        "gpu.video.codec_unsupported", "error", kGpu,
        m.encode ? QCoreApplication::translate("rules", "No AV1 hardware encoder")
                 : QCoreApplication::translate("rules", "No AV1 hardware decoder"),
        m.encode ? QCoreApplication::translate("rules", "The %1 (%2) encodes H.264 and HEVC in hardware, not AV1.")
                       .arg(ctx.acc().name, ctx.acc().architecture)
                 : QCoreApplication::translate("rules", "The %1 (%2) cannot decode AV1 in hardware.")
                       .arg(ctx.acc().name, ctx.acc().architecture),
        QCoreApplication::translate("rules", "NVIDIA encodes AV1 from the Ada Lovelace generation on (L4, L40S, "
                                             "RTX 4090) and decodes it from Ampere on (NVENC application note, "
                                             "Video Codec SDK 12); without it the CPU does the work."),
        m.encode ? QCoreApplication::translate("rules", "Choose an Ada Lovelace or newer GPU (L4, L40S), or encode "
                                                        "H.264 or HEVC.")
                 : QCoreApplication::translate("rules", "Choose an Ampere or newer GPU, or a source in H.264 or HEVC."));
    attachGpuFix(ctx, f, ctx.alternative([&m](const catalog::Accelerator &acc, const GpuSizing &) {
        return handlesCodec(acc, m.codec, m.encode).value_or(false) && (!m.encode || acc.videoEncoders > 0);
    }));
    out.push_back(f);
}

// article 001 §1: rendering needs graphics capability; simulation renders sensors.
void renderNoRt(const RuleContext &ctx, std::vector<Finding> &out)
{
    if ((ctx.w().task != Task::Rendering && ctx.w().task != Task::Simulation) || ctx.acc().rtCores)
        return;
    Finding f = finding(
        "gpu.render.no_rt", "error", kGpu,
        QCoreApplication::translate("rules", "Compute-only GPU for rendering"),
        QCoreApplication::translate("rules", "The %1 has no RT cores or graphics pipeline.")
            .arg(ctx.acc().name),
        QCoreApplication::translate(
            "rules",
            "Graphics rendering depends on the GPU's graphics capability (article 001 §1); compute-only "
            "accelerators have no ray-tracing hardware or display pipeline."),
        QCoreApplication::translate("rules",
                                    "Choose a graphics-capable GPU (L40S, L40, RTX 6000 Ada, A40)."));
    attachGpuFix(ctx, f, ctx.alternative([](const catalog::Accelerator &acc, const GpuSizing &) {
        return acc.rtCores;
    }));
    out.push_back(f);
}

// article 001 §2.2: what precision does the work need, and does the GPU support it?
void precisionUnsupported(const RuleContext &ctx, std::vector<Finding> &out)
{
    if (!isLlmTask(ctx.w().task) && ctx.w().task != Task::DiffusionInference &&
        ctx.w().task != Task::DiffusionTraining && ctx.w().task != Task::CvTraining)
        return;
    const PeakThroughput peak = peakThroughput(ctx.acc(), ctx.w().precision);
    if (!peak.fallback)
        return;
    Finding f = finding(
        "gpu.precision_unsupported", "warning", kGpu,
        QCoreApplication::translate("rules", "Precision without hardware support"),
        QCoreApplication::translate(
            "rules", "The plan asks for %1, which the %2 does not support in hardware; it runs at %3 speed.")
            .arg(precisionId(ctx.w().precision).toUpper(), ctx.acc().name, peak.figure.toUpper()),
        QCoreApplication::translate(
            "rules",
            "GPUs differ widely in FP32, FP16 and tensor-core support; judge by the precision the work "
            "needs, not by generation or name (article 001 §2.2)."),
        QCoreApplication::translate(
            "rules", "Choose a GPU with that precision (FP8: Hopper, Ada, Blackwell, MI300; BF16: Ampere and "
                     "newer), or change the precision."));
    attachGpuFix(ctx, f, ctx.alternative([&](const catalog::Accelerator &acc, const GpuSizing &) {
        return !peakThroughput(acc, ctx.w().precision).fallback;
    }));
    out.push_back(f);
}

// article 001 §1: online inference is judged by concurrency and response latency.
void latencyUnmet(const RuleContext &ctx, std::vector<Finding> &out)
{
    const InferenceResult &r = ctx.e.sizing.inference;
    const ServingInput &sv = ctx.w().serving;
    if (!r.applies || ctx.w().task != Task::LlmInference || !ctx.e.sizing.fits)
        return;
    const bool ttft = sv.ttftMs > 0 && r.ttftMs > sv.ttftMs;
    const bool tpot = sv.tpotMs > 0 && 1000.0 / r.batch1TokensPerS > sv.tpotMs;
    if (!ttft && !tpot)
        return;
    Finding f = finding(
        "latency.unmet", "error", QStringList{QStringLiteral("gpu"), QStringLiteral("vram")},
        QCoreApplication::translate("rules", "Latency target not met"),
        QCoreApplication::translate(
            "rules", "Time to first token %1 ms (target %2 ms); time per output token %3 ms at batch 1 "
                     "(target %4 ms).")
            .arg(num(r.ttftMs, 0),
                 sv.ttftMs > 0 ? num(sv.ttftMs, 0) : QCoreApplication::translate("rules", "none"),
                 num(1000.0 / r.batch1TokensPerS, 1),
                 sv.tpotMs > 0 ? num(sv.tpotMs, 0) : QCoreApplication::translate("rules", "none")),
        QCoreApplication::translate(
            "rules",
            "Online inference is judged by concurrency and response latency (article 001 §1); decode "
            "speed is bound by memory bandwidth, prefill by compute."),
        QCoreApplication::translate(
            "rules", "Use a GPU with more bandwidth and compute, tensor parallelism over NVLink, or a lower "
                     "precision."));
    std::optional<GpuSizing> fix = resizedSameModel(ctx);
    if (!fix)
        fix = ctx.alternative([](const catalog::Accelerator &, const GpuSizing &) { return true; });
    attachGpuFix(ctx, f, fix);
    out.push_back(f);
}

// article 001 §1 (concurrency) and §5 case 2 (peaks): too few replicas for the load, or a deadline missed.
void capacity(const RuleContext &ctx, std::vector<Finding> &out)
{
    const GpuSizing &s = ctx.e.sizing;
    if (!s.fits || s.meetsTarget || s.shortfallKind == Shortfall::Memory)
        return;
    if (s.inference.applies && ctx.w().task == Task::LlmInference) {
        const bool latencyOnly =
            s.inference.replicas >= s.inference.replicasNeeded &&
            (ctx.w().serving.requestsPerS <= 0 ||
             s.inference.throughputTokensPerS >= ctx.w().serving.requestsPerS * ctx.w().serving.outputTokens);
        if (latencyOnly)
            return; // latency.unmet covers it
    }
    const bool deadline = s.shortfallKind == Shortfall::Deadline;
    Finding f =
        deadline
            ? finding("gpu.deadline.missed", "warning", kGpu,
                      QCoreApplication::translate("rules", "The job misses its deadline"),
                      QCoreApplication::translate("rules", "On %1 GPUs: %2.")
                          .arg(s.totalGpus())
                          .arg(shortfallText(s, ctx.w(), ctx.acc(), ctx.a())),
                      QCoreApplication::translate(
                          "rules",
                          "Record the expected run time before choosing single GPU, multi-GPU or batches "
                          "(article 000 §1)."),
                      QCoreApplication::translate("rules", "Add GPUs or nodes, or move the deadline."))
            : finding("gpu.capacity.insufficient", "error", kGpu,
                      QCoreApplication::translate("rules", "Too little capacity for the load"),
                      QCoreApplication::translate("rules", "On %1 GPUs: %2.")
                          .arg(s.totalGpus())
                          .arg(shortfallText(s, ctx.w(), ctx.acc(), ctx.a())),
                      QCoreApplication::translate(
                          "rules",
                          "Size for the peak concurrency and request rate, not the average (article 000 §1, "
                          "article 001 §1)."),
                      QCoreApplication::translate("rules", "Add GPUs or replicas."));
    attachGpuFix(ctx, f, resizedSameModel(ctx));
    out.push_back(f);
}

// article 000 FAQ: multi-node only when one node's memory, compute or concurrency is not enough
// and the application runs distributed.
void multinodeUnneeded(const RuleContext &ctx, std::vector<Finding> &out)
{
    const GpuSizing &s = ctx.e.sizing;
    if (s.nodes <= 1)
        return;
    const bool cannot = !ctx.w().software.distributed;
    const bool oneNodeEnough = sizeOnGpu(ctx.w(), ctx.acc(), s.gpusPerNode, 1, ctx.a()).meetsTarget;
    if (!cannot && !oneNodeEnough)
        return;
    Finding f = finding(
        "gpu.multinode.unneeded", cannot ? "error" : "warning",
        QStringList{QStringLiteral("gpu"), QStringLiteral("network")},
        QCoreApplication::translate("rules", "Several nodes not needed"),
        cannot ? QCoreApplication::translate(
                     "rules", "%1 nodes are planned, but the software does not run distributed.")
                     .arg(s.nodes)
               : QCoreApplication::translate(
                     "rules", "%1 nodes are planned, but one node of %2 GPUs already meets the target.")
                     .arg(s.nodes)
                     .arg(s.gpusPerNode),
        QCoreApplication::translate(
            "rules", "Go multi-node only when one machine's memory, compute or concurrency is not enough and "
                     "the application supports distributed runs (article 000 FAQ)."),
        QCoreApplication::translate("rules", "Use one node."));
    Fix fix;
    fix.label = QCoreApplication::translate("rules", "Use one node");
    fix.edits = {{QStringLiteral("gpu.nodes"), 1}};
    f.fix = fix;
    out.push_back(f);
}

} // namespace

void gpuRules(const RuleContext &ctx, std::vector<Finding> &out)
{
    vramInsufficient(ctx, out);
    vramBelowRecommended(ctx, out);
    vramOversized(ctx, out);
    multiNoParallelism(ctx, out);
    pcieTraining(ctx, out);
    softwareStack(ctx, out);
    fp64Weak(ctx, out);
    videoNoEncoder(ctx, out);
    videoCodecUnsupported(ctx, out);
    renderNoRt(ctx, out);
    precisionUnsupported(ctx, out);
    latencyUnmet(ctx, out);
    capacity(ctx, out);
    multinodeUnneeded(ctx, out);
}

} // namespace gpuplanner::planner::rules

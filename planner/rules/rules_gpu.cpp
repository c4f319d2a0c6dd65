// GPU memory, GPU count, interconnect, latency and capacity rules. Sources: article 000 §1
// ("若任务无法有效进行多卡并行，盲目租用八卡节点可能只会增加成本"), §2 (容量不足会导致性能下降), FAQ
// (不必只看发布时间); article 001 §1 (在线推理更看重并发、响应延迟),
// §2.3 (卡间互联带宽不够，卡越多，扩展效率越差).
// What the GPU can run (stack, FP64, video, graphics, precision): rules_gpu_features.cpp.
#include "planner/cost/money.h"
#include "planner/rules/rulecontext.h"
#include "planner/rules/rules_gpu_internal.h"
#include "planner/sizing/domainwork.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/format.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner::planner::rules {

namespace gpudetail {

void attachGpuFix(const RuleContext &ctx, Finding &f, const std::optional<GpuSizing> &s)
{
    if (s)
        f.fix = gpuFix(*s, ctx.in.catalog);
}

namespace {

const QStringList kGpuVram{QStringLiteral("gpu"), QStringLiteral("vram")};

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

// Vision and diffusion training with a per-GPU batch given that does not fit: the largest of its halves
// that fits the same GPUs, 0 where none does or the batch was not given (the engine halves it then).
int trainingBatchThatFits(const RuleContext &ctx)
{
    const GpuSizing &s = ctx.e.sizing;
    const TrainingLikeResult &t = s.work.trainingLike;
    if (t.forwardPasses <= 0 || !t.microBatchGiven || t.microBatch <= 1)
        return 0;
    Workload w = ctx.w();
    for (int batch = t.microBatch / 2; batch >= 1; batch /= 2) {
        w.training.microBatch = batch;
        if (sizeOnGpu(w, ctx.acc(), s.gpusPerNode, s.nodes, ctx.a()).fits)
            return batch;
    }
    return 0;
}

// Diffusion inference with an eager attention whose score buffers do not fit: the most images a call
// that fit the same GPUs with the recommendation's headroom, so the fixed plan raises no memory warning
// (the buffers grow with every image, so a bisection finds it); one image where only that fits, 0 where
// not even one does or the attention is fused.
int imagesPerCallThatFits(const RuleContext &ctx)
{
    const GpuSizing &s = ctx.e.sizing;
    if (s.work.eagerAttentionHeld.gb <= 0 || ctx.w().serving.imagesPerCall <= 1)
        return 0;
    Workload w = ctx.w();
    const auto sized = [&](int images) {
        w.serving.imagesPerCall = images;
        return sizeOnGpu(w, ctx.acc(), s.gpusPerNode, s.nodes, ctx.a());
    };
    const auto fits = [&](int images) {
        const GpuSizing g = sized(images);
        return g.fits && g.memory.perGpuTotalGb * kTrainingMemoryHeadroom <= ctx.acc().memoryGb;
    };
    if (!fits(1))
        return sized(1).fits ? 1 : 0;
    int low = 1, high = ctx.w().serving.imagesPerCall; // fits(low), !fits(high)
    while (high - low > 1) {
        const int mid = low + (high - low) / 2;
        (fits(mid) ? low : high) = mid;
    }
    return low;
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
            "slows down."),
        QCoreApplication::translate(
            "rules", "Use more GPUs with sharding or tensor parallelism, or a GPU with more memory."));
    // Where the load a step holds is what overflows, the fix is a smaller one on the same GPUs.
    const auto smallerLoad = [&](const QString &suggestion, const QString &label, const char *path,
                                 int value) {
        f.suggestion = suggestion;
        f.fix = editFix(label, QString::fromLatin1(path), value);
        out.push_back(f);
    };
    // A vision or diffusion training batch given too large for the card: the largest half of it that fits.
    if (const int batch = trainingBatchThatFits(ctx); batch > 0)
        return smallerLoad(QCoreApplication::translate(
                               "rules", "Train %1 samples per GPU a step (gradient accumulation keeps "
                                        "the global batch), or use a GPU with more memory.")
                               .arg(batch),
                           QCoreApplication::translate("rules", "Set the per-GPU batch to %1").arg(batch),
                           "training.micro_batch", batch);
    // An eager attention's score buffers grow with the images of a call: fewer a call, or a fused attention.
    if (const int images = imagesPerCallThatFits(ctx); images > 0)
        return smallerLoad(QCoreApplication::translate(
                               "rules", "Generate %1 images a call, use a fused attention (PyTorch "
                                        "2.0's SDPA or xformers keep the scores on chip), or use a GPU "
                                        "with more memory.")
                               .arg(images),
                           QCoreApplication::translate("rules", "Set the images per call to %1").arg(images),
                           "serving.images_per_call", images);
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
                     "memory, and the job fails or slows down."),
        QCoreApplication::translate("rules", "Choose a GPU with at least %1 GB, or spread the work over more GPUs.")
            .arg(num(recommended, 0)));
    // The alternative must hold its own need with the same headroom: on fewer, faster GPUs the states
    // are sharded over fewer and the need per GPU grows.
    const double headroom = s.memory.perGpuTotalGb > 0 ? recommended / s.memory.perGpuTotalGb : 1.0;
    attachGpuFix(ctx, f, ctx.alternative([&](const catalog::Accelerator &acc, const GpuSizing &alt) {
        return acc.memoryGb >= recommended && acc.memoryGb >= alt.memory.perGpuTotalGb * headroom;
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
            "rules", "The work needs %1 GB per GPU; the %2 has %3 GB. %4 meets the target for about %5 "
                     "instead of %6.")
            .arg(num(s.memory.perGpuTotalGb, 1), ctx.acc().name, num(ctx.acc().memoryGb, 0),
                 alt ? alt->name : cheaper->acceleratorId,
                 cost::moneyText(cheaper->referenceCostUsd,
                                 cost::Currency::Usd), // a short job keeps its cents
                 cost::moneyText(s.referenceCostUsd, cost::Currency::Usd)),
        QCoreApplication::translate(
            "rules", "Compare memory, bandwidth, compatibility, price and run time rather than the newest or "
                     "largest card."),
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
            "rules", "If the task cannot run in parallel across GPUs, renting an 8-GPU node only adds cost; "
                     "a single GPU with more memory is often cheaper."),
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
                              (s.inference.applies && s.inference.layerGroupGpus() > 1);
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
            "scales worse."),
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
            "Online inference is judged by concurrency and response latency; decode speed is bound by "
            "memory bandwidth, prefill by compute."),
        QCoreApplication::translate(
            "rules", "Use a GPU with more bandwidth and compute, tensor parallelism over NVLink, or a lower "
                     "precision."));
    std::optional<GpuSizing> fix = resizedSameModel(ctx);
    if (!fix)
        fix = ctx.alternative([](const catalog::Accelerator &, const GpuSizing &) { return true; });
    attachGpuFix(ctx, f, fix);
    out.push_back(f);
}

// The reason and the fix of a capacity shortfall. Molecular dynamics: ns/day per simulation is one
// GPU's speed times what the engine gains from splitting one simulation; more GPUs run more
// simulations, not a faster one.
std::pair<QString, QString> capacityAdvice(const RuleContext &ctx)
{
    if (!isMolecularDynamics(ctx.w()))
        return {QCoreApplication::translate(
                    "rules", "Size for the peak concurrency and request rate, not the average."),
                QCoreApplication::translate("rules", "Add GPUs or replicas.")};
    if (!mdReachesTarget(ctx.w().media, ctx.e.sizing.work))
        return {QCoreApplication::translate("rules",
                                            "ns/day per simulation is set by one GPU's speed and by how much "
                                            "the engine gains from splitting one simulation over GPUs; a "
                                            "small system gains little or nothing."),
                QCoreApplication::translate("rules", "Use a faster GPU, a longer time step if "
                                                     "the model allows it, or run independent "
                                                     "simulations side by side instead of one "
                                                     "faster one.")};
    return {QCoreApplication::translate("rules", "Each simulation runs on GPUs of its own."),
            QCoreApplication::translate("rules", "Add GPUs for the simulations that "
                                                 "must run at once.")};
}

// Diffusion with framework defaults whose steps wait on the host (otherwork.cpp, the dispatch floor):
// the images per call that meet the load on the same GPUs, where the GPUs' math can; 0 where none can.
// While the floor binds the rate grows with the images per call; once the math is longer it stays at
// the GPU-bound rate, the current rate × floor ÷ math.
int imagesPerCallMeetingLoad(const RuleContext &ctx)
{
    const WorkResult &r = ctx.e.sizing.work;
    if (ctx.w().task != Task::DiffusionInference || r.stepFloorMs <= r.gpuStepMs || r.perGpuRate <= 0)
        return 0;
    const double neededPerGpu = r.required / std::max(1, ctx.e.sizing.totalGpus());
    if (r.perGpuRate * r.stepFloorMs / r.gpuStepMs < neededPerGpu)
        return 0;
    const int batch = std::max(1, ctx.w().serving.imagesPerCall);
    const int n = int(std::ceil(batch * neededPerGpu / r.perGpuRate - 1e-9));
    return n > batch && n <= 4096 ? n : 0;
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
    const int gpus = s.totalGpus();
    const QString what = QCoreApplication::translate("rules", "On %n GPU(s): %1.", nullptr, gpus)
                             .arg(shortfallText(s, ctx.w(), ctx.acc(), ctx.a()));
    Finding f;
    if (s.shortfallKind == Shortfall::Deadline) {
        f = finding(
            "gpu.deadline.missed", "warning", kGpu,
            QCoreApplication::translate("rules", "The job misses its deadline"), what,
            QCoreApplication::translate(
                "rules", "Record the expected run time before choosing single GPU, multi-GPU or batches."),
            QCoreApplication::translate("rules", "Add GPUs or nodes, or move the deadline."));
    } else {
        const auto [why, fix] = capacityAdvice(ctx);
        f = finding("gpu.capacity.insufficient", "error", kGpu,
                    QCoreApplication::translate("rules", "Too little capacity for the load"), what, why, fix);
    }
    // A diffusion step that waits on the host gains from more images per call before more GPUs.
    if (const int perCall = imagesPerCallMeetingLoad(ctx); perCall > 0) {
        f.suggestion = QCoreApplication::translate(
                           "rules", "Generate %1 images per call (requests grouped, or several images per "
                                    "prompt): with framework defaults each step waits on the host, and a "
                                    "batch shares the wait. Or add GPUs.")
                           .arg(perCall);
        f.fix = editFix(QCoreApplication::translate("rules", "Generate %1 images per call").arg(perCall),
                        QStringLiteral("serving.images_per_call"), perCall);
    } else {
        attachGpuFix(ctx, f, resizedSameModel(ctx));
    }
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
                     "the application supports distributed runs."),
        QCoreApplication::translate("rules", "Use one node."));
    Fix fix;
    fix.label = QCoreApplication::translate("rules", "Use one node");
    fix.edits = {{QStringLiteral("gpu.nodes"), 1}};
    f.fix = fix;
    out.push_back(f);
}

// Vision, speech and diffusion training with a global batch that the GPUs cannot share evenly: data
// parallelism gives every GPU micro-batch × accumulation samples a step, so the global batch is a
// multiple of the GPUs (PyTorch DDP/FSDP with a DistributedSampler; Hugging Face's per_device batch).
void globalBatchUneven(const RuleContext &ctx, std::vector<Finding> &out)
{
    const GpuSizing &s = ctx.e.sizing;
    const int global = ctx.w().training.globalBatch;
    const int gpus = s.totalGpus();
    if (global <= 0 || gpus <= 1 || global % gpus == 0 || s.work.trainingLike.forwardPasses <= 0)
        return;
    const int below = std::max(1, global / gpus) * gpus;
    const int above = (global / gpus + 1) * gpus;
    const int nearest = global - below <= above - global && global >= gpus ? below : above;
    Finding f = finding(
        "gpu.global_batch_uneven", "warning", QStringList{QStringLiteral("gpu")},
        QCoreApplication::translate("rules", "Global batch does not split over the GPUs"),
        QCoreApplication::translate("rules", "A global batch of %1 over %2 GPUs is %3 samples a GPU.")
            .arg(global)
            .arg(gpus)
            .arg(num(double(global) / gpus, 2)),
        QCoreApplication::translate(
            "rules",
            "Data-parallel training gives every GPU the same micro-batch × accumulation steps a "
            "step, so the global batch is a whole number of samples per GPU times the GPUs "
            "(PyTorch DDP and FSDP with a distributed sampler, a per-device batch in Hugging Face)."),
        below == above
            ? QCoreApplication::translate("rules", "Use a global batch of %1 (%2 a GPU).")
                  .arg(above)
                  .arg(above / gpus)
            : QCoreApplication::translate("rules", "Use a global batch of %1 (%2 a GPU) or %3 (%4 a GPU).")
                  .arg(below)
                  .arg(below / gpus)
                  .arg(above)
                  .arg(above / gpus));
    Fix fix;
    fix.label = QCoreApplication::translate("rules", "Use a global batch of %1").arg(nearest);
    fix.edits = {{QStringLiteral("training.global_batch"), nearest}};
    f.fix = fix;
    out.push_back(f);
}

} // namespace

} // namespace gpudetail

void gpuRules(const RuleContext &ctx, std::vector<Finding> &out)
{
    gpudetail::vramInsufficient(ctx, out);
    gpudetail::vramBelowRecommended(ctx, out);
    gpudetail::vramOversized(ctx, out);
    gpudetail::multiNoParallelism(ctx, out);
    gpudetail::pcieTraining(ctx, out);
    gpudetail::gpuFeatureRules(ctx, out);
    gpudetail::latencyUnmet(ctx, out);
    gpudetail::capacity(ctx, out);
    gpudetail::multinodeUnneeded(ctx, out);
    gpudetail::globalBatchUneven(ctx, out);
}

} // namespace gpuplanner::planner::rules

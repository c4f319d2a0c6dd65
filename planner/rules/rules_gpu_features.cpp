// The GPU rules on what the card can run: software stack, FP64, video engines, graphics, precision.
// Sources: article 000 §1 (MI250 and ROCm); article 001 §1 (图形渲染要盯GPU图形能力；科学计算关心双精度；
// 视频处理看编解码能力), §2.2 (计算性能…业务到底需要什么精度).
#include "planner/rules/rulecontext.h"
#include "planner/rules/rules_gpu_internal.h"
#include "planner/sizing/domainwork.h"
#include "planner/sizing/sizing.h"
#include "planner/sizing/software.h"
#include "planner/workload/format.h"
#include "planner/workload/precision.h"

namespace gpuplanner::planner::rules::gpudetail {

namespace {

const QStringList kGpuEnv{QStringLiteral("gpu"), QStringLiteral("environment")};

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
    // Geospatial kernels (cuSpatial, HeavyDB) have no ROCm or CANN build: the job cannot run as rated.
    const bool gis = capabilityShortfall(ctx.w(), ctx.acc()) == Shortfall::NoGisLibrary;
    if (!mismatch && !unported && !gis)
        return;
    const QString gisText =
        QCoreApplication::translate(
            "rules", "The %1 runs %2; the geospatial kernels this plan is rated on (cuSpatial, HeavyDB) "
                     "are built for CUDA only.")
            .arg(ctx.acc().name, stackName(have));
    Finding f =
        amd ? finding(
                  "gpu.software.rocm", mismatch || gis ? "error" : "warning", kGpuEnv,
                  QCoreApplication::translate("rules", "AMD GPU without a ROCm software stack"),
                  gis ? gisText
                      : QCoreApplication::translate("rules", "The %1 runs ROCm, but the software is %2.")
                            .arg(ctx.acc().name,
                                 mismatch ? QCoreApplication::translate("rules", "built for another stack")
                                          : ctx.w().software.framework),
                  QCoreApplication::translate("rules", "AMD Instinct GPUs suit environments already ported "
                                                       "to ROCm; CUDA-only code does not run "
                                                       "on them."),
                  QCoreApplication::translate(
                      "rules", "Choose an NVIDIA GPU, or port the software to ROCm and validate it first."))
            : finding("gpu.software.cann", mismatch || gis ? "error" : "warning", kGpuEnv,
                      QCoreApplication::translate("rules", "Ascend NPU without a CANN software stack"),
                      gis ? gisText
                          : QCoreApplication::translate("rules", "The %1 runs CANN, but the software is %2.")
                                .arg(ctx.acc().name, mismatch ? QCoreApplication::translate(
                                                                    "rules", "built for another stack")
                                                              : ctx.w().software.framework),
                      QCoreApplication::translate(
                          "rules",
                          "Ascend NPUs need the software ported to CANN (torch_npu or MindSpore); framework "
                          "support decides what runs."),
                      QCoreApplication::translate(
                          "rules",
                          "Choose a GPU whose stack the software supports, or port and validate it first."));
    attachGpuFix(ctx, f, ctx.alternative([&](const catalog::Accelerator &acc, const GpuSizing &) {
        return acc.stack == QLatin1String("cuda");
    }));
    out.push_back(f);
}

// Molecular dynamics in double precision (LAMMPS-KOKKOS's materials potentials, or a plan that asks
// for double) computes on the FP64 units (simulation.cpp): a card that cuts them to 1/64 of FP32 runs
// it several times slower per atom than its FP32 speed suggests.
bool doublePrecisionMd(const Workload &w)
{
    return w.task == Task::Simulation && w.media.atoms > 0 && w.media.mdPrecision == MdPrecision::Double;
}

// article 001 §1: scientific computing cares about double-precision performance.
void fp64Weak(const RuleContext &ctx, std::vector<Finding> &out)
{
    const bool md = doublePrecisionMd(ctx.w());
    if ((ctx.w().task != Task::Scientific && !md) || ctx.w().media.memoryBound ||
        fp64Tflops(ctx.acc()) >= ctx.a().fp64WeakTflops)
        return;
    // A kernel whose intensity the memory bandwidth binds on this GPU (the engine's roofline) is not
    // held back by its FP64 units.
    const double intensity = ctx.w().media.flopsPerByte;
    if (!md && intensity > 0 && fp64Roofline(intensity, ctx.acc(), ctx.a()).bandwidthBound())
        return;
    const QString fp64 = num(fp64Tflops(ctx.acc()), 2);
    Finding f =
        md ? finding(
                 "gpu.fp64.weak", "warning", kGpu,
                 QCoreApplication::translate("rules", "Weak FP64 for double-precision molecular dynamics"),
                 QCoreApplication::translate(
                     "rules", "The %1 offers %2 FP64 TFLOPS against %3 FP32; %4 here computes in "
                              "double precision on those FP64 units.")
                     .arg(ctx.acc().name, fp64, num(ctx.acc().dense.fp32.value_or(0), 1),
                          mdEngineName(ctx.w().media.mdEngine)),
                 QCoreApplication::translate(
                     "rules", "GeForce, workstation and inference GPUs cut FP64 to 1/64 of FP32; the "
                              "estimate counts it, and a code bound by the FP64 units runs slower still "
                              "(LAMMPS-KOKKOS on an RTX 3080 ran 2× slower than the estimate)."),
                 QCoreApplication::translate(
                     "rules", "Run mixed precision (LAMMPS's GPU package, or KOKKOS built mixed, where "
                              "the force field allows it), or choose a GPU with full-rate FP64 "
                              "(A100, H100, MI250X, MI300X)."))
           : finding(
                 "gpu.fp64.weak", "warning", kGpu,
                 QCoreApplication::translate("rules", "Weak FP64 for double-precision science"),
                 QCoreApplication::translate(
                     "rules", "The %1 offers %2 FP64 TFLOPS; compute-bound FP64 codes want at least %3.")
                     .arg(ctx.acc().name, fp64, num(ctx.a().fp64WeakTflops, 0)),
                 QCoreApplication::translate(
                     "rules", "Scientific computing mostly needs double-precision performance and long "
                              "stable runs; graphics and inference GPUs cut FP64 to a small fraction."),
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
    if (capabilityShortfall(ctx.w(), ctx.acc()) != Shortfall::NoEncoder)
        return;
    Finding f = finding(
        "gpu.video.no_encoder", "error", kGpu,
        QCoreApplication::translate("rules", "No hardware video encoder"),
        QCoreApplication::translate("rules", "The %1 has no NVENC engine; the plan transcodes %2 streams.")
            .arg(ctx.acc().name)
            .arg(ctx.w().media.streams),
        QCoreApplication::translate(
            "rules",
            "Video processing depends on hardware encode/decode capability; several data-centre "
            "training GPUs (A100, H100, H200) have decoders but no encoder."),
        QCoreApplication::translate("rules", "Choose a GPU with NVENC engines (L4, L40S, A10, T4)."));
    attachGpuFix(ctx, f, ctx.alternative([](const catalog::Accelerator &acc, const GpuSizing &) {
        return acc.videoEncoders > 0;
    }));
    out.push_back(f);
}

// article 001 §1: video processing depends on encode capability; NVIDIA's driver caps GeForce and
// TITAN systems at 8 encode sessions (NVENC Application Note, licensing policy).
void videoSessionLimit(const RuleContext &ctx, std::vector<Finding> &out)
{
    const MediaInput &m = ctx.w().media;
    const GpuSizing &s = ctx.e.sizing;
    const int cap = m.encode && ctx.w().task == Task::VideoProcessing ? nvencSessionsPerSystem(ctx.acc()) : 0;
    const int engines = int(s.work.perGpuRate) * s.gpusPerNode;
    if (cap <= 0 || videoStreamsPerNode(m, ctx.acc(), s.gpusPerNode, s.work.perGpuRate) >= engines)
        return;
    Finding f = finding(
        "gpu.video.session_limit", ctx.e.gpuPinned ? "warning" : "info", kGpu,
        QCoreApplication::translate("rules", "Encode sessions capped on GeForce"),
        QCoreApplication::translate("rules",
                                    "Each node of %1 runs at most %2 encode sessions, though its engines "
                                    "could run %3 streams: %4 streams need %n node(s).",
                                    nullptr, s.nodes)
            .arg(ctx.acc().name)
            .arg(cap)
            .arg(engines)
            .arg(m.streams),
        QCoreApplication::translate(
            "rules", "NVIDIA's driver limits non-qualified GPUs (GeForce, TITAN) to %1 concurrent encode "
                     "sessions per system, all such cards together (NVENC Application Note, Video Codec SDK "
                     "13.0, licensing policy); data-centre and RTX professional GPUs are limited by their "
                     "engines only.")
            .arg(cap),
        QCoreApplication::translate("rules", "Choose a data-centre or RTX professional GPU with NVENC (L4, "
                                             "L40S, RTX A-series), or plan one node per %1 streams.")
            .arg(videoStreamsPerNode(m, ctx.acc(), 1, cap)));
    attachGpuFix(ctx, f, ctx.alternative([](const catalog::Accelerator &acc, const GpuSizing &) {
        return acc.videoEncoders > 0 && nvencSessionsPerSystem(acc) == 0;
    }));
    out.push_back(f);
}

// article 001 §1: video processing depends on encode/decode capability, codec by codec.
void videoCodecUnsupported(const RuleContext &ctx, std::vector<Finding> &out)
{
    // The same answer the sizing gives (sizing.cpp); a GPU without NVENC gets gpu.video.no_encoder.
    const MediaInput &m = ctx.w().media;
    const Shortfall missing = capabilityShortfall(ctx.w(), ctx.acc());
    if (missing != Shortfall::NoCodecEncode && missing != Shortfall::NoCodecDecode)
        return;
    const bool encode = missing == Shortfall::NoCodecEncode;
    Finding f = finding(
        "gpu.video.codec_unsupported", "error", kGpu,
        encode ? QCoreApplication::translate("rules", "No AV1 hardware encoder")
               : QCoreApplication::translate("rules", "No AV1 hardware decoder"),
        encode
            ? QCoreApplication::translate("rules", "The %1 (%2) encodes H.264 and HEVC in hardware, not AV1.")
                  .arg(ctx.acc().name, ctx.acc().architecture)
            : QCoreApplication::translate("rules", "The %1 (%2) cannot decode AV1 in hardware.")
                  .arg(ctx.acc().name, ctx.acc().architecture),
        QCoreApplication::translate("rules",
                                    "NVIDIA encodes AV1 from the Ada Lovelace generation on (L4, L40S, "
                                    "RTX 4090) and decodes it on Ampere graphics parts (A10, A40), Ada "
                                    "and Blackwell; A100, A30, H100 and H200 decode no AV1 (NVENC and "
                                    "NVDEC application notes, Video Codec SDK 12 and 13); without it "
                                    "the CPU does the work."),
        encode
            ? QCoreApplication::translate("rules",
                                          "Choose an Ada Lovelace or newer GPU (L4, L40S), or encode "
                                          "H.264 or HEVC.")
            : QCoreApplication::translate(
                  "rules", "Choose an A10, L4, L40S or newer graphics GPU, or a source in H.264 or HEVC."));
    attachGpuFix(ctx, f, ctx.alternative([&](const catalog::Accelerator &acc, const GpuSizing &) {
        return handlesCodec(acc, encode ? m.codec : decodedCodec(m), encode).value_or(false) &&
               capabilityShortfall(ctx.w(), acc) == Shortfall::None;
    }));
    out.push_back(f);
}

// What to choose instead of a GPU without RT cores: the ranking's best that has them and meets the
// target, named; or, when none does, why — a scene larger than every RT-core card's memory is the
// usual reason, and a fixed list of 48 GB cards would then point at GPUs that cannot hold it.
QString rtSuggestion(const RuleContext &ctx, const std::optional<GpuSizing> &alt, const QString &keep)
{
    if (alt) {
        const catalog::Accelerator *a = ctx.in.catalog.accelerator(alt->acceleratorId);
        return QCoreApplication::translate("rules", "Choose a GPU with RT cores: %1 × %2 meets the target%3.")
            .arg(alt->totalGpus())
            .arg(a ? a->name : alt->acceleratorId, keep);
    }
    double most = 0; // the most memory of an RT-core GPU, and the GPUs that have it
    QStringList largest;
    for (const catalog::Accelerator &a : ctx.in.catalog.accelerators()) {
        if (!a.rtCores || a.memoryGb < most)
            continue;
        if (a.memoryGb > most)
            largest.clear();
        most = a.memoryGb;
        largest << a.name;
    }
    const double need = ctx.e.sizing.memory.perGpuTotalGb;
    if (most > 0 && need > most)
        return QCoreApplication::translate("rules",
                                           "No GPU with RT cores in the catalog holds this work: it "
                                           "needs %1 GB per GPU and those with RT cores have at most "
                                           "%2 GB (%3). Keep a GPU with enough memory and plan for the "
                                           "slower rate, or make the scene smaller.")
            .arg(num(need, 1), num(most, 0), largest.join(planner::listSeparator()));
    return QCoreApplication::translate("rules",
                                       "No GPU with RT cores in the catalog meets the target; keep a "
                                       "GPU that does and plan for the slower rate.");
}

// article 001 §1: rendering needs graphics capability; simulation renders sensors.
void renderNoRt(const RuleContext &ctx, std::vector<Finding> &out)
{
    if (capabilityShortfall(ctx.w(), ctx.acc()) == Shortfall::NoRtCores) {
        Finding f = finding(
            "gpu.render.no_rt", "error", kGpu,
            ctx.w().task == Task::Rendering
                ? QCoreApplication::translate("rules", "No renderer runs on this GPU")
                : QCoreApplication::translate("rules", "Compute-only GPU for rendering"),
            QCoreApplication::translate("rules", "The %1 has no RT cores or graphics pipeline.")
                .arg(ctx.acc().name),
            ctx.w().task == Task::Rendering
                ? QCoreApplication::translate("rules",
                                              "Cycles renders on CUDA GPUs and, through HIP, on AMD's "
                                              "RDNA graphics cards only (Blender manual, GPU Rendering); "
                                              "Octane and V-Ray GPU are CUDA only. Compute accelerators "
                                              "of other vendors have no renderer path.")
                : QCoreApplication::translate("rules", "Graphics rendering depends on the GPU's graphics "
                                                       "capability; compute-only accelerators "
                                                       "have no ray-tracing hardware or display pipeline."),
            QString());
        const std::optional<GpuSizing> alt =
            ctx.alternative([](const catalog::Accelerator &acc, const GpuSizing &) { return acc.rtCores; });
        f.suggestion = rtSuggestion(ctx, alt, QString());
        attachGpuFix(ctx, f, alt);
        out.push_back(f);
        return;
    }
    if (ctx.w().task != Task::Rendering || ctx.acc().rtCores)
        return;
    // Cycles and Octane render through CUDA on compute-only GPUs: it runs, more slowly. With a measured
    // Cycles score the frame time already holds it (information); estimated from other GPUs or scaled by
    // FP32 it is an estimate (warning).
    const catalog::CyclesScore &score = ctx.acc().cycles;
    const catalog::CyclesEstimate &estimate = ctx.acc().cyclesEstimate;
    const double reference = ctx.a().renderReferenceCyclesScore;
    QString detail;
    if (score.samplesPerMinute > 0)
        detail = QCoreApplication::translate(
                     "rules", "The %1 has no RT cores: the renderer runs through CUDA. Blender "
                              "Open Data measures it at %2 Cycles samples/min, %3 of an L40S "
                              "with RT cores.")
                     .arg(ctx.acc().name, num(score.samplesPerMinute, 0),
                          num(score.samplesPerMinute / reference, 2));
    else if (estimate.samplesPerMinute > 0)
        detail = QCoreApplication::translate(
                     "rules", "The %1 has no RT cores: the renderer runs through CUDA. Blender "
                              "Open Data has not measured it; from the measured GPUs without RT "
                              "cores it is estimated at %2 Cycles samples/min, %3 of an L40S with "
                              "RT cores. Time one frame on it before committing.")
                     .arg(ctx.acc().name, num(estimate.samplesPerMinute, 0),
                          num(estimate.samplesPerMinute / reference, 2));
    else
        detail = QCoreApplication::translate("rules",
                                             "The %1 has no RT cores: the renderer runs through CUDA, about "
                                             "%2× slower than with RT cores at the same FP32 rate.")
                     .arg(ctx.acc().name, num(ctx.a().renderCudaSlowdown, 2));
    Finding f = finding(
        "gpu.render.no_rt", score.samplesPerMinute > 0 ? "info" : "warning", kGpu,
        QCoreApplication::translate("rules", "Rendering without RT cores"), detail,
        QCoreApplication::translate(
            "rules", "Cycles and Octane use RT cores through OptiX where the GPU has them and fall back to "
                     "CUDA on compute-only GPUs (A100, H100); the same scene took 22.53 s with CUDA and "
                     "13.54 s with OptiX on one GPU (Blender 3)."),
        QString());
    const std::optional<GpuSizing> alt =
        ctx.alternative([](const catalog::Accelerator &acc, const GpuSizing &) { return acc.rtCores; });
    f.suggestion =
        rtSuggestion(ctx, alt,
                     QCoreApplication::translate(
                         "rules", " with faster frames, or keep this one and plan for the slower rate"));
    attachGpuFix(ctx, f, alt);
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
            "needs, not by generation or name."),
        QCoreApplication::translate("rules", "Choose a GPU with that precision (FP4: Blackwell; FP8: Hopper, "
                                             "Ada, Blackwell, MI300; BF16: Ampere and "
                                             "newer), or change the precision."));
    attachGpuFix(ctx, f, ctx.alternative([&](const catalog::Accelerator &acc, const GpuSizing &) {
        return !peakThroughput(acc, ctx.w().precision).fallback;
    }));
    out.push_back(f);
}

} // namespace

void gpuFeatureRules(const RuleContext &ctx, std::vector<Finding> &out)
{
    softwareStack(ctx, out);
    fp64Weak(ctx, out);
    videoNoEncoder(ctx, out);
    videoCodecUnsupported(ctx, out);
    videoSessionLimit(ctx, out);
    renderNoRt(ctx, out);
    precisionUnsupported(ctx, out);
}

} // namespace gpuplanner::planner::rules::gpudetail

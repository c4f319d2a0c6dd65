#include "planner/sizing/sizing.h"

#include "planner/sizing/domainwork.h"
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/inputpipeline.h"
#include "planner/sizing/software.h"
#include "planner/workload/format.h"
#include "planner/workload/precision.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <QCoreApplication>

namespace gpuplanner::planner {

QString workUnitName(const QString &unit, bool plural)
{
    static const char *const names[][3] = {
        {"image", QT_TRANSLATE_NOOP("planner", "image"), QT_TRANSLATE_NOOP("planner", "images")},
        {"video", QT_TRANSLATE_NOOP("planner", "video"), QT_TRANSLATE_NOOP("planner", "videos")},
        {"window", QT_TRANSLATE_NOOP("planner", "30 s audio window"),
         QT_TRANSLATE_NOOP("planner", "30 s audio windows")},
        {"sample", QT_TRANSLATE_NOOP("planner", "sample"), QT_TRANSLATE_NOOP("planner", "samples")},
        {"sequence", QT_TRANSLATE_NOOP("planner", "sequence"), QT_TRANSLATE_NOOP("planner", "sequences")},
        {"clip", QT_TRANSLATE_NOOP("planner", "audio clip"), QT_TRANSLATE_NOOP("planner", "audio clips")},
        {"stream", QT_TRANSLATE_NOOP("planner", "stream"), QT_TRANSLATE_NOOP("planner", "streams")},
        {"frame", QT_TRANSLATE_NOOP("planner", "frame"), QT_TRANSLATE_NOOP("planner", "frames")},
        {"instance", QT_TRANSLATE_NOOP("planner", "instance"), QT_TRANSLATE_NOOP("planner", "instances")},
        {"ns", QT_TRANSLATE_NOOP("planner", "simulated ns"), QT_TRANSLATE_NOOP("planner", "simulated ns")},
        {"point", QT_TRANSLATE_NOOP("planner", "point"), QT_TRANSLATE_NOOP("planner", "points")},
        {"polygon", QT_TRANSLATE_NOOP("planner", "polygon"), QT_TRANSLATE_NOOP("planner", "polygons")},
        {"tile", QT_TRANSLATE_NOOP("planner", "raster tile"), QT_TRANSLATE_NOOP("planner", "raster tiles")},
        {"TFLOP", "TFLOP", "TFLOP"}};
    for (const auto &n : names)
        if (unit == QLatin1String(n[0]))
            return QCoreApplication::translate("planner", plural ? n[2] : n[1]);
    return unit;
}

namespace {
// The bundled model presets' "sample" descriptions (resources/catalog/models.json), listed for lupdate.
const char *const kSampleDescriptions[] = {
    QT_TRANSLATE_NOOP("catalog",
                      "1024x1024 image, one denoising step (one UNet forward, batch 1, 128x128x4 latent)"),
    QT_TRANSLATE_NOOP("catalog",
                      "1024x1024 image, one denoising step (one transformer forward: 4096 image latent "
                      "tokens + 512 T5 text tokens)"),
    QT_TRANSLATE_NOOP("catalog",
                      "1280x720 video, 81 frames, one denoising step (one transformer forward: 75,600 latent "
                      "tokens, cross-attention to 512 umT5 text tokens)"),
    QT_TRANSLATE_NOOP("catalog",
                      "832x480 video, 81 frames, one denoising step (one transformer forward: 32,760 latent "
                      "tokens, cross-attention to 512 umT5 text tokens)"),
    QT_TRANSLATE_NOOP(
        "catalog", "1280x720 video, 129 frames, one denoising step (one transformer forward: 118,800 latent "
                   "tokens + 256 text tokens, joint attention)"),
    QT_TRANSLATE_NOOP("catalog",
                      "720x480 video, 49 frames, one denoising step (one transformer forward: 17,550 latent "
                      "tokens + 226 T5 text tokens, joint attention)"),
    QT_TRANSLATE_NOOP("catalog", "224x224 image, one forward pass"),
    QT_TRANSLATE_NOOP("catalog", "224x224 image, one forward pass (196 patches + class token)"),
    QT_TRANSLATE_NOOP("catalog", "800x800 image, one forward pass (264 classes, 9 anchors per position)"),
    QT_TRANSLATE_NOOP("catalog",
                      "640x640 image, one forward pass (COCO, 80 classes, 3 anchors per position)"),
    QT_TRANSLATE_NOOP("catalog", "640x640 image, one forward pass (COCO, 80 classes, anchor-free head over "
                                 "8,400 positions)"),
    QT_TRANSLATE_NOOP("catalog",
                      "30 s audio: encoder over one 30 s window (3000 mel frames -> 1500 positions) + "
                      "decoding 128 tokens with KV cache"),
};
} // namespace

QString sampleDescription(const QString &catalogText)
{
    for (const char *text : kSampleDescriptions)
        if (catalogText == QLatin1String(text))
            return QCoreApplication::translate("catalog", text);
    return catalogText;
}

QStringList bundledSampleDescriptions()
{
    QStringList list;
    for (const char *text : kSampleDescriptions)
        list << QString::fromLatin1(text);
    return list;
}

double trainingCheckpointGb(const GpuSizing &s)
{
    if (s.training.applies)
        return s.training.checkpointGb;
    const TrainingLikeResult &t = s.work.trainingLike;
    return kCheckpointBytesPerParameter * t.trainableParameters / kBytesPerGB + t.emaGb;
}

double deadlineHours(const Workload &w)
{
    if (w.task == Task::Geospatial && w.media.geoDeadlineS > 0) // a query's deadline, in seconds
        return w.media.geoDeadlineS / kSecondsPerHour;
    const double days = w.training.deadlineDays > 0 ? w.training.deadlineDays : w.run.durationDays;
    return days * kHoursPerDay;
}

double cnnActivationsM(const ModelSpec &m, const Assumptions &a)
{
    return m.activationsM > 0 ? m.activationsM : m.gflopsPerSample * a.cnnActivationsPerGflop;
}

double trainingTokens(const Workload &w, const Assumptions &a)
{
    if (w.training.tokens > 0)
        return w.training.tokens;
    if (w.task == Task::LlmFinetune)
        return a.finetuneDefaultTokens;
    return a.tokensPerParameter * w.model.parametersB * 1e9;
}

int trainingSequenceLength(const Workload &w)
{
    if (w.training.sequenceLength > 0)
        return w.training.sequenceLength;
    return std::min(w.model.context > 0 ? w.model.context : 4096, 4096);
}

bool hasGpuLink(const catalog::Accelerator &acc, int gpusPerNode)
{
    return acc.hasGpuLink() && gpusPerNode <= acc.interconnectMaxGpus;
}

int linkedGpus(const catalog::Accelerator &acc, int gpusPerNode)
{
    const int perNode = std::max(1, gpusPerNode);
    return acc.hasGpuLink() ? std::clamp(acc.interconnectMaxGpus, 1, perNode) : 1;
}

int largestNodeGpus(const catalog::Accelerator &acc)
{
    return std::clamp(acc.maxGpusPerNode, 1, 8);
}

double servingStackFactor(const catalog::Accelerator &acc, const Assumptions &a)
{
    return acc.stack == QLatin1String("rocm") ? a.servingEfficiencyRocm : 1.0;
}

double nvfp4Speedup(const catalog::Accelerator &acc, const Assumptions &a)
{
    const PeakThroughput fp8 = peakThroughput(acc, Precision::Fp8);
    const PeakThroughput fp4 = peakThroughput(acc, Precision::Fp4);
    if (fp8.fallback || fp4.fallback || fp8.tflops <= 0 || fp4.tflops <= fp8.tflops)
        return 1.0;
    return 1.0 / ((1.0 - a.nvfp4GemmShare) + a.nvfp4GemmShare * fp8.tflops / fp4.tflops);
}

double lowPrecisionPeakShare(const catalog::Accelerator &acc, Precision p, const Assumptions &a)
{
    const double speedup = p == Precision::Fp4 ? nvfp4Speedup(acc, a) : 1.0;
    if (speedup == 1.0)
        return 1.0;
    return speedup * peakThroughput(acc, Precision::Fp8).tflops / peakThroughput(acc, Precision::Fp4).tflops;
}

// NVIDIA NVENC Application Note (Video Codec SDK 12): AV1 encoding from Ada Lovelace on. NVDEC
// Application Note (Video Codec SDK 13.0, §2): AV1 decoding on GA10x Ampere, Ada and Blackwell, not on
// the Turing-class decoders of GA100 (A100, A30; compute capability 8.0) and Hopper; H.264 and HEVC on
// every NVENC/NVDEC generation the catalog holds. AMD rocDecode table: AV1 decoding on MI300 (CDNA3).
std::optional<bool> handlesCodec(const catalog::Accelerator &acc, VideoCodec codec, bool encode)
{
    if (codec != VideoCodec::Av1)
        return true;
    const QString &a = acc.architecture;
    if (acc.vendor == QLatin1String("NVIDIA")) {
        const bool adaOrLater = a == QLatin1String("Ada Lovelace") || a == QLatin1String("Blackwell");
        return encode ? adaOrLater
                      : adaOrLater ||
                            (a == QLatin1String("Ampere") && acc.computeCapability != QLatin1String("8.0"));
    }
    if (acc.vendor == QLatin1String("AMD") && !encode)
        return a == QLatin1String("CDNA3");
    return std::nullopt;
}

VideoCodec decodedCodec(const MediaInput &m)
{
    return m.encode ? m.sourceCodec.value_or(VideoCodec::H264) : m.codec;
}

int decodedHeight(const MediaInput &m)
{
    return m.encode && m.sourceHeight > 0 ? m.sourceHeight : m.resolutionHeight;
}

double decodedFps(const MediaInput &m)
{
    return m.encode && m.sourceFps > 0 ? m.sourceFps : m.fps;
}

Shortfall capabilityShortfall(const Workload &w, const catalog::Accelerator &acc)
{
    if (w.task == Task::VideoProcessing) {
        const MediaInput &m = w.media;
        if (m.encode && acc.videoEncoders == 0)
            return Shortfall::NoEncoder;
        if (m.encode && !handlesCodec(acc, m.codec, true).value_or(true))
            return Shortfall::NoCodecEncode;
        if (!handlesCodec(acc, decodedCodec(m), false).value_or(true))
            return Shortfall::NoCodecDecode;
    }
    // Rendering without RT cores runs through CUDA, more slowly (otherwork.cpp); sensor simulation
    // needs the graphics pipeline. Renderers have no path on compute accelerators outside CUDA: Cycles'
    // HIP backend needs an RDNA (graphics) GPU, not CDNA Instinct parts (Blender manual, GPU Rendering);
    // Octane and V-Ray GPU are CUDA only.
    if (w.task == Task::Rendering && acc.stack != QLatin1String("cuda") && !acc.rtCores)
        return Shortfall::NoRtCores;
    if (w.task == Task::Simulation && w.media.atoms <= 0 && !acc.rtCores) // molecular dynamics needs none
        return Shortfall::NoRtCores;
    // The geospatial rates are cuSpatial's and OmniSci's (HeavyDB), GPU libraries for CUDA only; RAPIDS
    // builds for NVIDIA GPUs alone (its platform support page). Raster tiles are sized, not timed.
    if (w.task == Task::Geospatial && w.media.geoOperation != GeoOperation::RasterTiles &&
        acc.stack != QLatin1String("cuda"))
        return Shortfall::NoGisLibrary;
    return Shortfall::None;
}

QString codecName(VideoCodec codec)
{
    switch (codec) {
    case VideoCodec::H264: return QStringLiteral("H.264");
    case VideoCodec::Hevc: return QStringLiteral("HEVC");
    case VideoCodec::Av1: return QStringLiteral("AV1");
    }
    return {};
}

QString shortfallText(const GpuSizing &s, const Workload &w, const catalog::Accelerator &acc,
                      const Assumptions &a)
{
    switch (s.shortfallKind) {
    case Shortfall::None:
        return {};
    case Shortfall::Memory:
        if (s.inference.applies)
            return QCoreApplication::translate(
                       "planner",
                       "the weights (%1 GB) do not fit %2 GPUs of %3 GB with a %4% serving reserve")
                .arg(num(est::weightBytes(w.model.parametersB * 1e9, w.precision) / kBytesPerGB, 1))
                .arg(s.inference.gpusPerReplica())
                .arg(num(acc.memoryGb, 0), num(a.servingMemoryFraction * 100, 0));
        return QCoreApplication::translate("planner", "needs %1 GB per GPU, the GPU has %2 GB")
            .arg(num(s.memory.perGpuTotalGb, 1), num(acc.memoryGb, 0));
    case Shortfall::Deadline: {
        const double hours = s.training.applies
                                 ? s.training.wallHours
                                 : (s.inference.applies ? s.inference.jobHours : s.work.wallHours);
        if (const double deadline = deadlineHours(w); deadline < 1) { // under an hour: in seconds
            const auto seconds = [](double h) {
                return num(h * kSecondsPerHour, h * kSecondsPerHour < 10 ? 2 : 0);
            };
            return QCoreApplication::translate("planner", "takes %1 s, the deadline is %2 s")
                .arg(seconds(hours), seconds(deadline));
        }
        return QCoreApplication::translate("planner", "takes %1 days, the deadline is %2 days")
            .arg(num(hours / 24, 1), num(deadlineHours(w) / 24, 1));
    }
    case Shortfall::Capacity:
        if (s.inference.applies)
            return QCoreApplication::translate("planner",
                                               "%1 replicas of %2 needed, or a latency target missed")
                .arg(s.inference.replicas)
                .arg(s.inference.replicasNeeded);
        if (s.work.unit == QLatin1String("ns") && mdReachesTarget(w.media, s.work)) {
            const int simulations = std::max(1, w.media.instances);
            const int needed = simulations * std::max(1, s.work.gpusPerSimulation);
            return QCoreApplication::translate("planner",
                                               "%n simulation(s) at once need %1 GPUs, the plan has %2",
                                               nullptr, simulations)
                .arg(needed)
                .arg(s.totalGpus());
        }
        if (s.work.unit == QLatin1String("ns") && w.media.mdMode == MdMode::GpuOffload) {
            // NAMD 2.x: the CPU cores set the rate; say how many would reach the target on these GPUs,
            // else on more GPUs of the node (at most 18 cores count per GPU).
            const int per = std::max(1, s.work.gpusPerSimulation);
            QString reach;
            for (int gpus = per; gpus <= std::max(per, s.gpusPerNode) && reach.isEmpty(); gpus *= 2) {
                const double cores = mdOffloadCoresForTarget(w.media, acc, gpus, a);
                if (cores > 0 && gpus == per)
                    reach =
                        QCoreApplication::translate("planner", "%1 cores would reach it").arg(num(cores, 0));
                else if (cores > 0)
                    reach = QCoreApplication::translate("planner",
                                                        "%1 cores on %n GPU(s) per simulation would reach "
                                                        "it",
                                                        nullptr, gpus)
                                .arg(num(cores, 0));
            }
            if (reach.isEmpty())
                reach = QCoreApplication::translate("planner", "no count of cores reaches it on these GPUs");
            return QCoreApplication::translate(
                       "planner",
                       "reaches %1 ns/day per simulation on %n GPU(s) with %2 CPU cores; "
                       "%3 ns/day needed. In GPU-offload mode the cores set the rate: %4",
                       nullptr, s.work.gpusPerSimulation)
                .arg(rateText(s.work.nsPerDay), num(s.work.cpuCoresPerSimulation, 0),
                     rateText(w.media.targetNsPerDay), reach);
        }
        if (s.work.unit == QLatin1String("ns"))
            return QCoreApplication::translate("planner",
                                               "reaches %1 ns/day per simulation on %n GPU(s); %2 ns/day "
                                               "needed, or too few GPUs for the simulations at once",
                                               nullptr, s.work.gpusPerSimulation)
                .arg(rateText(s.work.nsPerDay), rateText(w.media.targetNsPerDay));
        if (s.work.unit == QLatin1String("stream"))
            return QCoreApplication::translate("planner", "runs %1 concurrent streams, %2 needed")
                .arg(num(s.work.samplesPerS, 0), num(s.work.required, 0));
        {
            // Rates of images, frames or points: millions in scientific notation, not 161381314.61.
            const auto rate = [](double v) { return v >= 1e6 ? sci(v) : num(v, v < 10 ? 2 : 0); };
            return QCoreApplication::translate("planner", "gives %1 %2 per second, %3 needed")
                .arg(rate(s.work.samplesPerS), workUnitName(s.work.unit, true), rate(s.work.required));
        }
    case Shortfall::NoEncoder:
        return QCoreApplication::translate("planner", "the GPU has no hardware video encoder");
    case Shortfall::NoCodecEncode:
        return QCoreApplication::translate("planner", "no %1 encoder in the %2 generation")
            .arg(codecName(w.media.codec), acc.architecture);
    case Shortfall::NoCodecDecode:
        return QCoreApplication::translate("planner", "no %1 decoder in the %2 generation")
            .arg(codecName(w.media.codec), acc.architecture);
    case Shortfall::NoVideoEngine:
        return QCoreApplication::translate("planner", "the GPU's video engines cannot run one stream");
    case Shortfall::NoRtCores:
        return QCoreApplication::translate("planner", "the GPU has no RT cores or graphics pipeline");
    case Shortfall::NoGpuLink:
        return QCoreApplication::translate("planner", "needs NVLink-class links between its GPUs");
    case Shortfall::NeedsNodes:
        return QCoreApplication::translate("planner", "needs more than one node");
    case Shortfall::NoPrecision:
        return QCoreApplication::translate("planner", "has no hardware support for %1")
            .arg(precisionId(w.precision).toUpper());
    case Shortfall::NoGisLibrary:
        return QCoreApplication::translate("planner",
                                           "no GPU geospatial library (cuSpatial, HeavyDB) runs on %1")
            .arg(stackName(acc.stack));
    case Shortfall::WeakFp64:
        return QCoreApplication::translate("planner",
                                           "computes double precision on FP64 units of %1 TFLOPS (not "
                                           "proposed; pin it to see its estimate)")
            .arg(num(fp64Tflops(acc), 2));
    }
    return {};
}

GpuSizing sizeOnGpu(const Workload &w, const catalog::Accelerator &acc, int gpusPerNode, int nodes,
                    const Assumptions &a)
{
    GpuSizing s;
    s.acceleratorId = acc.id;
    s.gpusPerNode = std::max(1, gpusPerNode);
    s.nodes = std::max(1, nodes);
    switch (w.task) {
    case Task::LlmPretraining:
    case Task::LlmFinetune:
        sizeLlmTraining(w, acc, a, s);
        break;
    case Task::LlmInference:
        sizeLlmInference(w, acc, a, s);
        break;
    case Task::BatchInference:
        if (isSampleBatchInference(w))
            sizeOtherWork(w, acc, a, s); // visioninference.cpp, speechinference.cpp
        else
            sizeLlmInference(w, acc, a, s);
        break;
    default:
        sizeOtherWork(w, acc, a, s);
        break;
    }
    boundByInputPipeline(w, a, s); // a pinned CPU's decode rate (inputpipeline.cpp)
    // A GPU without the hardware the work needs does not fit at any count: the GPU rules raise an
    // error for it when pinned (rules_gpu_features.cpp), so the ranking never lists it as meeting.
    if (const Shortfall missing = capabilityShortfall(w, acc); missing != Shortfall::None) {
        s.fits = false;
        s.meetsTarget = false;
        s.shortfallKind = missing;
    }
    return s;
}

} // namespace gpuplanner::planner

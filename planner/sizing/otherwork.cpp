// The non-LLM paths (PRODUCT.md §4 "Non-LLM paths"): diffusion inference and training, vision
// training, video processing, rendering, FP64 science, simulation and geospatial processing.
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/estimators/throughput.h"
#include "planner/workload/precision.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner::planner {

namespace {

// Classifier-free guidance runs the denoiser twice per step unless the model is guidance-distilled.
double guidancePasses(const ModelSpec &m)
{
    return m.presetId.startsWith(QLatin1String("flux")) ? 1.0 : 2.0;
}

void sizeTrainingLike(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s,
                      double activationGbPerSample, const QString &unit)
{
    const ModelSpec &m = w.model;
    const int gpus = s.totalGpus();
    const est::ModelStates states = est::modelStates(m.parametersB * 1e9, w.precision, w.training.zeroStage.value_or(0),
                                                     gpus, 1, w.training.offload);
    const double activations = activationGbPerSample * w.training.microBatch * kBytesPerGB;
    s.memory.weightsGb = states.weights / kBytesPerGB;
    s.memory.gradientsGb = states.gradients / kBytesPerGB;
    s.memory.optimizerGb = states.optimizer / kBytesPerGB;
    s.memory.activationsGb = activations / kBytesPerGB;
    s.memory.overheadGb = a.runtimeOverheadGb + a.fragmentationFraction * (activations + states.gradients) / kBytesPerGB;
    s.memory.perGpuTotalGb = s.memory.weightsGb + s.memory.gradientsGb + s.memory.optimizerGb + s.memory.activationsGb +
                             s.memory.overheadGb;
    s.memory.capacityGb = acc.memoryGb;
    s.fits = s.memory.perGpuTotalGb <= acc.memoryGb;

    WorkResult &r = s.work;
    r.unit = unit;
    const double samples = std::max(1.0, w.training.samples) * std::max(1.0, w.training.epochs);
    // Forward + backward = 3 × forward FLOPs (Kaplan et al. 2020 §2.1). A diffusion training sample
    // is one denoising step at a random noise level, so its forward is one step's FLOPs.
    const double flopsPerSample = 3.0 * m.gflopsPerSample * 1e9;
    const PeakThroughput peak = peakThroughput(acc, w.precision);
    const double scaling = est::scalingEfficiency(s.gpusPerNode, s.nodes, hasGpuLink(acc, s.gpusPerNode), true, a);
    const double perGpu = peak.tflops * kFlopsPerTflop * a.nonLlmComputeEfficiency * scaling / flopsPerSample;
    r.perGpuRate = perGpu;
    r.samplesPerS = perGpu * gpus;
    r.totalWork = samples;
    r.wallHours = samples / std::max(1e-9, r.samplesPerS) / kSecondsPerHour;
    r.gpuHours = r.wallHours * gpus;
    const double sampleMb = w.data.avgFileMb > 0 ? w.data.avgFileMb : a.defaultSampleMb;
    r.dataReadMBs = r.samplesPerS * sampleMb;
    s.training.applies = false;
    s.meetsTarget = s.fits && r.wallHours <= deadlineHours(w);
    if (!s.fits)
        s.shortfallKind = Shortfall::Memory;
    else if (!s.meetsTarget)
        s.shortfallKind = Shortfall::Deadline;
}

void sizeDiffusionInference(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s)
{
    const ModelSpec &m = w.model;
    const double weights = est::weightBytes(m.parametersB * 1e9, w.precision);
    s.memory.weightsGb = weights / kBytesPerGB;
    s.memory.activationsGb = s.memory.weightsGb * a.diffusionWorkspaceFraction;
    s.memory.overheadGb = a.runtimeOverheadGb;
    s.memory.perGpuTotalGb = s.memory.weightsGb + s.memory.activationsGb + s.memory.overheadGb;
    s.memory.capacityGb = acc.memoryGb;
    s.fits = s.memory.perGpuTotalGb <= acc.memoryGb;

    WorkResult &r = s.work;
    r.unit = QStringLiteral("image");
    const double steps = m.defaultSteps > 0 ? m.defaultSteps : 30;
    const double flopsPerImage = steps * guidancePasses(m) * m.gflopsPerSample * 1e9;
    const PeakThroughput peak = peakThroughput(acc, w.precision);
    r.perGpuRate = peak.tflops * kFlopsPerTflop * a.nonLlmComputeEfficiency / flopsPerImage;
    r.samplesPerS = r.perGpuRate * s.totalGpus();
    r.required = std::max(w.serving.imagesPerS, w.serving.requestsPerS);
    s.meetsTarget = s.fits && r.samplesPerS >= r.required;
    if (!s.fits)
        s.shortfallKind = Shortfall::Memory;
    else if (!s.meetsTarget)
        s.shortfallKind = Shortfall::Capacity;
}

void sizeVideo(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s)
{
    const MediaInput &v = w.media;
    // Engine capacity scales with pixel rate relative to 1080p30.
    const double pixelScale = (double(v.resolutionHeight) * v.resolutionHeight * 16.0 / 9.0 * v.fps) /
                              (1080.0 * 1080.0 * 16.0 / 9.0 * 30.0);
    const double encodeStreams = acc.videoEncoders * a.nvencStreamsPerEngine1080p30 / pixelScale;
    const double decodeStreams = acc.videoDecoders * a.nvdecStreamsPerEngine1080p30 / pixelScale;
    const double perGpu = v.encode ? std::min(encodeStreams, decodeStreams) : decodeStreams;
    WorkResult &r = s.work;
    r.unit = QStringLiteral("stream");
    r.perGpuRate = std::floor(perGpu);
    r.required = std::max(1, v.streams);
    r.samplesPerS = r.perGpuRate * s.totalGpus();
    s.memory.activationsGb = a.videoGbPerStream * std::min(r.perGpuRate, std::ceil(r.required / s.totalGpus()));
    s.memory.overheadGb = a.runtimeOverheadGb;
    s.memory.perGpuTotalGb = s.memory.activationsGb + s.memory.overheadGb;
    s.memory.capacityGb = acc.memoryGb;
    s.fits = r.perGpuRate >= 1 && s.memory.perGpuTotalGb <= acc.memoryGb;
    s.meetsTarget = s.fits && r.samplesPerS >= r.required;
    r.dataReadMBs = 0;
    if (!s.fits)
        s.shortfallKind = Shortfall::NoVideoEngine; // or no NVENC: capabilityShortfall() in sizeOnGpu()
    else if (!s.meetsTarget)
        s.shortfallKind = Shortfall::Capacity;
}

void sizeRendering(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s)
{
    const MediaInput &v = w.media;
    s.memory.activationsGb = v.sceneGb * a.renderSceneHeadroom;
    s.memory.overheadGb = a.runtimeOverheadGb;
    s.memory.perGpuTotalGb = s.memory.activationsGb + s.memory.overheadGb;
    s.memory.capacityGb = acc.memoryGb;
    WorkResult &r = s.work;
    r.unit = QStringLiteral("frame");
    // Seconds per frame are measured on the reference GPU; others scale with FP32 throughput.
    const double speed = acc.dense.fp32.value_or(0) / a.renderReferenceFp32Tflops;
    const double secondsPerFrame = v.gpuSecondsPerFrame / std::max(1e-9, speed);
    r.perGpuRate = secondsPerFrame > 0 ? 1.0 / secondsPerFrame : 0;
    r.totalWork = v.frames;
    r.gpuHours = v.frames * secondsPerFrame / kSecondsPerHour;
    r.wallHours = r.gpuHours / s.totalGpus();
    // Without RT cores the GPU does not fit at all: capabilityShortfall() in sizeOnGpu().
    s.fits = s.memory.perGpuTotalGb <= acc.memoryGb;
    s.meetsTarget = s.fits && r.wallHours <= deadlineHours(w);
    if (!s.fits)
        s.shortfallKind = Shortfall::Memory;
    else if (!s.meetsTarget)
        s.shortfallKind = Shortfall::Deadline;
}

void sizeResidentWork(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s)
{
    const MediaInput &v = w.media;
    WorkResult &r = s.work;
    double resident = v.workingSetGb;
    if (w.task == Task::Simulation) {
        resident = v.instances * v.gbPerInstance;
        r.unit = QStringLiteral("instance");
        r.required = v.instances;
    }
    s.memory.activationsGb = resident / s.totalGpus();
    s.memory.overheadGb = a.runtimeOverheadGb;
    s.memory.perGpuTotalGb = s.memory.activationsGb + s.memory.overheadGb;
    s.memory.capacityGb = acc.memoryGb;
    s.fits = s.memory.perGpuTotalGb <= acc.memoryGb;
    if (w.task == Task::Scientific) {
        r.unit = QStringLiteral("TFLOP");
        r.totalWork = v.fp64Tflop;
        double seconds = 0;
        if (v.memoryBound) {
            const double bytes = v.fp64Tflop * kFlopsPerTflop / a.memoryBoundFlopsPerByte;
            seconds = bytes / (acc.memoryBandwidthGbs * kBytesPerGB * a.decodeBandwidthEfficiency);
        } else {
            seconds = v.fp64Tflop / std::max(1e-9, fp64Tflops(acc) * a.nonLlmComputeEfficiency);
        }
        // The sustained FP64 rate per GPU (TFLOPS): the work's TFLOP over its GPU-seconds.
        r.perGpuRate = seconds > 0 ? v.fp64Tflop / seconds : 0;
        const double scaling = est::scalingEfficiency(s.gpusPerNode, s.nodes, hasGpuLink(acc, s.gpusPerNode), true, a);
        r.gpuHours = seconds / scaling / kSecondsPerHour;
        r.wallHours = r.gpuHours / s.totalGpus();
        s.meetsTarget = s.fits && r.wallHours <= deadlineHours(w);
    } else {
        s.meetsTarget = s.fits;
    }
    // Camera and lidar simulation render on RT / graphics hardware: capabilityShortfall() in sizeOnGpu().
    if (!s.fits)
        s.shortfallKind = Shortfall::Memory;
    else if (!s.meetsTarget)
        s.shortfallKind = Shortfall::Deadline;
}

} // namespace

void sizeOtherWork(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s)
{
    s.work.applies = true;
    switch (w.task) {
    case Task::DiffusionInference: sizeDiffusionInference(w, acc, a, s); break;
    case Task::DiffusionTraining:
        sizeTrainingLike(w, acc, a, s, a.diffusionActivationGbPerSample, QStringLiteral("sample"));
        break;
    case Task::CvTraining: sizeTrainingLike(w, acc, a, s, a.visionActivationGbPerSample, QStringLiteral("sample")); break;
    case Task::VideoProcessing: sizeVideo(w, acc, a, s); break;
    case Task::Rendering: sizeRendering(w, acc, a, s); break;
    case Task::Scientific:
    case Task::Simulation:
    case Task::Geospatial: sizeResidentWork(w, acc, a, s); break;
    default: break;
    }
}

} // namespace gpuplanner::planner

// The non-LLM paths (PRODUCT.md §4 "Non-LLM paths"): diffusion inference and training, vision
// training, video processing, rendering, FP64 science, simulation and geospatial processing.
#include "planner/sizing/domainwork.h"
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/estimators/throughput.h"
#include "planner/sizing/gradientexchange.h"
#include "planner/sizing/inputpipeline.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/precision.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner {

RenderIndex renderIndex(double cyclesScore, double estimatedScore, double fp32Tflops, bool rtCores,
                        const Assumptions &a)
{
    if (cyclesScore > 0)
        return {cyclesScore, 1.0};
    if (estimatedScore > 0)
        return {estimatedScore, 1.0};
    const double slowdown = rtCores ? 1.0 : a.renderCudaSlowdown;
    return {fp32Tflops * a.renderReferenceCyclesScore / a.renderReferenceFp32Tflops / slowdown, slowdown};
}

double renderReferenceIndex(const MediaInput &m, const Assumptions &a)
{
    if (!m.renderMeasuredOn)
        return a.renderReferenceCyclesScore;
    const RenderReference &ref = *m.renderMeasuredOn;
    return renderIndex(ref.cyclesScore, ref.estimatedScore, ref.fp32Tflops, ref.rtCores, a).score;
}

Fp64Roofline fp64Roofline(double flopsPerByte, const catalog::Accelerator &acc, const Assumptions &a)
{
    return {flopsPerByte * acc.memoryBandwidthGbs * a.streamBandwidthShare / 1000.0,
            fp64DensePeak(acc).tflops * a.fp64DenseEfficiency};
}

int renderGpusPerFrame(const MediaInput &m, const GpuSizing &s)
{
    const int perNode = std::max(1, s.gpusPerNode);
    return m.renderGpusPerFrame > 0 ? std::min(m.renderGpusPerFrame, perNode) : perNode;
}

double guidancePasses(const ModelSpec &m)
{
    return m.guidancePasses > 0 ? m.guidancePasses : 2.0;
}

double diffusionSteps(const ModelSpec &m)
{
    return m.defaultSteps > 0 ? m.defaultSteps : 30;
}

namespace {

void sizeTrainingLike(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s,
                      const QString &unit)
{
    const int gpus = s.totalGpus();
    const TrainingLike t = trainingLike(w, acc, a, gpus); // traininglike.cpp
    s.memory = trainingLikeMemory(t.states, t.result.activationGbPerSample * t.result.microBatch, a);
    s.memory.capacityGb = acc.memoryGb;
    s.fits = s.memory.perGpuTotalGb <= acc.memoryGb;

    WorkResult &r = s.work;
    r.unit = unit;
    r.trainingLike = t.result;
    const double samples = std::max(1.0, w.training.samples) * std::max(1.0, w.training.epochs);
    // A diffusion training sample is one denoising step at a random noise level, so its forward is one
    // step's FLOPs; the passes a sample costs are counted in traininglike.cpp.
    const double flopsPerSample = t.result.forwardPasses * t.result.forwardGflops * 1e9;
    rateCompute(w, computePrecision(w), acc, a, true, r); // QLoRA: BF16 over its 4-bit base
    // Inside a node, a loss per doubling of GPUs (NVLink-class, then PCIe); between nodes, what the
    // gradient exchange leaves exposed of each optimizer step (gradientexchange.h).
    const double inNode = est::scalingEfficiency(s.gpusPerNode, linkedGpus(acc, s.gpusPerNode), a);
    // A diffusion model trained with eager attention moves each score forward and backward.
    if (w.task == Task::DiffusionTraining && w.training.attentionStoresScores)
        r.eagerAttention = eagerTrainingAttention(w.model, t.result.recompute == Recompute::Full,
                                                  computePrecision(w), acc.memoryBandwidthGbs, a);
    const double sampleSeconds =
        flopsPerSample / (r.peakTflops * kFlopsPerTflop * r.computeEfficiency * inNode) +
        r.trainingLike.dequantSecondsPerSample + r.eagerAttention.secondsPerSample;
    // Every shard's gradients, once per optimizer step: a micro-batch per GPU, or the global batch's share.
    const double gradientBytes =
        t.result.trainableParameters * (computePrecision(w) == Precision::Fp32 ? 4.0 : 2.0);
    const double samplesPerStep = w.training.globalBatch > 0
                                      ? std::max(1.0, double(w.training.globalBatch) / std::max(1, gpus))
                                      : double(std::max(1, t.result.microBatch));
    r.exchange =
        gradientExchange(gradientBytes, samplesPerStep, sampleSeconds, s.gpusPerNode, s.nodes,
                         nodesPerNvlinkDomain(acc.interconnectMaxGpus, acc.hasGpuLink(), s.gpusPerNode),
                         w.training.zeroStage.value_or(0) >= 3, w.host.clusterGbps, a);
    const double scaling = inNode * r.exchange.efficiency;
    double perGpu = r.exchange.efficiency / sampleSeconds;
    // Data loaders the user states (PyTorch's num_workers per GPU): none, and the training process
    // prepares each batch before its step, so the two times add; n workers prepare n cores' worth
    // while the GPU trains, and the slower of the two sets the rate.
    // Images the GPUs decode (DALI "mixed", nvJPEG) leave the loaders nothing to prepare.
    const double perCore = samplesPerLoaderCore(w, a);
    if (const std::optional<int> workers = w.training.loaderWorkers; workers && perCore > 0) {
        r.loaderWorkers = *workers;
        r.loaderFreeRate = perGpu;
        perGpu = *workers == 0 ? 1.0 / (1.0 / perGpu + 1.0 / perCore) : std::min(perGpu, *workers * perCore);
    }
    r.scalingEfficiency = scaling;
    r.perGpuRate = perGpu;
    finishSampleJob(w, samples,
                    isSpeechTraining(w) ? speechTrainingSample(w).mbPerSample : sampleFileMb(w, a), s);
}

void sizeDiffusionInference(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s)
{
    const ModelSpec &m = w.model;
    const double weights = est::weightBytes(m.parametersB * 1e9, w.precision);
    s.memory.weightsGb = weights / kBytesPerGB;
    s.memory.activationsGb = s.memory.weightsGb * a.diffusionWorkspaceFraction;
    if (w.serving.eagerAttention) { // the largest layer's score buffers (attentiontraffic.h)
        s.work.eagerAttentionHeld =
            eagerAttentionMemory(m, w.serving.imagesPerCall, guidancePasses(m), w.precision, a);
        s.memory.activationsGb += s.work.eagerAttentionHeld.gb;
    }
    s.memory.overheadGb = a.runtimeOverheadGb;
    s.memory.perGpuTotalGb = s.memory.weightsGb + s.memory.activationsGb + s.memory.overheadGb;
    s.memory.capacityGb = acc.memoryGb;
    s.fits = s.memory.perGpuTotalGb <= acc.memoryGb;

    WorkResult &r = s.work;
    r.unit = m.frames > 0 ? QStringLiteral("video") : QStringLiteral("image");
    const double steps = diffusionSteps(m);
    const double flopsPerImage = steps * guidancePasses(m) * m.gflopsPerSample * 1e9;
    rateCompute(w, w.precision, acc, a, false, r);
    r.perGpuRate = r.peakTflops * kFlopsPerTflop * r.computeEfficiency / flopsPerImage;
    // Eager attention writes each score of every pass of every step to memory and reads it back.
    if (w.serving.eagerAttention && r.perGpuRate > 0) {
        r.eagerAttention =
            eagerInferenceAttention(m, steps, guidancePasses(m), w.precision, acc.memoryBandwidthGbs, a);
        r.perGpuRate = 1.0 / (1.0 / r.perGpuRate + r.eagerAttention.secondsPerSample);
    }
    // With framework defaults each kernel is launched from Python: at one image per call a step of a
    // small model (SD 1.5 on an A100 or H100) waits on the host, not on the GPU, so a step takes at
    // least the dispatch floor, shared by the images of one call (a batch launches the same kernels).
    // Optimised stacks (TensorRT engines, compiled graphs) launch a step as one graph.
    if (!w.software.optimizedKernels() && r.perGpuRate > 0) {
        const int batch = std::max(1, w.serving.imagesPerCall);
        r.gpuStepMs = 1000.0 * batch / (r.perGpuRate * steps);
        r.stepFloorMs = a.diffusionEagerStepFloorMs;
        r.perGpuRate = 1000.0 * batch / (steps * std::max(r.gpuStepMs, r.stepFloorMs));
    }
    r.samplesPerS = r.perGpuRate * s.totalGpus();
    r.required = std::max(w.serving.imagesPerS, w.serving.requestsPerS);
    s.meetsTarget = s.fits && r.samplesPerS >= r.required;
    if (!s.fits)
        s.shortfallKind = Shortfall::Memory;
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
    // Seconds per frame are measured on one GPU (render.measured_on, the L40S when not given); others
    // scale by the ratio of Cycles scores (renderIndex).
    const RenderIndex index = renderIndex(acc.cycles.samplesPerMinute, acc.cyclesEstimate.samplesPerMinute,
                                          acc.dense.fp32.value_or(0), acc.rtCores, a);
    r.renderScore = index.score;
    r.renderSlowdown = index.cudaSlowdown;
    const double speed = r.renderScore / std::max(1e-9, renderReferenceIndex(v, a));
    const double secondsPerFrame = v.gpuSecondsPerFrame / std::max(1e-9, speed);
    // The GPUs of a node share each frame (render_loss_per_doubling), or as many as render.gpus_per_frame
    // says; the other groups and nodes render frames of their own.
    r.scalingEfficiency = std::pow(1.0 - a.renderLossPerDoubling, std::log2(renderGpusPerFrame(v, s)));
    r.perGpuRate = secondsPerFrame > 0 ? r.scalingEfficiency / secondsPerFrame : 0;
    r.totalWork = v.frames;
    r.gpuHours = v.frames * secondsPerFrame / r.scalingEfficiency / kSecondsPerHour;
    r.wallHours = r.gpuHours / s.totalGpus();
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
        if (v.flopsPerByte > 0) {
            // A known arithmetic intensity: the roofline, the lower of the bandwidth's rate (at a
            // streaming kernel's share of it) and the dense FP64 rate.
            const PeakThroughput peak = fp64DensePeak(acc);
            r.peakTflops = peak.tflops;
            r.peakFigure = peak.figure;
            seconds = v.fp64Tflop / std::max(1e-9, fp64Roofline(v.flopsPerByte, acc, a).rate());
        } else if (v.memoryBound) {
            // Bandwidth-bound FP64 (HPCG class): FLOPs per byte of the datasheet bandwidth, fitted on
            // TOP500 HPCG runs (assumptions_host.cpp).
            const double bytes = v.fp64Tflop * kFlopsPerTflop / a.memoryBoundFlopsPerByte;
            seconds = bytes / (acc.memoryBandwidthGbs * kBytesPerGB);
        } else {
            // Dense FP64 (HPL class): fp64DenseEfficiency of the FP64 peak TOP500 counts as Rpeak
            // (fp64DensePeak: tensor cores on NVIDIA Ampere/Hopper, the vector rate on AMD CDNA).
            const PeakThroughput peak = fp64DensePeak(acc);
            r.peakTflops = peak.tflops;
            r.peakFigure = peak.figure;
            r.computeEfficiency = a.fp64DenseEfficiency;
            r.efficiencyBasis = QCoreApplication::translate("planner", "dense FP64 such as HPL");
            seconds = v.fp64Tflop / std::max(1e-9, r.peakTflops * a.fp64DenseEfficiency);
        }
        // The sustained FP64 rate per GPU (TFLOPS): the work's TFLOP over its GPU-seconds.
        r.perGpuRate = seconds > 0 ? v.fp64Tflop / seconds : 0;
        // No per-doubling loss with nodes: measured runs grow the problem with the machine. Dense FP64
        // keeps Rmax/Rpeak 0.64-0.80 from 280 to 9,408 nodes (Top500); HPCG per GPU on Frontier's 9,216
        // nodes is within 3% of LUMI's 2,916 (same MI250X), where 5% per doubling would cost 8%. The
        // fitted figures above already hold the runs' communication.
        r.gpuHours = seconds / kSecondsPerHour;
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

int holdSampleBatch(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a,
                    int defaultBatch, double perItemGb, GpuSizing &s)
{
    const double weightsGb = est::weightBytes(w.model.parametersB * 1e9, w.precision) / kBytesPerGB;
    const auto need = [&](int b) { return weightsGb + b * perItemGb + a.runtimeOverheadGb; };
    int batch = w.serving.maxBatch > 0 ? w.serving.maxBatch : std::max(1, defaultBatch);
    while (w.serving.maxBatch <= 0 && batch > 1 && need(batch) * kTrainingMemoryHeadroom > acc.memoryGb)
        batch /= 2;
    s.work.inferenceBatch = batch;
    s.memory.weightsGb = weightsGb;
    s.memory.activationsGb = batch * perItemGb;
    s.memory.overheadGb = a.runtimeOverheadGb;
    s.memory.perGpuTotalGb = need(batch);
    s.memory.capacityGb = acc.memoryGb;
    s.fits = s.memory.perGpuTotalGb <= acc.memoryGb;
    return batch;
}

double sampleFileMb(const Workload &w, const Assumptions &a)
{
    return w.data.avgFileMb > 0 ? w.data.avgFileMb : a.defaultSampleMb;
}

void finishSampleJob(const Workload &w, double totalWork, double mbPerSample, GpuSizing &s)
{
    WorkResult &r = s.work;
    const int gpus = s.totalGpus();
    r.totalWork = totalWork;
    r.samplesPerS = r.perGpuRate * gpus;
    r.wallHours = totalWork / std::max(1e-9, r.samplesPerS) / kSecondsPerHour; // no rate: never in time
    r.gpuHours = r.wallHours * gpus;
    r.dataReadMBs = r.samplesPerS * mbPerSample;
    s.training.applies = false;
    s.meetsTarget = s.fits && r.wallHours <= deadlineHours(w);
    if (!s.fits)
        s.shortfallKind = Shortfall::Memory;
    else if (!s.meetsTarget)
        s.shortfallKind = Shortfall::Deadline;
}

void sizeOtherWork(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s)
{
    s.work.applies = true;
    switch (w.task) {
    case Task::DiffusionInference: sizeDiffusionInference(w, acc, a, s); break;
    case Task::BatchInference: // a vision model's images, a speech model's audio, an encoder's texts
        if (isSpeechInference(w))
            sizeSpeechInference(w, acc, a, s);
        else if (isEncoderInference(w))
            sizeEncoderInference(w, acc, a, s);
        else
            sizeVisionInference(w, acc, a, s);
        break;
    case Task::DiffusionTraining:
    case Task::CvTraining: // a speech model's samples are audio clips
        sizeTrainingLike(w, acc, a, s,
                         isSpeechTraining(w) ? QStringLiteral("clip") : QStringLiteral("sample"));
        break;
    case Task::VideoProcessing: sizeVideo(w, acc, a, s); break;
    case Task::Rendering: sizeRendering(w, acc, a, s); break;
    case Task::Scientific:
    case Task::Simulation:
    case Task::Geospatial:
        if (isMolecularDynamics(w))
            sizeMolecularDynamics(w, acc, a, s); // simulation.cpp
        else if (isGeospatialJob(w))
            sizeGeospatialJob(w, acc, a, s); // geospatial.cpp
        else
            sizeResidentWork(w, acc, a, s);
        break;
    default: break;
    }
}

} // namespace gpuplanner::planner

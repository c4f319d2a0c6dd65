// GPU dimension (article 000 §1, article 001 §2): model and count, and the arithmetic behind them.
#include "planner/cost/money.h"
#include "planner/sizing/dimensions.h"
#include "planner/sizing/dims_gpu_internal.h"
#include "planner/sizing/domainwork.h"
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/estimators/throughput.h"
#include "planner/sizing/inputpipeline.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/format.h"
#include "planner/workload/precision.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner {

using gpudims::gpuText;
using gpudims::inferenceWhy;
using gpudims::judgedFigure;
using gpudims::trainingWhy;

QString recomputeName(Recompute r)
{
    switch (r) {
    case Recompute::None:
        return QCoreApplication::translate("planner", "no recomputation");
    case Recompute::Selective:
        return QCoreApplication::translate("planner", "selective recomputation");
    case Recompute::Full:
        return QCoreApplication::translate("planner", "full recomputation");
    }
    return {};
}

namespace {

// The words behind a compute-rated share: written for the Why only (the sizing leaves them out).
QString rateBasis(const DimensionInputs &in)
{
    const Task task = in.workload.task;
    if (isVisionInference(in.workload))
        return visionInferenceBasis(in.workload, in.accelerator, in.assumptions);
    if (isEncoderInference(in.workload))
        return encoderInferenceBasis(in.workload, in.accelerator, in.assumptions);
    if (isSpeechInference(in.workload))
        return speechInferenceBasis(in.workload, in.accelerator, in.assumptions,
                                    in.sizing.work.inferenceBatch);
    if (task == Task::CvTraining || task == Task::DiffusionTraining || task == Task::DiffusionInference)
        return computeRateBasis(in.workload, in.accelerator, in.assumptions);
    return in.sizing.work.efficiencyBasis;
}

// The peak a rate is taken from, as the Why panel names it: "BF16", "FP8"…; the FP64 peaks of dense
// FP64 work say which units they count (fp64DensePeak).
QString peakFigureName(const QString &figure)
{
    if (figure == QLatin1String("fp64 tensor"))
        return QCoreApplication::translate("planner", "FP64 Tensor Core");
    if (figure == QLatin1String("fp64 vector"))
        return QCoreApplication::translate("planner", "FP64 vector");
    if (figure == QLatin1String(kFp16AccumulateFigure)) // TensorRT on a GeForce card (domainwork.h)
        return QCoreApplication::translate("planner", "FP16 with FP16 accumulate, twice the FP32-accumulate");
    return figure.toUpper();
}

QString modelLine(const Workload &w)
{
    const ModelSpec &m = w.model;
    if (m.parametersB <= 0) // video, rendering, science: no model to describe
        return {};
    if (isSpeechInference(w) || isSpeechTraining(w)) // an encoder-decoder (speechinference.cpp)
        return QCoreApplication::translate("planner",
                                           "Model: %1, %2 B parameters: an encoder of %3 layers over %4 "
                                           "positions (30 s of audio) and a decoder of %5 layers, "
                                           "width %6; %7 transcript tokens per 30 s of speech.")
            .arg(m.name, num(m.parametersB, 3))
            .arg(m.encoderLayers > 0 ? m.encoderLayers : m.layers)
            .arg(m.audioPositions)
            .arg(m.decoderLayers)
            .arg(m.hidden)
            .arg(m.decoderTokens);
    if (!m.isLanguageModel())
        return QCoreApplication::translate("planner", "Model: %1, %2 B parameters, %3 GFLOPs per %4.")
            .arg(m.name, num(m.parametersB, 3), num(m.gflopsPerSample, 1),
                 m.sample.isEmpty() ? QCoreApplication::translate("planner", "sample")
                                    : sampleDescription(m.sample));
    return QCoreApplication::translate("planner", "Model: %1, %2 B parameters (%3 B active per token), %4 "
                                                  "layers, hidden %5, %6 attention heads, %7 KV heads.")
        .arg(m.name, num(m.parametersB, 2), num(m.activeParametersB, 2))
        .arg(m.layers)
        .arg(m.hidden)
        .arg(m.heads)
        .arg(m.kvHeads);
}

// Rendering: the frame time measured on one GPU, scaled by Cycles scores (otherwork.cpp renderIndex).
namespace {

// A GPU's Cycles score as the Why states it: measured (backend, Blender version, runs), estimated by
// the catalog from the GPUs it has measured (the rule and its figures), or FP32-scaled.
QString renderScoreText(double score, const catalog::Accelerator *acc)
{
    if (acc && acc->cycles.samplesPerMinute > 0)
        return QCoreApplication::translate("planner", "%1 samples/min (%2, Blender %3, median of %n run(s))",
                                           nullptr, acc->cycles.runs)
            .arg(num(score, 0),
                 acc->cycles.backend == QLatin1String("optix") ? QStringLiteral("OptiX")
                                                               : acc->cycles.backend.toUpper(),
                 acc->cycles.blenderVersion);
    if (acc && acc->cyclesEstimate.samplesPerMinute > 0) {
        const catalog::CyclesEstimate &e = acc->cyclesEstimate;
        const double fp32 = acc->dense.fp32.value_or(0);
        const QString kind = acc->rtCores ? QCoreApplication::translate("planner", "with RT cores")
                                          : QCoreApplication::translate("planner", "without RT cores");
        const QString family =
            !e.sameMarket ? QCoreApplication::translate("planner", "%1-architecture").arg(acc->architecture)
            : acc->segment == QLatin1String("consumer")
                ? QCoreApplication::translate("planner", "%1 GeForce").arg(acc->architecture)
                : QCoreApplication::translate("planner", "%1 data-centre and workstation")
                      .arg(acc->architecture);
        if (e.sameArchitecture)
            return QCoreApplication::translate(
                       "planner",
                       "%1 samples/min (no Blender Open Data score: estimated from %n "
                       "measured %2 GPU(s) %3, median over their runs %4 samples/min per FP32 TFLOPS × "
                       "%5 TFLOPS)",
                       nullptr, e.basisRows)
                .arg(num(score, 0), family, kind, num(e.perUnit, 1), num(fp32, 1));
        return QCoreApplication::translate(
                   "planner",
                   "%1 samples/min (no Blender Open Data score, none for its architecture: "
                   "estimated from %n measured GPU(s) %2, median over their runs %3 samples/min per "
                   "√(FP32 TFLOPS × GB/s) × √(%4 × %5), an estimate)",
                   nullptr, e.basisRows)
            .arg(num(score, 0), kind, num(e.perUnit, 2), num(fp32, 1), num(acc->memoryBandwidthGbs, 0));
    }
    return QCoreApplication::translate(
               "planner", "%1 samples/min (no Blender Open Data score: FP32-scaled, an estimate)")
        .arg(num(score, 0));
}

} // namespace

void renderWhy(const DimensionInputs &in, QStringList &why)
{
    const MediaInput &m = in.workload.media;
    const Assumptions &a = in.assumptions;
    const catalog::Accelerator &acc = in.accelerator;
    const catalog::Accelerator *referenceGpu =
        in.catalog.accelerator(m.renderMeasuredOn ? m.renderMeasuredOn->id : QStringLiteral("nvidia-l40s"));
    const QString reference = m.renderMeasuredOn ? m.renderMeasuredOn->name
                              : referenceGpu     ? referenceGpu->name
                                                 : QStringLiteral("L40S");
    const double referenceIndex = renderReferenceIndex(m, a);
    const double factor = referenceIndex / std::max(1e-9, in.sizing.work.renderScore);
    // Without render.measured_on the reference is the assumption's L40S score; a reference GPU that Open
    // Data has not measured says how its score was estimated.
    const bool referenceMeasured = !m.renderMeasuredOn || m.renderMeasuredOn->cyclesScore > 0;
    const QString referenceText =
        referenceMeasured
            ? QCoreApplication::translate("planner", "%1 samples/min").arg(num(referenceIndex, 0))
            : renderScoreText(referenceIndex, referenceGpu);
    why << QCoreApplication::translate("planner",
                                       "Seconds per frame: %1 s measured on the %2, scaled by Cycles "
                                       "scores: %2 %3, %4 %5, so %6× the time.")
               .arg(num(m.gpuSecondsPerFrame, 1), reference, referenceText, acc.name,
                    renderScoreText(in.sizing.work.renderScore, &acc), num(factor, 2));
    if (in.sizing.work.renderSlowdown > 1)
        why << QCoreApplication::translate("planner",
                                           "No RT cores and no measured score: FP32 over the L40S's %1 "
                                           "TFLOPS, and %2× longer through CUDA.")
                   .arg(num(a.renderReferenceFp32Tflops, 1), num(in.sizing.work.renderSlowdown, 2));
    const int perFrame = renderGpusPerFrame(m, in.sizing);
    if (perFrame > 1)
        why << QCoreApplication::translate(
                   "planner", "%1 GPUs render each frame together (buckets or tiles split over them; "
                              "the renderers' default is all of a node's); other groups and nodes take "
                              "frames of their own: %2 = (1 − %3)^log2(%1) of linear, V-Ray GPU's published "
                              "multi-GPU scaling. One frame per GPU (GPUs per frame 1: a render manager "
                              "running a task per GPU) avoids this loss.")
                   .arg(perFrame)
                   .arg(num(in.sizing.work.scalingEfficiency, 3), num(a.renderLossPerDoubling, 3));
    else if (in.sizing.gpusPerNode > 1)
        why << QCoreApplication::translate("planner",
                                           "Each GPU renders frames of its own (GPUs per frame 1): "
                                           "no loss from sharing a frame.");
}

// Training on several GPUs (otherwork.cpp): inside a node a loss per doubling of GPUs in an NVLink-class
// domain and another per doubling of domains over PCIe; between nodes what the gradient exchange leaves
// exposed of each step (gradientexchange.h).
void scalingWhy(const DimensionInputs &in, QStringList &why)
{
    const Assumptions &a = in.assumptions;
    const int perNode = std::max(1, in.sizing.gpusPerNode);
    const int linked = linkedGpus(in.accelerator, perNode);
    const GradientExchange &x = in.sizing.work.exchange;
    const double inNode = x.efficiency > 0 ? in.sizing.work.scalingEfficiency / x.efficiency : 1.0;
    why << QCoreApplication::translate(
               "planner", "Scaling efficiency %1 = (1 − %2)^log2(%3 GPUs in an NVLink-class domain) × "
                          "(1 − %4)^log2(%5 GPUs per node ÷ %3, over PCIe) = %6 in a node × %7 between "
                          "nodes: the rate per GPU below includes it.")
               .arg(num(in.sizing.work.scalingEfficiency, 3), num(a.lossPerDoublingNvlink, 3))
               .arg(linked)
               .arg(num(a.lossPerDoublingPcie, 3))
               .arg(perNode)
               .arg(num(inNode, 3), num(x.efficiency, 3));
    if (!x.applies)
        return;
    if (x.domains <= 1) {
        why << QCoreApplication::translate("planner", "All %1 nodes share one NVLink domain of %2 GPUs: the "
                                                      "gradients are all-reduced over NVLink, and nothing "
                                                      "crosses the network between nodes.")
                   .arg(x.nodes)
                   .arg(in.accelerator.interconnectMaxGpus);
        return;
    }
    const QString fabric =
        x.fabricPinned
            ? QCoreApplication::translate("planner", "the %1 Gbit/s per node the configuration sets (the "
                                                     "network dimension recommends %2)")
                  .arg(num(x.runGbps, 0), num(x.fabricGbps, 0))
        : x.fabricCapped
            ? QCoreApplication::translate("planner", "%1 Gbit/s per node (%2 GPUs × %3 Gbit/s, the fastest "
                                                     "reference fabric)")
                  .arg(num(x.fabricGbps, 0))
                  .arg(perNode)
                  .arg(num(a.rdmaFabricMaxGbpsPerGpu, 0))
            : QCoreApplication::translate("planner",
                                          "the %1 Gbit/s per node the network dimension recommends")
                  .arg(num(x.fabricGbps, 0));
    // Rack-scale NVLink: the domains exchange, each node carrying its share of its domain's traffic.
    const QString between =
        x.nodesPerDomain > 1
            ? QCoreApplication::translate("planner", "Between %1 NVLink domains of %2 nodes (the gradients "
                                                     "all-reduced over NVLink inside each)")
                  .arg(x.domains)
                  .arg(x.nodesPerDomain)
            : QCoreApplication::translate("planner", "Between %1 nodes").arg(x.nodes);
    const QString share = x.nodesPerDomain > 1 ? QStringLiteral(" ÷ %1").arg(x.nodesPerDomain) : QString();
    why << QCoreApplication::translate(
               "planner",
               "%1: each optimizer step (%2 samples per GPU, %3 ms of compute) all-reduces the gradients, "
               "a node sending 2 × (%4 − 1)/%4 × %5 = %6 GB; at %7 that takes %8 ms, and the exchange "
               "overlaps the step for up to %9% of it (%10 ms)%11.")
               .arg(between, num(x.samplesPerStep, 1), num(x.stepSeconds * 1000.0, 1))
               .arg(x.domains)
               .arg(exchangedGradients(x) + share, num(x.bytesPerStep / kBytesPerGB, 2), fabric,
                    num(x.exchangeSeconds * 1000.0, 1), num(exchangeOverlapShare(a) * 100, 0),
                    num(exchangeOverlapShare(a) * x.stepSeconds * 1000.0, 1))
               .arg(
                   x.exposedSeconds > 0
                       ? QCoreApplication::translate("planner", ": %1 ms are exposed, so %2 ÷ (%2 + %1) = %3")
                             .arg(num(x.exposedSeconds * 1000.0, 1), num(x.stepSeconds * 1000.0, 1),
                                  num(x.efficiency, 3))
                       : QCoreApplication::translate("planner", ": hidden behind the step"));
}

// Data loaders as the workload states them (training.dataloader_workers): what they prepare against
// what the GPU trains, and which sets the rate.
QString loaderWhy(const DimensionInputs &in)
{
    const WorkResult &r = in.sizing.work;
    const double perCore = samplesPerLoaderCore(in.workload, in.assumptions);
    if (r.loaderWorkers == 0)
        return QCoreApplication::translate(
                   "planner",
                   "Data loading: no loader workers (dataloader_workers 0), so the training process "
                   "prepares each batch before its step and the times add: 1 ÷ (1 ÷ %1 + 1 ÷ "
                   "%2 a core) = %3 %4 per second per GPU; workers would let the GPU train %1.")
            .arg(num(r.loaderFreeRate, 2), num(perCore, 1), num(r.perGpuRate, 2), workUnitName(r.unit, true));
    return QCoreApplication::translate(
               "planner", "Data loading: %1 loader workers per GPU prepare %1 × %2 = %3 %4 per second while "
                          "the GPU trains %5; the slower sets the rate, %6.")
        .arg(r.loaderWorkers)
        .arg(num(perCore, 1), num(r.loaderWorkers * perCore, 1), workUnitName(r.unit, true),
             num(r.loaderFreeRate, 2), num(r.perGpuRate, 2));
}

void workWhy(const DimensionInputs &in, QStringList &why)
{
    if (domainWorkWhy(in.workload, in.accelerator, in.sizing, in.assumptions, why))
        return; // video, molecular dynamics, geospatial jobs (domainwork.h)
    const WorkResult &r = in.sizing.work;
    const int gpus = in.sizing.totalGpus();
    if (in.workload.task == Task::Scientific && r.gpuHours > 0)
        why << QCoreApplication::translate(
                   "planner",
                   "FP64 work: %1 TFLOP at %2 TFLOPS FP64 per GPU (%3 peak %4 TFLOPS%5): %6 GPU-hours, "
                   "%7 h on %n GPU(s).",
                   nullptr, gpus)
                   .arg(num(r.totalWork, 0), num(r.perGpuRate, 2), in.accelerator.name,
                        num(r.peakTflops > 0 ? r.peakTflops : fp64Tflops(in.accelerator), 1),
                        in.workload.media.memoryBound && in.workload.media.flopsPerByte <= 0
                            ? QCoreApplication::translate(
                                  "planner", "; memory-bound, so the memory bandwidth sets the rate")
                            : QString(),
                        rateText(r.gpuHours), rateText(r.wallHours));
    else if (r.gpuHours > 0) {
        if ((r.scalingEfficiency < 1 || r.exchange.applies) && in.workload.task != Task::Rendering)
            scalingWhy(in, why);
        why << QCoreApplication::translate(
                   "planner", "%1 %2 of work at %3 per second per GPU: %4 GPU-hours, %5 h on %n GPU(s).",
                   nullptr, gpus)
                   .arg(num(r.totalWork, 0), workUnitName(r.unit, true), num(r.perGpuRate, 3),
                        rateText(r.gpuHours), rateText(r.wallHours));
        if (r.loaderWorkers >= 0)
            why << loaderWhy(in);
        if (r.gpuSamplesPerS > 0)
            why << QCoreApplication::translate(
                       "planner",
                       "Bound by the CPU: the configuration's %1 cores per node prepare %2 × %3 = "
                       "%4 samples/s per node, the GPUs could train %5; the job runs at the CPU's rate (%6 h "
                       "at the GPUs' rate).")
                       .arg(r.inputPipelineCores)
                       .arg(r.inputPipelineCores)
                       .arg(num(samplesPerLoaderCore(in.workload, in.assumptions), 1),
                            num(r.samplesPerS / in.sizing.nodes, 0),
                            num(r.gpuSamplesPerS / in.sizing.nodes, 0),
                            num(r.wallHours * r.samplesPerS / r.gpuSamplesPerS, 1));
    } else if (r.required > 0 && r.unit == QLatin1String("video"))
        why << QCoreApplication::translate("planner",
                                           "Needed: %1 videos an hour; one GPU gives %2, %n GPU(s) give %3.",
                                           nullptr, gpus)
                   .arg(num(r.required * 3600, 1), num(r.perGpuRate * 3600, 2), num(r.samplesPerS * 3600, 1));
    else if (r.required > 0)
        why << QCoreApplication::translate(
                   "planner", "Needed: %1 %2 (per second for images); one GPU gives %3, %n GPU(s) give %4.",
                   nullptr, gpus)
                   .arg(num(r.required, 2), workUnitName(r.unit, true), num(r.perGpuRate, 3),
                        num(r.samplesPerS, 2));
    if (in.workload.task == Task::DiffusionTraining || in.workload.task == Task::CvTraining)
        trainingLikeWorkWhy(in.workload, in.accelerator, r, in.assumptions, why); // traininglike.cpp
    // Compute-rated work: the peak, the share of it assumed and why (assumptions.h, fitted on
    // tests/data/fidelity/).
    if (r.computeEfficiency > 0 && r.peakTflops > 0)
        why << QCoreApplication::translate("planner",
                                           "Sustained rate per GPU = %1 TFLOPS (%2 dense peak) × %3 "
                                           "(%4) = %5 TFLOPS.")
                   .arg(num(r.peakTflops), peakFigureName(r.peakFigure), num(r.computeEfficiency, 3),
                        rateBasis(in), num(r.peakTflops * r.computeEfficiency));
    // A generated image: the denoiser's passes over its steps, at the sustained rate.
    if (in.workload.task == Task::DiffusionInference && r.computeEfficiency > 0 && r.peakTflops > 0) {
        const ModelSpec &m = in.workload.model;
        const double tflop = diffusionSteps(m) * guidancePasses(m) * m.gflopsPerSample / 1000.0;
        why << QCoreApplication::translate("planner",
                                           "%7: %1 steps × %2 (denoiser passes a step: 2 with "
                                           "classifier-free guidance, 1 for a guidance-distilled model or "
                                           "with guidance off) × %3 GFLOPs = %4 TFLOP ÷ %5 TFLOPS = %6 s of "
                                           "math.")
                   .arg(num(diffusionSteps(m), 0), num(guidancePasses(m), 0), num(m.gflopsPerSample, 0),
                        num(tflop, 1), num(r.peakTflops * r.computeEfficiency, 1),
                        num(tflop / (r.peakTflops * r.computeEfficiency), 3),
                        m.frames > 0
                            ? QCoreApplication::translate("planner", "A video of %1 frames").arg(m.frames)
                            : QCoreApplication::translate("planner", "An image"));
    }
    if (const QString eager = eagerAttentionWhy(r.eagerAttention, in.assumptions); !eager.isEmpty())
        why << eager;
    const int perCall = std::max(1, in.workload.serving.imagesPerCall);
    if (r.stepFloorMs > 0 && r.stepFloorMs > r.gpuStepMs)
        why << QCoreApplication::translate(
                   "planner",
                   "A denoising step of %n image(s) per call is %1 ms of GPU math at this rate, but with "
                   "framework defaults each kernel is launched from Python and a step takes at least %2 ms "
                   "whatever the batch (eager diffusers: SD 1.5 at one image ran 32.1 ms a step on an A100 "
                   "and 18.3 ms on an H100, geometric mean): %3 images per second per GPU. More images per "
                   "call or an optimised stack (TensorRT, torch.compile) hides it.",
                   nullptr, perCall)
                   .arg(num(r.gpuStepMs, 1), num(r.stepFloorMs, 1), num(r.perGpuRate, 3));
    // Where the fidelity rows show the shares above miss in one direction (tests/data/fidelity/README.md):
    // a 75 W card without a sustained-clock reading keeps less of its peak (with one, computerate.cpp
    // applies it).
    if (r.computeEfficiency > 0 && r.peakTflops > 0 && in.workload.task != Task::Scientific) {
        if (in.accelerator.tdpW > 0 && in.accelerator.tdpW <= 75 &&
            in.accelerator.sustainedClock.fraction() >= 1.0)
            why << QCoreApplication::translate(
                       "planner",
                       "%1 is capped at %2 W: under a sustained load a 70 W T4 was seen holding about 900 of "
                       "its 1,590 MHz boost clock; no such reading is stored for this card, so this "
                       "estimate, taken at the boost clock, errs on the fast side.")
                       .arg(in.accelerator.name, num(in.accelerator.tdpW, 0));
    }
    const MediaInput &media = in.workload.media;
    if (in.workload.task == Task::Scientific && media.flopsPerByte > 0 && r.gpuHours > 0) {
        const Fp64Roofline roof = fp64Roofline(media.flopsPerByte, in.accelerator, in.assumptions);
        why << QCoreApplication::translate(
                   "planner",
                   "Roofline: %1 FLOP per byte × %2 GB/s × %3 (a STREAM triad's share of the datasheet "
                   "bandwidth) = %4 TFLOPS against the dense FP64 rate, %5 TFLOPS × %6 = %7 TFLOPS: the "
                   "lower, %8, sets the rate.")
                   .arg(num(media.flopsPerByte, 3), num(in.accelerator.memoryBandwidthGbs, 0),
                        num(in.assumptions.streamBandwidthShare, 3), num(roof.bandwidthTflops, 3),
                        num(r.peakTflops, 1), num(in.assumptions.fp64DenseEfficiency, 3),
                        num(roof.denseTflops, 2),
                        roof.bandwidthBound() ? QCoreApplication::translate("planner", "the memory bandwidth")
                                              : QCoreApplication::translate("planner", "the FP64 units"));
    } else if (in.workload.task == Task::Scientific && !media.memoryBound && r.gpuHours > 0) {
        const std::optional<double> matrix = in.accelerator.dense.fp64Tensor;
        if (matrix && *matrix > r.peakTflops)
            why << QCoreApplication::translate(
                       "planner",
                       "%1: rated against its FP64 vector peak (%2 TFLOPS), not the %3 TFLOPS of its "
                       "matrix cores: TOP500 counts it so, and HPL on the MI250X sustains 0.68-0.74 "
                       "of the vector peak (LUMI, Adastra, Setonix).")
                       .arg(in.accelerator.name, num(r.peakTflops), num(*matrix));
        why << QCoreApplication::translate("planner", "Dense FP64 work such as HPL keeps its rate as nodes are "
                                                      "added: no scaling loss per doubling of nodes.");
    }
    if (in.workload.task == Task::Scientific && media.memoryBound && media.flopsPerByte <= 0 &&
        r.gpuHours > 0)
        why << QCoreApplication::translate(
                   "planner",
                   "Bandwidth-bound FP64 (sparse solvers, stencils; HPCG class): %1 FLOP per byte of the %2 "
                   "GB/s datasheet bandwidth = %3 TFLOPS per GPU, fitted on TOP500 HPCG runs (a V100 or "
                   "MI250X ran about 0.75 of this, an A100 up to 1.35 times it: its 40 MB L2 holds more "
                   "of the solver). No loss as nodes are added: those runs grow the problem with the "
                   "machine; a fixed-size problem split over more nodes loses more.")
                   .arg(num(in.assumptions.memoryBoundFlopsPerByte, 2),
                        num(in.accelerator.memoryBandwidthGbs, 0), num(r.perGpuRate, 3));
    if (in.workload.task == Task::Rendering)
        renderWhy(in, why);
}

} // namespace

Dimension gpuDimension(const DimensionInputs &in)
{
    Dimension d;
    d.id = DimensionId::Gpu;
    d.key = dimensionKey(d.id);
    d.unit = QStringLiteral("GPUs");
    const GpuSizing &min = in.minimumSizing ? *in.minimumSizing : in.sizing;
    const auto withFigure = [&](const GpuSizing &sizing) {
        const QString figure = judgedFigure(sizing, in.workload);
        return figure.isEmpty() ? gpuText(sizing, in.catalog)
                                : QCoreApplication::translate("planner", "%1 — %2")
                                      .arg(gpuText(sizing, in.catalog), figure);
    };
    d.minimum = withFigure(min);
    d.minimumValue = min.totalGpus();
    // Recommended adds headroom to the minimum (PRODUCT.md §2): GPUs set below the minimum that meets
    // the targets are the chosen value, not a recommendation.
    const bool belowMinimum =
        !in.sizing.meetsTarget && min.meetsTarget && min.totalGpus() > in.sizing.totalGpus();
    const GpuSizing &recommended = belowMinimum ? min : in.sizing;
    d.recommended = withFigure(recommended);
    d.recommendedValue = recommended.totalGpus();
    if (const QString model = modelLine(in.workload); !model.isEmpty())
        d.why << model;
    if (belowMinimum)
        d.why << QCoreApplication::translate("planner",
                                             "Recommended: the minimum, %1; the %2 set in the plan "
                                             "miss the targets.")
                     .arg(gpuText(min, in.catalog), gpuText(in.sizing, in.catalog));
    const GpuSizing *holding = in.holdingSizing;
    if (min.meetsTarget) {
        d.why << QCoreApplication::translate("planner", "Minimum: the smallest configuration of %1 GPUs that meets "
                                                        "the targets: %2.")
                     .arg(in.accelerator.name, gpuText(min, in.catalog));
        if (holding && holding->fits && holding->totalGpus() < min.totalGpus())
            d.why << QCoreApplication::translate("planner", "Fewer GPUs hold the work but miss the targets: %1 "
                                                            "(%2 GB per GPU needed).")
                         .arg(gpuText(*holding, in.catalog), num(holding->memory.perGpuTotalGb, 1));
    } else {
        d.why << QCoreApplication::translate("planner", "No number of %1 GPUs meets the targets; the minimum is the "
                                                        "fewest that hold the work (%2 GB per GPU needed).")
                     .arg(in.accelerator.name, num(min.memory.perGpuTotalGb, 1));
    }
    if (in.sizing.training.applies)
        trainingWhy(in, d.why);
    if (in.sizing.inference.applies)
        inferenceWhy(in, d.why);
    if (in.sizing.work.applies)
        workWhy(in, d.why);
    if (!in.sizing.meetsTarget && !in.sizing.shortfall.isEmpty())
        d.why << QCoreApplication::translate("planner", "Short of the target: %1.").arg(in.sizing.shortfall);
    if (in.sizing.referencePricePerGpuHourUsd > 0) {
        // The offer as people know it: its provider and name, not its catalog id.
        const catalog::PriceOffer *offer = in.catalog.price(in.sizing.priceOfferId);
        const QString offerText = offer ? QCoreApplication::translate("planner", "%1, %2").arg(offer->provider, offer->name)
                                        : QCoreApplication::translate("planner", "catalog offer");
        d.why << QCoreApplication::translate("planner",
                                             "Reference price: %1 USD per GPU-hour (%2), reference cost %3.")
                     .arg(num(in.sizing.referencePricePerGpuHourUsd, 2), offerText,
                          // The money rule's digits: a short job's cost keeps its cents (0.0296, not 0).
                          cost::moneyText(in.sizing.referenceCostUsd, cost::Currency::Usd));
    }
    return d;
}

} // namespace gpuplanner::planner

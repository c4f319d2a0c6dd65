// GPU dimension (article 000 §1, article 001 §2): model and count, and the arithmetic behind them.
#include "planner/sizing/dimensions.h"
#include "planner/sizing/domainwork.h"
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/estimators/throughput.h"
#include "planner/workload/format.h"
#include "planner/workload/precision.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpuplanner::planner {

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

// The peak a rate is taken from, as the Why panel names it: "BF16", "FP8"…; the FP64 peaks of dense
// FP64 work say which units they count (fp64DensePeak).
QString peakFigureName(const QString &figure)
{
    if (figure == QLatin1String("fp64 tensor"))
        return QCoreApplication::translate("planner", "FP64 Tensor Core");
    if (figure == QLatin1String("fp64 vector"))
        return QCoreApplication::translate("planner", "FP64 vector");
    return figure.toUpper();
}

// A serving layout in a few words: "TP 4 × 2 replicas, batch 96".
QString layoutText(int tp, int pp, int ep, int replicas, double batch)
{
    QString parallel = pp > 1 ? QCoreApplication::translate("planner", "TP %1 × PP %2").arg(tp).arg(pp)
                              : QCoreApplication::translate("planner", "TP %1").arg(tp);
    if (ep > 1)
        parallel = QCoreApplication::translate("planner", "%1 (EP %2)").arg(parallel).arg(ep);
    if (replicas == 1)
        return QCoreApplication::translate("planner", "%1 × 1 replica, batch %2").arg(parallel, num(batch, 0));
    return QCoreApplication::translate("planner", "%1 × %2 replicas, batch %3")
        .arg(parallel)
        .arg(replicas)
        .arg(num(batch, 0));
}

QString layoutText(const InferenceResult &r)
{
    return layoutText(r.tensorParallel, r.pipelineParallel, r.expertParallel, r.replicas, r.batch);
}

QString gpuText(const GpuSizing &s, const catalog::Catalog &c)
{
    const catalog::Accelerator *a = c.accelerator(s.acceleratorId);
    const QString name = a ? a->name : s.acceleratorId;
    QString text = s.nodes > 1 ? QCoreApplication::translate("planner", "%1 nodes × %2 × %3 (%4 GPUs)")
                                     .arg(s.nodes)
                                     .arg(s.gpusPerNode)
                                     .arg(name)
                                     .arg(s.totalGpus())
                               : QCoreApplication::translate("planner", "%1 × %2").arg(s.gpusPerNode).arg(name);
    if (s.inference.applies && s.fits)
        text = QCoreApplication::translate("planner", "%1: %2").arg(text, layoutText(s.inference));
    return text;
}

QString modelLine(const ModelSpec &m)
{
    if (m.parametersB <= 0) // video, rendering, science: no model to describe
        return {};
    if (!m.isLanguageModel())
        return QCoreApplication::translate("planner", "Model: %1, %2 B parameters, %3 GFLOPs per %4.")
            .arg(m.name, num(m.parametersB, 3), num(m.gflopsPerSample, 1),
                 m.sample.isEmpty() ? QCoreApplication::translate("planner", "sample") : m.sample);
    return QCoreApplication::translate("planner", "Model: %1, %2 B parameters (%3 B active per token), %4 "
                                                  "layers, hidden %5, %6 attention heads, %7 KV heads.")
        .arg(m.name, num(m.parametersB, 2), num(m.activeParametersB, 2))
        .arg(m.layers)
        .arg(m.hidden)
        .arg(m.heads)
        .arg(m.kvHeads);
}

void trainingWhy(const DimensionInputs &in, QStringList &why)
{
    const TrainingResult &t = in.sizing.training;
    const Workload &w = in.workload;
    const double n = w.model.activeParametersB * 1e9;
    const bool frozenBase = w.task == Task::LlmFinetune && w.training.method != FinetuneMethod::Full;
    // Which terms make up the factor, with the recomputation the plan chose (Kaplan et al.: 6·N·D;
    // 4·N·D when frozen weights need no weight gradients; full recomputation repeats the forward, +2·N·D).
    const QString base = frozenBase ? QCoreApplication::translate("planner", "4·N·D for LoRA, whose frozen weights "
                                                                             "need no weight gradients")
                                    : QCoreApplication::translate("planner", "6·N·D, Kaplan et al.");
    const QString recompute =
        t.recompute == Recompute::Full
            ? QCoreApplication::translate("planner", "+ 2·N·D because full recomputation was chosen (the "
                                                     "forward pass runs twice)")
            : QCoreApplication::translate("planner", "%1 was chosen, which adds no counted FLOPs")
                  .arg(recomputeName(t.recompute));
    const double parameterFlops = t.totalFlops - t.attentionFlops;
    if (t.attentionFlops > 0) {
        // Forward and backward: three times the forward attention FLOPs per token.
        const double perToken = 3.0 * est::attentionForwardFlopsPerToken(w.model, t.sequenceLength);
        why << QCoreApplication::translate("planner",
                                           "Training FLOPs = %1 × %2 active parameters × %3 tokens + "
                                           "attention %4 = %5 (%6; %7).")
                   .arg(num(parameterFlops / (n * t.tokens), 0), sci(n), sci(t.tokens), sci(t.attentionFlops),
                        sci(t.totalFlops), base, recompute);
        why << QCoreApplication::translate("planner",
                                           "Attention's score and context matmuls have no parameters: "
                                           "12 × %1 layers × %2 tokens of context × %3 (heads × head "
                                           "dimension) = %4 FLOPs per token, %5% of the parameter "
                                           "FLOPs (PaLM, Appendix B, the MFU convention)%6.")
                   .arg(w.model.layers)
                   .arg(t.sequenceLength)
                   .arg(w.model.heads * w.model.headDim)
                   .arg(sci(perToken), num(100.0 * t.attentionFlops / std::max(1.0, parameterFlops), 0),
                        t.recompute == Recompute::Full
                            ? QCoreApplication::translate("planner",
                                                          "; full recomputation repeats its forward third")
                            : QString());
    } else {
        why << QCoreApplication::translate("planner",
                                           "Training FLOPs = %1 × %2 active parameters × %3 tokens = %4 "
                                           "(%5; %6).")
                   .arg(num(parameterFlops / (n * t.tokens), 0), sci(n), sci(t.tokens), sci(t.totalFlops),
                        base, recompute);
    }
    if (t.mfuMeasured) {
        why << QCoreApplication::translate(
                   "planner", "Measured MFU %1 relates model FLOPs (%2, recomputation excluded) to time and "
                              "already includes "
                              "communication losses: GPU-hours = %2 ÷ (%3 TFLOPS %4 dense × %1 × 3600) = %5.")
                   .arg(num(t.mfu, 4), sci(t.modelFlops), num(t.peakTflops), t.peakFigure.toUpper(),
                        num(t.gpuHours, 0));
    } else {
        why << QCoreApplication::translate("planner", "Rate per GPU = %1 TFLOPS (%2 dense peak) × default "
                                                      "one-node utilization %3 × scaling efficiency %4 "
                                                      "= %5 TFLOPS.")
                   .arg(num(t.peakTflops), t.peakFigure.toUpper(), num(t.mfu, 2), num(t.scalingEfficiency, 3),
                        num(t.peakTflops * t.mfu * t.scalingEfficiency));
        if (w.training.stack != TrainingStack::Typical)
            why << QCoreApplication::translate("planner", "The default utilization includes × %1 for %2 "
                                                          "(training software, as given; %3 = 1).")
                       .arg(num(trainingStackFactor(w.training.stack, in.assumptions), 2),
                            w.training.stack == TrainingStack::Tuned
                                ? QCoreApplication::translate("planner", "an MLPerf-grade tuned stack")
                                : QCoreApplication::translate("planner", "an older or plain stack"),
                            QCoreApplication::translate("planner", "the calibrated default stack"));
        // The same arithmetic as llmtraining.cpp (defaultMfu): a loss per doubling of nodes, and per
        // doubling of GPUs only inside a node without NVLink-class links.
        if (hasGpuLink(in.accelerator, in.sizing.gpusPerNode))
            why << QCoreApplication::translate("planner", "Scaling efficiency = (1 − %1)^log2(%2 nodes) = %3: "
                                                          "MFU lost per doubling of nodes over the fabric; "
                                                          "none inside a node with NVLink-class links.")
                       .arg(num(in.assumptions.mfuLossPerNodeDoubling, 3))
                       .arg(in.sizing.nodes)
                       .arg(num(t.scalingEfficiency, 3));
        else
            why << QCoreApplication::translate("planner", "Scaling efficiency = (1 − %1)^log2(%2 GPUs per node, "
                                                          "no NVLink-class links) × (1 − %3)^log2(%4 nodes) = %5.")
                       .arg(num(in.assumptions.lossPerDoublingPcie, 2))
                       .arg(in.sizing.gpusPerNode)
                       .arg(num(in.assumptions.mfuLossPerNodeDoubling, 3))
                       .arg(in.sizing.nodes)
                       .arg(num(t.scalingEfficiency, 3));
        why << QCoreApplication::translate("planner", "GPU-hours = %1 FLOPs ÷ (%2 TFLOPS × 3600) = %3.")
                   .arg(sci(t.totalFlops), num(t.peakTflops * t.mfu * t.scalingEfficiency),
                        num(t.gpuHours, 0));
    }
    const int gpus = in.sizing.totalGpus();
    why << QCoreApplication::translate("planner",
                                       "On %n GPU(s) the run takes %1 h (%2 days); the deadline is %3 days.",
                                       nullptr, gpus)
               .arg(num(t.wallHours, 0), num(t.wallHours / 24, 1), num(t.deadlineHours / 24, 1));
}

QString layoutVerdict(const LayoutOption &o)
{
    if (!o.fits)
        return o.maxBatch > 0 || o.replicas == 0
                   ? QCoreApplication::translate("planner", "does not fit")
                   : QCoreApplication::translate("planner", "the weights do not fit");
    if (o.maxBatch < 1)
        return QCoreApplication::translate("planner", "misses the time-per-token target even at batch 1");
    const QString figures = QCoreApplication::translate("planner", "batch %1 of at most %2, %3 ms per token, "
                                                                   "%4 tokens/s")
                                .arg(num(o.batch, 0), num(o.maxBatch, 0), num(o.tpotMs, 1),
                                     num(o.throughputTokensPerS, 0));
    if (!o.meets)
        return QCoreApplication::translate("planner", "%1: short of the load").arg(figures);
    return figures;
}

void inferenceWhy(const DimensionInputs &in, QStringList &why)
{
    const InferenceResult &r = in.sizing.inference;
    const ServingInput &sv = in.workload.serving;
    const Assumptions &a = in.assumptions;
    const bool batchJob = in.workload.task == Task::BatchInference;
    // Which layouts were compared and why this one won.
    QStringList compared;
    for (int i = 0; i < r.layoutCount; ++i) {
        const LayoutOption &o = r.layouts[size_t(i)];
        compared << QCoreApplication::translate("planner", "%1 (%2)")
                        .arg(layoutText(o.tensorParallel, o.pipelineParallel, o.expertParallel, o.replicas,
                                        o.batch)
                                 .section(QLatin1Char(','), 0, 0),
                             layoutVerdict(o));
    }
    why << QCoreApplication::translate("planner", "Layouts compared on %n GPU(s) (tensor parallel within a node, "
                                                  "pipeline stages across nodes, experts spread over the "
                                                  "replica's GPUs, replicas): %1.",
                                       nullptr, in.sizing.totalGpus())
               .arg(compared.join(QStringLiteral("; ")));
    why << (batchJob ? QCoreApplication::translate("planner", "Chosen: %1. Of the layouts that fit, it gives "
                                                              "the highest throughput for the batch job.")
                           .arg(layoutText(r))
                     : QCoreApplication::translate("planner", "Chosen: %1. Of the layouts that meet the load, it "
                                                              "gives the lowest time per output token; fewer "
                                                              "GPUs are what the recommendation minimizes "
                                                              "first, then the cost.")
                           .arg(layoutText(r)));
    const bool link = hasGpuLink(in.accelerator, r.tensorParallel);
    // The efficiencies as the step model used them (× the stack's factor on ROCm).
    const double stack = servingStackFactor(in.accelerator, a);
    if (stack != 1.0)
        why << QCoreApplication::translate(
                   "planner",
                   "ROCm: the serving efficiencies below are TensorRT-LLM's on Hopper × %1. vLLM on MI300X "
                   "reaches less of its peak: Llama 2 70B FP8 on 8 × MI300X ran 27,186 tokens/s offline "
                   "(MLPerf Inference v5.1, vLLM 0.6.5), 0.76 of what the CUDA efficiencies give; the same "
                   "harness with vLLM 0.9.1 ran 18,559 (Llama 3.1 70B, dynamic FP8). Measure your serving "
                   "stack on one node before buying for it.")
                   .arg(num(stack, 2));
    else if (in.accelerator.stack != QLatin1String("cuda"))
        why << QCoreApplication::translate(
                   "planner",
                   "%1 (%2): no published serving measurement on this software stack was found, so the "
                   "efficiencies below are TensorRT-LLM's on Hopper, unadjusted; on ROCm the same "
                   "efficiencies proved 1.3× too optimistic. Measure your serving stack on one node before "
                   "buying for it.")
                   .arg(in.accelerator.name, in.accelerator.stack.toUpper());
    why << QCoreApplication::translate(
               "planner",
               "Decode step = max(weights %1 GB ÷ (%2 GB/s × %3), 2 FLOPs per active parameter per "
               "sequence ÷ (peak × %5)) + KV cache ÷ (%2 GB/s × %4) (attention's own kernels, after "
               "the GEMMs), over tensor parallel %6, + %7 ms of all-reduces (2 per layer over %8) + "
               "%9 ms fixed: %10 tokens/s for one sequence.")
               .arg(num(in.sizing.memory.weightsGb * r.tensorParallel * r.pipelineParallel, 1),
                    num(in.accelerator.memoryBandwidthGbs, 0), num(a.decodeBandwidthEfficiency * stack, 2),
                    num(a.kvReadBandwidthEfficiency * stack, 2), num(a.decodeComputeEfficiency * stack, 2))
               .arg(r.tensorParallel)
               .arg(num(r.batch1AllReduceMs, 2),
                    link ? QCoreApplication::translate("planner", "NVLink-class links")
                         : QCoreApplication::translate("planner", "PCIe"),
                    num(r.stepOverheadMs, 1), num(r.batch1TokensPerS, 1));
    const int sequences = int(std::lround(r.batch));
    why << QCoreApplication::translate("planner",
                                       "Continuous batching: while %n sequence(s) per replica decode, new prompts "
                                       "are prefilled on the same GPUs (%1% of the time); %2 ms per output "
                                       "token, %3 tokens/s per sequence; the KV room allows %4 sequences.",
                                       nullptr, sequences)
               .arg(num(r.prefillShare * 100, 0), num(r.tpotMs, 1), num(r.decodeTokensPerSPerSequence, 1),
                    num(r.maxBatch, 0));
    why << QCoreApplication::translate("planner", "KV cache in %1: %2 bytes per token.")
               .arg(precisionId(r.kvCachePrecision).toUpper(), num(r.kvBytesPerToken, 0));
    why << QCoreApplication::translate(
               "planner",
               "Time to first token = 2 × %1 active parameters × %2 prompt tokens (+ attention) ÷ "
               "(peak × %3) over tensor parallel %4, + %6 ms of the prompt's all-reduces + one decode "
               "step = %5 ms.")
               .arg(sci(in.workload.model.activeParametersB * 1e9))
               .arg(sv.promptTokens)
               .arg(num(a.prefillComputeEfficiency * stack, 2))
               .arg(r.tensorParallel)
               .arg(num(r.ttftMs, 0), num(r.prefillAllReduceMs, 2));
    if (batchJob) {
        why << QCoreApplication::translate("planner", "The job's %1 requests fill a batch of %2 per replica "
                                                      "(the KV room and TPOT allow %3); each cycle prefills "
                                                      "the batch's prompts, then decodes.")
                   .arg(num(sv.totalRequests, 0), num(r.batch, 0), num(r.maxBatch, 0));
        why << QCoreApplication::translate(
                   "planner",
                   "Batch job: %1 requests × %2 output tokens at %3 tokens/s on all replicas = %4 h.")
                   .arg(num(sv.totalRequests, 0))
                   .arg(sv.outputTokens)
                   .arg(num(r.throughputTokensPerS, 0), num(r.jobHours, 1));
    } else {
        why << QCoreApplication::translate("planner", "Requests in flight = max(%1 concurrent, %2 req/s × "
                                                      "time in system) = %3; %n replica(s) of batch %4 "
                                                      "needed, %5 available; throughput %6 tokens/s.",
                                                   nullptr, r.replicasNeeded)
                   .arg(num(sv.concurrentRequests, 0), num(sv.requestsPerS, 2), num(r.concurrencyNeeded, 1))
                   .arg(num(r.maxBatch, 0))
                   .arg(r.replicas)
                   .arg(num(r.throughputTokensPerS, 0));
        if (sv.ttftMs <= 0 || sv.tpotMs <= 0)
            why << QCoreApplication::translate("planner", "Latency targets: TTFT %1 ms, TPOT %2 ms (%3).")
                       .arg(num(sv.ttftMs > 0 ? sv.ttftMs : a.defaultTtftMs, 0),
                            num(sv.tpotMs > 0 ? sv.tpotMs : a.defaultTpotMs, 0),
                            QCoreApplication::translate("planner", "defaults where the workload gives none: "
                                                                   "MLPerf Llama 2 70B server scenario"));
    }
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
        if (e.sameArchitecture)
            return QCoreApplication::translate(
                       "planner",
                       "%1 samples/min (no Blender Open Data score: estimated from %n "
                       "measured %2 GPU(s) %3, median %4 samples/min per FP32 TFLOPS × "
                       "%5 TFLOPS)",
                       nullptr, e.basisRows)
                .arg(num(score, 0), acc->architecture, kind, num(e.perUnit, 1), num(fp32, 1));
        return QCoreApplication::translate(
                   "planner",
                   "%1 samples/min (no Blender Open Data score, none for its architecture: "
                   "estimated from %n measured GPU(s) %2, median %3 samples/min per "
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
                        in.workload.media.memoryBound
                            ? QCoreApplication::translate(
                                  "planner", "; memory-bound, so the memory bandwidth sets the rate")
                            : QString(),
                        num(r.gpuHours, 1), num(r.wallHours, 1));
    else if (r.gpuHours > 0)
        why << QCoreApplication::translate(
                   "planner", "%1 %2 of work at %3 per second per GPU: %4 GPU-hours, %5 h on %n GPU(s).",
                   nullptr, gpus)
                   .arg(num(r.totalWork, 0), workUnitName(r.unit, true), num(r.perGpuRate, 3),
                        num(r.gpuHours, 1), num(r.wallHours, 1));
    else if (r.required > 0)
        why << QCoreApplication::translate(
                   "planner", "Needed: %1 %2 (per second for images); one GPU gives %3, %n GPU(s) give %4.",
                   nullptr, gpus)
                   .arg(num(r.required, 2), workUnitName(r.unit, true), num(r.perGpuRate, 3),
                        num(r.samplesPerS, 2));
    // Compute-rated work: the peak, the share of it assumed and why (assumptions.h, fitted on
    // tests/data/fidelity/).
    if (r.computeEfficiency > 0 && r.peakTflops > 0)
        why << QCoreApplication::translate("planner",
                                           "Sustained rate per GPU = %1 TFLOPS (%2 dense peak) × %3 "
                                           "(%4) = %5 TFLOPS.")
                   .arg(num(r.peakTflops), peakFigureName(r.peakFigure), num(r.computeEfficiency, 3),
                        r.efficiencyBasis, num(r.peakTflops * r.computeEfficiency));
    if (in.workload.task == Task::Scientific && !in.workload.media.memoryBound && r.gpuHours > 0) {
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
    d.minimum = gpuText(min, in.catalog);
    d.minimumValue = min.totalGpus();
    // Recommended adds headroom to the minimum (PRODUCT.md §2): GPUs set below the minimum that meets
    // the targets are the chosen value, not a recommendation.
    const bool belowMinimum =
        !in.sizing.meetsTarget && min.meetsTarget && min.totalGpus() > in.sizing.totalGpus();
    const GpuSizing &recommended = belowMinimum ? min : in.sizing;
    d.recommended = gpuText(recommended, in.catalog);
    d.recommendedValue = recommended.totalGpus();
    if (const QString model = modelLine(in.workload.model); !model.isEmpty())
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
        d.why << QCoreApplication::translate(
                     "planner", "Reference price: %1 USD per GPU-hour (%2), reference cost %3 USD.")
                     .arg(num(in.sizing.referencePricePerGpuHourUsd, 2), offerText,
                          num(in.sizing.referenceCostUsd, 0));
    }
    return d;
}

} // namespace gpuplanner::planner

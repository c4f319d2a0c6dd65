// The training part of the GPU panel's Why: the strategy, the FLOPs, the default utilization with its
// factors, and QLoRA's dequantization (llmtraining.cpp).
#include "planner/sizing/dimensions.h"
#include "planner/sizing/dims_gpu_internal.h"
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/estimators/throughput.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/format.h"
#include "planner/workload/precision.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner::gpudims {

namespace {

// GPU-hours of a QLoRA run and its parts: two decimals under 10 h, so a small dequantization shows.
QString qloraHours(double hours)
{
    return num(hours, hours < 10 ? 2 : 1);
}

// QLoRA's dequantization time (llmtraining.cpp, qloraDequant), added to the GPU-hours.
void qloraDequantWhy(const DimensionInputs &in, QStringList &why)
{
    const TrainingResult &t = in.sizing.training;
    const QloraDequant &d = t.dequant;
    why << QCoreApplication::translate(
               "planner",
               "QLoRA expands the NF4 weights to BF16 in each of %1 passes of every micro-batch (forward, "
               "backward%2), whatever its size: %3 micro-batches of %4 tokens × %1 × %5 billion parameters × "
               "%6 bytes ÷ %7 GB/s = %8 GPU-hours more, %9 in all.")
               .arg(d.passes)
               .arg(d.passes == 3 ? QCoreApplication::translate("planner", ", the recomputed forward")
                                  : QString())
               .arg(d.microBatches < 1e6 ? num(d.microBatches, 0) : sci(d.microBatches),
                    num(double(t.microBatch) * t.sequenceLength, 0), num(d.quantizedParameters / 1e9, 2),
                    num(in.assumptions.qloraDequantBytesPerParam, 1),
                    num(in.accelerator.memoryBandwidthGbs, 0), qloraHours(d.gpuHours),
                    qloraHours(t.gpuHours));
}

} // namespace

void trainingWhy(const DimensionInputs &in, QStringList &why)
{
    const TrainingResult &t = in.sizing.training;
    const Workload &w = in.workload;
    const double n = w.model.activeParametersB * 1e9;
    const bool frozenBase = w.task == Task::LlmFinetune && w.training.method != FinetuneMethod::Full;
    // Which terms make up the factor, with the recomputation the plan chose (Kaplan et al.: 6·N·D;
    // 4·N·D when frozen weights need no weight gradients; full recomputation repeats the forward, +2·N·D).
    const QString base = frozenBase
                             ? QCoreApplication::translate("planner", "4·N·D for LoRA, whose frozen weights "
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
        const QString repeat =
            t.recompute == Recompute::Full
                ? QCoreApplication::translate("planner", "; full recomputation repeats its forward third")
                : QString();
        const QString share = num(100.0 * t.attentionFlops / std::max(1.0, parameterFlops), 0);
        const int windowed = est::layersWindowedAt(w.model, t.sequenceLength);
        if (windowed == 0)
            why << QCoreApplication::translate("planner",
                                               "Attention's score and context matmuls have no parameters: "
                                               "12 × %1 layers × %2 tokens of context × %3 (heads × head "
                                               "dimension) = %4 FLOPs per token, %5% of the parameter "
                                               "FLOPs (PaLM, Appendix B, the MFU convention)%6.")
                       .arg(w.model.layers)
                       .arg(t.sequenceLength)
                       .arg(w.model.heads * w.model.headDim)
                       .arg(sci(perToken), share, repeat);
        else
            why << QCoreApplication::translate("planner",
                                               "Attention's score and context matmuls have no parameters: "
                                               "12 × (%1 layers × %2 tokens of context + %3 sliding-window "
                                               "layers × their %4) × %5 (heads × head dimension) = %6 FLOPs "
                                               "per token, %7% of the parameter FLOPs (PaLM, Appendix B, "
                                               "the MFU convention)%8.")
                       .arg(w.model.layers - windowed)
                       .arg(t.sequenceLength)
                       .arg(windowed)
                       .arg(w.model.slidingWindow)
                       .arg(w.model.heads * w.model.headDim)
                       .arg(sci(perToken), share, repeat);
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
        const Assumptions &a = in.assumptions;
        const MfuFactors &f = t.mfuFactors;
        const QString width = f.width < 1.0
                                  ? QCoreApplication::translate("planner", "%1 (width: (%2 ÷ %3)^%4)")
                                        .arg(num(f.width, 3))
                                        .arg(w.model.hidden)
                                        .arg(num(a.mfuWidthReference, 0), num(a.mfuWidthExponent, 2))
                                  : QCoreApplication::translate("planner", "1 (width %1, at least %2)")
                                        .arg(w.model.hidden)
                                        .arg(num(a.mfuWidthReference, 0));
        QString extra;
        if (w.training.stack != TrainingStack::Typical)
            extra += QCoreApplication::translate("planner",
                                                 " × %1 (%2, as given; the calibrated default stack = 1)")
                         .arg(num(f.stack, 2),
                              w.training.stack == TrainingStack::Tuned
                                  ? QCoreApplication::translate("planner", "an MLPerf-grade tuned stack")
                                  : QCoreApplication::translate("planner", "an older or plain stack"));
        if (f.fp4 != 1.0)
            extra += QCoreApplication::translate(
                         "planner", " × %1 (NVFP4: %2 × %3 × the BF16 peak ÷ the FP4 peak; %3 = 1 ÷ "
                                    "((1 − %4) + %4 × the FP8 peak ÷ the FP4 peak), %4 of an FP8 "
                                    "step runs at the FP4 rate)")
                         .arg(num(f.fp8, 3), num(a.fp8TrainingSpeedup, 2), num(f.fp4, 3),
                              num(a.nvfp4GemmShare, 2));
        else if (f.fp8 != 1.0)
            extra += QCoreApplication::translate("planner", " × %1 (FP8: %2 × the BF16 peak ÷ the FP8 peak)")
                         .arg(num(f.fp8, 3), num(a.fp8TrainingSpeedup, 2));
        if (f.capped)
            extra += QCoreApplication::translate("planner", ", at most %1").arg(num(a.mfuCeiling, 2));
        why << QCoreApplication::translate(
                   "planner",
                   "Default utilization %1 = %2 (this GPU's base, on log BF16 peak between the A100's %3 and "
                   "the H100's %4) × %5 (model size: (%6 B ÷ %7 B)^%8; exponent %9 × %10 (the peak, up to "
                   "the H100's) × %11 = log2(1 + %n node(s)) ÷ log2(1 + %12)) × %13%14.",
                   nullptr, in.sizing.nodes)
                   .arg(num(t.mfu, 3), num(f.base, 3), num(a.mfuBaseAmpere, 3), num(a.mfuBaseHopper, 3),
                        num(f.size, 3), num(w.model.activeParametersB, w.model.activeParametersB < 1 ? 3 : 2),
                        num(a.mfuSizeReferenceB, 0), num(f.exponent, 4), num(a.mfuSizeExponentHopper, 3))
                   .arg(num(f.peakShare, 2), num(f.spread, 3), num(a.mfuSizeFullNodes, 0), width, extra);
        // The same arithmetic as llmtraining.cpp (defaultMfu): a loss per doubling of nodes, and per
        // doubling of GPUs in a node between NVLink-class domains.
        const int perNode = in.sizing.gpusPerNode;
        const int linked = linkedGpus(in.accelerator, perNode);
        if (in.accelerator.hasGpuLink() && linked >= perNode)
            why << QCoreApplication::translate("planner",
                                               "Scaling efficiency = (1 − %1)^log2(%2 nodes) = %3: "
                                               "MFU lost per doubling of nodes over the fabric; "
                                               "none inside a node with NVLink-class links.")
                       .arg(num(in.assumptions.mfuLossPerNodeDoubling, 3))
                       .arg(in.sizing.nodes)
                       .arg(num(t.scalingEfficiency, 3));
        else if (linked > 1)
            why << QCoreApplication::translate(
                       "planner", "Scaling efficiency = (1 − %1)^log2(%2 GPUs per node ÷ %3 per "
                                  "NVLink-class domain: the groups reach each other over PCIe) × "
                                  "(1 − %4)^log2(%5 nodes) = %6.")
                       .arg(num(in.assumptions.lossPerDoublingPcie, 2))
                       .arg(perNode)
                       .arg(linked)
                       .arg(num(in.assumptions.mfuLossPerNodeDoubling, 3))
                       .arg(in.sizing.nodes)
                       .arg(num(t.scalingEfficiency, 3));
        else
            why << QCoreApplication::translate("planner",
                                               "Scaling efficiency = (1 − %1)^log2(%2 GPUs per node, "
                                               "no NVLink-class links) × (1 − %3)^log2(%4 nodes) = %5.")
                       .arg(num(in.assumptions.lossPerDoublingPcie, 2))
                       .arg(perNode)
                       .arg(num(in.assumptions.mfuLossPerNodeDoubling, 3))
                       .arg(in.sizing.nodes)
                       .arg(num(t.scalingEfficiency, 3));
        // With QLoRA the FLOPs' hours come first, then the dequantization added to them.
        const bool qlora = t.dequant.gpuHours > 0;
        const double computeHours = t.gpuHours / t.networkSlowdown; // before waits on a pinned network
        why << QCoreApplication::translate("planner", "GPU-hours = %1 FLOPs ÷ (%2 TFLOPS × 3600) = %3.")
                   .arg(sci(t.totalFlops), num(t.peakTflops * t.mfu * t.scalingEfficiency),
                        qlora ? qloraHours(computeHours - t.dequant.gpuHours) : num(computeHours, 0));
        if (qlora)
            qloraDequantWhy(in, why);
        if (t.networkSlowdown > 1) {
            const double need = clusterNetworkNeededGbps(in, nullptr);
            why << QCoreApplication::translate(
                       "planner",
                       "The configuration's %1 Gbit/s between nodes is below the %2 Gbit/s per node the "
                       "gradient exchange needs (network dimension): what does not fit in %3% of a step "
                       "waits, 1 + %4 × (%2 ÷ %1 − 1) = %5× as long: %6 GPU-hours.")
                       .arg(num(t.pinnedGbps, 0), num(need, 0),
                            num(exchangeOverlapShare(in.assumptions) * 100, 0),
                            num(exchangeOverlapShare(in.assumptions), 2), num(t.networkSlowdown, 2),
                            num(t.gpuHours, 0));
        }
    }
    const int gpus = in.sizing.totalGpus();
    why << QCoreApplication::translate("planner",
                                       "On %n GPU(s) the run takes %1 h (%2 days); the deadline is %3 days.",
                                       nullptr, gpus)
               .arg(num(t.wallHours, 0), num(t.wallHours / 24, 1), num(t.deadlineHours / 24, 1));
}

} // namespace gpuplanner::planner::gpudims

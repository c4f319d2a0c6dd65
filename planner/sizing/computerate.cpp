// A diffusion or vision model's compute rate on one GPU (PRODUCT.md §4 "Non-LLM paths"): the peak it is
// taken from and the share of it reached, by model family and software stack; the sizing of each task
// (otherwork.cpp) builds on it.
#include "planner/sizing/cnntraffic.h"
#include "planner/sizing/domainwork.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/precision.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner {

PeakThroughput withFp16Accumulate(PeakThroughput peak, const Workload &w, const catalog::Accelerator &acc,
                                  bool training)
{
    if (!w.software.tensorRt() || training || peak.figure != QLatin1String("fp16") ||
        acc.segment != QLatin1String("consumer") || acc.vendor != QLatin1String("NVIDIA"))
        return peak;
    return {peak.tflops * 2.0, QString::fromLatin1(kFp16AccumulateFigure), peak.fallback};
}

namespace {

// With framework defaults a transformer or UNet step spends part of its time on the CUDA cores
// (normalization, activations, softmax, optimizer); the family shares hold where the 16-bit tensor peak
// is 16 times the FP32 peak (A100, where they were fitted). That part scales with the card's own ratio,
// so a GeForce card (ratio 2) keeps more of its tensor peak. Ratios above 16 (B200) are not measured
// and keep the family share; FP32 and TF32 peaks are not scaled.
double cudaCoreFactor(const catalog::Accelerator &acc, const Assumptions &a, const WorkResult &r,
                      double *ratioOut)
{
    constexpr double kReferenceRatio = 16.0; // A100: 312 ÷ 19.5 TFLOPS
    const double fp32 = acc.dense.fp32.value_or(0);
    if (fp32 <= 0 || r.peakFigure == QLatin1String("fp32") || r.peakFigure == QLatin1String("tf32"))
        return 1.0;
    const double ratio = std::min(kReferenceRatio, r.peakTflops / fp32);
    if (ratioOut)
        *ratioOut = ratio;
    const double share = a.frameworkCudaCoreShare;
    return 1.0 / ((1.0 - share) + share * ratio / kReferenceRatio);
}

void scaleCudaCoreWork(const catalog::Accelerator &acc, const Assumptions &a, WorkResult &r, bool explain)
{
    double ratio = 0;
    const double factor = cudaCoreFactor(acc, a, r, &ratio);
    if (std::abs(factor - 1.0) < 0.005)
        return;
    r.computeEfficiency *= factor;
    if (explain)
        r.efficiencyBasis +=
            QCoreApplication::translate("planner", "; × %1: %2 of an A100's step runs on CUDA "
                                                   "cores, scaled by this card's %3 ÷ %4 TFLOPS "
                                                   "tensor-to-FP32 ratio (%5 against 16)")
                .arg(num(factor, 2), num(a.frameworkCudaCoreShare, 2), num(r.peakTflops),
                     num(acc.dense.fp32.value_or(0)), num(ratio, 1));
}

// A diffusion transformer's inference with a fused attention (FlashAttention, SDPA): the QKᵀ and P·V
// products (4 × the model's attention scores × the head width FLOPs a pass) run at the attention kernel's
// share of the peak, the rest of the pass at the transformer share found so far; the two times add. On
// NVIDIA cards only (the kernel's published figures), with framework defaults scaled like the CUDA-core
// work (the softmax's exponentials run there) and never above the math share of a convolution.
void splitFusedAttention(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a,
                         WorkResult &r, bool explain)
{
    const ModelSpec &m = w.model;
    const double attentionGflops = attentionGflopsPerPass(m);
    if (w.serving.eagerAttention || attentionGflops <= 0 || m.gflopsPerSample <= 0 ||
        acc.vendor != QLatin1String("NVIDIA"))
        return;
    const double share = std::clamp(attentionGflops / m.gflopsPerSample, 0.0, 0.95);
    const double headWidth = attentionHeadWidth(m);
    const bool hopper =
        acc.architecture == QLatin1String("Hopper") || acc.architecture == QLatin1String("Blackwell");
    const bool optimized = w.software.optimizedKernels();
    // An optimised stack can fall back to the framework's kernel, so it keeps at least that share.
    const double factor = cudaCoreFactor(acc, a, r, nullptr);
    const double framework = hopper ? a.fusedAttentionEfficiencyHopper : a.fusedAttentionEfficiency;
    const double frameworkShare = std::min(a.cnnConvEfficiency, framework * factor);
    const bool ownKernel = optimized && hopper && a.fusedAttentionEfficiencyHopperOpt > frameworkShare;
    const double attention = ownKernel ? a.fusedAttentionEfficiencyHopperOpt : frameworkShare;
    const double rest = r.computeEfficiency;
    r.computeEfficiency = 1.0 / ((1.0 - share) / rest + share / attention);
    if (!explain)
        return;
    const QString kernelName =
        ownKernel ? QCoreApplication::translate("planner", "FlashAttention-3 class kernels on this card")
        : hopper  ? QCoreApplication::translate("planner", "FlashAttention-2 on Hopper-class cards")
                  : QCoreApplication::translate("planner", "FlashAttention-2");
    const QString scaled = ownKernel ? QString()
                           : framework * factor > a.cnnConvEfficiency
                               ? QCoreApplication::translate("planner", ", capped at the math share")
                           : std::abs(factor - 1.0) >= 0.005 ? QStringLiteral(" × %1").arg(num(factor, 2))
                                                             : QString();
    r.efficiencyBasis +=
        QCoreApplication::translate(
            "planner", "; attention %1 of a pass's FLOPs (4 × %2 million scores × %3 head width ÷ "
                       "%4 GFLOPs) at %5 (%6%7), the rest at %8: 1 / (%9 ÷ %8 + %1 ÷ %5) = %10")
            .arg(num(share, 3), num(m.attentionScoresM, 2), num(headWidth, 0), num(m.gflopsPerSample, 0),
                 num(attention, 3), kernelName, scaled, num(rest, 3), num(1.0 - share, 3),
                 num(r.computeEfficiency, 3));
}

// A power-capped card does not hold the boost clock its datasheet peak assumes under a sustained load
// (the catalog's sustained_clock, a published reading with its source): the share is scaled by the
// clock it held. Applied last, so the optimised and framework shares compare on the same clock.
void applySustainedClock(const catalog::Accelerator &acc, WorkResult &r, bool explain)
{
    const catalog::SustainedClock &clock = acc.sustainedClock;
    if (clock.fraction() >= 1.0)
        return;
    r.computeEfficiency *= clock.fraction();
    if (explain)
        r.efficiencyBasis +=
            QCoreApplication::translate("planner", "; × %1: at its %2 W limit this card was seen "
                                                   "holding %3 of its %4 MHz boost clock under a "
                                                   "sustained load")
                .arg(num(clock.fraction(), 3), num(acc.tdpW, 0), num(clock.sustainedMhz, 0),
                     num(clock.boostMhz, 0));
}

} // namespace

// The peak a diffusion or vision rate is taken from and the share of it reached, by model family and
// software stack (assumptions.h; fitted on tests/data/fidelity/measurements.json's fit rows).
// Convolutional networks (a vision model without attention heads: ResNet) in 16 bits: the convolution
// math at 0.80 of the peak plus the memory traffic of their activations at the datasheet bandwidth, 88
// bytes per activation of the forward pass and training sample with eager PyTorch in NCHW, 62.6 in
// channels-last, 28.5 with fused MLPerf kernels (timm's 390-network table, DeepLearningExamples, MLPerf);
// in FP32 0.125 of the TF32 peak on GPUs with TF32 and 0.54 of the FP32 peak on GPUs without; UNets (a
// diffusion model without a transformer width: SD, SDXL) 0.39 with framework defaults and 0.46 with TensorRT
// in inference, 0.27 in MLPerf training; transformers (DiT, ViT) keep the general figure. INT8/FP8 UNets are
// rated at the 16-bit peak: the quantized recipes keep attention and normalization in FP16, so the INT8 peak
// is never approached. With `explain` the share's arithmetic is written into efficiencyBasis as well;
// the sizing leaves it out (hundreds of sizings a ranking) and the GPU's Why asks computeRateBasis().
void rateCompute(const Workload &w, Precision precision, const catalog::Accelerator &acc,
                 const Assumptions &a, bool training, WorkResult &r, bool explain)
{
    const ModelSpec &m = w.model;
    const bool optimized = w.software.optimizedKernels();
    const bool diffusion = m.kind == QLatin1String("diffusion");
    const bool unet = diffusion && m.hidden == 0;
    const bool cnn = m.kind == QLatin1String("vision") && m.heads == 0;
    const bool lowBits = precision == Precision::Int8 || precision == Precision::Fp8 ||
                         precision == Precision::Int4 || precision == Precision::Fp4;
    PeakThroughput peak = withFp16Accumulate(
        peakThroughput(acc, unet && lowBits ? Precision::Fp16 : precision), w, acc, training);
    // FP32 convolutions: on CUDA GPUs with TF32 tensor cores cuDNN runs them as TF32 by default
    // (PyTorch's torch.backends.cudnn.allow_tf32, TensorFlow's TF32 execution); elsewhere they run on
    // the FP32 units, which a convolution keeps far busier than it keeps tensor cores.
    const bool cnnFp32 = cnn && precision == Precision::Fp32;
    const bool cnnTf32 = cnnFp32 && acc.dense.tf32 && acc.stack == QLatin1String("cuda");
    if (cnnTf32)
        peak = {*acc.dense.tf32, QStringLiteral("tf32"), false};
    r.peakTflops = peak.tflops;
    r.peakFigure = peak.figure;
    r.convolutional = cnn;
    const auto stack = [&] {
        return optimized ? QCoreApplication::translate("planner", "optimised stack")
               : cnn && w.software.channelsLast
                   ? QCoreApplication::translate("planner", "framework defaults, channels-last")
                   : QCoreApplication::translate("planner", "framework defaults");
    };
    // Convolutional layers (a CNN, a UNet with framework defaults): the math at a share of the peak, plus
    // the memory traffic of normalization and activations at the datasheet bandwidth: time per FLOP =
    // 1 / (peak × math) + bytes per FLOP / bandwidth, so a card with more bandwidth per tensor FLOP keeps
    // more of its peak. The share, and the formula as the Why writes it.
    const double flopPerByte = r.peakTflops * 1000.0 / std::max(1.0, acc.memoryBandwidthGbs);
    const auto withTraffic = [&](double math, double bytesPerFlop) {
        return 1.0 / (1.0 / math + bytesPerFlop * flopPerByte);
    };
    const auto trafficFormula = [&](double math, double bytesPerFlop) {
        return QStringLiteral("1 / (1/%1 + %2 B/FLOP × %3 TFLOPS ÷ %4 GB/s)")
            .arg(num(math, 2), num(bytesPerFlop, 4), num(r.peakTflops), num(acc.memoryBandwidthGbs, 0));
    };
    if (cnnFp32 && !cnnTf32) {
        r.computeEfficiency = a.cnnFp32Efficiency;
        if (explain)
            r.efficiencyBasis =
                QCoreApplication::translate("planner", "convolutional network on the FP32 units, %1")
                    .arg(stack());
    } else if (cnnTf32) {
        r.computeEfficiency = a.cnnTf32Efficiency;
        if (explain)
            r.efficiencyBasis = QCoreApplication::translate(
                                    "planner", "convolutional network; FP32 convolutions run on TF32 tensor "
                                               "cores, cuDNN's default, %1")
                                    .arg(stack());
    } else if (cnn) {
        // The traffic follows the activations a forward pass writes (model.activations_m, else ResNet-50's
        // per GFLOP): bytes per activation per training sample, over the 3 × forward FLOPs of a sample.
        const bool given = m.activationsM > 0;
        CnnTraffic traffic;
        traffic.activationsM = cnnActivationsM(m, a);
        traffic.bytes = optimized                 ? a.cnnBytesPerActivationOptimized
                        : w.software.channelsLast ? a.cnnBytesPerActivationChannelsLast
                                                  : a.cnnBytesPerActivationFramework;
        traffic.concatM = m.concatInputsM; // a DenseNet's concatenations, 16-bit here
        traffic.concatBytes = concatBytesPerElement(CnnPass::Training, optimized, 2.0, a);
        const double bytesPerFlop = traffic.totalBytes() / (3.0 * std::max(1e-9, m.gflopsPerSample) * 1e9);
        r.computeEfficiency = withTraffic(a.cnnConvEfficiency, bytesPerFlop);
        if (explain)
            r.efficiencyBasis =
                QCoreApplication::translate("planner",
                                            "convolutional network, %1: %2%3 ÷ (3 × %4 GFLOPs) = %5 B per "
                                            "FLOP; %6")
                    .arg(stack(), traffic.text(),
                         given ? QString()
                               : QCoreApplication::translate("planner",
                                                             " (none given: ResNet-50's %1 per GFLOP)")
                                     .arg(num(a.cnnActivationsPerGflop, 3)),
                         num(m.gflopsPerSample, 2), num(bytesPerFlop, 4),
                         trafficFormula(a.cnnConvEfficiency, bytesPerFlop));
    } else {
        // UNets and transformers: the family's share (fitted on A100/H100-class cards), with framework
        // defaults scaled for the card's tensor-to-FP32 ratio. An optimised stack can always fall back
        // to the framework's kernels, so it keeps at least the framework share on the same card.
        // UNet inference with framework defaults has two terms too (unfused GroupNorm, SiLU and residual
        // adds at unet_bytes_per_flop); an optimised stack fuses them, and its MLPerf shares show no such
        // term.
        const auto familyShare = [&](bool opt) {
            if (unet && !training)
                return opt ? a.unetInferenceEfficiencyOptimized
                           : withTraffic(a.unetConvEfficiencyFramework, a.unetBytesPerFlop);
            if (unet)
                return a.unetTrainingEfficiencyOptimized *
                       (opt ? 1.0 : a.unetInferenceEfficiencyFramework / a.unetInferenceEfficiencyOptimized);
            return a.nonLlmComputeEfficiency;
        };
        const auto familyBasis = [&](bool opt) {
            const QString stackName =
                opt ? stack() : QCoreApplication::translate("planner", "framework defaults");
            if (unet && !training && !opt)
                return QCoreApplication::translate("planner", "UNet inference, %1: %2")
                    .arg(stackName, trafficFormula(a.unetConvEfficiencyFramework, a.unetBytesPerFlop));
            if (unet && !training)
                return QCoreApplication::translate("planner", "UNet inference, %1").arg(stackName);
            if (unet)
                return QCoreApplication::translate("planner", "UNet training, %1").arg(stackName);
            return QCoreApplication::translate("planner", "transformer or other model");
        };
        r.computeEfficiency = familyShare(false);
        if (explain)
            r.efficiencyBasis = familyBasis(false);
        scaleCudaCoreWork(acc, a, r, explain);
        if (optimized && familyShare(true) >= r.computeEfficiency) {
            r.computeEfficiency = familyShare(true);
            if (explain)
                r.efficiencyBasis = familyBasis(true);
        } else if (optimized && explain) {
            r.efficiencyBasis = QCoreApplication::translate("planner", "%1 (%2); an optimised stack keeps at "
                                                                       "least the framework-default share on "
                                                                       "this card: %3")
                                    .arg(familyBasis(true), num(familyShare(true), 2), r.efficiencyBasis);
        }
        if (diffusion && !training)
            splitFusedAttention(w, acc, a, r, explain);
    }
    applySustainedClock(acc, r, explain);
}

// The sizing leaves the text out (hundreds of sizings a ranking); the GPU's Why asks for it here.
QString computeRateBasis(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a)
{
    WorkResult r;
    const bool training = w.task == Task::CvTraining || w.task == Task::DiffusionTraining;
    rateCompute(w, training ? computePrecision(w) : w.precision, acc, a, training, r, true);
    return r.efficiencyBasis;
}

} // namespace gpuplanner::planner

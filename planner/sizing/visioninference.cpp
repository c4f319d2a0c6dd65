// Batch (offline) inference of a vision model (issue 23): images through one forward pass each, as
// MLPerf Inference's offline scenario and timm's inference benchmark run them. Language models (and
// encoders such as BERT) take the LLM serving path; this one takes convolutional networks and vision
// transformers.
//
// Time per image = forward FLOPs ÷ (16-bit peak × cnn_conv_efficiency) + bytes per activation ×
// activations ÷ memory bandwidth: the form the training path fits (computerate.cpp), with one forward pass
// and the traffic of inference. Fitted on timm's RTX 3090 inference table (results/benchmark-infer-amp-
// nchw-pt240-cu124-rtx3090.csv, PyTorch 2.4, AMP, NCHW, batch 1024; its infer_gmacs and infer_macts
// columns), with the training math share 0.80 kept:
// - convolutional networks, 771 rows (attention models excluded): 18 bytes per activation, 726 rows
//   within 0.67–1.5× (the math share free: 1.0 and 20 bytes, 736; 0.80 is kept, one constant for both
//   paths). About what eager PyTorch moves per activation of a forward pass: the convolution writes it
//   (2 B), batch normalization reads and writes it (4), the activation function reads and writes it
//   (4), the next layer reads it (2), a residual add now and then.
// - vision transformers (ViT, DeiT, DeiT III, BEiT, EVA-02; 148 rows): 5 bytes per activation, 142
//   within the band; their activations, counted as timm counts them (linear and matmul outputs), are
//   layers × tokens × (10 × width + heads × tokens), tokens from the FLOPs: FLOPs ÷ (24 × width² ×
//   layers) (ViT-B/16: 12 × 197 × (7,680 + 2,364) = 23.7 M; timm 23.9).
// An optimised stack (TensorRT, MLPerf) writes and reads each activation once: 2 × the element's bytes,
// a closed form (MLPerf v3.0 ResNet-50 Offline INT8 on A100 and H100 reads 0.90-0.99 with it). A
// power-capped card's sustained clock (catalog sustained_clock) slows the math term, not the memory.
// A densely connected network (DenseNet) adds the concatenations its layers read (cnntraffic.h); a
// detector adds its post-processing, detection_bytes_per_score × the head's class scores ÷ bandwidth.
// Hold-outs: timm's RTX 4090 and RTX 5090 tables, DeepLearningExamples, MLPerf (tests/data/fidelity).
// The rate assumes a batch that fills the GPU (timm ran 1,024 images a call); the batch sizes the
// memory: weights + batch × every activation of one forward pass (an upper bound: a framework frees a
// layer's input once the next layer has read it) + the runtime's overhead.
#include "planner/sizing/cnntraffic.h"
#include "planner/sizing/domainwork.h"
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/sizing.h"
#include "planner/sizing/smallbatchcall.h"
#include "planner/workload/format.h"
#include "planner/workload/precision.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner {

bool isVisionInference(const Workload &w)
{
    return w.task == Task::BatchInference && w.model.kind == QLatin1String("vision");
}

namespace {

constexpr int kDefaultBatch = 256; // halved until it fits; timm benchmarks at 1,024, MLPerf as it fits

bool transformer(const ModelSpec &m)
{
    return m.heads > 0 && m.hidden > 0 && m.layers > 0;
}

} // namespace

double activationElementBytes(Precision p)
{
    switch (p) {
    case Precision::Fp32:
        return 4;
    case Precision::Int8:
    case Precision::Fp8:
    case Precision::Int4:
    case Precision::Fp4:
        return 1;
    default:
        return 2;
    }
}

double visionInferenceActivationsM(const ModelSpec &m, const Assumptions &a)
{
    if (!transformer(m))
        return cnnActivationsM(m, a);
    const double h = m.hidden;
    const double tokens = m.gflopsPerSample * 1e9 / (24.0 * h * h * m.layers);
    return m.layers * tokens * (10.0 * h + m.heads * tokens) / 1e6;
}

double visionInferenceBytesPerActivation(const Workload &w, const Assumptions &a)
{
    // Framework defaults: the fitted figure at 16 bits, scaled by the element's size. An optimised stack
    // (TensorRT, MLPerf) fuses normalization and activation into the convolution: each activation is
    // written once and read once, 2 × its element's bytes (closed form, not fitted; never more than
    // the framework's).
    const double framework =
        (transformer(w.model) ? a.transformerBytesPerActivationInference : a.cnnBytesPerActivationInference) *
        activationElementBytes(w.precision) / 2.0;
    return w.software.optimizedKernels() ? std::min(framework, 2.0 * activationElementBytes(w.precision))
                                         : framework;
}

namespace {

// The two terms of one image's time on this GPU and the clock it holds; and the call of the batch given.
struct ImageTime
{
    CnnTraffic traffic;
    double mathSeconds = 0;
    double trafficSeconds = 0;
    double postSeconds = 0; // a detector's post-processing over its class scores
    double clock = 1;
    PeakThroughput peak;
    SmallBatchCall call; // the layers at their latency when serving.max_batch is given
    double imageSeconds() const { return mathSeconds + trafficSeconds + postSeconds; }
    double seconds() const { return call.seconds(imageSeconds()); }
};

// A layer's kernel latency: replayed in a compiled graph (an optimised, MLPerf-grade stack), or
// launched one by one (a TensorRT engine called per image, eager PyTorch).
double layerUs(const Workload &w, const Assumptions &a)
{
    return w.software.optimizedKernels() && !w.software.tensorRt() ? a.visionLayerUsGraph
                                                                   : a.visionLayerUsTensorRt;
}

double imageActivationGb(const Workload &w, const Assumptions &a)
{
    return visionInferenceActivationsM(w.model, a) * 1e6 * activationElementBytes(w.precision) / kBytesPerGB;
}

ImageTime imageTime(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a)
{
    ImageTime t;
    t.peak = withFp16Accumulate(peakThroughput(acc, w.precision), w, acc, false); // TensorRT on GeForce
    t.traffic.activationsM = visionInferenceActivationsM(w.model, a);
    t.traffic.bytes = visionInferenceBytesPerActivation(w, a);
    // A densely connected network also reads the concatenations of its dense blocks.
    t.traffic.concatM = transformer(w.model) ? 0.0 : w.model.concatInputsM;
    t.traffic.concatBytes = concatBytesPerElement(CnnPass::Inference, w.software.optimizedKernels(),
                                                  activationElementBytes(w.precision), a);
    // A power-capped card (T4, L4) holds less of its boost clock: its math slows, its memory does not.
    t.clock = acc.sustainedClock.fraction();
    t.mathSeconds = w.model.gflopsPerSample * 1e9 /
                    std::max(1.0, t.peak.tflops * kFlopsPerTflop * a.cnnConvEfficiency * t.clock);
    t.trafficSeconds = t.traffic.totalBytes() / std::max(1.0, acc.memoryBandwidthGbs * 1e9);
    t.postSeconds = a.detectionBytesPerScore * w.model.detectionScoresM * 1e6 /
                    std::max(1.0, acc.memoryBandwidthGbs * 1e9);
    // A call of the batch given: model.conv_layers at their latency, eager PyTorch's host beside it; a
    // vision transformer's encoder layers at an encoder layer's latency (its host's dispatch, fitted on
    // convolutions, not counted).
    if (w.model.convLayers <= 0 && transformer(w.model))
        t.call = smallBatchCall(w, acc, a, w.model.layers, a.encoderLayerUsSmallBatch, 0.0);
    else
        t.call = smallBatchCall(w, acc, a, w.model.convLayers, layerUs(w, a),
                                w.software.optimizedKernels() ? 0.0 : a.visionLayerDispatchUsFramework);
    return t;
}

// A call's layers; a small batch of a model whose layers are not counted says so.
QString callBasis(const Workload &w, const ImageTime &t)
{
    if (w.serving.maxBatch > 0 && t.call.layers <= 0 && t.call.batch < kDefaultBatch)
        return QCoreApplication::translate("planner", "; at batch %1 each layer's kernel has a latency its "
                                                      "work does not cover, and the model's layers are not "
                                                      "counted (model.conv_layers): the rate is what a full "
                                                      "batch reaches")
            .arg(t.call.batch);
    return t.call.basis(t.imageSeconds());
}

} // namespace

// The share's arithmetic for the GPU's Why, written only there: the sizing runs hundreds of times a
// ranking, and the text is most of its cost.
QString visionInferenceBasis(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a)
{
    const ImageTime t = imageTime(w, acc, a);
    QString basis =
        QCoreApplication::translate(
            "planner", "%1 inference, %2: %3 GFLOPs ÷ (%4 TFLOPS%10 × %5) = %6 ms of math + %7 ÷ %8 GB/s "
                       "= %9 ms of memory traffic per image")
            .arg(transformer(w.model) ? QCoreApplication::translate("planner", "vision transformer")
                                      : QCoreApplication::translate("planner", "convolutional network"),
                 w.software.optimizedKernels()
                     ? QCoreApplication::translate("planner", "optimised stack (each activation written and "
                                                              "read once)")
                     : QCoreApplication::translate("planner", "framework defaults"),
                 num(w.model.gflopsPerSample, 2), num(t.peak.tflops),
                 num(a.cnnConvEfficiency, 2) +
                     (t.clock < 1.0 ? QStringLiteral(" × ") + num(t.clock, 3) : QString()),
                 num(t.mathSeconds * 1000, 4), t.traffic.text(), num(acc.memoryBandwidthGbs, 0),
                 num(t.trafficSeconds * 1000, 4))
            .arg(t.peak.figure == QLatin1String(kFp16AccumulateFigure)
                     ? QCoreApplication::translate("planner", ", FP16 accumulate: twice this GeForce card's "
                                                              "FP32-accumulate figure")
                     : QString());
    if (t.postSeconds > 0)
        basis +=
            QCoreApplication::translate("planner", "; + %1 B × %2 million class scores of the detection head "
                                                   "÷ %3 GB/s = %4 ms of post-processing (top-k, box "
                                                   "decoding and non-maximum suppression on the GPU)")
                .arg(num(a.detectionBytesPerScore, 1), num(w.model.detectionScoresM, 2),
                     num(acc.memoryBandwidthGbs, 0), num(t.postSeconds * 1000, 4));
    if (t.clock < 1.0) // on the math only: the memory keeps its clock
        basis += QCoreApplication::translate("planner", "; × %1 on the math: at its %2 W limit this card was "
                                                        "seen holding %3 of its %4 MHz boost clock under a "
                                                        "sustained load")
                     .arg(num(t.clock, 3), num(acc.tdpW, 0), num(acc.sustainedClock.sustainedMhz, 0),
                          num(acc.sustainedClock.boostMhz, 0));
    basis += callBasis(w, t);
    return basis;
}

QString visionBatchMemoryWhy(const Workload &w, const GpuSizing &s, const Assumptions &a)
{
    return QCoreApplication::translate("planner", "Working memory: %1 images a call × %2 million activations "
                                                  "× %3 B = %4 GB per GPU (as given, else 256 halved until "
                                                  "it fits with the recommended 20% headroom).")
        .arg(std::max(1, s.work.inferenceBatch))
        .arg(num(visionInferenceActivationsM(w.model, a), 2), num(activationElementBytes(w.precision), 0),
             num(s.memory.activationsGb, 2));
}

void sizeVisionInference(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a,
                         GpuSizing &s)
{
    const ModelSpec &m = w.model;
    WorkResult &r = s.work;
    r.unit = QStringLiteral("image");
    const ImageTime t = imageTime(w, acc, a);
    r.peakTflops = t.peak.tflops;
    r.peakFigure = t.peak.figure;
    r.convolutional = !transformer(m);
    const double seconds = t.seconds();
    // The share of the peak reached, the clock included: peak × share ÷ an image's FLOPs = the rate.
    r.computeEfficiency = seconds > 0 ? t.mathSeconds * a.cnnConvEfficiency * t.clock / seconds : 0;
    r.perGpuRate = seconds > 0 ? 1.0 / seconds : 0;

    // Memory: the weights at the precision's bytes and a call of activations at the element's bytes,
    // 256 images halved until they fit with the recommendation's headroom (or the batch given).
    holdSampleBatch(w, acc, a, kDefaultBatch, imageActivationGb(w, a), s);
    s.inference.applies = false;
    finishSampleJob(w, std::max(1.0, w.serving.totalRequests), sampleFileMb(w, a),
                    s); // every GPU runs its share of images
}

} // namespace gpuplanner::planner

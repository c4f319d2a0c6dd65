// Batch inference of a transformer encoder (BERT, sentence-embedding and reranking models): every
// sequence through one forward pass, one vector or label out, no tokens generated, so no KV cache and
// no decode steps. A user embedding a corpus for retrieval, or classifying documents, judges by
// sequences a second and the job's time.
//
// An encoder layer is a vision transformer's (ViT-L/16 and BERT-Large are the same block: 24 layers,
// width 1,024, 16 heads, MLP 4,096), so the time per sequence takes the vision-transformer form fitted
// on timm's ViT inference rows (visioninference.cpp): FLOPs ÷ (peak × cnn_conv_efficiency) + bytes per
// activation × activations ÷ memory bandwidth, with
// - FLOPs = 2 × the parameters outside the embedding tables × tokens + 4 × layers × tokens² × attention
//   width (QKᵀ and P·V over every pair: the attention is bidirectional, twice a causal prompt's);
// - activations = layers × tokens × (6 × width + MLP width + heads × tokens): the Q, K, V, attention
//   output, MLP input and output projections and the scores, as timm counts a ViT's (10 × width at an
//   MLP of 4 × width);
// - bytes per activation: the vision transformer's (5 B at 16 bits with framework defaults, each
//   activation written and read once with an optimised stack).
// An unfused ("eager") attention (serving.attention) also writes and reads every score,
// eager_attention_passes_encoder times over layers × heads × tokens² scores, at the bandwidth.
// The tokens are the sequence's real ones: a stack that removes padding (TensorRT's variable-length
// BERT, MLPerf) computes those; one that pads a batch to its longest sequence computes the padded length,
// which is then the length to give.
#include "planner/sizing/domainwork.h"
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/sizing.h"
#include "planner/sizing/smallbatchcall.h"
#include "planner/workload/format.h"
#include "planner/workload/precision.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <QCoreApplication>

namespace gpuplanner::planner {

bool isEncoderInference(const Workload &w)
{
    return w.task == Task::BatchInference && w.model.kind == QLatin1String("encoder");
}

EncoderShape encoderShape(const Workload &w)
{
    const ModelSpec &m = w.model;
    EncoderShape x;
    x.tokens = std::max(1, w.serving.promptTokens);
    x.layers = std::max(1, m.layers);
    x.hidden = std::max(1, m.hidden);
    x.heads = std::max(1, m.heads);
    x.mlp = m.intermediate > 0 ? m.intermediate : 4.0 * x.hidden;
    x.attentionWidth = m.headDim > 0 ? double(m.heads) * m.headDim : x.hidden;
    // The dense layers' weights: the parameters less the token and position embeddings where the
    // vocabulary is known, else counted from the shape (attention 4 × width², MLP 2 × width × MLP width).
    const double counted = x.layers * (4.0 * x.hidden * x.attentionWidth + 2.0 * x.hidden * x.mlp);
    const double embeddings = (double(std::max(0, m.vocab)) + std::max(0, m.context)) * x.hidden;
    const double stated = m.parametersB * 1e9 - embeddings;
    x.denseParams = m.vocab > 0 && stated > 0 ? stated : counted;
    x.flops = 2.0 * x.denseParams * x.tokens + 4.0 * x.layers * x.tokens * x.tokens * x.attentionWidth;
    x.activations = x.layers * x.tokens * (6.0 * x.hidden + x.mlp + x.heads * x.tokens);
    return x;
}

namespace {

constexpr int kDefaultSequencesPerCall = 256; // halved until it fits (the vision path's images a call)
// What a sequence reads from storage where data.avg_file_mb is not given: about 4 characters of English
// text a token (OpenAI's tokenizer guide, "one token generally corresponds to ~4 characters of text"),
// one byte each in UTF-8.
constexpr double kTextBytesPerToken = 4.0;

struct SequenceTime
{
    EncoderShape x;
    PeakThroughput peak;
    double clock = 1;
    double bytesPerActivation = 0;
    double mathSeconds = 0, trafficSeconds = 0;
    double eagerScores = 0, eagerBytesPerScore = 0, eagerSeconds = 0; // an unfused attention's scores
    SmallBatchCall call; // the layers at their latency when serving.max_batch is given
    double sequenceSeconds() const { return mathSeconds + trafficSeconds + eagerSeconds; }
    double seconds() const { return call.seconds(sequenceSeconds()); }
};

SequenceTime sequenceTime(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a)
{
    SequenceTime t;
    t.x = encoderShape(w);
    t.peak = withFp16Accumulate(peakThroughput(acc, w.precision), w, acc, false);
    t.clock = acc.sustainedClock.fraction();
    t.bytesPerActivation = visionInferenceBytesPerActivation(w, a);
    t.mathSeconds = t.x.flops / std::max(1.0, t.peak.tflops * kFlopsPerTflop * a.cnnConvEfficiency * t.clock);
    t.trafficSeconds = t.bytesPerActivation * t.x.activations / std::max(1.0, acc.memoryBandwidthGbs * 1e9);
    if (w.serving.eagerAttention) {
        t.eagerScores = double(t.x.layers) * t.x.heads * t.x.tokens * t.x.tokens;
        t.eagerBytesPerScore = a.eagerAttentionPassesEncoder * activationElementBytes(w.precision);
        t.eagerSeconds = t.eagerScores * t.eagerBytesPerScore / std::max(1.0, acc.memoryBandwidthGbs * 1e9);
    }
    // A call of the batch given: each encoder layer's kernels at their small-batch latency.
    t.call = smallBatchCall(w, acc, a, t.x.layers, a.encoderLayerUsSmallBatch, 0.0);
    return t;
}

} // namespace

QString encoderInferenceBasis(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a)
{
    const SequenceTime t = sequenceTime(w, acc, a);
    const EncoderShape &x = t.x;
    QString basis =
        QCoreApplication::translate(
            "planner",
            "encoder, %1 tokens a sequence, %2: 2 × %3 dense parameters × %1 + 4 × %4 layers × %1² × %5 "
            "(bidirectional attention) = %6 GFLOPs ÷ (%7 TFLOPS × %8) = %9 ms of math + %10 B × %11 "
            "million activations (%4 layers × %1 tokens × (6 × %12 + %13 + %14 heads × %1)) ÷ %15 GB/s = "
            "%16 ms of memory traffic per sequence")
            .arg(QString::number(x.tokens),
                 w.software.optimizedKernels()
                     ? QCoreApplication::translate("planner", "optimised stack (each activation written and "
                                                              "read once)")
                     : QCoreApplication::translate("planner", "framework defaults"),
                 sci(x.denseParams), QString::number(x.layers), num(x.attentionWidth, 0),
                 num(x.flops / 1e9, 2), num(t.peak.tflops),
                 num(a.cnnConvEfficiency, 2) +
                     (t.clock < 1.0 ? QStringLiteral(" × ") + num(t.clock, 3) : QString()),
                 num(t.mathSeconds * 1000, 4))
            .arg(num(t.bytesPerActivation, 1), num(x.activations / 1e6, 2), num(x.hidden, 0), num(x.mlp, 0),
                 QString::number(x.heads), num(acc.memoryBandwidthGbs, 0), num(t.trafficSeconds * 1000, 4));
    if (t.eagerSeconds > 0)
        basis +=
            QCoreApplication::translate("planner", "; eager attention: %1 million scores (%2 layers × %3 "
                                                   "heads × %4²) × %5 B (%6 passes × %7 B) ÷ %8 GB/s = "
                                                   "%9 ms more per sequence")
                .arg(num(t.eagerScores / 1e6, 2), QString::number(x.layers), QString::number(x.heads),
                     QString::number(x.tokens), num(t.eagerBytesPerScore, 0),
                     num(a.eagerAttentionPassesEncoder, 0), num(activationElementBytes(w.precision), 0),
                     num(acc.memoryBandwidthGbs, 0), num(t.eagerSeconds * 1000, 4));
    if (t.clock < 1.0)
        basis += QCoreApplication::translate("planner", "; × %1 on the math: at its %2 W limit this card was "
                                                        "seen holding %3 of its %4 MHz boost clock under a "
                                                        "sustained load")
                     .arg(num(t.clock, 3), num(acc.tdpW, 0), num(acc.sustainedClock.sustainedMhz, 0),
                          num(acc.sustainedClock.boostMhz, 0));
    return basis + t.call.basis(t.sequenceSeconds());
}

QString encoderBatchMemoryWhy(const Workload &w, const GpuSizing &s)
{
    const EncoderShape x = encoderShape(w);
    return QCoreApplication::translate("planner",
                                       "Working memory: %1 sequences a call × %2 million activations × %3 B "
                                       "= %4 GB per GPU (as given, else 256 halved until it fits with the "
                                       "recommended 20% headroom; an upper "
                                       "bound: a framework frees a layer's input once the next has read "
                                       "it). An encoder keeps no KV cache: it generates no tokens.")
        .arg(std::max(1, s.work.inferenceBatch))
        .arg(num(x.activations / 1e6, 2), num(activationElementBytes(w.precision), 0),
             num(s.memory.activationsGb, 2));
}

void sizeEncoderInference(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a,
                          GpuSizing &s)
{
    WorkResult &r = s.work;
    r.unit = QStringLiteral("sequence");
    const SequenceTime t = sequenceTime(w, acc, a);
    r.peakTflops = t.peak.tflops;
    r.peakFigure = t.peak.figure;
    const double seconds = t.seconds();
    r.computeEfficiency = seconds > 0 ? t.mathSeconds * a.cnnConvEfficiency * t.clock / seconds : 0;
    r.perGpuRate = seconds > 0 ? 1.0 / seconds : 0;

    // Memory: the weights and a call's activations, 256 texts halved until they fit (or the batch given).
    holdSampleBatch(w, acc, a, kDefaultSequencesPerCall,
                    t.x.activations * activationElementBytes(w.precision) / kBytesPerGB, s);
    s.inference.applies = false;
    const double mbPerSequence =
        w.data.avgFileMb > 0 ? w.data.avgFileMb : t.x.tokens * kTextBytesPerToken / 1e6;
    finishSampleJob(w, std::max(1.0, w.serving.totalRequests), mbPerSequence, s);
}

} // namespace gpuplanner::planner

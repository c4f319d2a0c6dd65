// Batch transcription with a speech encoder-decoder (Whisper; issue 23): hours of audio in 30 s
// windows, each window through the encoder once and its transcript decoded token by token, windows
// batched together. Users judge it by the real-time factor (seconds of audio a second) and the job's
// time.
//
// Windows: a recording shorter than 30 s is one window, padded to 30 s (the encoder's fixed input),
// its transcript shorter in proportion; long recordings are cut into 30 s windows, and with framework
// defaults (the Hugging Face pipeline, chunk_length_s=30 with its default 5 s stride on each side) a
// window brings 20 s of new audio: speech_pipeline_overlap = 30 ÷ 20.
// A call of B windows (× the beam width in decoding) takes B × the encoder's time + T decode steps:
// - encoder, per window: the vision-transformer inference form (visioninference.cpp) over the audio
//   positions: FLOPs ÷ (16-bit peak × cnn_conv_efficiency) + bytes per activation × activations ÷
//   bandwidth, FLOPs = 2 × encoder parameters × positions + 4 × layers × positions² × width, with the
//   decoder's cross-attention keys and values (4 × width² per decoder layer and position), activations
//   layers × positions × (10 × width + heads × positions);
// - a decode step: the longer of reading the decoder's weights and every sequence's cross- and
//   self-attention cache at the LLM path's decode share of the bandwidth (0.70) and the sequences' FLOPs
//   at its decode share of the peak (0.47); plus the host's time. Framework defaults (PyTorch eager
//   generate) run the generate loop in Python, launch each decoder layer's kernels and process each
//   sequence's logits: speech_eager_step_ms + speech_eager_layer_step_ms × decoder layers +
//   speech_eager_sequence_step_ms × sequences, fitted on insanely-fast-whisper's three A100 runs
//   (large-v3 at 24 and 96 windows a call, distil-large-v2 at 24); optimised engines (CTranslate2,
//   TensorRT-LLM) speech_optimized_layer_step_ms × decoder layers, fitted on faster-whisper's T4 run.
// Audio decoding, voice-activity detection and feature extraction on the CPU are not counted.
// The batch: serving.max_batch, else 16 windows (WhisperX's default batch_size), halved until the
// weights, the caches and the runtime fit.
#include "planner/sizing/domainwork.h"
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/sizing.h"
#include "planner/sizing/speechshape.h"
#include "planner/workload/format.h"
#include "planner/workload/precision.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner {

SpeechShape speechShape(const ModelSpec &m)
{
    SpeechShape x;
    x.h = m.hidden;
    x.f = m.intermediate > 0 ? m.intermediate : 4.0 * m.hidden;
    x.s = m.audioPositions;
    x.heads = m.heads;
    x.encoderLayers = m.encoderLayers > 0 ? m.encoderLayers : m.layers;
    x.decoderLayers = m.decoderLayers > 0 ? m.decoderLayers : m.layers;
    // An encoder layer: attention (4 h²) and MLP (2 h f); a decoder layer adds cross-attention (4 h²);
    // the vocabulary's embedding is the decoder's output projection (Whisper ties them).
    x.encoderParams = x.encoderLayers * (4 * x.h * x.h + 2 * x.h * x.f);
    x.decoderParams = x.decoderLayers * (8 * x.h * x.h + 2 * x.h * x.f) + double(m.vocab) * x.h;
    // Scaled to the stated parameter count (convolutions, norms and positions are the rest).
    const double counted = x.encoderParams + x.decoderParams;
    if (counted > 0 && m.parametersB > 0) {
        const double k = m.parametersB * 1e9 / counted;
        x.encoderParams *= k;
        x.decoderParams *= k;
    }
    return x;
}

double speechEncoderFlops(const SpeechShape &x)
{
    return 2 * x.encoderParams * x.s + 4 * x.encoderLayers * x.s * x.s * x.h +
           4 * x.decoderLayers * x.h * x.h * x.s;
}

double speechDecoderTokenFlops(const SpeechShape &x, double context)
{
    return 2 * x.decoderParams + 4 * x.decoderLayers * (x.s + context) * x.h;
}

bool isSpeechInference(const Workload &w)
{
    return w.task == Task::BatchInference && w.model.kind == QLatin1String("speech");
}

bool isSampleBatchInference(const Workload &w)
{
    return isVisionInference(w) || isSpeechInference(w) || isEncoderInference(w);
}

namespace {

constexpr int kDefaultWindows = 16; // windows per call: WhisperX's default batch_size
constexpr double kWindowSeconds = kSpeechWindowSeconds;

// Seconds of new audio one window carries, and the tokens decoded for it.
struct WindowAudio
{
    double seconds = kWindowSeconds;
    double tokens = 0;
};

WindowAudio windowAudio(const Workload &w, const Assumptions &a)
{
    WindowAudio out;
    const double clip = w.serving.clipSeconds;
    const double perWindow = std::max(1, w.model.decoderTokens);
    if (clip > 0 && clip < kWindowSeconds) { // one padded window a recording
        out.seconds = clip;
        out.tokens = std::max(1.0, perWindow * clip / kWindowSeconds);
    } else {
        out.seconds =
            w.software.optimizedKernels() ? kWindowSeconds : kWindowSeconds / a.speechPipelineOverlap;
        out.tokens = perWindow;
    }
    return out;
}

// Bytes one sequence keeps on the GPU while it is decoded: the cross-attention keys and values of every
// decoder layer over the audio positions, and the self-attention cache of its tokens.
double sequenceCacheBytes(const SpeechShape &x, double tokens, double element)
{
    return 2.0 * x.decoderLayers * (x.s + tokens) * x.h * element;
}

struct WindowTime
{
    SpeechShape x;
    WindowAudio audio;
    PeakThroughput peak;
    int batch = 0;
    double sequences = 0;
    double encoderFlops = 0, encoderActivations = 0, encoderBytesPerActivation = 0;
    double encoderMathS = 0, encoderTrafficS = 0;
    double stepBytes = 0, stepFlops = 0;
    double stepMemoryS = 0, stepComputeS = 0, stepHostS = 0;
    double encoderS() const { return encoderMathS + encoderTrafficS; }
    double stepS() const { return std::max(stepMemoryS, stepComputeS) + stepHostS; }
    double callSeconds() const { return batch * encoderS() + audio.tokens * stepS(); }
    // Seconds of audio a second: the real-time factor.
    double audioPerSecond() const { return callSeconds() > 0 ? batch * audio.seconds / callSeconds() : 0; }
};

WindowTime windowTime(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a,
                      const SpeechShape &x, const WindowAudio &audio, int batch)
{
    WindowTime t;
    t.x = x;
    t.audio = audio;
    t.batch = batch;
    t.sequences = double(batch) * std::max(1, w.serving.beams);
    t.peak = peakThroughput(acc, w.precision);
    const double element = activationElementBytes(w.precision);
    const double peak = std::max(1.0, t.peak.tflops * kFlopsPerTflop);
    const double clock = acc.sustainedClock.fraction();
    const double bandwidth = std::max(1.0, acc.memoryBandwidthGbs * kBytesPerGB);

    t.encoderFlops = speechEncoderFlops(x);
    t.encoderActivations = x.encoderLayers * x.s * (10 * x.h + x.heads * x.s);
    t.encoderBytesPerActivation = visionInferenceBytesPerActivation(w, a); // a vision transformer's
    t.encoderMathS = t.encoderFlops / (peak * a.cnnConvEfficiency * clock);
    t.encoderTrafficS = t.encoderBytesPerActivation * t.encoderActivations / bandwidth;

    // One decode step, each sequence's cache at its mean length (half the tokens).
    const double meanTokens = t.audio.tokens / 2;
    t.stepBytes = est::weightBytes(x.decoderParams, w.precision) +
                  t.sequences * sequenceCacheBytes(x, meanTokens, element);
    t.stepFlops = t.sequences * speechDecoderTokenFlops(x, meanTokens);
    t.stepMemoryS = t.stepBytes / (bandwidth * a.decodeBandwidthEfficiency);
    t.stepComputeS = t.stepFlops / (peak * a.decodeComputeEfficiency * clock);
    t.stepHostS =
        (w.software.optimizedKernels() ? x.decoderLayers * a.speechOptimizedLayerStepMs
                                       : a.speechEagerStepMs + x.decoderLayers * a.speechEagerLayerStepMs +
                                             t.sequences * a.speechEagerSequenceStepMs) /
        1000;
    return t;
}

// What one window holds while a call runs, GB: every beam's caches at the transcript's full length, and
// the encoder's widest activation (positions × the MLP's width) while the window is encoded. The call's
// batch: as given, else 16 windows halved until they fit with the recommendation's headroom
// (holdSampleBatch).
double windowMemoryGb(const Workload &w, const SpeechShape &x, double tokens)
{
    const double element = activationElementBytes(w.precision);
    return (std::max(1, w.serving.beams) * sequenceCacheBytes(x, tokens, element) + x.s * x.f * element) /
           kBytesPerGB;
}

} // namespace

QString speechInferenceBasis(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a,
                             int batch)
{
    const WindowTime t = windowTime(w, acc, a, speechShape(w.model), windowAudio(w, a), std::max(1, batch));
    QStringList parts;
    parts << QCoreApplication::translate(
                 "planner", "encoder, per 30 s window: %1 GFLOPs ÷ (%2 TFLOPS × %3) = %4 ms of math + %5 B × "
                            "%6 million activations ÷ %7 GB/s = %8 ms of memory traffic")
                 .arg(num(t.encoderFlops / 1e9, 0), num(t.peak.tflops), num(a.cnnConvEfficiency, 2),
                      num(t.encoderMathS * 1000, 3), num(t.encoderBytesPerActivation, 1),
                      num(t.encoderActivations / 1e6, 0), num(acc.memoryBandwidthGbs, 0),
                      num(t.encoderTrafficS * 1000, 3));
    parts << QCoreApplication::translate(
                 "planner",
                 "a decode step of %1 sequences: the longer of %2 GB (the decoder's weights and "
                 "the attention caches) ÷ (%3 GB/s × %4) = %5 ms and %6 TFLOP ÷ (%7 TFLOPS × %8) = "
                 "%9 ms")
                 .arg(num(t.sequences, 0), num(t.stepBytes / 1e9, 2), num(acc.memoryBandwidthGbs, 0),
                      num(a.decodeBandwidthEfficiency, 2), num(t.stepMemoryS * 1000, 3),
                      num(t.stepFlops / 1e12, 3), num(t.peak.tflops), num(a.decodeComputeEfficiency, 2),
                      num(t.stepComputeS * 1000, 3));
    parts << (w.software.optimizedKernels()
                  ? QCoreApplication::translate("planner",
                                                "+ %1 ms of launches (optimised engine: %2 decoder "
                                                "layers × %3 ms)")
                        .arg(num(t.stepHostS * 1000, 2))
                        .arg(int(t.x.decoderLayers))
                        .arg(num(a.speechOptimizedLayerStepMs, 2))
                  : QCoreApplication::translate("planner",
                                                "+ %1 ms on the host (framework defaults: %2 ms + %3 decoder "
                                                "layers × %4 ms + %5 sequences × %6 ms)")
                        .arg(num(t.stepHostS * 1000, 2), num(a.speechEagerStepMs, 1))
                        .arg(int(t.x.decoderLayers))
                        .arg(num(a.speechEagerLayerStepMs, 3), num(t.sequences, 0),
                             num(a.speechEagerSequenceStepMs, 3)));
    parts << QCoreApplication::translate("planner",
                                         "%1 × %2 ms (encoder) + %3 tokens × %4 ms = %5 s a call of "
                                         "%1 × %6 s of audio: %7 s of audio a second")
                 .arg(t.batch)
                 .arg(num(t.encoderS() * 1000, 3), num(t.audio.tokens, 0), num(t.stepS() * 1000, 3),
                      num(t.callSeconds(), 3), num(t.audio.seconds, 1), num(t.audioPerSecond(), 1));
    return parts.join(planner::clauseSeparator());
}

QString speechBatchMemoryWhy(const Workload &w, const GpuSizing &s, const Assumptions &a)
{
    const int batch = std::max(1, s.work.inferenceBatch);
    const SpeechShape x = speechShape(w.model);
    return QCoreApplication::translate("planner",
                                       "Working memory: %1 windows a call × %2 GB (the cross- and "
                                       "self-attention caches of %4 decoder layers over %5 + %6 "
                                       "positions at beam width %3, and the encoder's widest "
                                       "activation) = %7 GB per GPU (as given, else 16 halved until "
                                       "it fits with the recommended 20% headroom).")
        .arg(batch)
        .arg(num(s.memory.activationsGb / batch, 3))
        .arg(std::max(1, w.serving.beams))
        .arg(int(x.decoderLayers))
        .arg(int(x.s))
        .arg(num(windowAudio(w, a).tokens, 0), num(s.memory.activationsGb, 2));
}

void sizeSpeechInference(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a,
                         GpuSizing &s)
{
    WorkResult &r = s.work;
    r.unit = QStringLiteral("window");
    const SpeechShape x = speechShape(w.model);
    const WindowAudio audio = windowAudio(w, a);
    const int batch = holdSampleBatch(w, acc, a, kDefaultWindows, windowMemoryGb(w, x, audio.tokens), s);
    const WindowTime t = windowTime(w, acc, a, x, audio, batch);
    r.peakTflops = t.peak.tflops;
    r.peakFigure = t.peak.figure;
    const double call = t.callSeconds();
    r.perGpuRate = call > 0 ? batch / call : 0; // windows a second
    // The share of the peak reached on a window's FLOPs (encoder and decoding).
    const double flops = batch * t.encoderFlops + t.audio.tokens * t.stepFlops;
    r.computeEfficiency = call > 0 ? flops / call / std::max(1.0, t.peak.tflops * kFlopsPerTflop) : 0;

    s.inference.applies = false;
    // The audio read from storage: a recording's file (data.avg_file_mb) for the audio a window carries,
    // else what Whisper reads once decoded, 16 kHz mono 16-bit PCM (32,000 bytes a second); compressed
    // archives read less.
    const double clip = w.serving.clipSeconds;
    const double mbPerWindow = w.data.avgFileMb > 0 && clip > 0
                                   ? w.data.avgFileMb * std::min(1.0, audio.seconds / clip)
                                   : audio.seconds * kSpeechPcmBytesPerSecond / 1e6;
    const double windows = std::ceil(std::max(0.0, w.serving.audioHours) * kSecondsPerHour / audio.seconds);
    finishSampleJob(w, std::max(1.0, windows), mbPerWindow, s); // every GPU transcribes its share
}

} // namespace gpuplanner::planner

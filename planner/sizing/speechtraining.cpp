// Training a speech encoder-decoder (Whisper fine-tuning; task cv_training with a speech model, issue
// 23): what one training sample, a clip and its transcript, costs.
//
// - Every clip is padded to the encoder's 30 s window (Hugging Face's WhisperFeatureExtractor pads
//   the log-mel features to 3,000 frames; the encoder takes no other length), so each sample runs the
//   whole encoder whatever the clip's length: speechEncoderFlops, with the decoder's cross-attention
//   keys and values over its output.
// - The decoder runs once over the transcript (teacher forcing): tokens = model.decoder_tokens (per
//   30 s of speech, 128 by the presets) × clip ÷ 30 s, each speechDecoderTokenFlops at the mean
//   self-attention context (half the transcript), as a decode step counts it.
// - Activations: Korthikanti et al.'s bytes per layer and token (traininglike.cpp) over what the two
//   stacks hold: encoder layers × audio positions + decoder layers × transcript tokens.
// - What a sample reads from storage: its log-mel features, computed once before training and stored
//   in the reference recipe (Hugging Face's fine-tuning guide maps the data set through the feature
//   extractor first): mel bins × 3,000 frames × 4 bytes (float32) a clip, padded to 30 s; the data disk
//   keeps them beside the audio (dims_io.cpp). Reading and padding them is the loaders' work,
//   speech_clips_per_loader_core (inputpipeline.cpp), in series with the GPU where
//   training.dataloader_workers is 0.
#include "planner/sizing/domainwork.h"
#include "planner/sizing/speechshape.h"
#include "planner/workload/format.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <QCoreApplication>

namespace gpuplanner::planner {

bool isSpeechTraining(const Workload &w)
{
    return w.task == Task::CvTraining && w.model.kind == QLatin1String("speech");
}

SpeechTrainingSample speechTrainingSample(const Workload &w)
{
    SpeechTrainingSample out;
    const SpeechShape x = speechShape(w.model);
    out.clipSeconds = speechClipSeconds(w.training.clipSeconds);
    out.tokens = std::max(1.0, std::max(1, w.model.decoderTokens) * out.clipSeconds / kSpeechWindowSeconds);
    out.encoderGflops = speechEncoderFlops(x) / 1e9;
    out.decoderGflops = out.tokens * speechDecoderTokenFlops(x, out.tokens / 2) / 1e9;
    out.encoderTokenLayers = x.encoderLayers * x.s;
    out.tokenLayers = out.encoderTokenLayers + x.decoderLayers * out.tokens;
    out.hidden = x.h;
    out.heads = x.heads;
    out.audioPositions = x.s;
    out.mbPerSample = speechFeatureMbPerClip(w.model); // its stored features, read each epoch
    return out;
}

int speechMelBins(const ModelSpec &m)
{
    return m.melBins > 0 ? m.melBins : 80; // Whisper before large-v3
}

double speechFeatureMbPerClip(const ModelSpec &m)
{
    constexpr double kFrames = 3000; // 10 ms frames of the 30 s window
    constexpr double kBytes = 4;     // float32, as the feature extractor returns them
    return speechMelBins(m) * kFrames * kBytes / 1e6;
}

double speechTrainingFeaturesGb(const Workload &w)
{
    return w.training.samples * speechFeatureMbPerClip(w.model) / 1000.0;
}

QString speechTrainingSampleWhy(const Workload &w)
{
    const SpeechTrainingSample s = speechTrainingSample(w);
    return QCoreApplication::translate(
               "planner",
               "A training sample is a %1 s clip padded to the encoder's 30 s window: the encoder over %2 "
               "positions, %3 GFLOPs (with the decoder's cross-attention keys and values), + the decoder "
               "over its transcript, %4 tokens (%5 per 30 s × %1 ÷ 30), %6 GFLOPs = %7 GFLOPs forward. A "
               "clip's log-mel features are computed once before training, as Hugging Face's "
               "fine-tuning guide does, and stored: %8 MB a clip (%9 mel bins × 3,000 frames × 4 "
               "bytes), which the data loaders read and pad every epoch (see the CPU).")
        .arg(num(s.clipSeconds, 1), num(s.audioPositions, 0), num(s.encoderGflops, 0), num(s.tokens, 0))
        .arg(std::max(1, w.model.decoderTokens))
        .arg(num(s.decoderGflops, 1), num(s.forwardGflops(), 0), num(s.mbPerSample, 3))
        .arg(speechMelBins(w.model));
}

} // namespace gpuplanner::planner

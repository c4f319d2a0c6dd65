// The assumptions' table, the batch-inference part: what a vision or speech model's batch job moves and
// waits on beside the math (visioninference.cpp, speechinference.cpp).
#include "planner/workload/assumptions.h"

#include <QCoreApplication>

namespace gpuplanner::planner {

std::vector<Assumptions::Entry> Assumptions::describeBatchInference() const
{
    const QString ratio = QStringLiteral("ratio");
    return {
        {QStringLiteral("cnn_bytes_per_activation_inference"),
         QCoreApplication::translate("assumptions", "CNN batch-inference traffic per activation"),
         cnnBytesPerActivationInference, QStringLiteral("B"),
         QCoreApplication::translate(
             "assumptions",
             "Bytes moved at the datasheet bandwidth per activation of a forward pass when a "
             "convolutional network only infers (batch inference of a vision model): time per image = "
             "forward FLOPs ÷ (peak × the 0.80 convolution share) + this × activations ÷ bandwidth. "
             "Fitted on timm's RTX 3090 inference table (PyTorch 2.4, AMP, NCHW, batch 1,024; 771 "
             "convolutional networks): 726 within 0.67–1.5×. About a forward pass's own traffic: the "
             "convolution writes each activation, normalization and the activation function read and "
             "write it, the next layer reads it. Hold-outs: timm's RTX 4090 and RTX 5090 tables.")},
        {QStringLiteral("transformer_bytes_per_activation_inference"),
         QCoreApplication::translate("assumptions",
                                     "Vision-transformer batch-inference traffic per activation"),
         transformerBytesPerActivationInference, QStringLiteral("B"),
         QCoreApplication::translate(
             "assumptions",
             "The same for vision transformers (a vision model with attention heads), whose activations "
             "are layers × tokens × (10 × width + heads × tokens), tokens = forward FLOPs ÷ (24 × "
             "width² × layers): fitted on the same table's 148 ViT, DeiT, BEiT and EVA-02 rows with "
             "the 0.80 share, 142 within 0.67–1.5×.")},
        {QStringLiteral("speech_eager_step_ms"),
         QCoreApplication::translate("assumptions",
                                     "Speech decoding, framework defaults: host time per step"),
         speechEagerStepMs, QStringLiteral("ms"),
         QCoreApplication::translate(
             "assumptions",
             "Batch transcription with Whisper through PyTorch eager generate (Hugging Face transformers): "
             "each decode step runs the generate loop in Python (logits processors, stopping criteria, cache "
             "updates) and launches every decoder layer's kernels, time the GPU's own work (weights and "
             "attention caches at the decode bandwidth share) does not cover. Three runs of one source "
             "separate its parts: insanely-fast-whisper on an A100 80GB (transformers pipeline, Flash "
             "Attention 2, 20 s of new audio per 30 s window) transcribed 91.8 s of audio a second with "
             "large-v3 at 24 windows a call, 183.7 at 96, and 115.4 with distil-large-v2 (2 decoder layers) "
             "at "
             "24, leaving 32.4, 51.6 and 29.4 ms a step beyond the encoder and the decode roofline: 0.267 ms "
             "a sequence, (32.4 − 29.4) ÷ 30 = 0.099 ms a decoder layer, and 22.8 ms for the loop.")},
        {QStringLiteral("speech_eager_layer_step_ms"),
         QCoreApplication::translate("assumptions",
                                     "Speech decoding, framework defaults: host time per decoder layer"),
         speechEagerLayerStepMs, QStringLiteral("ms"),
         QCoreApplication::translate("assumptions",
                                     "The per-layer part of the same fit: large-v3 (32 decoder layers) and "
                                     "distil-large-v2 (2) at 24 windows a call differ by 3.0 ms a step: "
                                     "0.099 ms a layer.")},
        {QStringLiteral("speech_eager_sequence_step_ms"),
         QCoreApplication::translate("assumptions",
                                     "Speech decoding, framework defaults: host time per sequence"),
         speechEagerSequenceStepMs, QStringLiteral("ms"),
         QCoreApplication::translate("assumptions",
                                     "The per-sequence part of the same fit: (51.6 − 32.4) ms ÷ (96 − 24) "
                                     "sequences = 0.267 ms a sequence and step.")},
        {QStringLiteral("speech_optimized_layer_step_ms"),
         QCoreApplication::translate("assumptions",
                                     "Speech decoding, optimised engine: launch time per decoder layer"),
         speechOptimizedLayerStepMs, QStringLiteral("ms"),
         QCoreApplication::translate(
             "assumptions",
             "Engines that run the decoder from C++ (CTranslate2 under faster-whisper and WhisperX, "
             "TensorRT-LLM): fitted on faster-whisper's large-v2 run on a T4 (fp16, one window a call, "
             "greedy): 15.3 s of audio a second leaves 5.1 ms a step beyond the decode roofline, ÷ 32 "
             "decoder layers = 0.16 ms.")},
        {QStringLiteral("speech_pipeline_overlap"),
         QCoreApplication::translate("assumptions", "Speech windows per 30 s of audio, framework defaults"),
         speechPipelineOverlap, ratio,
         QCoreApplication::translate(
             "assumptions",
             "The transformers speech-recognition pipeline with chunk_length_s=30 strides each window by "
             "the default chunk_length_s ÷ 6 = 5 s on both sides, so a 30 s window brings 20 s of new "
             "audio: 30 ÷ 20 = 1.5 windows per 30 s of a long recording. Optimised engines (faster-whisper, "
             "WhisperX, TensorRT-LLM) cut windows without overlap.")}};
}

} // namespace gpuplanner::planner

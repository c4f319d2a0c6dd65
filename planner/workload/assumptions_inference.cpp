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
        {QStringLiteral("concat_passes_inference"),
         QCoreApplication::translate("assumptions", "DenseNet concatenations, inference: passes per element"),
         concatPassesInference, QStringLiteral("passes"),
         QCoreApplication::translate(
             "assumptions",
             "Each layer of a dense block reads the concatenation of every earlier output of its block "
             "(DenseNet; model.concat_inputs_m counts these elements, which fvcore's activation count "
             "leaves out). Eager PyTorch touches each element 7 times in a forward pass: the "
             "concatenation copies it (read, write), batch normalization reads and writes it, the ReLU "
             "reads and writes it, the 1×1 convolution reads it; × the element's bytes (14 B at 16 "
             "bits). A closed form, not fitted: timm's DenseNet-121, -169, -201 and -161 on the RTX "
             "3090, 4090 and 5090 read 0.88-1.06 with it, 1.53-2.23 without.")},
        {QStringLiteral("concat_passes_training"),
         QCoreApplication::translate("assumptions", "DenseNet concatenations, training: passes per element"),
         concatPassesTraining, QStringLiteral("passes"),
         QCoreApplication::translate(
             "assumptions",
             "The same per training sample: the forward pass's 7 and one more read for batch "
             "normalization's batch statistics (8); the backward pass's 13: the convolution's weight "
             "gradient reads the input and its data gradient writes one (2), the ReLU's backward reads "
             "the gradient and the output and writes one (3), batch normalization's backward reads "
             "input and gradient for its sums and again for the elementwise pass and writes one (5), "
             "the concatenation's backward adds each slice into the earlier layer's gradient (3). 42 B "
             "at 16 bits; timm's training table (RTX 3090, NCHW and NHWC) reads 0.88-1.09 with it.")},
        {QStringLiteral("concat_passes_optimized"),
         QCoreApplication::translate("assumptions", "DenseNet concatenations, optimised stack"),
         concatPassesOptimized, QStringLiteral("passes"),
         QCoreApplication::translate(
             "assumptions",
             "With an optimised stack the layers write into the concatenation in place (TensorRT's "
             "concatenation elision; the shared buffers of memory-efficient DenseNet, Pleiss et al. "
             "2017) and normalization and ReLU run as one pass: read and write in that pass, the "
             "convolution's read (3) in inference; training scales the framework's 21 by the same 3 ÷ "
             "7. No optimised DenseNet run was found to check it.")},
        {QStringLiteral("concat_saved_copies"),
         QCoreApplication::translate("assumptions", "DenseNet concatenations kept for the backward pass"),
         concatSavedCopies, QStringLiteral("copies"),
         QCoreApplication::translate(
             "assumptions",
             "Copies of each concatenated element a training step keeps until the backward pass: the "
             "concatenation (batch normalization's input) and the in-place ReLU's output (the "
             "convolution's input), × the element's bytes; the reason DenseNet's memory grows with the "
             "square of the depth (Pleiss et al. 2017). With ResNet-50's 0.0395 GB per 11.11 M "
             "activations, timm's largest batches on a 24 GB RTX 3090 follow: DenseNet-121 and -169 "
             "at 256, -201 at 192, -161 at 128, each one step above not fitting.")},
        {QStringLiteral("detection_bytes_per_score"),
         QCoreApplication::translate("assumptions", "Detector post-processing traffic per class score"),
         detectionBytesPerScore, QStringLiteral("B"),
         QCoreApplication::translate(
             "assumptions",
             "A detector's head writes a score for every anchor and class (RetinaNet at 800×800: 13,343 "
             "positions × 9 anchors × 264 classes = 31.7 million; model.detection_scores_m), and the "
             "post-processing (sigmoid, top-k per level, box decoding, non-maximum suppression) reads "
             "them on the GPU after the convolutions: bytes moved per score at the datasheet bandwidth. "
             "Fitted on MLPerf Inference v3.0 RetinaNet Offline (TensorRT, INT8) on 8 A100 SXM: 725.4 "
             "images/s a GPU measured = 1.379 ms, the convolutions 1.051 ms, 0.328 ms × 2,039 GB/s ÷ "
             "31.7 million = 21.1 B, about five passes over FP32 scores. Hold-outs: the same round's "
             "A100 PCIe, H100 PCIe, 8 H100 SXM and L4 read 0.93-1.14 with it, 1.44-1.79 without (the "
             "L4's 300 GB/s spends 2.2 ms an image on it).")},
        {QStringLiteral("vision_layer_us_tensorrt"),
         QCoreApplication::translate("assumptions",
                                     "Vision model: kernel latency per layer, launched one by one"),
         visionLayerUsTensorRt, QStringLiteral("µs"),
         QCoreApplication::translate(
             "assumptions",
             "A call of a small batch (serving.max_batch) leaves each layer's kernel too little work to "
             "fill the GPU: it takes about this long whatever its work, so a call costs model.conv_layers "
             "× this + the batch × an image's math and traffic, when the kernels are launched one by one "
             "(a TensorRT engine called per image, eager PyTorch's GPU side). Fitted (least squares on "
             "the log of the rate) on Ultralytics' YOLOv8 table, TensorRT FP16 at batch 1 on an A100 (n, "
             "s, m, l, x: 0.99-3.53 ms; 63-103 layers counted from the architecture): 0.91-1.21 with it, "
             "2.7-11× too fast without. Hold-outs: YOLO11 n-x on a T4 with TensorRT 10 (1.5-11.3 ms) "
             "0.79-1.02, 1.35-2.88 without. Without a batch the rate is a full GPU's: a server fills its "
             "calls and runs several at once.")},
        {QStringLiteral("vision_layer_us_graph"),
         QCoreApplication::translate("assumptions", "Vision model: kernel latency per layer, compiled graph"),
         visionLayerUsGraph, QStringLiteral("µs"),
         QCoreApplication::translate(
             "assumptions",
             "The same latency when an optimised stack replays the call as a compiled graph (CUDA graphs "
             "in MLPerf-grade harnesses): each kernel's launch costs little, the under-filled kernel "
             "remains. Fitted on MLPerf Inference v3.0's SingleStream ResNet-50 (INT8, TensorRT, LWIS) on "
             "an A100 PCIe: 476.4 µs at the 90th percentile, 54 layers, 27.9 µs of work. Hold-outs: "
             "RetinaNet on the A100 PCIe 1.26; on an L4, with the latency scaled to its 2,040 MHz clock "
             "(kernel_latency_reference_mhz), RetinaNet 0.94 and ResNet-50 0.85 (0.90 and 0.64 "
             "unscaled).")},
        {QStringLiteral("encoder_layer_us_small_batch"),
         QCoreApplication::translate("assumptions", "Encoder: kernel latency per layer at a small batch"),
         encoderLayerUsSmallBatch, QStringLiteral("µs"),
         QCoreApplication::translate(
             "assumptions",
             "A transformer encoder's call of a small batch (serving.max_batch) runs each layer's kernels "
             "(QKV, fused attention, projection, normalization, MLP) too short of work to fill the GPU: a "
             "call costs layers × this + the batch × a sequence's math and traffic. Fitted (least squares "
             "on the log of the rate) on TensorRT's demoBERT table at batch 1 on an A100 40GB (BERT-Base "
             "and -Large, 128 and 384 tokens, INT8 and FP16: 0.54-2.96 ms): 0.79-1.36. Hold-outs, the "
             "same table on an L4 0.95-1.41 and an L40S 0.81-1.22 (16 of 16 in band) with the latency "
             "scaled to their clocks (kernel_latency_reference_mhz; 0.73-1.20 and 0.49-0.97 unscaled). "
             "Without it the A100 rows read 2.1-8.5× too fast.")},
        {QStringLiteral("kernel_latency_reference_mhz"),
         QCoreApplication::translate("assumptions", "Small-batch kernel latency: clock it was fitted at"),
         kernelLatencyReferenceMhz, QStringLiteral("MHz"),
         QCoreApplication::translate(
             "assumptions",
             "The three latencies per layer (vision_layer_us_tensorrt, vision_layer_us_graph, "
             "encoder_layer_us_small_batch) are fitted on A100s, whose boost clock is 1,410 MHz (the "
             "catalog's "
             "boost_clock of its A100 rows: TechPowerUp's GPU database, AnandTech). A kernel too short of "
             "work to fill the GPU runs "
             "on a few SMs for as many cycles as its instructions take, so on another card the latency is "
             "scaled by this ÷ the card's boost clock. The boost clock, not a power-capped card's "
             "sustained one: a call of a few short kernels leaves the card below its power limit. "
             "Hold-outs (none fitted on): TensorRT demoBERT at batch 1 on an L4 (2,040 MHz) 0.95-1.41 and "
             "an L40S (2,520 MHz) 0.81-1.22, where one latency for every card read 0.73-1.20 and "
             "0.49-0.97; MLPerf v3.0 SingleStream ResNet-50 and RetinaNet on the L4 0.85 and 0.94 (0.64, "
             "0.90); YOLO11 n-x on a T4 (1,590 MHz) 0.86-1.05 (0.79-1.02; at the T4's 900 MHz sustained "
             "clock they would read 0.56-0.89). Added after the term, before they were read: TensorRT "
             "8.5.1's demoBERT at batch 1 on a T4 1.01-1.34 and an A30 (1,440 MHz) 0.83-1.34, 16 of 16.")},
        {QStringLiteral("vision_layer_dispatch_us_framework"),
         QCoreApplication::translate("assumptions", "Vision model: host dispatch per layer, eager PyTorch"),
         visionLayerDispatchUsFramework, QStringLiteral("µs"),
         QCoreApplication::translate(
             "assumptions",
             "Eager PyTorch issues every layer's operations (convolution, activation, concatenations) "
             "from Python while the GPU runs them; at a small batch the host is the slower of the two: "
             "a call takes max(model.conv_layers × this, the GPU's time). Fitted on YOLOv5n at batch 1 "
             "in FP16 on a V100 of an AWS p3.2xlarge (a 2.3 GHz Xeon E5-2686 v4 host; Ultralytics' "
             "README: 6.3 ms, 60 layers, 0.32 ms of GPU work). Hold-outs: YOLOv5s, m, l, x of the same "
             "table (6.4-12.1 ms, 60-126 layers) 0.91-1.02. A faster host core dispatches faster.")},
        {QStringLiteral("eager_attention_passes"),
         QCoreApplication::translate("assumptions", "Eager attention: passes over each score"),
         eagerAttentionPasses, QStringLiteral("passes"),
         QCoreApplication::translate(
             "assumptions",
             "An attention layer that is not fused (serving.attention \"eager\": diffusers on PyTorch "
             "before 2.0 without xformers) writes every query-key score to memory and reads it back: the "
             "QKᵀ matmul writes the scores, the softmax reads them and writes the probabilities, the P·V "
             "matmul reads those, 4 passes of 2 bytes at 16 bits (4 at FP32), at the datasheet "
             "bandwidth, on top of the math. A closed form counted from the kernels, nothing fitted. "
             "FlashAttention, PyTorch SDPA and xformers keep the scores on chip. Stable Diffusion 1.x at "
             "512×512 computes 732.3 million scores a UNet pass (model.attention_scores_m): 351 GB an "
             "image over 30 steps with guidance, 0.18 s on an A100 80GB PCIe. Lambda's benchmark of "
             "diffusers 0.11 without xformers: 0.89 and 0.60 s an image at batch 16 on an A100 80GB PCIe "
             "and an H100 PCIe (with xformers 0.62 on the A100); the engine gives 0.61 and 0.48 s with the "
             "scores, 0.43 and 0.31 without. The diffusers documentation's 2023-03 table (50 steps) puts "
             "the scores' cost, its Vanilla minus SDPA time, at 0.34, 0.98, 2.27, 0.44 and 0.58 s an image "
             "on an A100 (40 GB), A10, T4, V100 and RTX 3090; this gives 0.38, 0.98, 1.83, 0.65 and 0.63.")},
        {QStringLiteral("eager_attention_buffers"),
         QCoreApplication::translate("assumptions", "Eager attention: score-sized buffers held at once"),
         eagerAttentionBuffers, QStringLiteral("buffers"),
         QCoreApplication::translate(
             "assumptions",
             "diffusers' unfused attention processor (AttnProcessor, diffusers 0.11-0.14) allocates an empty "
             "tensor of the scores' size as torch.baddbmm's input, writes the scores, and the softmax writes "
             "the probabilities before the scores are freed: three buffers of the largest layer's scores "
             "(model.attention_layer_scores_m) for every image and guidance pass of a call, 2 bytes each at "
             "16 bits. Counted from the code, nothing fitted. It reproduces where the diffusers "
             "documentation's 2023-03 table ran out of memory (SD v1.4 at 512×512: 134.2 million scores in a "
             "64×64 layer, 1.61 GB an image with guidance): batch 10 ran and 16 did not on the 24 GB A10 and "
             "RTX 3090, 4 ran and 8 did not on the 16 GB T4 and V100, 16 ran and 32 did not on the A100 "
             "(40 GB); with two buffers the T4 and V100 at 8 would fit.")},
        {QStringLiteral("eager_attention_passes_training"),
         QCoreApplication::translate("assumptions", "Eager attention in training: passes over each score"),
         eagerAttentionPassesTraining, QStringLiteral("passes"),
         QCoreApplication::translate(
             "assumptions",
             "A diffusion model trained with an attention that is not fused (training.attention "
             "\"eager\" with model.attention_scores_m): the forward's 4 passes over each score (as in "
             "inference) and the backward's 7: the probabilities' gradient is written (1), the softmax's "
             "backward reads the probabilities and that gradient and writes the scores' gradient (3), the "
             "values' gradient reads the probabilities (1), the queries' and keys' gradients read the "
             "scores' gradient (2); full recomputation repeats the forward's 4. At the datasheet bandwidth "
             "on top of the math; a closed form counted from eager PyTorch's kernels, nothing fitted. The "
             "activation estimate assumes gradient checkpointing, under which a block's probabilities live "
             "only while it is recomputed, so no memory is added for them.")},
        {QStringLiteral("eager_attention_passes_encoder"),
         QCoreApplication::translate("assumptions", "Eager attention in an encoder: passes over each score"),
         eagerAttentionPassesEncoder, QStringLiteral("passes"),
         QCoreApplication::translate(
             "assumptions",
             "A transformer encoder's batch job with an attention that is not fused (serving.attention "
             "\"eager\": BERT in Hugging Face transformers before its SDPA path, 4.41 in 2024, and the "
             "TorchScript or ONNX graphs exported from it): QKᵀ writes each score (1), the division by "
             "√(head dim) reads and writes it (2), the attention mask's addition reads and writes it (2), "
             "the softmax reads it and writes the probability (2), P·V reads that (1): 8 passes of the "
             "element's bytes over layers × heads × tokens² scores a sequence, at the datasheet bandwidth, "
             "on top of the math. A closed form counted from the code, nothing fitted. FasterTransformer's "
             "TorchScript baseline of BERT-Base (12 × 12 × 384² = 21.2 million scores) ran at 0.60 of its "
             "fused kernels on an A10: 0.57 ms a sequence of 600 GB/s; with it that row reads 1.31, "
             "without 1.93.")},
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

#pragma once

#include "planner/workload/workload.h"

namespace gpuplanner::planner::est {

// Bytes per parameter of stored weights in a precision.
// INT4 counts group-wise FP16 scales: 4 bits + 16 bits per group of 128 (GPTQ/AWQ default group
// size) = 4.125 bits = 0.515625 B. INT8 per-channel scales are negligible (one per row).
double weightBytesPerParam(Precision p);

// NF4 with double quantization (Dettmers et al. 2023, QLoRA §3): 4 + 8/64 + 32/(64·256) bits.
double nf4BytesPerParam();

// Weights resident on all GPUs together (MoE: every expert is resident), in bytes.
double weightBytes(double parameters, Precision p);

// Model states per GPU of mixed-precision Adam training, in bytes (Rajbhandari et al. 2020, ZeRO §3):
// weights Φ·w + gradients Φ·g + optimizer states Φ·K, with (w, g, K) = (2, 2, 12) for BF16/FP16/FP8
// mixed precision (FP32 master weights, momentum, variance) and (4, 4, 8) for pure FP32.
// Stage 1 divides K by the data-parallel degree Nd, stage 2 also g, stage 3 also w.
// Tensor parallelism t divides everything first. Offloaded parts are not on the GPU.
struct ModelStates
{
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double hostOffload = 0; // bytes per GPU placed in host RAM by offloading
    double total() const { return weights + gradients + optimizer; }
};
ModelStates modelStates(double parameters, Precision p, int zeroStage, int dataParallel, int tensorParallel,
                        Offload offload);

// Trainable parameters of LoRA adapters of rank r on every linear layer of attention and MLP
// (q, k, v, o, gate, up, down), as QLoRA (Dettmers et al. 2023 §4) recommends: r·(d_in + d_out) each.
double loraParameters(const ModelSpec &m, int rank);

// Activation bytes of one transformer layer for sequence s, micro-batch b, hidden h, heads a,
// tensor parallel t (Korthikanti et al. 2022, "Reducing Activation Recomputation in Large
// Transformer Models", §4, 16-bit activations):
//   none, t = 1:                 s·b·h·(34 + 5·a·s/h)
//   none, t > 1 (with sequence parallelism): s·b·h·(34 + 5·a·s/h) / t
//   selective recomputation:     s·b·h·34 / t
//   full recomputation:          2·s·b·h  (only the layer input is kept)
double activationBytesPerLayer(double s, double b, double h, double a, int t, Recompute r);

// Total activations of a training step on one GPU: layers × per layer, plus the logits kept for
// the loss (s·b·vocab·bytes / t). FP32 activations double the 16-bit figures. Without recomputation
// a fused attention kernel (FlashAttention, PyTorch SDPA; `scoresStored` false) keeps no s×s scores,
// so a layer keeps what selective recomputation keeps (34·s·b·h / t).
double activationBytes(const ModelSpec &m, double s, double b, int t, Recompute r, Precision p,
                       double logitsBytesPerElement, bool scoresStored = true);

// KV-cache bytes per token: 2 × layers × KV heads × head dim × bytes (grouped-query attention uses
// the KV heads, not the attention heads). MLA (DeepSeek-V2/V3) caches the compressed latent plus
// the decoupled RoPE key: layers × (kv_lora_rank + qk_rope_head_dim) × bytes.
double kvBytesPerToken(const ModelSpec &m, double bytesPerElement);
// KV cache of one sequence of `tokens`: a sliding-window layer keeps at most its window, the other
// layers every token (kvBytesPerToken × tokens without a window).
double kvBytesForContext(const ModelSpec &m, double bytesPerElement, double tokens);

// Parameters every token uses outside the experts of an MoE model, which expert parallelism does not
// split: attention (q, k, v, o: hidden × head dim × (heads + 2 KV heads) + heads × head dim × hidden;
// MLA: q at full width, the latent down-projection hidden × (kv_lora_rank + rope), its up-projection
// kv_lora_rank × heads × 2 head dims) in every layer, plus input and output embeddings (vocab ×
// hidden × 2), the dense MLP layers of an MoE (DeepSeek-V3's first 3, Llama 4 Maverick's even layers)
// and its shared experts (SwiGLU, 3 × hidden × width each). Bounded by the active parameters (all of
// these are active). A dense model: all its parameters.
double nonExpertParameters(const ModelSpec &m);

// Attention FLOPs of one decode token over `context` cached tokens in every layer: QKᵀ and PV,
// 2 × 2 × heads × head dim × context per layer; MLA absorbed into its latent (DeepSeek-V3's inference
// form): 2 × heads × (kv_lora_rank + rope + kv_lora_rank) × context.
double decodeAttentionFlops(const ModelSpec &m, double context);

// Attention FLOPs of prefilling one prompt of `tokens` (causal): every query multiplies with the keys
// it sees, all earlier tokens (tokens²/2 in all) or at most the window on a sliding-window layer
// (tokens × window − window²/2), in QKᵀ over the query-key width (MLA: head dim + its decoupled RoPE
// dims) and in P·V over the value width, 2 FLOPs a multiply-add. Full layers: 2 × L × s² × heads ×
// head dim.
double prefillAttentionFlops(const ModelSpec &m, double tokens);

// Layers with a sliding window that is shorter than `tokens` (0 when none is).
int layersWindowedAt(const ModelSpec &m, double tokens);

// KV-cache element size for a weight precision: FP8 serving keeps an FP8 cache, FP32 an FP32 one,
// everything else (including INT8/INT4 weight-only quantization) a 16-bit cache.
double kvBytesPerElement(Precision p);

} // namespace gpuplanner::planner::est

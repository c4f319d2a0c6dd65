#include "planner/sizing/estimators/memory.h"

#include <algorithm>

namespace gpuplanner::planner::est {

namespace {
constexpr double kInt4GroupSize = 128;      // GPTQ / AWQ default quantization group
constexpr double kScaleBits = 16;           // one FP16 scale per group
// NVFP4: 4-bit E2M1 values with one FP8 (E4M3) scale per 16-value block (NVIDIA, "Introducing NVFP4 for
// Efficient and Accurate Low-Precision Inference", 2025); the per-tensor FP32 scale is negligible.
constexpr double kFp4BlockSize = 16;
constexpr double kFp4ScaleBits = 8;
constexpr double kNf4BlockSize = 64;        // QLoRA first-level block
constexpr double kNf4SecondBlock = 256;     // QLoRA double-quantization block
} // namespace

double weightBytesPerParam(Precision p)
{
    switch (p) {
    case Precision::Fp32: return 4;
    case Precision::Bf16:
    case Precision::Fp16: return 2;
    case Precision::Fp8:
    case Precision::Int8: return 1;
    case Precision::Int4: return (4.0 + kScaleBits / kInt4GroupSize) / 8.0;
    case Precision::Fp4:
        return (4.0 + kFp4ScaleBits / kFp4BlockSize) / 8.0;
    }
    return 2;
}

double nf4BytesPerParam()
{
    return (4.0 + 8.0 / kNf4BlockSize + 32.0 / (kNf4BlockSize * kNf4SecondBlock)) / 8.0;
}

double weightBytes(double parameters, Precision p)
{
    return parameters * weightBytesPerParam(p);
}

ModelStates modelStates(double parameters, Precision p, int zeroStage, int dataParallel, int tensorParallel,
                        Offload offload)
{
    const bool fp32 = p == Precision::Fp32;
    const double w = fp32 ? 4 : 2;
    const double g = fp32 ? 4 : 2;
    const double k = fp32 ? 8 : 12;
    const double phi = parameters / std::max(1, tensorParallel);
    const double nd = std::max(1, dataParallel);
    ModelStates s;
    s.weights = phi * w / (zeroStage >= 3 ? nd : 1);
    s.gradients = phi * g / (zeroStage >= 2 ? nd : 1);
    s.optimizer = phi * k / (zeroStage >= 1 ? nd : 1);
    if (offload != Offload::None) {
        // ZeRO-Offload: optimizer states (and the FP32 update) live in host memory.
        s.hostOffload += s.optimizer;
        s.optimizer = 0;
    }
    if (offload == Offload::OptimizerAndParams) {
        // ZeRO-Infinity parameter offload: the weights are fetched layer by layer; the GPU keeps
        // no full copy (the working layer is part of the runtime overhead).
        s.hostOffload += s.weights;
        s.weights = 0;
    }
    return s;
}

double loraParameters(const ModelSpec &m, int rank)
{
    const double h = m.hidden;
    const double kvDim = double(m.kvHeads) * m.headDim;
    const double qDim = double(m.heads) * m.headDim;
    const double inter = m.intermediate > 0 ? m.intermediate : 4.0 * h;
    const bool gated = m.intermediate > 0; // gate/up/down (SwiGLU) when the config names an intermediate size
    double perLayer = (h + qDim) + 2 * (h + kvDim) + (qDim + h);
    perLayer += gated ? 3 * (h + inter) : 2 * (h + inter);
    return double(rank) * perLayer * m.layers;
}

double activationBytesPerLayer(double s, double b, double h, double a, int t, Recompute r)
{
    const double tp = std::max(1, t);
    switch (r) {
    case Recompute::Full: return 2.0 * s * b * h; // Korthikanti et al. Table 2: independent of t
    case Recompute::Selective: return s * b * h * 34.0 / tp;
    case Recompute::None: break;
    }
    return s * b * h * (34.0 + 5.0 * a * s / h) / tp;
}

double activationBytes(const ModelSpec &m, double s, double b, int t, Recompute r, Precision p,
                       double logitsBytesPerElement, bool scoresStored)
{
    const double scale = p == Precision::Fp32 ? 2.0 : 1.0;
    const Recompute kept = r == Recompute::None && !scoresStored ? Recompute::Selective : r;
    double layers = m.layers * activationBytesPerLayer(s, b, m.hidden, m.heads, t, kept) * scale;
    // Full recomputation keeps each layer's input; the backward pass rebuilds one layer at a time and
    // holds its activations while it runs (Korthikanti et al. 2022 §4.1), with a fused attention kernel
    // what selective recomputation keeps of one layer.
    if (kept == Recompute::Full && m.layers > 0)
        layers += activationBytesPerLayer(s, b, m.hidden, m.heads, t, Recompute::Selective) * scale;
    const double logits = s * b * double(m.vocab) * logitsBytesPerElement / std::max(1, t);
    return layers + logits;
}

double kvBytesPerToken(const ModelSpec &m, double bytesPerElement)
{
    if (m.kvLoraRank > 0)
        return double(m.layers) * (m.kvLoraRank + m.qkRopeHeadDim) * bytesPerElement;
    return 2.0 * m.layers * m.kvHeads * m.headDim * bytesPerElement;
}

double kvBytesForContext(const ModelSpec &m, double bytesPerElement, double tokens)
{
    const double perToken = kvBytesPerToken(m, bytesPerElement);
    if (m.slidingWindow <= 0 || m.slidingLayers <= 0 || m.layers <= 0)
        return perToken * tokens;
    const double sliding = std::clamp(double(m.slidingLayers) / m.layers, 0.0, 1.0);
    return perToken * ((1.0 - sliding) * tokens + sliding * std::min(tokens, double(m.slidingWindow)));
}

double nonExpertParameters(const ModelSpec &m)
{
    const double total = m.parametersB * 1e9;
    const double active = m.activeParametersB * 1e9;
    if (!m.isMoe())
        return total;
    const double h = m.hidden, heads = m.heads, d = m.headDim;
    const double attention = m.kvLoraRank > 0
                                 ? h * heads * (d + m.qkRopeHeadDim) + h * (m.kvLoraRank + m.qkRopeHeadDim) +
                                       double(m.kvLoraRank) * heads * 2 * d + heads * d * h
                                 : h * d * (heads + 2.0 * m.kvHeads) + heads * d * h;
    const double embeddings = 2.0 * m.vocab * h;
    // Dense MLP layers and shared experts (SwiGLU: 3 matrices of hidden × width).
    const double denseMlp = 3.0 * h * (m.intermediate > 0 ? m.intermediate : 4.0 * h) * m.denseLayers;
    const double shared = 3.0 * h * (m.moeIntermediate > 0 ? m.moeIntermediate : m.intermediate) *
                          m.sharedExperts * m.moeLayers();
    return std::clamp(m.layers * attention + embeddings + denseMlp + shared, 0.0, active);
}

double decodeAttentionFlops(const ModelSpec &m, double context)
{
    const double width = m.kvLoraRank > 0 ? 2.0 * m.kvLoraRank + m.qkRopeHeadDim : 2.0 * m.headDim;
    return 2.0 * m.layers * double(m.heads) * width * context;
}

int layersWindowedAt(const ModelSpec &m, double tokens)
{
    if (m.slidingWindow <= 0 || tokens <= m.slidingWindow)
        return 0;
    return std::clamp(m.slidingLayers, 0, std::max(0, m.layers));
}

double prefillAttentionFlops(const ModelSpec &m, double tokens)
{
    if (m.layers <= 0 || m.heads <= 0 || m.headDim <= 0 || tokens <= 0)
        return 0;
    const int windowed = layersWindowedAt(m, tokens);
    const double w = m.slidingWindow;
    const double keys =
        double(m.layers - windowed) * tokens * tokens / 2.0 + windowed * (tokens * w - w * w / 2.0);
    const double width = 2.0 * m.headDim + (m.kvLoraRank > 0 ? m.qkRopeHeadDim : 0);
    return 2.0 * m.heads * width * keys;
}

double kvBytesPerElement(Precision p)
{
    switch (p) {
    case Precision::Fp32: return 4;
    case Precision::Fp8: return 1;
    default: return 2;
    }
}

} // namespace gpuplanner::planner::est

// A video diffusion preset's clip (resolution and frames) and what changing it costs: the latent tokens
// of a clip through a VAE of stride 4x8x8 and a transformer patch of 1x2x2 (Wan2.1, HunyuanVideo,
// CogVideoX: tests/data/fidelity/video-dit-counts.py), and the preset's FLOPs and attention scores
// rescaled to another clip: the pass's linear work follows the tokens, its attention their square.
#pragma once

#include "planner/workload/workload.h"

#include <optional>
#include <QString>

namespace gpuplanner::planner {

struct VideoClip
{
    int width = 0, height = 0, frames = 0;
};

// "832x480" → 832 × 480; nullopt when the text is not two numbers joined by an x.
std::optional<VideoClip> parseVideoSize(const QString &text);

// Latent tokens of a clip: ((frames − 1) ÷ 4 + 1) latent frames × (height ÷ 16) × (width ÷ 16).
double videoLatentTokens(const VideoClip &clip);

// What is wrong with a clip for these models, empty when nothing: sides multiples of 16 from 64 to
// 4096, frames 4n + 1 (the VAE keeps the first frame and folds each next 4 into one).
QString videoClipProblem(const VideoClip &clip);

// The preset's pass rescaled from its clip to `to` (ratio r of latent tokens): GFLOPs = the linear part
// × r + the attention part (4 × scores × head width) × r², scores × r²; the sample's words name the new
// clip.
void rescaleVideoPass(ModelSpec &m, const VideoClip &from, const VideoClip &to);

} // namespace gpuplanner::planner

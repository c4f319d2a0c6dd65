#!/usr/bin/env python3
"""FLOPs and attention scores of one transformer pass of a text-to-video diffusion model.

The presets' gflops_per_sample and attention_scores_m (resources/catalog/models.json) and the video rows
of measurements.json are counted here from the models' published configurations:
- Wan2.1-T2V-14B and -1.3B (github.com/Wan-Video/Wan2.1 wan/configs/wan_t2v_14B.py, wan_t2v_1_3B.py:
  40 / 30 blocks, width 5120 / 1536, 40 / 12 heads of 128, FFN 13824 / 8960; VAE stride 4x8x8, patch
  (1, 2, 2)): self-attention over the video tokens and a cross-attention to 512 umT5 tokens per block.
- HunyuanVideo (github.com/Tencent/HunyuanVideo hyvideo/modules/models.py: 20 double-stream and 40
  single-stream blocks, width 3072, 24 heads of 128, MLP 4 x width; VAE 4x8x8, patch (1, 2, 2); text
  length 256): joint attention over video and text tokens.
- CogVideoX-5B and -2B (github.com/THUDM/CogVideo sat/configs/cogvideox_5b.yaml, cogvideox_2b.yaml: 42 /
  30 layers, width 3072 / 1920, 48 / 30 heads of 64, FFN 4 x width; VAE 4x8x8, patch 2 in space only;
  226 T5 tokens): joint attention over video and text tokens.
A multiply-add is 2 FLOPs. Per token and block the weights cost 2 x their size: attention projections
4 x width^2, a cross-attention's query and output 2 x width^2 (its key and value over the text tokens), the
MLP 2 x width x FFN. Attention costs 4 x queries x keys x width (QK^T and P.V). Modulation (once a step,
not per token), embeddings, the VAE and the text encoder are left out.
"""


def latent_tokens(height, width, frames, spatial=8, temporal=4, patch_t=1, patch_hw=2):
    latent_frames = (frames - 1) // temporal + 1
    return (latent_frames // patch_t) * (height // spatial // patch_hw) * (width // spatial // patch_hw)


def cross_attention_dit(tokens, blocks, width, heads, ffn, text=512):
    """Wan: self-attention over the video tokens, cross-attention to the text tokens."""
    linear = 2 * blocks * (tokens * (4 * width**2 + 2 * width**2 + 2 * width * ffn) + text * 2 * width**2)
    scores = blocks * heads * (tokens * tokens + tokens * text)
    attention = 4 * scores * (width // heads)
    return linear + attention, scores, heads * tokens * tokens


def joint_attention_dit(tokens, blocks, width, heads, ffn, text):
    """HunyuanVideo, CogVideoX: one attention over the video and text tokens together."""
    n = tokens + text
    linear = 2 * blocks * n * (4 * width**2 + 2 * width * ffn)
    scores = blocks * heads * n * n
    attention = 4 * scores * (width // heads)
    return linear + attention, scores, heads * n * n


def wan14b(h=720, w=1280, frames=81):
    return cross_attention_dit(latent_tokens(h, w, frames), 40, 5120, 40, 13824)


def wan1_3b(h=480, w=832, frames=81):
    return cross_attention_dit(latent_tokens(h, w, frames), 30, 1536, 12, 8960)


def hunyuan(h=720, w=1280, frames=129):
    return joint_attention_dit(latent_tokens(h, w, frames), 60, 3072, 24, 4 * 3072, 256)


def cogvideox5b(h=480, w=720, frames=49):
    return joint_attention_dit(latent_tokens(h, w, frames), 42, 3072, 48, 4 * 3072, 226)


def cogvideox2b(h=480, w=720, frames=49):
    return joint_attention_dit(latent_tokens(h, w, frames), 30, 1920, 30, 4 * 1920, 226)


if __name__ == "__main__":
    rows = [("Wan2.1-T2V-14B, 1280x720, 81 frames", wan14b()),
            ("Wan2.1-T2V-14B, 832x480, 81 frames", wan14b(480, 832)),
            ("Wan2.1-T2V-1.3B, 832x480, 81 frames", wan1_3b()),
            ("Wan2.1-T2V-1.3B, 1280x720, 81 frames", wan1_3b(720, 1280)),
            ("HunyuanVideo, 1280x720, 129 frames", hunyuan()),
            ("HunyuanVideo, 960x960, 129 frames", hunyuan(960, 960)),
            ("CogVideoX-5B, 720x480, 49 frames", cogvideox5b()),
            ("CogVideoX-2B, 720x480, 49 frames", cogvideox2b())]
    for name, (flops, scores, layer) in rows:
        print(f"{name}: {flops / 1e9:,.0f} GFLOPs a pass; {scores / 1e6:,.2f} M scores; "
              f"largest layer {layer / 1e6:,.2f} M")

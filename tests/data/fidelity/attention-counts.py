#!/usr/bin/env python3
"""Attention scores one forward pass of a diffusion model computes (model.attention_scores_m).

A score is one query-key product of one head: heads x queries x keys, summed over the attention layers.
Counted from the architectures' published configs, at the resolution of each preset:
- Stable Diffusion 1.x UNet (CompVis/stable-diffusion-v1-4 and runwayml/stable-diffusion-v1-5,
  unet/config.json: block_out_channels [320, 640, 1280, 1280], down blocks 3 x CrossAttnDownBlock2D +
  DownBlock2D, layers_per_block 2 (up blocks 3), attention_head_dim 8 = 8 heads, one transformer layer
  per attention, a UNetMidBlock2DCrossAttn; cross_attention_dim 768 over CLIP's 77 tokens).
- Stable Diffusion 2.x base (stabilityai/stable-diffusion-2-base: the same layout, heads of 64
  dimensions: attention_head_dim [5, 10, 20, 20]).
- SDXL base (stabilityai/stable-diffusion-xl-base-1.0, unet/config.json: block_out_channels
  [320, 640, 1280], DownBlock2D + 2 x CrossAttnDownBlock2D, transformer_layers_per_block [1, 2, 10],
  attention_head_dim [5, 10, 20] heads, a mid block of 10 transformer layers; 77 text tokens).
- FLUX.1-dev (black-forest-labs/FLUX.1-dev transformer/config.json: 19 double-stream and 38
  single-stream blocks, 24 heads, joint attention over the image tokens and 512 T5 tokens).
Every transformer layer of a UNet has a self-attention over the latent's positions and a
cross-attention from them to the text tokens.
"""


def largest_layer(latent, levels):
    """The largest self-attention layer's scores (heads x tokens^2): what an eager attention holds."""
    return max(heads * ((latent // size) ** 2) ** 2 for size, heads, _ in levels)


def unet_scores(latent, levels, text_tokens=77):
    """levels: per resolution level (from the top), (heads, transformer layers down, up) where the
    level has attention; the mid block is the last entry at the lowest resolution."""
    self_scores = cross = 0
    for size, heads, layers in levels:
        tokens = (latent // size) ** 2
        self_scores += layers * heads * tokens * tokens
        cross += layers * heads * tokens * text_tokens
    return self_scores + cross


def sd1(latent=64):
    # 3 attention levels: 2 transformer layers down, 3 up; the mid block at 1/8 with one.
    return unet_scores(latent, SD1_LEVELS)


def sd2_base(latent=64):
    return unet_scores(latent, SD2_LEVELS)


def sdxl(latent=128):
    # Level 1 (1/2): 2 down + 3 up attentions of 2 layers; level 2 (1/4): of 10, and the mid block's 10.
    return unet_scores(latent, SDXL_LEVELS)


def flux(image_tokens=4096, text_tokens=512, heads=24, blocks=19 + 38):
    tokens = image_tokens + text_tokens
    return blocks * heads * tokens * tokens


SD1_LEVELS = [(1, 8, 5), (2, 8, 5), (4, 8, 5), (8, 8, 1)]
SD2_LEVELS = [(1, 5, 5), (2, 10, 5), (4, 20, 5), (8, 20, 1)]
SDXL_LEVELS = [(2, 10, 10), (4, 20, 60)]

if __name__ == "__main__":
    rows = [("Stable Diffusion 1.x, 512x512", sd1(), largest_layer(64, SD1_LEVELS)),
            ("Stable Diffusion 2.x base, 512x512", sd2_base(), largest_layer(64, SD2_LEVELS)),
            ("SDXL, 1024x1024", sdxl(), largest_layer(128, SDXL_LEVELS)),
            ("FLUX.1-dev, 1024x1024", flux(), 24 * 4608 * 4608)]
    for name, n, layer in rows:
        print(f"{name}: {n:,} scores = {n / 1e6:.2f} M a pass; largest layer {layer:,} = {layer / 1e6:.2f} M")

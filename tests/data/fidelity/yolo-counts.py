#!/usr/bin/env python3
# Parameters, FLOPs (thop's convention: 2 x the multiply-adds of convolutions, attention matmuls left
# out), activations (the convolutions' outputs, as cnn-counts.py counts YOLOv5's), the Detect head's raw
# outputs and the convolution layers (one kernel each once an optimised stack fuses batch normalization
# and the activation into the convolution) of Ultralytics' YOLOv8 and YOLO11 detectors at 640x640,
# counted from the architecture: ultralytics/cfg/models/v8/yolov8.yaml and 11/yolo11.yaml, the modules
# of ultralytics/nn/modules/block.py (Conv, Bottleneck, C2f, C3, C3k, C3k2, SPPF, C2PSA, PSABlock,
# Attention) and head.py (Detect: reg_max 16; YOLO11's class branch with depthwise convolutions, YOLOv8's
# without). Widths make_divisible(min(c, max_channels) x width, 8), depths max(round(n x depth), 1);
# C3k2 takes c3k=True for the m, l and x scales. The printed published figures check the count.
import math


class C:
    def __init__(s):
        s.macs = 0; s.acts = 0; s.params = 0; s.layers = 0; s.attn_macs = 0

    def conv(s, cin, cout, k, h, st=1, g=1, bn=True, bias=False):
        ho = (h + 2 * (k // 2) - k) // st + 1
        s.macs += cout * ho * ho * k * k * cin // g; s.acts += cout * ho * ho
        s.params += cout * k * k * cin // g + (2 * cout if bn else 0) + (cout if bias else 0)
        s.layers += 1
        return ho


def model(version, depth, width, maxc, res=640, nc=80):
    c = C()
    ch = lambda x: math.ceil(min(x, maxc) * width / 8) * 8
    nn = lambda n: max(round(n * depth), 1) if n > 1 else n
    big = width >= 1.0  # the m, l and x scales: every C3k2 takes C3k blocks (parse_model)

    def bottleneck(c1, c2, h, e, shortcut=True):
        c_ = int(c2 * e); c.conv(c1, c_, 3, h); c.conv(c_, c2, 3, h)

    def c2f(c1, c2, n, h, e=0.5, k3=False):
        cc = int(c2 * e); c.conv(c1, 2 * cc, 1, h)
        for _ in range(n):
            if version == 8:
                bottleneck(cc, cc, h, 1.0)
            elif k3:  # C3k: a C3 of two 3x3 bottlenecks at half width
                c_ = int(cc * 0.5); c.conv(cc, c_, 1, h); c.conv(cc, c_, 1, h)
                for _ in range(2):
                    bottleneck(c_, c_, h, 1.0)
                c.conv(2 * c_, cc, 1, h)
            else:
                bottleneck(cc, cc, h, 0.5)
        c.conv((2 + n) * cc, c2, 1, h)

    def sppf(c1, c2, h):
        c_ = c1 // 2; c.conv(c1, c_, 1, h); c.conv(c_ * 4, c2, 1, h)

    def c2psa(c1, n, h):
        cc = int(c1 * 0.5); c.conv(c1, 2 * cc, 1, h)
        heads = cc // 64; hd = cc // heads; kd = int(hd * 0.5); N = h * h
        for _ in range(n):
            c.conv(cc, cc + 2 * kd * heads, 1, h, bn=True)  # qkv (Conv, act=False: BN kept)
            c.attn_macs += heads * N * N * (kd + hd)
            c.conv(cc, cc, 3, h, g=cc); c.conv(cc, cc, 1, h)  # positional encoding, projection
            c.conv(cc, 2 * cc, 1, h); c.conv(2 * cc, cc, 1, h)  # feed-forward
        c.conv(2 * cc, c1, 1, h)

    h = c.conv(3, ch(64), 3, res, 2)
    h = c.conv(ch(64), ch(128), 3, h, 2)
    if version == 8:
        c2f(ch(128), ch(128), nn(3), h)
        h = c.conv(ch(128), ch(256), 3, h, 2); c2f(ch(256), ch(256), nn(6), h); p3 = (ch(256), h)
        h = c.conv(ch(256), ch(512), 3, h, 2); c2f(ch(512), ch(512), nn(6), h); p4 = (ch(512), h)
        h = c.conv(ch(512), ch(1024), 3, h, 2); c2f(ch(1024), ch(1024), nn(3), h)
        sppf(ch(1024), ch(1024), h); p5 = (ch(1024), h)
        c2f(p5[0] + p4[0], ch(512), nn(3), p4[1]); n4 = ch(512)
        c2f(n4 + p3[0], ch(256), nn(3), p3[1]); o3 = ch(256)
        c.conv(o3, ch(256), 3, p3[1], 2); c2f(ch(256) + n4, ch(512), nn(3), p4[1]); o4 = ch(512)
        c.conv(o4, ch(512), 3, p4[1], 2); c2f(ch(512) + p5[0], ch(1024), nn(3), p5[1]); o5 = ch(1024)
    else:
        c2f(ch(128), ch(256), nn(2), h, 0.25, big)
        h = c.conv(ch(256), ch(256), 3, h, 2); c2f(ch(256), ch(512), nn(2), h, 0.25, big); p3 = (ch(512), h)
        h = c.conv(ch(512), ch(512), 3, h, 2); c2f(ch(512), ch(512), nn(2), h, 0.5, True); p4 = (ch(512), h)
        h = c.conv(ch(512), ch(1024), 3, h, 2); c2f(ch(1024), ch(1024), nn(2), h, 0.5, True)
        sppf(ch(1024), ch(1024), h); c2psa(ch(1024), nn(2), h); p5 = (ch(1024), h)
        c2f(p5[0] + p4[0], ch(512), nn(2), p4[1], 0.5, big); n4 = ch(512)
        c2f(n4 + p3[0], ch(256), nn(2), p3[1], 0.5, big); o3 = ch(256)
        c.conv(o3, ch(256), 3, p3[1], 2); c2f(ch(256) + n4, ch(512), nn(2), p4[1], 0.5, big); o4 = ch(512)
        c.conv(o4, ch(512), 3, p4[1], 2); c2f(ch(512) + p5[0], ch(1024), nn(2), p5[1], 0.5, True)
        o5 = ch(1024)
    levels = [(o3, p3[1]), (o4, p4[1]), (o5, p5[1])]
    c2 = max(16, o3 // 4, 64); c3 = max(o3, min(nc, 100))
    for x, hh in levels:
        c.conv(x, c2, 3, hh); c.conv(c2, c2, 3, hh); c.conv(c2, 64, 1, hh, bn=False, bias=True)
        if version == 8:
            c.conv(x, c3, 3, hh); c.conv(c3, c3, 3, hh)
        else:
            c.conv(x, x, 3, hh, g=x); c.conv(x, c3, 1, hh); c.conv(c3, c3, 3, hh, g=c3); c.conv(c3, c3, 1, hh)
        c.conv(c3, nc, 1, hh, bn=False, bias=True)
    c.params += 16  # DFL's fixed 1x1 convolution
    outputs = sum(hh * hh for _, hh in levels) * (64 + nc)
    return c, outputs


for version, scales, pub in [
    (8, {'n': (0.33, 0.25, 1024), 's': (0.33, 0.50, 1024), 'm': (0.67, 0.75, 768), 'l': (1.0, 1.0, 512),
         'x': (1.0, 1.25, 512)},
     {'n': (3.2, 8.7), 's': (11.2, 28.6), 'm': (25.9, 78.9), 'l': (43.7, 165.2), 'x': (68.2, 257.8)}),
    (11, {'n': (0.50, 0.25, 1024), 's': (0.50, 0.50, 1024), 'm': (0.50, 1.00, 512), 'l': (1.0, 1.0, 512),
          'x': (1.0, 1.5, 512)},
     {'n': (2.6, 6.5), 's': (9.4, 21.5), 'm': (20.1, 68.0), 'l': (25.3, 86.9), 'x': (56.9, 194.9)})]:
    for s, (d, w, mc) in scales.items():
        c, out = model(version, d, w, mc)
        print('yolo%s%s @640: %.3f M params (published %.1f), %.1f GFLOPs (published %.1f), '
              'attention %.2f GFLOPs, %.2f M acts, %.2f M head outputs, %d convolution layers'
              % ('v8' if version == 8 else '11', s, c.params / 1e6, pub[s][0], 2 * c.macs / 1e9, pub[s][1],
                 2 * c.attn_macs / 1e9, c.acts / 1e6, out / 1e6, c.layers))

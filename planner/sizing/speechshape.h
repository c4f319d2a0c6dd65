#pragma once

// The figures of a speech encoder-decoder (Whisper) that its sizings count: widths, layers and each
// stack's parameters, and the FLOPs of a window through the encoder and of a token through the decoder
// (speechinference.cpp, speechtraining.cpp).

#include "planner/workload/workload.h"

namespace gpuplanner::planner {

struct SpeechShape
{
    double h = 0, f = 0, s = 0, heads = 0;
    double encoderLayers = 0, decoderLayers = 0;
    double encoderParams = 0, decoderParams = 0;
};

SpeechShape speechShape(const ModelSpec &m);

// One window through the encoder (2 × parameters × positions + the attention over the positions), with
// the decoder's cross-attention keys and values computed over its output.
double speechEncoderFlops(const SpeechShape &x);

// One token through the decoder whose self-attention reaches `context` tokens: its weights, and the
// cross-attention over the audio positions.
double speechDecoderTokenFlops(const SpeechShape &x, double context);

} // namespace gpuplanner::planner

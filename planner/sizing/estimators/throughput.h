#pragma once

#include "planner/workload/assumptions.h"
#include "planner/workload/workload.h"

namespace gpuplanner::planner::est {

// Training FLOPs: 6·N·D for a forward and backward pass (Kaplan et al. 2020, §2.1; N = active
// parameters for MoE), 8·N·D with full activation recomputation (one more forward pass,
// Korthikanti et al. 2022 §5). Selective recomputation adds only a few percent and is not counted.
// A frozen base (LoRA, QLoRA) needs no weight gradients: the backward pass costs one forward
// instead of two, 4·N·D (6·N·D with full recomputation).
// Attention's score and context matmuls have no parameters and are not in N: per token and layer
// the forward pass does 2 × 2·s·(heads·head dim) FLOPs at sequence length s, the backward twice
// that, 12·L·s·(heads·head dim) per token in all (Chowdhery et al. 2022, PaLM, Appendix B, the
// MFU convention; a frozen base still back-propagates through attention). Full recomputation
// repeats the forward share. attentionForwardPerToken = 4·L·s·(heads·head dim).
double trainingFlops(double activeParameters, double tokens, Recompute r, bool frozenBase = false,
                     double attentionForwardPerToken = 0);
// 4·L·s·(heads·head dim): the forward attention FLOPs per token of a model at sequence length s, s
// capped at the window on sliding-window layers
// (0 when the model's shape is not known).
double attentionForwardFlopsPerToken(const ModelSpec &m, int sequenceLength);

// Scaling efficiency of n GPUs in one node, in NVLink-class domains of k (1 without links), relative
// to n independent GPUs: (1 − loss_nvlink)^log2(k) · (1 − loss_pcie)^log2(n / k). Article 001 §2: 8 GPUs
// are not 8× one GPU, and the loss per doubling is larger over PCIe than over NVLink. Between nodes the
// gradient exchange decides (gradientexchange.h).
double scalingEfficiency(int gpusPerNode, int linkedGpus, const Assumptions &a);

struct TrainingTime
{
    double gpuHours = 0;  // GPU-hours billed (wall × GPUs)
    double wallHours = 0;
};
// Time to do `flops` on `gpus` GPUs of `peakTflops` dense each at utilization mfu × scaling.
TrainingTime trainingTime(double flops, double peakTflops, int gpus, double mfu, double scaling);

// Decode step time (s) of one replica holding 1/tp of the model on each of its tp GPUs:
// the larger of reading the weights and the batch's KV cache at bandwidth × efficiency
// (memory bound), and computing 2 FLOPs per active parameter per sequence (compute bound).
struct DecodeModel
{
    double weightBytesTotal = 0;   // all resident weights of the replica
    double activeFraction = 1;     // MoE: share of weights one token touches
    double activeParameters = 0;
    double kvBytesPerToken = 0;
    double contextTokens = 0;      // average tokens in the cache per sequence
    double bandwidthGbs = 0;       // per GPU
    double peakTflops = 0;         // per GPU
    int tensorParallel = 1;
    double bandwidthEfficiency = 0.7;
    double computeEfficiency = 0.5;
};
double weightBytesReadPerStep(const DecodeModel &m, double batch);
double decodeStepSeconds(const DecodeModel &m, double batch);
// Prefill of `tokens` prompt tokens: 2·N_active·tokens FLOPs at peak × efficiency over tp GPUs.
double prefillSeconds(double activeParameters, double tokens, double peakTflops, int tensorParallel,
                      double efficiency);

// Optimal checkpoint interval (Young 1974; Daly 2006 first order): sqrt(2 · δ · M), δ the time to
// write a checkpoint and M the mean time between failures of the whole job.
double youngDalyIntervalHours(double checkpointWriteHours, double jobMtbfHours);
// Daly's higher-order estimate (FGCS 22, 2006, eq. 37): sqrt(2δM)·[1 + (δ/2M)^½/3 + (δ/2M)/9] − δ
// for δ < 2M, else M. Any time unit, the same for both arguments.
double dalyInterval(double checkpointWrite, double mtbf);

} // namespace gpuplanner::planner::est

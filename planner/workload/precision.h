#pragma once

#include "catalog/types.h"
#include "planner/workload/workload.h"

namespace gpuplanner::planner {

// The dense peak throughput an accelerator offers for the arithmetic of a precision, and which
// figure that is. Weight-only INT4 (W4A16) computes in 16-bit; INT8 uses INT8 tensor cores where
// present; FP8 falls back to 16-bit on GPUs without FP8; FP4 (NVFP4) uses FP4 tensor cores on Blackwell
// and falls back to FP8, then 16-bit; BF16 falls back to FP16 (Volta, Turing).
struct PeakThroughput
{
    double tflops = 0;
    QString figure;        // e.g. "bf16", "fp16", "int8", "fp4"
    bool fallback = false; // the precision asked for has no hardware path on this GPU
};
PeakThroughput peakThroughput(const catalog::Accelerator &a, Precision p);

// FP64 throughput for scientific codes: the tensor-core FP64 figure where the GPU has one
// (DGEMM-like kernels), otherwise the vector figure (vectorFp64: the datasheet's, or FP32's share).
double fp64Tflops(const catalog::Accelerator &a);

// The FP64 peak dense FP64 work (HPL class) is rated against: the figure TOP500 counts as Rpeak.
// NVIDIA: the tensor-core FP64 rate where the GPU has one (Ampere, Hopper: cuBLAS DGEMM runs there;
// Eagle 846.8 PFLOPS Rpeak over 14,400 H100 = 58.8 per GPU with the CPUs), else the vector rate
// (V100). AMD CDNA: the vector rate, although rocHPL runs on the matrix cores — a whole MI250X
// sustains 42.2 TFLOPS in HPL (LUMI), under its 47.9 vector and far under its 95.7 matrix peak, and
// TOP500 counts 45.6 per GPU with the CPU (LUMI, Adastra, Setonix). GPUs without a datasheet FP64
// figure (GeForce, L40S…) run at FP32's share (vectorFp64). figure: "fp64 tensor", "fp64 vector" (a
// matrix peak not counted) or "fp64".
PeakThroughput fp64DensePeak(const catalog::Accelerator &a);

// FP64 on the CUDA cores (no tensor cores): what a plain double-precision kernel gets. Rows whose
// datasheet gives no FP64 figure (GeForce, the L and A10/A40 series, T4) run FP64 at a fixed share
// of FP32 set by the compute capability (NVIDIA CUDA C++ Programming Guide, "Arithmetic
// Instructions": 2 FP64 results per clock per SM against 64 FP32 on 7.5, 128 on 8.6, 8.9 and 12.0):
// 1/32 and 1/64, so an RTX 4090 has 82.6 ÷ 64 = 1.29 TFLOPS. derived: the share was used.
struct VectorFp64
{
    double tflops = 0;
    bool derived = false;
};
VectorFp64 vectorFp64(const catalog::Accelerator &a);

} // namespace gpuplanner::planner

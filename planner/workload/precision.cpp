#include "planner/workload/precision.h"

namespace gpuplanner::planner {

namespace {
PeakThroughput sixteenBit(const catalog::Accelerator &a, bool fallback)
{
    if (a.dense.bf16)
        return {*a.dense.bf16, QStringLiteral("bf16"), fallback};
    if (a.dense.fp16)
        return {*a.dense.fp16, QStringLiteral("fp16"), fallback};
    return {a.dense.fp32.value_or(0), QStringLiteral("fp32"), true};
}
} // namespace

PeakThroughput peakThroughput(const catalog::Accelerator &a, Precision p)
{
    switch (p) {
    case Precision::Fp32: return {a.dense.fp32.value_or(0), QStringLiteral("fp32"), !a.dense.fp32};
    case Precision::Bf16:
        if (a.dense.bf16)
            return {*a.dense.bf16, QStringLiteral("bf16"), false};
        return sixteenBit(a, true);
    // FP16: the figure asked for where the datasheet gives it (the same rate as BF16 where both are listed).
    case Precision::Fp16:
        if (a.dense.fp16)
            return {*a.dense.fp16, QStringLiteral("fp16"), false};
        return sixteenBit(a, false);
    case Precision::Fp8:
        if (a.dense.fp8)
            return {*a.dense.fp8, QStringLiteral("fp8"), false};
        return sixteenBit(a, true);
    case Precision::Int8:
        if (a.dense.int8)
            return {*a.dense.int8, QStringLiteral("int8"), false};
        return sixteenBit(a, true);
    case Precision::Int4: return sixteenBit(a, false);
    case Precision::Fp4:
        if (a.dense.fp4)
            return {*a.dense.fp4, QStringLiteral("fp4"), false};
        if (a.dense.fp8) // FP4 weights on FP8 tensor cores (W4A8) before Blackwell
            return {*a.dense.fp8, QStringLiteral("fp8"), true};
        return sixteenBit(a, true);
    }
    return sixteenBit(a, false);
}

double fp64Tflops(const catalog::Accelerator &a)
{
    if (a.dense.fp64Tensor)
        return *a.dense.fp64Tensor;
    return vectorFp64(a).tflops;
}

PeakThroughput fp64DensePeak(const catalog::Accelerator &a)
{
    const double vector = vectorFp64(a).tflops;
    if (a.dense.fp64Tensor && a.stack == QLatin1String("rocm") && vector > 0)
        return {vector, QStringLiteral("fp64 vector"), false};
    if (a.dense.fp64Tensor)
        return {*a.dense.fp64Tensor, QStringLiteral("fp64 tensor"), false};
    return {vector, QStringLiteral("fp64"), vector <= 0};
}

VectorFp64 vectorFp64(const catalog::Accelerator &a)
{
    if (a.dense.fp64)
        return {*a.dense.fp64, false};
    if (!a.dense.fp32 || a.stack != QLatin1String("cuda"))
        return {};
    const QString &cc = a.computeCapability;
    const double share = cc == QLatin1String("7.5") || cc == QLatin1String("6.1") ? 1.0 / 32 : 1.0 / 64;
    return {*a.dense.fp32 * share, true};
}

} // namespace gpuplanner::planner

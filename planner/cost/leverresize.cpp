#include "planner/cost/leverresize.h"

#include "planner/workload/format.h"
#include "planner/sizing/recommend.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner::cost {

namespace {

struct Capacity
{
    bool meets = false;
    double amount = 0; // GPUs, or GPU-hours of a job
    QString text;
};

// The engine's sizing of `w` pinned to the plan's GPU: what evaluate() gives as its sizing with
// that pin (the best configuration on the GPU), without the dimensions and rules it does not need.
Capacity capacity(const LeverInputs &in, Workload w)
{
    w.gpu = GpuPin{in.ctx.accelerator.id, 0, 0};
    const catalog::Accelerator *acc = in.catalog.accelerator(w.gpu.model);
    const GpuSizing sizing = acc ? bestConfiguration(w, *acc, in.catalog, in.assumptions) : GpuSizing{};
    Capacity c;
    c.meets = sizing.meetsTarget;
    const int gpus = sizing.totalGpus();
    if (w.task == Task::BatchInference && sizing.inference.applies) {
        c.amount = sizing.inference.jobHours * gpus;
        c.text = QCoreApplication::translate("cost", "%1 GPU-hours").arg(num(c.amount, 1));
    } else if (sizing.work.applies && sizing.work.totalWork > 0) {
        c.amount = sizing.work.gpuHours;
        c.text = QCoreApplication::translate("cost", "%1 GPU-hours").arg(num(c.amount, 1));
    } else {
        c.amount = gpus;
        c.text = QCoreApplication::translate("cost", "%n GPU(s)", nullptr, gpus);
    }
    return c;
}

bool inferencePlan(const Evaluation &e)
{
    return e.sizing.inference.applies || e.workload.task == Task::DiffusionInference;
}

// Prices the re-sized capacity against the plan's as is (same precision and load, engine-sized).
void priceResize(const LeverInputs &in, Lever &l, const Workload &changed, const QString &what)
{
    const Currency c = in.ca.currency;
    const Capacity before = capacity(in, in.evaluation.workload);
    const Capacity after = capacity(in, changed);
    l.applies = true;
    if (!after.meets) {
        l.applies = false;
        l.why << QCoreApplication::translate("cost", "With %1 the plan's GPU no longer meets the target.")
                     .arg(what);
        return;
    }
    const double ratio = before.amount > 0 ? after.amount / before.amount : 1;
    const double gpuPart = gpuRelatedMonthly(in.base);
    l.savingPerMonth = std::max(0.0, gpuPart * (1 - ratio));
    l.savingFraction = in.base.monthlyTotal > 0 ? l.savingPerMonth / in.base.monthlyTotal : 0;
    l.why << QCoreApplication::translate("cost", "The engine sizes %1 on %2: %3 without, %4 with %5.")
                 .arg(taskDisplayName(in.evaluation.workload), in.ctx.accelerator.name, before.text,
                      after.text, what);
    l.why << QCoreApplication::translate(
                 "cost", "Saving = GPU-related cost %1 × (1 − %2) = %3 a month at %4 billing.")
                 .arg(moneyText(gpuPart, c), num(std::min(1.0, ratio), 3), moneyText(l.savingPerMonth, c),
                      billingName(in.base.mode));
}

} // namespace

Resized fewerGpus(const LeverInputs &in, double utilization)
{
    const int G = in.shape.total();
    const int g = in.shape.gpusPerNode;
    const int needed = std::max(1, int(std::ceil(G * in.shape.utilization / utilization - 1e-9)));
    Resized r;
    r.shape = in.shape;
    if (needed <= g) {
        int perNode = 1;
        while (perNode < needed)
            perNode *= 2;
        r.shape.gpusPerNode = std::min(perNode, g);
        r.shape.nodes = 1;
    } else {
        r.shape.nodes = (needed + g - 1) / g;
    }
    const double scale = double(G) / r.shape.total();
    r.shape.utilization = std::min(1.0, in.shape.utilization * scale);
    r.shape.heldShare = std::min(1.0, in.shape.heldShare * scale);
    const CostContext ctx = makeContext(in.evaluation, in.catalog, in.ca, in.ctx.accelerator,
                                        r.shape.gpusPerNode, true, in.ctx.horizonMonths);
    r.cost = computeMode(ctx, in.base.mode, r.shape);
    return r;
}

Lever quantization(const LeverInputs &in)
{
    Lever l{QStringLiteral("quantization"),
            QCoreApplication::translate("cost", "Quantization: lower-precision weights"),
            false,
            0,
            0,
            in.base.mode,
            {}};
    const Workload &w = in.evaluation.workload;
    if (!inferencePlan(in.evaluation)) {
        l.why << (isTraining(w.task)
                      ? QCoreApplication::translate("cost",
                                                    "Training keeps its precision; quantization applies to "
                                                    "serving and batch inference (a 4-bit base for "
                                                    "fine-tuning is the training method QLoRA).")
                      : QCoreApplication::translate("cost", "%1 runs no model weights the planner sizes: "
                                                            "quantization does not apply.")
                            .arg(taskDisplayName(w)));
        return l;
    }
    std::optional<Precision> lower;
    if (w.precision == Precision::Fp32 || w.precision == Precision::Bf16 || w.precision == Precision::Fp16)
        lower = in.ctx.accelerator.dense.fp8 ? Precision::Fp8 : Precision::Int8;
    else if ((w.precision == Precision::Fp8 || w.precision == Precision::Int8) && isLlmTask(w.task))
        lower = in.ctx.accelerator.dense.fp4 ? Precision::Fp4 : Precision::Int4;
    if (!lower) {
        l.why << QCoreApplication::translate("cost",
                                             "The weights are already in %1: no lower precision to size.")
                     .arg(precisionId(w.precision).toUpper());
        return l;
    }
    Workload q = w;
    q.precision = *lower;
    q.precisionGiven = true;
    priceResize(in, l, q,
                QCoreApplication::translate(
                    "cost", "%1 weights instead of %2 (check the quality on your evaluation set)")
                    .arg(precisionId(*lower).toUpper(), precisionId(w.precision).toUpper())); // INT8, BF16 as written elsewhere
    return l;
}

Lever caching(const LeverInputs &in)
{
    Lever l{QStringLiteral("caching"),
            QCoreApplication::translate("cost", "Caching: answer repeated requests from a cache"),
            false,
            0,
            0,
            in.base.mode,
            {}};
    const Workload &w = in.evaluation.workload;
    if (!inferencePlan(in.evaluation)) {
        l.why << (isTraining(w.task)
                      ? QCoreApplication::translate(
                            "cost", "Training reads every sample each epoch; caching preprocessed data "
                                    "removes data-loading stalls, which show as low GPU utilization (measure "
                                    "them first).")
                      : QCoreApplication::translate("cost",
                                                    "%1 has no repeated requests to answer from a cache.")
                            .arg(taskDisplayName(w)));
        return l;
    }
    const ServingInput &s = w.serving;
    if (s.requestsPerS <= 0 && s.concurrentRequests <= 1 && s.imagesPerS <= 0 && s.totalRequests <= 1) {
        l.why << QCoreApplication::translate("cost", "No request load is given (request rate or concurrent "
                                                     "requests): a cache has nothing to remove.");
        return l;
    }
    const double h = in.ca.cacheHitRate;
    Workload cached = w;
    cached.serving.requestsPerS *= 1 - h;
    cached.serving.concurrentRequests *= 1 - h;
    cached.serving.imagesPerS *= 1 - h;
    cached.serving.totalRequests *= 1 - h;
    priceResize(
        in, l, cached,
        QCoreApplication::translate("cost", "%1% of the requests served from a cache").arg(num(h * 100, 0)));
    return l;
}

} // namespace gpuplanner::planner::cost

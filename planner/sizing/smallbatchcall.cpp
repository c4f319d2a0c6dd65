#include "planner/sizing/smallbatchcall.h"

#include "planner/workload/format.h"

#include <QCoreApplication>

namespace gpuplanner::planner {

SmallBatchCall smallBatchCall(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a,
                              int layers, double fittedUs, double dispatchUs)
{
    SmallBatchCall call;
    if (w.serving.maxBatch <= 0)
        return call;
    call.batch = w.serving.maxBatch;
    call.layers = std::max(0, layers);
    call.fittedUs = fittedUs;
    call.referenceMhz = a.kernelLatencyReferenceMhz;
    call.clockMhz = acc.boostClock.mhz;
    call.dispatchUs = dispatchUs;
    return call;
}

namespace {

// Where the layer's latency comes from: the fitted figure scaled to this card's clock, or kept.
QString latencyBasis(const SmallBatchCall &c)
{
    if (c.clockMhz <= 0)
        return QCoreApplication::translate("planner", " (fitted at %1 MHz; this card's boost clock is not in "
                                                      "the catalog, so it is kept)")
            .arg(num(c.referenceMhz, 0));
    if (c.clockMhz == c.referenceMhz)
        return {};
    return QCoreApplication::translate("planner", " (%1 µs at %2 MHz × %2 ÷ %3 MHz, this card's boost clock: "
                                                  "a kernel too small to fill the GPU takes about as many "
                                                  "cycles on any card)")
        .arg(num(c.fittedUs, 1), num(c.referenceMhz, 0), num(c.clockMhz, 0));
}

} // namespace

QString SmallBatchCall::basis(double itemSeconds) const
{
    if (layers <= 0)
        return {};
    QString text =
        QCoreApplication::translate("planner", "; a call at batch %1: %2 layers × %3 µs%6 = %4 ms of kernel "
                                               "latency on the GPU (a layer's kernels take at least that at "
                                               "a small batch, whatever their work) + %1 × %5 ms")
            .arg(batch)
            .arg(layers)
            .arg(num(layerUs(), 2), num(layerSeconds() * 1000, 4), num(itemSeconds * 1000, 4),
                 latencyBasis(*this));
    if (dispatchUs > 0)
        text +=
            QCoreApplication::translate("planner", "; eager PyTorch's host issues each layer's operations "
                                                   "beside it, %1 layers × %2 µs = %3 ms a call, and the "
                                                   "slower of the two sets the pace")
                .arg(layers)
                .arg(num(dispatchUs, 1), num(dispatchSeconds() * 1000, 4));
    return text + QCoreApplication::translate("planner", ": %1 ms ÷ %2 = %3 ms each")
                      .arg(num(callSeconds(itemSeconds) * 1000, 4))
                      .arg(batch)
                      .arg(num(seconds(itemSeconds) * 1000, 4));
}

} // namespace gpuplanner::planner

#include "planner/sizing/smallbatchcall.h"

#include "planner/workload/format.h"

#include <QCoreApplication>

namespace gpuplanner::planner {

SmallBatchCall smallBatchCall(const Workload &w, int layers, double layerUs, double dispatchUs)
{
    SmallBatchCall call;
    if (w.serving.maxBatch <= 0)
        return call;
    call.batch = w.serving.maxBatch;
    call.layers = std::max(0, layers);
    call.layerUs = layerUs;
    call.dispatchUs = dispatchUs;
    return call;
}

QString SmallBatchCall::basis(double itemSeconds) const
{
    if (layers <= 0)
        return {};
    QString text =
        QCoreApplication::translate("planner", "; a call at batch %1: %2 layers × %3 µs = %4 ms of kernel "
                                               "latency on the GPU (a layer's kernels take at least that at "
                                               "a small batch, whatever their work) + %1 × %5 ms")
            .arg(batch)
            .arg(layers)
            .arg(num(layerUs, 1), num(layerSeconds() * 1000, 4), num(itemSeconds * 1000, 4));
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

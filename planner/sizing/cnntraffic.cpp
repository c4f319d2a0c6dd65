#include "planner/sizing/cnntraffic.h"

#include "planner/workload/format.h"

#include <QCoreApplication>

namespace gpuplanner::planner {

QString CnnTraffic::text() const
{
    const QString own = QCoreApplication::translate("planner", "%1 B × %2 million activations")
                            .arg(num(bytes, 1), num(activationsM, 2));
    if (concatM <= 0)
        return own;
    return QCoreApplication::translate("planner", "(%1 + %2 B × %3 million concatenated inputs of the dense "
                                                  "blocks)")
        .arg(own, num(concatBytes, 1), num(concatM, 2));
}

double concatBytesPerElement(CnnPass pass, bool optimized, double elementBytes, const Assumptions &a)
{
    // Passes over each element: the framework's closed forms; an optimised stack keeps the inference
    // form's 3 of 7 in training too (assumption concat_passes_optimized).
    const double framework = pass == CnnPass::Training ? a.concatPassesTraining : a.concatPassesInference;
    const double passes =
        optimized ? framework * a.concatPassesOptimized / a.concatPassesInference : framework;
    return passes * elementBytes;
}

} // namespace gpuplanner::planner

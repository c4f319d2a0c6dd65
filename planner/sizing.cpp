#include "planner/sizing.h"

#include "planner/units.h"

#include <algorithm>

namespace gpuplanner::planner {

double deadlineHours(const Workload &w)
{
    const double days = w.training.deadlineDays > 0 ? w.training.deadlineDays : w.run.durationDays;
    return days * kHoursPerDay;
}

double trainingTokens(const Workload &w, const Assumptions &a)
{
    if (w.training.tokens > 0)
        return w.training.tokens;
    if (w.task == Task::LlmFinetune)
        return a.finetuneDefaultTokens;
    return a.tokensPerParameter * w.model.parametersB * 1e9;
}

int trainingSequenceLength(const Workload &w)
{
    if (w.training.sequenceLength > 0)
        return w.training.sequenceLength;
    return std::min(w.model.context > 0 ? w.model.context : 4096, 4096);
}

bool hasGpuLink(const catalog::Accelerator &acc, int gpusPerNode)
{
    return acc.hasGpuLink() && gpusPerNode <= acc.interconnectMaxGpus;
}

GpuSizing sizeOnGpu(const Workload &w, const catalog::Accelerator &acc, int gpusPerNode, int nodes, const Assumptions &a)
{
    GpuSizing s;
    s.acceleratorId = acc.id;
    s.gpusPerNode = std::max(1, gpusPerNode);
    s.nodes = std::max(1, nodes);
    switch (w.task) {
    case Task::LlmPretraining:
    case Task::LlmFinetune: sizeLlmTraining(w, acc, a, s); break;
    case Task::LlmInference:
    case Task::BatchInference: sizeLlmInference(w, acc, a, s); break;
    default: sizeOtherWork(w, acc, a, s); break;
    }
    return s;
}

} // namespace gpuplanner::planner

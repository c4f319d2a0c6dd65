#include "planner/evaluate.h"

#include "planner/sizing/dimensions.h"
#include "planner/sizing/recommend.h"
#include "planner/rules/rules.h"
#include "planner/sizing/sizing.h"

#include <QCoreApplication>

namespace gpuplanner::planner {

namespace {

// The fewest GPUs of the chosen model whose memory holds the work, ignoring time targets.
GpuSizing minimumFitting(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a,
                         const GpuSizing &chosen)
{
    for (int perNode = 1; perNode <= chosen.gpusPerNode; perNode *= 2) {
        GpuSizing s = sizeOnGpu(w, acc, perNode, 1, a);
        if (s.fits)
            return s;
    }
    for (int nodes = 2; nodes <= chosen.nodes; nodes *= 2) {
        GpuSizing s = sizeOnGpu(w, acc, chosen.gpusPerNode, nodes, a);
        if (s.fits)
            return s;
    }
    return chosen;
}

} // namespace

Evaluation evaluate(const Workload &workload, const Configuration &configuration, const catalog::Catalog &catalog,
                    const Assumptions &assumptions)
{
    Evaluation e;
    e.workload = workload;
    const catalog::Accelerator *acc = nullptr;
    if (!workload.gpu.model.isEmpty()) {
        e.gpuPinned = true;
        acc = catalog.accelerator(workload.gpu.model);
        if (acc)
            e.sizing = bestConfiguration(workload, *acc, catalog, assumptions);
    } else {
        Recommendation r = recommend(workload, catalog, assumptions);
        e.sizing = r.best;
        e.ranking = std::move(r.ranking);
        acc = catalog.accelerator(e.sizing.acceleratorId);
    }
    if (!acc)
        return e;
    e.sizing.shortfall = shortfallText(e.sizing, workload, *acc, assumptions);

    const GpuSizing minimum = minimumFitting(workload, *acc, assumptions, e.sizing);
    const DimensionInputs in{workload, configuration, catalog, assumptions, e.sizing, *acc, &minimum};
    e.dimensions = {gpuDimension(in),     vramDimension(in),    cpuDimension(in),         ramDimension(in),
                    storageDimension(in), networkDimension(in), environmentDimension(in), operationsDimension(in)};
    e.chosen = resolveChosen(in, e.dimensions);
    describeChosen(e.dimensions, e.chosen, in);
    e.findings = runRules(in, e);
    e.sizing.memory.hostRamGb = e.dimensions[int(DimensionId::Ram)].minimumValue;
    return e;
}

} // namespace gpuplanner::planner

#include "planner/evaluate.h"

#include "planner/rules/rules.h"
#include "planner/sizing/dimensions.h"
#include "planner/sizing/inputpipeline.h"
#include "planner/sizing/minimum.h"
#include "planner/sizing/recommend.h"
#include "planner/sizing/sizing.h"
#include "planner/sizing/vectorstate.h"
#include "planner/workload/format.h"

#include <algorithm>
#include <QCoreApplication>

namespace gpuplanner::planner {

Evaluation evaluate(const Workload &workload, const Configuration &configuration, const catalog::Catalog &catalog,
                    const Assumptions &assumptions)
{
    clearUpperVectorState(); // before the arithmetic (vectorstate.h)
    Evaluation e;
    e.workload = workload;
    // A pinned CPU that cannot decode the GPUs' images bounds the job (inputpipeline.cpp): every
    // sizing below, the ranking's and the rules' alternatives included, reads it from the workload.
    e.workload.host.cpuCores = pinnedCpuCores(configuration, catalog).value_or(0);
    e.workload.host.serverCoresMost = mostServerCores(catalog);
    // So does a pinned network between nodes that carries the gradient exchange slower than the fabric
    // the plan recommends (gradientexchange.h): the step waits for it.
    e.workload.host.clusterGbps = std::max(0.0, configuration.networkClusterGbps.value_or(0));
    const Workload &w = e.workload;
    const catalog::Accelerator *acc = nullptr;
    if (!w.gpu.model.isEmpty()) {
        e.gpuPinned = true;
        acc = catalog.accelerator(w.gpu.model);
        if (acc)
            e.sizing = bestConfiguration(w, *acc, catalog, assumptions);
    } else {
        Recommendation r = recommend(w, catalog, assumptions);
        e.sizing = r.best;
        e.ranking = std::move(r.ranking);
        acc = catalog.accelerator(e.sizing.acceleratorId);
    }
    if (!acc)
        return e;
    e.sizing.shortfall = shortfallText(e.sizing, w, *acc, assumptions);

    // The minimum meets the targets; what merely holds the work is a note beside it (issue 21).
    const GpuSizing minimum = minimumMeeting(w, *acc, catalog, assumptions, e.sizing);
    const GpuSizing holding = minimumHolding(w, *acc, assumptions, e.sizing);
    const DimensionInputs in{w, configuration, catalog, assumptions, e.sizing, *acc, &minimum, &holding};
    e.dimensions = {gpuDimension(in),     vramDimension(in),    cpuDimension(in),         ramDimension(in),
                    storageDimension(in), networkDimension(in), environmentDimension(in), operationsDimension(in)};
    e.chosen = resolveChosen(in, e.dimensions);
    describeChosen(e.dimensions, e.chosen, in);
    for (Dimension &d : e.dimensions) { // Chinese spacing where sentences and names were joined
        for (QString *text : {&d.minimum, &d.recommended, &d.chosen})
            *text = tidyChineseSpaces(*text);
        for (QString &line : d.why)
            line = tidyChineseSpaces(line);
    }
    e.findings = runRules(in, e);
    e.sizing.memory.hostRamGb = e.dimensions[int(DimensionId::Ram)].minimumValue;
    return e;
}

} // namespace gpuplanner::planner

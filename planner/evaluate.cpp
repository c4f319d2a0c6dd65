#include "planner/evaluate.h"

#include "planner/dimensions.h"
#include "planner/recommend.h"
#include "planner/rules/rules.h"
#include "planner/sizing.h"

#include <QCoreApplication>

namespace gpuplanner::planner {

QString dimensionName(const QString &key)
{
    if (key == QLatin1String("gpu"))
        return QCoreApplication::translate("report", "GPU model and count");
    if (key == QLatin1String("vram"))
        return QCoreApplication::translate("report", "GPU memory");
    if (key == QLatin1String("cpu"))
        return QCoreApplication::translate("report", "CPU");
    if (key == QLatin1String("ram"))
        return QCoreApplication::translate("report", "RAM");
    if (key == QLatin1String("storage"))
        return QCoreApplication::translate("report", "Storage");
    if (key == QLatin1String("network"))
        return QCoreApplication::translate("report", "Network");
    if (key == QLatin1String("environment"))
        return QCoreApplication::translate("report", "Software environment");
    if (key == QLatin1String("operations"))
        return QCoreApplication::translate("report", "Operations");
    return key;
}

QString dimensionKey(DimensionId id)
{
    switch (id) {
    case DimensionId::Gpu: return QStringLiteral("gpu");
    case DimensionId::Vram: return QStringLiteral("vram");
    case DimensionId::Cpu: return QStringLiteral("cpu");
    case DimensionId::Ram: return QStringLiteral("ram");
    case DimensionId::Storage: return QStringLiteral("storage");
    case DimensionId::Network: return QStringLiteral("network");
    case DimensionId::Environment: return QStringLiteral("environment");
    case DimensionId::Operations: return QStringLiteral("operations");
    }
    return {};
}

QString homeDimension(const Finding &finding)
{
    const QString named = finding.id.section(u'.', 0, 0);
    for (int i = 0; i < kDimensionCount; ++i)
        if (dimensionKey(DimensionId(i)) == named)
            return named;
    return finding.dimensions.isEmpty() ? QString() : finding.dimensions.first();
}

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

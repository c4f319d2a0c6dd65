// The names and keys of the eight dimensions, and the dimension a finding belongs to.
#include "planner/sizing/evaluation.h"

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

} // namespace gpuplanner::planner

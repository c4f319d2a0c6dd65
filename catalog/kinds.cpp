#include "catalog/kinds.h"

#include <QCoreApplication>

namespace gpuplanner::catalog {

QString tableName(Kind kind)
{
    switch (kind) {
    case Kind::Accelerator: return QStringLiteral("accelerators");
    case Kind::Cpu: return QStringLiteral("cpus");
    case Kind::Model: return QStringLiteral("models");
    case Kind::Storage: return QStringLiteral("storage_classes");
    case Kind::Network: return QStringLiteral("network_classes");
    case Kind::Price: return QStringLiteral("price_offers");
    }
    return {};
}

QString fileName(Kind kind)
{
    switch (kind) {
    case Kind::Accelerator: return QStringLiteral("accelerators.json");
    case Kind::Cpu: return QStringLiteral("cpus.json");
    case Kind::Model: return QStringLiteral("models.json");
    case Kind::Storage: return QStringLiteral("storage.json");
    case Kind::Network: return QStringLiteral("network.json");
    case Kind::Price: return QStringLiteral("prices.json");
    }
    return {};
}

QString cliName(Kind kind)
{
    switch (kind) {
    case Kind::Accelerator: return QStringLiteral("gpus");
    case Kind::Cpu: return QStringLiteral("cpus");
    case Kind::Model: return QStringLiteral("models");
    case Kind::Storage: return QStringLiteral("storage");
    case Kind::Network: return QStringLiteral("network");
    case Kind::Price: return QStringLiteral("prices");
    }
    return {};
}

QString originName(Origin origin)
{
    return origin == Origin::User ? QStringLiteral("user") : QStringLiteral("bundled");
}

QString confidenceName(const QString &confidence)
{
    static const char *const names[][2] = {{"datasheet", QT_TRANSLATE_NOOP("catalog", "datasheet")},
                                           {"official-config", QT_TRANSLATE_NOOP("catalog", "official configuration")},
                                           {"price-list", QT_TRANSLATE_NOOP("catalog", "price list")},
                                           {"derived", QT_TRANSLATE_NOOP("catalog", "derived")},
                                           {"estimate", QT_TRANSLATE_NOOP("catalog", "estimate")}};
    for (const auto &n : names)
        if (confidence == QLatin1String(n[0]))
            return QCoreApplication::translate("catalog", n[1]);
    return confidence;
}

} // namespace gpuplanner::catalog

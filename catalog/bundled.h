#pragma once

#include "catalog/jsontext.h"
#include "catalog/parse.h"

#include <QString>
#include <QStringList>

namespace gpuplanner::catalog {

// The catalog shipped with the application (resources/catalog/, compiled in as ":/catalog").
struct BundledCatalog
{
    QString version;
    Rows rows;
    QStringList errors; // empty for a good bundle; every entry names file, row and field
};

// Reads manifest.json and the row files it lists from `directory`.
BundledCatalog loadBundledCatalog(const QString &directory = QStringLiteral(":/catalog"));

} // namespace gpuplanner::catalog

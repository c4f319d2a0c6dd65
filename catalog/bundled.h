#pragma once

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

// Parses JSON text; on failure returns a discarded value and sets `error` to a message with the
// byte offset ("accelerators.json: not valid JSON at byte 120: ...").
nlohmann::json parseJsonText(const QByteArray &text, const QString &file, QString *error);

} // namespace gpuplanner::catalog

#include "catalog/bundled.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

namespace gpuplanner::catalog {

namespace {
nlohmann::json readJsonFile(const QString &path, const QString &shownName, QStringList &errors)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        errors << QCoreApplication::translate("catalog", "%1: cannot be read: %2").arg(shownName, f.errorString());
        return nlohmann::json(nlohmann::json::value_t::discarded);
    }
    QString error;
    nlohmann::json doc = parseJsonText(f.readAll(), shownName, &error);
    if (doc.is_discarded())
        errors << error;
    return doc;
}
} // namespace

BundledCatalog loadBundledCatalog(const QString &directory)
{
    BundledCatalog out;
    const QDir dir(directory);
    const nlohmann::json manifest =
        readJsonFile(dir.filePath(QStringLiteral("manifest.json")), QStringLiteral("manifest.json"), out.errors);
    if (manifest.is_discarded())
        return out;
    if (!manifest.is_object() || !manifest.contains("catalog_version") || !manifest["catalog_version"].is_string()) {
        out.errors << QCoreApplication::translate("catalog", "manifest.json: field 'catalog_version' is missing");
        return out;
    }
    out.version = QString::fromStdString(manifest["catalog_version"].get<std::string>());
    for (const Kind kind : kAllKinds) {
        const QString name = fileName(kind);
        const nlohmann::json doc = readJsonFile(dir.filePath(name), name, out.errors);
        if (!doc.is_discarded())
            parseFile(kind, doc, name, Origin::Bundled, out.rows, out.errors);
    }
    return out;
}

} // namespace gpuplanner::catalog

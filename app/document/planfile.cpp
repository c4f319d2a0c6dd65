#include "app/document/planfile.h"

#include "catalog/bundled.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace gpuplanner::app::planfile {

nlohmann::json make(const nlohmann::json &workload, const QString &name)
{
    return {{"format", kFormat},
            {"version", kVersion},
            {"name", name.toStdString()},
            {"workload", workload},
            {"checklist", nlohmann::json::object()},
            {"quotes", nlohmann::json::array()}};
}

Loaded fromJson(const nlohmann::json &document, const QString &shownName)
{
    Loaded out;
    if (!document.is_object()) {
        out.error = QCoreApplication::translate("gpuplanner::app::planfile", "%1 is not a plan: the file must hold a JSON object.")
                        .arg(shownName);
        return out;
    }
    if (!document.contains("format")) {
        if (document.contains("task")) { // a bare workload, as the CLI reads it
            out.plan = make(document, QFileInfo(shownName).completeBaseName());
            return out;
        }
        out.error = QCoreApplication::translate("gpuplanner::app::planfile",
                                                "%1 is not a GPU Server Planner plan (no \"format\" field).")
                        .arg(shownName);
        return out;
    }
    if (!document["format"].is_string() || document["format"].get<std::string>() != kFormat) {
        out.error = QCoreApplication::translate("gpuplanner::app::planfile", "%1 is not a GPU Server Planner plan.").arg(shownName);
        return out;
    }
    const int version = document.value("version", 0);
    if (version > kVersion) {
        out.error = QCoreApplication::translate("gpuplanner::app::planfile",
                                                "%1 was saved by a newer version of GPU Server Planner (plan format %2; "
                                                "this version reads up to %3). Update the application to open it.")
                        .arg(shownName)
                        .arg(version)
                        .arg(kVersion);
        return out;
    }
    if (version < 1 || !document.contains("workload") || !document["workload"].is_object()) {
        out.error = QCoreApplication::translate("gpuplanner::app::planfile", "%1: the plan has no valid \"workload\" object.")
                        .arg(shownName);
        return out;
    }
    out.plan = make(document["workload"], QString::fromStdString(document.value("name", std::string())));
    if (document.contains("checklist") && document["checklist"].is_object())
        out.plan["checklist"] = document["checklist"];
    if (document.contains("quotes") && document["quotes"].is_array())
        out.plan["quotes"] = document["quotes"];
    return out;
}

Loaded load(const QString &path)
{
    Loaded out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.error = QCoreApplication::translate("gpuplanner::app::planfile", "%1 cannot be read: %2").arg(path, file.errorString());
        return out;
    }
    QString error;
    const nlohmann::json document = catalog::parseJsonText(file.readAll(), QFileInfo(path).fileName(), &error);
    if (document.is_discarded()) {
        out.error = error;
        return out;
    }
    return fromJson(document, QFileInfo(path).fileName());
}

bool save(const nlohmann::json &plan, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = QCoreApplication::translate("gpuplanner::app::planfile", "%1 cannot be written: %2").arg(path, file.errorString());
        return false;
    }
    const std::string text = plan.dump(2) + "\n";
    if (file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        *error = QCoreApplication::translate("gpuplanner::app::planfile", "%1 could not be saved: %2").arg(path, file.errorString());
        file.cancelWriting();
        return false;
    }
    return true;
}

} // namespace gpuplanner::app::planfile

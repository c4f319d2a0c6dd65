#include "app/document/planfile.h"

#include "catalog/bundled.h"
#include "catalog/jsontext.h"
#include "planner/io/atomicfile.h"
#include "planner/verify/record.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

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
    // A version that is no whole number (a text "1", 1.5, 1e300) is no version this application wrote.
    qint64 version = 0;
    if (const auto field = document.find("version"); field != document.end()) {
        if (!field->is_number_integer()) {
            out.error = QCoreApplication::translate("gpuplanner::app::planfile", "%1: \"version\" must be a whole number, found %2.")
                            .arg(shownName, catalog::excerpt(*field));
            return out;
        }
        // Any version past this one is newer (18446744073709551615 does not fit a signed number).
        version = field->is_number_unsigned() && field->get<quint64>() > quint64(kVersion) ? qint64(kVersion) + 1
                                                                                          : field->get<qint64>();
        if (version > kVersion) {
            // The version as the file writes it, not the next one this application would know.
            out.error = QCoreApplication::translate("gpuplanner::app::planfile",
                                                    "%1 was saved by a newer version of GPU Server Planner: the file "
                                                    "says plan format version %2, and this version reads plan format "
                                                    "version %3 and older. Update the application to open it.")
                            .arg(shownName, QString::fromStdString(field->dump()))
                            .arg(kVersion);
            return out;
        }
    }
    if (version < 1 || !document.contains("workload") || !document["workload"].is_object()) {
        out.error = QCoreApplication::translate("gpuplanner::app::planfile", "%1: the plan has no valid \"workload\" object.")
                        .arg(shownName);
        return out;
    }
    const auto name = document.find("name");
    if (name != document.end() && !name->is_null() && !name->is_string()) {
        out.error = QCoreApplication::translate("gpuplanner::app::planfile", "%1: \"name\" must be text, found %2.")
                        .arg(shownName, catalog::excerpt(*name));
        return out;
    }
    // The five ticks are read as true or false everywhere: anything else is refused here, once.
    if (const auto checklist = document.find("checklist"); checklist != document.end() && checklist->is_object()) {
        for (const auto &[key, tick] : checklist->items()) {
            if (!tick.is_boolean() && !tick.is_null()) { // null: not ticked, left out below
                out.error = QCoreApplication::translate("gpuplanner::app::planfile", "%1: checklist.%2 must be true or false, found %3.")
                                .arg(shownName, catalog::excerpt(QString::fromStdString(key), 40), catalog::excerpt(tick));
                return out;
            }
        }
    }
    out.plan = make(document["workload"], name != document.end() && name->is_string()
                                              ? QString::fromStdString(name->get<std::string>())
                                              : QString());
    if (document.contains("checklist") && document["checklist"].is_object()) {
        for (const auto &[key, tick] : document["checklist"].items())
            if (tick.is_boolean())
                out.plan["checklist"][key] = tick;
    }
    if (document.contains("quotes") && document["quotes"].is_array())
        out.plan["quotes"] = document["quotes"];
    // Prices and costs the user entered (README "### `cost`"); the document checks them.
    if (document.contains("cost") && !document["cost"].is_null())
        out.plan["cost"] = document["cost"];
    // The verdicts of the last acceptance report imported (Verification view); one that does not
    // read as such is left out rather than refusing the plan.
    if (const auto v = document.find(verify::kRecordKey); v != document.end() && verify::recordFromJson(*v))
        out.plan[verify::kRecordKey] = *v;
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
    catalog::JsonTextProblem problem;
    const nlohmann::json document = catalog::parseJsonText(file.readAll(), QFileInfo(path).fileName(), &problem);
    if (document.is_discarded()) {
        out.error = problem.message;
        out.endsEarlyAtLine = problem.endsEarlyAtLine;
        return out;
    }
    return fromJson(document, QFileInfo(path).fileName());
}

bool save(const nlohmann::json &plan, const QString &path, QString *error)
{
    const std::string text = plan.dump(2) + "\n";
    return io::writeFileAtomically(path, QByteArray(text.data(), qsizetype(text.size())), error);
}

} // namespace gpuplanner::app::planfile

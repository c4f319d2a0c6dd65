#pragma once

#include <QString>

#include <nlohmann/json.hpp>

namespace gpuplanner::planner {

// Dotted paths into plan and workload documents ("workload.configuration.ram_gb"), as fixes,
// editors and the undo commands address values.
nlohmann::json valueAt(const nlohmann::json &root, const QString &path); // null when absent
// Sets the value, creating objects along the path; a null value removes the field.
void setAt(nlohmann::json &root, const QString &path, const nlohmann::json &value);

} // namespace gpuplanner::planner

#pragma once

#include <QString>

#include <nlohmann/json.hpp>

namespace gpuplanner::app {

// The .gpuplan file: JSON {"format": "gpu-planner-plan", "version": 1, "name", "workload",
// "checklist", "quotes"}. Older versions are migrated on load; newer ones are refused.
namespace planfile {

inline constexpr const char *kFormat = "gpu-planner-plan";
inline constexpr int kVersion = 1;

// A new plan around a workload.
nlohmann::json make(const nlohmann::json &workload, const QString &name);

struct Loaded
{
    nlohmann::json plan;
    QString error; // empty on success; names the problem ("line 3: …", "made by a newer version")
    int endsEarlyAtLine = 0; // the file stops in the middle, on this line (cut off); 0 otherwise
};
Loaded load(const QString &path);
// Also accepts a bare workload JSON (as the CLI takes) and wraps it.
Loaded fromJson(const nlohmann::json &document, const QString &shownName);

// Writes atomically (io::writeFileAtomically): the old file stays intact when anything fails.
bool save(const nlohmann::json &plan, const QString &path, QString *error);

} // namespace planfile
} // namespace gpuplanner::app

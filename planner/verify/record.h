#pragma once

#include "planner/verify/checks.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <map>
#include <optional>

namespace gpuplanner::verify {

// The verdicts of an imported acceptance report as the plan file keeps them (plan member
// "verification"): where the report came from and the checks in each language the application
// speaks, so that the checklist PDF lists them in its own language without the raw files.
//   {"source": "report.tar.gz", "host": "gpu-1", "mode": "quick", "started": "…", "ended": "…",
//    "imported": "2026-12-01T14:50:00Z", "results": {"en": {verificationToJson}, "zh": {…}}}
struct VerificationRecord
{
    QString source;   // file or folder name the report was imported from
    QString host;
    QString mode;     // quick | standard | burn-in
    QString started, ended, imported;
    std::map<QString, Verification> results; // by language code: "en", "zh"

    // The results in `languageCode`, else English, else any; null when there are none.
    const Verification *in(const QString &languageCode) const;
};

inline constexpr const char *kRecordKey = "verification";

nlohmann::json recordToJson(const VerificationRecord &record);
// Null when `j` is no record (not an object, or no results that read as a verification).
std::optional<VerificationRecord> recordFromJson(const nlohmann::json &j);

} // namespace gpuplanner::verify

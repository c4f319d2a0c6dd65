#pragma once

#include "catalog/catalog.h"
#include "planner/sizing/evaluation.h"
#include "planner/verify/checks.h"
#include "planner/verify/monitorstats.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace gpuplanner::verify {

// Article 000 step 4's decisions from a monitoring log, as findings with the figure behind them
// and, where one exists, a one-click change to the plan (the same Fix as the rules' findings):
// add VRAM (memory stays > 95 %), feed the GPUs (low utilization at low power: CPU, storage or
// network), fewer or smaller GPUs (utilization low over the run), cooling or power (throttling).
std::vector<planner::Finding> monitoringAdvice(const MonitorStats &stats, const planner::Evaluation &plan,
                                               const catalog::Catalog &catalog);

// The FAILs and WARNINGs of an acceptance report as findings (checkadvice.cpp): id
// "verify.<check id>", severity error for FAIL and warning for WARNING, FAILs first; the message
// names the figure measured against the one the plan needs, the suggestion the next step: whom to
// ask (the vendor or provider) and the exact command to run again.
std::vector<planner::Finding> verificationFindings(const Verification &v);
// The same for the record a plan keeps (plan member "verification", record.h) in `languageCode`;
// none when `record` is no record.
std::vector<planner::Finding> recordFindings(const nlohmann::json &record, const QString &languageCode);
// Puts the record's findings before the plan's (replacing earlier "verify.*" ones), errors first.
void addVerificationFindings(planner::Evaluation &e, const nlohmann::json &record, const QString &languageCode);

} // namespace gpuplanner::verify

#pragma once

#include "planner/cost/costreport.h"
#include "planner/sizing/dimensions.h"

#include <nlohmann/json.hpp>
#include <QStringList>
#include <vector>

namespace gpuplanner::planner {

// The bottleneck rules (PRODUCT.md §5 and the source articles): every finding for an evaluated
// plan, errors first.
std::vector<Finding> runRules(const DimensionInputs &in, const Evaluation &e);
// Errors first, then warnings, then notes; within a severity, by effect on the cost (largest first,
// Finding::costEffect), then in the order given.
void sortFindings(std::vector<Finding> &findings);
// Chinese spacing in every text of the findings (tidyChineseSpaces): names substituted into
// translations ("网络 占成本的"). runRules and addCostFindings apply it to what they add.
void tidyFindingTexts(std::vector<Finding> &findings);

// Adds the cost report's findings to the plan's (the 'cost.price_age' info / warning of old
// reference prices, each with its source link), keeping errors first. The report carries the day
// the ages were counted to (CostAssumptions::today, injectable); evaluate() does not price the plan,
// so every caller that shows findings and has priced the plan calls this after computeCost().
void addCostFindings(Evaluation &e, const cost::CostReport &report);

// The rule catalogue: id, severity, dimensions and the article paragraph it comes from.
struct RuleInfo
{
    const char *id;
    const char *severity;
    const char *dimensions;
    const char *source;
};
const std::vector<RuleInfo> &allRules();

// Applies a fix to a workload JSON document (creating objects along the paths).
nlohmann::json applyFix(const nlohmann::json &workload, const Fix &fix);

} // namespace gpuplanner::planner

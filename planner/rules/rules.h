#pragma once

#include "planner/dimensions.h"

#include <nlohmann/json.hpp>
#include <QStringList>
#include <vector>

namespace gpuplanner::planner {

// The bottleneck rules (PRODUCT.md §5 and the source articles): every finding for an evaluated
// plan, errors first.
std::vector<Finding> runRules(const DimensionInputs &in, const Evaluation &e);

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

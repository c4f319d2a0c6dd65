#pragma once

#include "catalog/catalog.h"
#include "planner/cost/costassumptions.h"

#include <nlohmann/json.hpp>

namespace gpuplanner::planner::cost {

struct CostInput
{
    CostAssumptions assumptions;
    QString error; // empty when valid; otherwise one message naming the field ("cost.purchase.pue: ...")
};

// Reads the optional "cost" object of a plan or workload file (README "### `cost`"). Every field
// is optional; unknown fields are rejected with the closest known name; money amounts are in
// cost.currency (default USD) and marked as user-entered.
CostInput parseCostSection(const nlohmann::json &cost, const catalog::Catalog &catalog);

} // namespace gpuplanner::planner::cost

#pragma once

#include "catalog/catalog.h"
#include "planner/workload/configuration.h"
#include "planner/workload/workload.h"

#include <nlohmann/json.hpp>

namespace gpuplanner::planner {

struct WorkloadInput
{
    Workload workload;
    Configuration configuration;
    QString error; // empty when valid; otherwise one message naming the field
};

// Reads a workload JSON (README "Workload input"): validates every field, resolves the model
// preset and the pinned GPU against the catalog, fills defaults. Unknown fields, unknown names
// (with close matches suggested) and impossible values are reported in `error`.
WorkloadInput parseWorkload(const nlohmann::json &document, const catalog::Catalog &catalog);

// The model spec of a catalog preset.
ModelSpec modelFromPreset(const catalog::ModelPreset &preset);

} // namespace gpuplanner::planner

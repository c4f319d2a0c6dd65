#pragma once

#include "planner/quotes/csvfile.h"
#include "planner/report/document.h"
#include "planner/report/plandocument.h"

#include <vector>

namespace gpuplanner::report {

// The configuration as tables, in the language installed now: the eight dimensions (minimum,
// recommended, chosen, with values in their unit) and the chosen machine by the workload file's
// `configuration` field names.
std::vector<DocTable> configurationTables(const PlanView &view);

// Tables of one or two languages as CSV rows: cells in both languages where they differ
// ("GPU memory\n显存"), a blank row between tables.
quotes::Grid tablesToGrid(const std::vector<std::vector<DocTable>> &languages);

} // namespace gpuplanner::report

#pragma once

#include "app/cli/context.h"
#include "planner/report/reportlanguage.h"

#include <QStringList>

namespace gpuplanner::cli {

// `gpu-planner-cli compare PLAN QUOTE_FILE... [--json] [--pdf OUT.pdf] [--xlsx OUT.xlsx]
// [--lang en|zh|both] [--map COLUMN=FIELD]... [--quote "vendor=…;price_per_hour=…"]...
// [--quote-currency CNY|USD] [--currency CNY|USD] [--months N] [--save] [--library] [--save-to-plan]`.
// Quotes come from the plan's "quotes", the files, --quote (manual entry) and, with --library, the
// quote library in the catalog database; --save stores the imported ones there, --save-to-plan in
// the plan file's "quotes" array (plans with a "workload" member only). A message per bad
// row goes to stderr; the good rows are compared. Exit 2 when no quote could be read.
int runCompareCommand(const QStringList &args, CliContext &context, report::ReportLanguage language);

} // namespace gpuplanner::cli

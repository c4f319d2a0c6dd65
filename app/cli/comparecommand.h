#pragma once

#include "app/cli/context.h"
#include "planner/report/reportlanguage.h"

#include <QStringList>

namespace gpuplanner::cli {

// `gpu-planner-cli compare PLAN QUOTE_FILE... [--json] [--pdf OUT.pdf] [--xlsx OUT.xlsx]
// [--lang en|zh|both] [--map COLUMN=FIELD]... [--quote "vendor=…;price_per_hour=…"]...
// [--quote-currency CNY|USD] [--currency CNY|USD] [--months N] [--save] [--library [URL]]
// [--base VENDOR=VERSION]... [--save-to-plan]`.
// Quotes come from the plan's "quotes", the files, --quote (manual entry) and, with --library, the
// quote library in the catalog database; --save stores the imported ones there, --save-to-plan in
// the plan file's "quotes" array (plans with a "workload" member only). With a PostgreSQL URL after
// --library (or in GPU_PLANNER_LIBRARY) the library is the team's (app/cli/teamquotes.h): the plan's
// 200 most recently changed quotes are compared, --save writes there, and a quote that exists there
// is replaced only at the version named by --base (else exit 2, a conflict). A message per bad
// row goes to stderr; the good rows are compared. Exit 2 when no quote could be read.
int runCompareCommand(const QStringList &args, CliContext &context, report::ReportLanguage language);

} // namespace gpuplanner::cli

#pragma once

#include "app/cli/context.h"
#include "planner/report/plandocument.h"
#include "planner/report/reportlanguage.h"

#include <QStringList>

#include <optional>

namespace gpuplanner::cli {

// `gpu-planner-cli export PLAN [--pdf OUT.pdf] [--checklist OUT.pdf|OUT.md] [--rfq OUT.xlsx|OUT.csv]
// [--dockerfile OUT] [--csv OUT.csv] [--lang en|zh|both] [--currency CNY|USD] [--months N]`.
// Writes every file asked for and prints each path; exit 2 on bad input, 3 when a file cannot be
// written.
int runExportCommand(const QStringList &args, CliContext &context, report::ReportLanguage language);

// Reads PLAN (a workload JSON as `size` takes it, or {"workload": …, "name", "cost", "quotes"}) and
// applies --currency / --months. Prints why and returns false on bad input.
bool loadPlan(const QString &path, const catalog::Catalog &catalog, std::optional<planner::cost::Currency> currency,
              std::optional<double> months, report::PlanDocument *plan);

// Reads the value of option `args[i]` ("--pdf OUT") into `value`; prints why and returns false when
// it is missing.
bool optionValue(const QStringList &args, qsizetype &i, QString *value, const QString &usage);
// --currency and --months, shared with `compare`.
bool costOption(const QString &option, const QString &value, std::optional<planner::cost::Currency> *currency,
                std::optional<double> *months);

} // namespace gpuplanner::cli

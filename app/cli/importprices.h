#pragma once

#include "app/cli/context.h"
#include "app/cli/teamoption.h"

#include <QHash>
#include <QStringList>

namespace gpuplanner::cli {

// `gpu-planner-cli catalog import-prices FILE.csv|FILE.xlsx [--map COLUMN=FIELD]... [--dry-run]
// [--json]`: `args` are those after import-prices, with --library and --base taken out already
// (runCatalogCommand), so that `library` and `bases` reach the team library's save.
int runImportPrices(QStringList args, CliContext &context, const LibraryOption &library,
                    const QHash<QString, int> &bases);

} // namespace gpuplanner::cli

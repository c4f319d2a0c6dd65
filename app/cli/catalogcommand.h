#pragma once

#include "app/cli/context.h"
#include "catalog/catalog.h"

#include <QStringList>

namespace gpuplanner::cli {

// `gpu-planner-cli catalog gpus|cpus|models|prices|storage|network [--json]`
// `gpu-planner-cli catalog show NAME [--json]`
int runCatalogCommand(const QStringList &args, const catalog::Catalog &catalog);
// The same with the store: also `catalog import-prices FILE`, `edit-price`, `remove-price`,
// `price-template OUT.csv` and `--origin user|bundled` (issue 17).
int runCatalogCommand(const QStringList &args, CliContext &context);

// "no catalog row named 'X'. Did you mean: a, b?" / "'X' matches several rows: ..."; empty when found.
QString describeLookupFailure(const QString &name, const catalog::LookupResult &result);

} // namespace gpuplanner::cli

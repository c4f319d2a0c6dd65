#pragma once

#include "app/cli/context.h"
#include "catalog/checkedrow.h"
#include "app/cli/teamoption.h"

#include <QHash>

#include <vector>

// `catalog import-prices FILE --library URL` and `catalog prices --origin team`: the team's price
// rows in the team library, with who made and changed each, when, and its version.
namespace gpuplanner::cli {

// Saves the rows in one transaction; `bases` maps a row id (case-folded) to the library version the
// user means to replace. An id of the bundled catalog is refused. Returns the exit code after printing.
// Offline, nothing is saved (price rows are not queued): exit 3.
int saveTeamPrices(TeamSession &session, const std::vector<catalog::CheckedRow> &rows,
                   const CliContext &context, const QHash<QString, int> &bases, const QString &file);

// Lists the team's price rows, a page of `limit` from `offset` (offline: the local copy's).
int listTeamPrices(TeamSession &session, bool json, int limit = 1000, int offset = 0);

// `catalog prices --origin team [--library URL] [--json]`: the library that --library names, else
// GPU_PLANNER_LIBRARY's (exit 2 when neither does), opened and its price rows listed.
int runTeamPriceList(const LibraryOption &library, bool json);

} // namespace gpuplanner::cli

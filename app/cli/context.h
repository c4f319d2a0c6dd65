#pragma once

#include "catalog/store.h"

#include <memory>

namespace gpuplanner::cli {

// The catalog as every command sees it: opened from the user's data folder (rebuilt or recovered
// as needed, with the notices printed to stderr) and loaded into memory.
struct CliContext
{
    std::unique_ptr<catalog::CatalogStore> store;
    catalog::Catalog catalog;
};

// Returns false (after printing why) when the bundled catalog itself is broken.
bool openCatalog(CliContext &context);

// For commands that add or change the user's rows: true when they reach the database file; false,
// after printing why nothing would be saved, when the catalog runs in memory.
bool savesRows(const CliContext &context);

} // namespace gpuplanner::cli

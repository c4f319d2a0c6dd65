#pragma once

#include "catalog/store.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace gpuplanner::catalog {

// One row of the quote library: the user's vendor quotes, kept in the catalog database across
// plans, rebuilds and schema migrations (table `quotes`, schema version 2). `data` is the quote as
// the planner stores it (planner/quotes/quotejson.h); the catalog does not interpret it.
struct StoredQuote
{
    qint64 id = 0;
    QString vendor;
    QString plan;
    QString currency;
    QString importedAt;
    nlohmann::json data;
};

// Adds a quote, replacing one with the same vendor, plan and offering (data["offering"]). Returns the
// new row id, 0 with `error` set on failure.
qint64 saveQuote(CatalogStore &store, const StoredQuote &quote, QString *error);

// The library's quotes, oldest first; only those of `plan` when it is not empty. Rows whose data is
// not valid JSON are skipped.
std::vector<StoredQuote> storedQuotes(const CatalogStore &store, const QString &plan = QString());

bool removeQuote(CatalogStore &store, qint64 id);

} // namespace gpuplanner::catalog

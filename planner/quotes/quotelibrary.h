#pragma once

#include "catalog/store.h"
#include "planner/quotes/quote.h"

#include <QStringList>

#include <vector>

namespace gpuplanner::quotes {

// The quote library (catalog/quotestore.h) in terms of quotes, for the CLI's --library / --save
// and the desktop app's quote view.

// The library's quotes, oldest first (only those of `plan` when it is not empty), each with its
// libraryId. Rows that are not quotes are skipped.
std::vector<Quote> libraryQuotes(const catalog::CatalogStore &store, const QString &plan = QString());

// Stores each quote under its own plan, else `planName` (a quote of the same vendor, plan and
// offering is replaced). Returns one message per quote that could not be stored.
QStringList saveToLibrary(catalog::CatalogStore &store, const std::vector<Quote> &quotes, const QString &planName);

// Adds `added` to `quotes`; a quote of the same vendor and offering (case-insensitive) replaces the
// older one, as a vendor's newer answer. Returns one message per replaced quote.
QStringList replaceOrAdd(std::vector<Quote> &quotes, const std::vector<Quote> &added);

} // namespace gpuplanner::quotes

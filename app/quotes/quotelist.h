#pragma once

#include "planner/report/quote.h"

#include <QStringList>

#include <vector>

namespace gpuplanner::catalog {
class CatalogStore;
}

namespace gpuplanner::app {

class PlanDocument;

// The quotes of the open plan: its "quotes" array (planner/report/quotejson.h), read and written
// through the document so that every change is one undoable step and is saved with the plan.
namespace quotelist {

// The plan's quotes; entries that cannot be read are named in `problems` and left out.
std::vector<report::Quote> read(const PlanDocument &document, QStringList *problems = nullptr);
void write(PlanDocument &document, const std::vector<report::Quote> &quotes, const QString &undoLabel);

// Adds `added` to `quotes`: a quote of the same vendor and offering replaces the older one (the
// vendor's newer answer). Returns one message per replaced quote.
QStringList merge(std::vector<report::Quote> &quotes, const std::vector<report::Quote> &added);

// The quote library in the catalog database (across plans). Saving stores each quote under the
// plan's name; a failure is returned as messages, the plan keeps the quotes either way.
QStringList saveToLibrary(catalog::CatalogStore &store, const std::vector<report::Quote> &quotes, const QString &planName);
std::vector<report::Quote> library(const catalog::CatalogStore &store);

} // namespace quotelist
} // namespace gpuplanner::app

#pragma once

#include "planner/quotes/quote.h"

#include <QStringList>

#include <vector>

namespace gpuplanner::app {

class PlanDocument;

// The quotes of the open plan: its "quotes" array (planner/quotes/quotejson.h), read and written
// through the document so that every change is one undoable step and is saved with the plan.
namespace quotelist {

// The plan's quotes; entries that cannot be read are named in `problems` and left out.
std::vector<quotes::Quote> read(const PlanDocument &document, QStringList *problems = nullptr);
void write(PlanDocument &document, const std::vector<quotes::Quote> &quotes, const QString &undoLabel);

} // namespace quotelist
} // namespace gpuplanner::app

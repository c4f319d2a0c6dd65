#pragma once

#include "catalog/catalog.h"
#include "planner/quotes/comparison.h"
#include "planner/report/document.h"
#include "planner/report/plandocument.h"

#include <nlohmann/json.hpp>

namespace gpuplanner::report {

// The plan's quotes compared with its evaluation (compareQuotes on the plan's QuoteBasis).
quotes::Comparison compareQuotes(const PlanDocument &plan, const PlanView &view, const std::vector<quotes::Quote> &quotes,
                         const catalog::Catalog &catalog);

// The quote comparison as a document, in the language installed now: the ranking with the cost of
// this workload on each quote, a bar chart of those costs, every requirement against every quote
// (meets / below minimum / below recommended / not stated), and each quote's terms and notes.
DocModel buildComparisonDoc(const PlanDocument &plan, const quotes::Comparison &comparison, const catalog::Catalog &catalog);

// The comparison as `compare --json` prints it.
// `withResults` false leaves out the "results" member (a caller that streams them, one
// comparisonResultToJson at a time).
nlohmann::json comparisonToJson(const quotes::Comparison &comparison, bool withResults = true);
nlohmann::json comparisonResultToJson(const quotes::Comparison &comparison, const quotes::QuoteResult &result);

// Any document's headings, paragraphs and tables as one XLSX sheet (the comparison's XLSX export);
// two models give cells in both languages. Shaded cells keep their colour.
bool writeDocXlsx(const std::vector<const DocModel *> &models, const QString &sheetName, const QString &path, QString *error);

} // namespace gpuplanner::report

#pragma once

#include "planner/report/document.h"

#include <vector>

namespace gpuplanner::report {

// The HTML (the subset QTextDocument renders) of one block, or of the same block of two models
// merged for a bilingual sheet: the second language under the first, in grey, where it differs.
// Charts and page breaks have none (the page layout draws and applies them).
QString blockHtml(const DocBlock &block, const DocBlock *second);

// Both languages of one short text: "Spec sheet · 规格书" (the second only when it differs).
QString joinLanguages(const std::vector<QString> &texts, const QString &separator);

// A chart whose labels carry both languages ("Hourly / 按小时").
DocChart mergeChart(const std::vector<const DocChart *> &charts);

} // namespace gpuplanner::report

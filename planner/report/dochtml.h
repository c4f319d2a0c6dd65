#pragma once

#include "planner/report/document.h"

#include <vector>

namespace gpuplanner::report {

// The HTML (the subset QTextDocument renders) of one block, or of the same block of two models
// merged for a bilingual sheet: the second language under the first, smaller and in grey, where it
// differs; in a table cell on the same line after " · " where both fit there, given the width of
// the text in points (`textWidthPt`; 0: unknown, always under). Charts and page breaks have none
// (the page layout draws and applies them).
QString blockHtml(const DocBlock &block, const DocBlock *second, double textWidthPt = 0);

// Both languages of one short text: "Spec sheet · 规格书" (the second only when it differs).
QString joinLanguages(const std::vector<QString> &texts, const QString &separator);

// A chart whose labels carry both languages ("Hourly / 按小时").
DocChart mergeChart(const std::vector<const DocChart *> &charts);

} // namespace gpuplanner::report

#pragma once

#include "catalog/catalog.h"
#include "planner/quotes/comparison.h"
#include "planner/report/plandocument.h"
#include "planner/report/reportlanguage.h"

namespace gpuplanner::report {

// The exports of PRODUCT.md §2 step 5 and §7, each in English, Chinese or both. Every function
// renders its texts per language (switching the translator and re-running the engine) and restores
// the language installed before. PDF output needs a QGuiApplication. Each returns false with
// `error` set when the file cannot be written or the plan has no GPU to describe.
bool exportSpecSheet(const PlanDocument &plan, ReportLanguage language, const catalog::Catalog &catalog,
                     const QString &pdfPath, QString *error);
// `path` ending in .md gives Markdown with "- [ ]" boxes, otherwise a PDF.
bool exportChecklist(const PlanDocument &plan, ReportLanguage language, const catalog::Catalog &catalog,
                     const QString &path, QString *error);
// `path` ending in .csv gives CSV, otherwise XLSX. Always bilingual: vendors may answer in either.
bool exportRfq(const PlanDocument &plan, const catalog::Catalog &catalog, const QString &path, QString *error);
bool exportDockerfile(const PlanDocument &plan, const catalog::Catalog &catalog, const QString &path, QString *error);
bool exportConfigurationCsv(const PlanDocument &plan, ReportLanguage language, const catalog::Catalog &catalog,
                            const QString &path, QString *error);

// The comparison in the language installed now.
quotes::Comparison compareNow(const PlanDocument &plan, const std::vector<quotes::Quote> &quotes, const catalog::Catalog &catalog);
// `path` ending in .xlsx gives XLSX, otherwise a PDF.
bool exportComparison(const PlanDocument &plan, const std::vector<quotes::Quote> &quotes, ReportLanguage language,
                      const catalog::Catalog &catalog, const QString &path, QString *error);

// Writes UTF-8 text atomically.
bool writeTextFile(const QString &path, const QString &text, QString *error);

} // namespace gpuplanner::report

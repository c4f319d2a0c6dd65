#pragma once

#include "planner/report/plandocument.h"
#include "planner/report/reportlanguage.h"

#include <QString>
#include <QStringList>

namespace gpuplanner::app {

class PlanDocument;

// What File > Export writes (PRODUCT.md §2 step 5, §7).
enum class ExportKind { SpecSheet, Checklist, ChecklistMarkdown, Rfq, RfqCsv, Dockerfile, ConfigurationCsv, AcceptanceScript };

QList<ExportKind> exportKinds();
QString exportKindName(ExportKind kind);    // translated: "Spec sheet (PDF)"
QString exportKindSuffix(ExportKind kind);  // "pdf", "md", "xlsx", "csv", "" (Dockerfile)
QString exportKindFilter(ExportKind kind);  // for the file dialog
bool exportKindHasLanguage(ExportKind kind); // the RFQ is always bilingual, the Dockerfile has no text
// The plan's name as the start of a file name: without ".gpuplan", with "-" for spaces and the
// characters file systems refuse; "plan" when nothing is left.
QString exportBaseName(const QString &planName);
// A file name for the plan: "llama-70b-serving-spec-sheet-zh.pdf", "Dockerfile".
QString defaultExportFileName(ExportKind kind, const QString &planName, report::ReportLanguage language);

// The open plan as the exports read it: its JSON, its name, and the cost settings of the window
// (currency), which rule over the plan file's own.
report::PlanDocument reportPlan(const PlanDocument &document);

// Writes one export. Returns false with `error` naming the problem (the plan cannot be evaluated,
// the file cannot be written); nothing in the plan changes either way.
bool exportPlan(const PlanDocument &document, ExportKind kind, report::ReportLanguage language, const QString &path,
                QString *error);

} // namespace gpuplanner::app

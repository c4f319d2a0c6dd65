#include "app/export/planexport.h"

#include "app/document/plandocument.h"
#include "app/verify/acceptancescript.h"
#include "planner/report/exports.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplanner::app {

QList<ExportKind> exportKinds()
{
    return {ExportKind::SpecSheet, ExportKind::Checklist, ExportKind::ChecklistMarkdown, ExportKind::Rfq,
            ExportKind::RfqCsv,    ExportKind::Dockerfile, ExportKind::ConfigurationCsv, ExportKind::AcceptanceScript};
}

QString exportKindName(ExportKind kind)
{
    switch (kind) {
    case ExportKind::SpecSheet: return QCoreApplication::translate("export", "Spec sheet (PDF)");
    case ExportKind::Checklist: return QCoreApplication::translate("export", "Checklist (PDF)");
    case ExportKind::ChecklistMarkdown: return QCoreApplication::translate("export", "Checklist (Markdown)");
    case ExportKind::Rfq: return QCoreApplication::translate("export", "Request for quote (XLSX)");
    case ExportKind::RfqCsv: return QCoreApplication::translate("export", "Request for quote (CSV)");
    case ExportKind::Dockerfile: return QCoreApplication::translate("export", "Dockerfile of the environment");
    case ExportKind::ConfigurationCsv: return QCoreApplication::translate("export", "Configuration (CSV)");
    case ExportKind::AcceptanceScript: return QCoreApplication::translate("export", "Acceptance script (bash)");
    }
    return {};
}

QString exportKindSuffix(ExportKind kind)
{
    switch (kind) {
    case ExportKind::SpecSheet:
    case ExportKind::Checklist: return QStringLiteral("pdf");
    case ExportKind::ChecklistMarkdown: return QStringLiteral("md");
    case ExportKind::Rfq: return QStringLiteral("xlsx");
    case ExportKind::RfqCsv:
    case ExportKind::ConfigurationCsv: return QStringLiteral("csv");
    case ExportKind::Dockerfile: return {};
    case ExportKind::AcceptanceScript: return QStringLiteral("sh");
    }
    return {};
}

QString exportKindFilter(ExportKind kind)
{
    const QString suffix = exportKindSuffix(kind);
    if (suffix == QLatin1String("pdf"))
        return QCoreApplication::translate("export", "PDF documents (*.pdf)");
    if (suffix == QLatin1String("md"))
        return QCoreApplication::translate("export", "Markdown (*.md)");
    if (suffix == QLatin1String("xlsx"))
        return QCoreApplication::translate("export", "Excel workbooks (*.xlsx)");
    if (suffix == QLatin1String("csv"))
        return QCoreApplication::translate("export", "CSV files (*.csv)");
    if (suffix == QLatin1String("sh"))
        return QCoreApplication::translate("export", "Shell scripts (*.sh)");
    return QCoreApplication::translate("export", "All files (*)");
}

bool exportKindHasLanguage(ExportKind kind)
{
    return kind == ExportKind::SpecSheet || kind == ExportKind::Checklist || kind == ExportKind::ChecklistMarkdown ||
           kind == ExportKind::ConfigurationCsv;
}

QString exportBaseName(const QString &planName)
{
    QString base = planName;
    base.remove(QRegularExpression(QStringLiteral("\\.gpuplan$")));
    // What no file system takes, spaces, dashes between words, brackets and list punctuation
    // (ASCII and full-width) become one hyphen: "Qwen2.5-7B – LLM 微调（全参数、LoRA）" is
    // "Qwen2.5-7B-LLM-微调-全参数-LoRA", not "Qwen2.5-7B---LLM-微调（全参数、LoRA）".
    base.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|()\\[\\]{}（）【】「」《》、，,;；：。!！?？\\s–—-]+")),
                 QStringLiteral("-"));
    while (base.startsWith(u'-'))
        base.remove(0, 1);
    while (base.endsWith(u'-'))
        base.chop(1);
    return base.isEmpty() ? QStringLiteral("plan") : base;
}

QString defaultExportFileName(ExportKind kind, const QString &planName, report::ReportLanguage language)
{
    if (kind == ExportKind::Dockerfile)
        return QStringLiteral("Dockerfile");
    if (kind == ExportKind::AcceptanceScript)
        return QStringLiteral("accept-%1.sh").arg(exportBaseName(planName));
    QString what;
    switch (kind) {
    case ExportKind::SpecSheet: what = QStringLiteral("spec-sheet"); break;
    case ExportKind::Checklist:
    case ExportKind::ChecklistMarkdown: what = QStringLiteral("checklist"); break;
    case ExportKind::Rfq:
    case ExportKind::RfqCsv: what = QStringLiteral("rfq"); break;
    case ExportKind::ConfigurationCsv: what = QStringLiteral("configuration"); break;
    case ExportKind::Dockerfile:
    case ExportKind::AcceptanceScript: break;
    }
    const QString lang = exportKindHasLanguage(kind) ? QLatin1Char('-') + report::reportLanguageCode(language) : QString();
    return QStringLiteral("%1-%2%3.%4").arg(exportBaseName(planName), what, lang, exportKindSuffix(kind));
}

report::PlanDocument reportPlan(const PlanDocument &document)
{
    report::PlanDocument plan = report::readPlanDocument(document.plan(), document.displayName(), document.catalog());
    plan.cost = document.costAssumptions();
    plan.currencyGiven = true; // the window's currency, as every cost figure on screen
    return plan;
}

bool exportPlan(const PlanDocument &document, ExportKind kind, report::ReportLanguage language, const QString &path,
                QString *error)
{
    const report::PlanDocument plan = reportPlan(document);
    if (!plan.error.isEmpty()) {
        *error = QCoreApplication::translate("export", "The plan cannot be evaluated: %1").arg(plan.error);
        return false;
    }
    const catalog::Catalog &catalog = document.catalog();
    switch (kind) {
    case ExportKind::SpecSheet: return report::exportSpecSheet(plan, language, catalog, path, error);
    case ExportKind::Checklist:
    case ExportKind::ChecklistMarkdown: return report::exportChecklist(plan, language, catalog, path, error);
    case ExportKind::Rfq:
    case ExportKind::RfqCsv: return report::exportRfq(plan, catalog, path, error);
    case ExportKind::Dockerfile: return report::exportDockerfile(plan, catalog, path, error);
    case ExportKind::ConfigurationCsv: return report::exportConfigurationCsv(plan, language, catalog, path, error);
    case ExportKind::AcceptanceScript: // the default run (about 15 minutes); the Verification view offers the others
        return writeAcceptanceScript(document, verify::AcceptMode::Standard, 0, path, error);
    }
    return false;
}

} // namespace gpuplanner::app

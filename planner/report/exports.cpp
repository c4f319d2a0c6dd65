#include "planner/report/exports.h"

#include "planner/report/checklist.h"
#include "planner/report/comparisondoc.h"
#include "planner/report/configcsv.h"
#include "planner/io/atomicfile.h"
#include "planner/report/dochtml.h"
#include "planner/report/dockerfile.h"
#include "planner/report/pdfrenderer.h"
#include "planner/report/reportformat.h"
#include "planner/report/rfq.h"
#include "planner/report/specsheet.h"

#include <QCoreApplication>

namespace gpuplanner::report {

namespace {

bool hasGpu(const PlanDocument &plan, const catalog::Catalog &catalog, QString *error)
{
    const PlanView v = viewNow(plan, catalog);
    if (v.accelerator)
        return true;
    *error = QCoreApplication::translate("report", "No accelerator in the catalog matches the plan (software stack or "
                                                   "GPU pin): nothing to export.");
    return false;
}

// One model per language, each built with that language's translator and engine texts.
template <typename Build>
std::vector<DocModel> perLanguage(ReportLanguage language, const PlanDocument &plan, const catalog::Catalog &catalog, Build build)
{
    std::vector<DocModel> models;
    for (const i18n::Language l : languagesOf(language)) {
        const LanguageScope scope(l);
        models.push_back(build(viewNow(plan, catalog)));
    }
    return models;
}

std::vector<const DocModel *> pointers(const std::vector<DocModel> &models)
{
    std::vector<const DocModel *> out;
    for (const DocModel &m : models)
        out.push_back(&m);
    return out;
}

bool endsWith(const QString &path, const char *suffix)
{
    return path.endsWith(QLatin1String(suffix), Qt::CaseInsensitive);
}

} // namespace

bool writeTextFile(const QString &path, const QString &text, QString *error)
{
    return io::writeFileAtomically(path, text.toUtf8(), error);
}

bool exportSpecSheet(const PlanDocument &plan, ReportLanguage language, const catalog::Catalog &catalog,
                     const QString &pdfPath, QString *error)
{
    if (!hasGpu(plan, catalog, error))
        return false;
    const std::vector<DocModel> models =
        perLanguage(language, plan, catalog, [&](const PlanView &v) { return buildSpecSheet(plan, v, catalog); });
    return writePdf(pdfPath, pointers(models), error);
}

bool exportChecklist(const PlanDocument &plan, ReportLanguage language, const catalog::Catalog &catalog,
                     const QString &path, QString *error)
{
    if (!hasGpu(plan, catalog, error))
        return false;
    const std::vector<DocModel> models =
        perLanguage(language, plan, catalog, [&](const PlanView &v) { return buildChecklist(plan, v, catalog); });
    if (endsWith(path, ".md")) {
        std::vector<QString> footers;
        for (const DocModel &m : models)
            footers.push_back(m.footer);
        return writeTextFile(path, documentMarkdown(pointers(models)) + QLatin1Char('_') +
                                       joinLanguages(footers, QStringLiteral(" · ")) + QStringLiteral("_\n"),
                             error);
    }
    return writePdf(path, pointers(models), error);
}

bool exportRfq(const PlanDocument &plan, const catalog::Catalog &catalog, const QString &path, QString *error)
{
    if (!hasGpu(plan, catalog, error))
        return false;
    const RfqSheet sheet = buildRfqSheet(plan, catalog);
    return endsWith(path, ".csv") ? writeRfqCsv(sheet, path, error) : writeRfqXlsx(sheet, path, error);
}

bool exportDockerfile(const PlanDocument &plan, const catalog::Catalog &catalog, const QString &path, QString *error)
{
    if (!hasGpu(plan, catalog, error))
        return false;
    return writeTextFile(path, dockerfileText(plan, viewNow(plan, catalog), catalog.version()), error);
}

bool exportConfigurationCsv(const PlanDocument &plan, ReportLanguage language, const catalog::Catalog &catalog,
                            const QString &path, QString *error)
{
    if (!hasGpu(plan, catalog, error))
        return false;
    std::vector<std::vector<DocTable>> tables;
    for (const i18n::Language l : languagesOf(language)) {
        const LanguageScope scope(l);
        tables.push_back(configurationTables(viewNow(plan, catalog)));
    }
    return quotes::writeCsv(path, tablesToGrid(tables), error);
}

quotes::Comparison compareNow(const PlanDocument &plan, const std::vector<quotes::Quote> &quotes, const catalog::Catalog &catalog)
{
    return compareQuotes(plan, viewNow(plan, catalog), quotes, catalog);
}

bool exportComparison(const PlanDocument &plan, const std::vector<quotes::Quote> &quotes, ReportLanguage language,
                      const catalog::Catalog &catalog, const QString &path, QString *error)
{
    if (!hasGpu(plan, catalog, error))
        return false;
    const std::vector<DocModel> models = perLanguage(language, plan, catalog, [&](const PlanView &v) {
        return buildComparisonDoc(plan, compareQuotes(plan, v, quotes, catalog), catalog);
    });
    if (endsWith(path, ".xlsx"))
        return writeDocXlsx(pointers(models),
                            language == ReportLanguage::Chinese   ? QStringLiteral("报价对比")
                            : language == ReportLanguage::English ? QStringLiteral("Comparison")
                                                                  : QStringLiteral("Comparison 报价对比"),
                            path, error);
    return writePdf(path, pointers(models), error);
}

} // namespace gpuplanner::report

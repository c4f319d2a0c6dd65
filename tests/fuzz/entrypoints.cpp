#include "entrypoints.h"

#include "catalog/bundled.h"
#include "catalog/catalog.h"
#include "planner/report/checklist.h"
#include "planner/report/comparisondoc.h"
#include "planner/report/dockerfile.h"
#include "planner/report/plandocument.h"
#include "planner/evaluate.h"
#include "planner/quotes/quoteimport.h"
#include "planner/report/pricelist.h"
#include "planner/verify/advice.h"
#include "planner/verify/checks.h"
#include "planner/verify/monitorstats.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace gpuplanner::fuzz {

namespace {

const catalog::Catalog &bundledCatalog()
{
    static const catalog::Catalog catalog = [] {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        return catalog::Catalog(std::move(b.rows), b.version);
    }();
    return catalog;
}

[[noreturn]] void fail(const char *what, const QString &detail)
{
    std::fprintf(stderr, "fuzz oracle failed: %s: %s\n", what, detail.left(300).toLocal8Bit().constData());
    std::abort();
}

void checkMessage(const QString &message)
{
    if (message.size() > kMaxMessage)
        fail("message too long", message);
}

void checkMessages(const QStringList &messages)
{
    for (const QString &m : messages)
        checkMessage(m);
}

quotes::ImportOptions options()
{
    quotes::ImportOptions o;
    o.importedAt = QStringLiteral("2026-01-01T00:00:00Z"); // no clock in a replayable run
    return o;
}

void checkImport(const quotes::QuoteImport &in)
{
    checkMessages(in.messages);
    if (in.rowsSkipped > in.rowsRead || in.quotes.size() > size_t(in.rowsRead) + 1)
        fail("row counts", QStringLiteral("%1 read, %2 skipped, %3 quotes").arg(in.rowsRead).arg(in.rowsSkipped).arg(in.quotes.size()));
}

// The plan that reports and logs are judged against: two L40S serving an 8B model.
struct VerifyPlan
{
    planner::Evaluation evaluation;
    verify::Expectations expected;
};

const VerifyPlan &verifyPlan()
{
    static const VerifyPlan plan = [] {
        const catalog::Catalog &catalog = bundledCatalog();
        QString error;
        const nlohmann::json document = catalog::parseJsonText(
            R"({"task": "llm_inference", "model": {"preset": "llama-3.1-8b"},
                "gpu": {"model": "nvidia-l40s", "count": 2, "nodes": 1}})",
            QStringLiteral("plan.json"), &error);
        const report::PlanDocument doc = report::readPlanDocument(document, QStringLiteral("fuzz"), catalog);
        if (!error.isEmpty() || !doc.error.isEmpty())
            fail("the plan of the verify targets", error + doc.error);
        VerifyPlan p{planner::evaluate(doc.input.workload, doc.input.configuration, catalog, planner::Assumptions()), {}};
        p.expected = verify::expectationsFor(p.evaluation, catalog, QStringLiteral("fuzz"));
        return p;
    }();
    return plan;
}

void checkIssues(const verify::ParseIssues &issues)
{
    for (const verify::ParseIssue &i : issues)
        checkMessage(i.text());
}

// What an import goes on to do with a report: verify it and give advice on its monitoring log.
void verifyReport(const verify::Report &report)
{
    const verify::Verification v = verify::verify(report, verifyPlan().expected);
    checkIssues(v.issues); // the checks show what the machine reported, as long as it was
    (void)verify::verificationToJson(v);
    const verify::MonitorStats stats = verify::computeStats(report.monitor);
    (void)verify::monitoringAdvice(stats, verifyPlan().evaluation, bundledCatalog());
}

// A temporary file holding `data`, named `name`.
QString temporaryFile(const QString &name, const QByteArray &data)
{
    static QTemporaryDir dir;
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(data) != data.size())
        fail("temporary file", path);
    return path;
}

} // namespace

void planFile(const QByteArray &data)
{
    const catalog::Catalog &catalog = bundledCatalog();
    QString error;
    const nlohmann::json document = catalog::parseJsonText(data, QStringLiteral("fuzz.gpuplan"), &error);
    if (document.is_discarded()) {
        checkMessage(error);
        return;
    }
    const report::PlanDocument plan = report::readPlanDocument(document, QStringLiteral("fuzz"), catalog);
    checkMessage(plan.error);
    checkMessages(plan.warnings);
    if (!plan.error.isEmpty())
        return;
    const report::PlanView view = report::viewNow(plan, catalog);
    const QString dockerfile = report::dockerfileText(plan, view, QStringLiteral("fuzz"));
    for (const QString &line : dockerfile.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("RUN ")) && !line.startsWith(QLatin1String("RUN python /opt/plan/")) &&
            !line.startsWith(QLatin1String("RUN pip install --no-cache-dir \"torch==")))
            fail("Dockerfile instruction from the plan", line);
    const report::DocModel checklist = report::buildChecklist(plan, view, catalog);
    (void)report::documentMarkdown({&checklist});
    if (view.accelerator && !plan.quotes.empty())
        (void)report::compareQuotes(plan, view, plan.quotes, catalog);
}

void quoteCsv(const QByteArray &data)
{
    checkImport(quotes::importQuoteGrid(quotes::parseCsv(data), QStringLiteral("fuzz.csv"), false, options()));
}

void quoteXlsx(const QByteArray &data)
{
    checkImport(quotes::importQuoteFile(temporaryFile(QStringLiteral("fuzz.xlsx"), data), options()));
}

void quoteJson(const QByteArray &data)
{
    checkImport(quotes::importQuoteJson(data, QStringLiteral("fuzz.json"), options()));
}

void catalogJson(const QByteArray &data)
{
    QString error;
    const nlohmann::json document = catalog::parseJsonText(data, QStringLiteral("fuzz.json"), &error);
    if (document.is_discarded()) {
        checkMessage(error);
        return;
    }
    catalog::Rows rows;
    QStringList errors;
    for (const catalog::Kind kind : catalog::kAllKinds)
        catalog::parseFile(kind, document, catalog::fileName(kind), catalog::Origin::User, rows, errors);
    checkMessages(errors);
    const catalog::Catalog catalog(std::move(rows), QStringLiteral("fuzz"));
    (void)catalog.find(QStringLiteral("H100 SXM"), catalog::Kind::Accelerator);
}

void reportArchive(const QByteArray &data)
{
    QBuffer in;
    in.setData(data);
    in.open(QIODevice::ReadOnly);
    verify::ReportFiles files;
    QString error;
    if (!verify::readReportArchive(in, files, &error)) {
        checkMessage(error);
        return;
    }
    qint64 total = 0;
    for (const QByteArray &bytes : std::as_const(files.files))
        total += bytes.size();
    if (total > verify::kMaxReportBytes)
        fail("report size", QString::number(total));
    verifyReport(verify::readReport(files));
}

void smiText(const QByteArray &data)
{
    verify::ReportFiles files;
    files.files.insert(QStringLiteral("nvidia-smi-q.txt"), data);
    const verify::Report report = verify::readReport(files);
    for (const verify::SmiGpu &g : report.smi.gpus) {
        (void)g.activeClockReasons();
        (void)g.uncorrectedVolatile();
        (void)g.powerDraw();
    }
    verifyReport(report);
}

void monitorLog(const QByteArray &data)
{
    verify::Report report;
    verify::appendMonitorLog(report.monitor, data, QStringLiteral("monitor.csv"), report.issues);
    checkIssues(report.issues);
    for (const verify::MonitorSample &s : report.monitor.samples)
        if (s.gpu >= size_t(report.monitor.gpus.size()))
            fail("sample of an unknown GPU", QString::number(s.gpu));
    verifyReport(report);
}

void priceList(const QByteArray &data)
{
    const QString name = data.startsWith("PK") ? QStringLiteral("fuzz.xlsx") : QStringLiteral("fuzz.csv");
    const report::PriceListImport in =
        report::importPriceList(temporaryFile(name, data), bundledCatalog(), QDate(2026, 1, 1));
    checkMessage(in.error);
    checkMessages(in.problems);
    if (in.rows.size() > size_t(std::max(in.dataRows, 0)))
        fail("row counts", QStringLiteral("%1 rows of %2").arg(in.rows.size()).arg(in.dataRows));
}

EntryPoint entryPoint(const char *target)
{
    const struct
    {
        const char *name;
        EntryPoint entry;
    } all[] = {{"plan", planFile},
               {"quote_csv", quoteCsv},
               {"quote_xlsx", quoteXlsx},
               {"quote_json", quoteJson},
               {"catalog", catalogJson},
               {"report", reportArchive},
               {"smi", smiText},
               {"monitor_log", monitorLog},
               {"price_list", priceList}};
    for (const auto &t : all)
        if (std::strcmp(t.name, target) == 0)
            return t.entry;
    return nullptr;
}

} // namespace gpuplanner::fuzz

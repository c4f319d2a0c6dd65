#include "entrypoints.h"

#include "catalog/bundled.h"
#include "catalog/catalog.h"
#include "planner/report/checklist.h"
#include "planner/report/comparisondoc.h"
#include "planner/report/dockerfile.h"
#include "planner/report/plandocument.h"
#include "planner/quotes/quoteimport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

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

report::ImportOptions options()
{
    report::ImportOptions o;
    o.importedAt = QStringLiteral("2026-01-01T00:00:00Z"); // no clock in a replayable run
    return o;
}

void checkImport(const report::QuoteImport &in)
{
    checkMessages(in.messages);
    if (in.rowsSkipped > in.rowsRead || in.quotes.size() > size_t(in.rowsRead) + 1)
        fail("row counts", QStringLiteral("%1 read, %2 skipped, %3 quotes").arg(in.rowsRead).arg(in.rowsSkipped).arg(in.quotes.size()));
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
    checkImport(report::importQuoteGrid(report::parseCsv(data), QStringLiteral("fuzz.csv"), false, options()));
}

void quoteXlsx(const QByteArray &data)
{
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fuzz.xlsx"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(data) != data.size())
        fail("temporary file", path);
    f.close();
    checkImport(report::importQuoteFile(path, options()));
}

void quoteJson(const QByteArray &data)
{
    checkImport(report::importQuoteJson(data, QStringLiteral("fuzz.json"), options()));
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
               {"catalog", catalogJson}};
    for (const auto &t : all)
        if (std::strcmp(t.name, target) == 0)
            return t.entry;
    return nullptr;
}

} // namespace gpuplanner::fuzz

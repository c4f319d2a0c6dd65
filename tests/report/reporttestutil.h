#pragma once

// Shared by the report tests: the bundled catalog, a plan from JSON text, external tools.
#include "catalog/bundled.h"
#include "catalog/catalog.h"
#include "planner/report/plandocument.h"

#include <QProcess>
#include <QStandardPaths>

namespace reporttest {

inline const gpuplanner::catalog::Catalog &bundledCatalog()
{
    static const gpuplanner::catalog::Catalog catalog = [] {
        gpuplanner::catalog::BundledCatalog b = gpuplanner::catalog::loadBundledCatalog();
        return gpuplanner::catalog::Catalog(std::move(b.rows), b.version);
    }();
    return catalog;
}

inline gpuplanner::report::PlanDocument plan(const char *json, const char *name = "test plan")
{
    return gpuplanner::report::readPlanDocument(nlohmann::json::parse(json), QString::fromUtf8(name), bundledCatalog());
}

// Llama 3.1 70B serving at 20 requests/s: two H200 SXM with NVLink, prices from the catalog.
inline constexpr const char *kServingPlan = R"({"name": "Llama 70B serving", "workload": {"task": "llm_inference",
    "model": {"preset": "llama-3.1-70b"}, "serving": {"requests_per_s": 20, "ttft_ms": 1500, "tpot_ms": 50},
    "data": {"dataset_gb": 50}, "run": {"team_size": 3}}, "cost": {"horizon_months": 24}})";

// Runs a tool and returns its standard output; empty when it is missing or fails.
inline QByteArray tool(const QString &program, const QStringList &args, int *exitCode = nullptr)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(120000))
        return {};
    if (exitCode)
        *exitCode = p.exitCode();
    return p.readAllStandardOutput();
}

inline bool haveTool(const char *name)
{
    return !QStandardPaths::findExecutable(QString::fromLatin1(name)).isEmpty();
}

} // namespace reporttest

#pragma once

// Shared by the report tests: the bundled catalog, a plan from JSON text, the plans that several
// tests read, external tools.
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

// Llama 3.1 70B training on an offer that falls short almost everywhere: PCIe, 25 Gbit/s between
// eight nodes, 16 cores, a SATA disk, no checkpoints, sensitive data without access control or
// audit; sixteen errors and warnings. `name` is page one's title: each test passes the name its
// page-one checks were written with.
inline QByteArray shortOfferPlan(const char *name)
{
    return QByteArray(R"({"name": ")") + name + R"(", "workload": {
    "task": "llm_pretraining", "model": {"preset": "llama-3.1-70b"},
    "training": {"tokens": 200000000000, "deadline_days": 30},
    "data": {"dataset_gb": 800, "sensitive": true, "location": "shared_fs"},
    "run": {"duration_days": 30, "team_size": 6, "shared_with_other_work": true},
    "gpu": {"model": "H100 SXM", "count": 8, "nodes": 8},
    "configuration": {"cpu_cores": 16, "ram_gb": 256, "data_disk": "sata_ssd", "network_cluster_gbps": 25,
        "interconnect": "pcie", "monitoring": false, "backup": false, "access_control": false, "audit_log": false,
        "checkpoint_interval_h": 0, "separate_system_disk": false}},
    "cost": {"currency": "USD", "horizon_months": 12}})";
}

// Twenty live streams transcoded: a task without a model and without a data rate to read; on RTX
// 4090s, priced from a Chinese hourly offer, with two warnings.
inline constexpr const char *kVideoPlan = R"({"name": "Transcoding", "workload": {"task": "video_processing",
    "model": {"name": "video pipeline"}, "video": {"streams": 20}}})";

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

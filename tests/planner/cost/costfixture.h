// Shared by the cost tests: the bundled catalog, a plan evaluated from workload JSON, and a cost
// report from the plan and a "cost" JSON section, exactly as the CLI reads them.
#pragma once

#include "catalog/bundled.h"
#include "planner/cost/costinput.h"
#include "planner/cost/costmodel.h"
#include "planner/evaluate.h"
#include "planner/workload/workloadjson.h"

#include <QtTest>

namespace costtest {

using json = nlohmann::json;
using namespace gpuplanner;
using namespace gpuplanner::planner;
using namespace gpuplanner::planner::cost;

inline const catalog::Catalog &bundledCatalog()
{
    static const catalog::Catalog c = [] {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        return catalog::Catalog(std::move(b.rows), b.version);
    }();
    return c;
}

struct Plan
{
    Evaluation evaluation;
    CostAssumptions cost;
    CostReport report;
};

// Evaluates the workload (its "cost" object read as the CLI reads it) and prices it.
inline Plan price(json document)
{
    Plan p;
    json costSection;
    if (document.contains("cost")) {
        costSection = document["cost"];
        document.erase("cost");
    }
    const WorkloadInput in = parseWorkload(document, bundledCatalog());
    if (!in.error.isEmpty())
        qFatal("workload: %s", qPrintable(in.error));
    const CostInput c = parseCostSection(costSection, bundledCatalog());
    if (!c.error.isEmpty())
        qFatal("cost: %s", qPrintable(c.error));
    p.cost = c.assumptions;
    const Assumptions a;
    p.evaluation = evaluate(in.workload, in.configuration, bundledCatalog(), a);
    p.report = computeCost(p.evaluation, bundledCatalog(), p.cost, a);
    return p;
}

// A workload read from JSON as the CLI reads it (a bad one stops the test), and a bundled GPU by id.
inline Workload parsedWorkload(const json &j)
{
    const WorkloadInput in = parseWorkload(j, bundledCatalog());
    if (!in.error.isEmpty())
        qFatal("workload: %s", qPrintable(in.error));
    return in.workload;
}

inline const catalog::Accelerator &bundledGpu(const char *id)
{
    const catalog::Accelerator *acc = bundledCatalog().accelerator(QString::fromLatin1(id));
    if (!acc)
        qFatal("no accelerator %s", id);
    return *acc;
}

inline bool close(double actual, double expected, double relative = 1e-9)
{
    return std::abs(actual - expected) <= relative * std::max({1.0, std::abs(actual), std::abs(expected)});
}

} // namespace costtest

#define COST_COMPARE(actual, expected)                                                                       \
    QVERIFY2(costtest::close((actual), (expected)), qPrintable(QStringLiteral("%1 = %2, expected %3")        \
                                                                   .arg(QLatin1String(#actual))              \
                                                                   .arg((actual), 0, 'g', 12)                \
                                                                   .arg((expected), 0, 'g', 12)))

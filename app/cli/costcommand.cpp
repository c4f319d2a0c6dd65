#include "app/cli/costcommand.h"

#include "app/cli/costtext.h"
#include "app/cli/exportcommand.h"
#include "app/cli/output.h"
#include "app/cli/sizecommand.h"
#include "planner/cost/costinput.h"
#include "planner/cost/costjson.h"
#include "planner/cost/costmodel.h"
#include "planner/evaluate.h"
#include "planner/workload/workloadjson.h"

#include <QCoreApplication>

namespace gpuplanner::cli {

namespace {

QString costUsage()
{
    return QCoreApplication::translate("cli", "Usage: gpu-planner-cli cost PLAN_OR_WORKLOAD.json [--months "
                                              "N] [--currency CNY|USD] [--json|--text] [--lang en|zh]");
}

struct CostOptions
{
    QString path;
    bool json = false;
    std::optional<double> months;
    std::optional<planner::cost::Currency> currency;
};

// Returns false (after printing why) for bad usage.
bool parseOptions(const QStringList &args, CostOptions &o)
{
    QStringList paths;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("--json"))
            o.json = true;
        else if (a == QLatin1String("--text"))
            o.json = false;
        else if (a == QLatin1String("--months") || a == QLatin1String("--currency")) {
            if (i + 1 >= args.size()) {
                printErr(QCoreApplication::translate("cli", "%1 needs a value.\n%2").arg(a, costUsage()));
                return false;
            }
            const QString value = args[++i];
            if (a == QLatin1String("--months")) {
                bool ok = false;
                const double m = value.toDouble(&ok);
                if (!ok || !(m > 0 && m <= 600)) {
                    printErr(QCoreApplication::translate(
                                 "cli", "--months: must be a number of months between 0 and 600, found '%1'.")
                                 .arg(value));
                    return false;
                }
                o.months = m;
            } else {
                o.currency = planner::cost::currencyFromId(value);
                if (!o.currency) {
                    printErr(QCoreApplication::translate("cli", "--currency: must be CNY or USD, found '%1'.")
                                 .arg(value));
                    return false;
                }
            }
        } else if (a.startsWith(QLatin1String("--"))) {
            printErr(QCoreApplication::translate("cli", "Unknown option '%1'.\n%2").arg(a, costUsage()));
            return false;
        } else
            paths << a;
    }
    if (paths.size() != 1) {
        printErr(costUsage());
        return false;
    }
    o.path = paths.first();
    return true;
}

} // namespace

int runCostCommand(const QStringList &args, const catalog::Catalog &catalog)
{
    CostOptions o;
    if (!parseOptions(args, o))
        return BadInput;
    report::PlanDocument plan;
    if (!loadPlan(o.path, catalog, o.currency, o.months, &plan))
        return BadInput;
    const planner::WorkloadInput &input = plan.input;
    const planner::Assumptions assumptions;
    const planner::Evaluation e =
        planner::evaluate(input.workload, input.configuration, catalog, assumptions);
    if (e.sizing.acceleratorId.isEmpty()) {
        printErr(QCoreApplication::translate(
            "cli", "No accelerator in the catalog matches the software stack asked for."));
        return BadInput;
    }
    const planner::cost::CostReport report =
        planner::cost::computeCost(e, catalog, plan.cost, assumptions);
    if (o.json)
        printJson(planner::cost::costReportToJson(report, plan.cost, catalog));
    else
        printOut(costReportToText(report));
    return Ok;
}

} // namespace gpuplanner::cli

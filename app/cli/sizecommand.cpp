#include "app/cli/sizecommand.h"

#include "app/cli/output.h"
#include "catalog/bundled.h"
#include "planner/evaluate.h"
#include "planner/evaluationjson.h"
#include "planner/report/plandocument.h"
#include "planner/workload/format.h"
#include "planner/workload/workloadjson.h"

#include <cstdio>
#include <QCoreApplication>
#include <QFile>

namespace gpuplanner::cli {

QString shownInputName(const QString &path)
{
    return path == QLatin1String("-") ? QCoreApplication::translate("cli", "standard input") : path;
}

bool readJsonInput(const QString &path, nlohmann::json &out)
{
    QFile file;
    bool opened = false;
    if (path == QLatin1String("-"))
        opened = file.open(stdin, QIODevice::ReadOnly);
    else {
        file.setFileName(path);
        opened = file.open(QIODevice::ReadOnly);
    }
    if (!opened) {
        printErr(QCoreApplication::translate("cli", "%1: cannot be read: %2").arg(path, file.errorString()));
        return false;
    }
    QString error;
    out = catalog::parseJsonText(file.readAll(), shownInputName(path), &error);
    if (out.is_discarded()) {
        printErr(error);
        return false;
    }
    return true;
}

bool readWorkload(const QString &path, const catalog::Catalog &catalog, planner::WorkloadInput &out)
{
    nlohmann::json document;
    if (!readJsonInput(path, document))
        return false;
    // One reader for plans and workloads: a .gpuplan plan's format, version and name are checked
    // the same way by every command.
    const report::PlanDocument plan = report::readPlanDocument(document, QString(), catalog);
    if (!plan.error.isEmpty()) {
        printErr(shownInputName(path) + planner::nameColon() + plan.error);
        return false;
    }
    out = plan.input;
    return true;
}

int runSizeCommand(const QStringList &argsIn, const catalog::Catalog &catalog)
{
    QStringList args = argsIn;
    bool json = false;
    QStringList paths;
    for (const QString &a : args) {
        if (a == QLatin1String("--json"))
            json = true;
        else if (a == QLatin1String("--text"))
            json = false;
        else if (a.startsWith(QLatin1String("--")) && a != QLatin1String("-")) {
            printErr(QCoreApplication::translate("cli", "Unknown option '%1'.\nUsage: gpu-planner-cli size "
                                                        "WORKLOAD.json [--json|--text] [--lang en|zh]")
                         .arg(a));
            return BadInput;
        } else
            paths << a;
    }
    if (paths.size() != 1) {
        printErr(QCoreApplication::translate(
            "cli", "Usage: gpu-planner-cli size WORKLOAD.json [--json|--text] [--lang en|zh]"));
        return BadInput;
    }
    planner::WorkloadInput input;
    if (!readWorkload(paths.first(), catalog, input))
        return BadInput;
    const planner::Assumptions assumptions;
    const planner::Evaluation e =
        planner::evaluate(input.workload, input.configuration, catalog, assumptions);
    if (e.sizing.acceleratorId.isEmpty()) {
        printErr(QCoreApplication::translate(
            "cli", "No accelerator in the catalog matches the software stack asked for."));
        return BadInput;
    }
    if (json)
        printJson(planner::evaluationToJson(e, catalog, assumptions));
    else
        printOut(planner::evaluationToText(e, catalog));
    return Ok;
}

} // namespace gpuplanner::cli

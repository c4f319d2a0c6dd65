#include "app/cli/checkcommand.h"

#include "app/cli/output.h"
#include "app/cli/sizecommand.h"
#include "planner/evaluate.h"
#include "planner/evaluationjson.h"
#include "planner/workloadjson.h"

#include <QCoreApplication>

namespace gpuplanner::cli {

namespace {
} // namespace

int runCheckCommand(const QStringList &args, const catalog::Catalog &catalog)
{
    bool json = false;
    QStringList paths;
    for (const QString &a : args) {
        if (a == QLatin1String("--json"))
            json = true;
        else if (a.startsWith(QLatin1String("--"))) {
            printErr(QCoreApplication::translate(
                         "cli",
                         "Unknown option '%1'.\nUsage: gpu-planner-cli check PLAN_OR_WORKLOAD.json [--json]")
                         .arg(a));
            return BadInput;
        } else
            paths << a;
    }
    if (paths.size() != 1) {
        printErr(QCoreApplication::translate("cli",
                                             "Usage: gpu-planner-cli check PLAN_OR_WORKLOAD.json [--json]"));
        return BadInput;
    }
    planner::WorkloadInput input;
    if (!readWorkload(paths.first(), catalog, input))
        return BadInput;
    const planner::Assumptions assumptions;
    const planner::Evaluation e =
        planner::evaluate(input.workload, input.configuration, catalog, assumptions);
    int errors = 0, warnings = 0, infos = 0;
    for (const planner::Finding &f : e.findings) {
        if (f.severity == QLatin1String("error"))
            ++errors;
        else if (f.severity == QLatin1String("warning"))
            ++warnings;
        else
            ++infos;
    }
    if (json) {
        const nlohmann::json full = planner::evaluationToJson(e, catalog, assumptions);
        printJson({{"gpu", full["gpu"]},
                   {"findings", full["findings"]},
                   {"errors", errors},
                   {"warnings", warnings},
                   {"infos", infos}});
    } else {
        QString text;
        for (const planner::Finding &f : e.findings) {
            text += QStringLiteral("%1 [%2] %3\n").arg(f.severity.toUpper(), f.id, f.title);
            text += QStringLiteral("    %1\n    %2\n    %3\n").arg(f.message, f.reason, f.suggestion);
            if (f.fix)
                text += QStringLiteral("    ") +
                        QCoreApplication::translate("cli", "fix: %1").arg(f.fix->label) + QLatin1Char('\n');
        }
        text += QCoreApplication::translate("cli", "%1 errors, %2 warnings, %3 notes.")
                    .arg(errors)
                    .arg(warnings)
                    .arg(infos);
        printOut(text);
    }
    return errors > 0 ? Findings : Ok;
}

} // namespace gpuplanner::cli

#include "app/cli/checkcommand.h"

#include "app/cli/exportcommand.h"
#include "app/cli/output.h"
#include "planner/cost/costmodel.h"
#include "planner/cost/freshness.h"
#include "planner/evaluate.h"
#include "planner/evaluationjson.h"
#include "planner/rules/rules.h"
#include "planner/verify/advice.h"
#include "planner/verify/record.h"
#include "planner/workload/format.h"
#include "planner/workload/workloadjson.h"
#include "translations/i18n.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace gpuplanner::cli {

namespace {

QString checkUsage()
{
    return QCoreApplication::translate("cli", "Usage: gpu-planner-cli check PLAN_OR_WORKLOAD.json [--json] "
                                              "[--today YYYY-MM-DD] [--report REPORT (folder or .tar.gz)]");
}

// The acceptance report's FAILs and WARNINGs as findings: those of REPORT judged against the plan
// when --report names one, else those of the report the plan file keeps ("verification").
bool addReportFindings(planner::Evaluation &e, const QString &reportPath, const nlohmann::json &record,
                       const catalog::Catalog &catalog, const QString &planPath)
{
    const QString language = i18n::languageCode(i18n::currentLanguage());
    if (reportPath.isEmpty()) {
        verify::addVerificationFindings(e, record, language);
        return true;
    }
    verify::ReportFiles files;
    QString error;
    if (!verify::readReportFiles(reportPath, files, &error)) {
        printErr(error);
        return false;
    }
    const verify::Report report = verify::readReport(files);
    if (!report.issues.empty()) {
        QStringList lines;
        for (const verify::ParseIssue &i : report.issues)
            lines << QCoreApplication::translate("cli", "bad input: %1").arg(i.text());
        printErr(lines.join(u'\n'));
        return false;
    }
    const verify::Expectations plan = verify::expectationsFor(e, catalog, QFileInfo(planPath).completeBaseName());
    verify::VerificationRecord judged;
    judged.results[language] = verify::verify(report, plan);
    verify::addVerificationFindings(e, verify::recordToJson(judged), language);
    return true;
}

} // namespace

int runCheckCommand(const QStringList &args, const catalog::Catalog &catalog)
{
    bool json = false;
    QString today, reportPath;
    QStringList paths;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("--json"))
            json = true;
        else if (a == QLatin1String("--today")) {
            // The day reference prices' ages are counted to (the clock without it).
            if (i + 1 >= args.size() || !planner::cost::priceDate(args[i + 1])) {
                printErr(QCoreApplication::translate("cli", "--today: must be a date like 2026-12-01.\n%1")
                             .arg(checkUsage()));
                return BadInput;
            }
            today = args[++i];
        } else if (a == QLatin1String("--report")) {
            // An acceptance report (verify after renting) whose FAILs and WARNINGs join the findings.
            if (i + 1 >= args.size()) {
                printErr(QCoreApplication::translate("cli", "--report: needs a report folder or .tar.gz.\n%1").arg(checkUsage()));
                return BadInput;
            }
            reportPath = args[++i];
        } else if (a.startsWith(QLatin1String("--"))) {
            printErr(QCoreApplication::translate("cli", "Unknown option '%1'.\n%2").arg(a, checkUsage()));
            return BadInput;
        } else
            paths << a;
    }
    if (paths.size() != 1) {
        printErr(checkUsage());
        return BadInput;
    }
    report::PlanDocument plan;
    if (!loadPlan(paths.first(), catalog, std::nullopt, std::nullopt, &plan))
        return BadInput;
    const planner::WorkloadInput &input = plan.input;
    const planner::Assumptions assumptions;
    planner::Evaluation e = planner::evaluate(input.workload, input.configuration, catalog, assumptions);
    if (!e.sizing.acceleratorId.isEmpty()) {
        // The prices' freshness belongs to the plan's findings too (cost.price_age).
        if (!today.isEmpty())
            plan.cost.today = today;
        planner::addCostFindings(e, planner::cost::computeCost(e, catalog, plan.cost, assumptions));
        if (!addReportFindings(e, reportPath, plan.verification, catalog, paths.first()))
            return BadInput;
    }
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
            if (!f.link.isEmpty())
                text += QStringLiteral("    ") +
                        QCoreApplication::translate("cli", "source: %1").arg(f.link) + QLatin1Char('\n');
            if (f.fix)
                text += QStringLiteral("    ") +
                        QCoreApplication::translate("cli", "fix: %1").arg(f.fix->label) + QLatin1Char('\n');
        }
        text += QCoreApplication::translate("cli", "%1.", "finding counts")
                    .arg(planner::findingCounts(errors, warnings, infos));
        printOut(text);
    }
    return errors > 0 ? Findings : Ok;
}

} // namespace gpuplanner::cli

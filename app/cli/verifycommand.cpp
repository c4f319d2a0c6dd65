#include "app/cli/acceptcommand.h"
#include "app/cli/output.h"
#include "app/cli/sizecommand.h"
#include "planner/evaluate.h"
#include "planner/evaluationjson.h"
#include "planner/verify/advice.h"
#include "planner/verify/checks.h"
#include "planner/workload/format.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace gpuplanner::cli {

namespace {

QString verifyUsage()
{
    return QCoreApplication::translate("cli", "Usage: gpu-planner-cli verify PLAN REPORT (folder or .tar.gz) [--monitor LOG.csv ...] [--json]");
}

QString statsLine(const verify::GpuStats &g)
{
    return QCoreApplication::translate("cli", "%1: util avg %2 % p95 %3 %, memory peak %4 %, power %5 % of limit, max %6 °C, throttled %7 s, idle %8 s")
        .arg(g.name.isEmpty() ? g.gpu : g.gpu + QStringLiteral(" (") + g.name + u')')
        .arg(verify::fmt(g.avgUtil, 0), verify::fmt(g.p95Util, 0), verify::fmt(100 * g.maxMemFraction, 0),
             g.avgPowerFraction >= 0 ? verify::fmt(100 * g.avgPowerFraction, 0) : QStringLiteral("—"),
             g.maxTemp >= 0 ? verify::fmt(g.maxTemp, 0) : QStringLiteral("—"), verify::fmt(g.throttleS, 0),
             verify::fmt(g.idleS, 0));
}

// A report or log with a missing or garbled file: each problem on stderr, nothing on stdout.
int verifyBadInput(const verify::ParseIssues &issues)
{
    QStringList lines;
    for (const verify::ParseIssue &i : issues)
        lines << QCoreApplication::translate("cli", "bad input: %1").arg(i.text());
    printErr(lines.join(u'\n'));
    return BadInput;
}

} // namespace

int runVerifyCommand(const QStringList &args, const catalog::Catalog &catalog)
{
    bool json = false;
    QStringList positional, monitors;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--json"))
            json = true;
        else if (args[i] == QLatin1String("--monitor") && i + 1 < args.size())
            monitors << args[++i];
        else if (args[i].startsWith(QLatin1String("--"))) {
            printErr(QCoreApplication::translate("cli", "Unknown option '%1'.").arg(args[i]) + u'\n' + verifyUsage());
            return BadInput;
        } else
            positional << args[i];
    }
    if (positional.size() < 1 || positional.size() > 2 || (positional.size() == 1 && monitors.isEmpty())) {
        printErr(verifyUsage());
        return BadInput;
    }
    planner::WorkloadInput input;
    if (!readWorkload(positional.first(), catalog, input))
        return BadInput;
    const planner::Evaluation e = planner::evaluate(input.workload, input.configuration, catalog, planner::Assumptions());
    const verify::Expectations plan = verify::expectationsFor(e, catalog, QFileInfo(positional.first()).completeBaseName());

    verify::Verification v;
    verify::Report report;
    if (positional.size() == 2) {
        verify::ReportFiles files;
        QString error;
        if (!verify::readReportFiles(positional[1], files, &error)) {
            printErr(error);
            return BadInput;
        }
        report = verify::readReport(files);
        v = verify::verify(report, plan);
    }
    for (const QString &path : monitors)
        verify::appendMonitorLogFile(report.monitor, path, path, v.issues);
    if (!v.issues.empty())
        return verifyBadInput(v.issues);
    std::vector<planner::Finding> advice;
    verify::MonitorStats stats;
    if (!monitors.isEmpty()) {
        stats = verify::computeStats(report.monitor);
        advice = verify::monitoringAdvice(stats, e, catalog);
    }
    const int fails = v.count(verify::Verdict::Fail);
    if (json) {
        nlohmann::json out = verify::verificationToJson(v);
        out["expected"] = verify::expectationsToJson(plan);
        nlohmann::json adv = nlohmann::json::array(), found = nlohmann::json::array();
        for (const planner::Finding &f : verify::verificationFindings(v))
            found.push_back({{"id", f.id.toStdString()}, {"severity", f.severity.toStdString()},
                             {"title", f.title.toStdString()}, {"message", f.message.toStdString()},
                             {"reason", f.reason.toStdString()}, {"suggestion", f.suggestion.toStdString()}});
        out["findings"] = found; // the FAILs and WARNINGs, FAILs first, each with its next step
        for (const planner::Finding &f : advice) {
            nlohmann::json a = {{"id", f.id.toStdString()}, {"severity", f.severity.toStdString()},
                                {"title", f.title.toStdString()}, {"message", f.message.toStdString()},
                                {"reason", f.reason.toStdString()}, {"suggestion", f.suggestion.toStdString()}};
            if (f.fix) {
                nlohmann::json edits = nlohmann::json::object();
                for (const auto &[path, value] : f.fix->edits)
                    edits[path.toStdString()] = value;
                a["fix"] = {{"label", f.fix->label.toStdString()}, {"edits", edits}};
            }
            adv.push_back(a);
        }
        out["advice"] = adv;
        if (!monitors.isEmpty())
            out["monitor"] = {{"samples", stats.overall.samples}, {"gpus", stats.gpus.size()},
                              {"hours", stats.overall.durationS / 3600}, {"avg_util", stats.overall.avgUtil},
                              {"p95_util", stats.overall.p95Util}};
        printJson(out);
    } else {
        QList<QStringList> rows;
        for (const verify::Check &c : v.checks)
            rows << QStringList{verify::verdictLabel(c.verdict), c.group, c.title, c.measured, c.expected, c.threshold};
        QString text;
        if (!rows.isEmpty())
            text += formatTable({QCoreApplication::translate("cli", "Verdict"), QCoreApplication::translate("cli", "Group"),
                                 QCoreApplication::translate("cli", "Check"), QCoreApplication::translate("cli", "Measured"),
                                 QCoreApplication::translate("cli", "Expected"), QCoreApplication::translate("cli", "Threshold")},
                                rows);
        for (const verify::Check &c : v.checks)
            if (!c.detail.isEmpty() && c.verdict == verify::Verdict::Skipped)
                text += u'\n' + verify::verdictLine(c);
        for (const planner::Finding &f : verify::verificationFindings(v))
            text += QStringLiteral("\n%1 [%2] %3\n    %4\n    %5").arg(f.severity.toUpper(), f.id, f.title, f.message, f.suggestion);
        if (!monitors.isEmpty()) {
            text += u'\n' + QCoreApplication::translate("cli", "Monitoring: %1 samples of %n GPU(s) over %2 h", nullptr, int(stats.gpus.size())).arg(stats.overall.samples).arg(verify::fmt(stats.overall.durationS / 3600, 1));
            for (const verify::GpuStats &g : stats.gpus)
                text += QStringLiteral("\n  ") + statsLine(g);
            for (const planner::Finding &f : advice) {
                text += QStringLiteral("\n%1 [%2] %3\n    %4\n    %5\n    %6").arg(f.severity.toUpper(), f.id, f.title, f.message, f.reason, f.suggestion);
                if (f.fix)
                    text += QStringLiteral("\n    ") + QCoreApplication::translate("cli", "fix: %1").arg(f.fix->label);
            }
            if (advice.empty())
                text += u'\n' + QCoreApplication::translate("cli", "No advice: the GPUs were busy, fed and cool.");
        }
        text += u'\n' + QCoreApplication::translate("cli", "%1 pass, %2 warning, %3 fail, %4 skipped.")
                            .arg(v.count(verify::Verdict::Pass)).arg(v.count(verify::Verdict::Warning)).arg(fails).arg(v.count(verify::Verdict::Skipped));
        printOut(text);
    }
    return fails > 0 ? Findings : Ok;
}

} // namespace gpuplanner::cli

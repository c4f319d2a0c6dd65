#include "app/cli/exportcommand.h"

#include "app/cli/output.h"
#include "app/cli/sizecommand.h"
#include "planner/report/exports.h"
#include "planner/workload/format.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace gpuplanner::cli {

namespace {

QString exportUsage()
{
    return QCoreApplication::translate("cli", "Usage: gpu-planner-cli export PLAN [--pdf OUT.pdf] [--checklist OUT.pdf|OUT.md] "
                                              "[--rfq OUT.xlsx|OUT.csv] [--dockerfile OUT] [--csv OUT.csv] "
                                              "[--lang en|zh|both] [--currency CNY|USD] [--months N]");
}

struct Output
{
    QString kind; // pdf | checklist | rfq | dockerfile | csv
    QString path;
};

} // namespace

bool optionValue(const QStringList &args, qsizetype &i, QString *value, const QString &usageText)
{
    if (i + 1 >= args.size() || args[i + 1].isEmpty()) {
        printErr(QCoreApplication::translate("cli", "%1 needs a value.\n%2").arg(args[i], usageText));
        return false;
    }
    *value = args[++i];
    return true;
}

bool costOption(const QString &option, const QString &value, std::optional<planner::cost::Currency> *currency,
                std::optional<double> *months)
{
    if (option == QLatin1String("--months")) {
        bool ok = false;
        const double m = value.toDouble(&ok);
        if (!ok || !(m > 0 && m <= 600)) {
            printErr(QCoreApplication::translate("cli", "--months: must be a number of months between 0 and 600, found '%1'.").arg(value));
            return false;
        }
        *months = m;
        return true;
    }
    *currency = planner::cost::currencyFromId(value);
    if (!*currency) {
        printErr(QCoreApplication::translate("cli", "--currency: must be CNY or USD, found '%1'.").arg(value));
        return false;
    }
    return true;
}

bool loadPlan(const QString &path, const catalog::Catalog &catalog, std::optional<planner::cost::Currency> currency,
              std::optional<double> months, report::PlanDocument *plan)
{
    nlohmann::json document;
    if (!readJsonInput(path, document))
        return false;
    *plan = report::readPlanDocument(document, QFileInfo(path).completeBaseName(), catalog);
    if (!plan->error.isEmpty()) {
        printErr(shownInputName(path) + planner::nameColon() + plan->error);
        return false;
    }
    for (const QString &w : plan->warnings)
        printErr(shownInputName(path) + planner::nameColon() + w);
    if (currency) {
        plan->cost.currency = *currency;
        plan->currencyGiven = true;
    }
    if (months)
        plan->cost.horizonMonths = months;
    return true;
}

int runExportCommand(const QStringList &args, CliContext &context, report::ReportLanguage language)
{
    QStringList paths;
    std::vector<Output> outputs;
    std::optional<planner::cost::Currency> currency;
    std::optional<double> months;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        QString value;
        if (a == QLatin1String("--pdf") || a == QLatin1String("--checklist") || a == QLatin1String("--rfq") ||
            a == QLatin1String("--dockerfile") || a == QLatin1String("--csv")) {
            if (!optionValue(args, i, &value, exportUsage()))
                return BadInput;
            outputs.push_back({a.mid(2), value});
        } else if (a == QLatin1String("--currency") || a == QLatin1String("--months")) {
            if (!optionValue(args, i, &value, exportUsage()) || !costOption(a, value, &currency, &months))
                return BadInput;
        } else if (a.startsWith(QLatin1String("--"))) {
            printErr(QCoreApplication::translate("cli", "Unknown option '%1'.\n%2").arg(a, exportUsage()));
            return BadInput;
        } else {
            paths << a;
        }
    }
    if (paths.size() != 1 || outputs.empty()) {
        printErr(exportUsage());
        return BadInput;
    }
    report::PlanDocument plan;
    if (!loadPlan(paths.first(), context.catalog, currency, months, &plan))
        return BadInput;
    if (!report::viewNow(plan, context.catalog).accelerator) {
        printErr(QCoreApplication::translate("cli", "No accelerator in the catalog matches the software stack asked for."));
        return BadInput;
    }
    for (const Output &o : outputs) {
        QString error;
        bool ok = false;
        if (o.kind == QLatin1String("pdf"))
            ok = report::exportSpecSheet(plan, language, context.catalog, o.path, &error);
        else if (o.kind == QLatin1String("checklist"))
            ok = report::exportChecklist(plan, language, context.catalog, o.path, &error);
        else if (o.kind == QLatin1String("rfq"))
            ok = report::exportRfq(plan, context.catalog, o.path, &error);
        else if (o.kind == QLatin1String("dockerfile"))
            ok = report::exportDockerfile(plan, context.catalog, o.path, &error);
        else
            ok = report::exportConfigurationCsv(plan, language, context.catalog, o.path, &error);
        if (!ok) {
            printErr(error);
            return Failure;
        }
        if (QFileInfo(o.path).isFile()) // not after a PDF sent to /dev/stdout or a pipe
            printOut(o.path);
    }
    return Ok;
}

} // namespace gpuplanner::cli

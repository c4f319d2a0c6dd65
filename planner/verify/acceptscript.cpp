#include "planner/verify/acceptscript.h"

#include "planner/io/texttemplate.h"
#include "planner/verify/monitorlog.h"
#include "planner/verify/querycsv.h"

#include <QFile>

namespace gpuplanner::verify {

int loadSeconds(const AcceptOptions &options)
{
    switch (options.mode) {
    case AcceptMode::Quick: return 30;
    case AcceptMode::Standard: return 600;
    case AcceptMode::BurnIn: break;
    }
    return std::max(60, int(options.burnInHours * 3600));
}

QString acceptScript(const Expectations &plan, const AcceptOptions &options)
{
    QFile f(QStringLiteral(":/verify/accept.sh.in"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString mode = options.mode == AcceptMode::Quick ? QStringLiteral("quick")
                         : options.mode == AcceptMode::BurnIn ? QStringLiteral("burn-in")
                                                              : QStringLiteral("standard");
    const QString monitorFields = monitorCommand(1).section(QLatin1String("--query-gpu="), 1).section(u' ', 0, 0);
    QString expected = QString::fromStdString(expectationsToJson(plan).dump(2));
    // The JSON goes into a quoted here-document: its terminator must not appear on a line of its own.
    expected.replace(QLatin1String("GPU_PLANNER_EXPECTED"), QLatin1String("GPU_PLANNER_EXPECTED_"));
    // One pass over the template; every value that bash reads is one single-quoted word.
    const QHash<QString, QString> values{
        {QStringLiteral("PLAN_NAME_COMMENT"), io::oneLineText(plan.planName)},
        {QStringLiteral("PLANNER_VERSION_COMMENT"), io::oneLineText(options.plannerVersion)},
        {QStringLiteral("MODE_COMMENT"), mode},
        {QStringLiteral("PLAN_NAME"), io::shellWord(plan.planName)},
        {QStringLiteral("PLAN_HASH"), io::shellWord(options.planHash)},
        {QStringLiteral("PLANNER_VERSION"), io::shellWord(options.plannerVersion)},
        {QStringLiteral("MODE"), io::shellWord(mode)},
        {QStringLiteral("LOAD_SECONDS"), io::shellWord(QString::number(loadSeconds(options)))},
        {QStringLiteral("GPUS_PER_NODE"), io::shellWord(QString::number(std::max(0, plan.gpusPerNode)))},
        {QStringLiteral("NODES"), io::shellWord(QString::number(std::max(1, plan.nodes)))},
        {QStringLiteral("MONITOR_FIELDS"), io::shellWord(monitorFields)},
        {QStringLiteral("INVENTORY_FIELDS"), io::shellWord(defaultInventoryFields().join(u','))},
        {QStringLiteral("EXPECTED_JSON"), expected},
    };
    return io::fillTemplate(QString::fromUtf8(f.readAll()), values);
}

} // namespace gpuplanner::verify

#include "planner/verify/acceptscript.h"

#include "planner/verify/monitorlog.h"
#include "planner/verify/querycsv.h"

#include <QFile>

namespace gpuplanner::verify {

namespace {

// Text inside a single-quoted bash string.
QString singleQuoted(QString s)
{
    s.remove(QChar(u'\n'));
    s.remove(QChar(u'\r'));
    return s.replace(QLatin1String("'"), QLatin1String("'\\''"));
}

} // namespace

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
    QString script = QString::fromUtf8(f.readAll());
    const QString mode = options.mode == AcceptMode::Quick ? QStringLiteral("quick")
                         : options.mode == AcceptMode::BurnIn ? QStringLiteral("burn-in")
                                                              : QStringLiteral("standard");
    const QString monitorFields = monitorCommand(1).section(QLatin1String("--query-gpu="), 1).section(u' ', 0, 0);
    QString expected = QString::fromStdString(expectationsToJson(plan).dump(2));
    expected.replace(QLatin1String("GPU_PLANNER_EXPECTED"), QLatin1String("GPU_PLANNER_EXPECTED_"));
    QString comment = plan.planName;
    comment.remove(QChar(u'\n'));
    script.replace(QLatin1String("@PLAN_NAME_COMMENT@"), comment)
        .replace(QLatin1String("@PLAN_NAME@"), singleQuoted(plan.planName))
        .replace(QLatin1String("@PLAN_HASH@"), singleQuoted(options.planHash))
        .replace(QLatin1String("@PLANNER_VERSION@"), singleQuoted(options.plannerVersion))
        .replace(QLatin1String("@MODE@"), mode)
        .replace(QLatin1String("@LOAD_SECONDS@"), QString::number(loadSeconds(options)))
        .replace(QLatin1String("@GPUS_PER_NODE@"), QString::number(std::max(0, plan.gpusPerNode)))
        .replace(QLatin1String("@NODES@"), QString::number(std::max(1, plan.nodes)))
        .replace(QLatin1String("@MONITOR_FIELDS@"), monitorFields)
        .replace(QLatin1String("@INVENTORY_FIELDS@"), defaultInventoryFields().join(u','))
        .replace(QLatin1String("@EXPECTED_JSON@"), expected);
    return script;
}

} // namespace gpuplanner::verify

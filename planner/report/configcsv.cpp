#include "planner/report/configcsv.h"

#include "planner/cost/costreport.h"
#include "planner/workload/format.h"
#include "planner/report/reportformat.h"

#include <QCoreApplication>

namespace gpuplanner::report {

using planner::num;

std::vector<DocTable> configurationTables(const PlanView &view)
{
    const planner::Evaluation &e = view.evaluation;
    DocTable dims;
    dims.header << QCoreApplication::translate("report", "Dimension") << QCoreApplication::translate("report", "Minimum")
                << QCoreApplication::translate("report", "Recommended") << QCoreApplication::translate("report", "Chosen")
                << QCoreApplication::translate("report", "Unit") << QCoreApplication::translate("report", "Minimum value")
                << QCoreApplication::translate("report", "Recommended value") << QCoreApplication::translate("report", "Chosen value");
    for (const planner::Dimension &d : e.dimensions) {
        const bool valued = !d.unit.isEmpty();
        dims.rows << QStringList{planner::dimensionName(d.key), d.minimum, d.recommended, d.chosen.isEmpty() ? d.recommended : d.chosen,
                                 d.unit, valued ? num(d.minimumValue, 3) : QString(),
                                 valued ? num(d.recommendedValue, 3) : QString(), valued ? num(d.chosenValue, 3) : QString()};
    }
    const planner::ChosenConfiguration &c = e.chosen;
    const auto yesNo = [](bool b) { return b ? QStringLiteral("true") : QStringLiteral("false"); };
    DocTable chosen;
    chosen.header << QCoreApplication::translate("report", "Field") << QCoreApplication::translate("report", "Value");
    const QList<QPair<QString, QString>> fields{
        {QStringLiteral("gpu.model"), c.acceleratorId},
        {QStringLiteral("gpu.count"), QString::number(c.gpusPerNode)},
        {QStringLiteral("gpu.nodes"), QString::number(c.nodes)},
        {QStringLiteral("configuration.cpu_model"), c.cpuModel},
        {QStringLiteral("configuration.cpu_cores"), QString::number(c.cpuCores)},
        {QStringLiteral("configuration.ram_gb"), num(c.ramGb, 0)},
        {QStringLiteral("configuration.system_disk_gb"), num(c.systemDiskGb, 0)},
        {QStringLiteral("configuration.data_disk_gb"), num(c.dataDiskGb, 0)},
        {QStringLiteral("configuration.data_disk"), c.dataDisk},
        {QStringLiteral("configuration.data_disk_read_mbps"), num(c.dataDiskReadMbs, 0)},
        {QStringLiteral("configuration.separate_system_disk"), yesNo(c.separateSystemDisk)},
        {QStringLiteral("configuration.network_public_mbps"), num(c.publicMbps, 0)},
        {QStringLiteral("configuration.network_cluster_gbps"), num(c.clusterGbps, 0)},
        {QStringLiteral("configuration.interconnect"), c.interconnect},
        {QStringLiteral("configuration.driver_version"), c.driver},
        {QStringLiteral("configuration.cuda_version"), c.toolkit},
        {QStringLiteral("configuration.framework"), c.framework},
        {QStringLiteral("configuration.monitoring"), yesNo(c.monitoring)},
        {QStringLiteral("configuration.checkpoint_interval_h"), num(c.checkpointIntervalH, 2)},
        {QStringLiteral("configuration.backup"), yesNo(c.backup)},
        {QStringLiteral("configuration.scheduler"), yesNo(c.scheduler)},
        {QStringLiteral("configuration.container_image"), yesNo(c.containerImage)},
        {QStringLiteral("configuration.access_control"), yesNo(c.accessControl)},
        {QStringLiteral("configuration.audit_log"), yesNo(c.auditLog)},
        {QStringLiteral("configuration.autoscaling"), yesNo(c.autoscaling)},
        {QStringLiteral("run.billing"), planner::cost::billingId(c.billing)},
        {QStringLiteral("run.utilization"), num(c.utilization, 3)},
    };
    for (const auto &[key, value] : fields)
        chosen.rows << QStringList{key, value};
    return {dims, chosen};
}

quotes::Grid tablesToGrid(const std::vector<std::vector<DocTable>> &languages)
{
    quotes::Grid grid;
    const std::vector<DocTable> &first = languages.front();
    const auto merge = [&](const QString &a, const QString *b) { return b && !b->isEmpty() && *b != a ? a + QLatin1Char('\n') + *b : a; };
    for (size_t t = 0; t < first.size(); ++t) {
        const DocTable *other = languages.size() > 1 && t < languages[1].size() ? &languages[1][t] : nullptr;
        if (t > 0)
            grid << QStringList();
        QStringList header;
        for (qsizetype c = 0; c < first[t].header.size(); ++c)
            header << merge(first[t].header[c], other && c < other->header.size() ? &other->header[c] : nullptr);
        if (!header.isEmpty())
            grid << header;
        for (qsizetype r = 0; r < first[t].rows.size(); ++r) {
            QStringList row;
            for (qsizetype c = 0; c < first[t].rows[r].size(); ++c) {
                const QString *b = other && r < other->rows.size() && c < other->rows[r].size() ? &other->rows[r][c] : nullptr;
                row << merge(first[t].rows[r][c], b);
            }
            grid << row;
        }
    }
    return grid;
}

} // namespace gpuplanner::report

// Article 000 "落地前的四步检查" made specific to the plan: list the needs, size each dimension and
// confirm it in the quote, test after renting, decide from monitoring.
#include "planner/report/checklist.h"

#include "planner/workload/format.h"
#include "planner/quotes/requirements.h"
#include "planner/report/reportformat.h"
#include "planner/report/specsheet.h"

#include <QCoreApplication>

#include <cmath>

namespace gpuplanner::report::detail {

using planner::num;

namespace {

const quotes::Requirement *find(const std::vector<quotes::Requirement> &rs, const char *id)
{
    for (const quotes::Requirement &r : rs)
        if (r.id == QLatin1String(id))
            return &r;
    return nullptr;
}

QString smiTool(const catalog::Accelerator *acc)
{
    if (acc && acc->stack == QLatin1String("rocm"))
        return QStringLiteral("rocm-smi");
    if (acc && acc->stack == QLatin1String("cann"))
        return QStringLiteral("npu-smi info");
    return QStringLiteral("nvidia-smi");
}

// What the plan's billing costs for the whole job ("151 USD"), or a dash without a price.
QString jobCost(const planner::cost::CostReport &r)
{
    if (r.modes.empty() || !r.mode(r.chosenMode).available)
        return QStringLiteral("—");
    return money(r.mode(r.chosenMode).total, r.currency);
}

} // namespace

void addFourSteps(DocModel &doc, const PlanView &view, const catalog::Catalog &catalog, const PlanDocument &plan)
{
    const planner::Evaluation &e = view.evaluation;
    const planner::GpuSizing &s = e.sizing;
    const catalog::Accelerator *acc = view.accelerator;
    const std::vector<quotes::Requirement> rs = quotes::buildRequirements(e, plan.input.configuration, catalog, planner::Assumptions{});
    const QString gpuName = acc ? acc->name : s.acceleratorId;
    QStringList items, details;

    doc.heading(QCoreApplication::translate("report", "1. List the needs before buying"));
    items << QCoreApplication::translate("report", "Confirm the workload with the team: %1").arg(workloadSentence(e, view.cost));
    // A task without a model (transcoding, rendering, simulation) has no parameter count to confirm.
    const bool model = e.workload.model.parametersB > 0;
    if (view.cost.isJob() && model) // a one-off job: its length and what it costs, not the open-ended run's default
        details << QCoreApplication::translate("report", "Model %1 B parameters; peak GPU memory %2 GB per GPU; one job of "
                                                         "%3 costing %4 (%5 billing) for a team of %6.")
                       .arg(num(e.workload.model.parametersB, 2), num(s.memory.perGpuTotalGb, 1),
                            planner::cost::horizonText(view.cost), jobCost(view.cost),
                            planner::cost::billingName(view.cost.chosenMode))
                       .arg(e.workload.run.teamSize);
    else if (view.cost.isJob())
        details << QCoreApplication::translate("report", "Peak GPU memory %1 GB per GPU; one job of %2 costing %3 (%4 "
                                                         "billing) for a team of %5.")
                       .arg(num(s.memory.perGpuTotalGb, 1), planner::cost::horizonText(view.cost), jobCost(view.cost),
                            planner::cost::billingName(view.cost.chosenMode))
                       .arg(e.workload.run.teamSize);
    else if (model)
        details << QCoreApplication::translate("report", "Model %1 B parameters; peak GPU memory %2 GB per GPU; run of %3 days "
                                                         "for a team of %4.")
                       .arg(num(e.workload.model.parametersB, 2), num(s.memory.perGpuTotalGb, 1), num(e.workload.run.durationDays, 0))
                       .arg(e.workload.run.teamSize);
    else
        details << QCoreApplication::translate("report", "Peak GPU memory %1 GB per GPU; run of %2 days for a team of %3.")
                       .arg(num(s.memory.perGpuTotalGb, 1), num(e.workload.run.durationDays, 0))
                       .arg(e.workload.run.teamSize);
    doc.checklist(items, details);

    doc.heading(QCoreApplication::translate("report", "2. Size every dimension and confirm it in the quote"));
    items.clear();
    details.clear();
    items << QCoreApplication::translate("report", "Confirm the quote states %1 × %2 (%3 per node × %n node(s)), not a "
                                                   "different variant of the card",
                                         nullptr, int(s.nodes))
                 .arg(s.totalGpus())
                 .arg(gpuName)
                 .arg(s.gpusPerNode);
    const int minimumGpus = int(std::lround(e.dimensions[size_t(planner::DimensionId::Gpu)].minimumValue));
    details << QCoreApplication::translate("report", "Minimum %n GPU(s); the plan needs %1 GB of GPU memory per GPU, the card "
                                                     "has %2 GB.",
                                           nullptr, minimumGpus)
                   .arg(num(s.memory.perGpuTotalGb, 1), acc ? num(acc->memoryGb, 0) : QString());
    if (const quotes::Requirement *r = find(rs, "gpu_interconnect")) {
        items << QCoreApplication::translate("report", "Confirm the quote states NVLink (or the vendor's GPU link) between "
                                                       "all %1 GPUs of a node")
                     .arg(s.gpusPerNode);
        details << (r->requiredAtMinimum ? QCoreApplication::translate("report", "Required: the plan splits the model or "
                                                                                "the training over the GPUs; over PCIe "
                                                                                "alone 8 GPUs are far from 8× one GPU.")
                                         : QCoreApplication::translate("report", "Recommended: the replicas run "
                                                                                "independently, PCIe is acceptable."));
    }
    for (const char *id : {"cpu_cores", "ram_gb", "data_disk_read_mbps", "data_disk_gb", "public_mbps", "cluster_gbps"}) {
        const quotes::Requirement *r = find(rs, id);
        if (!r)
            continue;
        const QString id_ = QString::fromLatin1(id);
        if (id_ == QLatin1String("cpu_cores"))
            items << QCoreApplication::translate("report", "Ask for the CPU model and its physical core count: the plan "
                                                           "needs ≥ %1 physical cores per node (%2 recommended)")
                         .arg(num(r->minimum, 0), num(r->recommended, 0));
        else if (id_ == QLatin1String("ram_gb"))
            items << QCoreApplication::translate("report", "Confirm ≥ %1 GB RAM per node (%2 GB recommended)")
                         .arg(num(r->minimum, 0), num(r->recommended, 0));
        else if (id_ == QLatin1String("data_disk_read_mbps"))
            items << QCoreApplication::translate("report", "Ask for the data disk's sequential read MB/s: the plan needs "
                                                           "≥ %1 MB/s per node")
                         .arg(num(r->minimum, 0));
        else if (id_ == QLatin1String("data_disk_gb"))
            items << QCoreApplication::translate("report", "Confirm a separate system disk (≥ %1 GB) and a local NVMe data "
                                                           "disk of ≥ %2 GB")
                         .arg(num(find(rs, "system_disk_gb")->minimum, 0), num(r->minimum, 0));
        else if (id_ == QLatin1String("public_mbps"))
            items << QCoreApplication::translate("report", "Confirm ≥ %1 Mbit/s public bandwidth; ask for the number of "
                                                           "public IPs, port limits, cross-region latency and whether "
                                                           "traffic or bandwidth is billed")
                         .arg(num(r->minimum, 0));
        else if (r->minimum > 0)
            items << QCoreApplication::translate("report", "Confirm ≥ %1 Gbit/s per node between the nodes, RDMA class "
                                                           "(InfiniBand or RoCE)")
                         .arg(num(r->minimum, 0));
        else
            items << QCoreApplication::translate("report", "Ask for the bandwidth between the nodes (%1 Gbit/s "
                                                           "recommended; the replicas need no RDMA fabric)")
                         .arg(num(r->recommended, 0));
        details << r->text;
    }
    if (const quotes::Requirement *r = find(rs, "driver_version")) {
        items << QCoreApplication::translate("report", "Confirm the image offers %1 ≥ %2 (%3 recommended)")
                     .arg(r->title, r->minimumText, r->recommendedText);
        details << r->text;
    }
    doc.checklist(items, details);

    doc.heading(QCoreApplication::translate("report", "3. After renting, test before production"));
    items.clear();
    details.clear();
    const QString smi = smiTool(acc);
    items << QCoreApplication::translate("report", "Device recognition: inside the container, %1 lists %2 × %3 with %4 GB "
                                                   "each")
                 .arg(smi)
                 .arg(s.gpusPerNode)
                 .arg(gpuName, acc ? num(acc->memoryGb, 0) : QString());
    details << QCoreApplication::translate("report", "Also check the driver and runtime versions: %1.").arg(e.dimensions[size_t(planner::DimensionId::Environment)].recommended);
    if (find(rs, "gpu_interconnect")) {
        items << QCoreApplication::translate("report", "GPU link: `nvidia-smi topo -m` (or the vendor's tool) shows a "
                                                       "direct link between all %1 GPUs")
                     .arg(s.gpusPerNode);
        details << QString();
    }
    items << QCoreApplication::translate("report", "CPU and RAM: `lscpu` shows ≥ %1 physical cores, `free -g` ≥ %2 GB")
                 .arg(num(e.dimensions[size_t(planner::DimensionId::Cpu)].minimumValue, 0), num(e.dimensions[size_t(planner::DimensionId::Ram)].minimumValue, 0));
    details << QString();
    if (const quotes::Requirement *r = find(rs, "data_disk_read_mbps")) {
        items << QCoreApplication::translate("report", "Data read test: read the real data once from the data disk; "
                                                       "sequential read ≥ %1 MB/s")
                     .arg(num(r->minimum, 0));
        details << QCoreApplication::translate("report", "For example: fio --name=read --rw=read --bs=1M --size=10G "
                                                         "--direct=1 on the data disk.");
    } else {
        items << QCoreApplication::translate("report", "Data read test: load the model files and a sample of the real "
                                                       "data from the data disk once");
        details << QString();
    }
    items << QCoreApplication::translate("report", "Short stress test (about 30 minutes of the real workload): record GPU "
                                                   "memory use, temperature and power")
          << QCoreApplication::translate("report", "Only then move production data and jobs onto the machine");
    details << QCoreApplication::translate("report", "Expect about %1 GB of GPU memory per GPU; alert above 85 °C; power up "
                                                     "to %2 W per GPU.")
                   .arg(num(s.memory.perGpuTotalGb, 1), acc ? num(acc->tdpW, 0) : QStringLiteral("—"))
            << QCoreApplication::translate("report", "Do not debug the environment inside a production job.");
    doc.checklist(items, details);

    doc.heading(QCoreApplication::translate("report", "4. Decide from monitoring"));
    items.clear();
    details.clear();
    items << QCoreApplication::translate("report", "Monitor GPU memory, GPU utilization, temperature, power, disk, "
                                                   "network and job failures, with alerts")
          << QCoreApplication::translate("report", "GPU utilization under 30%: check the data pipeline (disk read, CPU) "
                                                   "before adding GPUs")
          << QCoreApplication::translate("report", "GPU memory above 95% or out-of-memory: more GPU memory; swapping: more "
                                                   "RAM; saturated links: more bandwidth or nodes");
    details << e.dimensions[size_t(planner::DimensionId::Operations)].recommended << QString() << QString();
    const planner::cost::CostReport &cr = view.cost;
    items << QCoreApplication::translate("report", "Compare the measured utilization with the plan's %1%: below %2% on "
                                                   "monthly, reserved or bought GPUs, move to hourly billing with "
                                                   "auto-release or share the GPUs")
                 .arg(num(cr.utilization.value * 100, 0), num(planner::Assumptions{}.lowUtilization * 100, 0));
    details << QString();
    doc.checklist(items, details);
}

} // namespace gpuplanner::report::detail

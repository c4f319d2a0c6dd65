// Quotes judged by the engine as the configurations they offer (issue 21).
#include "planner/quotes/judgequote.h"

#include "planner/quotes/comparison.h"
#include "planner/sizing/dimensions.h"
#include "planner/workload/format.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplanner::quotes {

namespace {

std::optional<double> statedNumber(const Quote &q, const char *id)
{
    const QuoteAnswer *a = q.answer(QString::fromLatin1(id));
    if (!a || !a->understood) // a cell the reader left unread is not guessed here either
        return std::nullopt;
    const QString text = answerText(a);
    double v = 0;
    if (text.isEmpty() || !parseQuantity(QString::fromLatin1(id), text, &v) || !(v > 0))
        return std::nullopt;
    return v;
}

// The GPUs of one machine where the quote says it (gpusPerMachineInText) in its GPU count, GPU model
// or offering; 0 when it does not.
int gpusPerMachineIn(const Quote &q)
{
    QStringList texts;
    for (const char *id : {"gpu_count", "gpu_model"})
        if (const QuoteAnswer *a = q.answer(QString::fromLatin1(id)))
            texts << a->offered << a->value;
    texts << q.offering;
    for (const QString &t : texts)
        if (const int n = gpusPerMachineInText(t); n > 0)
            return n;
    return 0;
}

// The GPUs of one machine for a quote that states only its GPUs, as servers come: up to 8 in one
// machine; whole 8s (24: 3 × 8); whole 10s, the 10-GPU servers of the rental market (20: 2 × 10); one
// machine up to 16 (10, 12); otherwise the largest count up to 10 that divides it (18: 2 × 9). The
// machines never hold more GPUs than the quote states (12 GPUs were 2 machines of 8).
int machineSize(int total)
{
    if (total <= 8)
        return std::max(1, total);
    if (total % 8 == 0)
        return 8;
    if (total % 10 == 0)
        return 10;
    if (total <= 16)
        return total;
    for (int d = 10; d > 1; --d)
        if (total % d == 0)
            return d;
    return 1;
}

QString key(const planner::OfferedConfiguration &o)
{
    const auto opt = [](const std::optional<double> &v) { return v ? QString::number(*v) : QStringLiteral("-"); };
    const planner::Configuration &h = o.host;
    return QStringList{o.acceleratorId,
                       QString::number(o.gpusPerMachine),
                       QString::number(o.machines),
                       h.cpuCores ? QString::number(*h.cpuCores) : QStringLiteral("-"),
                       opt(h.ramGb),
                       opt(h.dataDiskGb),
                       opt(h.dataDiskReadMbps),
                       opt(h.networkPublicMbps),
                       opt(h.networkClusterGbps)}
        .join(QLatin1Char('|'));
}

} // namespace

planner::OfferedConfiguration offeredConfiguration(const Quote &q, const QString &acceleratorId)
{
    planner::OfferedConfiguration o;
    o.acceleratorId = acceleratorId;
    const double gpus = statedGpuCount(q);
    if (gpus >= 1) {
        const int total = int(std::lround(gpus));
        if (const int perMachine = gpusPerMachineIn(q); perMachine > 0 && perMachine < total && total % perMachine == 0) {
            // The quote names its machines: "3 nodes × 4 GPUs", "4 per node", "每台 8 卡".
            o.gpusPerMachine = perMachine;
            o.machines = total / perMachine;
        } else {
            o.gpusPerMachine = machineSize(total);
            o.machines = total / o.gpusPerMachine;
        }
    }
    if (const auto cores = statedNumber(q, "cpu_cores"))
        o.host.cpuCores = int(std::lround(*cores));
    o.host.ramGb = statedNumber(q, "ram_gb");
    o.host.dataDiskGb = statedNumber(q, "data_disk_gb");
    o.host.dataDiskReadMbps = statedNumber(q, "data_disk_read_mbps");
    o.host.networkPublicMbps = statedNumber(q, "public_mbps");
    o.host.networkClusterGbps = statedNumber(q, "cluster_gbps");
    return o;
}

namespace {

// Machines × GPUs a machine, or the GPUs first: capture 1 is the first figure, 2 the second.
QString machinesGpusPattern(bool machinesFirst)
{
    const QString machines = QStringLiteral("(\\d{1,4})\\s*(?:") + machineWordsPattern() + QLatin1Char(')');
    const QString gpus = QStringLiteral("(\\d{1,2})\\s*(?:gpus?|cards?|卡|张|块)?");
    const QString times = QStringLiteral("\\s*[×xX*]\\s*");
    return machinesFirst ? machines + times + gpus : gpus + times + machines;
}

} // namespace

std::optional<MachinesTimesGpus> machinesTimesGpus(const QString &text, bool whole)
{
    using Re = QRegularExpression;
    static const Re partial[2] = {Re(machinesGpusPattern(true), Re::CaseInsensitiveOption),
                                  Re(machinesGpusPattern(false), Re::CaseInsensitiveOption)};
    static const Re entire[2] = {
        Re(QLatin1Char('^') + machinesGpusPattern(true) + QLatin1Char('$'), Re::CaseInsensitiveOption),
        Re(QLatin1Char('^') + machinesGpusPattern(false) + QLatin1Char('$'), Re::CaseInsensitiveOption)};
    for (int order = 0; order < 2; ++order)
        if (const QRegularExpressionMatch m = (whole ? entire : partial)[order].match(text); m.hasMatch()) {
            const int first = m.captured(1).toInt(), second = m.captured(2).toInt();
            return order == 0 ? MachinesTimesGpus{first, second} : MachinesTimesGpus{second, first};
        }
    return std::nullopt;
}

int gpusPerMachineInText(const QString &text)
{
    static const QRegularExpression perMachine(
        QStringLiteral("(\\d+)\\s*(?:GPUs?\\s*)?(?:per|/"
                       "|each)\\s*(?:node|machine|server|host)|(?:每台|每节点|单机)\\s*(\\d+)"),
        QRegularExpression::CaseInsensitiveOption);
    if (const std::optional<MachinesTimesGpus> mg = machinesTimesGpus(text, false))
        return mg->gpusPerMachine;
    if (const QRegularExpressionMatch m = perMachine.match(text); m.hasMatch())
        return (m.captured(1).isEmpty() ? m.captured(2) : m.captured(1)).toInt();
    return 0;
}

int offeredMachines(const Quote &q, const QuotePrice &price)
{
    const bool perMachine =
        std::any_of(price.read.begin(), price.read.end(), [](const PriceRead &r) { return r.perMachine; });
    return perMachine ? offeredConfiguration(q, QString()).machines : 0;
}

int offeredMachines(const Quote &q)
{
    return offeredMachines(q, q.price);
}

const planner::Judgement &QuoteJudge::judge(const planner::OfferedConfiguration &offered)
{
    const QString k = key(offered);
    auto done = m_done.find(k);
    if (done == m_done.end())
        done = m_done.emplace(k, planner::judge(m_workload, offered, m_catalog, planner::Assumptions{})).first;
    return done->second;
}

Requirement requirementForOffer(const Requirement &r, const planner::Judgement &j)
{
    if (!j.known || r.kind != RequirementKind::AtLeast)
        return r;
    const planner::Evaluation &e = j.evaluation;
    const auto dim = [&](planner::DimensionId id) -> const planner::Dimension & { return e.dimensions[size_t(id)]; };
    Requirement out = r;
    auto set = [&](double minimum, double recommended, int decimals) {
        out.minimum = minimum;
        out.recommended = std::max(minimum, recommended);
        out.minimumText = planner::num(out.minimum, decimals) + QLatin1Char(' ') + out.unit;
        out.recommendedText = planner::num(out.recommended, decimals) + QLatin1Char(' ') + out.unit;
    };
    if (r.id == QLatin1String("cpu_cores"))
        set(dim(planner::DimensionId::Cpu).minimumValue, dim(planner::DimensionId::Cpu).recommendedValue, 0);
    else if (r.id == QLatin1String("ram_gb"))
        set(dim(planner::DimensionId::Ram).minimumValue, dim(planner::DimensionId::Ram).recommendedValue, 0);
    else if (r.id == QLatin1String("gpu_memory_gb"))
        set(e.sizing.memory.perGpuTotalGb, e.sizing.memory.perGpuTotalGb, 1);
    return out;
}

// The GPU model and count answers as the judgement found them: a quote is judged on the machines
// the load needs, so its GPU count meets when some number of its machines carries the load, and a
// different GPU is below recommended when it does, below minimum when no number of them does.
void judgeLoad(const Requirement &req, const planner::Judgement &j, const planner::OfferedConfiguration &offered,
               const QString &plannedGpu, bool gpuNamed, const catalog::Catalog &catalog, Assessment &a)
{
    if (req.id == QLatin1String("gpu_memory_gb") && a.status == QuoteStatus::NotStated && gpuNamed) {
        // The GPU the quote names states its memory: its datasheet's figure.
        if (const catalog::Accelerator *acc = catalog.accelerator(offered.acceleratorId)) {
            const double gb = acc->memoryGb;
            a.status = statusAtLevel(gb, req);
            a.offered = QCoreApplication::translate("report", "%1 GB (datasheet of the %2)").arg(planner::num(gb, 0), acc->name);
            a.note = QCoreApplication::translate("report", "not stated; the GPU named has %1 GB, the load needs %2 per GPU")
                         .arg(planner::num(gb, 0), req.minimumText);
        }
    } else if (req.id == QLatin1String("gpu_count") && a.status != QuoteStatus::NotStated) {
        if (j.machinesNeeded == 0) {
            a.status = QuoteStatus::BelowMinimum;
            a.note = QCoreApplication::translate("report", "no number of these machines meets the targets: %1")
                         .arg(j.shortfall);
        } else {
            a.status = QuoteStatus::Meets;
            a.note =
                j.machinesJudged > offered.machines
                    ? planner::tidyChineseSpaces(
                          QCoreApplication::translate("report", "judged as %1, the machines the load needs")
                              .arg(j.judgedOn))
                    : QString();
        }
    } else if (req.id == QLatin1String("gpu_model") && !a.acceleratorId.isEmpty() && a.acceleratorId != plannedGpu) {
        const catalog::Accelerator *acc = catalog.accelerator(a.acceleratorId);
        const QString name = acc ? acc->name : a.acceleratorId;
        a.status = j.machinesNeeded > 0 ? QuoteStatus::BelowRecommended : QuoteStatus::BelowMinimum;
        a.note = j.machinesNeeded > 0
                     ? QCoreApplication::translate("report", "a different GPU (%1): it meets the targets on %2")
                           .arg(name, j.judgedOn)
                     : QCoreApplication::translate("report", "a different GPU (%1): no number of them meets the "
                                                             "targets: %2")
                           .arg(name, j.shortfall);
        a.note = planner::tidyChineseSpaces(a.note); // "…（共 24 个 GPU）可满足目标"
    }
}

} // namespace gpuplanner::quotes

// Inventory, software, GPU health, PCIe, power and interconnect checks (acceptance.md §6, rows 1–9).
// The Source column cites public documents (checksources.h), never the research notes.
#include "catalog/namematch.h"
#include "planner/verify/checks.h"
#include "planner/verify/checksources.h"
#include "planner/workload/format.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplanner::verify {

namespace {


QString gInventory() { return QCoreApplication::translate("verify", "Inventory"); }
QString gSoftware() { return QCoreApplication::translate("verify", "Software"); }
QString gHealth() { return QCoreApplication::translate("verify", "GPU health"); }
QString gPcie() { return QCoreApplication::translate("verify", "PCIe"); }
QString gPower() { return QCoreApplication::translate("verify", "Power"); }
QString gLink() { return QCoreApplication::translate("verify", "Interconnect"); }

QString versionIn(const QString &text)
{
    static const QRegularExpression v(QStringLiteral("\\d+(\\.\\d+)*"));
    return v.match(text).captured(0);
}

// GPU names as nvidia-smi printed them, from -q or from the query CSV.
QStringList gpuNames(const Report &r)
{
    QStringList names;
    for (const SmiGpu &g : r.smi.gpus)
        names << g.name();
    if (names.isEmpty() || std::all_of(names.begin(), names.end(), [](const QString &n) { return n.isEmpty(); })) {
        names.clear();
        for (size_t i = 0; i < r.query.rows.size(); ++i)
            names << r.query.text(i, QStringLiteral("name"));
    }
    return names;
}

// Whether nvidia-smi's name is the planned GPU: the names the planner knows (acceleratorIdForName),
// else the same words as the plan's catalog name once sizes are set aside ("NVIDIA GeForce RTX 5090"
// is "NVIDIA GeForce RTX 5090 32GB"; "NVIDIA GeForce RTX 4090" is the 48 GB board modified in China,
// which reports the stock name). A memory type in nvidia-smi's name that differs from the plan's says
// otherwise ("H100 80GB HBM3" is no HBM2e PCIe card); sizes are the memory check's to judge.
bool namesPlannedGpu(const QString &smiName, const Expectations &x)
{
    const QString id = acceleratorIdForName(smiName);
    if (!id.isEmpty() && id == x.acceleratorId)
        return true;
    if (x.gpuName.isEmpty())
        return false;
    static const QRegularExpression memoryType(QStringLiteral("\\b(hbm\\d?e?|gddr\\d?x?)\\b"),
                                               QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch t = memoryType.match(smiName);
        t.hasMatch() && !x.memoryType.isEmpty() &&
        t.captured(1).compare(x.memoryType, Qt::CaseInsensitive) != 0)
        return false;
    const auto words = [](const QString &name) {
        QStringList w = catalog::nameTokens(name);
        w.removeIf(
            [](const QString &t) { return catalog::isSizeToken(t) || t == QLatin1String("modified"); });
        w.sort();
        return w;
    };
    const QStringList reported = words(smiName);
    return !reported.isEmpty() && reported == words(x.gpuName);
}

bool noDriver(const Report &r)
{
    return !r.manifest.nvidiaDriver && r.smi.gpus.empty() && r.query.rows.empty();
}

} // namespace

void checkGpus(const Report &r, const Expectations &x, std::vector<Check> &out)
{
    const QString planGpus = QStringLiteral("%1 × %2").arg(x.gpusPerNode).arg(x.gpuName.isEmpty() ? x.acceleratorId : x.gpuName);
    const QStringList names = gpuNames(r);
    if (noDriver(r) || names.isEmpty()) {
        const QString why = noDriver(r) ? QCoreApplication::translate("verify", "no NVIDIA driver") : QCoreApplication::translate("verify", "no nvidia-smi output in the report");
        out.push_back(makeCheck("inventory.count", gInventory(), QCoreApplication::translate("verify", "GPU count and model"), Verdict::Fail, why, planGpus,
                                QCoreApplication::translate("verify", "count = plan"), sources::forCheck("inventory.count"),
                                noDriver(r) ? QCoreApplication::translate("verify", "nvidia-smi is missing or cannot talk to a driver on this machine; the GPU checks "
                                                "that follow are skipped.")
                                            : QString()));
        return;
    }

    // Inventory
    const int n = int(names.size());
    out.push_back(makeCheck("inventory.count", gInventory(), QCoreApplication::translate("verify", "GPU count"),
                            n == x.gpusPerNode ? Verdict::Pass : Verdict::Fail, QString::number(n),
                            QString::number(x.gpusPerNode), QCoreApplication::translate("verify", "count = plan"),
                            sources::forCheck("inventory.count"),
                            r.smi.attachedGpus > n ? QCoreApplication::translate("verify", "nvidia-smi reports %1 attached GPUs").arg(r.smi.attachedGpus) : QString()));
    QStringList wrong;
    for (const QString &name : names)
        if (!namesPlannedGpu(name, x))
            wrong << name;
    wrong.removeDuplicates();
    out.push_back(makeCheck(
        "inventory.model", gInventory(), QCoreApplication::translate("verify", "GPU model"),
        wrong.isEmpty() ? Verdict::Pass : Verdict::Fail,
        [&] {
            QStringList u = names;
            u.removeDuplicates();
            return u.join(planner::listSeparator());
        }(),
        x.gpuName, QCoreApplication::translate("verify", "normalised name = plan model"),
        sources::forCheck("inventory.model"),
        wrong.isEmpty() ? QString()
                        : QCoreApplication::translate("verify", "not the planned model: %1")
                              .arg(wrong.join(planner::listSeparator()))));

    std::optional<double> minMiB;
    for (const SmiGpu &g : r.smi.gpus)
        if (const auto m = g.memoryTotalMiB())
            minMiB = minMiB ? std::min(*minMiB, *m) : *m;
    for (size_t i = 0; !minMiB.has_value() && i < r.query.rows.size(); ++i)
        minMiB = r.query.number(i, QStringLiteral("memory.total"));
    if (minMiB && x.vramGb > 0) {
        const bool hbm = x.memoryType.startsWith(QLatin1String("HBM"));
        const double ratio = hbm ? 0.99 : 0.93;
        const double floor = x.vramGb * 1024 * ratio;
        out.push_back(makeCheck("inventory.vram", gInventory(), QCoreApplication::translate("verify", "GPU memory per GPU"),
                                *minMiB >= floor ? Verdict::Pass : Verdict::Fail, QCoreApplication::translate("verify", "%1 MiB").arg(fmt(*minMiB, 0)),
                                QCoreApplication::translate("verify", "%1 GB (%2)").arg(fmt(x.vramGb)).arg(x.memoryType),
                                QCoreApplication::translate("verify", "≥ %1 MiB (%2 × nominal × 1024)").arg(fmt(floor, 0)).arg(fmt(ratio, 2)),
                                sources::forCheck("inventory.vram")));
    }

    // Software
    const QString driver = r.smi.driverVersion.isEmpty() ? r.query.text(0, QStringLiteral("driver_version")) : r.smi.driverVersion;
    // Pass at the driver and CUDA the plan needs (the GPU's minimum toolkit); the chosen, newer
    // ones only add a note.
    const QString planDriver = versionIn(x.driver);
    const QString needDriver = x.driverNeeded.isEmpty() ? planDriver : versionIn(x.driverNeeded);
    const auto olderNote = [](const QString &measured, const QString &planned, const QString &plannedText) {
        return !planned.isEmpty() && compareVersions(measured, planned) < 0
                   ? QCoreApplication::translate("verify", "older than the plan chose (%1)").arg(plannedText)
                   : QString();
    };
    if (!driver.isEmpty()) {
        const bool ok = needDriver.isEmpty() || compareVersions(driver, needDriver) >= 0;
        out.push_back(makeCheck("software.driver", gSoftware(), QCoreApplication::translate("verify", "NVIDIA driver"),
                                ok ? Verdict::Pass : Verdict::Fail, driver,
                                needDriver.isEmpty() ? QCoreApplication::translate("verify", "any") : needDriver,
                                QCoreApplication::translate("verify", "≥ the plan's need"), sources::forCheck("software.driver"),
                                ok ? olderNote(driver, planDriver, x.driver) : QString()));
    }
    const QString planCuda = versionIn(x.cuda);
    const QString needCuda = x.cudaNeeded.isEmpty() ? planCuda : versionIn(x.cudaNeeded);
    if (!r.smi.cudaVersion.isEmpty()) {
        const bool ok = needCuda.isEmpty() || compareVersions(r.smi.cudaVersion, needCuda) >= 0;
        out.push_back(makeCheck("software.cuda", gSoftware(), QCoreApplication::translate("verify", "CUDA version the driver supports"),
                                ok ? Verdict::Pass : Verdict::Fail, r.smi.cudaVersion,
                                needCuda.isEmpty() ? QCoreApplication::translate("verify", "any") : needCuda,
                                QCoreApplication::translate("verify", "≥ the plan's need"),
                                sources::forCheck("software.cuda"),
                                ok ? olderNote(r.smi.cudaVersion, planCuda, x.cuda) : QString()));
    }
    int persistenceOff = 0, migOn = 0, persistenceKnown = 0;
    for (const SmiGpu &g : r.smi.gpus) {
        if (const auto p = g.persistence()) {
            ++persistenceKnown;
            persistenceOff += *p ? 0 : 1;
        }
        migOn += flagIn(g.migMode()) == true ? 1 : 0;
    }
    if (persistenceKnown)
        out.push_back(makeCheck("software.persistence", gSoftware(), QCoreApplication::translate("verify", "Persistence mode"),
                                persistenceOff ? Verdict::Warning : Verdict::Pass,
                                persistenceOff ? QCoreApplication::translate("verify", "off on %n GPU(s)", nullptr, persistenceOff) : QCoreApplication::translate("verify", "on"), QCoreApplication::translate("verify", "on"),
                                QCoreApplication::translate("verify", "on (warning otherwise)"), sources::forCheck("software.persistence"),
                                persistenceOff ? QCoreApplication::translate("verify", "Run `sudo nvidia-smi -pm 1` or enable nvidia-persistenced.") : QString()));
    if (!r.smi.gpus.empty())
        out.push_back(makeCheck("software.mig", gSoftware(), QCoreApplication::translate("verify", "MIG mode"), migOn ? Verdict::Warning : Verdict::Pass,
                                migOn ? QCoreApplication::translate("verify", "on for %n GPU(s)", nullptr, migOn) : QCoreApplication::translate("verify", "off"), QCoreApplication::translate("verify", "off"), QCoreApplication::translate("verify", "= plan (off)"),
                                sources::forCheck("software.mig")));

    // GPU health
    int eccOff = 0, eccKnown = 0, remapPending = 0, remapFailed = 0, retiredPending = 0;
    double uncorrected = 0, sramAggregate = 0;
    for (const SmiGpu &g : r.smi.gpus) {
        if (const auto e = flagIn(g.eccMode())) {
            ++eccKnown;
            eccOff += *e ? 0 : 1;
        }
        uncorrected += g.uncorrectedVolatile().value_or(0);
        sramAggregate = std::max(sramAggregate, g.uncorrectedAggregateSram().value_or(0));
        remapPending += g.remapPending() == true ? 1 : 0;
        remapFailed += g.remapFailure() == true ? 1 : 0;
        retiredPending += g.retiredPagesPending() == true ? 1 : 0;
    }
    const QString eccSource = sources::forCheck("health.ecc_mode");
    if (eccKnown)
        out.push_back(makeCheck("health.ecc_mode", gHealth(), QCoreApplication::translate("verify", "ECC mode"), eccOff ? Verdict::Warning : Verdict::Pass,
                                eccOff ? QCoreApplication::translate("verify", "off on %n GPU(s)", nullptr, eccOff) : QCoreApplication::translate("verify", "on"), QCoreApplication::translate("verify", "on"), QCoreApplication::translate("verify", "on for datacenter GPUs"), eccSource));
    if (!r.smi.gpus.empty()) {
        out.push_back(makeCheck("health.ecc_errors", gHealth(), QCoreApplication::translate("verify", "Uncorrected ECC errors since driver load"),
                                uncorrected > 0 ? Verdict::Fail : Verdict::Pass, fmt(uncorrected, 0), QStringLiteral("0"),
                                QStringLiteral("= 0"), eccSource,
                                sramAggregate > 4 ? QCoreApplication::translate("verify", "aggregate SRAM uncorrectable errors %1 > 4: usually an RMA reason").arg(fmt(sramAggregate, 0)) : QString()));
        Verdict remap = remapFailed ? Verdict::Fail : (remapPending || retiredPending) ? Verdict::Warning : Verdict::Pass;
        QString detail;
        if (remapFailed)
            detail = QCoreApplication::translate("verify", "Row remapping failed on %n GPU(s): the GPU needs replacing (RMA).", nullptr, remapFailed);
        else if (remapPending || retiredPending)
            detail = QCoreApplication::translate("verify", "A row remap is pending on %n GPU(s): reset the GPU or reboot to apply it, then run the script again.",
                                                    nullptr, remapPending + retiredPending);
        out.push_back(makeCheck("health.row_remap", gHealth(), QCoreApplication::translate("verify", "Row remapping"), remap,
                                remapFailed ? QCoreApplication::translate("verify", "failure on %n GPU(s)", nullptr, remapFailed)
                                : remapPending || retiredPending ? QCoreApplication::translate("verify", "pending on %n GPU(s)", nullptr, remapPending + retiredPending)
                                                                 : QCoreApplication::translate("verify", "none pending"),
                                QCoreApplication::translate("verify", "none pending, no failure"), QCoreApplication::translate("verify", "pending → warning (reset); failure → fail (RMA)"), eccSource, detail));
    }
    if (r.present.contains(QStringLiteral("xid.txt")) || r.manifest.check(QStringLiteral("xid"))) {
        static const QList<int> failCodes = {48, 64, 74, 79, 95, 119, 120};
        static const QList<int> warnCodes = {63, 92, 94};
        static const QList<int> appCodes = {13, 31, 43};
        QStringList fails, warns, apps;
        for (const XidEvent &e : r.xid.events) {
            const QString s = QString::number(e.code);
            if (failCodes.contains(e.code))
                fails << s;
            else if (appCodes.contains(e.code))
                apps << s;
            else
                warns << s;
        }
        fails.removeDuplicates();
        warns.removeDuplicates();
        apps.removeDuplicates();
        Verdict v = !fails.isEmpty() ? Verdict::Fail : !warns.isEmpty() ? Verdict::Warning : Verdict::Pass;
        QString measured = r.xid.events.empty() ? QCoreApplication::translate("verify", "none") : QCoreApplication::translate("verify", "%n Xid event(s)", nullptr, int(r.xid.events.size()));
        QString detail;
        if (!fails.isEmpty())
            detail += QCoreApplication::translate("verify", "hardware faults: Xid %1. ").arg(fails.join(QStringLiteral(", ")));
        if (!warns.isEmpty())
            detail += QCoreApplication::translate("verify", "needs a reset or attention: Xid %1. ").arg(warns.join(QStringLiteral(", ")));
        if (!apps.isEmpty())
            detail += QCoreApplication::translate("verify", "application-level: Xid %1.").arg(apps.join(QStringLiteral(", ")));
        if (r.xid.denied || r.manifest.dmesgDenied) {
            if (r.xid.events.empty()) { // nothing read is not "none found"
                v = Verdict::Skipped;
                measured = QCoreApplication::translate("verify", "not read");
            }
            detail += (detail.isEmpty() ? QString() : planner::sentenceGap(detail.trimmed())) +
                      QCoreApplication::translate(
                          "verify", "Reading the kernel log was denied (dmesg needs root here).");
        }
        out.push_back(makeCheck("health.xid", gHealth(), QCoreApplication::translate("verify", "Xid errors in the kernel log"), v, measured, QCoreApplication::translate("verify", "none"),
                                QCoreApplication::translate("verify", "48, 64, 74, 79, 95, 119, 120 fail; 63, 92, 94 warn; 13, 31, 43 application"),
                                sources::forCheck("health.xid"), detail.trimmed()));
    }

    // PCIe: judged under load (monitor.csv during the stress test) or from the link maximum;
    // an idle downshift is not an error (acceptance.md §5).
    const QString pcieSource = sources::forCheck("pcie.gen_load");
    if (x.pcieGen > 0) {
        int busyGen = -1;
        for (const MonitorSample &s : r.monitor.samples)
            if (!std::isnan(s.util) && s.util >= 50 && s.pcieGen > 0)
                busyGen = busyGen < 0 ? s.pcieGen : std::min<int>(busyGen, s.pcieGen);
        int loadedGen = -1, linkMax = -1, hostMax = -1;
        for (const SmiGpu &g : r.smi.gpus) {
            const bool loaded = g.performanceState() == QLatin1String("P0") && g.utilization().value_or(0) >= 50;
            if (const auto c = g.pcieGenCurrent(); c && loaded)
                loadedGen = loadedGen < 0 ? int(*c) : std::min(loadedGen, int(*c));
            if (const auto m = g.pcieGenMax())
                linkMax = linkMax < 0 ? int(*m) : std::min(linkMax, int(*m));
            if (const auto h = g.pcieGenHostMax())
                hostMax = hostMax < 0 ? int(*h) : std::min(hostMax, int(*h));
        }
        const int underLoad = busyGen > 0 ? busyGen : loadedGen;
        if (underLoad > 0)
            out.push_back(makeCheck("pcie.gen_load", gPcie(), QCoreApplication::translate("verify", "PCIe generation under load"),
                                    underLoad >= x.pcieGen ? Verdict::Pass : Verdict::Fail, QCoreApplication::translate("verify", "Gen%1").arg(underLoad),
                                    QCoreApplication::translate("verify", "Gen%1").arg(x.pcieGen), QCoreApplication::translate("verify", "= plan under load"), pcieSource,
                                    underLoad < x.pcieGen ? QCoreApplication::translate("verify", "The link stays at a lower generation while the GPU is busy: "
                                                             "check the slot, riser or BIOS setting.")
                                                          : QString()));
        if (linkMax > 0)
            out.push_back(makeCheck("pcie.gen_max", gPcie(), QCoreApplication::translate("verify", "PCIe generation the link can reach"),
                                    linkMax >= x.pcieGen ? Verdict::Pass : Verdict::Warning, QCoreApplication::translate("verify", "Gen%1").arg(linkMax),
                                    QCoreApplication::translate("verify", "Gen%1").arg(x.pcieGen), QCoreApplication::translate("verify", "= plan"), pcieSource,
                                    hostMax > 0 && hostMax < x.pcieGen ? QCoreApplication::translate("verify", "The host slot tops out at Gen%1.").arg(hostMax)
                                                                       : QCoreApplication::translate("verify", "The current generation of an idle GPU is not judged.")));
        else if (underLoad < 0)
            out.push_back(makeCheck("pcie.gen_max", gPcie(), QCoreApplication::translate("verify", "PCIe generation"), Verdict::Skipped, QCoreApplication::translate("verify", "not reported"),
                                    QCoreApplication::translate("verify", "Gen%1").arg(x.pcieGen), QCoreApplication::translate("verify", "= plan"), pcieSource));
    }
    int narrow = 0;
    for (const SmiGpu &g : r.smi.gpus)
        if (const auto w = g.pcieWidthMax(); w && *w < 16)
            ++narrow;
    if (!r.smi.gpus.empty())
        out.push_back(makeCheck("pcie.width", gPcie(), QCoreApplication::translate("verify", "PCIe link width"), narrow ? Verdict::Warning : Verdict::Pass,
                                narrow ? QCoreApplication::translate("verify", "below x16 on %n GPU(s)", nullptr, narrow) : QStringLiteral("x16"), QStringLiteral("x16"),
                                QCoreApplication::translate("verify", "x16 unless the instance says otherwise"), pcieSource));

    // Power
    if (x.tdpW > 0) {
        std::optional<double> minLimit;
        for (const SmiGpu &g : r.smi.gpus)
            if (const auto l = g.powerLimit())
                minLimit = minLimit ? std::min(*minLimit, *l) : *l;
        for (size_t i = 0; !minLimit && i < r.query.rows.size(); ++i)
            minLimit = r.query.number(i, QStringLiteral("power.limit"));
        if (minLimit)
            out.push_back(makeCheck("power.limit", gPower(), QCoreApplication::translate("verify", "Power limit"),
                                    *minLimit >= 0.95 * x.tdpW ? Verdict::Pass : Verdict::Warning, QCoreApplication::translate("verify", "%1 W").arg(fmt(*minLimit, 0)),
                                    QCoreApplication::translate("verify", "%1 W TDP").arg(fmt(x.tdpW, 0)), QCoreApplication::translate("verify", "≥ 95 % of TDP"),
                                    sources::forCheck("power.limit"),
                                    *minLimit < 0.95 * x.tdpW ? QCoreApplication::translate("verify", "The GPUs are power-capped below their rated power.") : QString()));
    }

    // Interconnect
    if (x.gpusPerNode > 1) {
        const QString source = sources::forCheck("link.topology");
        if (r.topo.gpus.isEmpty())
            out.push_back(makeCheck("link.topology", gLink(), QCoreApplication::translate("verify", "GPU-to-GPU links"), Verdict::Skipped, QCoreApplication::translate("verify", "not reported"),
                                    x.interconnect == QLatin1String("nvlink") ? QStringLiteral("NVLink") : QStringLiteral("PCIe"),
                                    QCoreApplication::translate("verify", "= plan"), source));
        else if (x.interconnect == QLatin1String("nvlink")) {
            const int missing = r.topo.pairsWithoutNvLink();
            out.push_back(makeCheck("link.topology", gLink(), QCoreApplication::translate("verify", "GPU-to-GPU links"), missing ? Verdict::Fail : Verdict::Pass,
                                    missing ? QCoreApplication::translate("verify", "%n GPU pair(s) without NVLink (weakest: %1)", nullptr, missing).arg(r.topo.weakestLink())
                                            : QCoreApplication::translate("verify", "NVLink on every pair (NV%1)").arg(r.topo.minNvLinks()),
                                    QCoreApplication::translate("verify", "NVLink between all GPUs"), QCoreApplication::translate("verify", "every pair NV#"), source));
        } else
            out.push_back(makeCheck("link.topology", gLink(), QCoreApplication::translate("verify", "GPU-to-GPU links"), Verdict::Pass, r.topo.weakestLink(),
                                    QCoreApplication::translate("verify", "PCIe"), QCoreApplication::translate("verify", "informational"), source));
    }
}

} // namespace gpuplanner::verify

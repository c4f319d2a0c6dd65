// Host checks: CPU, RAM, swap, disks, data-disk read rate, NICs (acceptance.md §6, rows 17–20).
#include "planner/verify/checks.h"
#include "planner/verify/checksources.h"
#include "planner/workload/format.h"

#include <QCoreApplication>

namespace gpuplanner::verify {

namespace {

QString gHost() { return QCoreApplication::translate("verify", "Host"); }
QString gNetwork() { return QCoreApplication::translate("verify", "Network"); }

// The plan's need where the expectations carry it, else (an older report) the chosen figure.
double need(double needed, double chosen)
{
    return needed > 0 ? needed : chosen;
}

} // namespace

void checkHost(const Report &r, const Expectations &x, std::vector<Check> &out)
{
    const HostInfo &h = r.host;
    const QString hostSource = sources::forCheck("host.cpu");
    if (const auto cores = h.physicalCores(); cores && need(x.cpuCoresNeeded, x.cpuCores) > 0) {
        const int needed = int(need(x.cpuCoresNeeded, x.cpuCores));
        // The model as lscpu names it, said to be one ("…(≥ the plan's need). CPU: Intel(R) Xeon(R) …").
        QString detail = h.cpuModel.isEmpty()
                             ? QString()
                             : QCoreApplication::translate("verify", "CPU: %1").arg(h.cpuModel);
        if (*cores >= needed && *cores < x.cpuCores)
            detail +=
                (detail.isEmpty() ? QString() : planner::clauseSeparator()) +
                QCoreApplication::translate("verify", "fewer than the plan chose (%1 cores)").arg(x.cpuCores);
        if (r.manifest.container)
            detail += QCoreApplication::translate("verify", " (a container sees the host's CPUs; its quota may be lower)");
        out.push_back(makeCheck("host.cpu", gHost(), QCoreApplication::translate("verify", "CPU cores"), *cores >= needed ? Verdict::Pass : Verdict::Fail,
                                QCoreApplication::translate("verify", "%1 physical cores").arg(*cores), QCoreApplication::translate("verify", "%1 cores").arg(needed),
                                QCoreApplication::translate("verify", "≥ the plan's need"), hostSource, detail));
    }
    if (const double needed = need(x.ramGbNeeded, x.ramGb); h.memTotalKiB && needed > 0) {
        const double gib = *h.memTotalKiB / 1024 / 1024;
        const double floor = 0.95 * needed; // plan GB of RAM are sold as GiB; the kernel keeps some
        out.push_back(makeCheck("host.ram", gHost(), QCoreApplication::translate("verify", "RAM"), gib >= floor ? Verdict::Pass : Verdict::Fail,
                                QCoreApplication::translate("verify", "%1 GiB").arg(fmt(gib, 1)), QCoreApplication::translate("verify", "%1 GB").arg(fmt(needed, 0)),
                                QCoreApplication::translate("verify", "≥ 95 % of the plan's need"), hostSource,
                                gib >= floor && gib < 0.95 * x.ramGb ? QCoreApplication::translate("verify", "less than the plan chose (%1 GB)").arg(fmt(x.ramGb, 0)) : QString()));
    }
    if (h.swapTotalKiB)
        out.push_back(makeCheck("host.swap", gHost(), QCoreApplication::translate("verify", "Swap"), *h.swapTotalKiB > 0 ? Verdict::Warning : Verdict::Pass,
                                *h.swapTotalKiB > 0 ? QCoreApplication::translate("verify", "%1 GiB").arg(fmt(*h.swapTotalKiB / 1024 / 1024, 1)) : QCoreApplication::translate("verify", "off"), QCoreApplication::translate("verify", "off"),
                                QCoreApplication::translate("verify", "off (warning otherwise)"), hostSource));
    if (!h.filesystems.empty()) {
        QStringList full;
        Verdict v = Verdict::Pass;
        for (const auto &fs : h.filesystems) {
            if (fs.sizeKiB <= 0 || fs.source == QLatin1String("tmpfs") || fs.source == QLatin1String("devtmpfs"))
                continue;
            if (fs.usedPercent >= 90) {
                full << QStringLiteral("%1 %2 %").arg(fs.mount).arg(fmt(fs.usedPercent, 0));
                v = fs.usedPercent >= 95 ? Verdict::Fail : std::max(v, Verdict::Warning);
            }
        }
        out.push_back(
            makeCheck("host.disk_full", gHost(), QCoreApplication::translate("verify", "Free space"), v,
                      full.isEmpty() ? QCoreApplication::translate("verify", "all below 90 % used")
                                     : full.join(planner::listSeparator()),
                      QCoreApplication::translate("verify", "room for data and checkpoints"),
                      QCoreApplication::translate("verify", "warn ≥ 90 %, fail ≥ 95 % used"), hostSource));
    }
    if (const double needed = need(x.diskGbNeeded, x.systemDiskGb + x.dataDiskGb); !h.disks.empty() && needed > 0) {
        double total = 0;
        for (const auto &d : h.disks)
            total += d.bytes;
        const double chosen = x.systemDiskGb + x.dataDiskGb;
        QString detail = total >= needed * 1e9 && total < chosen * 1e9
                             ? QCoreApplication::translate("verify", "less than the plan chose (%1 GB)").arg(fmt(chosen, 0))
                             : QString();
        if (r.manifest.container)
            detail += (detail.isEmpty() ? QString() : QStringLiteral(" ")) + QCoreApplication::translate("verify", "A container may not see the host's disks.");
        out.push_back(makeCheck("host.disks", gHost(), QCoreApplication::translate("verify", "Disk capacity"), total >= needed * 1e9 ? Verdict::Pass : Verdict::Warning,
                                QCoreApplication::translate("verify", "%1 GB on %n disk(s)", nullptr, int(h.disks.size())).arg(fmt(total / 1e9, 0)),
                                QCoreApplication::translate("verify", "%1 GB").arg(fmt(needed, 0)), QCoreApplication::translate("verify", "≥ the plan's need (system + data disk)"),
                                sources::forCheck("host.disks"), detail));
    }
    // A plan whose work streams nothing from disk (video, rendering: need 0, worked out) passes any
    // rate; the drive it assumed is a note. An older report without the need is judged on that drive.
    const bool noReadNeed = x.dataReadNeedKnown && x.dataReadNeededMBs <= 0;
    if (noReadNeed && r.fio) {
        const double mbs = r.fio->readBytesPerS / 1e6;
        out.push_back(makeCheck(
            "host.read_rate", gHost(), QCoreApplication::translate("verify", "Data disk sequential read"),
            Verdict::Pass, QCoreApplication::translate("verify", "%1 MB/s").arg(fmt(mbs, 0)),
            QCoreApplication::translate("verify", "none: the work streams no data from disk"),
            QCoreApplication::translate("verify", "≥ the plan's need"), sources::forCheck("host.read_rate"),
            x.dataReadMBs > 0 && mbs < x.dataReadMBs
                ? QCoreApplication::translate("verify", "slower than the drive the plan assumed (%1 MB/s)")
                      .arg(fmt(x.dataReadMBs, 0))
                : QString()));
    } else if (const double needed = noReadNeed ? 0 : need(x.dataReadNeededMBs, x.dataReadMBs);
               r.fio && needed > 0) {
        const double mbs = r.fio->readBytesPerS / 1e6;
        QString detail;
        if (mbs < needed)
            detail = QCoreApplication::translate("verify", "The disk cannot feed the GPUs at the rate the plan needs.");
        else if (x.dataReadMBs > needed && mbs < x.dataReadMBs)
            detail = QCoreApplication::translate("verify", "slower than the drive the plan assumed (%1 MB/s)").arg(fmt(x.dataReadMBs, 0));
        out.push_back(makeCheck("host.read_rate", gHost(), QCoreApplication::translate("verify", "Data disk sequential read"),
                                mbs >= needed ? Verdict::Pass : Verdict::Fail, QCoreApplication::translate("verify", "%1 MB/s").arg(fmt(mbs, 0)),
                                QCoreApplication::translate("verify", "%1 MB/s").arg(fmt(needed, 0)), QCoreApplication::translate("verify", "≥ the plan's need"),
                                sources::forCheck("host.read_rate"), detail));
    } else if (needed > 0) {
        const ManifestCheck *m = r.manifest.check(QStringLiteral("fio"));
        out.push_back(makeCheck("host.read_rate", gHost(), QCoreApplication::translate("verify", "Data disk sequential read"), Verdict::Skipped,
                                m && !m->skipReason.isEmpty() ? m->skipReason : QCoreApplication::translate("verify", "not run"), QCoreApplication::translate("verify", "%1 MB/s").arg(fmt(needed, 0)),
                                QCoreApplication::translate("verify", "≥ the plan's need"), sources::forCheck("host.read_rate")));
    }
    if (x.clusterGbps > 0) {
        // Independent replicas send nothing between nodes (need 0): then every port Active suffices.
        const double needed = x.clusterGbpsNeeded;
        if (r.ib && !r.ib->portRatesGbps.empty()) {
            double sum = 0;
            for (double rate : r.ib->portRatesGbps)
                sum += rate;
            QStringList notes;
            if (r.ib->writeBwAvgGbps)
                notes << QCoreApplication::translate("verify", "ib_write_bw average %1 Gb/s").arg(fmt(*r.ib->writeBwAvgGbps, 1));
            if (sum >= 0.9 * needed && sum < 0.9 * x.clusterGbps)
                notes << QCoreApplication::translate("verify", "less than the plan chose (%1 Gb/s)").arg(fmt(x.clusterGbps, 0));
            out.push_back(makeCheck(
                "network.ib", gNetwork(), QCoreApplication::translate("verify", "InfiniBand / RoCE ports"),
                sum >= 0.9 * needed && r.ib->activePorts == int(r.ib->portRatesGbps.size()) ? Verdict::Pass
                                                                                            : Verdict::Fail,
                QCoreApplication::translate("verify", "%n port(s), %1 Gb/s, %2 active", nullptr,
                                            int(r.ib->portRatesGbps.size()))
                    .arg(fmt(sum, 0))
                    .arg(r.ib->activePorts),
                needed > 0 ? QCoreApplication::translate("verify", "%1 Gb/s per node").arg(fmt(needed, 0))
                           : QCoreApplication::translate("verify", "all ports Active"),
                QCoreApplication::translate("verify", "rate sum ≥ 90 % of the plan's need, all Active"),
                sources::forCheck("network.ib"), notes.join(planner::clauseSeparator())));
        } else {
            const ManifestCheck *m = r.manifest.check(QStringLiteral("ib"));
            out.push_back(makeCheck(
                "network.ib", gNetwork(), QCoreApplication::translate("verify", "InfiniBand / RoCE ports"),
                Verdict::Skipped,
                m && !m->skipReason.isEmpty() ? m->skipReason
                                              : QCoreApplication::translate("verify", "not run"),
                needed > 0 ? QCoreApplication::translate("verify", "%1 Gb/s per node").arg(fmt(needed, 0))
                           : QCoreApplication::translate("verify", "all ports Active"),
                QString(), sources::forCheck("network.ib")));
        }
    }
    if (const double needed = need(x.publicMbpsNeeded, x.publicMbps); r.iperfBitsPerS && needed > 0) {
        const double mbps = *r.iperfBitsPerS / 1e6;
        out.push_back(makeCheck("network.ethernet", gNetwork(), QCoreApplication::translate("verify", "Front-end Ethernet (iperf3)"),
                                mbps >= needed ? Verdict::Pass : Verdict::Warning, QCoreApplication::translate("verify", "%1 Mb/s").arg(fmt(mbps, 0)),
                                QCoreApplication::translate("verify", "%1 Mb/s").arg(fmt(needed, 0)), QCoreApplication::translate("verify", "≥ the plan's need (informational)"),
                                sources::forCheck("network.ethernet"),
                                mbps >= needed && mbps < x.publicMbps ? QCoreApplication::translate("verify", "less than the plan chose (%1 Mb/s)").arg(fmt(x.publicMbps, 0)) : QString()));
    }
}

} // namespace gpuplanner::verify

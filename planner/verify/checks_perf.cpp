// Bandwidth, collective, stress and DCGM checks (acceptance.md §6, rows 10–16).
#include "planner/verify/checks.h"
#include "planner/verify/checksources.h"
#include "planner/workload/format.h"

#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::verify {

namespace {

QString gBandwidth() { return QCoreApplication::translate("verify", "Bandwidth"); }
QString gStress() { return QCoreApplication::translate("verify", "Stress test"); }

const BandwidthTest *test(const Report &r, const char *name)
{
    for (const BandwidthTest &t : r.nvbandwidth)
        if (t.name == QLatin1String(name) && !t.cells.empty())
            return &t;
    return nullptr;
}

// Azure azurehpc-health-checks conf floors (acceptance.md §1.9.1, §2.2).
double hostCopyFloor(int gen)
{
    return gen >= 5 ? 48 : gen == 4 ? 21 : gen == 3 ? 10 : 0;
}

double deviceCopyFloor(const Expectations &x)
{
    if (x.acceleratorId.startsWith(QLatin1String("nvidia-a100")) && x.acceleratorId.endsWith(QLatin1String("sxm")))
        return x.vramGb >= 80 ? 238 : 235;
    if (x.acceleratorId == QLatin1String("nvidia-h100-sxm") || x.acceleratorId == QLatin1String("nvidia-h200-sxm"))
        return 335;
    return x.gpuLinkGbs > 0 ? 0.75 * x.gpuLinkGbs / 2 : 0;
}

void bandwidthCheck(std::vector<Check> &out, const char *id, const QString &title, const BandwidthTest *t, double floor,
                    const QString &expected, const QString &source)
{
    const double low = *std::min_element(t->cells.begin(), t->cells.end());
    const double high = *std::max_element(t->cells.begin(), t->cells.end());
    Verdict v = floor <= 0 ? Verdict::Pass : low < floor ? Verdict::Fail : low < 1.05 * floor ? Verdict::Warning : Verdict::Pass;
    QString detail;
    if (high > 0 && (high - low) / high > 0.10) {
        detail = QCoreApplication::translate("verify", "GPUs differ by more than 10 % (%1 to %2 GB/s).").arg(fmt(low, 2), fmt(high, 2));
        if (v == Verdict::Pass)
            v = Verdict::Warning;
    }
    out.push_back(makeCheck(id, gBandwidth(), title, v, QCoreApplication::translate("verify", "%1 GB/s (slowest GPU)").arg(fmt(low, 2)), expected,
                            floor > 0 ? QCoreApplication::translate("verify", "fail < %1 GB/s, warn < %2").arg(fmt(floor, 0), fmt(1.05 * floor, 1)) : QCoreApplication::translate("verify", "no published floor"),
                            source, detail));
}

} // namespace

void checkBenchmarks(const Report &r, const Expectations &x, std::vector<Check> &out)
{
    const QString skipNote = QCoreApplication::translate("verify", "not run");
    auto skipped = [&](const char *id, const QString &group, const QString &title, const QString &checkId) {
        const ManifestCheck *m = r.manifest.check(checkId);
        QString why = m && !m->skipReason.isEmpty() ? m->skipReason : skipNote;
        if (m && !m->package.isEmpty())
            why += QStringLiteral(" (") + m->package + u')';
        out.push_back(makeCheck(id, group, title, Verdict::Skipped, why, QString(), QString(), QString()));
    };

    // Host ↔ device and device ↔ device copies
    const QString bwSource = sources::forCheck("bandwidth.h2d");
    const BandwidthTest *h2d = test(r, "host_to_device_memcpy_ce");
    const BandwidthTest *d2h = test(r, "device_to_host_memcpy_ce");
    const BandwidthTest *d2d = test(r, "device_to_device_memcpy_read_ce");
    if (h2d)
        bandwidthCheck(out, "bandwidth.h2d", QCoreApplication::translate("verify", "Host to device copy"), h2d, hostCopyFloor(x.pcieGen),
                       QCoreApplication::translate("verify", "PCIe Gen%1 x16").arg(x.pcieGen), bwSource);
    if (d2h)
        bandwidthCheck(out, "bandwidth.d2h", QCoreApplication::translate("verify", "Device to host copy"), d2h, hostCopyFloor(x.pcieGen),
                       QCoreApplication::translate("verify", "PCIe Gen%1 x16").arg(x.pcieGen), bwSource);
    if (d2d && x.gpusPerNode > 1)
        bandwidthCheck(out, "bandwidth.d2d", QCoreApplication::translate("verify", "GPU to GPU copy"), d2d, x.interconnect == QLatin1String("nvlink") ? deviceCopyFloor(x) : 0,
                       x.interconnect == QLatin1String("nvlink") ? QCoreApplication::translate("verify", "NVLink, %1 GB/s per direction").arg(fmt(x.gpuLinkGbs / 2, 0)) : QCoreApplication::translate("verify", "PCIe"),
                       bwSource);
    if (!h2d && !d2h)
        skipped("bandwidth.h2d", gBandwidth(), QCoreApplication::translate("verify", "Host to device copy"), QStringLiteral("nvbandwidth"));

    // NCCL all_reduce: bus bandwidth at the largest size, never the sweep average.
    const int totalGpus = x.gpusPerNode * std::max(1, x.nodes);
    if (totalGpus <= 1) {
        out.push_back(makeCheck("bandwidth.nccl", gBandwidth(), QCoreApplication::translate("verify", "NCCL all_reduce bus bandwidth"), Verdict::Skipped,
                                QCoreApplication::translate("verify", "one GPU: nothing to reduce across"), QString(), QString(),
                                sources::forCheck("bandwidth.nccl:one_gpu")));
    } else if (r.nccl && r.nccl->largest()) {
        const NcclRow &row = *r.nccl->largest();
        const double busbw = std::max(row.busbw, row.busbwInPlace);
        double floor = 0, ring = 0, baseline = 0;
        if (x.gpusPerNode == 8 && x.nodes <= 1) {
            if (x.acceleratorId.startsWith(QLatin1String("nvidia-a100")) && x.acceleratorId.endsWith(QLatin1String("sxm"))) {
                baseline = 231.6;
                floor = 220;
            } else if (x.acceleratorId == QLatin1String("nvidia-h100-sxm") || x.acceleratorId == QLatin1String("nvidia-h200-sxm")) {
                baseline = 478.9;
                floor = 455;
                ring = 350;
            }
        }
        Verdict v = Verdict::Pass;
        QString detail;
        if (r.nccl->outOfBounds.value_or(0) != 0) {
            v = Verdict::Fail;
            detail = QCoreApplication::translate("verify", "%1 out-of-bounds values: the collective returned wrong data.").arg(*r.nccl->outOfBounds);
        } else if (floor > 0 && busbw < floor) {
            v = ring > 0 && busbw >= ring ? Verdict::Warning : Verdict::Fail;
            if (v == Verdict::Warning)
                detail = QCoreApplication::translate("verify", "Ring-level bandwidth: NVLink SHARP (NVLS) looks disabled.");
        }
        if (row.bytes < 8.0 * (1 << 30) * 0.99)
            detail += (detail.isEmpty() ? QString() : QStringLiteral(" ")) +
                      QCoreApplication::translate("verify", "The largest size was %1 MiB; peak needs 8 GiB messages.").arg(fmt(row.bytes / (1 << 20), 0));
        if (r.nccl->avgBusbw)
            detail += (detail.isEmpty() ? QString() : QStringLiteral(" ")) +
                      QCoreApplication::translate("verify", "The sweep average (%1 GB/s) is not judged.").arg(fmt(*r.nccl->avgBusbw, 1));
        if (x.nodes > 1 && !x.independentNodes && r.nccl->hosts.size() < 2) {
            detail += (detail.isEmpty() ? QString() : QStringLiteral(" ")) + QCoreApplication::translate("verify", "Only one node took part; multi-node bandwidth not measured.");
            if (v == Verdict::Pass)
                v = Verdict::Warning;
        }
        out.push_back(makeCheck("bandwidth.nccl", gBandwidth(), QCoreApplication::translate("verify", "NCCL all_reduce bus bandwidth (largest size)"), v,
                                QCoreApplication::translate("verify", "%1 GB/s at %2 MiB").arg(fmt(busbw, 1), fmt(row.bytes / (1 << 20), 0)),
                                baseline > 0 ? QCoreApplication::translate("verify", "%1 GB/s (8-GPU baseline)").arg(fmt(baseline, 1)) : QCoreApplication::translate("verify", "no published baseline for this shape"),
                                floor > 0 ? QCoreApplication::translate("verify", "≥ %1 GB/s (0.95 × baseline)").arg(fmt(floor, 0)) : QCoreApplication::translate("verify", "out-of-bounds values = 0"),
                                sources::forCheck("bandwidth.nccl"),
                                detail));
    } else
        skipped("bandwidth.nccl", gBandwidth(), QCoreApplication::translate("verify", "NCCL all_reduce bus bandwidth"), QStringLiteral("nccl"));

    // Stress test: gpu-burn verdicts, then the monitoring log taken during it.
    if (r.burn) {
        int faulty = 0, ok = 0;
        for (const auto &[gpu, good] : r.burn->gpus)
            (good ? ok : faulty) += 1;
        const Verdict v = faulty || r.burn->died ? Verdict::Fail : ok == 0 ? Verdict::Warning : Verdict::Pass;
        out.push_back(makeCheck("stress.burn", gStress(), QCoreApplication::translate("verify", "gpu-burn result"), v,
                                QCoreApplication::translate("verify", "%1 OK, %2 FAULTY%3").arg(ok).arg(faulty).arg(r.burn->died ? QCoreApplication::translate("verify", ", a worker DIED") : QString()),
                                QCoreApplication::translate("verify", "every GPU OK"), QCoreApplication::translate("verify", "all OK, no DIED!, no compare errors"),
                                sources::forCheck("stress.burn")));
    } else
        skipped("stress.burn", gStress(), QCoreApplication::translate("verify", "gpu-burn result"), QStringLiteral("gpu-burn"));

    if (!r.monitor.samples.empty()) {
        int busy = 0, throttled = 0, powerN = 0;
        double powerFrac = 0, maxTemp = -1;
        for (const MonitorSample &s : r.monitor.samples) {
            if (std::isnan(s.util) || s.util < 50)
                continue;
            ++busy;
            throttled += (s.reasons & reason::Throttling) ? 1 : 0;
            if (!std::isnan(s.power) && !std::isnan(s.powerLimit) && s.powerLimit > 0) {
                powerFrac += s.power / s.powerLimit;
                ++powerN;
            }
            if (!std::isnan(s.temp))
                maxTemp = std::max(maxTemp, double(s.temp));
        }
        if (busy > 0) {
            out.push_back(makeCheck("stress.throttle", gStress(), QCoreApplication::translate("verify", "Clock throttling under load"),
                                    throttled ? Verdict::Fail : Verdict::Pass,
                                    QCoreApplication::translate("verify", "%1 of %2 busy samples").arg(throttled).arg(busy), QCoreApplication::translate("verify", "none"),
                                    QCoreApplication::translate("verify", "no HW slowdown, thermal or power-brake reason (SW power cap is normal)"),
                                    sources::forCheck("stress.throttle"),
                                    maxTemp >= 0 ? QCoreApplication::translate("verify", "highest temperature %1 °C").arg(fmt(maxTemp, 0)) : QString()));
            if (powerN > 0) {
                const double avg = powerFrac / powerN;
                out.push_back(makeCheck("stress.power", gStress(), QCoreApplication::translate("verify", "Power drawn under load"),
                                        avg >= 0.75 ? Verdict::Pass : Verdict::Warning, QCoreApplication::translate("verify", "%1 % of the limit").arg(fmt(100 * avg, 0)),
                                        QCoreApplication::translate("verify", "near the limit"), QCoreApplication::translate("verify", "≥ 75 % of power.limit"),
                                        sources::forCheck("stress.power"),
                                        avg < 0.75 ? QCoreApplication::translate("verify", "FP32-only burners do not reach TDP on H100; use tensor cores (gpu_burn -tc).") : QString()));
            }
        }
    }

    if (r.dcgm) {
        const DcgmResult &d = *r.dcgm;
        const Verdict v = !d.failed.isEmpty() ? Verdict::Fail
                          : !d.warned.isEmpty() ? Verdict::Warning
                          : !d.passed.isEmpty() ? Verdict::Pass
                                                : Verdict::Skipped;
        out.push_back(makeCheck(
            "stress.dcgm", gStress(), QCoreApplication::translate("verify", "DCGM diagnostics"), v,
            QCoreApplication::translate("verify", "%1 pass, %2 warn, %3 fail, %4 skip")
                .arg(d.passed.size())
                .arg(d.warned.size())
                .arg(d.failed.size())
                .arg(d.skipped.size()),
            QCoreApplication::translate("verify", "every test Pass"),
            QCoreApplication::translate("verify", "Skip is not a pass"), sources::forCheck("stress.dcgm"),
            d.failed.isEmpty() ? QString()
                               : QCoreApplication::translate("verify", "failed: %1")
                                     .arg(d.failed.join(planner::listSeparator()))));
    } else
        skipped("stress.dcgm", gStress(), QCoreApplication::translate("verify", "DCGM diagnostics"), QStringLiteral("dcgmi"));
}

} // namespace gpuplanner::verify

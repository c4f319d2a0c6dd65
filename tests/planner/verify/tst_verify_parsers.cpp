// Parsers of the acceptance report on real outputs (tests/data/verify/README.md) and the failure
// cases of issue 16 §5.
#include "planner/verify/checks.h"

#include <QFile>
#include <QtTest>

#include <algorithm>

using namespace gpuplanner::verify;

namespace {

QByteArray data(const char *path)
{
    QFile f(QStringLiteral(GPUPLANNER_TEST_DATA "/verify/") + QLatin1String(path));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

Expectations l40s(int count)
{
    Expectations x;
    x.acceleratorId = QStringLiteral("nvidia-l40s");
    x.gpuName = QStringLiteral("NVIDIA L40S 48GB");
    x.gpusPerNode = count;
    x.vramGb = 48;
    x.memoryType = QStringLiteral("GDDR6");
    x.tdpW = 350;
    x.pcieGen = 4;
    x.interconnect = QStringLiteral("pcie");
    return x;
}

const Check *find(const Verification &v, const char *id)
{
    for (const Check &c : v.checks)
        if (c.id == QLatin1String(id))
            return &c;
    return nullptr;
}

Verification verifySmi(const QByteArray &smi, const Expectations &x)
{
    ReportFiles files;
    files.files.insert(QStringLiteral("nvidia-smi-q.txt"), smi);
    return verify(readReport(files), x);
}

} // namespace

class TstVerifyParsers : public QObject
{
    Q_OBJECT
private slots:
    void smiNewerLayout()
    {
        ParseIssues issues;
        const SmiReport r = parseSmiQuery(data("nvidia-smi-q/l40s-550.127.05.txt"), QStringLiteral("q"), issues);
        QVERIFY(issues.empty());
        QCOMPARE(r.driverVersion, QStringLiteral("550.127.05"));
        QCOMPARE(r.gpus.size(), size_t(1));
        const SmiGpu &g = r.gpus.front();
        QCOMPARE(g.memoryTotalMiB().value(), 46068.0);
        QCOMPARE(g.pcieGenCurrent().value(), 1.0);
        QCOMPARE(g.pcieGenMax().value(), 4.0);
        QCOMPARE(g.powerLimit().value(), 350.0);
        QCOMPARE(g.uncorrectedVolatile().value(), 0.0);
        QCOMPARE(g.remapPending().value(), false);
        QCOMPARE(g.clockReasonsSection(), QStringLiteral("Clocks Event Reasons"));
        QVERIFY(g.activeClockReasons().isEmpty());
        QCOMPARE(acceleratorIdForName(g.name()), QStringLiteral("nvidia-l40s"));
        // Names as nvidia-smi prints them for the catalog's L20 and 16 GB V100 rows; L4 stays L4.
        QCOMPARE(acceleratorIdForName(QStringLiteral("NVIDIA L20")), QStringLiteral("nvidia-l20"));
        QCOMPARE(acceleratorIdForName(QStringLiteral("NVIDIA L4")), QStringLiteral("nvidia-l4"));
        QCOMPARE(acceleratorIdForName(QStringLiteral("Tesla V100-SXM2-16GB")), QStringLiteral("nvidia-v100-sxm2-16gb"));
        QCOMPARE(acceleratorIdForName(QStringLiteral("Tesla V100-SXM2-32GB")), QStringLiteral("nvidia-v100-sxm2-32gb"));
    }
    void smiOlderHeading()
    {
        ParseIssues issues;
        const SmiReport r = parseSmiQuery(data("derived/a100-throttle-reasons-heading.txt"), QStringLiteral("q"), issues);
        QCOMPARE(r.gpus.front().clockReasonsSection(), QStringLiteral("Clocks Throttle Reasons"));
        QCOMPARE(acceleratorIdForName(r.gpus.front().name()), QStringLiteral("nvidia-a100-80gb-sxm"));
        QCOMPARE(r.gpus.front().memoryTotalMiB().value(), 81920.0);
        // the trimmed file keeps "Attached GPUs : 4" with one block: reported as cut short
        QCOMPARE(issues.size(), size_t(1));
    }
    void idleDownshiftPasses()
    {
        const Verification v = verifySmi(data("nvidia-smi-q/l40s-550.127.05.txt"), l40s(1));
        QCOMPARE(find(v, "inventory.count")->verdict, Verdict::Pass);
        QCOMPARE(find(v, "inventory.model")->verdict, Verdict::Pass);
        QCOMPARE(find(v, "inventory.vram")->verdict, Verdict::Pass); // 46068 MiB = 48 GB with ECC
        QCOMPARE(find(v, "pcie.gen_max")->verdict, Verdict::Pass);   // Gen1 at P8 is not judged
        QVERIFY(!find(v, "pcie.gen_load"));
        QCOMPARE(find(v, "health.row_remap")->verdict, Verdict::Pass);
        QCOMPARE(v.count(Verdict::Fail), 0);
    }
    void pendingRowRemapWarns()
    {
        const Verification v = verifySmi(data("derived/l40s-pending-remap.txt"), l40s(1));
        QCOMPARE(find(v, "health.row_remap")->verdict, Verdict::Warning);
    }
    void missingGpuFails()
    {
        const Verification v = verifySmi(data("nvidia-smi-q/l40s-550.127.05.txt"), l40s(2));
        QCOMPARE(find(v, "inventory.count")->verdict, Verdict::Fail);
    }
    void pcieStuckUnderLoadFails()
    {
        const Verification v = verifySmi(data("derived/l40s-pcie-gen1-under-load.txt"), l40s(1));
        QCOMPARE(find(v, "pcie.gen_load")->verdict, Verdict::Fail);
    }
    void truncatedFileNamed()
    {
        ParseIssues issues;
        parseSmiQuery(data("derived/l40s-truncated.txt"), QStringLiteral("nvidia-smi-q.txt"), issues);
        QCOMPARE(issues.size(), size_t(1));
        QVERIFY(issues.front().text().startsWith(QStringLiteral("nvidia-smi-q.txt:60:")));
    }
    void otherToolRejected()
    {
        ParseIssues issues;
        const SmiReport r = parseSmiQuery(data("tools/nvbandwidth-azure-v0.10.txt"), QStringLiteral("nvidia-smi-q.txt"), issues);
        QVERIFY(r.gpus.empty());
        QCOMPARE(issues.size(), size_t(1));
        QVERIFY(issues.front().message.contains(QStringLiteral("nvidia-smi -q")));
        ParseIssues more;
        parseNccl(data("nvidia-smi-q/l40s-550.127.05.txt"), QStringLiteral("nccl"), more);
        parseTopo(QByteArray("\x01\x02garbage\0\0", 11), QStringLiteral("topo"), more);
        QCOMPARE(more.size(), size_t(2));
    }
    void ncclLargestSizeNotAverage()
    {
        ParseIssues issues;
        const NcclResult r = parseNccl(data("tools/nccl-all_reduce-2x8-h100-sweep.txt"), QStringLiteral("n"), issues);
        QVERIFY(issues.empty());
        QCOMPARE(r.ranks, 16);
        QCOMPARE(r.hosts.size(), 2);
        QCOMPARE(r.largest()->busbw, 472.35);
        QCOMPARE(r.avgBusbw.value(), 91.2553);
        QCOMPARE(r.outOfBounds.value(), 0LL);
    }
    void nvbandwidthAndTopo()
    {
        ParseIssues issues;
        const auto tests = parseNvbandwidth(data("tools/nvbandwidth-azure-v0.10.txt"), QStringLiteral("b"), issues);
        QCOMPARE(tests.size(), size_t(3));
        QCOMPARE(tests[0].cells, (std::vector<double>{26.03, 25.94}));
        QCOMPARE(tests[2].cells.size(), size_t(2)); // N/A diagonal left out
        const TopoReport a100 = parseTopo(data("topo/a100x8-nv12.txt"), QStringLiteral("t"), issues);
        QCOMPARE(a100.gpus.size(), 8);
        QCOMPARE(a100.minNvLinks(), 12);
        const TopoReport a10 = parseTopo(data("topo/a10x4-sys.txt"), QStringLiteral("t"), issues);
        QCOMPARE(a10.pairsWithoutNvLink(), 6);
        QVERIFY(issues.empty());
    }
    void csvWithUnits()
    {
        ParseIssues issues;
        const QueryTable t = parseQueryCsv(data("csv/a10g-lms.csv"), QStringLiteral("c"), issues);
        QCOMPARE(t.rows.size(), size_t(5));
        QCOMPARE(t.number(0, QStringLiteral("memory.total")).value(), 23028.0);
        QCOMPARE(t.number(0, QStringLiteral("utilization.gpu")).value(), 0.0);
        MonitorLog log;
        appendMonitorLog(log, data("csv/h100-acceptance-4.6-row.csv"), QStringLiteral("m"), issues);
        QCOMPARE(log.samples.size(), size_t(1));
        QCOMPARE(log.samples[0].power, 154.88f);
        QCOMPARE(log.samples[0].memTotal, 81559.f);
        QVERIFY(issues.empty());
        QCOMPARE(numberIn(u"[Not Supported]").has_value(), false);
        QCOMPARE(numberIn(u"[N/A]").has_value(), false);
    }
    void hostFiles()
    {
        HostInfo h;
        ParseIssues issues;
        parseLscpu(data("host/lscpu-this-machine.txt"), QStringLiteral("l"), h, issues);
        parseMeminfo(data("host/meminfo-this-machine.txt"), QStringLiteral("m"), h, issues);
        parseDf(data("host/df-this-machine.txt"), QStringLiteral("d"), h, issues);
        parseLsblk(data("host/lsblk-this-machine.json"), QStringLiteral("b"), h, issues);
        QVERIFY(issues.empty());
        QVERIFY(h.physicalCores().value_or(0) > 0);
        QVERIFY(h.memTotalKiB.value_or(0) > 0);
        QVERIFY(!h.filesystems.empty());
    }
    // Real outputs of the benchmark tools (tests/data/verify/README.md, "real/").
    void realGpuBurnFaulty()
    {
        // wilicc/gpu-burn#12: 16 GPUs, overflowed error counts flagged "(WARNING!)", all FAULTY
        ParseIssues issues;
        const BurnResult b = parseGpuBurn(data("real/gpu-burn-16x-faulty-issue12.txt"), QStringLiteral("gpu-burn.txt"), issues);
        QVERIFY(issues.empty());
        QCOMPARE(b.tested, 16);
        QCOMPARE(b.gpus.size(), size_t(16));
        QVERIFY(std::none_of(b.gpus.begin(), b.gpus.end(), [](const auto &g) { return g.second; }));
        QCOMPARE(b.gpus.back().first, 15);
        QCOMPARE(b.died, false);
        // "errors: 0 - -524288000  (WARNING!)- …": the largest count of any GPU, its sign dropped
        QCOMPARE(b.errors, 524288000LL);
    }
    void realGpuBurnOkWithoutProgress()
    {
        // wilicc/gpu-burn#124: A2000, no progress line at all, still "GPU 0: OK"
        ParseIssues issues;
        const BurnResult b = parseGpuBurn(data("real/gpu-burn-a2000-no-progress-issue124.txt"), QStringLiteral("gpu-burn.txt"), issues);
        QVERIFY(issues.empty());
        QCOMPARE(b.tested, 1);
        QCOMPARE(b.gpus.size(), size_t(1));
        QCOMPARE(b.gpus.front(), std::make_pair(0, true));
        QCOMPARE(b.errors, 0LL);
    }
    void realDcgmDiag31()
    {
        // NVIDIA/DCGM nvvs/src/tests/JsonResultTests.cpp "Deserialize real output": DCGM 3.1.0, 8 GPUs,
        // a warning line before the document, null entries between the tests, "PASS" in capitals
        ParseIssues issues;
        const DcgmResult r = parseDcgmDiag(data("real/dcgmi-diag.json"), QStringLiteral("dcgmi-diag.json"), issues);
        QVERIFY(issues.empty());
        QCOMPARE(r.version, QStringLiteral("3.1.0"));
        QCOMPARE(r.passed, (QStringList{QStringLiteral("Denylist"), QStringLiteral("NVML Library"), QStringLiteral("CUDA Main Library"),
                                        QStringLiteral("Permissions and OS-related Blocks"), QStringLiteral("Persistence Mode"),
                                        QStringLiteral("Environmental Variables"), QStringLiteral("Page Retirement/Row Remap"),
                                        QStringLiteral("Graphics Processes"), QStringLiteral("Inforom"), QStringLiteral("software")}));
        QVERIFY(r.failed.isEmpty());
        QVERIFY(r.warned.isEmpty());
        QVERIFY(r.skipped.isEmpty());
    }
    void realIperf3()
    {
        // kfirtoledo/CloudPilot_Project: iperf 3.9, TCP, 1 stream, 10 s (omit 3)
        ParseIssues issues;
        const auto bps = parseIperf3(data("real/iperf3.json"), QStringLiteral("iperf3.json"), issues);
        QVERIFY(issues.empty());
        QCOMPARE(bps.value(), 1808502806.46979); // end.sum_received.bits_per_second, not sum_sent's 1808627077.647507
    }
    void realIbWriteBw()
    {
        // ib_write_bw -b -D 5 --report_gbits, ConnectX (mlx5_0) RoCE: a CPU-frequency warning between
        // the header and the result row
        ParseIssues issues;
        const IbResult r = parseIb(data("real/ib.txt"), QStringLiteral("ib.txt"), issues);
        QVERIFY(issues.empty());
        QCOMPARE(r.writeBwAvgGbps.value(), 98.02);
        QVERIFY(r.portRatesGbps.empty());
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TstVerifyParsers, Core)
#include "tst_verify_parsers.moc"

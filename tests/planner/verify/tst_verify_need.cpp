// Acceptance judges what was measured against what the plan NEEDS (issue 21): the host checks pass
// at the request for quote's minimums, the chosen part's datasheet only adds a note; the FAILs and
// WARNINGs become findings with a next step, FAILs first.
#include "catalog/bundled.h"
#include "planner/evaluate.h"
#include "planner/verify/advice.h"
#include "planner/verify/archive.h"
#include "planner/verify/querycsv.h"
#include "planner/verify/record.h"
#include "planner/workload/workloadjson.h"

#include <QtTest>

using namespace gpuplanner;

namespace needtest {

const catalog::Catalog &bundled()
{
    static const catalog::Catalog catalog = [] {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        return catalog::Catalog(std::move(b.rows), b.version);
    }();
    return catalog;
}

// Mixtral 8x7B served in FP8 on one node of 2 × H100 SXM.
planner::Evaluation mixtralPlan()
{
    const nlohmann::json w = nlohmann::json::parse(R"({"task": "llm_inference", "model": {"preset": "mixtral-8x7b"},
        "precision": "fp8", "gpu": {"model": "nvidia-h100-sxm", "count": 2, "nodes": 1}})");
    const planner::WorkloadInput in = planner::parseWorkload(w, bundled());
    return planner::evaluate(in.workload, in.configuration, bundled(), planner::Assumptions());
}

const verify::Check *find(const verify::Verification &v, const char *id)
{
    for (const verify::Check &c : v.checks)
        if (c.id == QLatin1String(id))
            return &c;
    return nullptr;
}

verify::Verification withDisk(const verify::Expectations &x, double mbs)
{
    verify::Report r;
    r.fio = verify::FioResult{mbs * 1e6, 4};
    return verify::verify(r, x);
}

verify::Check check(const char *id, verify::Verdict v, const char *measured = "1", const char *expected = "2")
{
    return verify::makeCheck(id, QStringLiteral("Group"), QString::fromLatin1(id), v, QString::fromLatin1(measured),
                             QString::fromLatin1(expected), QStringLiteral("≥ the plan's need"), QString());
}

} // namespace needtest

class TstVerifyNeed : public QObject
{
    Q_OBJECT
private slots:
    void diskJudgedAtThePlansNeed()
    {
        const planner::Evaluation e = needtest::mixtralPlan();
        QVERIFY(!e.sizing.acceleratorId.isEmpty());
        const verify::Expectations x = verify::expectationsFor(e, needtest::bundled(), QStringLiteral("mixtral"));
        // The need, by hand: the model load dominates a serving plan. 46.7 B parameters × 1 byte (FP8)
        // = 46,700 MB on the one node, loaded within 120 s (Assumptions::modelLoadTargetS)
        // = 389.2 MB/s, rounded up as in the request for quote: 390 MB/s.
        QCOMPARE(x.dataReadNeededMBs, 390.0);
        // The drive the plan picked: one local NVMe of the catalog's first tier, 6,500 MB/s (PM9A3).
        QCOMPARE(x.dataReadMBs, 6500.0);

        // 2,600 MB/s: below the datasheet, far above the need → PASS with a note.
        const verify::Verification fast = needtest::withDisk(x, 2600);
        const verify::Check *read = needtest::find(fast, "host.read_rate");
        QVERIFY(read);
        QCOMPARE(read->verdict, verify::Verdict::Pass);
        QCOMPARE(read->measured, QStringLiteral("2600 MB/s"));
        QCOMPARE(read->expected, QStringLiteral("390 MB/s"));
        QVERIFY2(read->detail.contains(QLatin1String("slower than the drive the plan assumed (6500 MB/s)")),
                 qPrintable(read->detail));
        for (const planner::Finding &f : verify::verificationFindings(fast)) // (no GPU in this report: inventory fails)
            QVERIFY(f.id != QLatin1String("verify.host.read_rate"));

        // 350 MB/s: below the 390 MB/s the plan needs → FAIL.
        const verify::Verification slow = needtest::withDisk(x, 350);
        read = needtest::find(slow, "host.read_rate");
        QVERIFY(read);
        QCOMPARE(read->verdict, verify::Verdict::Fail);
        QVERIFY(read->detail.contains(QLatin1String("cannot feed the GPUs")));
        // At the need exactly it passes, without the note's "cannot feed".
        QCOMPARE(needtest::find(needtest::withDisk(x, 390), "host.read_rate")->verdict, verify::Verdict::Pass);

        // The expectations carry the need beside the old keys (verify --json "expected").
        const nlohmann::json j = verify::expectationsToJson(x);
        QCOMPARE(j["data_read_mbs"].get<double>(), 6500.0);
        QCOMPARE(j["data_read_needed_mbs"].get<double>(), 390.0);
        QCOMPARE(verify::expectationsFromJson(j).dataReadNeededMBs, 390.0);
    }

    // A transcode streams nothing from its data disk (no dataset, no model weights): its need is 0,
    // worked out, and any disk passes, where the check had fallen back to the drive the plan chose
    // and failed a 3,000 MB/s NVMe against 6,500. A report recorded before the need was kept (no
    // data_read_needed_mbs) is still judged on the chosen drive.
    void aPlanThatReadsNoDataPassesAnyDisk()
    {
        const planner::WorkloadInput in = planner::parseWorkload(nlohmann::json::parse(R"({"task":
            "video_processing", "model": {"name": "transcoder"}, "video": {"streams": 40}})"),
                                                                 needtest::bundled());
        QVERIFY2(in.error.isEmpty(), qPrintable(in.error));
        const planner::Evaluation e =
            planner::evaluate(in.workload, in.configuration, needtest::bundled(), planner::Assumptions());
        const verify::Expectations x =
            verify::expectationsFor(e, needtest::bundled(), QStringLiteral("video"));
        QCOMPARE(x.dataReadNeededMBs, 0.0);
        QVERIFY(x.dataReadNeedKnown);
        QVERIFY(x.dataReadMBs > 3000);
        const verify::Check *read = needtest::find(needtest::withDisk(x, 3000), "host.read_rate");
        QVERIFY(read);
        QCOMPARE(read->verdict, verify::Verdict::Pass);
        QVERIFY2(read->detail.contains(QLatin1String("slower than the drive the plan assumed")),
                 qPrintable(read->detail));
        nlohmann::json old = verify::expectationsToJson(x);
        old.erase("data_read_needed_mbs");
        const verify::Expectations recorded = verify::expectationsFromJson(old);
        QVERIFY(!recorded.dataReadNeedKnown);
        QCOMPARE(needtest::find(needtest::withDisk(recorded, 3000), "host.read_rate")->verdict,
                 verify::Verdict::Fail);
    }

    void hostNeedsAreTheDimensionMinimums()
    {
        const planner::Evaluation e = needtest::mixtralPlan();
        const verify::Expectations x = verify::expectationsFor(e, needtest::bundled(), QString());
        QCOMPARE(x.ramGbNeeded, e.dimensions[size_t(planner::DimensionId::Ram)].minimumValue);
        QCOMPARE(x.cpuCoresNeeded, int(std::ceil(e.dimensions[size_t(planner::DimensionId::Cpu)].minimumValue)));
        QCOMPARE(x.diskGbNeeded, e.dimensions[size_t(planner::DimensionId::Storage)].minimumValue);
        QVERIFY(x.ramGbNeeded <= x.ramGb);
        // RAM between the need and the chosen size passes: 0.95 × need is the floor.
        verify::Report r;
        r.host.memTotalKiB = x.ramGbNeeded * 1024 * 1024; // exactly the need in GiB
        const verify::Check *ram = needtest::find(verify::verify(r, x), "host.ram");
        QVERIFY(ram);
        QCOMPARE(ram->verdict, verify::Verdict::Pass);
        r.host.memTotalKiB = 0.9 * x.ramGbNeeded * 1024 * 1024;
        QCOMPARE(needtest::find(verify::verify(r, x), "host.ram")->verdict, verify::Verdict::Fail);
    }

    void failsBecomeFindingsFailsFirst()
    {
        verify::Verification v;
        for (int i = 0; i < 27; ++i)
            v.checks.push_back(needtest::check("inventory.count", verify::Verdict::Pass));
        v.checks.push_back(needtest::check("software.persistence", verify::Verdict::Warning, "off on 1 GPU", "on"));
        v.checks.push_back(needtest::check("host.read_rate", verify::Verdict::Fail, "350 MB/s", "390 MB/s"));
        v.checks.push_back(needtest::check("bandwidth.h2d", verify::Verdict::Fail, "9.1 GB/s (slowest GPU)", "PCIe Gen4 x16"));
        const std::vector<planner::Finding> f = verify::verificationFindings(v);
        QCOMPARE(f.size(), size_t(3));
        QCOMPARE(f[0].id, QStringLiteral("verify.host.read_rate"));
        QCOMPARE(f[0].severity, QStringLiteral("error"));
        QVERIFY2(f[0].message.contains(QLatin1String("350 MB/s")) && f[0].message.contains(QLatin1String("390 MB/s")),
                 qPrintable(f[0].message));
        QVERIFY2(f[0].suggestion.contains(QLatin1String("vendor")) && f[0].suggestion.contains(QLatin1String("fio --name=read")),
                 qPrintable(f[0].suggestion));
        QCOMPARE(f[1].id, QStringLiteral("verify.bandwidth.h2d"));
        QVERIFY2(f[1].suggestion.contains(QLatin1String("provider")) &&
                     f[1].suggestion.contains(QLatin1String("nvbandwidth -t host_to_device_memcpy_ce")),
                 qPrintable(f[1].suggestion));
        QCOMPARE(f[2].id, QStringLiteral("verify.software.persistence"));
        QCOMPARE(f[2].severity, QStringLiteral("warning"));

        // A plan that keeps the record: its FAILs lead the plan's findings (the Findings dock, the
        // exports and `check` all call this).
        planner::Evaluation e = needtest::mixtralPlan();
        verify::VerificationRecord record;
        record.results[QStringLiteral("en")] = v;
        verify::addVerificationFindings(e, verify::recordToJson(record), QStringLiteral("en"));
        QVERIFY(e.findings.size() >= 3);
        QCOMPARE(e.findings[0].id, QStringLiteral("verify.host.read_rate"));
        QCOMPARE(e.findings[1].id, QStringLiteral("verify.bandwidth.h2d"));
        const size_t count = e.findings.size();
        verify::addVerificationFindings(e, verify::recordToJson(record), QStringLiteral("en"));
        QCOMPARE(e.findings.size(), count); // evaluated twice, added once
        verify::addVerificationFindings(e, nlohmann::json(), QStringLiteral("en"));
        QCOMPARE(e.findings.size(), count - 3);
    }

    // A one-node NCCL run on a multi-node plan warns only where the nodes share work: three nodes
    // transcribing their own share of the audio have no collective between them to measure.
    void oneNodeNcclWarnsOnlyWhereNodesShareWork()
    {
        const auto plan = [](const char *text) {
            const planner::WorkloadInput in =
                planner::parseWorkload(nlohmann::json::parse(text), needtest::bundled());
            return verify::expectationsFor(
                planner::evaluate(in.workload, in.configuration, needtest::bundled(), planner::Assumptions()),
                needtest::bundled(), QStringLiteral("p"));
        };
        const verify::Expectations speech = plan(R"({"task": "batch_inference", "model": {"preset":
            "whisper-large-v3"}, "serving": {"audio_hours": 1000}, "gpu": {"model": "nvidia-rtx-4090",
            "count": 1, "nodes": 3}})");
        const verify::Expectations training = plan(R"({"task": "llm_pretraining", "model": {"preset":
            "llama-3.1-8b"}, "gpu": {"model": "nvidia-h100-sxm", "count": 8, "nodes": 2}})");
        QCOMPARE(speech.nodes, 3);
        QVERIFY(speech.independentNodes);
        QCOMPARE(training.nodes, 2);
        QVERIFY(!training.independentNodes);
        QVERIFY(verify::expectationsFromJson(verify::expectationsToJson(speech)).independentNodes);
        QVERIFY(!verify::expectationsFromJson(nlohmann::json::object()).independentNodes); // an older report

        verify::Report r;
        r.nccl = verify::NcclResult{};
        r.nccl->rows.push_back({8.0 * (1 << 30), 400, 400, 400});
        r.nccl->outOfBounds = 0;
        r.nccl->hosts = {QStringLiteral("node1")};
        const verify::Check *alone = needtest::find(verify::verify(r, speech), "bandwidth.nccl");
        QVERIFY(alone && !alone->detail.contains(QLatin1String("Only one node")));
        const verify::Check *shared = needtest::find(verify::verify(r, training), "bandwidth.nccl");
        QVERIFY(shared && shared->detail.contains(QLatin1String("Only one node")));
        QCOMPARE(shared->verdict, verify::Verdict::Warning);
    }

    // Diffusion training across nodes needs its gradient exchange's fabric (gradientexchange.h): 128
    // nodes of 8 H100 at one SD2 sample per GPU need more than any fabric carries, so the need is the
    // fastest, 8 × 400 Gbit/s, and a node with eight 400 Gb/s ports passes; with two it fails.
    void trainingAcrossNodesNeedsItsExchange()
    {
        const planner::WorkloadInput in = planner::parseWorkload(nlohmann::json::parse(R"({"task":
            "diffusion_training", "model": {"name": "SD2 UNet", "parameters_b": 0.866, "gflops_per_sample":
            804.2}, "precision": "fp16", "training": {"samples": 1e8, "micro_batch": 1}, "gpu": {"model":
            "nvidia-h100-sxm", "count": 8, "nodes": 128}})"),
                                                                 needtest::bundled());
        const planner::Evaluation e =
            planner::evaluate(in.workload, in.configuration, needtest::bundled(), planner::Assumptions());
        QVERIFY(e.sizing.work.exchange.fabricCapped);
        const verify::Expectations x = verify::expectationsFor(e, needtest::bundled(), QStringLiteral("p"));
        QCOMPARE(x.clusterGbpsNeeded, 3200.0);
        QCOMPARE(x.clusterGbps, 3200.0);
        verify::Report r;
        r.ib = verify::IbResult{std::vector<double>(8, 400.0), 8, std::nullopt};
        QCOMPARE(needtest::find(verify::verify(r, x), "network.ib")->verdict, verify::Verdict::Pass);
        r.ib = verify::IbResult{std::vector<double>(2, 400.0), 2, std::nullopt};
        QCOMPARE(needtest::find(verify::verify(r, x), "network.ib")->verdict, verify::Verdict::Fail);
    }

    // A kernel log the script could not read is "not read", not "none": the check is skipped with the
    // reason, where it had shown "none" found beside "none" expected. Events read despite the denial
    // are judged as read.
    void xidCheckSaysWhenTheLogWasNotRead()
    {
        // The fixture's script ran without root: dmesg was denied.
        verify::ReportFiles files;
        QString error;
        QVERIFY2(verify::readReportFiles(QStringLiteral(GPUPLANNER_TEST_DATA "/verify/report-l40s-quick"),
                                         files, &error),
                 qPrintable(error));
        verify::Report r = verify::readReport(files);
        const verify::Expectations x;
        const verify::Check *c = needtest::find(verify::verify(r, x), "health.xid");
        QVERIFY(c);
        QCOMPARE(c->verdict, verify::Verdict::Skipped);
        QCOMPARE(c->measured, QStringLiteral("not read"));
        QVERIFY2(c->detail.contains(QStringLiteral("denied")), qPrintable(c->detail));
        r.xid.events.push_back({79, QStringLiteral("0000:17:00.0"), 1, QStringLiteral("NVRM: Xid 79")});
        const verify::Check *read = needtest::find(verify::verify(r, x), "health.xid");
        QVERIFY(read);
        QCOMPARE(read->verdict, verify::Verdict::Fail);
        QVERIFY2(read->measured.startsWith(QStringLiteral("1 Xid event")), qPrintable(read->measured));
    }

    // The GPU model check reads nvidia-smi's name as the plan's GPU where it names it: a name the
    // planner's table knows, or the words of the plan's catalog name with the size set aside (the
    // memory check judges the size). A 48 GB RTX 4090 modified in China reports the stock name.
    void gpuNameAsNvidiaSmiPrintsIt_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("smiName");
        QTest::addColumn<double>("mib");
        QTest::addColumn<bool>("modelPasses");
        QTest::addColumn<bool>("memoryPasses");
        QTest::newRow("48 GB 4090 as the stock name") << "nvidia-rtx-4090-48gb"
                                                      << "NVIDIA GeForce RTX 4090" << 49140.0 << true << true;
        QTest::newRow("24 GB 4090 for a 48 GB plan") << "nvidia-rtx-4090-48gb"
                                                     << "NVIDIA GeForce RTX 4090" << 24564.0 << true << false;
        QTest::newRow("5090, no table entry") << "nvidia-rtx-5090"
                                              << "NVIDIA GeForce RTX 5090" << 32607.0 << true << true;
        QTest::newRow("5090 D for a 5090") << "nvidia-rtx-5090"
                                           << "NVIDIA GeForce RTX 5090 D" << 32607.0 << false << true;
        QTest::newRow("5090 for a 5090 D") << "nvidia-rtx-5090d"
                                           << "NVIDIA GeForce RTX 5090" << 32607.0 << false << true;
        QTest::newRow("4090 D for a 4090") << "nvidia-rtx-4090"
                                           << "NVIDIA GeForce RTX 4090 D" << 24564.0 << false << true;
        QTest::newRow("SXM HBM3 for a PCIe plan") << "nvidia-h100-pcie"
                                                  << "NVIDIA H100 80GB HBM3" << 81559.0 << false << true;
        QTest::newRow("L40 for an L40S") << "nvidia-l40s"
                                         << "NVIDIA L40" << 46068.0 << false << true;
    }
    void gpuNameAsNvidiaSmiPrintsIt()
    {
        QFETCH(QString, gpu);
        QFETCH(QString, smiName);
        QFETCH(double, mib);
        QFETCH(bool, modelPasses);
        QFETCH(bool, memoryPasses);
        const catalog::Accelerator *a = needtest::bundled().accelerator(gpu);
        QVERIFY(a);
        verify::Expectations x;
        x.acceleratorId = a->id;
        x.gpuName = a->name;
        x.gpusPerNode = 1;
        x.vramGb = a->memoryGb;
        x.memoryType = a->memoryType;
        verify::ParseIssues issues;
        verify::Report r;
        r.query = verify::parseQueryCsv(
            QStringLiteral("name, memory.total [MiB]\n%1, %2 MiB\n").arg(smiName).arg(mib).toUtf8(),
            QStringLiteral("q.csv"), issues);
        const verify::Verification v = verify::verify(r, x);
        const verify::Check *model = needtest::find(v, "inventory.model");
        const verify::Check *memory = needtest::find(v, "inventory.vram");
        QVERIFY(model && memory);
        QCOMPARE(model->verdict == verify::Verdict::Pass, modelPasses);
        QCOMPARE(memory->verdict == verify::Verdict::Pass, memoryPasses);
    }

    // Every check that can FAIL has its own next step, not the generic one.
    void everyFailHasANextStep()
    {
        const char *canFail[] = {"inventory.count", "inventory.model", "inventory.vram", "software.driver", "software.cuda",
                                 "health.ecc_errors", "health.row_remap", "health.xid", "pcie.gen_load", "link.topology",
                                 "bandwidth.h2d", "bandwidth.d2h", "bandwidth.d2d", "bandwidth.nccl", "stress.burn",
                                 "stress.throttle", "stress.dcgm", "host.cpu", "host.ram", "host.disk_full",
                                 "host.read_rate", "network.ib"};
        verify::Verification generic;
        generic.checks.push_back(needtest::check("no.such.check", verify::Verdict::Fail));
        const QString fallback = verify::verificationFindings(generic).front().suggestion;
        for (const char *id : canFail) {
            verify::Verification v;
            v.checks.push_back(needtest::check(id, verify::Verdict::Fail));
            const QString step = verify::verificationFindings(v).front().suggestion;
            QVERIFY2(step != fallback && step.contains(u'`'), id);
        }
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TstVerifyNeed, Core)
#include "tst_verify_need.moc"

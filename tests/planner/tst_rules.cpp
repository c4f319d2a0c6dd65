// Bottleneck rules: each fires on one side of its threshold and not on the other, and its fix,
// applied to the workload, makes the finding go away.
#include "catalog/bundled.h"
#include "planner/evaluate.h"
#include "planner/rules/rules.h"
#include "planner/sizing/inputpipeline.h"
#include "planner/workload/workloadjson.h"

#include <cmath>
#include <QSet>
#include <QtTest>

using namespace gpuplanner;
using namespace gpuplanner::planner;
using json = nlohmann::json;

namespace {

// A small training plan on one HGX H100 node that raises no finding, and a serving plan on one L40S.
json train()
{
    return {{"task", "llm_pretraining"},
            {"model", {{"preset", "llama-3.1-8b"}}},
            {"training", {{"tokens", 2e10}, {"zero_stage", 3}}},
            {"gpu", {{"model", "H100 SXM"}, {"count", 8}, {"nodes", 1}}}};
}

json serve()
{
    return {{"task", "llm_inference"}, {"model", {{"preset", "llama-3.1-8b"}}}, {"gpu", {{"model", "L40S"}, {"count", 1}, {"nodes", 1}}}};
}

json with(json base, const json &patch)
{
    base.merge_patch(patch);
    return base;
}

} // namespace

class TestRules : public QObject
{
    Q_OBJECT

    catalog::Catalog m_catalog;
    Assumptions m_assumptions;

    Evaluation run(const json &j)
    {
        const WorkloadInput in = parseWorkload(j, m_catalog);
        if (!in.error.isEmpty())
            qWarning("%s", qPrintable(in.error));
        return evaluate(in.workload, in.configuration, m_catalog, m_assumptions);
    }

    static const Finding *findingOf(const Evaluation &e, const QString &id)
    {
        for (const Finding &f : e.findings)
            if (f.id == id)
                return &f;
        return nullptr;
    }

    static QStringList ids(const Evaluation &e)
    {
        QStringList out;
        for (const Finding &f : e.findings)
            out << f.id;
        return out;
    }

private slots:
    void initTestCase()
    {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        // A CPU with few memory channels (not in the bundled catalog) for cpu.memory_channels.
        catalog::Rows rows = b.rows;
        QStringList errors;
        catalog::parseRow(catalog::Kind::Cpu, json::parse(R"({"id": "test-cpu-4ch", "name": "Test CPU 4ch",
            "vendor": "Test", "family": "test", "launch_year": 2024, "cores": 128, "threads": 256, "base_ghz": 2.0,
            "memory_channels": 4, "memory_type": "DDR5", "memory_mts": 4800, "pcie_gen": 5, "pcie_lanes": 256,
            "tdp_w": 300, "max_sockets": 1, "source": {"document": "test row", "confidence": "estimate", "note": "test"}})"),
                          QStringLiteral("test"), 0, catalog::Origin::User, rows, errors);
        QVERIFY(errors.isEmpty());
        m_catalog = catalog::Catalog(std::move(rows), b.version);
    }

    void baselinesAreClean()
    {
        QCOMPARE(ids(run(train())), QStringList());
        QCOMPARE(ids(run(serve())), QStringList());
    }

    void rule_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QByteArray>("fires");
        QTest::addColumn<QByteArray>("quiet");
        auto row = [](const char *name, const char *id, const json &fires, const json &quiet) {
            QTest::newRow(name) << QString::fromLatin1(id) << QByteArray::fromStdString(fires.dump())
                                << QByteArray::fromStdString(quiet.dump());
        };
        const json s = serve(), t = train();
        row("vram.insufficient", "vram.insufficient",
            with(s, {{"model", {{"preset", "llama-3.1-70b"}}}, {"gpu", {{"model", "L4"}}}}),
            with(s, {{"gpu", {{"model", "L4"}}}}));
        // 8B pre-training with ZeRO stage 1 on 8 H100s needs 69 GB per GPU, 83 GB with headroom; with
        // stage 3 (the baseline) the states are sharded and there is room.
        row("vram.below_recommended", "vram.below_recommended", with(t, {{"training", {{"zero_stage", 1}}}}), t);
        row("vram.oversized", "vram.oversized", with(s, {{"gpu", {{"model", "H200 SXM"}}}}), s);
        row("gpu.multi.no_parallelism", "gpu.multi.no_parallelism",
            with(s, {{"gpu", {{"count", 2}}}, {"software", {{"multi_gpu", false}}}}), with(s, {{"gpu", {{"count", 2}}}}));
        row("gpu.interconnect.pcie_training", "gpu.interconnect.pcie_training", with(t, {{"gpu", {{"model", "L40S"}}}}), t);
        row("pcie over a configured link", "gpu.interconnect.pcie_training",
            with(t, {{"configuration", {{"interconnect", "pcie"}}}}), with(t, {{"configuration", {{"interconnect", "nvlink"}}}}));
        row("gpu.software.rocm", "gpu.software.rocm",
            with(s, {{"gpu", {{"model", "MI300X"}}}, {"software", {{"stack", "cuda"}}}}),
            with(s, {{"gpu", {{"model", "MI300X"}}}, {"software", {{"stack", "rocm"}}}}));
        row("gpu.software.cann", "gpu.software.cann",
            with(s, {{"gpu", {{"model", "Ascend 910B"}}}, {"software", {{"framework", "jax"}}}}),
            with(s, {{"gpu", {{"model", "Ascend 910B"}}}, {"software", {{"framework", "pytorch"}}}}));
        const json science = {{"task", "scientific"}, {"model", {{"name", "cfd"}}}, {"science", {{"fp64_tflop", 1e5}, {"working_set_gb", 20}}}};
        row("gpu.fp64.weak", "gpu.fp64.weak", with(science, {{"gpu", {{"model", "L40S"}}}}),
            with(science, {{"gpu", {{"model", "H100 SXM"}}}}));
        // A stencil (0.5625 FLOP/B) is bound by the L40S's 864 GB/s (0.41 TFLOPS), not its FP64 units;
        // a kernel of 10 FLOP/B is not.
        row("gpu.fp64.weak, compute-bound intensity", "gpu.fp64.weak",
            with(science, {{"gpu", {{"model", "L40S"}}}, {"science", {{"flops_per_byte", 10}}}}),
            with(science, {{"gpu", {{"model", "L40S"}}}, {"science", {{"flops_per_byte", 0.5625}}}}));
        // LAMMPS-KOKKOS with ReaxFF computes in double precision: on an RTX 4090 (FP64 1.29 TFLOPS, 1/64
        // of its FP32) the rule warns; the same run on an A100 does not, nor OpenMM in mixed on the 4090.
        const json reaxff = {
            {"task", "simulation"},
            {"model", {{"name", "lammps"}}},
            {"simulation", {{"engine", "lammps"}, {"potential", "reaxff"}, {"atoms", 466944}}}};
        row("gpu.fp64.weak, double-precision MD", "gpu.fp64.weak",
            with(reaxff, {{"gpu", {{"model", "RTX 4090"}}}}),
            with(reaxff, {{"gpu", {{"model", "A100 80GB SXM"}}}}));
        row("gpu.fp64.weak, mixed-precision MD", "gpu.fp64.weak",
            with(reaxff, {{"gpu", {{"model", "L40S"}}}}),
            {{"task", "simulation"},
             {"model", {{"name", "openmm"}}},
             {"simulation", {{"engine", "openmm"}, {"atoms", 92224}, {"precision", "mixed"}}},
             {"gpu", {{"model", "L40S"}}}});
        const json video = {{"task", "video_processing"}, {"model", {{"name", "ffmpeg"}}}, {"video", {{"streams", 10}}}};
        row("gpu.video.no_encoder", "gpu.video.no_encoder", with(video, {{"gpu", {{"model", "H100 SXM"}}}}),
            with(video, {{"gpu", {{"model", "L4"}}}}));
        // 30 live HEVC streams: an RTX 4090's two engines carry 22 (2 × 343 ÷ 30), the driver 8 a system;
        // an L4 is not capped.
        const json live = {{"task", "video_processing"},
                           {"model", {{"name", "ffmpeg"}}},
                           {"video", {{"streams", 30}, {"codec", "hevc"}, {"tuning", "low_latency"}}}};
        row("gpu.video.session_limit", "gpu.video.session_limit",
            with(live, {{"gpu", {{"model", "RTX 4090"}}}}), with(live, {{"gpu", {{"model", "L4"}}}}));
        const json render = {{"task", "rendering"}, {"model", {{"name", "r"}}},
                             {"render", {{"scene_gb", 10}, {"frames", 100}, {"gpu_seconds_per_frame", 10}}}};
        row("gpu.render.no_rt", "gpu.render.no_rt", with(render, {{"gpu", {{"model", "A100 80GB SXM"}}}}),
            with(render, {{"gpu", {{"model", "L40S"}}}}));
        row("gpu.precision_unsupported", "gpu.precision_unsupported",
            with(s, {{"precision", "fp8"}, {"gpu", {{"model", "A100 80GB SXM"}}}}),
            with(s, {{"precision", "fp8"}, {"gpu", {{"model", "H100 SXM"}}}}));
        row("latency.unmet", "latency.unmet", with(s, {{"serving", {{"tpot_ms", 5}}}}), with(s, {{"serving", {{"tpot_ms", 200}}}}));
        row("gpu.capacity.insufficient", "gpu.capacity.insufficient", with(s, {{"serving", {{"concurrent_requests", 5000}}}}),
            with(s, {{"serving", {{"concurrent_requests", 10}}}}));
        row("gpu.deadline.missed", "gpu.deadline.missed", with(t, {{"training", {{"deadline_days", 1}}}}),
            with(t, {{"training", {{"deadline_days", 10}}}}));
        row("gpu.multinode.unneeded", "gpu.multinode.unneeded", with(s, {{"gpu", {{"nodes", 2}}}}), s);
        row("cpu.weak_for_gpu", "cpu.weak_for_gpu", with(t, {{"configuration", {{"cpu_cores", 16}}}}),
            with(t, {{"configuration", {{"cpu_cores", 64}}}}));
        // Whisper small on one A100 trains about 63 clips/s; with no loader workers the training process
        // reads and pads 8.88 a second between steps (7.8 in all), with 16 workers 142 keep up.
        const json speech = {{"task", "cv_training"},
                             {"model", {{"preset", "whisper-small"}}},
                             {"precision", "bf16"},
                             {"training", {{"audio_hours", 100}, {"clip_seconds", 6}}},
                             {"gpu", {{"model", "nvidia-a100-80gb-sxm"}, {"count", 1}}}};
        row("cpu.loader_bound", "cpu.loader_bound", with(speech, {{"training", {{"dataloader_workers", 0}}}}),
            with(speech, {{"training", {{"dataloader_workers", 16}}}}));
        // The SD2 UNet at one sample per GPU on 128 nodes of 8 H100: each ~10 ms step waits ~4 ms for
        // 3.44 GB of gradients at 3,200 Gbit/s a node; 8 samples per GPU a step hide it.
        const json unet = {
            {"task", "diffusion_training"},
            {"model", {{"name", "SD2 UNet"}, {"parameters_b", 0.866}, {"gflops_per_sample", 804.2}}},
            {"precision", "fp16"},
            {"training", {{"samples", 1e8}, {"micro_batch", 1}}},
            {"gpu", {{"model", "nvidia-h100-sxm"}, {"count", 8}, {"nodes", 128}}}};
        row("network.exchange_exposed", "network.exchange_exposed", unet,
            with(unet, {{"training", {{"global_batch", 8192}}}}));
        // 8,000 samples over 1,024 GPUs is 7.8 a GPU; 8,192 is 8.
        row("gpu.global_batch_uneven", "gpu.global_batch_uneven",
            with(unet, {{"training", {{"global_batch", 8000}}}}),
            with(unet, {{"training", {{"global_batch", 8192}}}}));
        row("cpu.pcie_lanes", "cpu.pcie_lanes",
            with(s, {{"gpu", {{"count", 8}}}, {"configuration", {{"cpu_model", "amd-epyc-9654"}}}}),
            with(s, {{"gpu", {{"count", 4}}}, {"configuration", {{"cpu_model", "amd-epyc-9654"}}}}));
        row("cpu.memory_channels", "cpu.memory_channels",
            with(s, {{"gpu", {{"count", 4}}}, {"configuration", {{"cpu_model", "test-cpu-4ch"}}}}),
            with(s, {{"gpu", {{"count", 2}}}, {"configuration", {{"cpu_model", "test-cpu-4ch"}}}}));
        row("ram.below_vram", "ram.below_vram", with(t, {{"configuration", {{"ram_gb", 512}}}}),
            with(t, {{"configuration", {{"ram_gb", 640}}}}));
        row("ram.insufficient", "ram.insufficient", with(s, {{"configuration", {{"ram_gb", 16}}}}),
            with(s, {{"configuration", {{"ram_gb", 64}}}}));
        const json cv = {{"task", "cv_training"},
                         {"model", {{"preset", "resnet-50"}}},
                         {"training", {{"samples", 1281167}, {"epochs", 10}}},
                         {"data", {{"dataset_gb", 150}, {"file_count", 1281167}}},
                         {"gpu", {{"model", "H100 SXM"}, {"count", 8}, {"nodes", 1}}}};
        row("storage.throughput", "storage.throughput", with(cv, {{"configuration", {{"data_disk_read_mbps", 500}}}}), cv);
        row("storage.not_nvme", "storage.not_nvme", with(t, {{"configuration", {{"data_disk", "sata_ssd"}}}}),
            with(t, {{"configuration", {{"data_disk", "local_nvme"}}}}));
        const json small = with(s, {{"data", {{"file_count", 1e6}, {"avg_file_mb", 0.1}}}});
        row("storage.shared_small_files", "storage.shared_small_files",
            with(small, {{"configuration", {{"data_disk", "shared_fs"}}}}), small);
        row("storage.system_disk_small", "storage.system_disk_small", with(s, {{"configuration", {{"system_disk_gb", 50}}}}),
            with(s, {{"configuration", {{"system_disk_gb", 150}}}}));
        row("storage.single_disk", "storage.single_disk", with(s, {{"configuration", {{"separate_system_disk", false}}}}),
            with(s, {{"configuration", {{"separate_system_disk", true}}}}));
        row("storage.cold_data_local", "storage.cold_data_local", with(s, {{"data", {{"dataset_gb", 50000}}}}),
            with(s, {{"data", {{"dataset_gb", 1000}}}}));
        const json busy = with(s, {{"serving", {{"requests_per_s", 5}, {"payload_kb", 10000}}}});
        row("network.insufficient", "network.insufficient", with(busy, {{"configuration", {{"network_public_mbps", 100}}}}),
            with(busy, {{"configuration", {{"network_public_mbps", 100000}}}}));
        const json twoNodes = with(t, {{"gpu", {{"nodes", 2}}}, {"training", {{"tokens", 1e12}}}});
        row("network.multinode_fabric", "network.multinode_fabric",
            with(twoNodes, {{"configuration", {{"network_cluster_gbps", 25}}}}),
            with(twoNodes, {{"configuration", {{"network_cluster_gbps", 3200}}}}));
        row("network.public_overprovisioned", "network.public_overprovisioned",
            with(s, {{"configuration", {{"network_public_mbps", 10000}}}}), with(s, {{"configuration", {{"network_public_mbps", 500}}}}));
        row("env.driver_cuda (driver)", "env.driver_cuda",
            with(s, {{"configuration", {{"cuda_version", "12.8"}, {"driver_version", "535.54.03"}}}}),
            with(s, {{"configuration", {{"cuda_version", "12.8"}, {"driver_version", "570.26"}}}}));
        row("env.driver_cuda (architecture)", "env.driver_cuda",
            with(t, {{"gpu", {{"model", "B200"}}}, {"configuration", {{"cuda_version", "12.4"}, {"driver_version", "550.54.14"}}}}),
            with(t, {{"gpu", {{"model", "B200"}}}, {"configuration", {{"cuda_version", "12.8"}, {"driver_version", "570.26"}}}}));
        row("env.unpinned", "env.unpinned", with(s, {{"configuration", {{"framework", "pytorch"}}}}),
            with(s, {{"configuration", {{"framework", "pytorch 2.7.1"}}}}));
        const json team = with(s, {{"run", {{"team_size", 5}}}});
        row("env.no_image", "env.no_image", with(team, {{"configuration", {{"container_image", false}}}}), team);
        const json longRun = with(t, {{"training", {{"tokens", 2e11}}}});
        row("ops.no_checkpoint", "ops.no_checkpoint", with(longRun, {{"configuration", {{"checkpoint_interval_h", 0}}}}), longRun);
        row("ops.no_checkpoint (too long)", "ops.no_checkpoint",
            with(longRun, {{"configuration", {{"checkpoint_interval_h", 48}}}}), longRun);
        row("ops.no_monitoring", "ops.no_monitoring", with(s, {{"configuration", {{"monitoring", false}}}}),
            with(s, {{"configuration", {{"monitoring", true}}}}));
        row("ops.no_backup", "ops.no_backup", with(longRun, {{"configuration", {{"backup", false}}}}), longRun);
        row("ops.no_quota", "ops.no_quota", with(team, {{"configuration", {{"scheduler", false}}}}), team);
        const json secret = with(s, {{"data", {{"sensitive", true}}}});
        row("security.sensitive_data", "security.sensitive_data",
            with(secret, {{"configuration", {{"access_control", true}, {"audit_log", false}}}}), secret);
        row("deploy.mixed_training_inference", "deploy.mixed_training_inference",
            with(s, {{"run", {{"shared_with_other_work", true}}}}), s);
        row("deploy.no_elasticity", "deploy.no_elasticity",
            with(s, {{"goal", "absorb_peaks"}, {"configuration", {{"autoscaling", false}}}}), with(s, {{"goal", "absorb_peaks"}}));
        // AV1 transcoding on an A10 (Ampere: no AV1 encoder) fires; on an L4 (Ada) it is quiet, and
        // decoding AV1 for analysis on the A10 is fine.
        const json av1 = {{"task", "video_processing"},
                            {"model", {{"name", "transcoder"}}},
                            {"video", {{"streams", 4}, {"mode", "transcode"}, {"codec", "av1"}}},
                            {"gpu", {{"model", "A10"}, {"count", 1}}}};
        row("gpu.video.codec_unsupported", "gpu.video.codec_unsupported", av1,
            with(av1, {{"gpu", {{"model", "L4"}}}}));
        row("gpu.video.codec_unsupported decode", "gpu.video.codec_unsupported",
            with(av1, {{"gpu", {{"model", "T4"}}}, {"video", {{"mode", "analysis"}}}}),
            with(av1, {{"video", {{"mode", "analysis"}}}}));
        // SD 1.5 with framework defaults on one H100 at 2 images/s: a step's math is 6.5 ms, the host
        // dispatch floor 24.3 ms (0.82 images/s); the fix groups 3 images a call (1000 x 3 / (50 x 24.3)
        // = 2.47 images/s) rather than adding GPUs; with 3 a call the rule is quiet.
        const json sd15 = {{"task", "diffusion_inference"},
                           {"model",
                            {{"name", "SD 1.5"},
                             {"parameters_b", 1.067},
                             {"gflops_per_sample", 804.2},
                             {"default_steps", 50}}},
                           {"serving", {{"images_per_s", 2}}},
                           {"gpu", {{"model", "H100 SXM"}, {"count", 1}, {"nodes", 1}}}};
        row("gpu.capacity.insufficient images per call", "gpu.capacity.insufficient", sd15,
            with(sd15, {{"serving", {{"images_per_s", 2}, {"images_per_call", 3}}}}));
        row("cost.low_utilization", "cost.low_utilization",
            with(s, {{"run", {{"pattern", "business_hours"}, {"billing", "monthly"}}}}),
            with(s, {{"run", {{"pattern", "business_hours"}, {"billing", "hourly"}}}}));
        row("cost.steady_on_hourly", "cost.steady_on_hourly",
            with(s, {{"run", {{"duration_days", 365}, {"billing", "hourly"}}}}), with(s, {{"run", {{"duration_days", 365}}}}));
        row("cost.oversized_fixed_node", "cost.oversized_fixed_node",
            with(t, {{"run", {{"dev_share", 0.8}, {"billing", "monthly"}}}}),
            with(t, {{"run", {{"dev_share", 0.8}}}}));
    }

    void rule()
    {
        QFETCH(QString, id);
        QFETCH(QByteArray, fires);
        QFETCH(QByteArray, quiet);
        const json firing = json::parse(fires.constData());
        const Evaluation e = run(firing);
        const Finding *f = findingOf(e, id);
        QVERIFY2(f, qPrintable(QStringLiteral("%1 did not fire; got: %2").arg(id, ids(e).join(QStringLiteral(", ")))));
        QVERIFY(!f->title.isEmpty() && !f->message.isEmpty() && !f->reason.isEmpty() && !f->suggestion.isEmpty());
        QVERIFY(!f->dimensions.isEmpty());
        QVERIFY(f->severity == QLatin1String("error") || f->severity == QLatin1String("warning") ||
                f->severity == QLatin1String("info"));
        const Evaluation q = run(json::parse(quiet.constData()));
        const Finding *quietFinding = findingOf(q, id);
        QVERIFY2(!quietFinding, qPrintable(QStringLiteral("%1 fired on the quiet side: %2")
                                               .arg(id, quietFinding ? quietFinding->message : QString())));
        // A finding belongs to one panel (its badge counts it), one the finding concerns.
        QVERIFY2(f->dimensions.contains(homeDimension(*f)), qPrintable(homeDimension(*f)));
        // The fix, applied, makes the finding go away.
        if (f->fix) {
            QVERIFY(!f->fix->label.isEmpty());
            // The label says the figures the fix sets ("Use 384 GB of RAM" sets ram_gb to 384).
            QString label = f->fix->label;
            label.remove(u',');
            for (const auto &[path, value] : f->fix->edits) {
                if (!value.is_number())
                    continue;
                const double v = value.get<double>();
                if (path == QLatin1String("gpu.nodes") && v == 1)
                    continue; // "Use 8 × H100" is one node
                if (v == 1 && label.contains(QLatin1String("one ")))
                    continue; // "Use one GPU"
                const QString asSet = QString::number(v, 'f', std::abs(v - std::round(v)) < 1e-9 ? 0 : 2);
                const QString inMinutes = QString::number(v * 60, 'f', 0); // *_h values said in minutes
                QVERIFY2(label.contains(asSet) || (path.endsWith(QLatin1String("_h")) && label.contains(inMinutes)),
                         qPrintable(QStringLiteral("%1: the fix '%2' does not say %3 = %4")
                                        .arg(id, f->fix->label, path, asSet)));
            }
            const Evaluation fixed = run(applyFix(firing, *f->fix));
            QVERIFY2(!findingOf(fixed, id), qPrintable(QStringLiteral("%1 survives its fix '%2'").arg(id, f->fix->label)));
        }
    }

    // A GPU without RT cores for rendering: the suggestion names a card with RT cores that meets the
    // target (a 49 GB scene: the 96 GB RTX PRO 6000 Blackwell, not a 48 GB L40S), or, for a scene no
    // RT-core card holds (103 GB per GPU against 96 GB), says so instead of naming 96 GB cards.
    void renderSuggestionNamesWhatFits()
    {
        auto render = [](double sceneGb) {
            return json{{"task", "rendering"},
                        {"model", {{"name", "r"}}},
                        {"render", {{"scene_gb", sceneGb}, {"frames", 100}, {"gpu_seconds_per_frame", 10}}},
                        {"gpu", {{"model", "A100 80GB SXM"}}}};
        };
        const Evaluation fits = run(render(10));
        const Finding *small = findingOf(fits, QStringLiteral("gpu.render.no_rt"));
        QVERIFY(small && small->fix);
        QVERIFY2(small->suggestion.contains(QLatin1String("meets the target")),
                 qPrintable(small->suggestion));
        const Evaluation over48 = run(render(40));
        QVERIFY(over48.sizing.memory.perGpuTotalGb > 48);
        const Finding *over48Finding = findingOf(over48, QStringLiteral("gpu.render.no_rt"));
        QVERIFY(over48Finding && over48Finding->fix);
        bool namesPro6000 = false;
        for (const auto &[path, value] : over48Finding->fix->edits)
            namesPro6000 |= path == QLatin1String("gpu.model") && value == "nvidia-rtx-pro-6000-blackwell";
        QVERIFY2(namesPro6000, qPrintable(over48Finding->fix->label));
        const Evaluation big = run(render(85));
        const Finding *large = findingOf(big, QStringLiteral("gpu.render.no_rt"));
        QVERIFY(large && !large->fix);
        QVERIFY2(large->suggestion.contains(QLatin1String("at most 96 GB")) &&
                     large->suggestion.contains(QLatin1String("RTX PRO 6000")),
                 qPrintable(large->suggestion));
        QVERIFY(big.sizing.memory.perGpuTotalGb > 96);
    }

    // Issue 14, item 7: the advice follows the task.
    void adviceFitsTheTask()
    {
        const Evaluation video = run({{"task", "video_processing"}, {"model", {{"name", "ffmpeg"}}}, {"video", {{"streams", 40}}}});
        const Dimension &env = video.dimensions[int(DimensionId::Environment)];
        QVERIFY2(env.recommended.contains(QLatin1String("FFmpeg")) && env.recommended.contains(QLatin1String("NVENC/NVDEC")),
                 qPrintable(env.recommended));
        QVERIFY2(!env.recommended.contains(QLatin1String("PyTorch")), qPrintable(env.recommended));
        const QString videoWhy = video.dimensions[int(DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(videoWhy.contains(QLatin1String("40 concurrent streams")), qPrintable(videoWhy));
        QVERIFY2(!videoWhy.contains(QLatin1String("per second")) && !videoWhy.contains(QLatin1String("B parameters")),
                 qPrintable(videoWhy));

        const Evaluation science = run({{"task", "scientific"}, {"model", {{"name", "cfd"}}},
                                        {"science", {{"fp64_tflop", 1e5}, {"working_set_gb", 20}}}});
        const QString scienceWhy = science.dimensions[int(DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(scienceWhy.contains(QLatin1String("TFLOPS FP64 per GPU")), qPrintable(scienceWhy));
        QVERIFY(science.sizing.work.perGpuRate > 0);
        QVERIFY2(
            science.dimensions[int(DimensionId::Environment)].recommended.contains(QLatin1String("HPC SDK")),
            qPrintable(science.dimensions[int(DimensionId::Environment)].recommended));
        // On an AMD GPU the environment names ROCm as AMD writes it and its driver (the CUDA driver table
        // knows none).
        const Evaluation rocm = run({{"task", "geospatial"},
                                     {"geospatial", {{"points", 1e8}}},
                                     {"gpu", {{"model", "amd-mi300x"}, {"count", 1}, {"nodes", 1}}}});
        const Dimension &rocmEnv = rocm.dimensions[int(DimensionId::Environment)];
        QVERIFY2(rocmEnv.chosen.startsWith(QLatin1String("ROCm 6.3")), qPrintable(rocmEnv.chosen));
        QVERIFY2(rocmEnv.why.front().contains(QLatin1String("needs driver amdgpu")),
                 qPrintable(rocmEnv.why.front()));
        // No GPU geospatial library runs there: the target is not met, an error says why, and the
        // ranking offers none of the AMD or Ascend parts.
        QVERIFY(!rocm.sizing.meetsTarget);
        const Finding *noGis = findingOf(rocm, QStringLiteral("gpu.software.rocm"));
        QVERIFY(noGis && noGis->severity == QLatin1String("error"));
        QVERIFY2(noGis->message.contains(QLatin1String("cuSpatial, HeavyDB")), qPrintable(noGis->message));
        json free = {{"task", "geospatial"}, {"geospatial", {{"points", 1e8}}}};
        for (const Candidate &c : run(free).ranking)
            if (c.meetsTarget)
                QVERIFY2(m_catalog.accelerator(c.acceleratorId)->stack == QLatin1String("cuda"),
                         qPrintable(c.acceleratorId));

        const Evaluation lora = run({{"task", "llm_finetune"}, {"model", {{"preset", "llama-3.1-8b"}}},
                                     {"training", {{"tokens", 1e8}, {"method", "lora"}, {"recompute", "full"}}}});
        const QString loraWhy = lora.dimensions[int(DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(loraWhy.contains(QStringLiteral("4·N·D for LoRA")) && loraWhy.contains(QLatin1String("full recomputation was chosen")),
                 qPrintable(loraWhy));

        // The reference price names the offer's provider and name, not its catalog id (item 8).
        QVERIFY(!video.sizing.priceOfferId.isEmpty());
        QVERIFY2(videoWhy.contains(QLatin1String("Reference price")) && !videoWhy.contains(video.sizing.priceOfferId),
                 qPrintable(videoWhy));

        // A hard disk is one drive unless the user gives a read rate.
        const Evaluation hdd = run(with(train(), {{"configuration", {{"data_disk", "hdd"}}}}));
        QCOMPARE(hdd.chosen.dataDiskDrives, 1);
    }

    // The capacity finding's advice fits the task: molecular dynamics out of one GPU's reach is told
    // what moves ns/day (not "size for the peak concurrency"); too many simulations at once are told
    // to add GPUs; a geospatial job past its deadline is a missed deadline with seconds.
    void capacityAdviceFitsTheTask()
    {
        const Evaluation slow =
            run({{"task", "simulation"},
                 {"model", {{"name", "md"}}},
                 {"simulation", {{"engine", "gromacs"}, {"atoms", 23558}, {"target_ns_per_day", 3000}}},
                 {"gpu", {{"model", "nvidia-h100-sxm"}, {"count", 8}, {"nodes", 1}}}});
        const Finding *f = findingOf(slow, QStringLiteral("gpu.capacity.insufficient"));
        QVERIFY2(f, qPrintable(ids(slow).join(QLatin1Char(' '))));
        QVERIFY2(f->reason.contains(QLatin1String("one GPU's speed")) &&
                     !f->reason.contains(QLatin1String("peak concurrency")),
                 qPrintable(f->reason));
        QVERIFY2(f->suggestion.contains(QLatin1String("faster GPU")), qPrintable(f->suggestion));

        const Evaluation many =
            run({{"task", "simulation"},
                 {"model", {{"name", "md"}}},
                 {"simulation",
                  {{"engine", "openmm"}, {"atoms", 23558}, {"target_ns_per_day", 100}, {"instances", 16}}},
                 {"gpu", {{"model", "nvidia-h100-sxm"}, {"count", 8}, {"nodes", 1}}}});
        const Finding *g = findingOf(many, QStringLiteral("gpu.capacity.insufficient"));
        QVERIFY(g);
        QVERIFY2(g->message.contains(QLatin1String("at once need 16 GPUs, the plan has 8")),
                 qPrintable(g->message));
        QVERIFY2(g->suggestion.contains(QLatin1String("Add GPUs")), qPrintable(g->suggestion));

        const Evaluation geo = run(
            {{"task", "geospatial"},
             {"model", {{"name", "gis"}}},
             {"geospatial",
              {{"operation", "spatial_join"}, {"points", 168898952}, {"polygons", 263}, {"deadline_s", 1}}},
             {"gpu", {{"model", "nvidia-l40s"}, {"count", 1}, {"nodes", 1}}}});
        QVERIFY(!findingOf(geo, QStringLiteral("gpu.capacity.insufficient")));
        const Finding *d = findingOf(geo, QStringLiteral("gpu.deadline.missed"));
        QVERIFY2(d, qPrintable(ids(geo).join(QLatin1Char(' '))));
        QVERIFY2(d->message.contains(QLatin1String("the deadline is 1 s")), qPrintable(d->message));
    }

    // A vision training batch given too large for the card: the fix halves it to the largest that
    // fits the same GPUs. ResNet-50 at 512 on a 10 GB RTX 3080 needs 0.41 + 512 × 0.0395 + 1 + 10% =
    // 23.7 GB; 256 needs 12.5 GB, 128 needs 7.0 GB. Not given, the engine halves the batch itself and
    // nothing is reported.
    void trainingBatchTooLargeIsHalved()
    {
        json j = {{"task", "cv_training"},
                  {"model", {{"preset", "resnet-50"}}},
                  {"precision", "bf16"},
                  {"training", {{"samples", 1281167}, {"micro_batch", 512}}},
                  {"gpu", {{"model", "nvidia-rtx-3080"}, {"count", 1}, {"nodes", 1}}}};
        const Evaluation e = run(j);
        const Finding *f = findingOf(e, QStringLiteral("vram.insufficient"));
        QVERIFY2(f && f->fix, qPrintable(ids(e).join(QLatin1Char(' '))));
        QCOMPARE(f->fix->edits.size(), size_t(1));
        QCOMPARE(f->fix->edits.front().first, QStringLiteral("training.micro_batch"));
        QCOMPARE(f->fix->edits.front().second.get<int>(), 128);
        QVERIFY2(f->suggestion.contains(QLatin1String("128 samples per GPU")), qPrintable(f->suggestion));
        j["training"].erase("micro_batch");
        QVERIFY(!findingOf(run(j), QStringLiteral("vram.insufficient")));
    }

    // An eager attention's score buffers at 16 images a call on a 24 GB A10 (SD 1.5: 3 × 2 B × 134.22 M ×
    // 32 = 25.8 GB, 29.5 GB in all): the fix proposes the most images a call that fit with the
    // recommendation's 20% headroom, 10 (16.1 GB of buffers, 19.9 in all, 23.9 recommended; 11 would
    // recommend 25.8), the count the diffusers table ran on the A10, and names the fused attention; the
    // plan so fixed raises no memory finding; fused, 16 a call fits and nothing is reported.
    void eagerAttentionCallTooLargeIsReduced()
    {
        json j = {{"task", "diffusion_inference"},
                  {"model",
                   {{"name", "Stable Diffusion v1.5"},
                    {"parameters_b", 1.067},
                    {"gflops_per_sample", 804.2},
                    {"attention_scores_m", 732.28},
                    {"attention_layer_scores_m", 134.22}}},
                  {"precision", "fp16"},
                  {"serving", {{"images_per_s", 1}, {"images_per_call", 16}, {"attention", "eager"}}},
                  {"gpu", {{"model", "nvidia-a10"}, {"count", 1}, {"nodes", 1}}}};
        const Evaluation e = run(j);
        const Finding *f = findingOf(e, QStringLiteral("vram.insufficient"));
        QVERIFY2(f && f->fix, qPrintable(ids(e).join(QLatin1Char(' '))));
        QCOMPARE(f->fix->edits.front().first, QStringLiteral("serving.images_per_call"));
        QCOMPARE(f->fix->edits.front().second.get<int>(), 10);
        json fixed = j;
        fixed["serving"]["images_per_call"] = 10;
        const Evaluation after = run(fixed);
        QVERIFY2(!findingOf(after, QStringLiteral("vram.insufficient")) &&
                     !findingOf(after, QStringLiteral("vram.below_recommended")),
                 qPrintable(ids(after).join(QLatin1Char(' '))));
        QVERIFY2(f->suggestion.contains(QLatin1String("fused attention")), qPrintable(f->suggestion));
        j["serving"]["attention"] = "fused";
        QVERIFY(!findingOf(run(j), QStringLiteral("vram.insufficient")));
    }

    // Strong GPUs, weak CPU: 8 A100 train ResNet-50 at 12,636 images/s a node, 32 pinned cores decode
    // 32 × 176 = 5,632 (samples_decoded_per_core: 1,058 images/s on 6 physical cores, DALI_pytorch_demo),
    // so the 115.3 M samples of 90 ImageNet epochs take 115,305,030 ÷ 5,632 s = 5.7 h, not 2.5 h, and the
    // finding says both. Through DALI on the CPU 32 × 303 = 9,696; decoded on the GPUs, the GPUs' rate. The
    // CPU and storage stay sized for the GPUs' rate. Data already preprocessed (no decode), the GPUs set the
    // rate again and the CPU needs its per-GPU floor only.
    void pinnedCpuBoundsTheTrainingRate()
    {
        json j = {{"task", "cv_training"},
                  {"model", {{"preset", "resnet-50"}}},
                  {"precision", "bf16"},
                  {"training", {{"samples", 1281167}, {"epochs", 90}}},
                  {"gpu", {{"model", "nvidia-a100-80gb-sxm"}, {"count", 8}, {"nodes", 1}}}};
        const Evaluation free = run(j);
        QCOMPARE(free.sizing.work.gpuSamplesPerS, 0.0);
        const double gpuRate = free.sizing.work.samplesPerS;
        QVERIFY(gpuRate > 9696);
        j["configuration"] = {{"cpu_cores", 32}};
        const Evaluation bound = run(j);
        QCOMPARE(bound.sizing.work.samplesPerS, 5632.0);
        QCOMPARE(bound.sizing.work.gpuSamplesPerS, gpuRate);
        QCOMPARE(bound.sizing.work.inputPipelineCores, 32);
        QVERIFY(std::abs(bound.sizing.work.wallHours - 1281167.0 * 90 / 5632 / 3600) < 1e-9);
        QVERIFY(std::abs(bound.sizing.work.gpuHours - 8 * bound.sizing.work.wallHours) < 1e-9);
        // The job's reference cost follows its GPU-hours (the GPUs are held while they wait).
        QVERIFY(std::abs(bound.sizing.referenceCostUsd / free.sizing.referenceCostUsd -
                         bound.sizing.work.gpuHours / free.sizing.work.gpuHours) < 1e-9);
        QCOMPARE(bound.dimensions[int(DimensionId::Cpu)].minimumValue,
                 free.dimensions[int(DimensionId::Cpu)].minimumValue);
        const Finding *f = findingOf(bound, QStringLiteral("cpu.weak_for_gpu"));
        QVERIFY(f);
        QVERIFY2(f->message.contains(QLatin1String("takes 5.7 h at the CPU's rate")), qPrintable(f->message));
        QVERIFY2(f->suggestion.contains(QLatin1String("Or decode the images on the GPUs")),
                 qPrintable(f->suggestion));
        json dali = j;
        dali["data"] = {{"image_decode", "dali_cpu"}};
        QCOMPARE(run(dali).sizing.work.samplesPerS, 9696.0);
        json onGpus = j;
        onGpus["data"] = {{"image_decode", "gpu"}};
        const Evaluation gpuDecode = run(onGpus);
        QCOMPARE(gpuDecode.sizing.work.samplesPerS, gpuRate);
        QCOMPARE(gpuDecode.sizing.work.gpuSamplesPerS, 0.0);
        QVERIFY(!findingOf(gpuDecode, QStringLiteral("cpu.weak_for_gpu")));
        QCOMPARE(gpuDecode.dimensions[int(DimensionId::Cpu)].minimumValue,
                 8 * m_assumptions.trainingCoresPerGpuMin);
        QVERIFY(gpuDecode.dimensions[int(DimensionId::Cpu)]
                    .why.join(QLatin1Char(' '))
                    .contains(QLatin1String("the GPUs decode and augment the images")));
        j["data"] = {{"preprocessing", "none"}};
        const Evaluation ready = run(j);
        QCOMPARE(ready.sizing.work.gpuSamplesPerS, 0.0);
        QCOMPARE(ready.sizing.work.samplesPerS, gpuRate);
        QCOMPARE(ready.dimensions[int(DimensionId::Cpu)].minimumValue,
                 8 * m_assumptions.trainingCoresPerGpuMin);
        QVERIFY(ready.dimensions[int(DimensionId::Cpu)]
                    .why.join(QLatin1Char(' '))
                    .contains(QLatin1String("the CPU decodes nothing")));
    }

    // The ranking compares GPUs at the rate the pinned CPU lets them reach, and the deadline search
    // adds nodes (each with its CPU) where one node's cores cannot decode in time. ResNet-50 for 90
    // epochs in 3 hours with 32 cores a node: an A100 node decodes 32 x 176 = 5,632 images/s,
    // 115,305,030 / 5,632 s = 5.7 h; two nodes, 11,264 images/s, take 2.8 h, i.e. 16 x 2.84 = 45.5
    // GPU-hours. Ranked at the GPUs' own rate the A100 needed one node and 8 x 2.5 h.
    void rankingHonoursThePinnedCpu()
    {
        const json j = {{"task", "cv_training"},
                        {"model", {{"preset", "resnet-50"}}},
                        {"precision", "bf16"},
                        {"training", {{"samples", 1281167}, {"epochs", 90}, {"deadline_days", 0.125}}},
                        {"configuration", {{"cpu_cores", 32}}}};
        const Evaluation e = run(j);
        const Candidate *a100 = nullptr;
        for (const Candidate &c : e.ranking)
            if (c.acceleratorId == QLatin1String("nvidia-a100-80gb-sxm"))
                a100 = &c;
        QVERIFY(a100);
        QVERIFY(a100->meetsTarget);
        QCOMPARE(a100->gpusPerNode, 8);
        QCOMPARE(a100->nodes, 2);
        const double samples = 1281167.0 * 90;
        QVERIFY2(std::abs(a100->gpuHours - 16 * samples / 11264 / 3600) < 1e-6,
                 qPrintable(QString::number(a100->gpuHours)));
        // The A100 chosen by name: two nodes, and no finding calls the second node unneeded.
        json pinned = j;
        pinned["gpu"] = {{"model", "nvidia-a100-80gb-sxm"}};
        const Evaluation two = run(pinned);
        QCOMPARE(two.sizing.nodes, 2);
        QVERIFY(two.sizing.meetsTarget);
        QVERIFY(!findingOf(two, QStringLiteral("gpu.multinode.unneeded")));
        QVERIFY(findingOf(two, QStringLiteral("cpu.weak_for_gpu")));
        // No candidate claims more than its cores decode, unless its GPUs would outrun any server's
        // CPU (they decode the images themselves then: inputpipeline.h).
        for (const Candidate &c : e.ranking) {
            if (c.gpuHours <= 0)
                continue;
            const double rate = samples * c.gpusPerNode * c.nodes / (c.gpuHours * 3600);
            if (!decodeOverflows(rate / c.nodes / m_assumptions.samplesDecodedPerCore,
                                 mostServerCores(m_catalog)))
                QVERIFY2(rate <= 5632.0 * c.nodes * (1 + 1e-9), qPrintable(c.acceleratorId));
        }
    }

    void everyCataloguedRuleIsTested()
    {
        // Every rule of the catalogue has a row above (the row's id column), and PRODUCT.md §5's
        // rules are all in the catalogue.
        QSet<QString> rows;
        const QByteArray source = QByteArray(GPUPLANNER_TEST_SOURCE);
        QFile self(QString::fromUtf8(source));
        QVERIFY(self.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(self.readAll());
        // The cost report's rules (addCostFindings) are tested beside the cost model.
        QString costTests;
        for (const char *name : {"cost/tst_cost_billing.cpp", "cost/tst_cost_purchase.cpp"}) {
            QFile f(QFileInfo(self).absolutePath() + QLatin1Char('/') + QLatin1String(name));
            QVERIFY2(f.open(QIODevice::ReadOnly), name);
            costTests += QString::fromUtf8(f.readAll());
        }
        for (const RuleInfo &r : allRules()) {
            const QString id = QLatin1String(r.id);
            QVERIFY2(text.contains(QStringLiteral(", \"%1\",").arg(id)) ||
                         (id.startsWith(QLatin1String("cost.")) && costTests.contains(QStringLiteral("\"%1\")").arg(id))),
                     r.id);
        }
        for (const char *id : {"vram.insufficient",
                               "vram.oversized",
                               "gpu.multi.no_parallelism",
                               "gpu.interconnect.pcie_training",
                               "gpu.software.rocm",
                               "gpu.fp64.weak",
                               "gpu.video.no_encoder",
                               "gpu.render.no_rt",
                               "cpu.weak_for_gpu",
                               "cpu.loader_bound",
                               "cpu.pcie_lanes",
                               "ram.below_vram",
                               "ram.insufficient",
                               "storage.throughput",
                               "storage.not_nvme",
                               "storage.shared_small_files",
                               "storage.system_disk_small",
                               "storage.single_disk",
                               "network.insufficient",
                               "network.multinode_fabric",
                               "network.exchange_exposed",
                               "network.public_overprovisioned",
                               "env.driver_cuda",
                               "env.unpinned",
                               "ops.no_checkpoint",
                               "ops.no_monitoring",
                               "cost.low_utilization",
                               "cost.steady_on_hourly",
                               "cost.oversized_fixed_node",
                               "deploy.mixed_training_inference",
                               "security.sensitive_data",
                               "latency.unmet",
                               "gpu.multinode.unneeded",
                               "gpu.global_batch_uneven",
                               "ops.no_quota",
                               "env.no_image"}) {
            bool found = false;
            for (const RuleInfo &r : allRules())
                found = found || QLatin1String(r.id) == QLatin1String(id);
            QVERIFY2(found, id);
        }
    }

    void applyFixEditsPaths()
    {
        Fix fix;
        fix.edits = {{QStringLiteral("configuration.ram_gb"), 512}, {QStringLiteral("gpu.count"), 4},
                     {QStringLiteral("serving.tpot_ms"), nullptr}};
        const json out = applyFix(json{{"gpu", {{"model", "L4"}}}, {"serving", {{"tpot_ms", 5}}}}, fix);
        QCOMPARE(out["configuration"]["ram_gb"].get<int>(), 512);
        QCOMPARE(out["gpu"]["count"].get<int>(), 4);
        QCOMPARE(QString::fromStdString(out["gpu"]["model"].get<std::string>()), QStringLiteral("L4"));
        QVERIFY(!out["serving"].contains("tpot_ms"));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestRules, Core)
#include "tst_rules.moc"

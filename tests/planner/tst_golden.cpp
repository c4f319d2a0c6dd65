// Golden cases (tests/data/golden/): published figures and closed-form results, one folder per
// source, each with a README naming it. Every expected key must be produced; none is skipped.
#include "catalog/bundled.h"
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/estimators/throughput.h"
#include "planner/evaluate.h"
#include "planner/evaluationjson.h"
#include "planner/workload/workloadjson.h"

#include <QDir>
#include <QFile>
#include <QtTest>

#include <cmath>
#include <map>

using namespace gpuplanner;
using json = nlohmann::json;

namespace {

json readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return json(json::value_t::discarded);
    const QByteArray b = f.readAll();
    return json::parse(b.constBegin(), b.constEnd(), nullptr, false);
}

void flatten(const json &v, const std::string &prefix, std::map<std::string, double> &out)
{
    if (v.is_object()) {
        for (auto it = v.begin(); it != v.end(); ++it)
            flatten(it.value(), prefix.empty() ? it.key() : prefix + "." + it.key(), out);
    } else if (v.is_number()) {
        out[prefix] = v.get<double>();
    }
}

// Formula-level keys: the estimator functions on the case's own inputs.
void unitKeys(const planner::Workload &w, const planner::Evaluation &e, const catalog::Catalog &c,
              std::map<std::string, double> &out)
{
    const planner::Assumptions a;
    const int gpus = e.sizing.totalGpus();
    const int tp = w.training.tensorParallel.value_or(1);
    if (w.training.zeroStage)
        out["unit.model_state_bytes_per_gpu"] =
            planner::est::modelStates(w.model.parametersB * 1e9, w.precision, *w.training.zeroStage, gpus / tp, tp,
                                      w.training.offload)
                .total();
    if (w.training.recompute && w.training.sequenceLength > 0)
        out["unit.activation_bytes_per_layer"] = planner::est::activationBytesPerLayer(
            w.training.sequenceLength, w.training.microBatch, w.model.hidden, w.model.heads, tp, *w.training.recompute);
    if (w.model.isLanguageModel()) {
        const double kv = planner::est::kvBytesPerToken(w.model, planner::est::kvBytesPerElement(w.precision));
        out["unit.kv_bytes_per_token"] = kv;
        out["unit.kv_cache_bytes_total"] =
            w.serving.concurrentRequests * (w.serving.promptTokens + w.serving.outputTokens) * kv;
    }
    if (e.sizing.inference.applies) {
        const catalog::Accelerator *acc = c.accelerator(e.sizing.acceleratorId);
        planner::est::DecodeModel dm;
        dm.weightBytesTotal = planner::est::weightBytes(w.model.parametersB * 1e9, w.precision);
        dm.activeFraction = w.model.activeParametersB / w.model.parametersB;
        dm.activeParameters = w.model.activeParametersB * 1e9;
        dm.kvBytesPerToken = planner::est::kvBytesPerToken(w.model, planner::est::kvBytesPerElement(w.precision));
        dm.contextTokens = w.serving.promptTokens + w.serving.outputTokens / 2.0;
        dm.bandwidthGbs = acc->memoryBandwidthGbs;
        dm.peakTflops = 1e9; // compute never binds: the bandwidth bound alone
        dm.bandwidthEfficiency = 1.0;
        dm.computeEfficiency = 1.0;
        out["unit.decode_bandwidth_bound_tokens_per_s"] = 1.0 / planner::est::decodeStepSeconds(dm, 1);
    }
    out["unit.gpu_mtbf_hours"] = a.gpuMtbfHours;
    out["unit.job_mtbf_hours"] = a.gpuMtbfHours / std::max(1, gpus);
}

} // namespace

class TestGolden : public QObject
{
    Q_OBJECT

    catalog::Catalog m_catalog;

private slots:
    void initTestCase()
    {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        QVERIFY(b.errors.isEmpty());
        m_catalog = catalog::Catalog(std::move(b.rows), b.version);
    }

    void golden_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        const QDir root(QStringLiteral(GPUPLANNER_TEST_DATA "/golden"));
        int cases = 0;
        for (const QString &folder : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            const QDir dir(root.filePath(folder));
            for (const QString &input : dir.entryList({QStringLiteral("input_*.json")}, QDir::Files)) {
                const QString sub = input.mid(6);
                QTest::newRow(qPrintable(folder + QLatin1Char('/') + sub.chopped(5)))
                    << dir.filePath(input) << dir.filePath(QStringLiteral("expected_") + sub);
                ++cases;
            }
        }
        QVERIFY2(cases >= 20, "the golden folders are missing");
    }

    void golden()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        json in = readJson(input);
        const json want = readJson(expected);
        QVERIFY2(!in.is_discarded() && !want.is_discarded(), qPrintable(input));

        std::map<std::string, double> got;
        if (in.contains("unit_inputs")) {
            // Checkpoint-interval formulas on the published inputs (seconds).
            const double delta = in["unit_inputs"].value("checkpoint_write_s", 0.0);
            const json &u = in["unit_inputs"];
            const double mtbf = u.contains("mtbf_s") ? u["mtbf_s"].get<double>()
                                                     : u["per_node_mtbf_h"].get<double>() * 3600 / u["nodes"].get<double>();
            got["unit.checkpoint_interval_young_s"] = planner::est::youngDalyIntervalHours(delta / 3600, mtbf / 3600) * 3600;
            got["unit.checkpoint_interval_daly_s"] = planner::est::dalyInterval(delta, mtbf);
            got["unit.job_mtbf_hours"] = mtbf / 3600;
        } else {
            const planner::WorkloadInput parsed = planner::parseWorkload(in, m_catalog);
            QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error));
            const planner::Assumptions a;
            const planner::Evaluation e = planner::evaluate(parsed.workload, parsed.configuration, m_catalog, a);
            flatten(planner::evaluationToJson(e, m_catalog, a), std::string(), got);
            unitKeys(parsed.workload, e, m_catalog, got);
        }
        for (auto it = want.begin(); it != want.end(); ++it) {
            const auto found = got.find(it.key());
            QVERIFY2(found != got.end(), qPrintable(QStringLiteral("missing key ") + QString::fromStdString(it.key())));
            const double value = it.value()["value"].get<double>();
            const double tol = it.value()["rel_tol"].get<double>();
            const double actual = found->second;
            QVERIFY2(std::fabs(actual - value) <= tol * std::fabs(value),
                     qPrintable(QStringLiteral("%1: got %2, expected %3 ± %4% (%5)")
                                    .arg(QString::fromStdString(it.key()))
                                    .arg(actual, 0, 'g', 10)
                                    .arg(value, 0, 'g', 10)
                                    .arg(tol * 100)
                                    .arg(QString::fromStdString(it.value().value("source", std::string())))));
        }
    }

    // Calibration and validation tables (tests/data/calibration/README.md): every published whole
    // run the training defaults were fitted on, and published serving throughputs; each row's
    // estimate ÷ published ratio must stay in the band the row states. The table is printed.
    void calibration_data()
    {
        QTest::addColumn<QString>("table");
        QTest::newRow("training") << QStringLiteral("training.json");
        QTest::newRow("serving") << QStringLiteral("serving.json");
        QTest::newRow("serving_holdout") << QStringLiteral("serving_holdout.json");
    }

    void calibration()
    {
        QFETCH(QString, table);
        const json doc = readJson(QStringLiteral(GPUPLANNER_TEST_DATA "/calibration/") + table);
        QVERIFY2(doc.is_object() && doc["rows"].is_array(), qPrintable(table));
        QVERIFY(doc["rows"].size() >= 6);
        QStringList failures;
        for (const json &row : doc["rows"]) {
            const planner::WorkloadInput parsed = planner::parseWorkload(row["workload"], m_catalog);
            QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error));
            const planner::Assumptions a;
            const planner::Evaluation e = planner::evaluate(parsed.workload, parsed.configuration, m_catalog, a);
            std::map<std::string, double> got;
            const json out = planner::evaluationToJson(e, m_catalog, a);
            flatten(out, std::string(), got);
            const std::string key = row["key"].get<std::string>();
            QVERIFY2(got.count(key), key.c_str());
            // A row measured on one layout ("layout": tensor parallel, attention data parallel ×
            // replicas) is compared with that layout among those the search evaluated, not with the
            // engine's own choice.
            if (row.contains("layout")) {
                bool found = false;
                const json &want = row["layout"];
                for (const json &o : out["inference"]["layouts_compared"])
                    if (o["tensor_parallel"] == want["tensor_parallel"] &&
                        o["replicas"] == want["replicas"] &&
                        o["attention_data_parallel"] == want.value("attention_data_parallel", 1)) {
                        got[key] = o["throughput_tokens_per_s"].get<double>();
                        found = true;
                    }
                QVERIFY2(found, row["name"].get<std::string>().c_str());
            }
            const double published = row["published"].get<double>();
            const double ratio = got[key] / published;
            const double lo = row["band"][0].get<double>(), hi = row["band"][1].get<double>();
            const QString line = QStringLiteral("%1: estimate %2, published %3, ratio %4 (band %5–%6)")
                                     .arg(QString::fromStdString(row["name"].get<std::string>()))
                                     .arg(got[key], 0, 'f', 0)
                                     .arg(published, 0, 'f', 0)
                                     .arg(ratio, 0, 'f', 2)
                                     .arg(lo)
                                     .arg(hi);
            qInfo().noquote() << line;
            if (ratio < lo || ratio > hi)
                failures << line;
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    // The Why's one-sequence decode step adds up: its all-reduces are those of one sequence (not of
    // the operating batch), and weights ÷ bandwidth + all-reduces + fixed time = 1 ÷ the rate it states.
    // Llama 3.1 70B BF16 on 8 × A800 SXM (NVLink 400 GB/s, 200 one way), tensor parallel 8:
    // 160 all-reduces × (8 µs + 2·7/8 × 8192 × 2 bytes ÷ (200 GB/s × 0.41)).
    void oneSequenceStepAddsUp()
    {
        const json in = {
            {"task", "llm_inference"},
            {"model", {{"preset", "llama-3.1-70b"}}},
            {"precision", "bf16"},
            {"serving", {{"concurrent_requests", 16}, {"prompt_tokens", 1000}, {"output_tokens", 250}}},
            {"gpu", {{"model", "nvidia-a800-sxm"}, {"count", 8}, {"nodes", 1}}}};
        const planner::WorkloadInput parsed = planner::parseWorkload(in, m_catalog);
        QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error));
        const planner::Assumptions a;
        const planner::Evaluation e = planner::evaluate(parsed.workload, parsed.configuration, m_catalog, a);
        const planner::InferenceResult &r = e.sizing.inference;
        QCOMPARE(r.tensorParallel, 8);
        const double allReduceMs = 160 * (8.0 + 2.0 * 7 / 8 * 8192 * 2 / (200e9 * 0.41) * 1e6) / 1000.0;
        QVERIFY2(std::fabs(r.batch1AllReduceMs - allReduceMs) < 1e-3 * allReduceMs,
                 qPrintable(QString::number(r.batch1AllReduceMs)));
        QVERIFY(r.allReduceMsPerStep > r.batch1AllReduceMs); // the operating batch moves more bytes
        // One sequence is bandwidth bound: 70.55e9 × 2 bytes ÷ 8 ÷ (2039 GB/s × 0.7), its KV read
        // (1,125 tokens × 327,680 bytes ÷ 8 ÷ (2039 GB/s × 0.78)), the all-reduces and 1 ms.
        const double weightsMs = 70.55e9 * 2 / 8 / (2039e9 * 0.7) * 1000;
        const double kvMs = 1125.0 * 327680 / 8 / (2039e9 * 0.78) * 1000;
        const double stepMs = weightsMs + kvMs + allReduceMs + 1.0;
        QVERIFY2(std::fabs(1000.0 / r.batch1TokensPerS - stepMs) < 1e-3 * stepMs,
                 qPrintable(QStringLiteral("%1 vs %2").arg(1000.0 / r.batch1TokensPerS).arg(stepMs)));
        const QString why = e.dimensions[size_t(planner::DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QStringLiteral("+ %1 ms of all-reduces").arg(allReduceMs, 0, 'f', 2)),
                 qPrintable(why));
    }

    // One MoE sequence's decode step adds up: Mixtral 8x7B FP8 on one H100 SXM. One token reads the
    // weights outside the experts and its 2 of 8 experts: 12.9 GB, the active parameters × 1 byte; its
    // KV cache (2 × 32 layers × 8 KV heads × 128 × 1 byte × (1,000 + 250/2) tokens), its routing
    // (720 × 4,096 × 32 bytes at 3,350 GB/s × 0.70) and 1 ms.
    void moeOneSequenceStepAddsUp()
    {
        const json in = {{"task", "llm_inference"},
                         {"model", {{"preset", "mixtral-8x7b"}}},
                         {"precision", "fp8"},
                         {"serving", {{"concurrent_requests", 1}}},
                         {"gpu", {{"model", "nvidia-h100-sxm"}, {"count", 1}, {"nodes", 1}}}};
        const planner::WorkloadInput parsed = planner::parseWorkload(in, m_catalog);
        QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error));
        const planner::Assumptions a;
        const planner::Evaluation e = planner::evaluate(parsed.workload, parsed.configuration, m_catalog, a);
        const planner::InferenceResult &r = e.sizing.inference;
        QCOMPARE(r.tensorParallel, 1);
        QVERIFY2(std::fabs(r.batch1WeightsGb - 12.9) < 1e-6, qPrintable(QString::number(r.batch1WeightsGb)));
        const double weightsMs = 12.9e9 / (3350e9 * 0.70) * 1000;
        const double kvMs = 2.0 * 32 * 8 * 128 * 1125 / (3350e9 * 0.78) * 1000;
        const double routingMs = 720.0 * 4096 * 32 / (3350e9 * 0.70) * 1000;
        const double stepMs = weightsMs + kvMs + routingMs + 1.0;
        QVERIFY2(std::fabs(1000.0 / r.batch1TokensPerS - stepMs) < 1e-6 * stepMs,
                 qPrintable(QStringLiteral("%1 vs %2").arg(1000.0 / r.batch1TokensPerS).arg(stepMs)));
        const QString why = e.dimensions[size_t(planner::DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QStringLiteral("weights 12.9 GB (read for one token")), qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("+ 0.04 ms of MoE routing")), qPrintable(why)); // 0.0402 ms
    }

    // Attention data parallel with expert parallel (DEP) adds up: DeepSeek-R1 FP8 on 8 × H200 serving
    // 512 sequences. Each GPU keeps the parameters outside the routed experts whole: MLA attention per
    // layer h·heads·(d + rope) + h·(kv_lora + rope) + kv_lora·heads·2d + heads·d·h (h 7,168, 128 heads,
    // d 128, rope 64, kv_lora 512) × 61 layers, embeddings 2 × 129,280 × h, the 3 dense MLP layers
    // 3 × h × 18,432 each and one shared expert 3 × h × 2,048 in each of the 58 MoE layers; and 1/8 of
    // the rest of the 671 B. Its KV cache holds its own sequences (MLA's latent is not copied as under
    // TP 8). Each MoE layer's dispatch and combine send one token to 8·(1 − (7/8)^8)·7/8 other GPUs.
    void depLayoutAddsUp()
    {
        const json in = {
            {"task", "llm_inference"},
            {"model", {{"preset", "deepseek-r1"}}},
            {"precision", "fp8"},
            {"serving", {{"concurrent_requests", 512}, {"prompt_tokens", 1000}, {"output_tokens", 1000}}},
            {"gpu", {{"model", "nvidia-h200-sxm"}, {"count", 8}, {"nodes", 1}}}};
        const planner::WorkloadInput parsed = planner::parseWorkload(in, m_catalog);
        QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error));
        const planner::Assumptions a;
        const planner::Evaluation e = planner::evaluate(parsed.workload, parsed.configuration, m_catalog, a);
        const planner::InferenceResult &r = e.sizing.inference;
        QCOMPARE(r.attentionDataParallel, 8);
        QCOMPARE(r.tensorParallel, 1);
        QCOMPARE(r.expertParallel, 8);
        const double h = 7168, heads = 128, d = 128, rope = 64, lora = 512;
        const double attention =
            h * heads * (d + rope) + h * (lora + rope) + lora * heads * 2 * d + heads * d * h;
        const double dense = 61 * attention + 2 * 129280 * h + 3 * (3 * h * 18432) + 58 * (3 * h * 2048);
        const double weightsGb = (dense + (671e9 - dense) / 8) / 1e9; // FP8: 1 byte per parameter
        QVERIFY2(std::fabs(e.sizing.memory.weightsGb - weightsGb) < 1e-6 * weightsGb,
                 qPrintable(QStringLiteral("%1 vs %2").arg(e.sizing.memory.weightsGb).arg(weightsGb)));
        // KV: 61 layers × (512 + 64) bytes (FP8) × 2,000 tokens per sequence, 512 ÷ 8 sequences per GPU.
        const double kvGb = 512.0 / 8 * 61 * 576 * 2000 / 1e9;
        QVERIFY2(std::fabs(e.sizing.memory.kvCacheGb - kvGb) < 1e-6 * kvGb,
                 qPrintable(QString::number(e.sizing.memory.kvCacheGb)));
        // One token's all-to-alls: 2 × 58 × (8 µs + remote GPUs × 7,168 × 2 bytes ÷ (450 GB/s × 0.41)).
        const double remote = 8 * (1 - std::pow(7.0 / 8, 8)) * 7 / 8;
        const double allToAllMs = 2 * 58 * (8.0 + remote * h * 2 / (450e9 * 0.41) * 1e6) / 1000.0;
        QVERIFY2(std::fabs(r.batch1AllReduceMs - allToAllMs) < 1e-6 * allToAllMs,
                 qPrintable(QStringLiteral("%1 vs %2").arg(r.batch1AllReduceMs).arg(allToAllMs)));
        // The same load under TP 8 holds a quarter of the sequences: the latent is copied on every GPU.
        for (int i = 0; i < r.layoutCount; ++i) {
            const planner::LayoutOption &o = r.layouts[size_t(i)];
            if (o.tensorParallel == 8)
                QVERIFY2(o.maxBatch * 3 < r.maxBatch,
                         qPrintable(QStringLiteral("%1 %2").arg(o.maxBatch).arg(r.maxBatch)));
        }
        const QString vram = e.dimensions[size_t(planner::DimensionId::Vram)].why.join(QLatin1Char('\n'));
        QVERIFY2(vram.contains(QStringLiteral("expert parallel 8 (DEP)")), qPrintable(vram));
        const QString gpu = e.dimensions[size_t(planner::DimensionId::Gpu)].why.join(QLatin1Char('\n'));
        QVERIFY2(gpu.contains(QStringLiteral("Chosen: DEP 8 (attention data parallel + EP 8)")),
                 qPrintable(gpu));
        QVERIFY2(gpu.contains(
                     QStringLiteral("max((%1 GB outside the routed experts + the experts the group's tokens "
                                    "touch of %2 GB ÷ 8)")
                         .arg(dense / 1e9, 0, 'f', 2)
                         .arg((671e9 - dense) / 1e9, 0, 'f', 2)),
                 qPrintable(gpu));
        // The routing cost line: 720 B × 7,168 × 58 MoE layers per token at 4,800 GB/s × 0.70.
        const double routingBytes = 720.0 * h * 58;
        QVERIFY2(
            gpu.contains(
                QStringLiteral("= %1 MB of memory traffic per token").arg(routingBytes / 1e6, 0, 'f', 1)),
            qPrintable(gpu));
        QVERIFY2(
            gpu.contains(
                QStringLiteral("%1 µs at 4800 GB/s").arg(routingBytes / (4800e9 * 0.70) * 1e6, 0, 'f', 2)),
            qPrintable(gpu));
    }

    // serving.max_batch caps what one serving-engine instance runs: under DEP 8 each GPU runs one, so
    // 216 per instance is 1,728 sequences per replica, where the KV room holds 2,312 (above). Under TP
    // 8 the replica is one instance. A cap never raises the throughput.
    void engineBatchLimitCapsTheReplica()
    {
        auto evaluate = [&](int maxBatch, int tp) {
            json in = {
                {"task", "batch_inference"},
                {"model", {{"preset", "deepseek-r1"}}},
                {"precision", "fp8"},
                {"serving", {{"total_requests", 100000}, {"prompt_tokens", 1000}, {"output_tokens", 1000}}},
                {"gpu", {{"model", "nvidia-h200-sxm"}, {"count", 8}, {"nodes", 1}}}};
            if (maxBatch > 0)
                in["serving"]["max_batch"] = maxBatch;
            const planner::WorkloadInput parsed = planner::parseWorkload(in, m_catalog);
            [&] { QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error)); }();
            planner::Evaluation e =
                planner::evaluate(parsed.workload, parsed.configuration, m_catalog, planner::Assumptions{});
            const planner::InferenceResult &r = e.sizing.inference;
            for (int i = 0; i < r.layoutCount; ++i)
                if (r.layouts[size_t(i)].tensorParallel == tp && tp > 1)
                    return std::make_pair(r.layouts[size_t(i)].maxBatch,
                                          r.layouts[size_t(i)].throughputTokensPerS);
            return std::make_pair(r.maxBatch, r.throughputTokensPerS);
        };
        const auto free = evaluate(0, 1);
        const auto capped = evaluate(216, 1);
        QCOMPARE(free.first, 2312.0);
        QCOMPARE(capped.first, 216.0 * 8);
        QVERIFY(capped.second < free.second);
        // TP 8: one instance per replica; its KV room (598) is above 216.
        QCOMPARE(evaluate(216, 8).first, 216.0);
        QCOMPARE(evaluate(0, 8).first, 598.0);
        // The Why states the cap; a cap of 0 is refused (no cap is the field left out).
        const json capped216 = {{"task", "batch_inference"},
                                {"model", {{"preset", "deepseek-r1"}}},
                                {"precision", "fp8"},
                                {"serving", {{"total_requests", 100000}, {"max_batch", 216}}},
                                {"gpu", {{"model", "nvidia-h200-sxm"}, {"count", 8}}}};
        const planner::WorkloadInput p216 = planner::parseWorkload(capped216, m_catalog);
        const QString why =
            planner::evaluate(p216.workload, p216.configuration, m_catalog, planner::Assumptions{})
                .dimensions[size_t(planner::DimensionId::Gpu)]
                .why.join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QStringLiteral("at most 216 sequences per serving-engine instance")) &&
                     why.contains(QStringLiteral(
                         "per replica: 1728 sequences per replica, fewer than the KV room holds")),
                 qPrintable(why));
        const json bad = {{"task", "batch_inference"},
                          {"model", {{"preset", "deepseek-r1"}}},
                          {"serving", {{"max_batch", 0}}},
                          {"gpu", {{"model", "nvidia-h200-sxm"}, {"count", 8}}}};
        QVERIFY(planner::parseWorkload(bad, m_catalog).error.contains(QStringLiteral("max_batch")));
    }

    // The smallest deployments model makers and serving projects publish (calibration/smallest.json)
    // are the engine's minimum: the fewest GPUs of the named model that hold the weights and the
    // sequences asked for.
    void smallestDeployments()
    {
        const json doc = readJson(QStringLiteral(GPUPLANNER_TEST_DATA "/calibration/smallest.json"));
        QVERIFY(doc.is_object() && doc["rows"].is_array() && doc["rows"].size() >= 7);
        for (const json &row : doc["rows"]) {
            const planner::WorkloadInput parsed = planner::parseWorkload(row["workload"], m_catalog);
            QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error));
            const planner::Evaluation e =
                planner::evaluate(parsed.workload, parsed.configuration, m_catalog, planner::Assumptions{});
            const planner::Dimension &gpu = e.dimensions[int(planner::DimensionId::Gpu)];
            const QString line = QStringLiteral("%1: published %2 GPUs, minimum %3")
                                     .arg(QString::fromStdString(row["name"].get<std::string>()))
                                     .arg(row["smallest_gpus"].get<int>())
                                     .arg(gpu.minimum);
            qInfo().noquote() << line;
            QVERIFY2(int(std::lround(gpu.minimumValue)) == row["smallest_gpus"].get<int>(), qPrintable(line));
        }
    }

    // Layouts that real deployments use come out as the engine's choice.
    void layouts()
    {
        const json doc = readJson(QStringLiteral(GPUPLANNER_TEST_DATA "/calibration/layouts.json"));
        QVERIFY(doc.is_object() && doc["rows"].is_array());
        for (const json &row : doc["rows"]) {
            const planner::WorkloadInput parsed = planner::parseWorkload(row["workload"], m_catalog);
            QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error));
            const planner::Evaluation e =
                planner::evaluate(parsed.workload, parsed.configuration, m_catalog, planner::Assumptions{});
            const planner::InferenceResult &r = e.sizing.inference;
            bool accepted = false;
            for (const json &ok : row["accept"])
                accepted = accepted || (ok["tensor_parallel"].get<int>() == r.tensorParallel &&
                                        ok.value("attention_data_parallel", 1) == r.attentionDataParallel &&
                                        ok["replicas"].get<int>() == r.replicas);
            const QString line = QStringLiteral("%1: TP %2, DEP %6 × %3 replicas, batch %4, meets %5")
                                     .arg(QString::fromStdString(row["name"].get<std::string>()))
                                     .arg(r.tensorParallel)
                                     .arg(r.replicas)
                                     .arg(r.batch)
                                     .arg(e.sizing.meetsTarget)
                                     .arg(r.attentionDataParallel);
            qInfo().noquote() << line;
            QVERIFY2(accepted && e.sizing.meetsTarget, qPrintable(line));
        }
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestGolden, Core)
#include "tst_golden.moc"

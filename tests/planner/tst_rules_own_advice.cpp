// The planner never warns about its own advice: for every model preset and every task type, the
// configuration the engine recommends raises no error or warning and meets the target.
#include "catalog/bundled.h"
#include "planner/evaluate.h"
#include "planner/workload/workloadjson.h"

#include <QtTest>

using namespace gpuplanner;
using namespace gpuplanner::planner;
using json = nlohmann::json;

class TestRulesOwnAdvice : public QObject
{
    Q_OBJECT

    catalog::Catalog m_catalog;

private slots:
    void initTestCase()
    {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        m_catalog = catalog::Catalog(std::move(b.rows), b.version);
    }

    void recommendationIsClean_data()
    {
        QTest::addColumn<QByteArray>("input");
        int rows = 0;
        auto add = [&](const QString &name, const json &w) {
            QTest::newRow(qPrintable(name)) << QByteArray::fromStdString(w.dump());
            ++rows;
        };
        for (const catalog::ModelPreset &m : m_catalog.models()) {
            const std::string id = m.id.toStdString();
            if (m.isLanguageModel()) {
                add(m.id + QStringLiteral(" pretraining"), {{"task", "llm_pretraining"}, {"model", {{"preset", id}}}});
                add(m.id + QStringLiteral(" full fine-tune"), {{"task", "llm_finetune"}, {"model", {{"preset", id}}}});
                add(m.id + QStringLiteral(" lora"),
                    {{"task", "llm_finetune"}, {"model", {{"preset", id}}}, {"training", {{"method", "lora"}}}});
                add(m.id + QStringLiteral(" qlora"),
                    {{"task", "llm_finetune"}, {"model", {{"preset", id}}}, {"training", {{"method", "qlora"}}}});
                if (m.kind == QLatin1String("encoder")) { // no tokens to serve: a batch job only
                    add(m.id + QStringLiteral(" batch"), {{"task", "batch_inference"},
                                                          {"model", {{"preset", id}}},
                                                          {"serving", {{"total_requests", 1e6}}}});
                    continue;
                }
                add(m.id + QStringLiteral(" serving"),
                    {{"task", "llm_inference"},
                     {"model", {{"preset", id}}},
                     {"serving", {{"requests_per_s", 5}, {"ttft_ms", 5000}, {"tpot_ms", 100}}},
                     {"run", {{"team_size", 3}}}});
                add(m.id + QStringLiteral(" serving fp8"),
                    {{"task", "llm_inference"}, {"model", {{"preset", id}}}, {"precision", "fp8"}});
                add(m.id + QStringLiteral(" serving int4"),
                    {{"task", "llm_inference"}, {"model", {{"preset", id}}}, {"precision", "int4"}});
                add(m.id + QStringLiteral(" batch"),
                    {{"task", "batch_inference"}, {"model", {{"preset", id}}}, {"serving", {{"total_requests", 1e6}}}});
            } else if (m.kind == QLatin1String("diffusion")) {
                add(m.id + QStringLiteral(" diffusion serving"),
                    {{"task", "diffusion_inference"}, {"model", {{"preset", id}}}, {"serving", {{"images_per_s", 2}}}});
                if (m.frames > 0) // a video model: generation only
                    continue;
                add(m.id + QStringLiteral(" diffusion training"),
                    {{"task", "diffusion_training"}, {"model", {{"preset", id}}}, {"training", {{"samples", 1e6}}}});
            } else {
                add(m.id + QStringLiteral(" training"),
                    {{"task", "cv_training"},
                     {"model", {{"preset", id}}},
                     {"training", {{"samples", 1281167}, {"epochs", 30}}},
                     {"data", {{"dataset_gb", 150}, {"file_count", 1281167}}}});
            }
        }
        add(QStringLiteral("video"), {{"task", "video_processing"}, {"model", {{"name", "x"}}}, {"video", {{"streams", 64}}}});
        add(QStringLiteral("video analysis 4k"),
            {{"task", "video_processing"}, {"model", {{"name", "x"}}}, {"video", {{"streams", 16}, {"resolution", "2160"}, {"mode", "analysis"}}}});
        add(QStringLiteral("rendering"),
            {{"task", "rendering"}, {"model", {{"name", "x"}}}, {"render", {{"scene_gb", 30}, {"frames", 50000}, {"gpu_seconds_per_frame", 120}}}});
        add(QStringLiteral("scientific"),
            {{"task", "scientific"}, {"model", {{"name", "x"}}}, {"science", {{"fp64_tflop", 5e7}, {"working_set_gb", 300}}}});
        add(QStringLiteral("scientific memory bound"),
            {{"task", "scientific"}, {"model", {{"name", "x"}}}, {"science", {{"fp64_tflop", 1e6}, {"memory_bound", true}, {"working_set_gb", 60}}}});
        add(QStringLiteral("simulation"),
            {{"task", "simulation"}, {"model", {{"name", "x"}}}, {"simulation", {{"instances", 32}, {"gb_per_instance", 6}}}});
        add(QStringLiteral("geospatial"),
            {{"task", "geospatial"}, {"model", {{"name", "x"}}}, {"geospatial", {{"working_set_gb", 200}}}, {"data", {{"dataset_gb", 5000}}}});
        add(QStringLiteral("long steady service"),
            {{"task", "llm_inference"}, {"model", {{"preset", "qwen2.5-7b"}}}, {"run", {{"duration_days", 365}}},
             {"data", {{"sensitive", true}}}, {"goal", "absorb_peaks"}});
        QVERIFY(rows >= 100);
    }

    void recommendationIsClean()
    {
        QFETCH(QByteArray, input);
        const WorkloadInput in = parseWorkload(json::parse(input.constData()), m_catalog);
        QVERIFY2(in.error.isEmpty(), qPrintable(in.error));
        const Evaluation e = evaluate(in.workload, in.configuration, m_catalog, Assumptions{});
        QVERIFY2(e.sizing.meetsTarget, qPrintable(e.sizing.shortfall));
        for (const Finding &f : e.findings)
            QVERIFY2(f.severity == QLatin1String("info"), qPrintable(f.id + QStringLiteral(": ") + f.message));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestRulesOwnAdvice, Core)
#include "tst_rules_own_advice.moc"

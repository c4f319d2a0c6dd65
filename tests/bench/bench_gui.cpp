// Benchmark (not pass/fail): one edit → evaluation → cost → every view and dock updated, with the
// plan window shown. Target: under 16 ms (one frame).
#include "app/core/mainwindow.h"
#include "app/document/plandocument.h"
#include "app/document/planfile.h"
#include "catalog/bundled.h"

#include <QtTest>

using namespace gpuplanner;

class BenchGui : public QObject
{
    Q_OBJECT

    catalog::Catalog m_catalog;

    void editLoop(const nlohmann::json &workload)
    {
        app::MainWindow window(m_catalog);
        window.resize(1920, 1080);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->reset(app::planfile::make(workload, QStringLiteral("bench")), {});
        int ram = 256;
        QBENCHMARK {
            ram = ram == 256 ? 512 : 256;
            window.document()->setValue(QStringLiteral("workload.configuration.ram_gb"), ram);
            QCoreApplication::sendPostedEvents(); // layouts and repaints requested by the update
        }
    }

private slots:
    void initTestCase()
    {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        m_catalog = catalog::Catalog(std::move(b.rows), b.version);
    }

    void editServingPlan()
    {
        editLoop({{"task", "llm_inference"},
                  {"model", {{"preset", "llama-3.1-70b"}}},
                  {"serving", {{"requests_per_s", 20}, {"ttft_ms", 1500}, {"tpot_ms", 50}}}});
    }

    void editTrainingPlan()
    {
        editLoop({{"task", "llm_pretraining"}, {"model", {{"preset", "llama-2-70b"}}}, {"training", {{"tokens", 2e12}}}});
    }
};

QTEST_MAIN(BenchGui)
#include "bench_gui.moc"

// Issue 21: the Workload tab's billing box says "cheapest" only of the billing the cost model
// finds cheapest for this plan, never of the engine's proposal when another option costs less.
#include "app/core/mainwindow.h"
#include "app/document/plandocument.h"
#include "app/document/planfile.h"
#include "app/workload/workloadview.h"
#include "catalog/bundled.h"
#include "planner/cost/costreport.h"

#include <QComboBox>
#include <QGroupBox>
#include <QStandardPaths>
#include <QtTest>

using namespace gpuplanner;
using planner::Billing;

class TestBillingBox : public QObject
{
    Q_OBJECT

    catalog::Catalog m_catalog;

    static QComboBox *billingBox(app::MainWindow &window)
    {
        return window.workloadView()->pricesBox()->findChild<QComboBox *>(QStringLiteral("workload.run.billing"));
    }

    // Every item that says "cheapest" is the cost model's cheapest: the first item (the engine's
    // proposal) only when the proposal is the cheapest, a mode's item only when it is that mode.
    static void checkCheapestWording(QComboBox *box, const planner::cost::CostReport &cost, bool billingGiven)
    {
        QVERIFY(cost.haveCheapest);
        QCOMPARE(box->count(), 6);
        for (int i = 0; i < box->count(); ++i) {
            const bool says = box->itemText(i).contains(QStringLiteral("heapest"));
            const bool cheapest = i == 0 ? !billingGiven && cost.cheapestMode == cost.chosenMode
                                         : planner::cost::kAllBillings[size_t(i - 1)] == cost.cheapestMode;
            QVERIFY2(says == cheapest, qPrintable(QStringLiteral("item %1: %2").arg(i).arg(box->itemText(i))));
        }
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        m_catalog = catalog::Catalog(std::move(b.rows), b.version);
    }

    // A 24/7 service for 36 months, billed hourly by choice: a term costs less, and the box says
    // so of the term, not of hourly; its tooltip names the saving.
    void chosenBillingNotCheapest()
    {
        app::MainWindow window(m_catalog);
        app::PlanDocument *doc = window.document();
        doc->reset(app::planfile::make({{"task", "llm_inference"},
                                        {"model", {{"preset", "llama-3.1-8b"}}},
                                        {"run", {{"pattern", "24/7"}, {"billing", "hourly"}}}},
                                       QStringLiteral("b")),
                   {});
        const planner::cost::CostReport &cost = doc->cost();
        QVERIFY(cost.cheapestMode != Billing::Hourly);
        QComboBox *box = billingBox(window);
        QVERIFY(box);
        checkCheapestWording(box, cost, true);
        QVERIFY2(!box->itemText(0).contains(QStringLiteral("heapest")), qPrintable(box->itemText(0)));
        const double saving = cost.mode(Billing::Hourly).net - cost.mode(cost.cheapestMode).net;
        QVERIFY(saving > 0);
        QVERIFY2(box->toolTip().contains(planner::cost::moneyText(saving, cost.currency)), qPrintable(box->toolTip()));
        QVERIFY2(box->toolTip().contains(QStringLiteral("over 36 month")), qPrintable(box->toolTip()));
    }

    // No billing given: the first item names the engine's proposal, and calls it cheapest only
    // when the cost model agrees.
    void proposalCalledCheapestOnlyWhenItIs_data()
    {
        QTest::addColumn<QByteArray>("workload");
        QTest::newRow("24/7 service") << QByteArray(
            R"({"task": "llm_inference", "model": {"preset": "llama-3.1-8b"}, "run": {"pattern": "24/7"}})");
        QTest::newRow("one-off job") << QByteArray(
            R"({"task": "llm_finetune", "model": {"preset": "qwen2.5-7b"},
                "training": {"method": "lora", "tokens": 2e8, "deadline_days": 2}, "run": {"pattern": "one_off"}})");
        QTest::newRow("bursty team") << QByteArray(
            R"({"task": "llm_finetune", "model": {"preset": "llama-3.1-8b"},
                "run": {"pattern": "bursty", "team_size": 4, "dev_share": 0.5}})");
    }

    void proposalCalledCheapestOnlyWhenItIs()
    {
        QFETCH(QByteArray, workload);
        app::MainWindow window(m_catalog);
        app::PlanDocument *doc = window.document();
        doc->reset(app::planfile::make(nlohmann::json::parse(workload.constData()), QStringLiteral("p")), {});
        QVERIFY2(doc->isEvaluated(), qPrintable(doc->inputError()));
        QComboBox *box = billingBox(window);
        QVERIFY(box);
        checkCheapestWording(box, doc->cost(), false);
        QVERIFY2(box->itemText(0).contains(planner::cost::billingName(doc->cost().chosenMode)), qPrintable(box->itemText(0)));
        if (doc->cost().cheapestMode != doc->cost().chosenMode)
            QVERIFY2(!box->toolTip().isEmpty(), "the saving of the cheapest option is named");
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestBillingBox, Gui)
#include "tst_billing_box.moc"

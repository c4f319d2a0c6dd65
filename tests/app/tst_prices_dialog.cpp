// File > Import price list… and the Prices table (issue 17): import a GBK vendor list, see the rows,
// remove one, export the template and read it back.
#include "app/document/plandocument.h"
#include "app/quotes/pricesdialog.h"
#include "catalog/bundled.h"
#include "catalog/store.h"
#include "widgets/cost/costview.h"
#include "widgets/findings/findingsview.h"

#include <QDoubleSpinBox>
#include <QSignalSpy>

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplanner;

class TestPricesDialog : public QObject
{
    Q_OBJECT

private slots:
    void importListRemoveAndTemplate()
    {
        QTemporaryDir dir;
        catalog::CatalogStore store(dir.path(), catalog::loadBundledCatalog());
        store.open();
        app::PricesDialog dialog(store);
        QCOMPARE(dialog.table()->rowCount(), 0);
        QCOMPARE(dialog.importFile(QStringLiteral(GPUPLANNER_TEST_DATA "/prices/vendor-gbk.csv")), 6);
        QCOMPARE(dialog.table()->rowCount(), 6);
        QVERIFY2(dialog.reportText().contains(QStringLiteral("'面议' is not a price")), qPrintable(dialog.reportText()));
        dialog.table()->selectRow(0);
        dialog.removeSelected();
        QCOMPARE(dialog.table()->rowCount(), 5);
        const QString templ = dir.filePath(QStringLiteral("template.csv"));
        QVERIFY(dialog.exportTemplate(templ));
        QCOMPARE(dialog.importFile(templ), 2);
        QCOMPARE(dialog.table()->rowCount(), 7);
    }

    void costDockEditsTheExchangeRate()
    {
        widgets::CostView view;
        planner::cost::CostReport r;
        r.cnyPerUsd = 7.1;
        r.cnyPerUsdAsOf = QStringLiteral("2024/2025");
        planner::cost::ModeCost m;
        r.modes.push_back(m);
        view.setReport(r);
        QCOMPARE(view.rateEditor()->value(), 7.1);
        QSignalSpy spy(&view, &widgets::CostView::edited);
        view.rateEditor()->setValue(7.25);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy[0][0].toString(), QStringLiteral("cost.cny_per_usd"));
        QCOMPARE(spy[0][1].value<nlohmann::json>().get<double>(), 7.25);
    }

    void fileMenuHasTheAction()
    {
        QTemporaryDir dir;
        catalog::CatalogStore store(dir.path(), catalog::loadBundledCatalog());
        QMenu menu;
        QAction *quit = menu.addAction(QStringLiteral("Quit"));
        QWidget window;
        QAction *a = app::installPriceListAction(&menu, quit, &store, &window);
        QCOMPARE(menu.actions().indexOf(a), 0);
        QVERIFY(a->text().contains(QStringLiteral("price list")));
        QVERIFY(a->isEnabled());
    }

    // The freshness findings of the cost report are findings of the plan: the Findings dock lists
    // them with a link to the source (AWS's 2024-06 block-storage price is over a year old).
    void oldReferencePricesInTheFindingsDock()
    {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        const catalog::Catalog catalog(std::move(b.rows), b.version);
        app::PlanDocument document(catalog);
        document.reset({{"workload",
                         {{"task", "llm_finetune"},
                          {"model", {{"preset", "llama-3.1-8b"}}},
                          {"run", {{"pattern", "24/7"}, {"utilization", 0.9}}},
                          {"gpu", {{"model", "H100 SXM"}, {"count", 8}}}}}},
                       QString());
        QVERIFY(document.isEvaluated());
        const QString url = QStringLiteral("https://aws.amazon.com/ebs/pricing/");
        const planner::Finding *old = nullptr;
        for (const planner::Finding &f : document.evaluation().findings)
            if (f.id == QLatin1String("cost.price_age") && f.link == url)
                old = &f;
        QVERIFY(old);
        QCOMPARE(old->severity, QStringLiteral("warning"));
        widgets::FindingsView view;
        view.showFindings(document.evaluation().findings, QString());
        const QList<QLabel *> links = view.findChildren<QLabel *>(QStringLiteral("source-cost.price_age"));
        QVERIFY(!links.isEmpty());
        bool linked = false;
        for (const QLabel *l : links)
            linked = linked || (l->text().contains(url) && l->openExternalLinks());
        QVERIFY(linked);
        auto count = [&] {
            return std::count_if(document.evaluation().findings.begin(), document.evaluation().findings.end(),
                                 [](const planner::Finding &f) { return f.id == QLatin1String("cost.price_age"); });
        };
        const auto before = count();
        QCOMPARE(size_t(before), document.cost().priceFindings.size());
        document.refresh(); // evaluated again: each finding once
        QCOMPARE(count(), before);
    }
};

QTEST_MAIN(TestPricesDialog)
#include "tst_prices_dialog.moc"

// Own price lists (issue 17): a hand-written Chinese-vendor price list in GBK with prices like
// "￥12,800/月" read into user price rows, bad cells named and left out, the template's bilingual
// headers read back, and user rows surviving a catalog version change and overriding the bundled price.
#include "catalog/bundled.h"
#include "catalog/store.h"
#include "planner/cost/costmodel.h"
#include "planner/evaluate.h"
#include "planner/workload/workloadjson.h"
#include "planner/report/pricelist.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplanner;
using namespace gpuplanner::report;
using namespace gpuplanner::quotes;
using json = nlohmann::json;

namespace {

const catalog::Catalog &bundledCatalog()
{
    static const catalog::Catalog c = [] {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        return catalog::Catalog(std::move(b.rows), b.version);
    }();
    return c;
}

QString dataFile(const char *name)
{
    return QStringLiteral(GPUPLANNER_TEST_DATA "/prices/") + QLatin1String(name);
}

const json *rowById(const PriceListImport &in, const char *id)
{
    for (const PriceListRow &r : in.rows)
        if (r.row()["id"] == id)
            return &r.row();
    return nullptr;
}

catalog::BundledCatalog bundledAt(const QString &version)
{
    catalog::BundledCatalog b = catalog::loadBundledCatalog();
    b.version = version;
    return b;
}

} // namespace

class TestPriceImport : public QObject
{
    Q_OBJECT

private slots:
    void gbkVendorListIsRead()
    {
        const PriceListImport in = importPriceList(dataFile("vendor-gbk.csv"), bundledCatalog(), QDate(2026, 12, 1));
        QVERIFY2(in.error.isEmpty(), qPrintable(in.error));
        QCOMPARE(in.dataRows, 9);
        QCOMPARE(int(in.rows.size()), 6);
        // "￥4,500/月", 包年包月: a monthly offer of the whole instance.
        const json *a10 = rowById(in, "user-gpu-a10-2xlarge-monthly");
        QVERIFY(a10);
        QCOMPARE((*a10)["billing"], "monthly");
        QCOMPARE((*a10)["unit"], "month");
        QCOMPARE((*a10)["price"].get<double>(), 4500.0);
        QCOMPARE((*a10)["currency"], "CNY");
        QCOMPARE((*a10)["accelerator_id"], "nvidia-a10");
        QCOMPARE((*a10)["ram_gb"].get<double>(), 32.0);
        QCOMPARE((*a10)["as_of"], "2026-11-20");
        // "￥12,800/月" for the whole 8-card H20 instance.
        const json *h20m = rowById(in, "user-gpu-h20-8x-monthly");
        QVERIFY(h20m);
        QCOMPARE((*h20m)["price"].get<double>(), 12800.0);
        QCOMPARE((*h20m)["gpu_count"].get<int>(), 8);
        QCOMPARE((*h20m)["local_storage_gb"].get<double>(), 7680.0);
        // "5.5元/卡/时": per card, × 8 cards = 44 per hour.
        const json *h20h = rowById(in, "user-gpu-h20-8x-hourly");
        QVERIFY(h20h);
        QCOMPARE((*h20h)["price"].get<double>(), 44.0);
        QCOMPARE((*h20h)["unit"], "hour");
        // 抢占式实例 → spot; 整机采购 → a purchase, once, in CNY.
        QCOMPARE((*rowById(in, "user-gpu-4090-1x-spot"))["billing"], "spot");
        const json *buy = rowById(in, "user-8-h100-purchase");
        QVERIFY(buy);
        QCOMPARE((*buy)["billing"], "purchase");
        QCOMPARE((*buy)["unit"], "once");
        QCOMPARE((*buy)["price"].get<double>(), 2150000.0);
        QCOMPARE((*buy)["price_basis"], "reseller-quote");
    }

    void badCellsAreNamedAndLeftOut()
    {
        const PriceListImport in = importPriceList(dataFile("vendor-gbk.csv"), bundledCatalog(), QDate(2026, 12, 1));
        QCOMPARE(in.problems.size(), 3);
        QVERIFY2(in.problems[0].contains(QStringLiteral("row 8, column C (GPU型号)")) &&
                     in.problems[0].contains(QStringLiteral("Z9000")),
                 qPrintable(in.problems[0]));
        QVERIFY2(in.problems[1].contains(QStringLiteral("row 9, column I (单价): '面议' is not a price")),
                 qPrintable(in.problems[1]));
        QVERIFY2(in.problems[2].contains(QStringLiteral("row 10, column J (报价日期)")), qPrintable(in.problems[2]));
    }

    void templateReadsBack()
    {
        // Issue 22: the example rows are marked and never imported, even when left in the file.
        const PriceListImport as = importPriceGrid(priceListTemplate(), QStringLiteral("template.csv"), bundledCatalog(),
                                                   QDate(2026, 12, 1));
        QVERIFY(as.error.isEmpty());
        QCOMPARE(int(as.rows.size()), 0);
        QCOMPARE(as.exampleRows, 2);
        QCOMPARE(as.dataRows, 0);
        QVERIFY2(as.problems.join(QLatin1Char(' ')).contains(QStringLiteral("2 example row")), qPrintable(as.problems.join(QLatin1Char(10))));
        // Without the mark, the examples are valid rows: a user who types over them gets prices.
        Grid unmarked = priceListTemplate();
        for (QStringList &row : unmarked)
            for (QString &cell : row)
                cell.remove(QString::fromUtf8(kTemplateExampleMark));
        const PriceListImport in = importPriceGrid(unmarked, QStringLiteral("template.csv"), bundledCatalog(), QDate(2026, 12, 1));
        QVERIFY2(in.error.isEmpty() && in.problems.isEmpty(), qPrintable(in.error + in.problems.join(QLatin1Char(10))));
        QCOMPARE(int(in.rows.size()), 2);
        QCOMPARE(in.rows[0].row()["price"].get<double>(), 24.0);
        QCOMPARE(in.rows[0].row()["currency"], "USD");
        QCOMPARE(in.rows[1].row()["billing"], "monthly");
        QCOMPARE(in.rows[1].row()["price"].get<double>(), 4500.0);
    }

    // Issue 22: a price list names GPUs as vendors write them, and the quote import's matcher
    // reads them: "A100 80G SXM" is the catalog's NVIDIA A100 SXM4 80GB, not an unknown GPU.
    void gpuNamesAsVendorsWriteThem()
    {
        const Grid g{{QStringLiteral("Vendor"), QStringLiteral("GPU model"), QStringLiteral("GPU count"),
                      QStringLiteral("Price"), QStringLiteral("Currency")},
                     {QStringLiteral("V1"), QStringLiteral("A100 80G SXM"), QStringLiteral("8"), QStringLiteral("¥100/时"), QStringLiteral("CNY")},
                     {QStringLiteral("V2"), QStringLiteral("A800 80G SXM"), QStringLiteral("8"), QStringLiteral("¥110/时"), QStringLiteral("CNY")},
                     {QStringLiteral("V3"), QStringLiteral("英伟达 H20 96G"), QStringLiteral("8"), QStringLiteral("¥60/时"), QStringLiteral("CNY")},
                     {QStringLiteral("V4"), QStringLiteral("A100 80G PCIe"), QStringLiteral("8"), QStringLiteral("¥90/时"), QStringLiteral("CNY")}};
        const PriceListImport in = importPriceGrid(g, QStringLiteral("names.csv"), bundledCatalog(), QDate(2026, 12, 1));
        QVERIFY2(in.problems.isEmpty(), qPrintable(in.problems.join(QLatin1Char(10))));
        QCOMPARE(int(in.rows.size()), 4);
        QCOMPARE(in.rows[0].row()["accelerator_id"], "nvidia-a100-80gb-sxm");
        QCOMPARE(in.rows[1].row()["accelerator_id"], "nvidia-a800-sxm");
        QCOMPARE(in.rows[2].row()["accelerator_id"], "nvidia-h20");
        QCOMPARE(in.rows[3].row()["accelerator_id"], "nvidia-a100-80gb-pcie");
    }

    void xlsxTemplateReadsBack()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("template.xlsx"));
        QString error;
        QVERIFY2(writePriceListTemplate(path, &error), qPrintable(error));
        const PriceListImport in = importPriceList(path, bundledCatalog(), QDate(2026, 12, 1));
        QVERIFY(in.error.isEmpty());
        QCOMPARE(int(in.rows.size()), 0); // the XLSX template's examples are marked too
        QCOMPARE(in.exampleRows, 2);
    }

    void userRowsSurviveACatalogUpgradeAndOverrideTheBundledPrice()
    {
        QTemporaryDir dir;
        const PriceListImport in = importPriceList(dataFile("vendor-gbk.csv"), bundledCatalog(), QDate(2026, 12, 1));
        {
            catalog::CatalogStore store(dir.path(), bundledAt(QStringLiteral("2026.12.01")));
            store.open();
            for (const PriceListRow &r : in.rows) {
                QString error;
                QVERIFY2(store.addUserRow(catalog::Kind::Price, r.row(), &error), qPrintable(error));
            }
        }
        catalog::CatalogStore store(dir.path(), bundledAt(QStringLiteral("2099.01.01")));
        const catalog::OpenReport report = store.open();
        QVERIFY(report.rebuilt);
        const catalog::Catalog c = store.load();
        QCOMPARE(c.version(), QStringLiteral("2099.01.01"));
        const catalog::PriceOffer *buy = c.price(QStringLiteral("user-8-h100-purchase"));
        QVERIFY(buy);
        QCOMPARE(buy->origin, catalog::Origin::User);
        QCOMPARE(buy->price, 2150000.0);
        // The plan's H100 server is now priced from the user's own quote, not the bundled one.
        const planner::WorkloadInput w = planner::parseWorkload(
            json::parse(R"({"task": "llm_finetune", "model": {"preset": "llama-3.1-8b"},
                            "gpu": {"model": "H100 SXM", "count": 8, "nodes": 1}})"),
            c);
        QVERIFY2(w.error.isEmpty(), qPrintable(w.error));
        const planner::Assumptions a;
        planner::cost::CostAssumptions ca;
        ca.currency = planner::cost::Currency::Cny;
        const planner::Evaluation e = planner::evaluate(w.workload, w.configuration, c, a);
        const planner::cost::CostReport r = planner::cost::computeCost(e, c, ca, a);
        QCOMPARE(r.mode(planner::Billing::Purchase).price.offerId, QStringLiteral("user-8-h100-purchase"));
        QCOMPARE(r.mode(planner::Billing::Purchase).price.amount, 2150000.0);
        // Removing it brings the bundled reference back.
        QVERIFY(store.removeUserRow(catalog::Kind::Price, QStringLiteral("user-8-h100-purchase")));
        QVERIFY(!store.load().price(QStringLiteral("user-8-h100-purchase")));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestPriceImport, Core)
#include "tst_price_import.moc"

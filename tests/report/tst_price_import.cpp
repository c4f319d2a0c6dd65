// Own price lists (issue 17): a hand-written Chinese-vendor price list in GBK with prices like
// "￥12,800/月" read into user price rows, bad cells named and left out, the template's bilingual
// headers read back, and user rows surviving a catalog version change and overriding the bundled price.
// Issue 22: the price list's own columns guessed from headers, and its cells read with the quotes'
// readers: prices in words with the currency in the cell or the header, per card or per machine with
// the GPU count from a column or the GPU cell; ambiguous cells left out with the reason. The expected
// figures are worked out by hand from what each cell says.
#include "catalog/bundled.h"
#include "catalog/store.h"
#include "planner/cost/costmodel.h"
#include "planner/evaluate.h"
#include "planner/quotes/comparison.h"
#include "planner/report/exports.h"
#include "planner/report/pricelist.h"
#include "planner/report/pricelistfields.h"
#include "planner/workload/workloadjson.h"

#include <cmath>
#include <QTemporaryDir>
#include <QtTest>
#include <tuple>

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

    // Headers as vendors write them, in both languages, and the fields they name.
    void headersNameThePriceListsFields_data()
    {
        QTest::addColumn<QString>("header");
        QTest::addColumn<QString>("field");
        const QList<std::pair<const char *, const char *>> rows{
            {"型号", "gpu_model"},          {"GPU", "gpu_model"},         {"GPU型号", "gpu_model"},
            {"Model", "gpu_model"},         {"计费方式", "billing"},      {"Billing", "billing"},
            {"付费方式", "billing"},        {"单价", "price"},            {"Price", "price"},
            {"单价（元/月）", "price_per_month"}, {"单价（元/卡/时）", "price_per_gpu_hour"},
            {"Price per GPU-hour (USD)", "price_per_gpu_hour"}, {"Monthly (USD)", "price_per_month"},
            {"包年", "price_per_year"},     {"币种", "currency"},         {"Currency", "currency"},
            {"地区", "region"},             {"地域", "region"},           {"Region", "region"},
            {"日期", "as_of"},              {"报价日期", "as_of"},        {"Date", "as_of"},
            {"来源", "source"},             {"Source", "source"},         {"卡数", "gpu_count"},
            {"GPUs", "gpu_count"},          {"GPU数量", "gpu_count"},     {"计价单位", "price_unit"},
            {"Unit", "price_unit"},         {"实例规格", "offering"},     {"供应商", "vendor"},
            {"Vendor\n供应商", "vendor"},   {"备注", "notes"},            {"内存", "ram_gb"},
            {"数量\nGPU", "gpu_count"},     {"型号\nGPU", "gpu_model"},   {"包月\n价格（人民币）", "price_per_month"},
        };
        for (const auto &[header, field] : rows)
            QTest::newRow(header) << QString::fromUtf8(header) << QString::fromUtf8(field);
    }
    void headersNameThePriceListsFields()
    {
        QFETCH(QString, header);
        QFETCH(QString, field);
        QCOMPARE(mapPriceListColumns({header}).fields.front(), field);
    }

    void missingRequiredFieldsAreNamed()
    {
        QCOMPARE(missingPriceListFields(mapPriceListColumns({QStringLiteral("型号"), QStringLiteral("单价")}).fields),
                 QStringList());
        QCOMPARE(missingPriceListFields(mapPriceListColumns({QStringLiteral("机器"), QStringLiteral("单价")}).fields),
                 QStringList{QStringLiteral("gpu_model")});
        QCOMPARE(missingPriceListFields(mapPriceListColumns({QStringLiteral("GPU"), QStringLiteral("Region")}).fields),
                 QStringList{QStringLiteral("price")});
        // The import says which, and how to map them.
        const PriceListImport in = importPriceGrid({{QStringLiteral("机器"), QStringLiteral("地区")},
                                                    {QStringLiteral("A10"), QStringLiteral("华东")}},
                                                   QStringLiteral("bare.csv"), bundledCatalog(), QDate(2026, 12, 1));
        QVERIFY2(in.error.contains(QStringLiteral("the GPU model")) && in.error.contains(QStringLiteral("a price")) &&
                     in.error.contains(QStringLiteral("--map")),
                 qPrintable(in.error));
        // An override of a field the price list does not have is named.
        QHash<QString, QString> bad{{QStringLiteral("地区"), QStringLiteral("cpu_model")}};
        QVERIFY(!mapPriceListColumns({QStringLiteral("地区")}, bad).problems.isEmpty());
        // A column no field takes is named, not dropped in silence; the rows are imported.
        const PriceListImport extra = importPriceGrid(
            {{QStringLiteral("GPU"), QStringLiteral("On-demand ($/hr)"), QStringLiteral("Spot ($/hr)")},
             {QStringLiteral("H100 SXM"), QStringLiteral("2.99"), QStringLiteral("1.20")}},
            QStringLiteral("cloud.csv"), bundledCatalog(), QDate(2026, 12, 1));
        QCOMPARE(int(extra.rows.size()), 1);
        QVERIFY2(extra.problems.join(QLatin1Char('\n'))
                     .contains(QStringLiteral("column 'Spot ($/hr)' is not read")),
                 qPrintable(extra.problems.join(QLatin1Char('\n'))));
    }

    // One price cell at a time, with the header and the row around it, against what it says.
    void cellsAsVendorsWriteThem_data()
    {
        QTest::addColumn<QStringList>("header");
        QTest::addColumn<QStringList>("row");
        QTest::addColumn<QString>("accelerator");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("billing");
        QTest::addColumn<double>("price"); // the catalog's: the whole offer, per hour or month, or once
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("problem"); // empty: read; else what the reason says
        const auto h = [](std::initializer_list<const char *> cells) {
            QStringList out;
            for (const char *c : cells)
                out << QString::fromUtf8(c);
            return out;
        };
        const QStringList gpuCountPrice = h({"GPU", "GPUs", "Price"});
        const QStringList withBilling = h({"GPU", "GPUs", "Billing", "Price"});
        // Per card: × the count column. 18.5 × 8 = 148 an hour.
        QTest::newRow("¥ per card-hour") << h({"GPU", "卡数", "单价"}) << h({"H20", "8", "¥18.5/卡/时"}) << "nvidia-h20" << 8
                                         << "hourly" << 148.0 << "hour" << "CNY" << QString();
        QTest::newRow("RMB per machine-month") << gpuCountPrice << h({"A800 80G SXM", "8", "RMB 45,000元/台/月"})
                                               << "nvidia-a800-sxm" << 8 << "monthly" << 45000.0 << "month" << "CNY" << QString();
        // A price list's 数量 is the offering's GPUs: 60,000 a month for 8 A800 (it was not read, and the
        // price was stored as one GPU's). A GPU cell that says otherwise leaves the row out.
        QTest::newRow("数量 counts GPUs")
            << h({"GPU型号", "数量", "单价（元/月）"}) << h({"A800 80G SXM", "8", "60,000"})
            << "nvidia-a800-sxm" << 8 << "monthly" << 60000.0 << "month"
            << "CNY" << QString();
        QTest::newRow("full-width digits")
            << h({"GPU型号", "数量", "单价（元/月）"}) << h({"A800 80G SXM", "８", "６０,０００"})
            << "nvidia-a800-sxm" << 8 << "monthly" << 60000.0 << "month"
            << "CNY" << QString();
        QTest::newRow("Qty counts GPUs")
            << h({"GPU", "Qty", "Monthly (USD)"}) << h({"H100 SXM", "8", "16,000"}) << "nvidia-h100-sxm" << 8
            << "monthly" << 16000.0 << "month"
            << "USD" << QString();
        QTest::newRow("$ per GPU-hour") << gpuCountPrice << h({"H100 SXM", "8", "$2.10 per GPU-hour"}) << "nvidia-h100-sxm"
                                        << 8 << "hourly" << 16.8 << "hour" << "USD" << QString();
        QTest::newRow("USD per GPU hour") << gpuCountPrice << h({"H100 SXM", "8", "2.10 USD per GPU hour"})
                                          << "nvidia-h100-sxm" << 8 << "hourly" << 16.8 << "hour" << "USD" << QString();
        QTest::newRow("$/hr per GPU") << gpuCountPrice << h({"H100 SXM", "8", "$2.10/hr per GPU"}) << "nvidia-h100-sxm" << 8
                                      << "hourly" << 16.8 << "hour" << "USD" << QString();
        // The currency and the period in the header; the cell a bare number.
        QTest::newRow("元/月 in the header") << h({"型号", "卡数", "单价（元/月）"}) << h({"H20", "8", "45,000"}) << "nvidia-h20"
                                             << 8 << "monthly" << 45000.0 << "month" << "CNY" << QString();
        QTest::newRow("Monthly (USD)") << h({"GPU", "GPUs", "Monthly (USD)"}) << h({"H20", "8", "45,000"}) << "nvidia-h20"
                                       << 8 << "monthly" << 45000.0 << "month" << "USD" << QString();
        QTest::newRow("元/卡/月 in the header") << h({"型号", "卡数", "单价（元/卡/月）"}) << h({"H20", "8", "6,000"})
                                                << "nvidia-h20" << 8 << "monthly" << 48000.0 << "month" << "CNY" << QString();
        QTest::newRow("8卡 in the count") << h({"型号", "卡数", "单价（元/卡/时）"}) << h({"H20", "8卡", "5.5"}) << "nvidia-h20"
                                          << 8 << "hourly" << 44.0 << "hour" << "CNY" << QString();
        // The count in the GPU cell, without a count column.
        QTest::newRow("8卡 A800 in the GPU cell") << h({"型号", "单价"}) << h({"8卡 A800 80G SXM", "￥110/卡/时"})
                                                  << "nvidia-a800-sxm" << 8 << "hourly" << 880.0 << "hour" << "CNY" << QString();
        QTest::newRow("H20 96GB x2") << h({"型号", "单价"}) << h({"H20 96GB x2", "18.5 元/卡/小时"}) << "nvidia-h20" << 2
                                     << "hourly" << 37.0 << "hour" << "CNY" << QString();
        QTest::newRow("2×H20") << h({"GPU", "Price"}) << h({"2×H20", "$3/GPU-hour"}) << "nvidia-h20" << 2 << "hourly" << 6.0
                               << "hour" << "USD" << QString();
        // The billing column names the period where nothing else does.
        QTest::newRow("包月") << withBilling << h({"A10", "1", "包月", "￥4500"}) << "nvidia-a10" << 1 << "monthly" << 4500.0
                              << "month" << "CNY" << QString();
        QTest::newRow("按量付费") << withBilling << h({"A10", "1", "按量付费", "￥9.8"}) << "nvidia-a10" << 1 << "hourly"
                                  << 9.8 << "hour" << "CNY" << QString();
        QTest::newRow("包年") << withBilling << h({"A10", "1", "包年", "￥40000"}) << "nvidia-a10" << 1 << "reserved"
                              << 40000.0 / 12 << "month" << "CNY" << QString();
        QTest::newRow("采购") << withBilling << h({"H100 SXM", "8", "采购", "￥2,150,000"}) << "nvidia-h100-sxm" << 8
                              << "purchase" << 2150000.0 << "once" << "CNY" << QString();
        // A header naming a purchase and its multiplier, as quotes read them (quotes::namesPurchase,
        // amountMultiplier): 215 万元 a server.
        QTest::newRow("单价（万元）") << h({"型号", "卡数", "单价（万元）"}) << h({"H100 SXM", "8", "215"})
                                      << "nvidia-h100-sxm" << 8 << "purchase" << 2150000.0 << "once"
                                      << "CNY" << QString();
        QTest::newRow("月租（万元）") << h({"型号", "卡数", "月租（万元）"}) << h({"H20", "8", "4.5"})
                                      << "nvidia-h20" << 8 << "monthly" << 45000.0 << "month"
                                      << "CNY" << QString();
        QTest::newRow("元/卡/天 unit column") << h({"GPU", "GPUs", "计价单位", "单价", "币种"})
                                              << h({"L40S", "2", "元/卡/天", "240", "CNY"}) << "nvidia-l40s" << 2 << "hourly"
                                              << 20.0 << "hour" << "CNY" << QString();
        // Left out, with the reason: what is ambiguous or not a price is not guessed.
        const auto out = [&](const char *name, const QStringList &header, const QStringList &row, const char *why) {
            QTest::newRow(name) << header << row << QString() << 0 << QString() << 0.0 << QString() << QString()
                                << QString::fromUtf8(why);
        };
        out("包年包月 names no period", withBilling, h({"A10", "1", "包年包月", "￥4500"}), "names no period");
        out("no period", gpuCountPrice, h({"A10", "1", "¥2000"}), "names no period");
        out("面议", gpuCountPrice, h({"A10", "1", "面议"}), "price on request");
        out("POA", gpuCountPrice, h({"A10", "1", "POA"}), "price on request");
        out("$ under 元", h({"GPU", "GPUs", "单价（元）"}), h({"A10", "1", "$2.10/h"}), "is in USD");
        out("$ with a CNY column", h({"GPU", "GPUs", "Price", "Currency"}), h({"A10", "1", "$24/h", "CNY"}), "is in USD");
        out("EUR", gpuCountPrice, h({"A10", "1", "EUR 12/h"}), "is not a price this planner reads");
        out("no currency", gpuCountPrice, h({"A10", "1", "2000/月"}), "no currency");
        out("per machine without a count", h({"GPU", "Price"}), h({"A800 80G SXM", "45,000元/台/月"}), "per machine");
        out("machines × GPUs", h({"GPU", "Price"}), h({"2台×8卡 H100 SXM", "￥90,000/月"}), "names machines and GPUs");
        out("数量 against the GPU cell", h({"GPU型号", "数量", "单价（元/月）"}),
            h({"8卡 A800 80G SXM", "1", "60,000"}), "says 8 GPUs, the count column 1");
        out("two counts", gpuCountPrice, h({"H20 x2", "8", "¥18.5/卡/时"}), "says 2 GPUs, the count column 8");
        out("a purchase per card", withBilling, h({"H100 SXM", "8", "购买", "￥250,000/卡"}), "whole server");
        out("a purchase by the month", withBilling, h({"H100 SXM", "8", "购买", "￥25,000/月"}), "names a period");
        out("not a count", gpuCountPrice, h({"A10", "eight", "¥9.8/时"}), "is not a GPU count");
        out("no such billing", withBilling, h({"A10", "1", "按周", "¥9.8/时"}), "is not a billing mode");
    }
    void cellsAsVendorsWriteThem()
    {
        QFETCH(QStringList, header);
        QFETCH(QStringList, row);
        QFETCH(QString, accelerator);
        QFETCH(int, gpus);
        QFETCH(QString, billing);
        QFETCH(double, price);
        QFETCH(QString, unit);
        QFETCH(QString, currency);
        QFETCH(QString, problem);
        const PriceListImport in =
            importPriceGrid({header, row}, QStringLiteral("cells.csv"), bundledCatalog(), QDate(2026, 12, 1));
        QVERIFY2(in.error.isEmpty(), qPrintable(in.error));
        QCOMPARE(in.dataRows, 1);
        if (!problem.isEmpty()) {
            QCOMPARE(int(in.rows.size()), 0);
            QCOMPARE(in.problems.size(), 1);
            QVERIFY2(in.problems.front().contains(problem), qPrintable(in.problems.front()));
            return;
        }
        QVERIFY2(in.problems.isEmpty(), qPrintable(in.problems.join(QLatin1Char('\n'))));
        QCOMPARE(int(in.rows.size()), 1);
        const json &r = in.rows.front().row();
        QCOMPARE(QString::fromStdString(r["accelerator_id"]), accelerator);
        QCOMPARE(r["gpu_count"].get<int>(), gpus);
        QCOMPARE(QString::fromStdString(r["billing"]), billing);
        QCOMPARE(r["price"].get<double>(), price);
        QCOMPARE(QString::fromStdString(r["unit"]), unit);
        QCOMPARE(QString::fromStdString(r["currency"]), currency);
    }

    // A price of the whole offering with no count anywhere is taken as one GPU's (a single-card
    // instance), and the row says so: an 8-GPU server's 60,000 a month would otherwise pass silently.
    void aWholePriceWithoutACountSaysItIsOneGpus()
    {
        const PriceListImport in =
            importPriceGrid({{QStringLiteral("GPU型号"), QStringLiteral("单价（元/月）")},
                             {QStringLiteral("A800 80G SXM"), QStringLiteral("60,000")},
                             {QStringLiteral("8卡 A800 80G SXM"), QStringLiteral("60,000")}},
                            QStringLiteral("nocount.csv"), bundledCatalog(), QDate(2026, 12, 1));
        QCOMPARE(int(in.rows.size()), 2);
        QCOMPARE(in.rows[0].row()["gpu_count"].get<int>(), 1);
        QCOMPARE(in.rows[0].read.gpusFrom, QStringLiteral("assumed"));
        QCOMPARE(in.rows[1].row()["gpu_count"].get<int>(), 8);
        // Both notes are the first row's: the count assumed, and the price 16× the catalog's as a result.
        QCOMPARE(in.notRead.size(), 2);
        QVERIFY(std::all_of(in.notRead.begin(), in.notRead.end(),
                            [](const QString &n) { return n.contains(QStringLiteral("row 2")); }));
        QVERIFY2(in.notRead.join(u' ').contains(QStringLiteral("taken as the price of one GPU")),
                 qPrintable(in.notRead.join(u' ')));
    }

    // A rental price far from the catalog's own offers for the GPU is kept and named: 60,000 CNY a
    // month for one A800 is 60,000 ÷ 7.1 ÷ 730 = 11.58 USD a GPU-hour, about 16× the bundled offers';
    // the same for 8 GPUs (1.45) is not. A purchase is not compared.
    void aRentalPriceFarFromTheCatalogIsNamed()
    {
        const PriceListImport in =
            importPriceGrid({{QStringLiteral("GPU型号"), QStringLiteral("卡数"), QStringLiteral("计费方式"),
                              QStringLiteral("单价（元/月）")},
                             {QStringLiteral("A800 80G SXM"), QStringLiteral("1"), QStringLiteral("包月"),
                              QStringLiteral("60,000")},
                             {QStringLiteral("A800 80G SXM"), QStringLiteral("8"), QStringLiteral("包月"),
                              QStringLiteral("60,000")},
                             {QStringLiteral("A800 80G SXM"), QStringLiteral("8"), QStringLiteral("包月"),
                              QStringLiteral("300")}},
                            QStringLiteral("far.csv"), bundledCatalog(), QDate(2026, 12, 1));
        QCOMPARE(int(in.rows.size()), 3);
        const QString notes = in.notRead.join(u'\n');
        QCOMPARE(in.notRead.size(), 2);
        QVERIFY2(notes.contains(QStringLiteral("row 2")) &&
                     notes.contains(QStringLiteral("11.58 USD a GPU-hour")) &&
                     notes.contains(QStringLiteral("check the GPU count and the period")),
                 qPrintable(notes));
        QVERIFY2(notes.contains(QStringLiteral("row 4")), qPrintable(notes)); // 0.007 USD a GPU-hour
        QVERIFY(!notes.contains(QStringLiteral("row 3")));
    }

    // The column's field chosen by the user wins over the header's words; the header still gives
    // the currency. A default currency applies only where nothing names one.
    void userChoicesAndDefaultCurrency()
    {
        const Grid g{{QStringLiteral("型号"), QStringLiteral("卡数"), QStringLiteral("单价（元/月）")},
                     {QStringLiteral("H20"), QStringLiteral("8"), QStringLiteral("5.5")}};
        PriceListOptions options;
        options.overrides.insert(QStringLiteral("c"), QStringLiteral("price_per_gpu_hour"));
        PriceListImport in = importPriceGrid(g, QStringLiteral("choice.csv"), bundledCatalog(), QDate(2026, 12, 1), options);
        QCOMPARE(int(in.rows.size()), 1);
        QCOMPARE(in.rows[0].row()["price"].get<double>(), 44.0); // 5.5 × 8 an hour
        QCOMPARE(in.rows[0].row()["unit"], "hour");
        QCOMPARE(in.rows[0].row()["currency"], "CNY");
        const Grid bare{{QStringLiteral("GPU"), QStringLiteral("GPUs"), QStringLiteral("Price")},
                        {QStringLiteral("A10"), QStringLiteral("1"), QStringLiteral("9.8/h")},
                        {QStringLiteral("A10"), QStringLiteral("1"), QStringLiteral("$1.4/h")}};
        options = {};
        options.defaultCurrency = QStringLiteral("CNY");
        in = importPriceGrid(bare, QStringLiteral("bare.csv"), bundledCatalog(), QDate(2026, 12, 1), options);
        QVERIFY2(in.problems.isEmpty(), qPrintable(in.problems.join(QLatin1Char('\n'))));
        QCOMPARE(int(in.rows.size()), 2);
        QCOMPARE(in.rows[0].row()["currency"], "CNY");
        QCOMPARE(in.rows[0].read.currencyFrom, QStringLiteral("default"));
        QCOMPARE(in.rows[1].row()["currency"], "USD"); // the cell's own, not the default
        QCOMPARE(in.rows[1].read.currencyFrom, QStringLiteral("cell"));
    }

    // A GBK list as a Chinese spreadsheet saves it: a title and a date line above the header, prices
    // in words, per card and per machine, counts in the GPU cell (make-prices.py writes it).
    void gbkListInWords()
    {
        const PriceListImport in = importPriceList(dataFile("vendor-words-gbk.csv"), bundledCatalog(), QDate(2026, 12, 2));
        QVERIFY2(in.error.isEmpty(), qPrintable(in.error));
        QCOMPARE(in.headerRow, 4);
        QCOMPARE(in.dataRows, 10);
        QCOMPARE(int(in.rows.size()), 6);
        struct Truth
        {
            int line;
            const char *accelerator;
            int gpus;
            const char *billing;
            double price;
            const char *unit;
            const char *asOf;
        };
        const Truth truth[] = {
            {5, "nvidia-h20", 8, "hourly", 18.5 * 8, "hour", "2026-12-01"},                    // ￥18.5/卡/时 × 8
            {6, "nvidia-a800-sxm", 8, "monthly", 45000, "month", "2026-11-28"},                // RMB 45,000元/台/月
            {7, "nvidia-a100-80gb-sxm", 8, "reserved", 360000.0 / 12, "month", "2026-11-20"},  // ￥360,000/台/年, 8卡 in the cell
            {8, "nvidia-rtx-4090", 8, "hourly", 2.6 * 8, "hour", "2026-12-01"},               // 2.6元/卡/时, ×8 in the cell
            {9, "nvidia-h100-sxm", 8, "purchase", 2150000, "once", "2026-10-08"},              // 采购 ￥2,150,000/台
            {12, "nvidia-h20", 2, "hourly", 18.5 * 2, "hour", "2026-12-01"},                   // H20 96GB x2, 18.5元/卡/小时
        };
        for (size_t i = 0; i < std::size(truth); ++i) {
            const Truth &t = truth[i];
            const PriceListRow &r = in.rows[i];
            QCOMPARE(r.line, t.line);
            QCOMPARE(r.row()["accelerator_id"], t.accelerator);
            QCOMPARE(r.row()["gpu_count"].get<int>(), t.gpus);
            QCOMPARE(r.row()["billing"], t.billing);
            QCOMPARE(r.row()["price"].get<double>(), t.price);
            QCOMPARE(r.row()["unit"], t.unit);
            QCOMPARE(r.row()["currency"], "CNY");
            QCOMPARE(r.row()["as_of"], t.asOf);
        }
        QCOMPARE(in.rows[0].row()["region"], "华北2");
        QCOMPARE(in.rows[0].row()["source"]["url"], "https://example.cn/gpu-price");
        QCOMPARE(in.rows[2].row()["term_months"].get<int>(), 12);
        QCOMPARE(in.rows[2].read.gpusFrom, QStringLiteral("gpu_cell"));
        QCOMPARE(in.rows[1].read.basis, QStringLiteral("machine"));
        QCOMPARE(in.rows[0].read.basis, QStringLiteral("gpu"));
        // Left out, each with its reason: 面议, 包年包月 without a period, machines × GPUs, a price per
        // machine without a count.
        QCOMPARE(in.problems.size(), 4);
        QVERIFY2(in.problems[0].contains(QStringLiteral("row 10, column D (单价): '面议' is not a price")), qPrintable(in.problems[0]));
        QVERIFY2(in.problems[1].contains(QStringLiteral("row 11")) && in.problems[1].contains(QStringLiteral("names no period")),
                 qPrintable(in.problems[1]));
        QVERIFY2(in.problems[2].contains(QStringLiteral("row 13, column A (型号)")), qPrintable(in.problems[2]));
        QVERIFY2(in.problems[3].contains(QStringLiteral("row 14")) && in.problems[3].contains(QStringLiteral("per machine")),
                 qPrintable(in.problems[3]));
    }

    // An English vendor's workbook by openpyxl: a title, a two-row merged header ("GPU" over Model |
    // GPUs, "Price (USD)" over Monthly | Hourly), numbers, numbers as text, dates, prices in words.
    void openpyxlWorkbookWithMergedHeader()
    {
        const PriceListImport in = importPriceList(dataFile("vendor-usd.xlsx"), bundledCatalog(), QDate(2026, 12, 2));
        QVERIFY2(in.error.isEmpty(), qPrintable(in.error));
        QCOMPARE(in.headerRow, 4);
        QCOMPARE(in.dataRows, 5);
        QCOMPARE(in.prices, 6); // the first row has a monthly and an hourly price
        QCOMPARE(int(in.rows.size()), 5);
        struct Truth
        {
            int line;
            const char *offering, *accelerator;
            int gpus;
            const char *billing;
            double price;
            const char *unit, *region, *asOf;
        };
        const Truth truth[] = {
            {5, "gpu.h100x8", "nvidia-h100-sxm", 8, "monthly", 45000, "month", "us-east-1", "2026-12-01"},
            {5, "gpu.h100x8", "nvidia-h100-sxm", 8, "hourly", 2.10 * 8, "hour", "us-east-1", "2026-12-01"}, // $2.10 per GPU-hour
            {6, "gpu.a100x4", "nvidia-a100-80gb-sxm", 4, "hourly", 1.2, "hour", "us-west-2", "2026-11-15"},
            {7, "gpu.l40s", "nvidia-l40s", 1, "monthly", 1980, "month", "eu-central-1", "2026-12-01"},        // "1,980" as text
            {9, "gpu.b200x8", "nvidia-b200", 8, "hourly", 2.95 * 8, "hour", "us-east-1", "2026-12-01"},     // 2.95 USD per GPU hour
        };
        for (size_t i = 0; i < std::size(truth); ++i) {
            const Truth &t = truth[i];
            const PriceListRow &r = in.rows[i];
            QCOMPARE(r.line, t.line);
            QCOMPARE(r.row()["offering"], t.offering);
            QCOMPARE(r.row()["accelerator_id"], t.accelerator);
            QCOMPARE(r.row()["gpu_count"].get<int>(), t.gpus);
            QCOMPARE(r.row()["billing"], t.billing);
            QCOMPARE(r.row()["price"].get<double>(), t.price);
            QCOMPARE(r.row()["unit"], t.unit);
            QCOMPARE(r.row()["currency"], "USD");
            QCOMPARE(r.row()["region"], t.region);
            QCOMPARE(r.row()["as_of"], t.asOf);
        }
        QCOMPARE(in.rows[0].read.currencyFrom, QStringLiteral("header"));
        QCOMPARE(in.problems.size(), 1);
        QVERIFY2(in.problems[0].contains(QStringLiteral("row 8")) && in.problems[0].contains(QStringLiteral("'POA'")),
                 qPrintable(in.problems[0]));
    }

    // Hardware cells as the quotes read them; one not understood leaves the row without it.
    void hardwareCellsAsTheQuotesReadThem()
    {
        const Grid g{{QStringLiteral("GPU"), QStringLiteral("GPUs"), QStringLiteral("vCPU"), QStringLiteral("内存"),
                      QStringLiteral("数据盘"), QStringLiteral("Price")},
                     {QStringLiteral("H20"), QStringLiteral("8"), QStringLiteral("192"), QStringLiteral("2 TB DDR5"),
                      QStringLiteral("4 x 3.84 TB NVMe"), QStringLiteral("¥100/时")},
                     {QStringLiteral("H20"), QStringLiteral("8"), QStringLiteral("2*48"), QStringLiteral("1024G"),
                      QStringLiteral("系统盘200G + 数据盘2T NVMe"), QStringLiteral("¥100/时")}};
        const PriceListImport in = importPriceGrid(g, QStringLiteral("hw.csv"), bundledCatalog(), QDate(2026, 12, 1));
        QVERIFY2(in.problems.isEmpty(), qPrintable(in.problems.join(QLatin1Char('\n'))));
        QCOMPARE(int(in.rows.size()), 2);
        QCOMPARE(in.rows[0].row()["vcpus"].get<double>(), 192.0);
        QCOMPARE(in.rows[0].row()["ram_gb"].get<double>(), 2000.0);
        QCOMPARE(in.rows[0].row()["local_storage_gb"].get<double>(), 4 * 3840.0);
        QVERIFY(!in.rows[1].row().contains("vcpus")); // 2*48: sockets × cores, not vCPUs
        QCOMPARE(in.rows[1].row()["ram_gb"].get<double>(), 1024.0);
        QCOMPARE(in.rows[1].row()["local_storage_gb"].get<double>(), 2000.0); // the data disk, not the system disk
        QCOMPARE(in.notRead.size(), 1);
        QVERIFY2(in.notRead[0].contains(QStringLiteral("row 3, column C")) && in.notRead[0].contains(QStringLiteral("'2*48'")),
                 qPrintable(in.notRead[0]));
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

    // A vendor quote is checked against the catalog's rental price for its GPU, and the user's own
    // rows count: a misread list row (60,000 CNY a month stored for one A800, 16x the market) then
    // makes sound quotes look cheap. The warning names where its price came from, so that the row
    // is seen to be the user's own.
    void quoteSanityNamesAReferenceFromTheUsersPriceList()
    {
        QTemporaryDir dir;
        const QString list = dir.filePath(QStringLiteral("list.csv"));
        {
            QFile f(list);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("GPU型号,数量,单价（元/月）\nA800 80G SXM,1,60000\n");
        }
        const PriceListImport in = importPriceList(list, bundledCatalog(), QDate(2026, 12, 1));
        QCOMPARE(int(in.rows.size()), 1);
        catalog::CatalogStore store(dir.path(), bundledAt(QStringLiteral("2026.12.01")));
        store.open();
        QString error;
        QVERIFY2(store.addUserRow(catalog::Kind::Price, in.rows[0].row(), &error), qPrintable(error));
        const catalog::Catalog c = store.load();
        const PlanDocument plan =
            readPlanDocument(json::parse(R"({"name": "A800 serving", "workload": {"task":
            "llm_inference", "model": {"preset": "llama-3.1-70b"}, "serving": {"requests_per_s": 20},
            "gpu": {"model": "nvidia-a800-sxm", "count": 8}}})"),
                             QStringLiteral("p"), c);
        Quote q;
        q.vendor = QStringLiteral("Sound Cloud");
        q.currency = QStringLiteral("CNY");
        q.answers[QStringLiteral("gpu_model")] = {QStringLiteral("A800 80G SXM"),
                                                  QStringLiteral("A800 80G SXM")};
        q.answers[QStringLiteral("gpu_count")] = {QStringLiteral("8"), QStringLiteral("8")};
        q.price.perMonth = 8 * 5600.0; // about the market: 5,600 CNY a GPU-month
        const quotes::Comparison cmp = compareNow(plan, {q}, c);
        QCOMPARE(int(cmp.results.size()), 1);
        const PriceSanity &sanity = cmp.results[0].sanity;
        QVERIFY2(sanity.warning, qPrintable(sanity.text));
        QVERIFY2(sanity.text.contains(QStringLiteral("a row of your own price list")),
                 qPrintable(sanity.text));
    }

    // Reserved terms as clouds list them: a one-year and a three-year rate per GPU-hour beside the
    // on-demand one, and a three-year total. Each is an offer of its term; the cost takes the
    // reservation that is cheaper over the horizon (each owed for its whole term): over 12 months the
    // one-year rate (2.10 × 12 months against 1.85 × 36), over 36 months the three-year one (2.10 ×
    // 36 against 1.85 × 36).
    void reservedTermsAreOffersOfTheirTerm()
    {
        const Grid g{{QStringLiteral("Provider"), QStringLiteral("GPU"), QStringLiteral("GPUs"),
                      QStringLiteral("On-demand ($/GPU/hr)"), QStringLiteral("1-year reserved ($/GPU/hr)"),
                      QStringLiteral("3-year reserved ($/GPU/hr)")},
                     {QStringLiteral("Acme"), QStringLiteral("H100 SXM"), QStringLiteral("8"),
                      QStringLiteral("2.99"), QStringLiteral("2.10"), QStringLiteral("1.85")},
                     {QStringLiteral("Acme"), QStringLiteral("A100 80GB SXM"), QStringLiteral("8"), QString(),
                      QString(), QStringLiteral("1.20")}};
        const PriceListImport in =
            importPriceGrid(g, QStringLiteral("terms.csv"), bundledCatalog(), QDate(2026, 12, 7));
        QVERIFY2(in.error.isEmpty() && in.problems.isEmpty(),
                 qPrintable(in.error + in.problems.join(QLatin1Char(10))));
        QCOMPARE(int(in.rows.size()), 4);
        const auto near = [](double a, double b) {
            return std::abs(a - b) < 1e-9 * std::max(1.0, std::abs(b));
        };
        QCOMPARE(in.rows[0].row()["billing"], "hourly");
        QVERIFY(near(in.rows[0].row()["price"].get<double>(), 2.99 * 8));
        QCOMPARE(in.rows[1].row()["billing"], "reserved");
        QCOMPARE(in.rows[1].row()["term_months"].get<int>(), 12);
        QCOMPARE(in.rows[1].row()["unit"], "hour");
        QVERIFY(near(in.rows[1].row()["price"].get<double>(), 2.10 * 8));
        QCOMPARE(in.rows[2].row()["term_months"].get<int>(), 36);
        QVERIFY(near(in.rows[2].row()["price"].get<double>(), 1.85 * 8));
        QCOMPARE(in.rows[2].row()["id"], "user-acme-h100-sxm-reserved-36m");
        QCOMPARE(in.rows[3].row()["term_months"].get<int>(), 36);
        // A three-year total in yuan (三年总价): the term's price spread over its 36 months.
        const PriceListImport total =
            importPriceGrid({{QStringLiteral("供应商"), QStringLiteral("GPU"), QStringLiteral("卡数"),
                              QStringLiteral("三年总价（元）")},
                             {QStringLiteral("甲"), QStringLiteral("H100 SXM"), QStringLiteral("8"),
                              QStringLiteral("3,000,000")}},
                            QStringLiteral("total.csv"), bundledCatalog(), QDate(2026, 12, 7));
        QVERIFY2(total.problems.isEmpty(), qPrintable(total.problems.join(QLatin1Char(10))));
        QCOMPARE(int(total.rows.size()), 1);
        QCOMPARE(total.rows[0].row()["billing"], "reserved");
        QCOMPARE(total.rows[0].row()["term_months"].get<int>(), 36);
        QCOMPARE(total.rows[0].row()["unit"], "month");
        QVERIFY(near(total.rows[0].row()["price"].get<double>(), 3000000.0 / 36));
        QCOMPARE(total.rows[0].row()["currency"], "CNY");

        QTemporaryDir dir;
        catalog::CatalogStore store(dir.path(), bundledAt(QStringLiteral("2026.12.01")));
        store.open();
        for (const PriceListRow &r : in.rows) {
            QString error;
            QVERIFY2(store.addUserRow(catalog::Kind::Price, r.row(), &error), qPrintable(error));
        }
        const catalog::Catalog c = store.load();
        const planner::WorkloadInput w = planner::parseWorkload(
            json::parse(R"({"task": "llm_inference", "model": {"preset": "llama-3.1-70b"},
                            "serving": {"requests_per_s": 5, "ttft_ms": 2000, "tpot_ms": 60},
                            "gpu": {"model": "H100 SXM", "count": 8, "nodes": 1}})"),
            c);
        QVERIFY2(w.error.isEmpty(), qPrintable(w.error));
        const planner::Assumptions a;
        const planner::Evaluation e = planner::evaluate(w.workload, w.configuration, c, a);
        for (const auto &[months, id, rate] :
             {std::tuple{12.0, "user-acme-h100-sxm-reserved", 2.10},
              std::tuple{36.0, "user-acme-h100-sxm-reserved-36m", 1.85},
              std::tuple{48.0, "user-acme-h100-sxm-reserved", 2.10}}) { // 2.10 × 48 < 1.85 × 72
            planner::cost::CostAssumptions ca;
            ca.currency = planner::cost::Currency::Usd;
            ca.horizonMonths = months;
            const planner::cost::CostReport r = planner::cost::computeCost(e, c, ca, a);
            const planner::cost::PriceRef &reserved = r.mode(planner::Billing::Reserved).price;
            QCOMPARE(reserved.offerId, QString::fromLatin1(id));
            QVERIFY(near(reserved.amount, rate));
        }
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

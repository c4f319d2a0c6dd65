// Issue 22, vendor sheets as they come: every quote kept (a cell that cannot be read is left unread,
// not the row), totals / notes / title rows skipped, merged two-row headers whose group carries the
// currency and period, several blocks of quotes in one sheet, and the per-vendor import summary.
#include "planner/quotes/quoteimport.h"
#include "planner/quotes/quotejson.h"
#include "planner/quotes/quotetable.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplanner::quotes;

namespace {

QuoteImport importCsv(const QString &text, const QString &defaultCurrency = {})
{
    ImportOptions o;
    o.importedAt = QStringLiteral("2026-01-01T00:00:00Z");
    o.defaultCurrency = defaultCurrency;
    return importQuoteGrid(parseCsv(text.toUtf8()), QStringLiteral("q.csv"), false, o);
}

const Quote *find(const QuoteImport &in, const QString &vendor)
{
    for (const Quote &q : in.quotes)
        if (q.vendor == vendor)
            return &q;
    return nullptr;
}

} // namespace

class TestQuoteLayout : public QObject
{
    Q_OBJECT

private slots:
    void badCellKeepsTheQuote()
    {
        const QuoteImport in = importCsv(QStringLiteral("vendor,gpu_model,gpu_count,ram_gb,price_per_month,currency\n"
                                                        "Acme,H100,8,lots,abc,CNY\n"
                                                        "Beta,H100,8,1024,50000,CNY\n"));
        QCOMPARE(int(in.quotes.size()), 2);
        const Quote *acme = find(in, QStringLiteral("Acme"));
        QVERIFY(acme);
        QVERIFY(!acme->price.any()); // price on request
        QVERIFY(acme->answers.count(QStringLiteral("ram_gb")));
        QVERIFY(!acme->answers.value(QStringLiteral("ram_gb")).understood);
        QCOMPARE(int(in.vendors.size()), 2);
        QCOMPARE(in.vendors[0].vendor, QStringLiteral("Acme"));
        QCOMPARE(in.vendors[0].priced, 0);
        QCOMPARE(int(in.vendors[0].notRead.size()), 2);
        QVERIFY(in.vendors[1].notRead.isEmpty());
        QVERIFY(vendorSummaryLines(in).join(QLatin1Char('\n')).contains(QStringLiteral("price on request")));
        QVERIFY(!in.messages.join(QLatin1Char('\n')).contains(QStringLiteral("left out")));
    }

    // A plain "unit" / "单位" column beside a price (the RFQ's word for a requirement's unit) holds the
    // price's unit, its period, basis and currency, where no 计价单位 column does; a unit that names
    // no period leaves the price unread, and the message names the price cell, not the vendor's.
    void aPlainUnitColumnGivesThePriceItsUnit()
    {
        const QuoteImport in = importCsv(QStringLiteral("vendor,gpu,gpus,price,unit\n"
                                                        "Acme,H100 SXM,8,23.5,元/卡/时\n"
                                                        "Beta,H100 SXM,8,2.99,USD per GPU-hour\n"
                                                        "Gamma,H100 SXM,8,1500000,元/台\n"
                                                        "Delta,H100 SXM,8,52000,GB\n"));
        QCOMPARE(int(in.quotes.size()), 4);
        const Quote *acme = find(in, QStringLiteral("Acme"));
        QVERIFY(acme && acme->price.perHour);
        QCOMPARE(*acme->price.perHour, 23.5 * 8);
        QCOMPARE(acme->currency, QStringLiteral("CNY"));
        const Quote *beta = find(in, QStringLiteral("Beta"));
        QVERIFY(beta && beta->price.perHour);
        QCOMPARE(*beta->price.perHour, 2.99 * 8);
        QCOMPARE(beta->currency, QStringLiteral("USD"));
        const Quote *gamma = find(in, QStringLiteral("Gamma"));
        QVERIFY(gamma && gamma->price.purchase);
        QCOMPARE(*gamma->price.purchase, 1500000.0);
        const Quote *delta = find(in, QStringLiteral("Delta"));
        QVERIFY(delta && !delta->price.any());
        const QString messages = in.messages.join(QLatin1Char('\n'));
        QVERIFY2(messages.contains(QStringLiteral("row 5, column 'price': '52000' names no period")),
                 qPrintable(messages));
        QCOMPARE(int(in.messages.size()), 1);
        // With no currency anywhere, the message names the price cell.
        const QuoteImport bare =
            importCsv(QStringLiteral("vendor,gpu,gpus,price per month\nAcme,H100,8,52000\n"));
        QVERIFY2(bare.messages.join(QLatin1Char('\n'))
                     .contains(QStringLiteral("column 'price per month': no currency")),
                 qPrintable(bare.messages.join(QLatin1Char('\n'))));
    }

    // Sheets laid out as vendors write them, each read as a person reads it (the expected figures by
    // hand): the header above a first row of figures (not a two-row header of "52000\n单价(元)"), a
    // billing-period column that gives each price its period, a bare quantity that counts GPUs or
    // machines, a configuration column that names the GPU, on-demand and one-year reserved rates.
    void sheetsAsVendorsWriteThem_data()
    {
        QTest::addColumn<QString>("csv");
        QTest::addColumn<QString>("vendor");
        QTest::addColumn<QString>("gpuModel");
        QTest::addColumn<double>("gpus");
        QTest::addColumn<double>("perHour");  // 0: none
        QTest::addColumn<double>("perMonth"); // 0: none
        QTest::addColumn<double>("perYear");  // 0: none
        const QString periodColumn = QStringLiteral(
            "供应商,GPU型号,卡数,单价(元),计费周期\n甲,H100 SXM,8,52000,月\n乙,H100 SXM,8,23.5,卡时\n");
        QTest::newRow("计费周期 月") << periodColumn << "甲"
                                     << "H100 SXM" << 8.0 << 0.0 << 52000.0 << 0.0;
        QTest::newRow("计费周期 卡时") << periodColumn << "乙"
                                       << "H100 SXM" << 8.0 << 23.5 * 8 << 0.0 << 0.0;
        const QString rentalWay = QStringLiteral(
            "服务商,显卡,数量,租用方式,价格\n甲,H100 SXM,8,包月,52000\n乙,H100 SXM,8,按小时,23.5\n");
        QTest::newRow("租用方式 包月, 数量 of GPUs") << rentalWay << "甲"
                                                     << "H100 SXM" << 8.0 << 0.0 << 52000.0 << 0.0;
        QTest::newRow("租用方式 按小时") << rentalWay << "乙"
                                         << "H100 SXM" << 8.0 << 23.5 << 0.0 << 0.0;
        const QString billingPeriod =
            QStringLiteral("supplier,accelerator,count,price,billing period,currency\nA,NVIDIA H100 80GB "
                           "HBM3,8,70000,monthly,CNY\n"
                           "B,H100 SXM,8,9.8,hourly,CNY\n");
        QTest::newRow("billing period monthly") << billingPeriod << "A"
                                                << "NVIDIA H100 80GB HBM3" << 8.0 << 0.0 << 70000.0 << 0.0;
        QTest::newRow("billing period hourly") << billingPeriod << "B"
                                               << "H100 SXM" << 8.0 << 9.8 << 0.0 << 0.0;
        const QString configurations = QStringLiteral(
            "供应商,配置,数量,单价（元/台/月）\n甲,8*H100 SXM,2,52000\n乙,H100 SXM 8卡,3,50000\n"
            "丁,\"8×H20 96G / 2×8480+ / 2T / 4×3.84T NVMe\",1,45000\n戊,套餐A（8卡A800）,3,44000\n");
        QTest::newRow("配置 8*H100, 数量 of machines") << configurations << "甲"
                                                       << "H100 SXM" << 16.0 << 0.0 << 2 * 52000.0 << 0.0;
        QTest::newRow("配置 H100 SXM 8卡") << configurations << "乙"
                                           << "H100 SXM" << 24.0 << 0.0 << 3 * 50000.0 << 0.0;
        QTest::newRow("配置 of parts") << configurations << "丁"
                                       << "H20 96G" << 8.0 << 0.0 << 45000.0 << 0.0;
        QTest::newRow("配置 in brackets") << configurations << "戊"
                                          << "A800" << 24.0 << 0.0 << 3 * 44000.0 << 0.0;
        QTest::newRow("配置 8卡H100, 元/台·月")
            << QStringLiteral("供应商,配置,价格\n乙,8卡H100,\"45000元/台·月\"\n") << "乙"
            << "H100" << 8.0 << 0.0 << 45000.0 << 0.0;
        QTest::newRow("qty (servers)")
            << QStringLiteral("vendor,gpu,qty (servers),gpus per server,price per server "
                              "per month\nA,H100 SXM,2,8,52000\n")
            << "A"
            << "H100 SXM" << 16.0 << 0.0 << 2 * 52000.0 << 0.0;
        QTest::newRow("qty of GPUs") << QStringLiteral(
                                            "vendor,gpu,qty,price per GPU-hour\nA,H100 SXM,8,2.5\n")
                                     << "A"
                                     << "H100 SXM" << 8.0 << 2.5 * 8 << 0.0 << 0.0;
        QTest::newRow("卡数/台 and 台数")
            << QStringLiteral("序号,服务商,GPU,卡数/台,台数,月租(元/台)\n1,甲,A800 SXM,8,2,\"45,000\"\n")
            << "甲"
            << "A800 SXM" << 16.0 << 0.0 << 2 * 45000.0 << 0.0;
        // A day's price is a month's of 730 ÷ 24 days: 1,680 × 30.42 = 51,100.
        const QString billingWord =
            QStringLiteral("厂商,产品名称,GPU配置,价格（元）,计费\n甲,GPU云服务器,8卡 H20 "
                           "96G,9.8,元/卡/小时\n乙,裸金属,8*L20 48G,\"1,680\",元/台/天\n");
        QTest::newRow("计费 元/卡/小时") << billingWord << "甲"
                                         << "H20 96G" << 8.0 << 9.8 * 8 << 0.0 << 0.0;
        QTest::newRow("计费 元/台/天") << billingWord << "乙"
                                       << "L20 48G" << 8.0 << 0.0 << 1680 * 730.0 / 24 << 0.0;
        const QString periodWord = QStringLiteral(
            "vendor,gpu,gpus,price,period\nA,L40S,8,2.1,per GPU per hour\nB,L40S,8,11000,month\n");
        QTest::newRow("period per GPU per hour") << periodWord << "A"
                                                 << "L40S" << 8.0 << 2.1 * 8 << 0.0 << 0.0;
        QTest::newRow("period month") << periodWord << "B"
                                      << "L40S" << 8.0 << 0.0 << 11000.0 << 0.0;
        QTest::newRow("Node type HGX H100")
            << QStringLiteral("Vendor,Node type,GPUs per node,Nodes,Price per node-hour (USD)\nCoreWeave,HGX "
                              "H100,8,4,49.24\n")
            << "CoreWeave"
            << "HGX H100" << 32.0 << 4 * 49.24 << 0.0 << 0.0;
        QTest::newRow("1-year ($/hr)")
            << QStringLiteral("Provider,Instance,GPUs,GPU type,On-demand ($/hr),1-year ($/hr)\n"
                              "AWS,p5.48xlarge,8,H100,98.32,57.63\n")
            << "AWS"
            << "H100" << 8.0 << 98.32 << 0.0 << 57.63 * 8760;
        // A one-year reservation is paid every hour of the year: 2.10 × 8 GPUs × 8,760 h.
        QTest::newRow("on-demand and reserved 1 year")
            << QStringLiteral("vendor,gpu,gpu count,on-demand,reserved 1 year,reserved 3 years\n"
                              "A,H100 SXM,8,$2.99/GPU/hr,$2.10/GPU/hr,$1.85/GPU/hr\n")
            << "A"
            << "H100 SXM" << 8.0 << 2.99 * 8 << 0.0 << 2.10 * 8 * 8760;
        QTest::newRow("1-yr reserved (USD/mo)")
            << QStringLiteral(
                   "Vendor,GPU,Qty,Hourly rate (USD),1-yr reserved (USD/mo)\nAcme,H100 SXM,8,2.49,12000\n")
            << "Acme"
            << "H100 SXM" << 8.0 << 2.49 << 0.0 << 12 * 12000.0;
        QTest::newRow("按量 and 1年预留")
            << QStringLiteral(
                   "供应商,GPU,卡数,按量（元/卡/时）,1年预留（元/台/月）\n甲,H100 SXM,8,23.5,120000\n")
            << "甲"
            << "H100 SXM" << 8.0 << 23.5 * 8 << 0.0 << 12 * 120000.0;
    }
    void sheetsAsVendorsWriteThem()
    {
        QFETCH(QString, csv);
        QFETCH(QString, vendor);
        QFETCH(QString, gpuModel);
        QFETCH(double, gpus);
        QFETCH(double, perHour);
        QFETCH(double, perMonth);
        QFETCH(double, perYear);
        const QuoteImport in = importCsv(csv, QStringLiteral("CNY"));
        const Quote *q = find(in, vendor);
        QVERIFY2(q, qPrintable(in.messages.join(QLatin1Char('\n'))));
        QVERIFY(q->answer(QStringLiteral("gpu_model")));
        QCOMPARE(q->answer(QStringLiteral("gpu_model"))->value, gpuModel);
        QCOMPARE(statedGpuCount(*q), gpus);
        const auto same = [](const std::optional<double> &v, double want) {
            return want == 0 ? !v.has_value() : (v && std::abs(*v - want) < 1e-6 * want);
        };
        QVERIFY2(same(q->price.perHour, perHour), qPrintable(QString::number(q->price.perHour.value_or(0))));
        QVERIFY2(same(q->price.perMonth, perMonth),
                 qPrintable(QString::number(q->price.perMonth.value_or(0))));
        QVERIFY2(same(q->price.perYear, perYear), qPrintable(QString::number(q->price.perYear.value_or(0))));
        // What was read survives the quote file and the library (JSON), reserved terms included.
        Quote back;
        QString error;
        QVERIFY2(quoteFromJson(quoteToJson(*q), &back, &error), qPrintable(error));
        QVERIFY(back.price.read == q->price.read);
        QVERIFY(same(back.price.perYear, perYear));
        QVERIFY2(in.messages.isEmpty(), qPrintable(in.messages.join(QLatin1Char('\n'))));
    }

    // A three-year commitment as clouds price it: a rate paid every hour or month of the 36 months, a
    // yearly figure paid three times, or the whole term in one figure (no period named), worked out
    // by hand (730 hours a month).
    void threeYearReservations_data()
    {
        QTest::addColumn<QString>("csv");
        QTest::addColumn<double>("perYear");       // 0: none
        QTest::addColumn<double>("perThreeYears"); // the whole term
        QTest::newRow("reserved 3 years, per GPU-hour")
            << QStringLiteral("vendor,gpu,gpu count,on-demand,reserved 1 year,reserved 3 years\n"
                              "A,H100 SXM,8,$2.99/GPU/hr,$2.10/GPU/hr,$1.85/GPU/hr\n")
            << 2.10 * 8 * 8760 << 1.85 * 8 * 730 * 36; // 388,944
        QTest::newRow("3-year ($/hr) of the instance")
            << QStringLiteral("Provider,Instance,GPUs,GPU type,On-demand ($/hr),1-year ($/hr),3-year ($/hr)\n"
                              "AWS,p5.48xlarge,8,H100 SXM,98.32,57.63,43.16\n")
            << 57.63 * 8760 << 43.16 * 26280;
        QTest::newRow("3年预留（元/台/月）")
            << QStringLiteral("供应商,GPU,卡数,按量（元/卡/时）,1年预留（元/台/月）,3年预留（元/台/月）\n"
                              "甲,H100 SXM,8,23.5,120000,95000\n")
            << 12 * 120000.0 << 36 * 95000.0;
        QTest::newRow("3-yr reserved (USD/yr)")
            << QStringLiteral(
                   "Vendor,GPU,Qty,1-yr reserved (USD/yr),3-yr reserved (USD/yr)\nAcme,H100 SXM,8,150000,"
                   "120000\n")
            << 150000.0 << 3 * 120000.0;
        QTest::newRow("三年总价（元）, the whole term")
            << QStringLiteral(
                   "供应商,GPU,卡数,包月（元/台/月）,三年总价（元）\n乙,H100 SXM,8,130000,3000000\n")
            << 0.0 << 3000000.0;
        QTest::newRow("price_per_three_years, as the quote dialog types it")
            << QStringLiteral(
                   "vendor,gpu,gpu count,price_per_year,price_per_three_years\nB,H100 SXM,8,150000,400000\n")
            << 150000.0 << 400000.0;
        QTest::newRow("三年期（万元）")
            << QStringLiteral("供应商,GPU,卡数,一年期（万元）,三年期（万元）\n丙,H100 SXM,8,120,300\n")
            << 1200000.0 << 3000000.0;
    }
    void threeYearReservations()
    {
        QFETCH(QString, csv);
        QFETCH(double, perYear);
        QFETCH(double, perThreeYears);
        const QuoteImport in = importCsv(csv, QStringLiteral("CNY"));
        QCOMPARE(int(in.quotes.size()), 1);
        const Quote &q = in.quotes[0];
        QCOMPARE(statedGpuCount(q), 8.0);
        const auto same = [](const std::optional<double> &v, double want) {
            return want == 0 ? !v.has_value() : (v && std::abs(*v - want) < 1e-6 * want);
        };
        QVERIFY2(same(q.price.perYear, perYear), qPrintable(QString::number(q.price.perYear.value_or(0))));
        QVERIFY2(same(q.price.perThreeYears, perThreeYears),
                 qPrintable(QString::number(q.price.perThreeYears.value_or(0))));
        QVERIFY2(in.messages.isEmpty(), qPrintable(in.messages.join(QLatin1Char('\n'))));
        Quote back;
        QString error;
        QVERIFY2(quoteFromJson(quoteToJson(q), &back, &error), qPrintable(error));
        QVERIFY(back.price.read == q.price.read);
        QVERIFY(same(back.price.perThreeYears, perThreeYears));
    }

    void totalsNotesAndBlankRowsSkippedSilently()
    {
        const QuoteImport in = importCsv(QStringLiteral("供应商,GPU型号,卡数,单价（元/月）\n"
                                                        "甲云,H20,8,\"12,000\"\n"
                                                        ",,,\n"
                                                        "合计,,,\"12,000\"\n"
                                                        "Total:,,,12000\n"
                                                        "备注：价格含税\n"
                                                        "* prices exclude VAT\n"
                                                        "Note: valid 30 days\n"));
        QCOMPARE(int(in.quotes.size()), 1);
        QVERIFY2(in.messages.isEmpty(), qPrintable(in.messages.join(QLatin1Char('\n'))));
        QCOMPARE(detail::rowKind({QStringLiteral("小计")}), detail::RowKind::Total);
        QCOMPARE(detail::rowKind({QStringLiteral("Totalcloud")}), detail::RowKind::Quote);
    }

    // A sheet with one quote per column (the items down the first column, the offerings across) is
    // turned: each offering becomes a quote, the vendor comes from the label above, and a cell that
    // cannot be read is named where it is in the file.
    void oneQuotePerColumnIsTurned()
    {
        const QuoteImport in = importCsv(QStringLiteral("某某云 GPU 服务器报价单（月租）,,,\n"
                                                        "供应商：某某云,,,\n"
                                                        "配置项,方案一,方案二,方案三\n"
                                                        "GPU,RTX 4090 24G *8,L40S 48GB × 4,A100 80G SXM ×8\n"
                                                        "内存,512G DDR5,256GB,lots\n"
                                                        "月租,\"¥ 38,000/月\",\"￥42,500.00\",\"¥128,000\"\n"
                                                        "交付,3天,现货,2周\n"));
        QCOMPARE(int(in.quotes.size()), 3);
        QCOMPARE(in.quotes[0].vendor, QStringLiteral("某某云"));
        QCOMPARE(in.quotes[1].offering, QStringLiteral("方案二"));
        QCOMPARE(in.quotes[0].answer(QStringLiteral("gpu_count"))->value, QStringLiteral("8"));
        QCOMPARE(in.quotes[1].answer(QStringLiteral("gpu_count"))->value, QStringLiteral("4"));
        QCOMPARE(in.quotes[0].answer(QStringLiteral("ram_gb"))->value, QStringLiteral("512"));
        QCOMPARE(*in.quotes[1].price.perMonth, 42500.0);
        QCOMPARE(in.quotes[2].deliveryTime, QStringLiteral("2周"));
        // 'lots' is the fourth column of the file's fifth row.
        QString messages = in.messages.join(QLatin1Char('\n'));
        for (const VendorImport &v : in.vendors)
            messages += QLatin1Char('\n') + v.notRead.join(QLatin1Char('\n'));
        QVERIFY2(messages.contains(QStringLiteral("q.csv row 5, column 4 (item '内存')")),
                 qPrintable(messages));
    }

    // A unit or notes column beside the items annotates them: it is no offering.
    void aUnitColumnBesideTheItemsIsNoOffering()
    {
        const QuoteImport in = importCsv(QStringLiteral("供应商：甲云,,,,\n"
                                                        "配置项,单位,方案一,方案二,备注\n"
                                                        "GPU型号,,H100,H200,现货\n"
                                                        "卡数,卡,8,8,\n"
                                                        "内存,GB,2048,2048,可扩展\n"
                                                        "每月价格,元/月,\"180,000\",\"230,000\",含税\n"
                                                        "币种,,CNY,CNY,\n"));
        QCOMPARE(int(in.quotes.size()), 2);
        QCOMPARE(in.quotes[0].offering, QStringLiteral("方案一"));
        QCOMPARE(in.quotes[1].offering, QStringLiteral("方案二"));
        QCOMPARE(*in.quotes[1].price.perMonth, 230000.0);
        // The unit column gives a plain price its period, as a header's unit would.
        const QuoteImport plain = importCsv(QStringLiteral("供应商：乙云,,,\n"
                                                           "项目,单位,A,B\n"
                                                           "GPU型号,,H100,H100\n"
                                                           "卡数,卡,8,8\n"
                                                           "价格,元/月,\"180,000\",\"170,000\"\n"));
        QCOMPARE(int(plain.quotes.size()), 2);
        QVERIFY2(plain.quotes[1].price.perMonth, qPrintable(plain.messages.join(QLatin1Char('\n'))));
        QCOMPARE(*plain.quotes[1].price.perMonth, 170000.0);
        QCOMPARE(plain.quotes[1].currency, QStringLiteral("CNY"));
    }

    // The same with the vendors across: "供应商 | 甲云 | 乙云" names each column's vendor.
    void vendorsAcrossColumns()
    {
        const QuoteImport in = importCsv(QStringLiteral("GPU 比价表,,\n"
                                                        "供应商,甲云,乙云\n"
                                                        "GPU型号,A10,V100 32G\n"
                                                        "卡数,4,8\n"
                                                        "每小时价格,45.6,询价\n"
                                                        "币种,CNY,CNY\n"));
        QCOMPARE(int(in.quotes.size()), 2);
        QCOMPARE(in.quotes[0].vendor, QStringLiteral("甲云"));
        QCOMPARE(in.quotes[1].vendor, QStringLiteral("乙云"));
        QCOMPARE(*in.quotes[0].price.perHour, 45.6);
        QVERIFY(!in.quotes[1].price.any()); // 询价: price on request
    }

    // A table with one quote per row is read as it is, even where a column holds words that name
    // fields; so is our RFQ sheet, whose item-id column lists requirement ids.
    void oneQuotePerRowIsNotTurned()
    {
        const char *const rows = "vendor,gpu_model,gpu_count,notes\nAcme,H100,8,gpu\nBeta,H200,8,memory\n"
                                 "Gamma,B200,8,cpu\n";
        QCOMPARE(int(importCsv(QString::fromUtf8(rows)).quotes.size()), 3);
        QVERIFY(!orientQuoteGrid(parseCsv(rows)).origin.turned);
        // Values full of field words ("8 × H100 GPU", "2 TB memory", "NVMe storage") are no items.
        QVERIFY(
            !orientQuoteGrid(parseCsv("vendor,configuration,price\nAcme,8 x H100 GPU,1\nBeta,2 TB memory,2\n"
                                      "Gamma,15 TB NVMe storage,3\nDelta,CPU 2 x 64 cores,4\n"))
                 .origin.turned);
        QVERIFY(!orientQuoteGrid(parseCsv("item_id,requirement,minimum,recommended,offered_value\n"
                                          "gpu_model,GPU,H100,H100,H100\ngpu_count,GPUs,8,8,8\n"
                                          "ram_gb,RAM,1024,2048,2048\ncpu_cores,CPU,32,64,64\n"))
                     .origin.turned);
    }

    void rowWithoutVendorOrOfferingSkipped()
    {
        const QuoteImport in = importCsv(QStringLiteral("vendor,offering,gpu_model,price_per_hour,currency\n"
                                                        ",,H100,2.5,USD\n"
                                                        ",g5.big,H100,2.5,USD\n"));
        QCOMPARE(int(in.quotes.size()), 1);
        QCOMPARE(in.quotes[0].offering, QStringLiteral("g5.big"));
        QCOMPARE(in.rowsSkipped, 1);
    }

    void titleRowAboveEnglishHeader()
    {
        const QuoteImport in = importCsv(QStringLiteral("GPU server price quotation from Acme Cloud,,,\n"
                                                        "Date: 2026-01-05,,,\n"
                                                        "vendor,gpu_model,gpu_count,price_per_month\n"
                                                        "Acme,H100,8,\"$40,000\"\n"));
        QCOMPARE(int(in.quotes.size()), 1);
        QVERIFY(in.quotes[0].price.any());
        QCOMPARE(in.quotes[0].currency, QStringLiteral("USD"));
    }

    void mergedGroupCarriesCurrencyAndPeriod()
    {
        // GPU over 型号 | 数量; 价格（人民币） over 包月 | 包年; 供应商 merged over both rows.
        const QuoteImport in = importCsv(QStringLiteral("供应商,GPU,,价格（人民币）,\n"
                                                        ",型号,数量,包月,包年\n"
                                                        "甲云,H20,8,\"12,000\",\n"));
        QCOMPARE(int(in.quotes.size()), 1);
        const Quote &q = in.quotes[0];
        QCOMPARE(q.currency, QStringLiteral("CNY"));
        QVERIFY(q.price.any());
        QCOMPARE(q.price.read.front().period, QStringLiteral("month"));
        QVERIFY(q.answers.count(QStringLiteral("gpu_model")));
    }

    void headerWithLineBreaks()
    {
        const QuoteImport in = importCsv(QStringLiteral("\"Vendor\n供应商\",\"GPU\nmodel\",\"Price per hour\n(USD)\"\n"
                                                        "Acme,H100,2.5\n"));
        QCOMPARE(int(in.quotes.size()), 1);
        QCOMPARE(in.quotes[0].currency, QStringLiteral("USD"));
        QVERIFY(in.quotes[0].price.any());
    }

    void severalBlocksInOneSheet()
    {
        const QuoteImport in = importCsv(QStringLiteral("华北区域,,,\n"
                                                        "供应商,GPU型号,卡数,单价（元/月）\n"
                                                        "甲云,H20,8,12000\n"
                                                        "乙云,A800,8,30000\n"
                                                        ",,,\n"
                                                        "华东区域,,,\n"
                                                        "供应商,卡数,GPU型号,单价（元/年）\n"
                                                        "丙云,4,H100,500000\n"));
        QCOMPARE(int(in.quotes.size()), 3);
        const Quote *c = find(in, QStringLiteral("丙云"));
        QVERIFY(c);
        QCOMPARE(c->answers.value(QStringLiteral("gpu_count")).value, QStringLiteral("4"));
        QCOMPARE(c->price.read.front().period, QStringLiteral("year"));
        QVERIFY2(in.messages.isEmpty(), qPrintable(in.messages.join(QLatin1Char('\n'))));
    }

    void xlsxWithTitleMergedHeaderAndHiddenColumn()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vendor.xlsx"));
        const QString script = QStringLiteral(
            "import openpyxl,sys\n"
            "wb=openpyxl.Workbook(); ws=wb.active\n"
            "ws['A1']='报价单 甲云科技'; ws['A2']='日期：2026-01-05'\n"
            "ws['A3']='供应商'; ws.merge_cells('A3:A4')\n"
            "ws['B3']='GPU'; ws.merge_cells('B3:C3'); ws['B4']='型号'; ws['C4']='数量'\n"
            "ws.column_dimensions['D'].hidden=True\n"
            "ws['E3']='价格（人民币）'; ws.merge_cells('E3:F3'); ws['E4']='包月'; ws['F4']='包年'\n"
            "ws.append(['甲云','H20','8',None,'12000',None])\n"
            "ws.append(['合计',None,None,None,'12000',None])\n"
            "wb.save(sys.argv[1])\n");
        QProcess py;
        py.start(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), script, path});
        if (!py.waitForFinished(30000) || py.exitCode() != 0)
            QSKIP(qPrintable(QStringLiteral("openpyxl unavailable: ") + QString::fromUtf8(py.readAllStandardError())));
        ImportOptions o;
        o.importedAt = QStringLiteral("2026-01-01T00:00:00Z");
        const QuoteImport in = importQuoteFile(path, o);
        QCOMPARE(int(in.quotes.size()), 1);
        const Quote &q = in.quotes[0];
        QCOMPARE(q.vendor, QStringLiteral("甲云"));
        QCOMPARE(q.currency, QStringLiteral("CNY"));
        QVERIFY(q.price.any());
        QVERIFY(q.answers.count(QStringLiteral("gpu_model")));
        QCOMPARE(q.price.read.front().amount, 12000.0); // a number stored as text
        QCOMPARE(q.price.read.front().period, QStringLiteral("month"));
    }

    void linearInRows()
    {
        // 20,000 rows: no quadratic step (the whole import took 10 s for 50,000 once).
        QString csv = QStringLiteral("vendor,gpu_model,gpu_count,price_per_month,currency\n");
        for (int i = 0; i < 20000; ++i)
            csv += QStringLiteral("V%1,H100,8,%2,CNY\n").arg(i).arg(i % 50 == 0 ? QStringLiteral("面议") : QStringLiteral("40000"));
        QElapsedTimer t;
        t.start();
        const QuoteImport in = importCsv(csv);
        QCOMPARE(int(in.quotes.size()), 20000);
        QCOMPARE(int(in.vendors.size()), 20000);
        QVERIFY2(t.elapsed() < 20000, qPrintable(QString::number(t.elapsed())));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestQuoteLayout, Core)
#include "tst_quote_layout.moc"

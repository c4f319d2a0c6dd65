// Vendor quotes: cells, columns, bad rows, the RFQ round trip, the comparison and the quote library.
#include "catalog/quotestore.h"
#include "planner/quotes/comparison.h"
#include "planner/quotes/csvfile.h"
#include "planner/quotes/judgequote.h"
#include "planner/quotes/quotefields.h"
#include "planner/quotes/quoteimport.h"
#include "planner/quotes/quotejson.h"
#include "planner/quotes/xlsxreader.h"
#include "planner/report/comparisondoc.h"
#include "planner/report/exports.h"
#include "planner/report/reportlanguage.h"
#include "planner/report/rfq.h"
#include "reporttestutil.h"

#include <array>
#include <map>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplanner;
using namespace gpuplanner::report;
using namespace gpuplanner::quotes;

class TestReportQuotes : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    PlanDocument m_plan;

    // The plan's RFQ sheet exported as CSV and filled in as a vendor would: the vendor and currency
    // cells, and `cells` (item id, column) → text. False when the sheet cannot be written or read.
    bool fillRfqCsv(const QString &path, const QString &vendor, const QString &currency,
                    const std::map<std::pair<QString, int>, QString> &cells)
    {
        QString error;
        if (!exportRfq(m_plan, reporttest::bundledCatalog(), path, &error))
            return false;
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return false;
        Grid g = parseCsv(f.readAll());
        f.close();
        const RfqSheet sheet = buildRfqSheet(m_plan, reporttest::bundledCatalog());
        g[sheet.vendorRow][1] = vendor;
        g[sheet.currencyRow][1] = currency;
        for (QStringList &row : g)
            for (const auto &[at, text] : cells)
                if (row.value(0) == at.first)
                    row[at.second] = text;
        return writeCsv(path, g, &error);
    }

    QString write(const char *name, const QByteArray &data)
    {
        const QString p = m_dir.filePath(QString::fromUtf8(name));
        QFile f(p);
        if (f.open(QIODevice::WriteOnly))
            f.write(data);
        return p;
    }

    const Requirement *requirement(const Comparison &c, const char *id, size_t *index)
    {
        for (size_t i = 0; i < c.requirements.size(); ++i)
            if (c.requirements[i].id == QLatin1String(id)) {
                *index = i;
                return &c.requirements[i];
            }
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_plan = reporttest::plan(reporttest::kServingPlan);
        QVERIFY2(m_plan.error.isEmpty(), qPrintable(m_plan.error));
    }

    void csvInjectionIsNeutralized()
    {
        const Grid rows{{QStringLiteral("=1+2"), QStringLiteral("+cmd"), QStringLiteral("-2+3"), QStringLiteral("@SUM(A1)"),
                         QStringLiteral("\tx"), QStringLiteral("\ry"), QStringLiteral("plain, with comma")}};
        const Grid back = parseCsv(csvText(rows));
        QCOMPARE(back.size(), 1);
        QCOMPARE(back[0][0], QStringLiteral("'=1+2"));
        QCOMPARE(back[0][1], QStringLiteral("'+cmd"));
        QCOMPARE(back[0][2], QStringLiteral("'-2+3"));
        QCOMPARE(back[0][3], QStringLiteral("'@SUM(A1)"));
        QCOMPARE(back[0][4], QStringLiteral("'\tx"));
        QCOMPARE(back[0][5], QStringLiteral("'\ry"));
        QCOMPARE(back[0][6], QStringLiteral("plain, with comma"));
        QCOMPARE(unneutralizeCell(back[0][0]), QStringLiteral("=1+2"));
    }

    void exportedCsvFilesAreNeutralized()
    {
        // A plan whose name starts with "=" reaches the RFQ and configuration CSVs only with an apostrophe.
        PlanDocument p = reporttest::plan(reporttest::kServingPlan);
        p.name = QStringLiteral("=HYPERLINK(\"x\")");
        QString error;
        const QString rfq = m_dir.filePath(QStringLiteral("inject-rfq.csv"));
        QVERIFY2(exportRfq(p, reporttest::bundledCatalog(), rfq, &error), qPrintable(error));
        QFile f(rfq);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.contains("\"'=HYPERLINK(\"\"x\"\")\""));
        QVERIFY(!QRegularExpression(QStringLiteral("(^|,)=HYPERLINK"), QRegularExpression::MultilineOption)
                     .match(QString::fromUtf8(text))
                     .hasMatch());
    }

    void csvReaderHandlesQuotesDelimitersAndEncodings()
    {
        Grid g = parseCsv("\xEF\xBB\xBF" "a;b;\"c;d\"\r\n1;\"x\"\"y\";\"multi\nline\"\r\n");
        QCOMPARE(g.size(), 2);
        QCOMPARE(g[0], (QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c;d")}));
        QCOMPARE(g[1][1], QStringLiteral("x\"y"));
        QCOMPARE(g[1][2], QStringLiteral("multi\nline"));
        // GB18030, as Chinese spreadsheets save CSV: "供应商,价格" / "甲,1".
        g = parseCsv(QByteArray("\xB9\xA9\xD3\xA6\xC9\xCC,\xBC\xDB\xB8\xF1\n\xBC\xD7,1\n"));
        QCOMPARE(g[0][0], QStringLiteral("供应商"));
        QCOMPARE(g[1][0], QStringLiteral("甲"));
    }

    void moneyAndNumberCells()
    {
        MoneyCell m = parseMoneyCell(QStringLiteral("¥12.5"));
        QVERIFY(m.ok);
        QCOMPARE(m.amount, 12.5);
        QCOMPARE(m.currency, QStringLiteral("CNY"));
        m = parseMoneyCell(QStringLiteral("$3,210.40/h"));
        QVERIFY(m.ok);
        QCOMPARE(m.amount, 3210.4);
        QCOMPARE(m.currency, QStringLiteral("USD"));
        QCOMPARE(parseMoneyCell(QStringLiteral("52 元")).currency, QStringLiteral("CNY"));
        QCOMPARE(parseMoneyCell(QStringLiteral("USD 7")).amount, 7.0);
        QVERIFY(!parseMoneyCell(QStringLiteral("abc")).ok);
        QVERIFY(!parseMoneyCell(QStringLiteral("EUR 5")).ok);
        QVERIFY(parseMoneyCell(QString()).empty);
        double v = 0;
        QVERIFY(parseNumberCell(QStringLiteral("3.84 TB"), &v, true));
        QCOMPARE(v, 3840.0);
        QVERIFY(parseNumberCell(QStringLiteral("7,000 MB/s"), &v));
        QCOMPARE(v, 7000.0);
        QVERIFY(!parseNumberCell(QStringLiteral("eighty"), &v));
    }

    void headersMapInEnglishAndChinese()
    {
        QCOMPARE(fieldForHeader(QStringLiteral("供应商")), QStringLiteral("vendor"));
        QCOMPARE(fieldForHeader(QStringLiteral("每小时价格（元）")), QStringLiteral("price_per_hour"));
        QCOMPARE(fieldForHeader(QStringLiteral("显存(GB)")), QStringLiteral("gpu_memory_gb"));
        QCOMPARE(fieldForHeader(QStringLiteral("Price per month (USD)")), QStringLiteral("price_per_month"));
        QCOMPARE(fieldForHeader(QStringLiteral("Offered value\n提供的数值")), QStringLiteral("offered_value"));
        QCOMPARE(fieldForHeader(QStringLiteral("Data disk sequential read (MB/s)")), QStringLiteral("data_disk_read_mbps"));
        // The network between nodes under the names vendors give it; "bandwidth" alone is the public one
        // (a "cluster bandwidth" column was read as public bandwidth, "1000M + 25 Gbps").
        for (const char *cluster : {"cluster bandwidth", "Inter-node bandwidth (Gbps)", "Scale-out network",
                                    "集群带宽", "参数面网络", "节点间网络（Gbps）", "RoCE"})
            QCOMPARE(fieldForHeader(QString::fromUtf8(cluster)), QStringLiteral("cluster_gbps"));
        QCOMPARE(fieldForHeader(QStringLiteral("Public bandwidth")), QStringLiteral("public_mbps"));
        QCOMPARE(fieldForHeader(QStringLiteral("带宽")), QStringLiteral("public_mbps"));
        QHash<QString, QString> overrides;
        QVERIFY(addMappingOverride(QStringLiteral("Stundenpreis=price_per_hour"), &overrides));
        const ColumnMapping m = mapColumns({QStringLiteral("Anbieter"), QStringLiteral("Stundenpreis")}, overrides);
        QCOMPARE(m.fields[1], QStringLiteral("price_per_hour"));
        QVERIFY(m.fields[0].isEmpty());
    }

    // A count cell of machines × GPUs alone is their product, and the offer keeps the machines: "16
    // nodes x 8" is 128 GPUs on 16 machines of 8, "2台×8卡" 16 on 2 of 8. It was "not understood" and
    // the quote judged without a count. A model in the cell still leaves the count unread.
    void machinesTimesGpusInACountCell()
    {
        const QString path = write("shapes.csv", "vendor,gpu_model,gpu_count,price_per_hour,currency\n"
                                                 "Alpha,A100 SXM4 80GB,16 nodes x 8,1.6,USD\n"
                                                 "Beta,A100 SXM4 80GB,2台×8卡,1.9,USD\n"
                                                 "Gamma,A100 SXM4 80GB,4 servers * 8 GPUs,1.7,USD\n"
                                                 "Delta,A100 SXM4 80GB,2台×8卡 H20,1.7,USD\n"
                                                 "Eps,A100 SXM4 80GB,8卡×2台,1.9,USD\n"
                                                 "Zeta,A100 SXM4 80GB,8 GPUs x 4 nodes,1.7,USD\n");
        const QuoteImport in = importQuoteFile(path);
        QCOMPARE(int(in.quotes.size()), 6);
        const std::array<std::pair<double, std::pair<int, int>>, 5> expected{
            {{128, {16, 8}}, {16, {2, 8}}, {32, {4, 8}}, {0, {0, 0}}, {16, {2, 8}}}};
        for (size_t i = 0; i < expected.size(); ++i) {
            if (i == 3)
                continue; // Delta: a model in the count cell, below
            const QuoteAnswer *count = in.quotes[i].answer(QStringLiteral("gpu_count"));
            QVERIFY2(count && count->understood, qPrintable(in.quotes[i].vendor));
            QCOMPARE(count->value.toDouble(), expected[i].first);
            const planner::OfferedConfiguration o =
                offeredConfiguration(in.quotes[i], QStringLiteral("nvidia-a100-80gb-sxm"));
            QCOMPARE((std::pair{o.machines, o.gpusPerMachine}), expected[i].second);
        }
        QCOMPARE(statedGpuCount(in.quotes[5]), 32.0); // GPUs first, machines second
        QCOMPARE(offeredConfiguration(in.quotes[5], QStringLiteral("nvidia-a100-80gb-sxm")).machines, 4);
        const QuoteAnswer *delta = in.quotes[3].answer(QStringLiteral("gpu_count"));
        QVERIFY(!delta || !delta->understood || delta->value.isEmpty());
        QVERIFY(in.messages.join(u'\n').contains(QStringLiteral("names machines and GPUs")));
    }

    // A price per machine (元/台/月) is for each machine the quote offers: 2 machines of 8 at 90,000 a
    // machine and month are 180,000 a month, whether the count says "2台×8卡" or 16 GPUs (two 8-GPU
    // servers as they come). It was taken for the whole offer.
    void pricePerMachineTimesTheMachines()
    {
        const QString path = write("machines.csv", "vendor,gpu,gpus,price,currency\n"
                                                   "Alpha,H100 SXM,2台×8卡,\"90,000元/台/月\",CNY\n"
                                                   "Beta,H100 SXM,16,\"90,000元/台/月\",CNY\n"
                                                   "Gamma,H100 SXM,16,\"180,000元/月\",CNY\n");
        const QuoteImport in = importQuoteFile(path);
        QCOMPARE(int(in.quotes.size()), 3);
        for (const Quote &original : in.quotes) {
            // As read (the quote view, the team library) and as the comparison settles it.
            QVERIFY2(original.price.perMonth && *original.price.perMonth == 180000.0,
                     qPrintable(original.vendor));
            Quote q = original;
            const QStringList why = settlePrices(q.price, statedGpuCount(q), offeredMachines(q));
            QVERIFY2(q.price.perMonth && *q.price.perMonth == 180000.0, qPrintable(q.vendor));
            QCOMPARE(why.join(u' ').contains(QStringLiteral("× 2 machines")),
                     q.vendor != QLatin1String("Gamma"));
        }
    }

    // A machines column beside the GPU count ("Nodes", "台数"): the offer is that many machines of
    // the count's GPUs, unless the count's header says it counts them all ("Total GPUs", "GPU总数") or
    // no machine holds that many (over 16). The column was "not used", so 3 nodes of 8 were one 8-GPU
    // machine and a whole-offer price was paid for 8 GPUs instead of 24.
    void machinesColumnBesideTheCount()
    {
        const QString path = write("nodes.csv", "Vendor,GPU,GPUs per node,Nodes,Total monthly price (USD)\n"
                                                "Alpha,A100 SXM4 80GB,8,3,\"24,000\"\n"
                                                "Beta,A100 SXM4 80GB,8,1,\"8,000\"\n");
        const QString zh = write("nodes-zh.csv", "供应商,GPU型号,GPU总数,台数,月租（元/台）\n"
                                                 "甲,A100 SXM4 80GB,16,2,\"60,000\"\n");
        const QString plain =
            write("nodes-plain.csv", "vendor,gpu,gpus,servers,price per month,currency\n"
                                     "A,A100 SXM4 80GB,8,2,16000,USD\n"   // 8 a server
                                     "B,A100 SXM4 80GB,32,4,32000,USD\n"  // 32 in all
                                     "C,A100 SXM4 80GB,30,4,32000,USD\n"  // does not split
                                     "D,A100 SXM4 80GB,8,2.5,16000,USD\n" // no machine count
                                     "E,A100 SXM4 80GB,2台×8卡,5,16000,USD\n"
                                     "F,A100 SXM4 80GB,8,1-4,16000,USD\n" // a range
                                     "G,A100 SXM4 80GB,8,3 台,16000,USD\n"
                                     "H,A100 SXM4 80GB,８,３台,16000,USD\n"); // full-width digits
        struct Case
        {
            QString file;
            int quote;
            double gpus;
            std::pair<int, int> shape; // machines, GPUs a machine
            double perMonth;
        };
        const Case cases[] = {
            {path, 0, 24, {3, 8}, 24000},  {path, 1, 8, {1, 8}, 8000},    {zh, 0, 16, {2, 8}, 120000},
            {plain, 0, 16, {2, 8}, 16000}, {plain, 1, 32, {4, 8}, 32000}, {plain, 2, 30, {3, 10}, 32000},
            {plain, 3, 8, {1, 8}, 16000},  {plain, 4, 16, {2, 8}, 16000}, {plain, 5, 8, {1, 8}, 16000},
            {plain, 6, 24, {3, 8}, 16000}, {plain, 7, 24, {3, 8}, 16000}};
        for (const Case &c : cases) {
            const QuoteImport in = importQuoteFile(c.file);
            QVERIFY(!in.messages.join(u'\n').contains(QStringLiteral("is not used")));
            const Quote &q = in.quotes.at(size_t(c.quote));
            QCOMPARE(statedGpuCount(q), c.gpus);
            const planner::OfferedConfiguration o =
                offeredConfiguration(q, QStringLiteral("nvidia-a100-80gb-sxm"));
            QCOMPARE((std::pair{o.machines, o.gpusPerMachine}), c.shape);
            QVERIFY2(q.price.perMonth && *q.price.perMonth == c.perMonth, qPrintable(q.vendor));
        }
        // The price as read says it is one machine's.
        QVERIFY(pricesReadOf(importQuoteFile(zh).quotes.front())
                    .join(u' ')
                    .contains(QStringLiteral("60000 CNY per machine-month")));
        const QString said = importQuoteFile(plain).messages.join(u'\n');
        QVERIFY(said.contains(QStringLiteral("30 GPUs in all do not split evenly over 4 machines")));
        QVERIFY(said.contains(QStringLiteral("'2.5' is no number of machines")));
        QVERIFY(said.contains(QStringLiteral("'1-4' is not a number")));
    }

    void badRowsAreReportedAndGoodRowsKept()
    {
        const QString path = write("quotes.csv",
                                   "vendor,gpu_model,gpu_count,price_per_hour,currency,colour\n"
                                   "Alpha Cloud,H200 SXM,2,9.5,USD,blue\n"
                                   "Beta Compute,H200 SXM,2,70,CNY,\n"
                                   "Gamma GPU,H200 SXM,2,abc,USD,\n"
                                   "Delta,H200 SXM,two,8,USD,\n"
                                   "Alpha Cloud,H200 SXM,2,9,USD,\n"
                                   "Epsilon,H200 SXM,2,$8,CNY,\n"
                                   ",H200 SXM,2,8,USD,\n");
        const QuoteImport in = importQuoteFile(path);
        // Issue 22: every quote is kept; a cell that cannot be read is not read and named, and only
        // the row with no vendor and no offering is left out.
        QCOMPARE(int(in.quotes.size()), 6);
        QCOMPARE(in.quotes[0].vendor, QStringLiteral("Alpha Cloud"));
        QCOMPARE(in.quotes[1].currency, QStringLiteral("CNY"));
        QVERIFY(!in.quotes[2].price.perHour); // Gamma: 'abc' is no price
        const QuoteAnswer *delta = in.quotes[3].answer(QStringLiteral("gpu_count"));
        QVERIFY(!delta || !delta->understood || delta->value.isEmpty()); // 'two' is not read as a count
        const QString all = in.messages.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral("quotes.csv row 4, column 'price_per_hour': 'abc' is not a number")), qPrintable(all));
        QVERIFY(all.contains(QStringLiteral("quotes.csv row 5, column 'gpu_count': 'two' is not a number")));
        QVERIFY(all.contains(QStringLiteral("quotes.csv row 6, column 'vendor': 'Alpha Cloud' is quoted twice (first in row 2)")));
        QVERIFY(all.contains(QStringLiteral("quotes.csv row 7, column 'price_per_hour': '$8' is in USD, but the quote's prices are in CNY")));
        QVERIFY(all.contains(QStringLiteral("quotes.csv row 8, column 'vendor': no vendor and no offering")));
        QVERIFY(all.contains(QStringLiteral("column 'colour' is not used")));
        QCOMPARE(in.rowsSkipped, 1);
        // Unpriced and uncounted quotes rank below every priced one, with the reason.
        const Comparison c = compareNow(m_plan, in.quotes, reporttest::bundledCatalog());
        QCOMPARE(int(c.results.size()), 6);
        int priced = 0;
        for (const QuoteResult &r : c.results)
            priced += r.cost.known ? 1 : 0;
        QCOMPARE(priced, 3); // Alpha, Beta, Alpha (2); not Gamma ('abc'), Delta ('two'), Epsilon ('$8' in CNY)
        for (int i = 0; i < priced; ++i)
            QVERIFY(c.results[size_t(i)].cost.known);
        for (const QuoteResult &r : c.results)
            if (r.quote.vendor == QLatin1String("Delta"))
                QVERIFY2(r.verdict.contains(QStringLiteral("GPU count")), qPrintable(r.verdict));
    }

    // A vendor's own sheet rarely names the vendor in a column: its title does, else its file name
    // does, and the quotes are kept under that name with a message saying where it came from.
    void aSheetWithoutAVendorColumnIsNamedByItsTitleOrFile()
    {
        QuoteImport in = importQuoteFile(write("novendor.csv", "gpu_model,price_per_hour\nH100,3\n"));
        QCOMPARE(int(in.quotes.size()), 1);
        QCOMPARE(in.quotes[0].vendor, QStringLiteral("novendor"));
        QVERIFY2(in.messages.join(QLatin1Char(' '))
                     .contains(QStringLiteral(
                         "no column, label or title names the vendor: the quotes are named 'novendor' "
                         "after the file")),
                 qPrintable(in.messages.join(QLatin1Char('\n'))));
        in = importQuoteFile(write("q-2026-12.csv",
                                   "某某科技 GPU 服务器租用报价单（2026年12月）,,\n,,\n"
                                   "配置,GPU型号,卡数,每月价格（元）\n训练型,H800,8,180000\n"));
        QCOMPARE(int(in.quotes.size()), 1);
        QCOMPARE(in.quotes[0].vendor, QStringLiteral("某某科技"));
        QCOMPARE(in.quotes[0].offering, QStringLiteral("训练型"));
        QVERIFY2(in.messages.join(QLatin1Char(' '))
                     .contains(QStringLiteral(
                         "q-2026-12.csv row 1, column 1: no column or label names the vendor: the quotes are "
                         "named '某某科技' from the title")),
                 qPrintable(in.messages.join(QLatin1Char('\n'))));
        in = importQuoteFile(write(
            "nospace.csv", "某某科技GPU服务器报价单\n配置,GPU型号,每月价格（元）\n推理型,L40S,60000\n"));
        QCOMPARE(in.quotes[0].vendor, QStringLiteral("某某科技"));
        // A name that holds a generic word (算力), followed by a space: the first word whole.
        in = importQuoteFile(
            write("word.csv", "星河算力 GPU 集群报价单\n配置,GPU型号,每月价格（元）\n推理型,L40S,60000\n"));
        QCOMPARE(in.quotes[0].vendor, QStringLiteral("星河算力"));
        in = importQuoteFile(
            write("en.csv", "Quotation from Acme Cloud Ltd.\nGPU,GPUs,Monthly price\nH100,8,$20000\n"));
        QCOMPARE(int(in.quotes.size()), 1);
        QCOMPARE(in.quotes[0].vendor, QStringLiteral("Acme Cloud Ltd."));
        // A label under another name a vendor uses ("报价单位：…") names it as 供应商 does.
        in = importQuoteFile(write("label.csv", "报价单位：甲云科技,\nGPU型号,每月价格（元）\nA100,30000\n"));
        QCOMPARE(int(in.quotes.size()), 1);
        QCOMPARE(in.quotes[0].vendor, QStringLiteral("甲云科技"));
        // A title whose only words are "supplier" and "quote" names no one: "供应商" was the vendor.
        in = importQuoteFile(write("甲方询价.csv", "供应商报价单,\nGPU型号,每月价格（元）\nA100,30000\n"));
        QCOMPARE(int(in.quotes.size()), 1);
        QCOMPARE(in.quotes[0].vendor, QStringLiteral("甲方询价"));
        in = importQuoteFile(write("acme.csv", "Supplier quotation\nGPU,Monthly price\nA100,$3000\n"));
        QCOMPARE(in.quotes[0].vendor, QStringLiteral("acme"));
    }

    // A hardware vendor's price to buy the server names no rental period: it is read as a purchase
    // ("单价（万元）" 210.5 = 2,105,000 CNY a machine) and ranked at what buying and owning the machines
    // costs over the horizon, as the plan's own purchase is costed. A rental price without a unit
    // still names no period, and a multiplier in a rent's header is applied too.
    void aPurchasePriceIsRankedAsBought()
    {
        const QuoteImport in = importQuoteFile(
            write("buy.csv", "供应商,GPU型号,卡数,单价（万元）,数量（台）\n乙科技,H100 SXM,8,210.5,1\n"));
        QCOMPARE(int(in.quotes.size()), 1);
        QCOMPARE(in.quotes[0].price.purchase.value_or(0), 2105000.0);
        const Comparison c = compareNow(m_plan, in.quotes, reporttest::bundledCatalog());
        QCOMPARE(int(c.results.size()), 1);
        const QuoteCost &cost = c.results[0].cost;
        QVERIFY2(cost.known && cost.basis == QLatin1String("purchase"),
                 qPrintable(cost.why.join(QLatin1Char('\n'))));
        // Closed form of the book value (straight line over 4 years to a 10% residual, plan defaults):
        // what is left after the horizon counts back; maintenance is 10% of the capital a year.
        const int machines = c.results[0].machinesJudged;
        QVERIFY(machines >= 1);
        const double capital = 2105000.0 / c.cnyPerUsd * machines; // the plan compares in USD
        const double months = c.horizonMonths;
        const double residual = capital - capital * 0.9 * std::min(months, 48.0) / 48.0;
        const double maintenance = 0.10 * capital / 12.0;
        QVERIFY2(cost.total > capital - residual + maintenance * months,
                 qPrintable(cost.why.join(QLatin1Char('\n'))));
        const QString why = cost.why.join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QStringLiteral("To buy: ")) &&
                     why.contains(QStringLiteral("less the book value")),
                 qPrintable(why));
        const QuoteImport rent =
            importQuoteFile(write("rent.csv", "供应商,GPU型号,单价\n乙科技,H800,88000\n"));
        QVERIFY(rent.messages.join(QLatin1Char(' ')).contains(QStringLiteral("'88000' names no period")));
        const QuoteImport wan =
            importQuoteFile(write("wan.csv", "供应商,GPU型号,月租（万元）\n乙科技,H800,3.5\n"));
        QCOMPARE(wan.quotes[0].price.perMonth.value_or(0), 35000.0);
    }

    void chineseHeadersAndJson()
    {
        QuoteImport in = importQuoteFile(write("cn.csv", "供应商,GPU型号,卡数,显存,每月价格,币种\n算力云,H200 SXM,2,141,¥98000,CNY\n"));
        QCOMPARE(int(in.quotes.size()), 1);
        QCOMPARE(in.quotes[0].answer(QStringLiteral("gpu_memory_gb"))->value, QStringLiteral("141"));
        QCOMPARE(*in.quotes[0].price.perMonth, 98000.0);
        in = importQuoteFile(write("q.json", R"({"quotes": [{"vendor": "Json Cloud", "currency": "USD", "price_per_hour": 10,
                                                            "gpu_model": "H200 SXM"},
                                                           {"vendor": "Bad", "price_per_hour": "cheap", "currency": "USD"}]})"));
        QCOMPARE(int(in.quotes.size()), 2); // the quote with an unreadable price is kept, without a price
        QVERIFY(!in.quotes[1].price.perHour);
        QVERIFY2(in.messages.join(QLatin1Char(' ')).contains(QStringLiteral("'cheap' is not a number")),
                 qPrintable(in.messages.join(QLatin1Char(' '))));
        // quoteToJson / quoteFromJson round trip.
        Quote q;
        QString error;
        QVERIFY(quoteFromJson(quoteToJson(in.quotes[0]), &q, &error));
        QCOMPARE(q.vendor, QStringLiteral("Json Cloud"));
        QCOMPARE(*q.price.perHour, 10.0);
    }

    void foreignXlsxIsRefused()
    {
        QuoteImport in = importQuoteFile(write("fake.xlsx", "not a zip at all"));
        QVERIFY(in.quotes.empty());
        QVERIFY(in.messages.join(QLatin1Char(' ')).contains(QStringLiteral("fake.xlsx: not an XLSX workbook")));
        // A real workbook that is not a request for quote: read as any table, and here there are no quotes.
        const QString other = m_dir.filePath(QStringLiteral("other.xlsx"));
        QString error;
        QVERIFY(exportComparison(m_plan, {}, ReportLanguage::English, reporttest::bundledCatalog(), other, &error));
        in = importQuoteFile(other);
        QVERIFY(in.quotes.empty());
        QVERIFY(!in.messages.isEmpty());
        // The comparison's sheet is named in the document's language.
        QCOMPARE(readXlsxWorkbook(other).sheetNames, QStringList{QStringLiteral("Comparison")});
        QVERIFY(exportComparison(m_plan, {}, ReportLanguage::Chinese, reporttest::bundledCatalog(), other,
                                 &error));
        QCOMPARE(readXlsxWorkbook(other).sheetNames, QStringList{QStringLiteral("报价对比")});
    }

    void rfqCsvRoundTrip()
    {
        const QString path = m_dir.filePath(QStringLiteral("rfq.csv"));
        QVERIFY(fillRfqCsv(path, QStringLiteral("Round Trip Cloud"), QStringLiteral("CNY"),
                           {{{QStringLiteral("gpu_model"), 6}, QStringLiteral("2 × NVIDIA H200 SXM 141GB")},
                            {{QStringLiteral("gpu_memory_gb"), 7}, QStringLiteral("141")},
                            {{QStringLiteral("cpu_cores"), 7}, QStringLiteral("many")},
                            {{QStringLiteral("total"), 8}, QStringLiteral("98.5")},
                            {{QStringLiteral("total"), 14}, QStringLiteral("7×24, 4 h response")}}));
        const QuoteImport in = importQuoteFile(path);
        QCOMPARE(int(in.quotes.size()), 1);
        const Quote &q = in.quotes[0];
        QCOMPARE(q.vendor, QStringLiteral("Round Trip Cloud"));
        QCOMPARE(q.currency, QStringLiteral("CNY"));
        QCOMPARE(q.plan, m_plan.name);
        QCOMPARE(*q.price.perHour, 98.5);
        QCOMPARE(q.supportSla, QStringLiteral("7×24, 4 h response"));
        QCOMPARE(q.answer(QStringLiteral("gpu_memory_gb"))->value, QStringLiteral("141"));
        QVERIFY(!q.answer(QStringLiteral("cpu_cores")));
        QVERIFY2(in.messages.join(QLatin1Char(' ')).contains(QStringLiteral("'many' is not a number; the row is left out")),
                 qPrintable(in.messages.join(QLatin1Char(' '))));
    }

    // Each requirement's text names the item, then what is asked: "GPU model: …" in English and
    // "GPU 型号：…" in Chinese, not a half-width colon inside the Chinese line.
    void rfqRequirementTextsInEachLanguage()
    {
        const RfqSheet sheet = buildRfqSheet(m_plan, reporttest::bundledCatalog());
        int checked = 0;
        for (int row = sheet.headerRow + 1; row < sheet.totalRow; ++row) {
            const QStringList lines = sheet.cells[row].value(2).split(QLatin1Char('\n'));
            if (lines.size() != 2)
                continue;
            QVERIFY2(lines[0].contains(QStringLiteral(": ")), qPrintable(lines[0]));
            QVERIFY2(lines[1].contains(QStringLiteral("：")) && !lines[1].contains(QStringLiteral(": ")),
                     qPrintable(lines[1]));
            ++checked;
        }
        QVERIFY2(checked >= 8, qPrintable(QString::number(checked)));
    }

    // A vendor's RFQ answer as written: the count in the offered part alone ("3台×8卡", no value) and a
    // price per machine on the total row. The count was not read, so the machine price could not be
    // set against the load; now 24 GPUs on 3 machines, 52,000 × 3 = 156,000 a month, shown as read
    // "per machine-month".
    void rfqAnsweredWithMachinesAndAMachinePrice()
    {
        const QString path = m_dir.filePath(QStringLiteral("rfq-machines.csv"));
        QVERIFY(fillRfqCsv(path, QStringLiteral("星河算力"), QStringLiteral("CNY"),
                           {{{QStringLiteral("gpu_model"), 6}, QStringLiteral("H200 SXM 141GB")},
                            {{QStringLiteral("gpu_count"), 6}, QStringLiteral("3台×8卡")},
                            {{QStringLiteral("ram_gb"), 6}, QStringLiteral("2TB DDR5")},
                            {{QStringLiteral("total"), 9}, QStringLiteral("52,000元/台/月")}}));
        const QuoteImport in = importQuoteFile(path);
        QCOMPARE(int(in.quotes.size()), 1);
        const Quote &q = in.quotes[0];
        QCOMPARE(statedGpuCount(q), 24.0);
        QCOMPARE(q.answer(QStringLiteral("ram_gb"))->value.toDouble(), 2000.0);
        const planner::OfferedConfiguration o = offeredConfiguration(q, QStringLiteral("nvidia-h200-sxm"));
        QCOMPARE((std::pair{o.machines, o.gpusPerMachine}), (std::pair{3, 8}));
        QVERIFY(q.price.perMonth);
        QCOMPARE(*q.price.perMonth, 156000.0);
        // As read, with the unit as the vendor wrote it (was "(台/月)", the currency dropped).
        QVERIFY2(
            pricesReadOf(q).join(u' ').contains(QStringLiteral("52000 CNY per machine-month (元/台/月)")),
            qPrintable(pricesReadOf(q).join(u' ')));
        // The comparison settles the price on the same machines.
        const Comparison c = compareNow(m_plan, {q}, reporttest::bundledCatalog());
        QCOMPARE(int(c.results.size()), 1);
        QVERIFY2(c.results[0].cost.known, qPrintable(c.results[0].cost.unknownWhy));
        QVERIFY2(c.results[0].cost.why.join(u' ').contains(QStringLiteral("× 3 machines")),
                 qPrintable(c.results[0].cost.why.join(u' ')));
    }

    void rfqXlsxRoundTrip()
    {
        if (!reporttest::haveTool("unzip") || !reporttest::haveTool("zip"))
            QSKIP("unzip and zip are needed (installer/install-deps.sh)");
        QString error;
        const QString xlsx = m_dir.filePath(QStringLiteral("rfq-filled.xlsx"));
        QVERIFY(exportRfq(m_plan, reporttest::bundledCatalog(), xlsx, &error));
        // Fill the vendor cells as a spreadsheet would: edit the sheet's XML and zip it again.
        const RfqSheet sheet = buildRfqSheet(m_plan, reporttest::bundledCatalog());
        const QString unpacked = m_dir.filePath(QStringLiteral("unpacked"));
        QDir().mkpath(unpacked);
        QCOMPARE(QProcess::execute(QStringLiteral("unzip"), {QStringLiteral("-q"), xlsx, QStringLiteral("-d"), unpacked}), 0);
        QFile xml(unpacked + QStringLiteral("/xl/worksheets/sheet1.xml"));
        QVERIFY(xml.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(xml.readAll());
        xml.close();
        const auto fill = [&](int row, const char *column, const QString &value, bool number) {
            const QString ref = QString::fromLatin1(column) + QString::number(row + 1);
            const QRegularExpression blank(QStringLiteral("<c r=\"%1\"( s=\"\\d+\")?/>").arg(ref));
            const QString cell = number ? QStringLiteral("<c r=\"%1\"\\1><v>%2</v></c>").arg(ref, value)
                                        : QStringLiteral("<c r=\"%1\"\\1 t=\"inlineStr\"><is><t>%2</t></is></c>").arg(ref, value);
            QVERIFY2(text.contains(blank), qPrintable(ref));
            text.replace(blank, cell);
        };
        fill(sheet.vendorRow, "B", QStringLiteral("Excel Cloud"), false);
        fill(sheet.currencyRow, "B", QStringLiteral("USD"), false);
        int memoryRow = -1, readRow = -1;
        for (int r = 0; r < int(sheet.cells.size()); ++r) {
            if (sheet.cells[r][0] == QLatin1String("gpu_memory_gb"))
                memoryRow = r;
            if (sheet.cells[r][0] == QLatin1String("data_disk_read_mbps"))
                readRow = r;
        }
        fill(memoryRow, "H", QStringLiteral("141"), true);
        fill(readRow, "H", QStringLiteral("abc"), false);
        fill(sheet.totalRow, "J", QStringLiteral("9100"), true);
        QVERIFY(xml.open(QIODevice::WriteOnly | QIODevice::Truncate));
        xml.write(text.toUtf8());
        xml.close();
        QFile::remove(xlsx);
        QProcess zip;
        zip.setWorkingDirectory(unpacked);
        zip.start(QStringLiteral("zip"), {QStringLiteral("-q"), QStringLiteral("-r"), xlsx, QStringLiteral(".")});
        QVERIFY(zip.waitForFinished());
        QCOMPARE(zip.exitCode(), 0);

        const QuoteImport in = importQuoteFile(xlsx);
        QCOMPARE(int(in.quotes.size()), 1);
        QCOMPARE(in.quotes[0].vendor, QStringLiteral("Excel Cloud"));
        QCOMPARE(*in.quotes[0].price.perMonth, 9100.0);
        QCOMPARE(in.quotes[0].answer(QStringLiteral("gpu_memory_gb"))->value, QStringLiteral("141"));
        const QString expected = QStringLiteral("rfq-filled.xlsx cell H%1 (column 'Offered value'): 'abc' is not a number").arg(readRow + 1);
        QVERIFY2(in.messages.join(QLatin1Char('\n')).contains(expected), qPrintable(in.messages.join(QLatin1Char('\n'))));
    }

    void comparisonStatusesCostAndRanking()
    {
        QuoteImport in = importQuoteFile(write("cmp.csv",
                                               "vendor,gpu_model,gpu_count,gpu_memory_gb,cpu_cores,ram_gb,monitoring,gpu_interconnect,price_per_hour,price_per_month,currency\n"
                                               "Good,NVIDIA H200 SXM 141GB,2,141,64,1024,yes,NVLink,12,,USD\n"
                                               "Cheap but small,NVIDIA L4,2,24,8,64,no,PCIe,1,,USD\n"
                                               "Monthly,NVIDIA H200 SXM 141GB,2,141,64,1024,yes,NVLink,,6000,USD\n"));
        QCOMPARE(int(in.quotes.size()), 3);
        const Comparison c = compareNow(m_plan, in.quotes, reporttest::bundledCatalog());
        QCOMPARE(int(c.results.size()), 3);
        // The small quote misses minimums and ranks last although it is cheapest.
        QCOMPARE(c.results.back().quote.vendor, QStringLiteral("Cheap but small"));
        QVERIFY(c.results.back().belowMinimum >= 2);
        size_t memory = 0, monitoring = 0, read = 0;
        QVERIFY(requirement(c, "gpu_memory_gb", &memory));
        QVERIFY(requirement(c, "monitoring", &monitoring));
        QVERIFY(requirement(c, "data_disk_read_mbps", &read));
        const QuoteResult &first = c.results.front();
        QCOMPARE(first.assessments[memory].status, QuoteStatus::Meets);
        QCOMPARE(first.assessments[read].status, QuoteStatus::NotStated);
        QCOMPARE(c.results.back().assessments[memory].status, QuoteStatus::BelowMinimum);
        QCOMPARE(c.results.back().assessments[monitoring].status, QuoteStatus::BelowMinimum);
        // Cost over the horizon: hourly price × paid hours × months; monthly price × started months.
        for (const QuoteResult &r : c.results) {
            QVERIFY(r.cost.known);
            // × the machines of this shape the load needs (issue 21: a quote is judged on what it offers).
            const double machines = double(r.machinesJudged) / std::max(1, r.machinesOffered);
            QVERIFY(machines >= 1);
            if (r.quote.vendor == QLatin1String("Good"))
                QCOMPARE(r.cost.total, 12 * c.paidHoursPerMonth * c.horizonMonths * machines);
            if (r.quote.vendor == QLatin1String("Monthly"))
                QCOMPARE(r.cost.total, 6000 * std::ceil(c.horizonMonths) * machines);
        }
        QVERIFY(c.results[0].cost.total <= c.results[1].cost.total);
        const nlohmann::json j = comparisonToJson(c);
        QCOMPARE(j["results"].size(), size_t(3));
        QCOMPARE(j["results"][2]["requirements"]["gpu_memory_gb"]["status"], "below_minimum");
    }

    // --- Issue 13: vendor files as they come (tests/data/quotes/, made by make-quotes.sh) ---

    static QString quoteData(const char *name)
    {
        return QStringLiteral(GPUPLANNER_TEST_DATA "/quotes/") + QString::fromLatin1(name);
    }

    static const QuoteResult *result(const Comparison &c, const QString &vendor)
    {
        for (const QuoteResult &r : c.results)
            if (r.quote.vendor == vendor)
                return &r;
        return nullptr;
    }

    void gbkCsvPricedPerMonth()
    {
        // GBK, 单价（元/月）: a month's price, not an hour's (it was read per hour: 12,000 × 730 h).
        const QuoteImport in = importQuoteFile(quoteData("gbk-monthly.csv"));
        QVERIFY2(in.quotes.size() == 1, qPrintable(in.messages.join(QLatin1Char('\n'))));
        const Quote &q = in.quotes[0];
        QCOMPARE(q.vendor, QStringLiteral("甲云"));
        QCOMPARE(q.offering, QStringLiteral("GN8-H20")); // 型号
        QCOMPARE(q.currency, QStringLiteral("CNY"));
        QVERIFY(!q.price.perHour);
        QCOMPARE(*q.price.perMonth, 12000.0);
        QCOMPARE(int(q.price.read.size()), 1);
        QCOMPARE(q.price.read[0].period, QStringLiteral("month"));
        QCOMPARE(q.price.read[0].column, QStringLiteral("单价（元/月）"));
        QCOMPARE(q.answer(QStringLiteral("public_mbps"))->value, QStringLiteral("1000")); // 1G = 1000 Mbit/s
        QCOMPARE(q.answer(QStringLiteral("data_disk_gb"))->value, QStringLiteral("3840")); // 硬盘 3.84T
        QCOMPARE(q.answer(QStringLiteral("gpu_memory_gb"))->value, QStringLiteral("96"));
        QCOMPARE(q.answer(QStringLiteral("ram_gb"))->value, QStringLiteral("512"));
        // CPU column: the model, and 32 cores from "32核".
        QCOMPARE(q.answer(QStringLiteral("cpu_cores"))->offered, QStringLiteral("Intel 6430 32核"));
        QCOMPARE(q.answer(QStringLiteral("cpu_cores"))->value, QStringLiteral("32"));
        const Comparison c = compareNow(m_plan, in.quotes, reporttest::bundledCatalog());
        QCOMPARE(c.currency, planner::cost::Currency::Cny);
        // 12,000 CNY × 24 started months = 288,000 CNY; 12,000 a month; × the machines of 2 × H20
        // the load needs (issue 21).
        const double machines = c.results[0].machinesJudged;
        QCOMPARE(c.results[0].machinesOffered, 1);
        QVERIFY(machines >= 1);
        QCOMPARE(c.results[0].cost.basis, QStringLiteral("month"));
        QCOMPARE(c.results[0].cost.total, 288000.0 * machines);
        QCOMPARE(c.results[0].cost.perMonth, 12000.0 * machines);
        QVERIFY(c.results[0].pricesRead.join(QString()).contains(QStringLiteral("per month")));
        const nlohmann::json j = comparisonToJson(c);
        QCOMPARE(j["results"][0]["prices_read"][0]["field"], "price_per_month");
        QCOMPARE(j["results"][0]["prices_read"][0]["amount"].get<double>(), 12000.0);
        size_t mbps = 0, cores = 0;
        QVERIFY(requirement(c, "public_mbps", &mbps));
        QVERIFY(requirement(c, "cpu_cores", &cores));
        QVERIFY(c.results[0].assessments[mbps].status != QuoteStatus::BelowMinimum);
        QVERIFY(c.results[0].assessments[cores].status != QuoteStatus::NotStated);
    }

    // The same comparison in Chinese: the price as read names its column in full-width brackets
    // ("12000 CNY 每月（单价（元/月））", was "每月 (单价（元/月）)"), and the verdict that judges the
    // quote on the machines the load needs reads "…（共 N 个 GPU）计满足…", without the space the
    // English word order leaves before 计.
    void chineseComparisonPunctuation()
    {
        const LanguageScope scope(i18n::Language::Chinese);
        const QuoteImport in = importQuoteFile(quoteData("gbk-monthly.csv"));
        QVERIFY(in.quotes.size() == 1);
        const Comparison c = compareNow(m_plan, in.quotes, reporttest::bundledCatalog());
        const QuoteResult &r = c.results[0];
        QCOMPARE(r.pricesRead.value(0), QStringLiteral("12000 CNY 每月（单价（元/月））"));
        QVERIFY2(r.machinesJudged > 1, qPrintable(r.verdict));
        QVERIFY2(r.verdict.contains(QStringLiteral("个 GPU）计满足")), qPrintable(r.verdict));
        QVERIFY2(!r.verdict.contains(QStringLiteral("） ")), qPrintable(r.verdict));
    }

    void unitColumnPerCardAndFuzzyNames()
    {
        // UTF-8 with BOM; 计价单位 overrides the 单价 header row by row.
        const QuoteImport in = importQuoteFile(quoteData("unit-column.csv"));
        QVERIFY2(in.quotes.size() == 3, qPrintable(in.messages.join(QLatin1Char('\n'))));
        const Comparison c = compareNow(m_plan, in.quotes, reporttest::bundledCatalog());
        size_t model = 0;
        QVERIFY(requirement(c, "gpu_model", &model));
        // 乙算力: 12.5 元/卡/小时 × 8 GPUs = 100 CNY an hour; "2×3.84T" = 7,680 GB.
        const QuoteResult *b = result(c, QStringLiteral("乙算力"));
        QVERIFY(b);
        QCOMPARE(*b->quote.price.perHour, 100.0);
        QVERIFY(b->quote.price.read[0].perGpu);
        QCOMPARE(b->quote.price.read[0].unit, QStringLiteral("元/卡/小时"));
        QCOMPARE(b->quote.answer(QStringLiteral("data_disk_gb"))->value, QStringLiteral("7680"));
        QVERIFY(b->cost.why.join(QLatin1Char('\n')).contains(QStringLiteral("× 8 GPUs")));
        QCOMPARE(b->cost.total, 100 * c.paidHoursPerMonth * 24 * b->machinesJudged); // × machines needed (issue 21)
        // "A800 80G SXM" is the catalog's NVIDIA A800 SXM4 80GB: the plan's own GPU.
        QCOMPARE(b->assessments[model].status, QuoteStatus::Meets);
        QCOMPARE(b->assessments[model].acceleratorId, QStringLiteral("nvidia-a800-sxm"));
        // 丙数据: 68,000 元/月 for the configuration.
        const QuoteResult *d = result(c, QStringLiteral("丙数据"));
        QVERIFY(d);
        QCOMPARE(*d->quote.price.perMonth, 68000.0);
        QVERIFY(!d->quote.price.perHour);
        QCOMPARE(d->assessments[model].status, QuoteStatus::Meets); // A800-80GB-SXM4
        // 丁智算: "A100 80G" could be the SXM4 or the PCIe card: both shown to choose from.
        const QuoteResult *a = result(c, QStringLiteral("丁智算"));
        QVERIFY(a);
        QCOMPARE(a->assessments[model].status, QuoteStatus::NotStated);
        QCOMPARE(a->assessments[model].candidates.size(), 2);
        QVERIFY(a->assessments[model].candidates.contains(QStringLiteral("NVIDIA A100 SXM4 80GB")));
        QVERIFY(a->assessments[model].candidates.contains(QStringLiteral("NVIDIA A100 PCIe 80GB")));
        QCOMPARE(*a->quote.price.perHour, 2.2 * 8);
    }

    void perCardHeader()
    {
        // "Price (CNY per GPU per month)": 5,600 × 8 GPUs = 44,800 CNY a month; 100M = 100 Mbit/s.
        const QuoteImport in = importQuoteFile(quoteData("per-card.csv"));
        QVERIFY2(in.quotes.size() == 1, qPrintable(in.messages.join(QLatin1Char('\n'))));
        QCOMPARE(*in.quotes[0].price.perMonth, 44800.0);
        QCOMPARE(in.quotes[0].answer(QStringLiteral("public_mbps"))->value, QStringLiteral("100"));
        const Comparison c = compareNow(m_plan, in.quotes, reporttest::bundledCatalog());
        QCOMPARE(c.results[0].cost.total, 44800.0 * 24 * c.results[0].machinesJudged); // × machines needed (issue 21)
        QVERIFY(c.results[0].cost.why.join(QLatin1Char('\n')).contains(QStringLiteral("5600")));
        QCOMPARE(comparisonToJson(c)["results"][0]["prices_read"][0]["per_gpu"], true);
    }

    void unitsAndHeaders()
    {
        QCOMPARE(fieldForHeader(QStringLiteral("单价（元/月）")), QStringLiteral("price_per_month"));
        QCOMPARE(fieldForHeader(QStringLiteral("单价（元/卡/时）")), QStringLiteral("price_per_gpu_hour"));
        QCOMPARE(fieldForHeader(QStringLiteral("价格（元/年）")), QStringLiteral("price_per_year"));
        QCOMPARE(fieldForHeader(QStringLiteral("租金/天")), QStringLiteral("price_per_day"));
        QCOMPARE(fieldForHeader(QStringLiteral("Price per GPU-hour (USD)")), QStringLiteral("price_per_gpu_hour"));
        QCOMPARE(fieldForHeader(QStringLiteral("Price (USD/mo)")), QStringLiteral("price_per_month"));
        QCOMPARE(fieldForHeader(QStringLiteral("Price (USD/hr)")), QStringLiteral("price_per_hour"));
        QCOMPARE(fieldForHeader(QStringLiteral("计价单位")), QStringLiteral("price_unit"));
        QCOMPARE(fieldForHeader(QStringLiteral("型号")), QStringLiteral("offering"));
        QCOMPARE(fieldForHeader(QStringLiteral("硬盘")), QStringLiteral("data_disk_gb"));
        QCOMPARE(fieldForHeader(QStringLiteral("CPU")), QStringLiteral("cpu_model"));
        double v = 0;
        const auto q = [&](const char *field, const char *text) {
            v = -1;
            return parseQuantity(QString::fromLatin1(field), QString::fromUtf8(text), &v) ? v : -1;
        };
        QCOMPARE(q("public_mbps", "1G"), 1000.0);
        QCOMPARE(q("public_mbps", "1Gbps"), 1000.0);
        QCOMPARE(q("public_mbps", "100M"), 100.0);
        QCOMPARE(q("public_mbps", "千兆"), 1000.0);
        QCOMPARE(q("public_mbps", "万兆"), 10000.0);
        QCOMPARE(q("cluster_gbps", "200G IB"), 200.0);
        QCOMPARE(q("cluster_gbps", "4×400Gb"), 1600.0);
        QCOMPARE(q("cluster_gbps", "万兆"), 10.0);
        QCOMPARE(q("data_disk_read_mbps", "7GB/s"), 7000.0);
        QCOMPARE(q("data_disk_gb", "3.84T"), 3840.0);
        QCOMPARE(q("ram_gb", "1TB"), 1000.0);
        QCOMPARE(q("gpu_memory_gb", "80G"), 80.0);
        QCOMPARE(q("cpu_cores", "64C"), 64.0);
        QCOMPARE(q("cpu_cores", "2×32核"), 64.0);
        QCOMPARE(q("gpu_count", "8 × H100"), 8.0);
        QCOMPARE(coresInText(QStringLiteral("Intel 6430 32核")).value_or(-1), 32.0);
        QVERIFY(!coresInText(QStringLiteral("Intel Xeon 6430")));
    }

    // A figure without a unit takes its header's: 15.36 under "存储(TB)" is 15,360 GB (it was read as
    // 15.36 GB, "below minimum"); full-width digits as Chinese input methods type them are numbers.
    void headerUnitsAndFullWidthFigures()
    {
        QCOMPARE(headerQuantityUnit(QStringLiteral("data_disk_gb"), QStringLiteral("存储(TB)")),
                 QStringLiteral("TB"));
        QCOMPARE(headerQuantityUnit(QStringLiteral("data_disk_gb"), QStringLiteral("数据盘（NVMe）（TiB）")),
                 QStringLiteral("TiB"));
        QCOMPARE(headerQuantityUnit(QStringLiteral("public_mbps"), QStringLiteral("公网带宽 [Gbps]")),
                 QStringLiteral("Gbps"));
        QVERIFY(
            headerQuantityUnit(QStringLiteral("data_disk_gb"), QStringLiteral("数据盘（NVMe）")).isEmpty());
        QVERIFY(headerQuantityUnit(QStringLiteral("gpu_count"), QStringLiteral("GPU数量(张)")).isEmpty());
        const QString csv = QStringLiteral(
            "供应商,GPU型号,GPU数量,显存(GB),内存（TB）,存储(TB),公网带宽(Gbps),系统盘(GB),月租(元)\n"
            "云A,H100 SXM,8,80,2,2×3.84,1,480,\"120,000\"\n"
            "云B,H100 SXM,8,80,1.5,15.36TB,500M,960,１８０，０００\n");
        QStringEncoder gbk("GB18030");
        const QuoteImport in = importQuoteFile(write("gbk-units.csv", gbk.encode(csv)));
        QVERIFY2(in.quotes.size() == 2, qPrintable(in.messages.join(QLatin1Char('\n'))));
        const Quote &a = in.quotes[0], &b = in.quotes[1];
        QCOMPARE(a.answer(QStringLiteral("ram_gb"))->value, QStringLiteral("2000"));
        QCOMPARE(a.answer(QStringLiteral("data_disk_gb"))->value, QStringLiteral("7680"));
        QCOMPARE(a.answer(QStringLiteral("data_disk_gb"))->offered, QStringLiteral("2×3.84 TB"));
        QCOMPARE(a.answer(QStringLiteral("public_mbps"))->value, QStringLiteral("1000"));
        QCOMPARE(a.answer(QStringLiteral("system_disk_gb"))->value, QStringLiteral("480"));
        QCOMPARE(*a.price.perMonth, 120000.0);
        // A cell's own unit wins over the header's.
        QCOMPARE(b.answer(QStringLiteral("data_disk_gb"))->value, QStringLiteral("15360"));
        QCOMPARE(b.answer(QStringLiteral("public_mbps"))->value, QStringLiteral("500"));
        QCOMPARE(b.answer(QStringLiteral("ram_gb"))->value, QStringLiteral("1500"));
        QVERIFY2(b.price.perMonth && *b.price.perMonth == 180000.0,
                 qPrintable(in.messages.join(QLatin1Char('\n'))));
    }

    // A NIC column is the network between nodes; two columns of one size or rate are one answer of both
    // (the second column's figure was taken with the first column's text); the same text twice is once.
    void nicColumnsAndTwoColumnsOfOneField()
    {
        const QuoteImport in = importQuoteFile(
            write("nics.csv",
                  QStringLiteral("供应商,GPU型号,卡数,网卡,网卡,硬盘,数据盘,带宽,公网带宽,单价（元/月）\n"
                                 "甲云,H100 SXM,8,8×400G IB,2×25G,8×3.84T,2×7.68T,100M,100M,\"180,000\"\n"
                                 "乙云,H100 SXM,8,4×200Gb/s,,4×7.68T,,1G,,\"170,000\"\n")
                      .toUtf8()));
        QVERIFY2(in.quotes.size() == 2, qPrintable(in.messages.join(QLatin1Char('\n'))));
        const Quote &a = in.quotes[0], &b = in.quotes[1];
        QCOMPARE(a.answer(QStringLiteral("cluster_gbps"))->value, QStringLiteral("3200"));
        QCOMPARE(a.answer(QStringLiteral("cluster_gbps"))->offered, QStringLiteral("8×400G IB + 2×25G"));
        QCOMPARE(a.answer(QStringLiteral("data_disk_gb"))->value,
                 QStringLiteral("46080")); // 30.72 + 15.36 TB
        QCOMPARE(a.answer(QStringLiteral("public_mbps"))->value, QStringLiteral("100"));
        QCOMPARE(b.answer(QStringLiteral("cluster_gbps"))->value, QStringLiteral("800"));
        QCOMPARE(b.answer(QStringLiteral("data_disk_gb"))->value, QStringLiteral("30720"));
        QCOMPARE(b.answer(QStringLiteral("public_mbps"))->value, QStringLiteral("1000"));
    }

    // A vendor's bill of materials: one machine's parts down the rows, model, quantity and unit price
    // across. It was read as one quote per attribute column ("供应商 (型号)", "供应商 (数量)").
    void billOfMaterialsIsOneMachine()
    {
        const QuoteImport cn = importQuoteFile(
            write("bom.csv", QStringLiteral("甲服务器报价单,,,,\n"
                                            ",,,,\n"
                                            "配置项,型号,数量,单价(元),备注\n"
                                            "GPU,NVIDIA H100 SXM5 80GB,8,\"¥235,000\",含三年质保\n"
                                            "CPU,Intel Xeon Platinum 8480+,2,\"38,000\",\n"
                                            "内存,DDR5 64GB RDIMM,32,\"2,100\",\n"
                                            "硬盘,NVMe 3.84TB,8,4500,\n"
                                            "系统盘,SATA SSD 480GB,2,800,RAID1\n"
                                            "网卡,ConnectX-7 400G InfiniBand,8,\"12,000\",计算网络\n"
                                            "网卡,Broadcom 57414 双口 25G,1,\"1,500\",管理网络\n"
                                            "合计,,,,\n")
                                 .toUtf8()));
        QVERIFY2(cn.quotes.size() == 1, qPrintable(cn.messages.join(QLatin1Char('\n'))));
        const Quote &q = cn.quotes[0];
        QCOMPARE(q.answer(QStringLiteral("gpu_count"))->value, QStringLiteral("8"));
        QCOMPARE(q.answer(QStringLiteral("cpu_cores"))->value, QStringLiteral("112")); // 2 × 56 (catalog)
        QCOMPARE(q.answer(QStringLiteral("ram_gb"))->value, QStringLiteral("2048"));
        QCOMPARE(q.answer(QStringLiteral("data_disk_gb"))->value, QStringLiteral("30720"));
        QCOMPARE(q.answer(QStringLiteral("system_disk_gb"))->value, QStringLiteral("960"));
        // Two NIC lines: the InfiniBand ports are the fabric between nodes (8 × 400), not the front end.
        QCOMPARE(q.answer(QStringLiteral("cluster_gbps"))->value, QStringLiteral("3200"));
        QVERIFY(q.answer(QStringLiteral("cluster_gbps"))->offered.contains(QStringLiteral("InfiniBand")));
        // 8 × 235,000 + 2 × 38,000 + 32 × 2,100 + 8 × 4,500 + 2 × 800 + 8 × 12,000 + 1,500 = 2,158,300 CNY.
        QVERIFY(q.price.purchase);
        QCOMPARE(*q.price.purchase, 2158300.0);
        QCOMPARE(q.currency, QStringLiteral("CNY"));
        // English, with an amount column: the amounts are the price.
        const QuoteImport en = importQuoteFile(
            write("bom-en.csv", QStringLiteral("Item,Description,Qty,Unit price (USD),Amount (USD)\n"
                                               "GPU,NVIDIA L40S 48GB,4,\"$7,500\",\"$30,000\"\n"
                                               "CPU,AMD EPYC 9454,2,\"$3,000\",\"$6,000\"\n"
                                               "Memory,64GB DDR5,12,$300,\"$3,600\"\n"
                                               "Data disk,7.68TB NVMe,2,$900,\"$1,800\"\n"
                                               "Total,,,,\"$41,400\"\n")
                                    .toUtf8()));
        QVERIFY2(en.quotes.size() == 1, qPrintable(en.messages.join(QLatin1Char('\n'))));
        QCOMPARE(en.quotes[0].answer(QStringLiteral("gpu_count"))->value, QStringLiteral("4"));
        QCOMPARE(en.quotes[0].answer(QStringLiteral("ram_gb"))->value, QStringLiteral("768"));
        QCOMPARE(en.quotes[0].answer(QStringLiteral("data_disk_gb"))->value, QStringLiteral("15360"));
        QCOMPARE(*en.quotes[0].price.purchase, 41400.0);
        QCOMPARE(en.quotes[0].currency, QStringLiteral("USD"));
    }

    void sanityWarningAtBothBoundaries()
    {
        // The plan's own prices: 10 CNY per GPU-hour hourly, 5,110 per GPU-month (7 per GPU-hour). A quote of 8 × A800 SXM4 priced
        // per hour is checked against 10 × 8 × paid hours: ratio = price ÷ 80.
        PlanDocument p = reporttest::plan(R"({"name": "sanity", "workload": {"task": "llm_inference",
            "model": {"preset": "llama-3.1-70b"}, "serving": {"requests_per_s": 20, "ttft_ms": 1500, "tpot_ms": 50},
            "data": {"dataset_gb": 50}, "run": {"team_size": 3}},
            "cost": {"horizon_months": 24, "currency": "CNY", "prices": {"hourly": 10, "monthly": 5110}}})");
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        const QuoteImport in =
            importQuoteFile(write("sanity.csv", "vendor,gpu_model,gpu_count,单价（元/小时）,currency\n"
                                                "AtFive,A800 80G SXM,8,400,CNY\n"
                                                "AboveFive,A800 80G SXM,8,400.8,CNY\n"
                                                "AtFifth,A800 80G SXM,8,16,CNY\n"
                                                "BelowFifth,A800 80G SXM,8,15.9,CNY\n"
                                                "MonthlyReadHourly,A800 80G SXM,8,40880,CNY\n"
                                                "HourWrittenOut,A800 80G SXM,8,40880元/小时,CNY\n"));
        QCOMPARE(int(in.quotes.size()), 6);
        const Comparison c = compareNow(p, in.quotes, reporttest::bundledCatalog());
        const auto sanity = [&](const char *vendor) { return result(c, QString::fromLatin1(vendor))->sanity; };
        QVERIFY(sanity("AtFive").checked);
        QCOMPARE(sanity("AtFive").estimatePerMonth, 10 * 8 * c.paidHoursPerMonth);
        QVERIFY(qAbs(sanity("AtFive").ratio - 5.0) < 1e-9);
        QVERIFY(!sanity("AtFive").warning);
        QVERIFY(sanity("AboveFive").warning);         // 400.8 ÷ 80 = 5.01
        QVERIFY(!sanity("AtFifth").warning);          // 16 ÷ 80 = 0.2
        QVERIFY(sanity("BelowFifth").warning);        // 15.9 ÷ 80 = 0.199
        // 40,880 = 7 × 8 × 730: a month's price read per hour; read per month it is 40,880 a month.
        const PriceSanity s = sanity("MonthlyReadHourly");
        QVERIFY(s.warning);
        QCOMPARE(s.rereadFrom, QStringLiteral("price_per_hour"));
        QCOMPARE(s.rereadAs, QStringLiteral("price_per_month"));
        QCOMPARE(s.rereadPerMonth, 40880.0);
        QVERIFY2(s.text.contains(QStringLiteral("per month")), qPrintable(s.text));
        QVERIFY2(s.text.contains(QStringLiteral("Likely cause")), qPrintable(s.text));
        // The same figure with its unit written in the cell: the unit is not called the likely cause,
        // the other reading is still offered. The unit is quoted as the cell writes it, currency and all
        // ("40880元/小时"; it had been '小时').
        const PriceSanity written = sanity("HourWrittenOut");
        QVERIFY(written.warning);
        QCOMPARE(written.rereadAs, QStringLiteral("price_per_month"));
        QVERIFY2(written.text.contains(QStringLiteral("writes the unit out ('元/小时')")) &&
                     !written.text.contains(QStringLiteral("Likely cause")),
                 qPrintable(written.text));
        // The one-click re-read: the same quote per month, 40,880 × 24 months.
        const Quote again = rereadPrices(result(c, QStringLiteral("MonthlyReadHourly"))->quote, s.rereadFrom, s.rereadAs);
        QVERIFY(!again.price.perHour);
        QCOMPARE(*again.price.perMonth, 40880.0);
        const Comparison c2 = compareNow(p, {again}, reporttest::bundledCatalog());
        QCOMPARE(c2.results[0].cost.total, 40880.0 * 24 * c2.results[0].machinesJudged); // × machines needed (issue 21)
        QVERIFY2(!c2.results[0].sanity.warning, qPrintable(c2.results[0].sanity.text)); // 40,880 ÷ (5,110 × 8 = 40,880) = 1
        QCOMPARE(comparisonToJson(c)["results"][0]["price_sanity"].is_object(), true);
    }

    // A reserved term is owed in full: over 12 months a three-year reservation costs its 36 months,
    // over 36 it is the cheapest, over 48 two terms are owed. Per configuration of 8 GPUs: a year
    // reserved at 5,000 a GPU-month = 480,000 a year; three years at 4,000 = 1,152,000 a term.
    void reservedTermsOwedInFull_data()
    {
        QTest::addColumn<int>("months");
        QTest::addColumn<QString>("basis");
        QTest::addColumn<double>("total"); // for one machine of 8
        QTest::newRow("12 months") << 12 << QStringLiteral("year") << 480000.0;
        QTest::newRow("36 months") << 36 << QStringLiteral("three_years") << 1152000.0;
        QTest::newRow("48 months") << 48 << QStringLiteral("year") << 4 * 480000.0; // 2 terms: 2,304,000
    }
    void reservedTermsOwedInFull()
    {
        QFETCH(int, months);
        QFETCH(QString, basis);
        QFETCH(double, total);
        PlanDocument p =
            reporttest::plan(QStringLiteral(R"({"name": "terms", "workload": {"task": "llm_inference",
            "model": {"preset": "llama-3.1-70b"}, "serving": {"requests_per_s": 20, "ttft_ms": 1500, "tpot_ms": 50}},
            "cost": {"horizon_months": %1, "currency": "CNY"}})")
                                 .arg(months)
                                 .toUtf8()
                                 .constData());
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        const QuoteImport in = importQuoteFile(
            write("terms.csv", "供应商,GPU,卡数,按量（元/卡/时）,1年预留（元/卡/月）,3年预留（元/卡/月）\n"
                               "甲,A800 80G SXM,8,30,5000,4000\n"));
        QCOMPARE(int(in.quotes.size()), 1);
        const Comparison c = compareNow(p, in.quotes, reporttest::bundledCatalog());
        const QuoteResult &r = c.results[0];
        QVERIFY(r.machinesJudged >= 1);
        QCOMPARE(r.cost.basis, basis);
        QCOMPARE(r.cost.total, total * r.machinesJudged);
        QVERIFY2(r.cost.why.join(QLatin1Char(' ')).contains(QStringLiteral("Reserved for three years")),
                 qPrintable(r.cost.why.join(QLatin1Char('\n'))));
        QVERIFY(r.pricesRead.join(QString()).contains(QStringLiteral("for a three-year reservation")));
        QCOMPARE(comparisonToJson(c)["results"][0]["cost"]["basis"], basis.toStdString());
    }

    void silenceIsNotCompliance()
    {
        // A quote of a vendor, a GPU count and a price only ranks below a complete one that costs 1% more.
        const QuoteImport in = importQuoteFile(write("silence.csv",
                                                     "vendor,gpu_model,gpu_count,gpu_memory_gb,ram_gb,data_disk_gb,price_per_hour,currency\n"
                                                     "PriceOnly,,28,,,,100,CNY\n"
                                                     "Complete,A800 SXM4 80GB,28,80,8192,100000,101,CNY\n"));
        QCOMPARE(int(in.quotes.size()), 2);
        const Comparison c = compareNow(m_plan, in.quotes, reporttest::bundledCatalog());
        QCOMPARE(c.results[0].quote.vendor, QStringLiteral("Complete"));
        QCOMPARE(c.results[0].belowMinimum, 0);
        QVERIFY(!c.results[0].unverified);
        const QuoteResult &silent = c.results[1];
        QVERIFY(silent.unverified);
        int keys = 0;
        for (const Requirement &r : c.requirements)
            keys += keyRequirementIds().contains(r.id) ? 1 : 0;
        QCOMPARE(int(silent.keyNotStated.size()), keys - 1); // all but the GPU count
        // "unverified: 4 requirements not stated (ask the vendor)" once the English plural is installed.
        QVERIFY2(silent.verdict.startsWith(QStringLiteral("unverified: %1 requirement").arg(keys - 1)) &&
                     silent.verdict.contains(QStringLiteral("not stated (ask the vendor)")),
                 qPrintable(silent.verdict));
        QVERIFY2(silent.rankWhy.contains(QStringLiteral("does not state")), qPrintable(silent.rankWhy));
        QVERIFY(!c.results[0].rankWhy.isEmpty());
        QCOMPARE(comparisonToJson(c)["results"][1]["unverified"], true);
    }

    void rfqFilledByOpenpyxl()
    {
        // Our RFQ, filled in and saved by openpyxl: recognized by its item ids, not a document property.
        const QuoteImport in = importQuoteFile(quoteData("rfq-openpyxl.xlsx"));
        QVERIFY2(in.quotes.size() == 1, qPrintable(in.messages.join(QLatin1Char('\n'))));
        const Quote &q = in.quotes[0];
        QCOMPARE(q.vendor, QStringLiteral("Openpyxl Cloud"));
        QCOMPARE(q.currency, QStringLiteral("CNY"));
        QCOMPARE(*q.price.perMonth, 150000.0);
        QCOMPARE(q.answer(QStringLiteral("public_mbps"))->value, QStringLiteral("1000"));
        QCOMPARE(q.answer(QStringLiteral("data_disk_gb"))->value, QStringLiteral("7680"));
        QCOMPARE(q.answer(QStringLiteral("ram_gb"))->value, QStringLiteral("1000"));
        QCOMPARE(q.answer(QStringLiteral("cpu_cores"))->value, QStringLiteral("32"));
        const Comparison c = compareNow(m_plan, in.quotes, reporttest::bundledCatalog());
        size_t model = 0;
        QVERIFY(requirement(c, "gpu_model", &model));
        QCOMPARE(c.results[0].assessments[model].status, QuoteStatus::Meets); // "8 × A800 80G SXM"
    }

    void rfqXlsxNumbersAsTheCsvShowsThem()
    {
        QString error;
        const QString path = m_dir.filePath(QStringLiteral("rounded.xlsx"));
        QVERIFY2(exportRfq(m_plan, reporttest::bundledCatalog(), path, &error), qPrintable(error));
        const XlsxWorkbook wb = readXlsxWorkbook(path);
        const Grid grid = readXlsxSheet(path, wb, QStringLiteral("RFQ"), &error);
        int checked = 0;
        for (const QStringList &row : grid)
            if (row.value(0) == QLatin1String("gpu_memory_gb")) {
                // One decimal, as in the CSV: no float noise such as 43.49133333333333.
                static const QRegularExpression oneDecimal(QStringLiteral("^\\d+(\\.\\d)?$"));
                QVERIFY2(oneDecimal.match(row.value(3)).hasMatch(), qPrintable(row.value(3)));
                QVERIFY2(oneDecimal.match(row.value(4)).hasMatch(), qPrintable(row.value(4)));
                ++checked;
            }
        QCOMPARE(checked, 1);
    }

    void vendorWorkbookWithMergedHeader()
    {
        // Title row, vendor above the table, a two-row header with merged cells, a notes sheet.
        const QuoteImport in = importQuoteFile(quoteData("vendor-merged.xlsx"));
        QVERIFY2(in.quotes.size() == 2, qPrintable(in.messages.join(QLatin1Char('\n'))));
        for (const Quote &q : in.quotes)
            QCOMPARE(q.vendor, QStringLiteral("戊云计算"));
        const Quote &h20 = in.quotes[0];
        QCOMPARE(h20.answer(QStringLiteral("gpu_model"))->value, QStringLiteral("H20"));
        QCOMPARE(h20.answer(QStringLiteral("gpu_count"))->value, QStringLiteral("8"));
        QCOMPARE(h20.answer(QStringLiteral("gpu_memory_gb"))->value, QStringLiteral("96"));
        QCOMPARE(h20.answer(QStringLiteral("ram_gb"))->value, QStringLiteral("2000"));
        QCOMPARE(*h20.price.perMonth, 45000.0); // 价格 / 元/月
        QCOMPARE(*in.quotes[1].price.perHour, 9.5 * 8); // 价格 / 元/卡/时 × 8 = 76
        // The header is found on row 4 with its group row 3; a chosen sheet without a table imports nothing.
        ImportOptions notes;
        notes.sheet = QStringLiteral("说明");
        QVERIFY(importQuoteFile(quoteData("vendor-merged.xlsx"), notes).quotes.empty());
    }

    // A workbook openpyxl wrote: the NIC columns and sizes joined by "+" read as one answer each; a
    // price written as a formula has no value in the file (openpyxl computes none) and read as an empty
    // cell, a quote "on request" with no word why; its message now names the formula.
    void workbookWithAnUncomputedFormula()
    {
        const QuoteImport in = importQuoteFile(quoteData("openpyxl-formula.xlsx"));
        QVERIFY2(in.quotes.size() == 2, qPrintable(in.messages.join(QLatin1Char('\n'))));
        const Quote &ten = in.quotes[0];
        QCOMPARE(ten.answer(QStringLiteral("ram_gb"))->value, QStringLiteral("1536"));
        QCOMPARE(ten.answer(QStringLiteral("data_disk_gb"))->value,
                 QStringLiteral("23040"));                                                  // 7.68 + 15.36 TB
        QCOMPARE(ten.answer(QStringLiteral("cluster_gbps"))->value, QStringLiteral("800")); // the RoCE ports
        QCOMPARE(*ten.price.perMonth, 28000.0);
        QVERIFY(!in.quotes[1].price.perMonth);
        QVERIFY2(in.messages.join(QLatin1Char('\n'))
                     .contains(QStringLiteral("cell I3 (column '月租（元）'): '=21000+2000' is a formula no "
                                              "spreadsheet has computed")),
                 qPrintable(in.messages.join(QLatin1Char('\n'))));
    }

    void quoteLibraryKeepsQuotes()
    {
        QTemporaryDir data;
        catalog::CatalogStore store(data.path(), catalog::loadBundledCatalog());
        store.open();
        const QuoteImport in = importQuoteFile(write("lib.csv", "vendor,price_per_hour,currency\nLib Cloud,3,USD\n"));
        QCOMPARE(int(in.quotes.size()), 1);
        QString error;
        const catalog::StoredQuote row{0, in.quotes[0].vendor, QStringLiteral("plan A"), in.quotes[0].currency,
                                       in.quotes[0].importedAt, quoteToJson(in.quotes[0])};
        QVERIFY(catalog::saveQuote(store, row, &error) > 0);
        QVERIFY(catalog::saveQuote(store, row, &error) > 0); // replaces, does not duplicate
        const std::vector<catalog::StoredQuote> stored = catalog::storedQuotes(store, QStringLiteral("plan A"));
        QCOMPARE(int(stored.size()), 1);
        Quote back;
        QVERIFY(quoteFromJson(stored[0].data, &back, &error));
        QCOMPARE(*back.price.perHour, 3.0);
        QVERIFY(catalog::storedQuotes(store, QStringLiteral("plan B")).empty());
        QVERIFY(catalog::removeQuote(store, stored[0].id));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestReportQuotes, Gui)
#include "tst_report_quotes.moc"

// The cell readers of vendor quotes (issue 22): currency, price period and basis, GPU counts in the
// GPU cell, CPU cores from sockets × the catalog's cores, sizes and disk splits, unreadable answers.
#include "planner/quotes/comparison.h"
#include "planner/quotes/quote.h"
#include "planner/quotes/quotejson.h"
#include "planner/workload/format.h"
#include "reporttestutil.h"

#include <QtTest>

using namespace gpuplanner;
using namespace gpuplanner::quotes;

namespace {

QString u(const char *s)
{
    return QString::fromUtf8(s);
}

Requirement atLeast(const char *id, double minimum, double recommended, const char *unit)
{
    Requirement r;
    r.id = QString::fromLatin1(id);
    r.kind = RequirementKind::AtLeast;
    r.minimum = minimum;
    r.recommended = recommended;
    r.minimumText = planner::num(minimum, 0);
    r.recommendedText = planner::num(recommended, 0);
    r.unit = QString::fromLatin1(unit);
    return r;
}

QuoteAnswer offered(const char *text)
{
    QuoteAnswer a;
    a.offered = u(text);
    return a;
}

} // namespace

class tst_quote_cells : public QObject
{
    Q_OBJECT

private slots:
    void currencyFromCellHeaderOrColumn_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<QString>("header");
        QTest::addColumn<QString>("currency");
        QTest::newRow("yen") << u("¥12") << QString() << u("CNY");
        QTest::newRow("fullwidth yen") << u("￥12") << QString() << u("CNY");
        QTest::newRow("dollar") << u("$12") << QString() << u("USD");
        QTest::newRow("yuan") << u("12元") << QString() << u("CNY");
        QTest::newRow("RMB") << u("RMB 12") << QString() << u("CNY");
        QTest::newRow("CNY") << u("12 CNY") << QString() << u("CNY");
        QTest::newRow("renminbi") << u("12 人民币") << QString() << u("CNY");
        QTest::newRow("USD") << u("USD 12") << QString() << u("USD");
        QTest::newRow("meiyuan") << u("12美元") << QString() << u("USD");
        QTest::newRow("US$") << u("US$12") << QString() << u("USD");
        QTest::newRow("RMB and yuan") << u("RMB 45,000元/台/月") << QString() << u("CNY");
        QTest::newRow("header yuan per month") << u("12000") << u("单价（元/月）") << u("CNY");
        QTest::newRow("header renminbi") << u("12000") << u("价格（人民币）") << u("CNY");
        QTest::newRow("header USD") << u("3.5") << u("Monthly (USD)") << u("USD");
        QTest::newRow("header dollar per hour") << u("3.5") << u("Price ($/h)") << u("USD");
        QTest::newRow("none") << u("12") << u("Price") << QString();
        QTest::newRow("euro yuan is not CNY") << u("12") << u("价格（欧元）") << QString();
        QTest::newRow("HK$ is not USD") << u("HK$12") << QString() << QString();
    }
    void currencyFromCellHeaderOrColumn()
    {
        QFETCH(QString, cell);
        QFETCH(QString, header);
        QFETCH(QString, currency);
        QCOMPARE(readCurrency(cell, header).currency, currency);
    }

    void currencyConflictsAreProblems()
    {
        QVERIFY(!readCurrency(u("$12"), u("单价（元/月）")).problem.isEmpty());
        QVERIFY(readCurrency(u("$12"), u("单价（元/月）")).currency.isEmpty());
        QVERIFY(!readCurrency(u("¥12"), QString(), u("USD")).problem.isEmpty());
        QCOMPARE(readCurrency(u("12"), QString(), u("人民币")).currency, u("CNY"));
        QCOMPARE(readCurrency(u("12"), QString(), u("人民币")).from, u("column"));
        bool ambiguous = false;
        QVERIFY(currencyInText(u("$12 或 ¥80"), &ambiguous).isEmpty());
        QVERIFY(ambiguous);
        // An amount in 万 is an amount of yuan unless it says otherwise.
        QCOMPARE(currencyInText(u("1.2万/月")), u("CNY"));
        QCOMPARE(currencyInText(u("3.5 万")), u("CNY"));
        QCOMPARE(currencyInText(u("1.2万美元")), u("USD"));
        QCOMPARE(currencyInText(u("万兆网卡")), QString());
        QVERIFY(currencyInText(u("1.2万欧元"), &ambiguous).isEmpty() && ambiguous);
    }

    void moneyCells()
    {
        MoneyCell m = parseMoneyCell(u("RMB 45,000元/台/月"));
        QVERIFY(m.ok);
        QCOMPARE(m.amount, 45000.0);
        QCOMPARE(m.currency, u("CNY"));
        m = parseMoneyCell(u("$2.10 per GPU-hour"));
        QVERIFY(m.ok);
        QCOMPARE(m.amount, 2.1);
        QCOMPARE(m.currency, u("USD"));
        m = parseMoneyCell(u("2.10 USD per GPU hour"));
        QVERIFY(m.ok);
        QCOMPARE(m.amount, 2.1);
        QCOMPARE(m.currency, u("USD"));
        m = parseMoneyCell(u("4.5万/月"));
        QVERIFY(m.ok);
        QCOMPARE(m.amount, 45000.0);
        QVERIFY(!parseMoneyCell(u("$12元")).ok);
        // A decimal comma (a sheet from a European locale) is no thousands separator: "2,10" was 210.
        m = parseMoneyCell(u("2,10"));
        QVERIFY(m.ok);
        QCOMPARE(m.amount, 2.1);
        QCOMPARE(parseMoneyCell(u("$12,800.50/月")).amount, 12800.5);
        QCOMPARE(groupedNumber(u("1,234,567")).value_or(-1), 1234567.0);
        QVERIFY(!groupedNumber(u("2,1000")));
        QVERIFY(!groupedNumber(u("1,2,3")));
        QVERIFY(!parseMoneyCell(u("1.234,50")).ok);
        // A card-hour written with a middle dot or in brackets names the hour per GPU.
        for (const char *unit : {"元/卡·时", "元/(卡*时)", "元/（卡×时）"}) {
            const PriceUnit pu = parsePriceUnit(QString::fromUtf8(unit));
            QVERIFY2(pu.period == QLatin1String("hour") && pu.perGpu, unit);
        }
        QVERIFY(!parseMoneyCell(u("12 34")).ok);
        QVERIFY(!parseMoneyCell(u("12 abc")).ok);
        for (const char *poa : {"面议", "价格面议", "price on request", "POA", "TBD", "待定"}) {
            m = parseMoneyCell(u(poa));
            QVERIFY2(m.ok && m.empty && m.onRequest, poa);
        }
    }

    void pricePeriodAndBasis_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("period");
        QTest::addColumn<bool>("perGpu");
        QTest::newRow("元/卡/时") << u("元/卡/时") << u("hour") << true;
        QTest::newRow("元/台/月") << u("元/台/月") << u("month") << false;
        QTest::newRow("per GPU-hour") << u("per GPU-hour") << u("hour") << true;
        QTest::newRow("per GPU hour") << u("per GPU hour") << u("hour") << true;
        QTest::newRow("/hr per GPU") << u("/hr per GPU") << u("hour") << true;
        QTest::newRow("per node per month") << u("per node per month") << u("month") << false;
        QTest::newRow("per GPU server per month") << u("per GPU server per month") << u("month") << false;
        QTest::newRow("包月") << u("包月") << u("month") << false;
        QTest::newRow("包年") << u("包年") << u("year") << false;
        QTest::newRow("按量") << u("按量") << u("hour") << false;
        QTest::newRow("包年包月 alone") << u("包年包月") << QString() << false;
    }
    void pricePeriodAndBasis()
    {
        QFETCH(QString, text);
        QFETCH(QString, period);
        QFETCH(bool, perGpu);
        const PriceUnit unit = parsePriceUnit(text);
        QCOMPARE(unit.period, period);
        QCOMPARE(unit.perGpu, perGpu);
    }

    // A count beside the unit says what the price covers, not its basis: "元/月（2台）" is the price
    // of the two machines a month, "元/8卡/月" of the eight GPUs.
    void aCountIsNoBasis()
    {
        for (const char *whole :
             {"元/月（2台）", "元/月(2台)", "元/8卡/月", "per month for 2 nodes", "$/hr (8 GPUs)"}) {
            const PriceUnit unit = parsePriceUnit(QString::fromUtf8(whole));
            QVERIFY2(!unit.period.isEmpty(), whole);
            QVERIFY2(!unit.perGpu && !unit.perMachine, whole);
        }
        QVERIFY(parsePriceUnit(u("元/台/月")).perMachine);
        QVERIFY(parsePriceUnit(u("元/卡/时")).perGpu);
        // One of a thing is the basis: per GPU, per machine.
        for (const char *one : {"per 1 GPU-hour", "元/1卡/时", "USD per 1 GPU per hour", "元/1张卡/月"}) {
            const PriceUnit unit = parsePriceUnit(QString::fromUtf8(one));
            QVERIFY2(unit.perGpu && !unit.perMachine, one);
        }
        QVERIFY(parsePriceUnit(u("元/1台/月")).perMachine);
        QVERIFY(!parsePriceUnit(u("元/10卡/月")).perGpu); // ten, not one
    }

    void priceCells()
    {
        PriceCell c = readPriceCell(u("$2.10 per GPU-hour"));
        QVERIFY(c.ok);
        QCOMPARE(c.amount, 2.1);
        QCOMPARE(c.currency, u("USD"));
        QCOMPARE(c.unit.period, u("hour"));
        QVERIFY(c.unit.perGpu);
        QCOMPARE(c.unitText, u("per GPU-hour"));
        c = readPriceCell(u("$2.10/hr per GPU"));
        QVERIFY(c.ok);
        QCOMPARE(c.unit.period, u("hour"));
        QVERIFY(c.unit.perGpu);
        QCOMPARE(c.unitText, u("hr per GPU"));
        c = readPriceCell(u("RMB 45,000元/台/月"), u("单价（元/卡/月）"));
        QVERIFY(c.ok);
        QCOMPARE(c.unit.period, u("month"));
        QVERIFY(!c.unit.perGpu); // the cell's 台 wins over the header's 卡
        c = readPriceCell(u("12000"), u("单价（元/月）"));
        QVERIFY(c.ok);
        QCOMPARE(c.currency, u("CNY"));
        QCOMPARE(c.unit.period, u("month"));
        c = readPriceCell(u("1.2"), u("Price"), u("元/卡/时"));
        QCOMPARE(c.unit.period, u("hour"));
        QVERIFY(c.unit.perGpu);
        QCOMPARE(c.currency, u("CNY")); // the unit column's 元, where the cell and header name none
        c = readPriceCell(u("1.2"), u("Price"), u("元/卡/时"), QString(), u("USD"));
        QCOMPARE(c.currency, u("USD")); // a currency column comes first
        c = readPriceCell(u("1.2"), u("Price"), u("per GPU-hour"));
        QCOMPARE(c.currency, QString());
        c = readPriceCell(u("3.5"), u("Monthly (USD)"), QString(), u("price_per_month"));
        QCOMPARE(c.currency, u("USD"));
        QCOMPARE(c.unit.period, u("month"));
        c = readPriceCell(u("12"), u("Price"), QString(), u("price"));
        QVERIFY(!c.ok);
        QVERIFY(!c.problem.isEmpty());
        c = readPriceCell(u("面议"), u("单价（元/月）"));
        QVERIFY(c.ok && c.empty && c.onRequest);
        c = readPriceCell(u("$12"), u("单价（元/月）"));
        QVERIFY(!c.ok);
    }

    void gpuCountInTheGpuCell_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("count"); // 0: none read
        QTest::newRow("x2") << u("H20 96GB x2") << u("H20 96GB") << 2;
        QTest::newRow("2×") << u("2×H20") << u("H20") << 2;
        QTest::newRow("8卡") << u("8卡 A800 80G SXM") << u("A800 80G SXM") << 8;
        QTest::newRow("×8") << u("RTX 4090 24G ×8") << u("RTX 4090 24G") << 8;
        QTest::newRow("*8") << u("H20*8") << u("H20") << 8;
        QTest::newRow("8x, NVLink") << u("8x H100 SXM5 80GB, NVLink") << u("H100 SXM5 80GB") << 8;
        QTest::newRow("2-GPU") << u("2-GPU") << QString() << 2;
        QTest::newRow("80G*8") << u("A100 80G*8") << u("A100 80G") << 8;
        QTest::newRow("no count") << u("H100 SXM5 80GB") << u("H100 SXM5 80GB") << 0;
        QTest::newRow("96GB is no count") << u("H20 96GB") << u("H20 96GB") << 0;
        QTest::newRow("x 80GB is no count") << u("H100 x 80GB") << u("H100 x 80GB") << 0;
        QTest::newRow("MI300X") << u("MI300X") << u("MI300X") << 0;
        QTest::newRow("4090 is no count") << u("4090×8") << u("4090") << 8;
        // A lead count touching a model number (seen in generated sheets: "8×4090 24GB" was not read).
        QTest::newRow("8×4090 24GB") << u("8×4090 24GB") << u("4090 24GB") << 8;
        QTest::newRow("8 x 4090") << u("8 x 4090") << u("4090") << 8;
        QTest::newRow("8*910B") << u("8*910B") << u("910B") << 8;
        QTest::newRow("2×3.84TB is a size") << u("2×3.84TB") << u("2×3.84TB") << 0;
        QTest::newRow("8x80G is a size") << u("8x80G") << u("8x80G") << 0;
        QTest::newRow("8x2 is two figures") << u("8x2") << u("8x2") << 0;
        QTest::newRow("full-width ８卡") << u("８卡 A800 80G") << u("A800 80G") << 8;
    }
    void gpuCountInTheGpuCell()
    {
        QFETCH(QString, text);
        QFETCH(QString, model);
        QFETCH(int, count);
        const GpuCountRead r = readGpuCount(text);
        QCOMPARE(r.model, model);
        QCOMPARE(r.count.value_or(0), count);
    }

    void ambiguousGpuCountsAreLeftUnread()
    {
        GpuCountRead r = readGpuCount(u("2×H20 x8"));
        QVERIFY(!r.count);
        QVERIFY(!r.problem.isEmpty());
        r = readGpuCount(u("2台×8卡 H20"));
        QVERIFY(!r.count);
        QVERIFY(!r.problem.isEmpty());
    }

    void cpuCoresAreSocketsTimesCores_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("cores"); // -1: not read
        QTest::newRow("2*AMD 9454") << u("2*AMD 9454") << 96.0;
        QTest::newRow("双路 Xeon 8358") << u("双路 Xeon 8358") << 64.0;
        QTest::newRow("2 x 8480+ (56C)") << u("2 x Xeon Platinum 8480+ (56C)") << 112.0;
        QTest::newRow("EPYC 9354 32-core") << u("AMD EPYC 9354 32-core") << 32.0;
        QTest::newRow("Intel 6430 32核") << u("Intel 6430 32核") << 32.0;
        QTest::newRow("2×8468") << u("2×Intel Xeon Platinum 8468") << 96.0;
        QTest::newRow("8462Y+ x2") << u("Xeon 8462Y+ x2") << 64.0;
        QTest::newRow("dual 9654") << u("Dual AMD EPYC 9654") << 192.0;
        QTest::newRow("7763") << u("AMD EPYC 7763") << 64.0;
        QTest::newRow("total given") << u("2*8480+ 共112核") << 112.0;
        QTest::newRow("unknown model, cores in text") << u("2 x Hygon 7380 (32C)") << 64.0;
        QTest::newRow("unknown model, no cores") << u("2*Hygon 7380") << -1.0;
        QTest::newRow("text and catalog disagree") << u("AMD EPYC 9454 32核") << -1.0;
        QTest::newRow("AMD text, Intel number") << u("AMD 6430") << -1.0;
        // A model number ending in C is no core count (it read 2 × 8480 = 16,960 cores).
        QTest::newRow("8480C is a model") << u("2路 英特尔至强 8480C") << -1.0;
        // The total in brackets after the sockets.
        QTest::newRow("7763*2 (128核)") << u("AMD EPYC 7763*2 (128核)") << 128.0;
    }
    void cpuCoresAreSocketsTimesCores()
    {
        QFETCH(QString, text);
        QFETCH(double, cores);
        const CoresRead r = readCpuCores(text, catalogCores(reporttest::bundledCatalog()));
        QCOMPARE(r.cores.value_or(-1), cores);
    }

    void cpuCoresWithoutTheCatalog()
    {
        QVERIFY(!coresInText(u("2*AMD 9454"))); // two CPUs, not two cores
        double v = 0;
        QVERIFY(!parseQuantity(u("cpu_cores"), u("2*AMD 9454"), &v));
        QCOMPARE(coresInText(u("2×Xeon 8480+ 56C")).value_or(-1), 112.0);
        QCOMPARE(coresInText(u("Intel 6430 32核")).value_or(-1), 32.0);
        QVERIFY(!readCpuCores(u("AMD EPYC 9454 32核"), catalogCores(reporttest::bundledCatalog())).problem.isEmpty());
    }

    void sizes_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("gb");
        QTest::newRow("2T") << u("ram_gb") << u("2T") << 2000.0;
        QTest::newRow("2 TB") << u("ram_gb") << u("2 TB") << 2000.0;
        QTest::newRow("2 TB DDR5") << u("ram_gb") << u("2 TB DDR5") << 2000.0;
        QTest::newRow("4 x 3.84 TB NVMe") << u("data_disk_gb") << u("4 x 3.84 TB NVMe") << 15360.0;
        QTest::newRow("2*3.84T NVMe") << u("data_disk_gb") << u("2*3.84T NVMe") << 7680.0;
        QTest::newRow("512GiB") << u("ram_gb") << u("512GiB") << 549.755813888;
        QTest::newRow("32G*16") << u("ram_gb") << u("32G*16") << 512.0;
        QTest::newRow("3.84TBx4") << u("data_disk_gb") << u("3.84TBx4") << 15360.0;
        QTest::newRow("3.84TB x 4") << u("data_disk_gb") << u("3.84TB x 4 NVMe") << 15360.0;
        // Parts joined by "+": sizes add up; between nodes only the RDMA fabric counts where one is named.
        QTest::newRow("two kinds of DIMM") << u("ram_gb") << u("16×64G + 16×32G") << 1536.0;
        QTest::newRow("two kinds of disk") << u("data_disk_gb") << u("8×3.84T ＋ 2×7.68T") << 46080.0;
        QTest::newRow("fabric and front end") << u("cluster_gbps") << u("2×25G + 8×400G IB") << 3200.0;
        QTest::newRow("fabric in brackets")
            << u("cluster_gbps") << u("8 × 400G (ConnectX-7 400G InfiniBand) + 1 × 25G (Broadcom 57414)")
            << 3200.0;
        QTest::newRow("no fabric named") << u("cluster_gbps") << u("4×200G + 2×25G") << 850.0;
    }
    void aPartThatDoesNotReadLeavesTheCellUnread()
    {
        double v = -1;
        QVERIFY(!parseQuantity(u("data_disk_gb"), u("8×3.84T + NVMe"), &v));
        QVERIFY(!parseQuantity(u("cluster_gbps"), u("8×400G IB + 双口"), &v));
    }
    // A count with a measure word or the type before the figure, a count after the type: seen in
    // vendors' sheets and left unread before.
    void typeOrCountBeforeTheFigure()
    {
        const std::pair<const char *, const char *> cells[] = {{"data_disk_gb", "4块 7.68TB NVMe"},
                                                               {"data_disk_gb", "NVMe 3.84TB×4"},
                                                               {"cluster_gbps", "100G RoCE x2"},
                                                               {"cluster_gbps", "IB 200Gb/s ×4"},
                                                               {"ram_gb", "2条 64G DDR5"}};
        const double expected[] = {30720, 15360, 200, 800, 128};
        for (size_t i = 0; i < std::size(cells); ++i) {
            double v = -1;
            QVERIFY2(parseQuantity(QString::fromUtf8(cells[i].first), QString::fromUtf8(cells[i].second), &v),
                     cells[i].second);
            QCOMPARE(v, expected[i]);
        }
        double v = -1;
        QVERIFY(!parseQuantity(u("data_disk_gb"), u("Gen4 x4"), &v)); // a link width, no size
        QVERIFY(!parseQuantity(u("data_disk_gb"), u("RAID1 2×960G"), &v)); // not 1,920 GB usable
        QVERIFY(!parseQuantity(u("system_disk_gb"), u("2×960G SSD RAID1"), &v));
        QVERIFY(parseQuantity(u("data_disk_gb"), u("4×3.84T NVMe RAID0"), &v)); // striped: they add up
        QCOMPARE(v, 15360.0);
        QVERIFY(parseQuantity(u("data_disk_gb"), u("RAID0 4×3.84T"), &v));
        QCOMPARE(v, 15360.0);
    }

    // A range is no figure: "4-8" GPUs was read as 4.
    void aRangeIsNotRead()
    {
        double v = -1;
        for (const auto &[field, text] :
             {std::pair{"gpu_count", "4-8"}, std::pair{"gpu_count", "8 至 16"},
              std::pair{"public_mbps", "100-200M"}, std::pair{"data_disk_gb", "2~4TB"},
              std::pair{"ram_gb", "512–1024G"}, std::pair{"machines", "1 to 4"}})
            QVERIFY2(!parseQuantity(QString::fromUtf8(field), QString::fromUtf8(text), &v), text);
        QVERIFY(parseQuantity(u("gpu_count"), u("8-GPU"), &v));
        QCOMPARE(v, 8.0);
    }
    void sizes()
    {
        QFETCH(QString, field);
        QFETCH(QString, text);
        QFETCH(double, gb);
        double v = -1;
        QVERIFY(parseQuantity(field, text, &v));
        QCOMPARE(v, gb);
    }

    void systemAndDataDisks()
    {
        DiskSplit d = splitDisks(u("系统盘200G + 数据盘2T NVMe"));
        QVERIFY(d.split);
        QCOMPARE(d.systemGb.value_or(-1), 200.0);
        QCOMPARE(d.dataGb.value_or(-1), 2000.0);
        QCOMPARE(d.dataText, u("2T NVMe"));
        d = splitDisks(u("System 480 GB SATA + Data 2x3.84TB NVMe"));
        QVERIFY(d.split);
        QCOMPARE(d.systemGb.value_or(-1), 480.0);
        QCOMPARE(d.dataGb.value_or(-1), 7680.0);
        QVERIFY(d.problem.isEmpty());
        d = splitDisks(u("2 x 3.84 TB NVMe"));
        QVERIFY(!d.split);
        d = splitDisks(u("系统盘200G + 2T NVMe"));
        QVERIFY(d.split);
        QVERIFY(!d.problem.isEmpty()); // the unlabelled part is not guessed
        QVERIFY(!d.dataGb);
    }

    void judgedValues()
    {
        QCOMPARE(judgedQuantity(u("ram_gb"), u("1TB DDR4"), 1000), u("1 TB (DDR4)"));
        QCOMPARE(judgedQuantity(u("ram_gb"), u("1 TB (DDR4)"), 1000), u("1 TB (DDR4)"));
        QCOMPARE(judgedQuantity(u("data_disk_gb"), u("4 x 3.84 TB NVMe"), 15360), u("15360 GB (4 x 3.84 TB NVMe)"));
        QCOMPARE(judgedQuantity(u("ram_gb"), u("2T"), 2000), u("2 TB"));
    }

    void assessReadsWhatTheCellsMean()
    {
        const catalog::Catalog &cat = reporttest::bundledCatalog();
        // Cores: "2*AMD 9454" is 96, not 2.
        const Requirement cores = atLeast("cpu_cores", 64, 96, "cores");
        const QuoteAnswer twoAmd = offered("2*AMD 9454"), conflicting = offered("AMD EPYC 9454 32核"),
                          ddr4 = offered("1TB DDR4");
        Assessment a = assess(cores, &twoAmd, cat);
        QCOMPARE(a.status, QuoteStatus::Meets);
        QVERIFY2(a.note.contains(u("96")), qPrintable(a.note));
        a = assess(cores, &conflicting, cat);
        QCOMPARE(a.status, QuoteStatus::NotStated);
        QVERIFY2(a.note.contains(u("not understood")), qPrintable(a.note));
        // Sizes: the value judged is shown.
        const Requirement ram = atLeast("ram_gb", 512, 1000, "GB");
        a = assess(ram, &ddr4, cat);
        QCOMPARE(a.status, QuoteStatus::Meets);
        QVERIFY2(a.note.contains(u("1 TB (DDR4)")), qPrintable(a.note));
        // A combined disk cell: each requirement takes its own part.
        const Requirement system = atLeast("system_disk_gb", 100, 200, "GB");
        const Requirement data = atLeast("data_disk_gb", 4000, 8000, "GB");
        const QuoteAnswer both = offered("系统盘200G + 数据盘2T NVMe");
        QCOMPARE(assess(system, &both, cat).status, QuoteStatus::Meets);
        QCOMPARE(assess(data, &both, cat).status, QuoteStatus::BelowMinimum);
        // Not understood: not stated, with the note.
        const QuoteAnswer bad = notUnderstood(u("大约两块"));
        QVERIFY(!bad.understood);
        a = assess(ram, &bad, cat);
        QCOMPARE(a.status, QuoteStatus::NotStated);
        QCOMPARE(a.note, u("not understood: '大约两块' (ask the vendor)"));
        QCOMPARE(a.offered, u("大约两块"));
    }

    void nvidiaSmiNames()
    {
        const catalog::Catalog &cat = reporttest::bundledCatalog();
        Requirement r;
        r.id = u("gpu_model");
        r.kind = RequirementKind::GpuModel;
        r.reference = u("nvidia-h100-sxm");
        QuoteAnswer a = offered("NVIDIA H100 80GB HBM3");
        Assessment s = assess(r, &a, cat);
        QCOMPARE(s.acceleratorId, u("nvidia-h100-sxm"));
        QCOMPARE(s.status, QuoteStatus::Meets);
        a = offered("NVIDIA H100 80GB HBM2e");
        QCOMPARE(assess(r, &a, cat).acceleratorId, u("nvidia-h100-pcie"));
        a = offered("8卡 A800 80G SXM");
        QCOMPARE(assess(r, &a, cat).acceleratorId, u("nvidia-a800-sxm"));
        a = offered("NVIDIA H100 80GB"); // no memory type: still ambiguous, nothing guessed
        s = assess(r, &a, cat);
        QVERIFY(s.acceleratorId.isEmpty());
        QVERIFY(s.candidates.size() >= 2);
    }

    void notUnderstoodSurvivesJson()
    {
        Quote q;
        q.vendor = u("Acme");
        q.currency = u("CNY");
        q.answers[u("ram_gb")] = notUnderstood(u("大约两块"), u("no size"));
        q.answers[u("gpu_count")] = offered("8");
        const nlohmann::json j = quoteToJson(q);
        QVERIFY(!j["answers"]["gpu_count"].contains("understood")); // old keys only for readable answers
        QCOMPARE(j["answers"]["ram_gb"]["understood"].get<bool>(), false);
        Quote back;
        QString error;
        QVERIFY2(quoteFromJson(j, &back, &error), qPrintable(error));
        QVERIFY(!back.answer(u("ram_gb"))->understood);
        QCOMPARE(back.answer(u("ram_gb"))->problem, q.answers[u("ram_gb")].problem);
        QVERIFY(back.answer(u("gpu_count"))->understood);
    }

    void catalogHasTheCommonServerCpus()
    {
        const catalog::Catalog &cat = reporttest::bundledCatalog();
        const std::vector<std::pair<const char *, int>> expected{
            {"intel-xeon-platinum-8358", 32}, {"intel-xeon-platinum-8480plus", 56}, {"intel-xeon-gold-6430", 32},
            {"amd-epyc-9454", 48},            {"amd-epyc-9354", 32},               {"amd-epyc-9654", 96},
            {"amd-epyc-7763", 64},            {"intel-xeon-platinum-8468", 48},    {"intel-xeon-platinum-8462yplus", 32}};
        for (const auto &[id, n] : expected) {
            const catalog::Cpu *cpu = cat.cpu(QString::fromLatin1(id));
            QVERIFY2(cpu, id);
            QCOMPARE(cpu->cores, n);
            QVERIFY(!cpu->source.url.isEmpty());
        }
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(tst_quote_cells, Core)
#include "tst_quote_cells.moc"

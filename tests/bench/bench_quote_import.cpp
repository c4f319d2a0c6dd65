// Issue 22: a vendor's CSV of 50,000 quote rows, read and ranked against a plan. Target: the whole
// path (parse, header, import loop, comparison) under 2 s of CPU and 200 MB peak; each stage linear.
// Run with /usr/bin/time -v for the peak: the benchmark keeps one import and one comparison alive.
#include "catalog/bundled.h"
#include "planner/quotes/quoteimport.h"
#include "planner/report/exports.h"

#include <QtTest>

#include <fstream>

using namespace gpuplanner;
using namespace gpuplanner::quotes;

class BenchQuoteImport : public QObject
{
    Q_OBJECT

    QByteArray m_csv;
    catalog::Catalog m_catalog;
    report::PlanDocument m_plan;

private slots:
    void initTestCase()
    {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        m_catalog = catalog::Catalog(std::move(b.rows), b.version);
        std::ifstream planFile(GPUPLANNER_SOURCE_DIR "/docs/samples/llama-3.1-70b-serving.json");
        QVERIFY(planFile.good());
        m_plan = report::readPlanDocument(nlohmann::json::parse(planFile), QStringLiteral("bench"), m_catalog);
        QVERIFY2(m_plan.error.isEmpty(), qPrintable(m_plan.error));
        // Vendors repeat some cells (GPU, CPU, RAM) and not others (vendor, price, notes).
        const char *gpus[] = {"H20 96GB", "A800 80G SXM", "H100 SXM5 80GB", "A100 80G", "RTX 4090 24G"};
        const char *cpus[] = {"Intel 6430 32核", "2*AMD 9454", "双路 Xeon 8358", "2 x Xeon Platinum 8480+ (56C)"};
        m_csv = QByteArray("供应商,型号,GPU型号,卡数,显存,CPU,内存,硬盘,带宽,单价（元/月）,币种,备注\n");
        for (int i = 0; i < 50000; ++i)
            m_csv += QStringLiteral("供应商%1,GN-%1,%2,%3,80G,%4,%5G,%6,1G,\"%7\",CNY,row %1\n")
                         .arg(i)
                         .arg(QString::fromUtf8(gpus[i % 5]))
                         .arg(1 << (i % 4))
                         .arg(QString::fromUtf8(cpus[i % 4]))
                         .arg(256 << (i % 3))
                         .arg(i % 7 == 0 ? QStringLiteral("系统盘200G + 数据盘2T NVMe") : QStringLiteral("3.84T"))
                         .arg(i % 97 == 0 ? QStringLiteral("面议") : QString::number(5000 + i % 200 * 1000 + i % 13))
                         .toUtf8();
    }

    void importFiftyThousandRows()
    {
        ImportOptions options;
        options.catalog = &m_catalog;
        QuoteImport in;
        QBENCHMARK {
            in = importQuoteGrid(parseCsv(m_csv, kMaxQuoteRows + 1), QStringLiteral("big.csv"), false, options);
        }
        QCOMPARE(int(in.quotes.size()), 50000);
    }

    void importAndRankFiftyThousandRows()
    {
        ImportOptions options;
        options.catalog = &m_catalog;
        Comparison c;
        QBENCHMARK {
            QuoteImport in = importQuoteGrid(parseCsv(m_csv, kMaxQuoteRows + 1), QStringLiteral("big.csv"), false, options);
            c = report::compareNow(m_plan, in.quotes, m_catalog);
        }
        QCOMPARE(int(c.results.size()), 50000);
    }

    // No GPU column: each row's configuration is searched for its GPU (quotewide.cpp), half of them
    // naming one ("8*H100 SXM 80G 编号17": a catalog lookup that finds nothing), half not ("套餐-17").
    // Every text differs, so the import's memo of offerings does not help.
    void importFiftyThousandOfferings()
    {
        QByteArray csv("供应商,配置,单价（元/台/月）\n");
        for (int i = 0; i < 50000; ++i)
            csv += QStringLiteral("供应商%1,%2,%3\n")
                       .arg(i)
                       .arg(i % 2 ? QStringLiteral("8*H100 SXM 80G 编号%1").arg(i)
                                  : QStringLiteral("套餐-%1").arg(i))
                       .arg(52000 + i % 100)
                       .toUtf8();
        ImportOptions options;
        options.catalog = &m_catalog;
        QuoteImport in;
        QBENCHMARK
        {
            in = importQuoteGrid(parseCsv(csv, kMaxQuoteRows + 1), QStringLiteral("offerings.csv"), false,
                                 options);
        }
        QCOMPARE(int(in.quotes.size()), 50000);
    }
};

QTEST_GUILESS_MAIN(BenchQuoteImport)
#include "bench_quote_import.moc"

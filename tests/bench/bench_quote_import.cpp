// Issue 22: importing a vendor's CSV of 50,000 quote rows (parse, header, the import loop).
// Target with compare: under 2 s of CPU and 200 MB; the import alone must stay linear.
#include "planner/quotes/quoteimport.h"

#include <QtTest>

using namespace gpuplanner::quotes;

class BenchQuoteImport : public QObject
{
    Q_OBJECT

    QByteArray m_csv;

private slots:
    void initTestCase()
    {
        const char *gpus[] = {"H20 96GB", "A800 80G SXM", "H100 SXM5 80GB", "A100 80G", "RTX 4090 24G"};
        m_csv = QByteArray("供应商,型号,GPU型号,卡数,显存,CPU,内存,硬盘,带宽,单价（元/月）,币种,备注\n");
        for (int i = 0; i < 50000; ++i)
            m_csv += QStringLiteral("供应商%1,GN-%1,%2,%3,80G,Intel 6430 32核,512G,3.84T,1G,\"%4\",CNY,row %1\n")
                         .arg(i)
                         .arg(QString::fromUtf8(gpus[i % 5]))
                         .arg(1 << (i % 4))
                         .arg(i % 97 == 0 ? QStringLiteral("面议") : QString::number(5000 + i % 200 * 1000))
                         .toUtf8();
    }

    void importFiftyThousandRows()
    {
        QuoteImport in;
        QBENCHMARK {
            in = importQuoteGrid(parseCsv(m_csv, kMaxQuoteRows + 1), QStringLiteral("big.csv"), false, {});
        }
        QCOMPARE(int(in.quotes.size()), 50000);
    }
};

QTEST_GUILESS_MAIN(BenchQuoteImport)
#include "bench_quote_import.moc"

// Byte units of the plan window: decimal amounts in engine texts rewritten in binary units, with
// expected values from the definitions (1 GB = 10^9 bytes, 1 GiB = 2^30 bytes).
#include "planner/sizing/displayunits.h"

#include <QtTest>

using namespace gpuplanner::planner;

class TestDisplayUnits : public QObject
{
    Q_OBJECT

private slots:
    void rewrites_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("binary");
        // 80e9 / 2^30 = 74.506; 3.84e12 / 2^40 = 3.4925; 4800e9 / 2^30 = 4470.35; 256e9 / 2^30 = 238.42.
        QTest::newRow("GB") << QStringLiteral("80 GB per GPU") << QStringLiteral("74.5 GiB per GPU");
        QTest::newRow("decimals kept") << QStringLiteral("total 80.86 GB") << QStringLiteral("total 75.31 GiB");
        QTest::newRow("TB") << QStringLiteral("3.84 TB NVMe") << QStringLiteral("3.49 TiB NVMe");
        QTest::newRow("rate") << QStringLiteral("4800 GB/s × 0.7") << QStringLiteral("4470 GiB/s × 0.7");
        QTest::newRow("MB/s") << QStringLiteral("needs 392 MB/s") << QStringLiteral("needs 373.8 MiB/s");
        QTest::newRow("two in one line") << QStringLiteral("256 GB of RAM for 384 GB of GPU memory")
                                         << QStringLiteral("238.4 GiB of RAM for 357.6 GiB of GPU memory");
        QTest::newRow("Chinese") << QStringLiteral("节点内 256 GB 内存对应 384 GB 显存。")
                                 << QStringLiteral("节点内 238.4 GiB 内存对应 357.6 GiB 显存。");
        QTest::newRow("small") << QStringLiteral("overhead 1 GB") << QStringLiteral("overhead 0.93 GiB");
        // Left alone: names with the unit attached, bit rates, per-GB prices, bare units.
        QTest::newRow("product name") << QStringLiteral("NVIDIA H100 SXM5 80GB") << QStringLiteral("NVIDIA H100 SXM5 80GB");
        QTest::newRow("bit rate") << QStringLiteral("100 Gbit/s and 1000 Mbit/s") << QStringLiteral("100 Gbit/s and 1000 Mbit/s");
        QTest::newRow("price unit") << QStringLiteral("0.08 USD per GB-month, 100 GB-month") << QStringLiteral("0.08 USD per GB-month, 100 GB-month");
        QTest::newRow("parameters") << QStringLiteral("70 B parameters") << QStringLiteral("70 B parameters");
    }

    void rewrites()
    {
        QFETCH(QString, text);
        QFETCH(QString, binary);
        QCOMPARE(inByteUnits(text, ByteUnits::Binary), binary);
        QCOMPARE(inByteUnits(text, ByteUnits::Decimal), text);
    }

    void evaluationTexts()
    {
        Evaluation e;
        e.dimensions[1].minimum = QStringLiteral("80.8 GB per GPU");
        e.dimensions[1].why << QStringLiteral("Weights 140 GB");
        e.dimensions[1].minimumValue = 80.8;
        Finding f;
        f.message = QStringLiteral("256 GB of RAM");
        e.findings.push_back(f);
        convertTexts(e, ByteUnits::Binary);
        QCOMPARE(e.dimensions[1].minimum, QStringLiteral("75.3 GiB per GPU"));
        QCOMPARE(e.dimensions[1].why.first(), QStringLiteral("Weights 130.4 GiB"));
        QCOMPARE(e.findings[0].message, QStringLiteral("238.4 GiB of RAM"));
        QCOMPARE(e.dimensions[1].minimumValue, 80.8); // numbers stay in GB
        QCOMPARE(gbToDisplay(ByteUnits::Binary), 1e9 / 1073741824.0);
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestDisplayUnits, Gui)
#include "tst_displayunits.moc"

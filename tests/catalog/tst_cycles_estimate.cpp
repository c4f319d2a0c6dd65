// Cycles scores the catalog estimates for GPUs Blender Open Data has not measured
// (catalog/cyclesestimate.h): hand-computed values from the bundled rows' scores, and the rule
// checked against every measured GPU with its own score hidden.
#include "catalog/bundled.h"
#include "catalog/catalog.h"
#include "catalog/cyclesestimate.h"

#include <algorithm>
#include <cmath>
#include <QtTest>

using namespace gpuplanner::catalog;

namespace {
const Catalog &bundledCatalog()
{
    static const Catalog c = [] {
        BundledCatalog b = loadBundledCatalog();
        return Catalog(std::move(b.rows), b.version);
    }();
    return c;
}

const Accelerator &gpu(const char *id)
{
    const Accelerator *a = bundledCatalog().accelerator(QString::fromLatin1(id));
    if (!a)
        qFatal("no %s in the bundled catalog", id);
    return *a;
}

bool near(double a, double b)
{
    return std::fabs(a - b) <= 1e-6 * std::max(1.0, std::fabs(b));
}

// The estimate a measured GPU would get with its own score (and, for `wholeArchitecture`, every score
// of its architecture) hidden.
double hiddenEstimate(const Accelerator &target, bool wholeArchitecture)
{
    std::vector<Accelerator> rows = bundledCatalog().accelerators();
    for (Accelerator &a : rows)
        if (a.id == target.id || (wholeArchitecture && a.architecture == target.architecture))
            a.cycles = {};
    estimateCyclesScores(rows);
    for (const Accelerator &a : rows)
        if (a.id == target.id)
            return a.cyclesEstimate.samplesPerMinute;
    return 0;
}
} // namespace

class TestCyclesEstimate : public QObject
{
    Q_OBJECT

private slots:
    // The bundled scores (Blender Open Data 4.5.0 medians) the hand calculations below use.
    void inputsAreTheBundledScores()
    {
        QCOMPARE(gpu("nvidia-a100-80gb-sxm").cycles.samplesPerMinute, 3679.0);
        QCOMPARE(gpu("nvidia-a100-40gb-sxm").cycles.samplesPerMinute, 4143.0);
        QCOMPARE(gpu("nvidia-a100-80gb-pcie").cycles.samplesPerMinute, 4194.0);
        QCOMPARE(gpu("nvidia-h200-nvl").cycles.samplesPerMinute, 5760.0);
        QCOMPARE(gpu("nvidia-h100-pcie").cycles.samplesPerMinute, 5448.0);
    }

    void measuredGpusKeepTheirScore()
    {
        for (const Accelerator &a : bundledCatalog().accelerators())
            if (a.cycles.samplesPerMinute > 0)
                QVERIFY2(a.cyclesEstimate.samplesPerMinute == 0, qPrintable(a.id));
    }

    // Same architecture, same RT-core status: FP32 × the median score per FP32 TFLOPS.
    void sameArchitectureScalesByFp32()
    {
        // The three A100s all rate 19.5 TFLOPS: the median per TFLOPS is the middle score, 4,143.
        for (const char *id : {"nvidia-a100-40gb-pcie", "nvidia-a800-sxm"}) {
            const CyclesEstimate &e = gpu(id).cyclesEstimate;
            QVERIFY2(e.sameArchitecture && e.basisRows == 3, id);
            QVERIFY2(near(e.samplesPerMinute, 4143.0), qPrintable(QString::number(e.samplesPerMinute)));
        }
        // A30, 10.3 TFLOPS: 10.3 × 4,143 / 19.5.
        QVERIFY(near(gpu("nvidia-a30").cyclesEstimate.samplesPerMinute, 10.3 * 4143.0 / 19.5));
        // Hopper without RT cores, five measured: per TFLOPS 6174/67 = 92.1, 5760/60 = 96.0, 6944/67 =
        // 103.6, 5448/51 = 106.8, 5723/60 = 95.4; the median is the H200 NVL's 96.0. H800 (67 TFLOPS):
        // 6,432; H20 (44 TFLOPS): 4,224.
        QVERIFY(near(gpu("nvidia-h800-sxm").cyclesEstimate.samplesPerMinute, 67.0 * 96.0));
        QVERIFY(near(gpu("nvidia-h20").cyclesEstimate.samplesPerMinute, 44.0 * 96.0));
        QCOMPARE(gpu("nvidia-h20").cyclesEstimate.basisRows, 5);
    }

    // No measured GPU of its architecture (B200: Blackwell without RT cores; the RTX 5090 has them):
    // √(FP32 × bandwidth) × the median over the 13 measured GPUs without RT cores, each counted once per
    // uploaded run. Their scores per √(TFLOPS × GB/s) (runs): H200 NVL 10.73 (9), H200 SXM 10.89 (3),
    // H100 NVL 11.83 (2), H100 SXM 14.66 (2), Tesla P100 PCIe 1,233 / √(9.3 × 732) = 14.94 (7), V100
    // PCIe 17.03 (1), H100 PCIe 17.06 (1), V100 SXM2 32GB 17.09 (2), 16GB 17.87 (16), TITAN V 18.38
    // (8), A100 80GB SXM 18.45 (2), A100 80GB PCIe 21.59 (2), A100 40GB SXM 23.79 (1): 56 runs, the
    // 28th falls on the V100 SXM2 16GB's 2,124 / √(15.7 × 900) (27 runs come before it).
    void otherArchitecturesScaleByComputeAndBandwidth()
    {
        const CyclesEstimate &e = gpu("nvidia-b200").cyclesEstimate;
        QVERIFY(!e.sameArchitecture);
        QCOMPARE(e.basisRows, 13);
        const double median = 2124.0 / std::sqrt(15.7 * 900.0);
        QVERIFY(near(e.perUnit, median));
        QVERIFY(near(e.samplesPerMinute, median * std::sqrt(75.0 * 7700.0)));
        // No FP32 figure: nothing to scale (Ascend 910B).
        QCOMPARE(gpu("huawei-ascend-910b").cyclesEstimate.samplesPerMinute, 0.0);
    }

    // Where an architecture has GeForce and data-centre or workstation cards, a card is estimated from
    // its own market: hidden, the L40S (7,848 measured) takes the run-weighted median of the L40
    // (9,278 / 90.5 = 102.5, 1 run), L4 (3,447 / 30.3 = 113.8, 8), RTX 6000 Ada (10,655 / 91.1 = 117.0,
    // 20) and L20 (9,640 / 59.35 = 162.4, 1) per TFLOPS: the 15th of 30 runs is the RTX 6000 Ada's,
    // × 91.6 = 10,714 (1.37×). With the GeForce cards (RTX 4090 133.9 over 526 runs, 4080 172.2 over
    // 219, 4070 Ti 158.8 over 156) the median would be 133.9 or more: 12,268 (1.56×).
    void marketSiblingsFirst()
    {
        std::vector<Accelerator> rows = bundledCatalog().accelerators();
        for (Accelerator &a : rows)
            if (a.id == QLatin1String("nvidia-l40s"))
                a.cycles = {};
        estimateCyclesScores(rows);
        const auto l40s = std::find_if(rows.begin(), rows.end(), [](const Accelerator &a) {
            return a.id == QLatin1String("nvidia-l40s");
        });
        QVERIFY(l40s != rows.end());
        const CyclesEstimate &e = l40s->cyclesEstimate;
        QVERIFY(e.sameArchitecture && e.sameMarket);
        QCOMPARE(e.basisRows, 4);
        const double median = 10655.0 / 91.1;
        QVERIFY2(near(e.samplesPerMinute, median * 91.6), qPrintable(QString::number(e.samplesPerMinute)));
        // An architecture with one market only keeps every sibling (Hopper above: five).
        QVERIFY(!gpu("nvidia-h20").cyclesEstimate.sameMarket);
    }

    // Every measured GPU with measured siblings, its own score hidden, is estimated within 0.67–1.5×
    // of its measurement. With its whole architecture hidden (the rule for a new architecture), most are.
    void hiddenScoresAreRecovered()
    {
        int sameArch = 0, crossArch = 0, crossArchInBand = 0;
        for (const Accelerator &a : bundledCatalog().accelerators()) {
            if (a.cycles.samplesPerMinute <= 0)
                continue;
            const double own = hiddenEstimate(a, false) / a.cycles.samplesPerMinute;
            const double cross = hiddenEstimate(a, true) / a.cycles.samplesPerMinute;
            qInfo("%s: own hidden %.2f, architecture hidden %.2f", qPrintable(a.id), own, cross);
            bool hasSibling = false;
            for (const Accelerator &b : bundledCatalog().accelerators())
                hasSibling |= b.id != a.id && b.cycles.samplesPerMinute > 0 &&
                              b.architecture == a.architecture && b.rtCores == a.rtCores;
            if (hasSibling) {
                ++sameArch;
                QVERIFY2(own >= 0.67 && own <= 1.5, qPrintable(a.id + QStringLiteral(": %1").arg(own)));
            }
            QVERIFY2(cross > 0, qPrintable(a.id));
            ++crossArch;
            crossArchInBand += cross >= 0.67 && cross <= 1.5;
        }
        qInfo("same architecture: %d of %d in band; architecture hidden: %d of %d", sameArch, sameArch,
              crossArchInBand, crossArch);
        QVERIFY(sameArch >= 20);
        QVERIFY2(crossArchInBand * 10 >= crossArch * 8, qPrintable(QString::number(crossArchInBand)));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCyclesEstimate, Core)
#include "tst_cycles_estimate.moc"

// Finding catalog rows by the names users type, and suggesting close names.
#include "catalog/bundled.h"
#include "catalog/catalog.h"
#include "catalog/namematch.h"

#include <QtTest>

using namespace gpuplanner::catalog;

class TestCatalogLookup : public QObject
{
    Q_OBJECT

    Catalog m_catalog;

private slots:
    void initTestCase()
    {
        BundledCatalog b = loadBundledCatalog();
        QVERIFY(b.errors.isEmpty());
        m_catalog = Catalog(std::move(b.rows), b.version);
    }

    void editDistanceClosedForms()
    {
        QCOMPARE(editDistance(QStringLiteral("kitten"), QStringLiteral("sitting")), 3);
        QCOMPARE(editDistance(QString(), QStringLiteral("abc")), 3);
        QCOMPARE(editDistance(QStringLiteral("h100"), QStringLiteral("h100")), 0);
        QCOMPARE(editDistance(QStringLiteral("h10o"), QStringLiteral("h100")), 1);
    }

    void normalizes()
    {
        QCOMPARE(normalizeName(QStringLiteral("NVIDIA H100-SXM5 80GB")), QStringLiteral("nvidiah100sxm580gb"));
        QCOMPARE(normalizeName(QStringLiteral("Qwen2.5 72B")), QStringLiteral("qwen2.572b"));
    }

    void findsByIdNameAndTypedForms_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("id");
        QTest::newRow("id") << QStringLiteral("nvidia-h100-sxm") << QStringLiteral("nvidia-h100-sxm");
        QTest::newRow("without vendor") << QStringLiteral("h100-sxm") << QStringLiteral("nvidia-h100-sxm");
        QTest::newRow("spaces and case") << QStringLiteral("H100 SXM") << QStringLiteral("nvidia-h100-sxm");
        QTest::newRow("model preset") << QStringLiteral("Llama 2 70B") << QStringLiteral("llama-2-70b");
        QTest::newRow("amd") << QStringLiteral("mi300x") << QStringLiteral("amd-mi300x");
    }
    void findsByIdNameAndTypedForms()
    {
        QFETCH(QString, typed);
        QFETCH(QString, id);
        const LookupResult r = m_catalog.find(typed);
        QCOMPARE(r.matches.size(), size_t(1));
        QCOMPARE(r.matches.front().row->id, id);
    }

    void anAmbiguousNameListsTheCandidates()
    {
        const LookupResult r = m_catalog.find(QStringLiteral("H100"), Kind::Accelerator);
        QVERIFY(r.matches.size() >= 2);
        QStringList ids;
        for (const CatalogMatch &m : r.matches)
            ids << m.row->id;
        QVERIFY(ids.contains(QStringLiteral("nvidia-h100-sxm")));
        QVERIFY(ids.contains(QStringLiteral("nvidia-h100-pcie")));
    }

    // As vendors write a name: the words of the name and its aliases together ("昇腾 910B 64GB": 昇腾
    // from an alias, 64GB from the name; it was "not in the catalog").
    void findsAsWrittenFromTheNameAndAliasesTogether()
    {
        for (const char *text :
             {"昇腾 910B 64GB", "华为昇腾 910B 64G", "A800 80G SXM", "英伟达A800 80G SXM", "昇腾910B"}) {
            const LookupResult r = m_catalog.findAsWritten(QString::fromUtf8(text), Kind::Accelerator);
            QVERIFY2(r.matches.size() == 1, text);
        }
        QCOMPARE(m_catalog.findAsWritten(QStringLiteral("昇腾 910B 64GB"), Kind::Accelerator)
                     .matches.front()
                     .row->id,
                 QStringLiteral("huawei-ascend-910b"));
        // Words no name or alias of one GPU holds still find nothing.
        QVERIFY(m_catalog.findAsWritten(QStringLiteral("昇腾 910B 80GB"), Kind::Accelerator).matches.empty());
    }

    // China-market GeForce cards as rental lists write them, each one row: the RTX 5090 D (32 GB, AI
    // TOPS cut) and its V2 (24 GB on 384 bits) beside the RTX 5090 they must not be taken for.
    void chinaMarketGeforceVariantsAsWritten()
    {
        const std::pair<const char *, const char *> cases[] = {
            {"RTX 5090 32G", "nvidia-rtx-5090"},
            {"5090D 32G", "nvidia-rtx-5090d"},
            {"5090 D", "nvidia-rtx-5090d"},
            {"RTX 5090D V2 24G", "nvidia-rtx-5090d-v2"},
            {"RTX5090D V2", "nvidia-rtx-5090d-v2"},
            {"4090D 24G", "nvidia-rtx-4090d"},
            // A baseboard names its GPU: HGX and DGX systems carry the SXM module.
            {"HGX H100", "nvidia-h100-sxm"},
            {"DGX H200", "nvidia-h200-sxm"},
            {"HGX B200", "nvidia-b200"},
            {"HGX H20", "nvidia-h20"},
            // The 48 GB boards modified in China, and the stock cards still found by their plain names.
            {"RTX 4090 48G", "nvidia-rtx-4090-48gb"},
            {"4090 48GB", "nvidia-rtx-4090-48gb"},
            {"RTX4090D 48G", "nvidia-rtx-4090d-48gb"},
            {"4090 D 48G", "nvidia-rtx-4090d-48gb"},
            {"魔改4090 48G", "nvidia-rtx-4090-48gb"},
            {"RTX 4090", "nvidia-rtx-4090"},
            {"4090 24G", "nvidia-rtx-4090"},
            {"4090", "nvidia-rtx-4090"},
            {"GeForce RTX 4090 D", "nvidia-rtx-4090d"}};
        for (const auto &[text, id] : cases) {
            const LookupResult r = m_catalog.findAsWritten(QString::fromUtf8(text), Kind::Accelerator);
            QVERIFY2(r.matches.size() == 1, text);
            QCOMPARE(r.matches.front().row->id, QString::fromLatin1(id));
        }
        // 24 GB on 384 bits at 28 Gbit/s: 384 / 8 × 28 = 1,344 GB/s; the AI TOPS cut (2,375 of 3,352)
        // on every Tensor Core rate: 209.5 × 0.7085 = 148.4 dense BF16.
        const Accelerator *v2 = m_catalog.accelerator(QStringLiteral("nvidia-rtx-5090d-v2"));
        QVERIFY(v2);
        QCOMPARE(v2->memoryBandwidthGbs, 384.0 / 8 * 28);
        QVERIFY(std::abs(v2->dense.bf16.value_or(0) - 209.5 * 2375 / 3352) < 0.06);
        // The modified boards: the stock card's die and bus with twice the memory.
        for (const char *id : {"nvidia-rtx-4090", "nvidia-rtx-4090d"}) {
            const Accelerator *stock = m_catalog.accelerator(QString::fromLatin1(id));
            const Accelerator *big = m_catalog.accelerator(QString::fromLatin1(id) + QStringLiteral("-48gb"));
            QVERIFY(stock && big);
            QCOMPARE(big->memoryGb, 2 * stock->memoryGb);
            QCOMPARE(big->memoryBandwidthGbs, stock->memoryBandwidthGbs);
            QCOMPARE(big->dense.bf16, stock->dense.bf16);
        }
    }

    // Words that describe the card rather than name it (单卡, 涡轮版, 双宽, NVLink, 版) are set aside where
    // the text matched nothing; a word that would name another card (Super) or an unknown model
    // number (H300) is not.
    void descriptiveWordsAreSetAside()
    {
        const std::pair<const char *, const char *> found[] = {
            {"英伟达 H100 80G SXM5 单卡", "nvidia-h100-sxm"},
            {"A800 80G NVLink", "nvidia-a800-sxm"},
            {"4090 24G 涡轮版", "nvidia-rtx-4090"},
            {"L20 48G PCIe版", "nvidia-l20"},
            {"RTX 4090 24G 单卡", "nvidia-rtx-4090"},
            {"H100 SXM5 80GB NVLink", "nvidia-h100-sxm"},
            {"L40S 48G 双宽", "nvidia-l40s"}};
        for (const auto &[text, id] : found) {
            const LookupResult r = m_catalog.findAsWritten(QString::fromUtf8(text), Kind::Accelerator);
            QVERIFY2(r.matches.size() == 1, text);
            QCOMPARE(r.matches.front().row->id, QString::fromLatin1(id));
        }
        for (const char *text : {"RTX 4080 SUPER 16G 涡轮版", "H300 80G 单卡"})
            QVERIFY2(m_catalog.findAsWritten(QString::fromUtf8(text), Kind::Accelerator).matches.empty(),
                     text);
        // An ambiguous name stays ambiguous: "A100 80G 单卡" is the SXM4 or the PCIe card.
        QCOMPARE(m_catalog.findAsWritten(QStringLiteral("A100 80G 单卡"), Kind::Accelerator).matches.size(),
                 size_t(2));
    }

    void aTypoGetsSuggestions()
    {
        const LookupResult r = m_catalog.find(QStringLiteral("llama-2-70c"));
        QVERIFY(r.matches.empty());
        QVERIFY(!r.suggestions.isEmpty());
        QCOMPARE(r.suggestions.first(), QStringLiteral("llama-2-70b"));
    }

    void nonsenseGetsNothing()
    {
        const LookupResult r = m_catalog.find(QStringLiteral("zzzzqqqqxxxx"));
        QVERIFY(r.matches.empty());
        QVERIFY(r.suggestions.isEmpty());
    }

    void restrictsToAKind()
    {
        QVERIFY(m_catalog.find(QStringLiteral("llama-2-70b"), Kind::Accelerator).matches.empty());
        QCOMPARE(m_catalog.find(QStringLiteral("llama-2-70b"), Kind::Model).matches.size(), size_t(1));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCatalogLookup, Core)
#include "tst_catalog_lookup.moc"

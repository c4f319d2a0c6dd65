// The bundled catalog: it loads without a single error, holds what the product needs, and every
// row passes sanity checks written from independent knowledge (architectures, official configs).
#include "catalog/bundled.h"
#include "catalog/catalog.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QtTest>

using namespace gpuplanner::catalog;

namespace {
const BundledCatalog &bundled()
{
    static const BundledCatalog b = loadBundledCatalog();
    return b;
}

// Architectures with FP8 tensor arithmetic (NVIDIA Hopper / Ada / Blackwell whitepapers, AMD CDNA 3,
// Intel Gaudi 2 and 3). Everything else must have fp8 null.
const QSet<QString> kFp8Architectures{QStringLiteral("Hopper"), QStringLiteral("Ada Lovelace"),
                                      QStringLiteral("Blackwell"), QStringLiteral("CDNA3"),
                                      QStringLiteral("CDNA 3"), QStringLiteral("Gaudi 2"), QStringLiteral("Gaudi 3")};

void compareDenseToSparse(const Accelerator &a, const char *what, const std::optional<double> &dense,
                          const std::optional<double> &sparse)
{
    if (dense && sparse)
        QVERIFY2(*dense <= *sparse + 1e-9, qPrintable(a.id + QStringLiteral(": dense ") + QLatin1String(what) +
                                                      QStringLiteral(" above the sparse figure")));
}
} // namespace

class TestCatalogBundled : public QObject
{
    Q_OBJECT

private slots:
    void loadsWithoutErrors()
    {
        QVERIFY2(bundled().errors.isEmpty(), qPrintable(bundled().errors.join(QLatin1Char('\n'))));
        QVERIFY(!bundled().version.isEmpty());
    }

    void holdsEnoughRows()
    {
        const Rows &r = bundled().rows;
        QVERIFY2(r.accelerators.size() >= 30, qPrintable(QString::number(r.accelerators.size())));
        QVERIFY(r.cpus.size() >= 12);
        QVERIFY(r.models.size() >= 20);
        QVERIFY(r.prices.size() >= 15);
        QVERIFY(r.storage.size() >= 6);
        QVERIFY(r.network.size() >= 6);
    }

    void holdsTheRequiredAccelerators_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *n : {"H200 SXM", "H200 NVL", "H100 SXM", "H100 PCIe", "H20", "H800", "A100 80GB SXM",
                              "A100 40GB PCIe", "A800", "A10", "A30", "L40S", "L40", "L4", "T4", "V100", "RTX 4090",
                              "RTX 6000 Ada", "B200", "MI300X", "MI250X", "MI250", "MI210", "Ascend 910B"})
            QTest::newRow(n) << QString::fromLatin1(n);
    }
    void holdsTheRequiredAccelerators()
    {
        QFETCH(QString, name);
        const Catalog c(bundled().rows, bundled().version);
        const LookupResult found = c.find(name, Kind::Accelerator);
        QVERIFY2(!found.matches.empty(), qPrintable(name));
    }

    void holdsTheRequiredModels_data()
    {
        QTest::addColumn<QString>("id");
        for (const char *id : {"llama-2-7b", "llama-2-13b", "llama-2-70b", "llama-3.1-8b", "llama-3.1-70b",
                               "llama-3.1-405b", "qwen2.5-7b", "qwen2.5-14b", "qwen2.5-32b", "qwen2.5-72b",
                               "deepseek-v3", "mixtral-8x7b", "mistral-7b", "glm-4-9b", "sdxl", "flux.1-dev",
                               "resnet-50", "vit-l-16", "whisper-large-v3", "bert-large"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void holdsTheRequiredModels()
    {
        QFETCH(QString, id);
        const Catalog c(bundled().rows, bundled().version);
        QVERIFY2(c.model(id), qPrintable(id));
    }

    void acceleratorsAreSane()
    {
        for (const Accelerator &a : bundled().rows.accelerators) {
            QVERIFY2(a.memoryBandwidthGbs > 0, qPrintable(a.id));
            QVERIFY2(a.memoryGb > 0, qPrintable(a.id));
            QVERIFY2(!a.source.url.isEmpty() || !a.source.document.isEmpty(), qPrintable(a.id));
            compareDenseToSparse(a, "tf32", a.dense.tf32, a.sparse.tf32);
            compareDenseToSparse(a, "bf16", a.dense.bf16, a.sparse.bf16);
            compareDenseToSparse(a, "fp16", a.dense.fp16, a.sparse.fp16);
            compareDenseToSparse(a, "fp8", a.dense.fp8, a.sparse.fp8);
            compareDenseToSparse(a, "fp4", a.dense.fp4, a.sparse.fp4);
            QVERIFY2(!a.dense.fp4 || a.architecture == QLatin1String("Blackwell"),
                     qPrintable(a.id + QStringLiteral(" claims FP4 on ") + a.architecture));
            compareDenseToSparse(a, "int8", a.dense.int8, a.sparse.int8);
            QVERIFY2(!a.dense.fp8 || kFp8Architectures.contains(a.architecture),
                     qPrintable(a.id + QStringLiteral(" claims FP8 on ") + a.architecture));
            // Tensor throughput never falls below the plain FP32 vector rate on these parts.
            if (a.dense.fp16 && a.dense.fp32)
                QVERIFY2(*a.dense.fp16 >= *a.dense.fp32 * 0.99, qPrintable(a.id));
            // 2:4 structured sparsity doubles the tensor rate: the with-sparsity figure is twice the
            // dense one, within the vendors' rounding (L40S datasheet: 362.05 dense, 733 sparse).
            if (a.dense.bf16 && a.sparse.bf16)
                QVERIFY2(qAbs(*a.sparse.bf16 / *a.dense.bf16 - 2.0) < 0.05, qPrintable(a.id));
            if (a.stack == QLatin1String("cuda"))
                QVERIFY2(!a.computeCapability.isEmpty(), qPrintable(a.id));
        }
    }

    // Spot checks against vendor datasheets, from the datasheets (not from the JSON).
    void knownDatasheetFigures_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("memoryGb");
        QTest::addColumn<double>("bandwidth");
        QTest::addColumn<double>("bf16Dense");
        // NVIDIA H100 datasheet: SXM 80 GB, 3.35 TB/s, BF16 1,979 TFLOPS with sparsity.
        QTest::newRow("H100 SXM") << QStringLiteral("H100 SXM") << 80.0 << 3350.0 << 989.5;
        // NVIDIA A100 datasheet: 80 GB SXM 2,039 GB/s, BF16 312 TFLOPS dense.
        QTest::newRow("A100 80GB SXM") << QStringLiteral("A100 80GB SXM") << 80.0 << 2039.0 << 312.0;
        // NVIDIA L4 datasheet: 24 GB, 300 GB/s, BF16 242 TFLOPS with sparsity.
        QTest::newRow("L4") << QStringLiteral("L4") << 24.0 << 300.0 << 121.0;
        // AMD MI300X datasheet: 192 GB HBM3, 5.3 TB/s, BF16 1307.4 TFLOPS dense.
        QTest::newRow("MI300X") << QStringLiteral("MI300X") << 192.0 << 5300.0 << 1307.4;
    }
    void knownDatasheetFigures()
    {
        QFETCH(QString, id);
        QFETCH(double, memoryGb);
        QFETCH(double, bandwidth);
        QFETCH(double, bf16Dense);
        const Catalog c(bundled().rows, bundled().version);
        const LookupResult found = c.find(id, Kind::Accelerator);
        QCOMPARE(found.matches.size(), size_t(1));
        const auto *a = static_cast<const Accelerator *>(found.matches.front().row);
        QCOMPARE(a->memoryGb, memoryGb);
        QVERIFY2(qAbs(a->memoryBandwidthGbs - bandwidth) <= 1.0, qPrintable(QString::number(a->memoryBandwidthGbs)));
        QVERIFY2(a->dense.bf16 && qAbs(*a->dense.bf16 - bf16Dense) <= 0.6, qPrintable(a->id));
    }

    // Official configs (Hugging Face config.json of each model), written here from the configs.
    void modelConfigs_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("hidden");
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("kvHeads");
        QTest::addColumn<int>("vocab");
        QTest::newRow("llama-2-7b") << QStringLiteral("llama-2-7b") << 32 << 4096 << 32 << 32 << 32000;
        QTest::newRow("llama-2-70b") << QStringLiteral("llama-2-70b") << 80 << 8192 << 64 << 8 << 32000;
        QTest::newRow("llama-3.1-8b") << QStringLiteral("llama-3.1-8b") << 32 << 4096 << 32 << 8 << 128256;
        QTest::newRow("llama-3.1-405b") << QStringLiteral("llama-3.1-405b") << 126 << 16384 << 128 << 8 << 128256;
        QTest::newRow("qwen2.5-72b") << QStringLiteral("qwen2.5-72b") << 80 << 8192 << 64 << 8 << 152064;
        QTest::newRow("mixtral-8x7b") << QStringLiteral("mixtral-8x7b") << 32 << 4096 << 32 << 8 << 32000;
        QTest::newRow("deepseek-v3") << QStringLiteral("deepseek-v3") << 61 << 7168 << 128 << 128 << 129280;
    }
    void modelConfigs()
    {
        QFETCH(QString, id);
        QFETCH(int, layers);
        QFETCH(int, hidden);
        QFETCH(int, heads);
        QFETCH(int, kvHeads);
        QFETCH(int, vocab);
        const Catalog c(bundled().rows, bundled().version);
        const ModelPreset *m = c.model(id);
        QVERIFY(m);
        QCOMPARE(m->layers, layers);
        QCOMPARE(m->hidden, hidden);
        QCOMPARE(m->heads, heads);
        QCOMPARE(m->kvHeads, kvHeads);
        QCOMPARE(m->vocab, vocab);
    }

    void modelsAreConsistent()
    {
        for (const ModelPreset &m : bundled().rows.models) {
            QVERIFY2(m.activeParametersB <= m.parametersB, qPrintable(m.id));
            if (m.isLanguageModel()) {
                QVERIFY2(m.heads % m.kvHeads == 0, qPrintable(m.id));
                QVERIFY2(m.headDim > 0, qPrintable(m.id));
            } else {
                QVERIFY2(m.gflopsPerSample > 0, qPrintable(m.id));
            }
        }
    }

    // Every mixture-of-experts row against its own shape: the parameters a config of that shape holds
    // (embedding and head unless tied; attention, MLA's low-rank matrices included; the leading dense
    // FFNs; routed and shared experts of 3 x hidden x width and a router in each MoE layer), closed
    // form, against the card's total. Catches a mistyped width or count: the shape is what sizes the
    // KV cache and the expert traffic. Within 2%: cards round ("1T", "355B" between the main model's
    // 352.8B and 356.8B with its MTP layer) and leave out norms and biases.
    void moeRowsHoldTheirCardsParameters()
    {
        QFile f(QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/catalog/models.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonArray rows =
            QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("rows")).toArray();
        int checked = 0;
        for (const QJsonValue &v : rows) {
            const QJsonObject r = v.toObject();
            if (r.value(QStringLiteral("kind")).toString() != QLatin1String("moe-llm"))
                continue;
            const auto n = [&](const char *key, double fallback = 0) {
                return r.value(QLatin1String(key)).toDouble(fallback);
            };
            const double h = n("hidden"), layers = n("layers"), heads = n("heads"), hd = n("head_dim");
            double attention = 0;
            if (n("kv_lora_rank") > 0) {
                const double q = n("q_lora_rank"), kv = n("kv_lora_rank"), rope = n("qk_rope_head_dim"),
                             nope = n("qk_nope_head_dim"), vd = n("v_head_dim");
                attention = (q > 0 ? h * q + q * heads * (nope + rope) : h * heads * (nope + rope)) +
                            h * (kv + rope) + kv * heads * (nope + vd) + heads * vd * h;
            } else {
                attention = 2 * h * heads * hd + 2 * h * n("kv_heads") * hd;
            }
            const double experts = n("experts"), dense = n("dense_layers");
            const double width = n("moe_intermediate", n("intermediate"));
            const double embeddings =
                n("vocab") * h * (r.value(QStringLiteral("tie_embeddings")).toBool() ? 1 : 2);
            const double total =
                embeddings + layers * attention + dense * 3 * h * n("intermediate") +
                (layers - dense) * ((experts + n("shared_experts")) * 3 * h * width + experts * h);
            const double ratio = total / 1e9 / n("parameters_b");
            QVERIFY2(ratio > 0.98 && ratio < 1.02,
                     qPrintable(r.value(QStringLiteral("id")).toString() +
                                QStringLiteral(": the shape holds %1 B").arg(total / 1e9, 0, 'f', 1)));
            ++checked;
        }
        QVERIFY(checked >= 10);
    }

    void pricesReferToKnownAcceleratorsAndAreDated()
    {
        const Catalog c(bundled().rows, bundled().version);
        for (const PriceOffer &p : bundled().rows.prices) {
            QVERIFY2(c.accelerator(p.acceleratorId), qPrintable(p.id + QStringLiteral(" -> ") + p.acceleratorId));
            QVERIFY2(QDate::fromString(p.asOf, Qt::ISODate).isValid(), qPrintable(p.id));
            QVERIFY2(!p.source.url.isEmpty(), qPrintable(p.id));
        }
        QSet<QString> currencies;
        for (const PriceOffer &p : bundled().rows.prices)
            currencies.insert(p.currency);
        QVERIFY(currencies.contains(QStringLiteral("USD")));
        QVERIFY(currencies.contains(QStringLiteral("CNY")));
    }

    // China's clouds (issue 17): an H20 offer from a big cloud in CNY, with what it includes, and
    // every third-party figure labelled as an estimate.
    void chinaCloudOffersSayWhatTheyInclude()
    {
        bool bigCloudH20 = false;
        for (const PriceOffer &p : bundled().rows.prices) {
            if (p.currency != QLatin1String("CNY") || p.billing == QLatin1String("purchase"))
                continue;
            if (p.source.document.contains(QLatin1String("third-party"), Qt::CaseInsensitive))
                QVERIFY2(p.source.confidence == QLatin1String("estimate"), qPrintable(p.id));
            if (p.acceleratorId == QLatin1String("nvidia-h20") && p.provider.contains(QLatin1String("Alibaba"))) {
                bigCloudH20 = true;
                QVERIFY2(p.vcpus > 0 && p.ramGb > 0 && !p.offering.isEmpty(), qPrintable(p.id));
            }
        }
        QVERIFY(bigCloudH20);
    }

    void storageAndNetworkCoverEveryClass()
    {
        QSet<QString> tiers, kinds;
        for (const StorageClass &s : bundled().rows.storage)
            tiers.insert(s.tier);
        for (const NetworkClass &n : bundled().rows.network)
            kinds.insert(n.kind);
        for (const char *t : {"local_nvme", "sata_ssd", "hdd", "network_block", "shared_fs", "object_storage"})
            QVERIFY2(tiers.contains(QString::fromLatin1(t)), t);
        for (const char *k : {"public", "ethernet", "infiniband", "roce"})
            QVERIFY2(kinds.contains(QString::fromLatin1(k)), k);
        // NVMe reads faster than SATA SSD, which reads faster than a hard disk.
        const Catalog c(bundled().rows, bundled().version);
        QVERIFY(c.storageTier(QStringLiteral("local_nvme"))->seqReadMbs > c.storageTier(QStringLiteral("sata_ssd"))->seqReadMbs);
        QVERIFY(c.storageTier(QStringLiteral("sata_ssd"))->randomReadIops > c.storageTier(QStringLiteral("hdd"))->randomReadIops);
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCatalogBundled, Core)
#include "tst_catalog_bundled.moc"

// Validation of catalog rows: every rejection names the file, the row and the field.
// (JSON texts below write "https:\/\/": moc reads a "//" inside a raw string as a comment.)
#include "catalog/bundled.h"
#include "catalog/parse.h"

#include <QtTest>

using namespace gpuplanner::catalog;
using json = nlohmann::json;

namespace {
json goodAccelerator()
{
    return json::parse(R"({
      "id": "test-gpu", "name": "Test GPU", "vendor": "NVIDIA", "architecture": "Hopper",
      "segment": "datacenter-training", "launch_year": 2022, "memory_gb": 80, "memory_type": "HBM3",
      "memory_bandwidth_gbs": 3350,
      "dense_tflops": {"fp64": 34, "fp64_tensor": 67, "fp32": 67, "tf32": 494.5, "bf16": 989.5, "fp16": 989.5,
                       "fp8": 1979, "int8": 1979},
      "tdp_w": 700, "interconnect": {"type": "NVLink 4", "bandwidth_gbs": 900, "max_gpus": 8},
      "pcie_gen": 5, "form_factor": "SXM5", "video": {"encoders": 0, "decoders": 7, "jpeg_decoders": 7},
      "rt_cores": false, "software": {"stack": "cuda", "compute_capability": "9.0"},
      "source": {"url": "https:\/\/example.com/datasheet.pdf", "document": "datasheet table 1", "confidence": "datasheet"}
    })");
}

QStringList parseOne(Kind kind, const json &row, Rows *rowsOut = nullptr)
{
    Rows rows;
    QStringList errors;
    parseRow(kind, row, QStringLiteral("accelerators.json"), 2, Origin::Bundled, rows, errors);
    if (rowsOut)
        *rowsOut = rows;
    return errors;
}
} // namespace

class TestCatalogParse : public QObject
{
    Q_OBJECT

private slots:
    void acceptsAGoodRow()
    {
        Rows rows;
        QCOMPARE(parseOne(Kind::Accelerator, goodAccelerator(), &rows), QStringList());
        QCOMPARE(rows.accelerators.size(), size_t(1));
        QCOMPARE(rows.accelerators[0].memoryBandwidthGbs, 3350.0);
        QCOMPARE(*rows.accelerators[0].dense.bf16, 989.5);
        QVERIFY(!rows.accelerators[0].sparse.bf16.has_value());
    }

    void rejectsAMissingField()
    {
        json row = goodAccelerator();
        row.erase("memory_gb");
        const QStringList errors = parseOne(Kind::Accelerator, row);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0], QStringLiteral("accelerators.json: row 3 (test-gpu): field 'memory_gb' is missing"));
    }

    void rejectsAWrongType()
    {
        json row = goodAccelerator();
        row["memory_bandwidth_gbs"] = "3350 GB/s";
        const QStringList errors = parseOne(Kind::Accelerator, row);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors[0].contains(QStringLiteral("row 3 (test-gpu): field 'memory_bandwidth_gbs' must be a number, found text")),
                 qPrintable(errors[0]));
    }

    void namesNestedFields()
    {
        json row = goodAccelerator();
        row["dense_tflops"]["bf16"] = -1;
        row["interconnect"].erase("type");
        const QStringList errors = parseOne(Kind::Accelerator, row);
        QCOMPARE(errors.size(), 2);
        QVERIFY2(errors.join(QLatin1Char('\n')).contains(QStringLiteral("field 'dense_tflops.bf16' must be between 0 and")),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        QVERIFY(errors.join(QLatin1Char('\n')).contains(QStringLiteral("field 'interconnect.type' is missing")));
    }

    // A sustained clock is a reading with its source, never above the boost clock it is compared with.
    void readsASustainedClockAndRejectsOneAboveBoost()
    {
        json row = goodAccelerator();
        row["sustained_clock"] = {{"boost_mhz", 1590}, {"sustained_mhz", 900}, {"source", "nvidia-smi log"}};
        Rows rows;
        QCOMPARE(parseOne(Kind::Accelerator, row, &rows), QStringList());
        QCOMPARE(rows.accelerators[0].sustainedClock.fraction(), 900.0 / 1590.0);
        QCOMPARE(Accelerator().sustainedClock.fraction(), 1.0);
        row["sustained_clock"]["sustained_mhz"] = 1700;
        const QStringList errors = parseOne(Kind::Accelerator, row);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(
            errors[0].contains(QStringLiteral("field 'sustained_clock.sustained_mhz' is above boost_mhz")),
            qPrintable(errors[0]));
        row["sustained_clock"].erase("source");
        row["sustained_clock"]["sustained_mhz"] = 900;
        QVERIFY(parseOne(Kind::Accelerator, row)
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral("field 'sustained_clock.source' is missing")));
    }

    // The boost clock is a datasheet figure with its source; a sustained clock beside it is compared
    // with the same boost clock, and a row that states two different ones is refused.
    void readsABoostClockAndRefusesASecondOne()
    {
        json row = goodAccelerator();
        row["boost_clock"] = {{"mhz", 1590}, {"source", "NVIDIA T4 datasheet: GPU Boost 1,590 MHz"}};
        Rows rows;
        QCOMPARE(parseOne(Kind::Accelerator, row, &rows), QStringList());
        QCOMPARE(rows.accelerators[0].boostClock.mhz, 1590.0);
        QCOMPARE(Accelerator().boostClock.mhz, 0.0);
        row["sustained_clock"] = {{"boost_mhz", 1590}, {"sustained_mhz", 900}, {"source", "nvidia-smi log"}};
        QCOMPARE(parseOne(Kind::Accelerator, row), QStringList());
        row["sustained_clock"]["boost_mhz"] = 1500;
        const QStringList errors = parseOne(Kind::Accelerator, row);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors[0].contains(
                     QStringLiteral("field 'sustained_clock.boost_mhz' differs from boost_clock.mhz (1590)")),
                 qPrintable(errors[0]));
        row.erase("sustained_clock");
        row["boost_clock"]["mhz"] = 20;
        QVERIFY(parseOne(Kind::Accelerator, row)
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral("boost_clock.mhz")));
        row["boost_clock"] = {{"mhz", 1590}};
        QVERIFY(parseOne(Kind::Accelerator, row)
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral("field 'boost_clock.source' is missing")));
    }

    // The last-level cache is a size with its source; a row without one keeps 0 (not recorded).
    void readsALastLevelCacheWithItsSource()
    {
        json row = goodAccelerator();
        row["last_level_cache"] = {{"mb", 40}, {"source", "NVIDIA A100 whitepaper: 40 MB L2"}};
        Rows rows;
        QCOMPARE(parseOne(Kind::Accelerator, row, &rows), QStringList());
        QCOMPARE(rows.accelerators[0].lastLevelCache.mb, 40.0);
        QCOMPARE(Accelerator().lastLevelCache.mb, 0.0);
        row["last_level_cache"]["mb"] = 0;
        QVERIFY(parseOne(Kind::Accelerator, row)
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral("last_level_cache.mb")));
        row["last_level_cache"] = {{"mb", 40}};
        QVERIFY(parseOne(Kind::Accelerator, row)
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral("field 'last_level_cache.source' is missing")));
    }

    void rejectsAnEstimateWithoutNote()
    {
        json row = goodAccelerator();
        row["source"]["confidence"] = "estimate";
        const QStringList errors = parseOne(Kind::Accelerator, row);
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors[0].contains(QStringLiteral("field 'source.note' is required when the confidence is 'estimate'")));
    }

    void rejectsARowWithoutSource()
    {
        json row = goodAccelerator();
        row.erase("source");
        const QStringList errors = parseOne(Kind::Accelerator, row);
        QVERIFY(!errors.isEmpty());
        QVERIFY(errors.join(QLatin1Char('\n')).contains(QStringLiteral("field 'source' is missing")));
    }

    void rejectsKvHeadsThatDoNotDivideHeads()
    {
        const json model = json::parse(R"({"id": "m", "name": "M", "kind": "llm", "parameters_b": 7, "layers": 32,
            "hidden": 4096, "heads": 32, "kv_heads": 5, "vocab": 32000, "context": 4096,
            "source": {"url": "https:\/\/example.com/config.json", "confidence": "official-config"}})");
        const QStringList errors = parseOne(Kind::Model, model);
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors[0].contains(QStringLiteral("field 'kv_heads' must divide 'heads' (32), found 5")));
    }

    void rejectsDuplicateIdsAndKeepsTheRest()
    {
        json doc = {{"rows", json::array({goodAccelerator(), goodAccelerator()})}};
        Rows rows;
        QStringList errors;
        QCOMPARE(parseFile(Kind::Accelerator, doc, QStringLiteral("accelerators.json"), Origin::Bundled, rows, errors), 1);
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors[0].contains(QStringLiteral("row 2 (test-gpu): field 'id' is used twice")));
    }

    void rejectsAFileWithoutRows()
    {
        Rows rows;
        QStringList errors;
        parseFile(Kind::Cpu, json::array(), QStringLiteral("cpus.json"), Origin::Bundled, rows, errors);
        QCOMPARE(errors, QStringList{QStringLiteral("cpus.json: expected an object with a list 'rows'")});
    }

    void reportsInvalidJsonWithOffset()
    {
        QString error;
        const json doc = parseJsonText("{\"rows\": [1, }", QStringLiteral("prices.json"), &error);
        QVERIFY(doc.is_discarded());
        QVERIFY2(error.startsWith(QStringLiteral("prices.json: not valid JSON at byte 14")), qPrintable(error));
    }

    void rejectsAPurchasePriceBilledHourly()
    {
        const json offer = json::parse(R"({"id": "p", "name": "P", "provider": "X", "offering": "Y",
            "accelerator_id": "nvidia-h100-sxm", "gpu_count": 8, "billing": "purchase", "price": 250000,
            "unit": "hour", "currency": "USD", "as_of": "2026-01-01",
            "source": {"url": "https:\/\/example.com", "confidence": "price-list"}})");
        const QStringList errors = parseOne(Kind::Price, offer);
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors[0].contains(QStringLiteral("field 'unit' must be 'once' for a purchase price")));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCatalogParse, Core)
#include "tst_catalog_parse.moc"

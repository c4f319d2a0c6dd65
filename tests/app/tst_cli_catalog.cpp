// gpu-planner-cli as scripts use it: versions, catalog listings as JSON, exit codes.
#include "clirun.h"
#include "teampricelist.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

namespace {
using clitest::Run;
} // namespace

class TestCliCatalog : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

    Run run(const QStringList &args) { return clitest::runCli(m_home.path(), args, clitest::withTimeout(60000)); }

    // A price list of `rows` rows in the template's English columns, one offering per row.
    static QString priceList(const QString &folder, int rows)
    {
        const QByteArray csv = testdata::teamPriceList(rows);
        const QString path = QDir(folder).filePath(QStringLiteral("prices-%1.csv").arg(rows));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(csv) != csv.size())
            return {};
        return path;
    }

    static int userPriceCount(Run r)
    {
        return QJsonDocument::fromJson(r.out).object().value(QStringLiteral("rows")).toArray().size();
    }

private slots:
    void importWritesEveryRowInOneTransaction()
    {
        // Issue 27 M4: 5,000 rows in one transaction (one per row took about 1 ms a row).
        QTemporaryDir home;
        const QString list = priceList(home.path(), 5000);
        QVERIFY(!list.isEmpty());
        Run r = clitest::runCli(home.path(), {QStringLiteral("catalog"), QStringLiteral("import-prices"), list});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Imported 5000 of 5000 rows"), r.out.constData());
        // The message names the first 12 ids and counts the rest: one line, not 5,000 ids.
        QVERIFY2(r.out.contains("user-team-cloud-offer-11-hourly and 4988 more"), r.out.constData());
        QVERIFY2(!r.out.contains("offer-12-hourly"), r.out.left(400).constData());
        QCOMPARE(r.out.count('\n'), 1);
        r = clitest::runCli(home.path(), {QStringLiteral("catalog"), QStringLiteral("prices"), QStringLiteral("--origin"),
                                          QStringLiteral("user"), QStringLiteral("--json")});
        QCOMPARE(userPriceCount(r), 5000);
    }

    void writesAreRefusedWhileTheCatalogRunsInMemory()
    {
        // Issue 27 H3: the data folder cannot be created (its parent is a file), so the catalog runs
        // in memory; a command that adds or changes user rows says that nothing was saved, exit 2,
        // nothing on stdout — never "Imported …".
        QTemporaryDir dir;
        const QString notAFolder = dir.filePath(QStringLiteral("file"));
        QFile f(notAFolder);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write("x") == 1);
        f.close();
        const QString list = priceList(dir.path(), 9);
        const QString plan = QStringLiteral(GPUPLANNER_TEST_DATA "/quotes/plan.gpuplan");
        const QString quotes = QStringLiteral(GPUPLANNER_TEST_DATA "/quotes/per-card.csv");
        const QList<QStringList> commands{
            {QStringLiteral("catalog"), QStringLiteral("import-prices"), list},
            {QStringLiteral("catalog"), QStringLiteral("edit-price"), QStringLiteral("user-x"), QStringLiteral("price=2")},
            {QStringLiteral("catalog"), QStringLiteral("remove-price"), QStringLiteral("user-x")},
        };
        for (const QStringList &args : commands) {
            const Run r = clitest::runCli(notAFolder, args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.out.isEmpty(), r.out.constData());
            QVERIFY2(r.err.contains("Nothing was saved"), r.err.constData());
            QVERIFY2(!r.err.contains("No user price is named"), r.err.constData());
        }
        const Run r = clitest::runCli(notAFolder, {QStringLiteral("compare"), plan, quotes, QStringLiteral("--save")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("Nothing was saved"), r.err.constData());
    }

    void importsEditsAndRemovesOwnPrices()
    {
        // Issue 17: a GBK vendor list into user rows; bad cells named on stderr; listed by origin.
        const QString file = QStringLiteral(GPUPLANNER_TEST_DATA "/prices/vendor-gbk.csv");
        Run r = run({QStringLiteral("catalog"), QStringLiteral("import-prices"), file});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Imported 6 of 9 rows"), r.out.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(QStringLiteral("row 9, column I (单价): '面议' is not a price")),
                 r.err.constData());
        r = run({QStringLiteral("catalog"), QStringLiteral("prices"), QStringLiteral("--origin"), QStringLiteral("user"),
                 QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("rows")).toArray().size(), 6);
        r = run({QStringLiteral("catalog"), QStringLiteral("edit-price"), QStringLiteral("user-gpu-a10-2xlarge-hourly"),
                 QStringLiteral("price=8.5")});
        QCOMPARE(r.exitCode, 0);
        r = run({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("user-gpu-a10-2xlarge-hourly"),
                 QStringLiteral("--json")});
        QCOMPARE(QJsonDocument::fromJson(r.out).object()[QStringLiteral("row")].toObject()[QStringLiteral("price")].toDouble(), 8.5);
        r = run({QStringLiteral("catalog"), QStringLiteral("remove-price"), QStringLiteral("user-gpu-a10-2xlarge-hourly")});
        QCOMPARE(r.exitCode, 0);
        r = run({QStringLiteral("catalog"), QStringLiteral("remove-price"), QStringLiteral("aws-p5-48xlarge-ondemand")});
        QCOMPARE(r.exitCode, 2);
        r = run({QStringLiteral("catalog"), QStringLiteral("import-prices"), QStringLiteral("/nonexistent.csv")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
    }

    // Issue 22: a vendor's list in words (GBK, a title above the header, per card and per machine,
    // counts in the GPU cell) read with the quotes' cell readers. The keys of --json stay as they
    // were; "rows" says how each price was read, beside them. Truth worked out by hand.
    void importsAVendorsListInWords()
    {
        QTemporaryDir home;
        const QString file = QStringLiteral(GPUPLANNER_TEST_DATA "/prices/vendor-words-gbk.csv");
        Run r = clitest::runCli(home.path(), {QStringLiteral("catalog"), QStringLiteral("import-prices"), file,
                                              QStringLiteral("--dry-run"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("file")).toString(), file);
        QCOMPARE(o.value(QStringLiteral("rows_in_file")).toInt(), 10);
        QCOMPARE(o.value(QStringLiteral("dry_run")).toBool(), true);
        const QJsonArray ids = o.value(QStringLiteral("imported")).toArray();
        QCOMPARE(ids.size(), 6);
        QCOMPARE(o.value(QStringLiteral("problems")).toArray().size(), 4);
        QCOMPARE(o.value(QStringLiteral("header_row")).toInt(), 4);
        QCOMPARE(o.value(QStringLiteral("prices_in_file")).toInt(), 10);
        QVERIFY(o.value(QStringLiteral("not_read")).toArray().isEmpty());
        const QJsonArray rows = o.value(QStringLiteral("rows")).toArray();
        QCOMPARE(rows.size(), 6);
        // Row 5: H20 96G, 8 cards, 按量, ￥18.5/卡/时 → 18.5 × 8 = 148 CNY an hour.
        const QJsonObject h20 = rows[0].toObject();
        QCOMPARE(h20.value(QStringLiteral("id")).toString(), ids[0].toString());
        QCOMPARE(h20.value(QStringLiteral("line")).toInt(), 5);
        QCOMPARE(h20.value(QStringLiteral("accelerator_id")).toString(), QStringLiteral("nvidia-h20"));
        QCOMPARE(h20.value(QStringLiteral("price")).toDouble(), 148.0);
        QCOMPARE(h20.value(QStringLiteral("unit")).toString(), QStringLiteral("hour"));
        QCOMPARE(h20.value(QStringLiteral("currency")).toString(), QStringLiteral("CNY"));
        const QJsonObject read = h20.value(QStringLiteral("read")).toObject();
        QCOMPARE(read.value(QStringLiteral("text")).toString(), QStringLiteral("￥18.5/卡/时"));
        QCOMPARE(read.value(QStringLiteral("amount")).toDouble(), 18.5);
        QCOMPARE(read.value(QStringLiteral("period")).toString(), QStringLiteral("hour"));
        QCOMPARE(read.value(QStringLiteral("basis")).toString(), QStringLiteral("gpu"));
        QCOMPARE(read.value(QStringLiteral("gpu_count_from")).toString(), QStringLiteral("column"));
        QCOMPARE(read.value(QStringLiteral("currency_from")).toString(), QStringLiteral("cell"));
        // Row 6: RMB 45,000元/台/月 is the machine's month.
        QCOMPARE(rows[1].toObject().value(QStringLiteral("price")).toDouble(), 45000.0);
        QCOMPARE(rows[1].toObject().value(QStringLiteral("read")).toObject().value(QStringLiteral("basis")).toString(),
                 QStringLiteral("machine"));
        // Row 7: 8卡 A100 80G SXM, 包年, ￥360,000/台/年: 30,000 a month for 12 months, 8 GPUs from the cell.
        const QJsonObject a100 = rows[2].toObject();
        QCOMPARE(a100.value(QStringLiteral("price")).toDouble(), 30000.0);
        QCOMPARE(a100.value(QStringLiteral("term_months")).toInt(), 12);
        QCOMPARE(a100.value(QStringLiteral("gpu_count")).toInt(), 8);
        QCOMPARE(a100.value(QStringLiteral("read")).toObject().value(QStringLiteral("gpu_count_from")).toString(),
                 QStringLiteral("gpu_cell"));
        // Text output: the counts, and the reasons on stderr.
        r = clitest::runCli(home.path(), {QStringLiteral("catalog"), QStringLiteral("import-prices"), file});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Imported 6 of 10 rows"), r.out.constData());
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(QStringLiteral("'面议' is not a price: price on request")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("names machines and GPUs")), qPrintable(err));
    }

    // An openpyxl workbook with a merged two-row header, and --map with the price list's own fields.
    void importsAWorkbookAndMapsOwnFields()
    {
        QTemporaryDir home;
        Run r = clitest::runCli(home.path(), {QStringLiteral("catalog"), QStringLiteral("import-prices"),
                                              QStringLiteral(GPUPLANNER_TEST_DATA "/prices/vendor-usd.xlsx")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Imported 5 of 6 prices (in 5 rows)"), r.out.constData());
        r = clitest::runCli(home.path(), {QStringLiteral("catalog"), QStringLiteral("show"),
                                          QStringLiteral("user-gpu-h100x8-hourly"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject row = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("row")).toObject();
        QCOMPARE(row.value(QStringLiteral("price")).toDouble(), 16.8); // $2.10 per GPU-hour × 8
        QCOMPARE(row.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));

        const QString path = QDir(home.path()).filePath(QStringLiteral("own.csv"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Machine,Fee/month,Where\nA10,\"CNY 4,500\",cn-east\n");
        f.close();
        r = clitest::runCli(home.path(), {QStringLiteral("catalog"), QStringLiteral("import-prices"), path,
                                          QStringLiteral("--map"), QStringLiteral("Machine=gpu_model"), QStringLiteral("--map"),
                                          QStringLiteral("Where=region"), QStringLiteral("--dry-run"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject a10 =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("rows")).toArray().first().toObject();
        QCOMPARE(a10.value(QStringLiteral("accelerator_id")).toString(), QStringLiteral("nvidia-a10"));
        QCOMPARE(a10.value(QStringLiteral("price")).toDouble(), 4500.0);
        QCOMPARE(a10.value(QStringLiteral("unit")).toString(), QStringLiteral("month"));
        QCOMPARE(a10.value(QStringLiteral("region")).toString(), QStringLiteral("cn-east"));
    }

    void printsVersions()
    {
        const Run r = run({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("gpu-planner-cli 0."), r.out.constData());
        QVERIFY2(r.out.contains("catalog 20"), r.out.constData());
    }

    void listsGpusAsJson()
    {
        const Run r = run({QStringLiteral("catalog"), QStringLiteral("gpus"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonArray rows = doc.object().value(QStringLiteral("rows")).toArray();
        QVERIFY(rows.size() >= 30);
        const QJsonObject first = rows.first().toObject();
        for (const char *field : {"id", "name", "memory_gb", "memory_bandwidth_gbs", "dense_tflops", "source", "origin"})
            QVERIFY2(first.contains(QLatin1String(field)), field);
        QVERIFY(!doc.object().value(QStringLiteral("catalog_version")).toString().isEmpty());
    }

    void listsEveryKindAsText_data()
    {
        QTest::addColumn<QString>("kind");
        for (const char *k : {"gpus", "cpus", "models", "prices", "storage", "network"})
            QTest::newRow(k) << QString::fromLatin1(k);
    }
    void listsEveryKindAsText()
    {
        QFETCH(QString, kind);
        const Run r = run({QStringLiteral("catalog"), kind});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("ID"));
        QVERIFY(r.out.count('\n') >= 6);
    }

    void showsOneRowWithItsSource()
    {
        const Run r = run({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("H100 SXM")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("nvidia-h100-sxm"), r.out.constData());
        QVERIFY(r.out.contains("source.url"));
        const Run j = run({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("llama-2-70b"),
                           QStringLiteral("--json")});
        QCOMPARE(j.exitCode, 0);
        const QJsonObject row = QJsonDocument::fromJson(j.out).object().value(QStringLiteral("row")).toObject();
        QCOMPARE(row.value(QStringLiteral("layers")).toInt(), 80);
    }

    void anUnknownNameExitsTwoWithSuggestions()
    {
        const Run r = run({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("llama-2-70c")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("Did you mean: llama-2-70b"), r.err.constData());
    }

    void anAmbiguousNameExitsTwo()
    {
        const Run r = run({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("H100")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("nvidia-h100-pcie"), r.err.constData());
    }

    void badUsageExitsTwo()
    {
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("bogus")}).exitCode, 2);
        QCOMPARE(run({QStringLiteral("frobnicate")}).exitCode, 2);
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCliCatalog, Core)
#include "tst_cli_catalog.moc"

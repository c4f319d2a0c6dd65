// Every seed and every crash input of the fuzz targets (tests/fuzz/corpus/TARGET/ and
// tests/fuzz/crashes/TARGET/) through the same entry points as the libFuzzer targets, in the normal
// build: a crash input that crashes again, trips a sanitizer (the `debug` preset) or fails an oracle
// (entrypoints.h) fails the tests. `./setup.sh fuzz` adds the crash inputs it finds.
#include "entrypoints.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QtTest>

class TestFuzzReplay : public QObject
{
    Q_OBJECT

    static constexpr const char *kTargets[] = {"plan",   "quote_csv", "quote_xlsx",  "quote_json", "catalog",
                                               "report", "smi",       "monitor_log", "price_list"};

private slots:
    void everyTargetHasSeeds()
    {
        const QDir root(QStringLiteral(GPUPLANNER_FUZZ_DIR));
        for (const char *target : kTargets) {
            QVERIFY2(gpuplanner::fuzz::entryPoint(target), target);
            const QDir seeds(root.filePath(QStringLiteral("corpus/") + QLatin1String(target)));
            QVERIFY2(seeds.entryList(QDir::Files).size() >= 2, target);
        }
        QVERIFY(!gpuplanner::fuzz::entryPoint("no-such-target"));
    }

    void replay_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("path");
        const QDir root(QStringLiteral(GPUPLANNER_FUZZ_DIR));
        int rows = 0;
        for (const char *target : kTargets)
            for (const char *kind : {"corpus", "crashes"}) {
                QDirIterator it(root.filePath(QLatin1String(kind) + QLatin1Char('/') + QLatin1String(target)), QDir::Files);
                while (it.hasNext()) {
                    const QString path = it.next();
                    if (it.fileName().startsWith(QLatin1Char('.')) || it.fileName() == QLatin1String("README.md"))
                        continue;
                    QTest::newRow(qPrintable(QStringLiteral("%1/%2/%3").arg(QLatin1String(target), QLatin1String(kind), it.fileName())))
                        << QString::fromLatin1(target) << path;
                    ++rows;
                }
            }
        QVERIFY(rows > 0);
    }

    void replay()
    {
        QFETCH(QString, target);
        QFETCH(QString, path);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray data = f.readAll();
        const gpuplanner::fuzz::EntryPoint entry = gpuplanner::fuzz::entryPoint(target.toLatin1().constData());
        QVERIFY(entry);
        QElapsedTimer t;
        t.start();
        entry(data); // aborts the test on a crash or a failed oracle
        QVERIFY2(t.elapsed() < 20000, qPrintable(QStringLiteral("%1 ms").arg(t.elapsed())));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestFuzzReplay, Core)
#include "tst_fuzz_replay.moc"

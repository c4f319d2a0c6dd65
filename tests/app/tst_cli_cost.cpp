// `gpu-planner-cli cost` as scripts use it: JSON keys, options, the cost section, exit codes.
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

class TestCliCost : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

    using Run = clitest::Run;

    Run run(const QStringList &args, const QByteArray &stdinData = {})
    {
        clitest::Options o = clitest::withTimeout(120000);
        o.stdinData = stdinData;
        return clitest::runCli(m_home.path(), args, o);
    }

    static QByteArray plan()
    {
        return R"({"task": "llm_finetune", "model": {"preset": "llama-3.1-8b"},
                   "run": {"pattern": "24/7", "utilization": 0.9},
                   "gpu": {"model": "H100 SXM", "count": 8},
                   "cost": {"prices": {"hourly": 2.0}, "purchase": {"server_price": 150000}}})";
    }

    QJsonObject json(const QStringList &extra = {})
    {
        const Run r =
            run(QStringList{QStringLiteral("cost"), QStringLiteral("-"), QStringLiteral("--json")} + extra,
                plan());
        [&] { QCOMPARE(r.exitCode, 0); }();
        return QJsonDocument::fromJson(r.out).object();
    }

private slots:
    // `check` lists the freshness findings of the plan's reference prices with their source, at
    // the injected day: AWS block storage (2026-09-25) is 365 days old on 2027-09-25, 366 on 09-26.
    void checkListsOldReferencePrices()
    {
        const QByteArray storagePlan = R"({"task": "llm_finetune", "model": {"preset": "llama-3.1-8b"},
                   "run": {"pattern": "24/7", "utilization": 0.9},
                   "gpu": {"model": "H100 SXM", "count": 8}})";
        const QString url = QStringLiteral("https://aws.amazon.com/ebs/pricing/");
        auto blockFinding = [&](const QString &today) {
            const Run r = run({QStringLiteral("check"), QStringLiteral("-"), QStringLiteral("--json"),
                               QStringLiteral("--today"), today},
                              storagePlan);
            [&] { QVERIFY2(r.exitCode == 0 || r.exitCode == 1, r.err.constData()); }();
            for (const QJsonValue v : QJsonDocument::fromJson(r.out).object()[QLatin1String("findings")].toArray())
                if (v[QLatin1String("id")].toString() == QLatin1String("cost.price_age")
                    && v[QLatin1String("link")].toString() == url)
                    return v.toObject();
            return QJsonObject();
        };
        QVERIFY(blockFinding(QStringLiteral("2027-03-24")).isEmpty());
        QCOMPARE(blockFinding(QStringLiteral("2027-03-25"))[QLatin1String("severity")].toString(),
                 QStringLiteral("info"));
        QCOMPARE(blockFinding(QStringLiteral("2027-09-25"))[QLatin1String("severity")].toString(),
                 QStringLiteral("info"));
        QCOMPARE(blockFinding(QStringLiteral("2027-09-26"))[QLatin1String("severity")].toString(),
                 QStringLiteral("warning"));

        const Run text = run({QStringLiteral("check"), QStringLiteral("-"), QStringLiteral("--today"),
                              QStringLiteral("2027-09-26")},
                             storagePlan);
        QVERIFY(text.out.contains("WARNING [cost.price_age]"));
        QVERIFY(text.out.contains(QByteArray(QByteArray("source: ") + url.toUtf8())));
        const Run bad = run({QStringLiteral("check"), QStringLiteral("-"), QStringLiteral("--today"),
                             QStringLiteral("June")},
                            storagePlan);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("--today"));
    }

    void jsonHasTheDocumentedKeys()
    {
        const QJsonObject o = json();
        for (const char *k : {"format",
                              "version",
                              "catalog_version",
                              "currency",
                              "cny_per_usd",
                              "gpu",
                              "horizon_months",
                              "utilization",
                              "useful_gpu_hours_per_month",
                              "chosen_mode",
                              "modes",
                              "cheapest",
                              "cost_per_useful_gpu_hour",
                              "break_even",
                              "break_even_all",
                              "unit_costs",
                              "levers",
                              "scenarios",
                              "prices",
                              "missing",
                              "notes",
                              "assumptions"})
            QVERIFY2(o.contains(QLatin1String(k)), k);
        QCOMPARE(o[QStringLiteral("format")].toString(), QStringLiteral("gpu-planner-cost"));
        const QJsonArray modes = o[QStringLiteral("modes")].toArray();
        QCOMPARE(modes.size(), 5);
        for (const QJsonValue &m : modes) {
            const QJsonObject mode = m.toObject();
            QVERIFY(mode[QStringLiteral("available")].toBool());
            for (const char *k : {"price", "monthly", "upfront", "components", "total", "net",
                                  "cost_per_useful_gpu_hour", "cumulative", "why"})
                QVERIFY2(mode.contains(QLatin1String(k)), k);
            QVERIFY(!mode[QStringLiteral("price")].toObject()[QStringLiteral("source")].toString().isEmpty());
        }
        // Closed form: 8 GPUs × 730 h × min(1, 0.9 × 1.1) × USD 2.
        const QJsonObject hourly = modes[0].toObject();
        QCOMPARE(hourly[QStringLiteral("mode")].toString(), QStringLiteral("hourly"));
        QCOMPARE(hourly[QStringLiteral("components")].toObject()[QStringLiteral("compute")].toDouble(),
                 8 * 730 * 0.99 * 2.0);
        QVERIFY(o[QStringLiteral("break_even")].toObject()[QStringLiteral("month")].toDouble() > 0);
        QCOMPARE(o[QStringLiteral("scenarios")].toArray().size(), 2);
        QCOMPARE(o[QStringLiteral("levers")].toArray().size(), 4);
    }

    void monthsAndCurrencyOptions()
    {
        const QJsonObject usd = json({QStringLiteral("--months"), QStringLiteral("12")});
        QCOMPARE(usd[QStringLiteral("horizon_months")].toDouble(), 12.0);
        QCOMPARE(usd[QStringLiteral("modes")]
                     .toArray()[0]
                     .toObject()[QStringLiteral("cumulative")]
                     .toArray()
                     .size(),
                 13);
        const QJsonObject cny = json({QStringLiteral("--months"), QStringLiteral("12"),
                                      QStringLiteral("--currency"), QStringLiteral("CNY")});
        QCOMPARE(cny[QStringLiteral("currency")].toString(), QStringLiteral("CNY"));
        const double rate = cny[QStringLiteral("cny_per_usd")].toDouble();
        const double a =
            usd[QStringLiteral("modes")].toArray()[0].toObject()[QStringLiteral("total")].toDouble();
        const double b =
            cny[QStringLiteral("modes")].toArray()[0].toObject()[QStringLiteral("total")].toDouble();
        QVERIFY(std::abs(b - a * rate) <= 1e-4 * b);
    }

    void textShowsTotalsCheapestBreakEvenAndUnitCost()
    {
        const Run r =
            run({QStringLiteral("cost"), QStringLiteral("-"), QStringLiteral("--lang"), QStringLiteral("en")},
                plan());
        QCOMPARE(r.exitCode, 0);
        for (const char *s : {"hourly", "monthly", "reserved", "spot", "purchase", "Cheapest:", "Break-even",
                              "per useful GPU-h", "user-entered"})
            QVERIFY2(r.out.contains(s), s);
    }

    // The Chinese text as a reader sees it: names substituted into sentences lose the spaces Chinese
    // does not put between its own words ("计费方式为 按量付费 时" was printed), sentences joined for
    // the utilization line lose the space after "。", and a price label is not itself a list
    // ("GPU，按量付费" in a list of converted prices read as two items).
    void chineseTextSpacing()
    {
        const Run r =
            run({QStringLiteral("cost"), QStringLiteral("-"), QStringLiteral("--lang"), QStringLiteral("zh")},
                plan());
        QCOMPARE(r.exitCode, 0);
        const QString text = QString::fromUtf8(r.out);
        QVERIFY2(text.contains(QStringLiteral("计费方式为按量付费时")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("。 ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("GPU（按量付费）：")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("GPU，按量付费")), qPrintable(text));
        // The table keeps its aligned columns: a mode's name is followed by spaces before its price.
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral("\\n包月 {2,}\\S"))), qPrintable(text));
    }

    void badInputExitsTwoWithOneMessage()
    {
        const QList<QPair<QStringList, QByteArray>> cases{
            {{QStringLiteral("cost"), QStringLiteral("-"), QStringLiteral("--months"), QStringLiteral("-3")},
             plan()},
            {{QStringLiteral("cost"), QStringLiteral("-"), QStringLiteral("--currency"),
              QStringLiteral("EUR")},
             plan()},
            {{QStringLiteral("cost"), QStringLiteral("-"), QStringLiteral("--bogus")}, plan()},
            {{QStringLiteral("cost")}, {}},
            {{QStringLiteral("cost"), QStringLiteral("-")},
             R"({"task": "llm_inference", "model": {"preset": "llama-3.1-8b"}, "cost": {"purchse": {}}})"},
            {{QStringLiteral("cost"), QStringLiteral("-")},
             R"({"task": "llm_inference", "model": {"preset": "llama-3.1-8b"}, "cost": {"purchase": {"pue": 0.5}}})"},
            {{QStringLiteral("cost"), QStringLiteral("-")}, R"({"task": "llm_inference"})"},
        };
        for (const auto &[args, input] : cases) {
            const Run r = run(args, input);
            QCOMPARE(r.exitCode, 2);
            QVERIFY(r.out.isEmpty());
            QVERIFY(!r.err.isEmpty());
        }
        const Run typo =
            run({QStringLiteral("cost"), QStringLiteral("-")},
                R"({"task": "llm_inference", "model": {"preset": "llama-3.1-8b"}, "cost": {"purchse": {}}})");
        QVERIFY(typo.err.contains("cost.purchse"));
        QVERIFY(typo.err.contains("purchase"));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCliCost, Core)
#include "tst_cli_cost.moc"

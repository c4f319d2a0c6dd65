// Issue 21: a one-off job is costed as a job. A LoRA fine-tuning run with a 2-day deadline is
// costed over its estimated run (the hours its machines are held; hourly billing releases them
// when the job ends), and every text speaks of the job, its length and its total, in English and Chinese:
// `cost --json`, the spec sheet PDF and the checklist PDF, never "0 months" nor the run
// duration's hidden 30-day default.
#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

class TestCliOneOff : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    QTemporaryDir m_dir;
    QString m_workload;
    QJsonObject m_cost;
    double m_hours = 0; // the job's hours by hand: the engine's wall-clock estimate ÷ 0.95 utilization

    clitest::Run run(const QStringList &args)
    {
        clitest::Options o;
        o.unset = {QStringLiteral("QT_QPA_PLATFORM")};
        return clitest::runCli(m_home.path(), args, o);
    }

    QString path(const QString &name) const { return m_dir.filePath(name); }

    static QString pdfText(const QString &pdf)
    {
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        p.waitForFinished(60000);
        return QString::fromUtf8(p.readAllStandardOutput());
    }

    // The mode the plan is billed at, from `cost --json`.
    QJsonObject chosenMode() const
    {
        const QString id = m_cost[QStringLiteral("chosen_mode")].toString();
        for (const QJsonValue &m : m_cost[QStringLiteral("modes")].toArray())
            if (m[QStringLiteral("mode")].toString() == id)
                return m.toObject();
        return {};
    }

    // The job's total worked out by hand: GPUs × the job's hours × the price per GPU-hour (the
    // one-off pattern's 95 % utilization plus 10 % auto-release overhead bills every held hour),
    // plus storage and network over the same hours.
    double jobTotalByHand() const
    {
        const QJsonObject m = chosenMode();
        const double gpus = m_cost[QStringLiteral("gpu")][QStringLiteral("total")].toDouble();
        const double price = m[QStringLiteral("price")][QStringLiteral("amount")].toDouble();
        const double hours = m_hours;
        double total = gpus * hours * price;
        const QJsonObject components = m[QStringLiteral("components")].toObject();
        for (auto it = components.begin(); it != components.end(); ++it)
            if (it.key() != QLatin1String("compute"))
                total += it.value().toDouble() * hours / 730.0;
        return total;
    }

    // As the documents write money: no decimals from 100 up, US grouping.
    static QString money(double amount)
    {
        return QLocale(QLocale::English, QLocale::UnitedStates).toString(amount, 'f', amount >= 100 ? 0 : 2) +
               QStringLiteral(" USD");
    }

    static void checkNoMonthsNoDefault(const QString &text, const QString &what)
    {
        static const QRegularExpression zeroMonths(QStringLiteral("(^|[^0-9.,])0 ?(months?|个月)"));
        static const QRegularExpression thirtyDays(QStringLiteral("(^|[^0-9.,])30 ?(days?|天)"));
        QVERIFY2(!text.contains(zeroMonths), qPrintable(what + QStringLiteral(": \"0 months\"")));
        QVERIFY2(!text.contains(thirtyDays), qPrintable(what + QStringLiteral(": \"30 days\"")));
    }

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        m_workload = path(QStringLiteral("lora.json"));
        QFile f(m_workload);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"task": "llm_finetune", "model": {"preset": "qwen2.5-7b"},
            "training": {"method": "lora", "tokens": 2e8, "deadline_days": 2}, "run": {"pattern": "one_off"}})");
        f.close();
        const clitest::Run r = run({QStringLiteral("cost"), m_workload, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        m_cost = QJsonDocument::fromJson(r.out).object();
        QVERIFY(!m_cost.isEmpty());
        const clitest::Run size = run({QStringLiteral("size"), m_workload, QStringLiteral("--json")});
        QVERIFY2(size.exitCode == 0, size.err.constData());
        const double wall = QJsonDocument::fromJson(size.out)
                                .object()[QStringLiteral("training")][QStringLiteral("wall_hours")]
                                .toDouble();
        QVERIFY2(wall > 1 && wall < 48, qPrintable(QString::number(wall))); // within the 2-day deadline
        m_hours = wall / 0.95;
    }

    // "29 hours" / "29 小时": under two days the job's length is said in hours.
    QString hoursText(const QString &lang) const
    {
        const int h = int(std::lround(m_hours));
        return lang == QLatin1String("zh") ? QStringLiteral("%1 小时").arg(h) : QStringLiteral("%1 hours").arg(h);
    }

    // The horizon is the job's estimated run, basis "job"; the old keys stay.
    void costJsonNamesTheJob()
    {
        QCOMPARE(m_cost[QStringLiteral("horizon_basis")].toString(), QStringLiteral("job"));
        QVERIFY(std::abs(m_cost[QStringLiteral("job_hours")].toDouble() - m_hours) < 1e-3);
        QVERIFY(std::abs(m_cost[QStringLiteral("horizon_months")].toDouble() - m_hours / 730.0) < 1e-5); // 6 decimals
        const QString mode = m_cost[QStringLiteral("chosen_mode")].toString();
        QVERIFY2(mode == QLatin1String("hourly") || mode == QLatin1String("spot"), qPrintable(mode));
        const double byHand = jobTotalByHand();
        QVERIFY(byHand > 0);
        QVERIFY2(std::abs(chosenMode()[QStringLiteral("total")].toDouble() - byHand) < 1e-5 * byHand, // the JSON rounds hours and prices to 6 digits
                 qPrintable(QStringLiteral("%1 against %2 by hand").arg(chosenMode()[QStringLiteral("total")].toDouble()).arg(byHand)));
        const clitest::Run text = run({QStringLiteral("cost"), m_workload});
        QVERIFY2(text.exitCode == 0, text.err.constData());
        checkNoMonthsNoDefault(QString::fromUtf8(text.out), QStringLiteral("cost text"));
        QVERIFY2(QString::fromUtf8(text.out).contains(QStringLiteral("for the job (") + hoursText(QStringLiteral("en"))),
                 text.out.left(300).constData());
    }

    void documentsSpeakOfTheJob_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh") << QStringLiteral("zh");
    }

    void documentsSpeakOfTheJob()
    {
        QFETCH(QString, lang);
        const QString duration = hoursText(lang);
        const QString spec = path(QStringLiteral("spec-%1.pdf").arg(lang));
        const QString checklist = path(QStringLiteral("checklist-%1.pdf").arg(lang));
        const clitest::Run r = run({QStringLiteral("export"), m_workload, QStringLiteral("--pdf"), spec,
                                    QStringLiteral("--checklist"), checklist, QStringLiteral("--lang"), lang});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString total = money(jobTotalByHand());
        const QString specText = pdfText(spec);
        const QString checklistText = pdfText(checklist);
        QVERIFY(!specText.isEmpty() && !checklistText.isEmpty());
        checkNoMonthsNoDefault(specText, lang + QStringLiteral(" spec sheet"));
        checkNoMonthsNoDefault(checklistText, lang + QStringLiteral(" checklist"));
        // Page one states the job's length and total.
        const QString pageOne = specText.section(QLatin1Char('\f'), 0, 0);
        QVERIFY2(pageOne.contains(duration), qPrintable(pageOne.left(1500)));
        QVERIFY2(pageOne.contains(total), qPrintable(total + QStringLiteral(" not on page one")));
        QVERIFY2(checklistText.contains(duration), qPrintable(checklistText.left(1500)));
        QVERIFY2(checklistText.contains(total), qPrintable(total + QStringLiteral(" not in the checklist")));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCliOneOff, Core)
#include "tst_cli_oneoff.moc"

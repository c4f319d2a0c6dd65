// The CLI's Chinese text as a reader sees it: every command a user runs with --lang zh, on plans of
// several task types and on vendor files, is searched for English spacing inside Chinese sentences
// (a space after 。，；：）, a space between two Chinese words, a half-width colon or semicolon after
// Chinese). Such spacing comes from the code joining translated parts, not from a translator: "计费
// 方式为 按量付费 时", "（见假设）。 不做…", "GPU 型号: …" were all printed before. Lines of aligned
// tables (two spaces in a row) are left out: their spaces are columns.
#include "clirun.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

class TestCliChinese : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

    QString writePlan(const char *name, const QByteArray &workload)
    {
        const QString path = QDir(m_home.path()).filePath(QString::fromLatin1(name));
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(workload);
        return path;
    }

    // "file | command: …context…" for each problem of the output.
    static QStringList spacingProblems(const QString &what, const QByteArray &output)
    {
        static const QRegularExpression problems[] = {
            QRegularExpression(QStringLiteral("[。，；：！？）][ \\t]+(?=\\S)")),
            QRegularExpression(QStringLiteral("\\p{Han} (?=\\p{Han})")),
            QRegularExpression(QStringLiteral("\\p{Han}[:;] ")),
        };
        QStringList found;
        for (const QString &line : QString::fromUtf8(output).split(u'\n')) {
            const QString body = line.trimmed();
            if (body.contains(QStringLiteral("  "))) // a table's columns
                continue;
            for (const QRegularExpression &re : problems)
                for (auto it = re.globalMatch(body); it.hasNext();) {
                    const QRegularExpressionMatch m = it.next();
                    found << what + QStringLiteral(": …") +
                                 body.mid(std::max<qsizetype>(0, m.capturedStart() - 20), 44) + u'…';
                }
        }
        return found;
    }

private slots:
    void everyCommandInChinese()
    {
        QVERIFY(m_home.isValid());
        const QStringList plans = {
            writePlan("serving.json", R"({"task": "llm_inference", "model": {"preset": "llama-3.1-70b"},
                "serving": {"requests_per_s": 20}, "cost": {"horizon_months": 24}})"),
            writePlan("training.json", R"({"task": "llm_pretraining", "model": {"preset": "llama-3.1-8b"},
                "training": {"tokens": 1e11, "deadline_days": 30}})"),
            writePlan("finetune.json", R"({"task": "llm_finetune", "model": {"preset": "llama-3.1-8b"},
                "training": {"method": "qlora", "tokens": 2e8, "deadline_days": 2}, "gpu": {"model": "nvidia-rtx-4090"}})"),
            writePlan("video.json", R"({"task": "video_processing", "model": {"name": "transcoder"},
                "video": {"streams": 40, "codec": "hevc", "preset": "p4"}})"),
            writePlan("md.json", R"({"task": "simulation", "model": {"name": "md"},
                "simulation": {"engine": "gromacs", "atoms": 500000, "target_ns_per_day": 100}})"),
            writePlan("diffusion.json", R"({"task": "diffusion_inference", "model": {"preset": "sdxl"},
                "serving": {"images_per_s": 1}})"),
        };
        const QString quotes = QStringLiteral(GPUPLANNER_TEST_DATA "/quotes/");
        QList<QStringList> commands;
        for (const QString &plan : plans) {
            commands << QStringList{QStringLiteral("size"), plan};
            commands << QStringList{QStringLiteral("cost"), plan};
            commands << QStringList{QStringLiteral("check"), plan};
        }
        commands << QStringList{QStringLiteral("compare"),
                                plans[0],
                                quotes + QStringLiteral("gbk-monthly.csv"),
                                quotes + QStringLiteral("per-card.csv"),
                                quotes + QStringLiteral("unit-column.csv"),
                                QStringLiteral("--details"),
                                QStringLiteral("all")};
        commands << QStringList{QStringLiteral("verify"), plans[3],
                                QStringLiteral(GPUPLANNER_TEST_DATA "/verify/report-l40s-quick")};
        QStringList found;
        int printed = 0;
        for (const QStringList &args : commands) {
            const clitest::Run r = clitest::runCli(
                m_home.path(), args + QStringList{QStringLiteral("--lang"), QStringLiteral("zh")},
                clitest::withTimeout(120000));
            QVERIFY2(r.exitCode >= 0 && r.exitCode <= 1,
                     qPrintable(args.join(u' ') + u'\n' + QString::fromUtf8(r.err)));
            printed += int(r.out.count('\n'));
            found << spacingProblems(args.value(0) + u' ' + QFileInfo(args.value(1)).fileName(), r.out);
        }
        QVERIFY2(printed > 500, qPrintable(QString::number(printed))); // the commands said something
        for (const QString &f : found)
            qInfo().noquote() << f;
        QVERIFY2(
            found.isEmpty(),
            qPrintable(QStringLiteral("%1 places with English spacing (listed above)").arg(found.size())));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCliChinese, Core)

#include "tst_cli_chinese.moc"

// Rules of the sources that a test can check by reading them.
//
// The project throws one exception type, planner::InputError (planner/workload/inputerror.h): every reader
// catches it at its entry point. Another type (a QString, a QStringBuilder from `"a" + key`, a
// std::runtime_error) slips past those handlers and aborts the program, as it once did in
// quotejson.cpp. This test reads the sources and fails on any other throw expression.
//
// Every file is written through io::writeFileAtomically (planner/io/atomicfile.h): unbuffered,
// synced, then renamed. A QSaveFile elsewhere once truncated the acceptance script on a full disk
// and reported success (issue 27, H2); no source outside that helper names QSaveFile.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

namespace {

// The throw expressions of a C++ text that are not `throw InputError(...)` or a bare `throw;`, as
// "line: text". Comments and string literals are skipped.
QStringList foreignThrows(const QString &source)
{
    QStringList found;
    static const QRegularExpression throwWord(QStringLiteral(R"(\bthrow\b)"));
    static const QRegularExpression allowed(QStringLiteral(R"(^\s*((planner::)?InputError\s*\(|;))"));
    bool inBlockComment = false;
    const QStringList lines = source.split(QLatin1Char('\n'));
    for (qsizetype n = 0; n < lines.size(); ++n) {
        QString code;
        const QString &line = lines[n];
        for (qsizetype i = 0; i < line.size(); ++i) {
            if (inBlockComment) {
                if (line.mid(i, 2) == QLatin1String("*/")) {
                    inBlockComment = false;
                    ++i;
                }
                continue;
            }
            if (line.mid(i, 2) == QLatin1String("//"))
                break;
            if (line.mid(i, 2) == QLatin1String("/*")) {
                inBlockComment = true;
                ++i;
                continue;
            }
            if (line[i] == QLatin1Char('"') || line[i] == QLatin1Char('\'')) { // a literal: skipped
                const QChar quote = line[i];
                for (++i; i < line.size() && line[i] != quote; ++i)
                    if (line[i] == QLatin1Char('\\'))
                        ++i;
                code += QStringLiteral("\"\"");
                continue;
            }
            code += line[i];
        }
        auto it = throwWord.globalMatch(code);
        while (it.hasNext()) {
            const QString expression = code.mid(it.next().capturedEnd());
            if (!allowed.match(expression).hasMatch())
                found << QStringLiteral("%1: %2").arg(n + 1).arg(code.trimmed());
        }
    }
    return found;
}

} // namespace

class TestThrowTypes : public QObject
{
    Q_OBJECT

private slots:
    void theCheckSeesForeignThrows_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("foreign");
        QTest::newRow("input error") << QStringLiteral("throw InputError(QStringLiteral(\"x\"));") << 0;
        QTest::newRow("qualified") << QStringLiteral("  throw planner::InputError(m);") << 0;
        QTest::newRow("rethrow") << QStringLiteral("catch (...) { throw; }") << 0;
        QTest::newRow("string builder") << QStringLiteral("throw QStringLiteral(\"answers.\") + key;") << 1;
        QTest::newRow("qstring") << QStringLiteral("throw QString::fromLatin1(key);") << 1;
        QTest::newRow("std") << QStringLiteral("if (x) throw std::runtime_error(\"x\");") << 1;
        QTest::newRow("comment") << QStringLiteral("// we never throw a QString here") << 0;
        QTest::newRow("block comment") << QStringLiteral("/* throw 1;\n throw 2; */ int x;") << 0;
        QTest::newRow("literal") << QStringLiteral("const char *s = \"throw 42;\";") << 0;
        QTest::newRow("two on a line") << QStringLiteral("a ? throw InputError(m) : throw 5;") << 1;
    }

    void theCheckSeesForeignThrows()
    {
        QFETCH(QString, source);
        QFETCH(int, foreign);
        QCOMPARE(foreignThrows(source).size(), foreign);
    }

    void everyWriterGoesThroughTheAtomicHelper()
    {
        const QDir root(QStringLiteral(GPUPLANNER_SOURCE_DIR));
        QStringList found;
        int files = 0;
        for (const char *folder : {"app", "planner", "catalog", "widgets", "translations"}) {
            QDirIterator it(root.filePath(QString::fromLatin1(folder)), {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                            QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = root.relativeFilePath(it.next());
                if (path.startsWith(QLatin1String("planner/io/atomicfile.")))
                    continue;
                QFile f(root.filePath(path));
                QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
                ++files;
                const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
                for (qsizetype n = 0; n < lines.size(); ++n)
                    if (lines[n].section(QStringLiteral("//"), 0, 0).contains(QLatin1String("QSaveFile")))
                        found << QStringLiteral("%1:%2: %3").arg(path).arg(n + 1).arg(lines[n].trimmed());
            }
        }
        QVERIFY2(files > 100, "the sources were not found");
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    void theSourcesThrowOnlyInputError()
    {
        const QDir root(QStringLiteral(GPUPLANNER_SOURCE_DIR));
        int files = 0;
        QStringList found;
        for (const char *folder : {"app", "planner", "catalog", "widgets", "translations"}) {
            QDirIterator it(root.filePath(QString::fromLatin1(folder)), {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                            QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile f(path);
                QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
                ++files;
                for (const QString &hit : foreignThrows(QString::fromUtf8(f.readAll())))
                    found << root.relativeFilePath(path) + QLatin1Char(':') + hit;
            }
        }
        QVERIFY2(files > 100, "the sources were not found");
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestThrowTypes, None)
#include "tst_throw_types.moc"

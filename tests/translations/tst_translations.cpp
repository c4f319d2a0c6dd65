// The Chinese catalogue is complete: no unfinished, vanished or obsolete entries, and no source
// string of the code without a translation (lupdate is run over the sources into a copy).
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

struct Counts
{
    int messages = 0;
    int unfinished = 0;
    int vanished = 0;
    int obsolete = 0;
    int empty = 0;
    QStringList examples;
};

Counts count(const QString &path)
{
    Counts c;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return c;
    QXmlStreamReader xml(&f);
    QString context, source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            ++c.messages;
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            auto note = [&](int &counter) {
                ++counter;
                if (c.examples.size() < 10)
                    c.examples << context + QStringLiteral(": ") + source;
            };
            if (type == QLatin1String("unfinished"))
                note(c.unfinished);
            else if (type == QLatin1String("vanished"))
                note(c.vanished);
            else if (type == QLatin1String("obsolete"))
                note(c.obsolete);
            else if (text.trimmed().isEmpty())
                note(c.empty);
        }
    }
    return c;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void chineseCatalogueIsComplete()
    {
        const Counts c = count(QStringLiteral(GPUPLANNER_SOURCE_DIR "/translations/gpu-planner_zh_CN.ts"));
        QVERIFY(c.messages > 500);
        QVERIFY2(c.unfinished == 0 && c.vanished == 0 && c.obsolete == 0 && c.empty == 0,
                 qPrintable(QStringLiteral("%1 unfinished, %2 vanished, %3 obsolete, %4 empty; e.g. %5")
                                .arg(c.unfinished)
                                .arg(c.vanished)
                                .arg(c.obsolete)
                                .arg(c.empty)
                                .arg(c.examples.join(QStringLiteral(" | ")))));
    }

    // English is the source language, but a numerus string ("%n replica(s)") reads right only
    // through the English catalogue's two forms: every one of them is filled in and finished.
    void englishPluralFormsAreFilledIn()
    {
        QFile f(QStringLiteral(GPUPLANNER_SOURCE_DIR "/translations/gpu-planner_en.ts"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        int numerus = 0;
        QStringList missing;
        bool inNumerus = false;
        QString source;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("message"))
                inNumerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            else if (xml.name() == QLatin1String("source"))
                source = xml.readElementText();
            else if (inNumerus && xml.name() == QLatin1String("translation")) {
                ++numerus;
                const bool unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
                QStringList forms;
                while (xml.readNextStartElement())
                    forms << xml.readElementText();
                if (unfinished || forms.size() != 2 || forms.contains(QString()) || forms.join(QString()).contains(QLatin1String("(s)")))
                    missing << source;
            }
        }
        QVERIFY(numerus > 20);
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("numerus strings without both English forms (\"%n GPU\", \"%n GPUs\") in "
                                           "translations/gpu-planner_en.ts: ") +
                            missing.join(QStringLiteral(" | "))));
    }

    void everySourceStringIsInTheCatalogue()
    {
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("zh.ts"));
        QVERIFY(QFile::copy(QStringLiteral(GPUPLANNER_SOURCE_DIR "/translations/gpu-planner_zh_CN.ts"), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess lupdate;
        lupdate.setWorkingDirectory(QStringLiteral(GPUPLANNER_SOURCE_DIR));
        lupdate.start(QStringLiteral(GPUPLANNER_LUPDATE), {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                                                           QStringLiteral("none"), QStringLiteral("-I"), QStringLiteral("."),
                                                           QStringLiteral("app"), QStringLiteral("widgets"),
                                                           QStringLiteral("planner"), QStringLiteral("catalog"),
                                                           QStringLiteral("-ts"), copy});
        QVERIFY(lupdate.waitForFinished(120000));
        QCOMPARE(lupdate.exitCode(), 0);
        const Counts c = count(copy);
        QVERIFY2(c.unfinished == 0, qPrintable(QStringLiteral("%1 strings of the code lack a translation, e.g. %2")
                                                   .arg(c.unfinished)
                                                   .arg(c.examples.join(QStringLiteral(" | ")))));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestTranslations, None)
#include "tst_translations.moc"

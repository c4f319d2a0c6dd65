// Issue 26, items 4, 15, 16 and 20 read from the documents' text: page one shows the same risks in
// English and in Chinese, as many as its key figure counts; no document names the research notes
// ("acceptance.md §6 #1"), the source articles by number ("article 001 §7", "文章 000 §4"), a
// catalog row's confidence id or a JSON field; the sources list each catalog row once; the
// alternatives say why each was not chosen and what it costs.
#include "planner/report/exports.h"
#include "planner/report/reportlanguage.h"
#include "planner/report/specsheet.h"
#include "planner/verify/archive.h"
#include "planner/verify/checks.h"
#include "planner/verify/expectations.h"
#include "planner/verify/report.h"
#include "planner/workload/format.h"
#include "reporttestutil.h"

#include <algorithm>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplanner;
using reporttest::tool;

namespace specwords {

// Llama 70B training on an offer that falls short almost everywhere (reporttestutil.h).
QByteArray shortOfferPlan()
{
    return reporttest::shortOfferPlan("Short offer");
}

QString translated(i18n::Language language, const char *source, const char *comment = nullptr)
{
    const report::LanguageScope scope(language);
    return QCoreApplication::translate("report", source, comment);
}

// A translated text with %1, %2… as a pattern capturing each number.
QRegularExpression pattern(const QString &text)
{
    QStringList parts = text.split(QRegularExpression(QStringLiteral("%\\d")));
    for (QString &part : parts)
        part = QRegularExpression::escape(part);
    return QRegularExpression(parts.join(QStringLiteral("(\\d+)")));
}

// The "Open risks" key figure ("2 errors, 1 warning"): the error and warning counts it shows, or
// {-1, -1} when none of 0–99 each is there.
std::pair<int, int> openRiskCounts(i18n::Language language, const QString &page)
{
    const report::LanguageScope scope(language);
    for (int errors = 0; errors < 100; ++errors)
        for (int warnings = 0; warnings < 100; ++warnings) {
            const QRegularExpression exact(
                QStringLiteral("(^|\\D)") +
                QRegularExpression::escape(planner::findingCounts(errors, warnings)) +
                QStringLiteral("(\\D|$)"));
            if (exact.match(page).hasMatch())
                return {errors, warnings};
        }
    return {-1, -1};
}

} // namespace specwords

class TestSpecWords : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString exportPdf(const char *plan, report::ReportLanguage language, const QString &name)
    {
        const QString pdf = m_dir.filePath(name);
        QString error;
        if (!report::exportSpecSheet(reporttest::plan(plan), language, reporttest::bundledCatalog(), pdf,
                                     &error))
            qWarning() << error;
        return pdf;
    }
    static QString text(const QString &pdf, int first = 0, int last = 0)
    {
        QStringList args;
        if (first > 0)
            args << QStringLiteral("-f") << QString::number(first) << QStringLiteral("-l")
                 << QString::number(last);
        return QString::fromUtf8(tool(QStringLiteral("pdftotext"), args << pdf << QStringLiteral("-")));
    }

private slots:
    void initTestCase()
    {
        if (!reporttest::haveTool("pdftotext"))
            QSKIP("pdftotext (poppler-utils) is not installed");
        QVERIFY(m_dir.isValid());
    }

    // Item 4: each language's page one shows the same risk rows, and the rows shown plus those
    // it says are left out are the errors and warnings its key figure counts.
    void pageOneShowsTheSameRisksInEveryLanguage_data()
    {
        QTest::addColumn<QByteArray>("plan");
        QTest::newRow("short offer") << specwords::shortOfferPlan();
        QTest::newRow("video") << QByteArray(reporttest::kVideoPlan);
        QTest::newRow("serving") << QByteArray(reporttest::kServingPlan);
    }

    void pageOneShowsTheSameRisksInEveryLanguage()
    {
        QFETCH(QByteArray, plan);
        QList<int> shownByLanguage;
        for (const auto &[language, code] :
             {std::pair{i18n::Language::English, report::ReportLanguage::English},
              std::pair{i18n::Language::Chinese, report::ReportLanguage::Chinese}}) {
            const QString one = text(exportPdf(plan.constData(), code, QStringLiteral("risks.pdf")), 1, 1);
            const QStringList lines = one.split(QLatin1Char('\n'));
            const QString error = specwords::translated(language, "error"),
                          warning = specwords::translated(language, "warning");
            const qsizetype from = lines.indexOf(specwords::translated(language, "Remaining risks"));
            QVERIFY2(from > 0, qPrintable(one));
            int shown = 0;
            for (qsizetype i = from; i < lines.size(); ++i)
                shown += lines[i].trimmed() == error || lines[i].trimmed() == warning ? 1 : 0;
            const auto [errors, warnings] = specwords::openRiskCounts(language, one);
            QVERIFY2(errors >= 0, qPrintable(one));
            const int open = errors + warnings;
            const QRegularExpressionMatch left =
                specwords::pattern(
                    specwords::translated(
                        language,
                        "Errors and warnings not shown here: %1; notes: %2. All findings are on page %3."))
                    .match(one.simplified());
            const int notShown = left.hasMatch() ? left.captured(1).toInt() : 0;
            QVERIFY2(shown >= 1 || open == 0, qPrintable(one));
            QVERIFY2(shown + notShown == open,
                     qPrintable(QStringLiteral("%1 shown + %2 left out ≠ %3 open:\n%4")
                                    .arg(shown)
                                    .arg(notShown)
                                    .arg(open)
                                    .arg(one)));
            shownByLanguage << shown;
        }
        QCOMPARE(shownByLanguage.front(), shownByLanguage.back());
    }

    // Items 15 and 16: what the documents cite and describe is for their readers.
    void noInternalWordsInTheDocuments_data()
    {
        QTest::addColumn<QByteArray>("plan");
        QTest::addColumn<int>("language");
        for (const auto &[name, plan] : {std::pair{"short offer", specwords::shortOfferPlan()},
                                         std::pair{"video", QByteArray(reporttest::kVideoPlan)},
                                         std::pair{"serving", QByteArray(reporttest::kServingPlan)}})
            for (const report::ReportLanguage l :
                 {report::ReportLanguage::English, report::ReportLanguage::Chinese})
                QTest::addRow("%s, %s", name, qPrintable(report::reportLanguageCode(l))) << plan << int(l);
    }

    void noInternalWordsInTheDocuments()
    {
        QFETCH(QByteArray, plan);
        QFETCH(int, language);
        const auto lang = report::ReportLanguage(language);
        const QString all = text(exportPdf(plan.constData(), lang, QStringLiteral("words.pdf")));
        for (const char *internal : {"acceptance.md", "§", "article 00", "Article 00", "文章 00", "文章00",
                                     "price_cny_per_hour", "latency_ms", "random_read_iops"})
            QVERIFY2(!all.contains(QString::fromUtf8(internal)), internal);
        if (lang != report::ReportLanguage::Chinese)
            return;
        // Confidence ids as the sources table's cells; English catalog descriptions.
        const QStringList lines = all.split(QLatin1Char('\n'));
        for (const char *id : {"datasheet", "official-config", "price-list", "estimate", "derived"})
            QVERIFY2(!lines.contains(QString::fromLatin1(id)), id);
        // The catalog parts in the tables (what is bought, prices used, sources) are described in
        // Chinese from their fields, not by the catalog's English names.
        const report::PlanDocument document = reporttest::plan(plan.constData());
        const report::LanguageScope scope(i18n::Language::Chinese);
        const report::PlanView view = report::viewNow(document, reporttest::bundledCatalog());
        const report::DocModel doc = report::buildSpecSheet(document, view, reporttest::bundledCatalog());
        const QStringList checked{QCoreApplication::translate("report", "What is bought"),
                                  QCoreApplication::translate("report", "Prices used"),
                                  QCoreApplication::translate("report", "Catalog and sources")};
        QStringList englishNames;
        for (const catalog::PriceOffer &o : reporttest::bundledCatalog().prices())
            if (std::none_of(o.name.begin(), o.name.end(),
                             [](QChar c) { return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF; }))
                englishNames << o.name;
        for (const catalog::StorageClass &t : reporttest::bundledCatalog().storage())
            englishNames << t.name;
        QString section;
        int tables = 0;
        for (const report::DocBlock &b : doc.blocks) {
            if (b.kind == report::BlockKind::Heading || b.kind == report::BlockKind::Subheading)
                section = b.text;
            if (b.kind != report::BlockKind::Table || !checked.contains(section))
                continue;
            ++tables;
            for (const QStringList &row : b.table.rows)
                for (const QString &cell : row)
                    for (const QString &name : englishNames)
                        QVERIFY2(!cell.contains(name), qPrintable(name + QStringLiteral(" in: ") + cell));
        }
        QCOMPARE(tables, 3);
    }

    // Item 20: an offer that prices several modes is one source row; the alternatives have a cost
    // and a note on every row.
    void sourcesOnceAndAlternativesExplained()
    {
        const report::PlanDocument plan = reporttest::plan(reporttest::kVideoPlan);
        const report::PlanView view = report::viewNow(plan, reporttest::bundledCatalog());
        const report::DocModel doc = report::buildSpecSheet(plan, view, reporttest::bundledCatalog());
        const auto tableAfter = [&](const char *heading) -> const report::DocTable * {
            bool seen = false;
            for (const report::DocBlock &b : doc.blocks) {
                if (b.kind == report::BlockKind::Heading)
                    seen = b.text == QString::fromUtf8(heading);
                else if (seen && b.kind == report::BlockKind::Table)
                    return &b.table;
            }
            return nullptr;
        };
        const report::DocTable *sources = tableAfter("Catalog and sources");
        QVERIFY(sources && !sources->rows.isEmpty());
        QStringList seen;
        for (const QStringList &row : sources->rows) {
            const QString key = row.value(0) + QLatin1Char('|') + row.value(1);
            QVERIFY2(!seen.contains(key), qPrintable(key));
            seen << key;
        }
        const report::DocTable *alternatives = tableAfter("Alternatives considered");
        QVERIFY(alternatives && alternatives->rows.size() > 1);
        QCOMPARE(alternatives->header.size(), 7);
        for (const QStringList &row : alternatives->rows) {
            QVERIFY2(!row.last().isEmpty(), qPrintable(row.join(QLatin1String(" | "))));
            QVERIFY(row.size() == 7);
        }
    }

    // Item 15: the Verification table cites public documents, never the research notes.
    // Chinese spacing where the code joins texts: a Chinese name substituted before a Chinese word, a
    // number's 亿 before its noun, and sentences joined with spaces lose the space; Chinese beside
    // Latin text or digits keeps it, and English is untouched.
    void chineseSpacingWhereTextsAreJoined()
    {
        using planner::tidyChineseSpaces;
        QCOMPARE(tidyChineseSpaces(QStringLiteral("网络 占成本的 97%")), QStringLiteral("网络占成本的 97%"));
        QCOMPARE(tidyChineseSpaces(QStringLiteral("GPU 占成本的 97%")), QStringLiteral("GPU 占成本的 97%"));
        QCOMPARE(tidyChineseSpaces(QStringLiteral("20亿 个点与 3,000 个多边形")),
                 QStringLiteral("20亿个点与 3,000 个多边形"));
        QCOMPARE(tidyChineseSpaces(QStringLiteral("而不是小时单价。 未计算：购买没有价格。 其他")),
                 QStringLiteral("而不是小时单价。未计算：购买没有价格。其他"));
        QCOMPARE(tidyChineseSpaces(QStringLiteral("（选择了 不重计算）")),
                 QStringLiteral("（选择了不重计算）"));
        const QString english =
            QStringLiteral("Utilization 85%: cost comes from utilization. Not computed: x.");
        QCOMPARE(tidyChineseSpaces(english), english);
        // The spec sheet in Chinese carries none of those joins (the video plan's network share).
        const QString text = this->text(exportPdf(reporttest::kVideoPlan, report::ReportLanguage::Chinese,
                                                  QStringLiteral("spacing.pdf")));
        QVERIFY(text.contains(QStringLiteral("网络占成本的")));
        QVERIFY2(!text.contains(QStringLiteral("网络 占")), qPrintable(text.left(3000)));
        QVERIFY2(!text.contains(QStringLiteral("单价。 ")), qPrintable(text.left(3000)));
    }

    void verificationCitesPublicSources()
    {
        verify::ReportFiles files;
        QString error;
        QVERIFY2(verify::readReportFiles(QStringLiteral(GPUPLANNER_TEST_DATA "/verify/report-l40s-quick"),
                                         files, &error),
                 qPrintable(error));
        const verify::Report r = verify::readReport(files);
        const report::PlanDocument plan = reporttest::plan(reporttest::kVideoPlan);
        const report::PlanView view = report::viewNow(plan, reporttest::bundledCatalog());
        const verify::Verification v = verify::verify(
            r, verify::expectationsFor(view.evaluation, reporttest::bundledCatalog(), plan.name));
        QVERIFY(v.checks.size() > 5);
        int cited = 0;
        for (const verify::Check &c : v.checks) {
            QVERIFY2(!c.source.contains(QLatin1String("acceptance")) &&
                         !c.source.contains(QStringLiteral("§")) &&
                         !c.source.contains(QLatin1String("article")),
                     qPrintable(c.id + QStringLiteral(": ") + c.source));
            cited += c.source.isEmpty() ? 0 : 1;
        }
        QVERIFY(cited > 5);
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestSpecWords, Gui)
#include "tst_spec_words.moc"

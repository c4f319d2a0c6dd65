// Issue 26, item 17: every amount of the Cost dock's summary carries its currency ("0.86 per
// useful GPU-hour" said neither USD nor CNY), and so do the unit costs of the seven-item view's
// deployment table. Item 19: a dearer case is not a saving.
#include "../planner/cost/costfixture.h"
#include "widgets/cost/costview.h"
#include "widgets/items/itemtexts.h"

#include <QLabel>
#include <QRegularExpression>

using namespace costtest;

namespace costsummary {

QString summaryOf(const CostReport &report)
{
    gpuplanner::widgets::CostView view;
    view.setReport(report);
    for (QLabel *label : view.findChildren<QLabel *>())
        if (label->text().contains(QStringLiteral("billing:")))
            return label->text();
    return {};
}

} // namespace costsummary

class TestCostSummary : public QObject
{
    Q_OBJECT

private slots:
    void unitCostsNameTheirCurrency_data()
    {
        QTest::addColumn<QString>("currency");
        QTest::newRow("USD") << QStringLiteral("USD");
        QTest::newRow("CNY") << QStringLiteral("CNY");
    }
    void unitCostsNameTheirCurrency()
    {
        QFETCH(QString, currency);
        const Plan p = price({{"task", "llm_inference"},
                              {"model", {{"preset", "llama-3.1-8b"}}},
                              {"serving", {{"concurrent_requests", 20}}},
                              {"run", {{"pattern", "24/7"}, {"billing", "hourly"}}},
                              {"cost", {{"currency", currency.toStdString()}}}});
        QVERIFY(p.report.unit.serving);
        const QString summary = costsummary::summaryOf(p.report);
        // "… 0.25 USD per useful GPU-hour at 85% utilization."
        const QRegularExpression perHour(QStringLiteral("[0-9.,]+ %1 per useful GPU-hour").arg(currency));
        QVERIFY2(summary.contains(perHour), qPrintable(summary));
        // "0.10 USD per million output tokens, 0.03 USD per thousand requests."
        QVERIFY2(summary.contains(QRegularExpression(QStringLiteral("[0-9.,]+ %1 per million output tokens, [0-9.,]+ %1 "
                                                                    "per thousand requests")
                                                         .arg(currency))),
                 qPrintable(summary));
        // No bare figure before a unit of cost.
        QVERIFY2(!summary.contains(QRegularExpression(QStringLiteral("[0-9] per (useful|million|thousand)"))), qPrintable(summary));
        // The deployment table of the seven items: its per-useful-GPU-hour column too.
        const QString table = gpuplanner::widgets::deploymentText(p.report);
        const int hourly = int(planner::Billing::Hourly);
        QVERIFY(p.report.modes[size_t(hourly)].available);
        QVERIFY2(table.contains(QRegularExpression(QStringLiteral("<td align=right>[0-9.,]+ %1</td></tr>").arg(currency))),
                 qPrintable(table));
    }

    // A GPU the catalog rents nowhere (MI300X: a purchase estimate only) at on-demand billing: the
    // summary says the price is missing and where to enter it; it never reads "0 USD a month".
    void aMissingPriceIsNotZero()
    {
        const Plan p = price({{"task", "llm_inference"},
                              {"model", {{"preset", "llama-2-70b"}}},
                              {"serving", {{"concurrent_requests", 20}}},
                              {"run", {{"pattern", "24/7"}, {"billing", "hourly"}}},
                              {"gpu", {{"model", "amd-mi300x"}, {"count", 8}}}});
        QVERIFY(!p.report.mode(planner::Billing::Hourly).available);
        const QString summary = costsummary::summaryOf(p.report);
        QVERIFY2(summary.contains(
                     QStringLiteral("billing: no price, no hourly offer in the catalog for this GPU")),
                 qPrintable(summary));
        const QString first = summary.section(QStringLiteral("<br>"), 0, 0);
        QVERIFY2(!first.contains(QStringLiteral("a month")) &&
                     !summary.contains(QStringLiteral("per useful GPU-hour")),
                 qPrintable(summary));
    }

    // Issue 26, item 19: a case whose second variant costs more says so; it is never shown as a
    // negative saving ("saving -50 USD (-30%)").
    void aDearerCaseIsNotASaving()
    {
        Plan p = price({{"task", "llm_finetune"},
                        {"model", {{"preset", "llama-3.1-8b"}}},
                        {"run", {{"pattern", "bursty"}, {"team_size", 4}}},
                        {"gpu", {{"model", "H100 SXM"}, {"count", 8}}},
                        {"cost", {{"prices", {{"hourly", 2.0}, {"monthly", 1000}}}}}});
        QVERIFY(!p.report.scenarios.empty());
        planner::cost::Scenario &s = p.report.scenarios.front();
        s.available = true;
        s.before.monthly = 160;
        s.after.monthly = 210;
        s.savingPerMonth = -50;
        s.savingFraction = -50.0 / 160;
        const QString all = gpuplanner::widgets::scenariosText(p.report);
        const QString text = all.left(all.indexOf(QStringLiteral("</p>"))); // the first case
        QVERIFY2(text.contains(QStringLiteral("costs 50")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("more (31%)")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("saving")) && !text.contains(u'-' + QStringLiteral("50")), qPrintable(text));
        s.savingPerMonth = 50;
        s.savingFraction = 50.0 / 160;
        QVERIFY(gpuplanner::widgets::scenariosText(p.report).contains(QStringLiteral("saving 50")));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestCostSummary, Gui)
#include "tst_cost_summary.moc"

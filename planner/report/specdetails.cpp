// The spec sheet after page one: dimensions with the arithmetic, findings, alternatives, cost charts.
#include "planner/report/specsheet.h"

#include "planner/workload/format.h"
#include "planner/report/costcharts.h"
#include "planner/report/reportformat.h"

#include <QCoreApplication>

namespace gpuplanner::report::detail {

using planner::num;

void addSpecDimensions(DocModel &doc, const PlanView &view)
{
    const planner::Evaluation &e = view.evaluation;
    doc.heading(QCoreApplication::translate("report", "The eight dimensions"));
    doc.note(QCoreApplication::translate("report", "Minimum: the least that runs the workload. Recommended: what the "
                                                   "engine proposes. Chosen: the plan's configuration. GB = 10^9 bytes."));
    for (const planner::Dimension &d : e.dimensions) {
        doc.subheading(planner::dimensionName(d.key));
        DocTable t;
        t.widths = {18, 82};
        t.rows << QStringList{QCoreApplication::translate("report", "Minimum"), d.minimum}
               << QStringList{QCoreApplication::translate("report", "Recommended"), d.recommended}
               << QStringList{QCoreApplication::translate("report", "Chosen"), d.chosen.isEmpty() ? d.recommended : d.chosen};
        t.shade = {0, 0, 4};
        doc.table(t);
        if (!d.why.isEmpty())
            doc.bullets(d.why);
    }

    doc.heading(QCoreApplication::translate("report", "All findings"));
    doc.blocks.back().anchor = QStringLiteral("findings"); // page one refers to it (specsummary.cpp)
    if (e.findings.empty()) {
        doc.paragraph(QCoreApplication::translate("report", "No findings."));
    } else {
        DocTable f;
        f.header << QCoreApplication::translate("report", "Severity") << QCoreApplication::translate("report", "Finding")
                 << QCoreApplication::translate("report", "Why it matters") << QCoreApplication::translate("report", "What to do");
        f.widths = {10, 34, 30, 26};
        for (const planner::Finding &x : e.findings) {
            f.rows << QStringList{severityName(x.severity),
                                  QCoreApplication::translate("report", "%1: %2", "finding title and message").arg(x.title, x.message),
                                  x.reason, x.suggestion};
            f.shade.push_back(x.severity == QLatin1String("error") ? 3 : x.severity == QLatin1String("warning") ? 2 : 0);
        }
        doc.table(f);
    }

    if (!e.ranking.empty()) {
        doc.heading(QCoreApplication::translate("report", "Alternatives considered"));
        DocTable t;
        t.header << QCoreApplication::translate("report", "Accelerator") << QCoreApplication::translate("report", "GPUs × nodes")
                 << QCoreApplication::translate("report", "Fits") << QCoreApplication::translate("report", "Meets target")
                 << QCoreApplication::translate("report", "GPU-hours") << QCoreApplication::translate("report", "Note");
        t.widths = {30, 12, 8, 12, 12, 26};
        const QString yes = QCoreApplication::translate("report", "yes"), no = QCoreApplication::translate("report", "no");
        for (size_t i = 0; i < e.ranking.size() && i < 8; ++i) {
            const planner::Candidate &c = e.ranking[i];
            t.rows << QStringList{c.name, QStringLiteral("%1 × %2").arg(c.gpusPerNode).arg(c.nodes), c.fits ? yes : no,
                                  c.meetsTarget ? yes : no, c.gpuHours > 0 ? grouped(c.gpuHours, 0) : QStringLiteral("—"), c.note};
            t.shade.push_back(i == 0 ? 4 : 0);
        }
        doc.table(t);
    }
}

void addSpecCost(DocModel &doc, const PlanView &view)
{
    const planner::cost::CostReport &r = view.cost;
    doc.heading(QCoreApplication::translate("report", "Cost over time"));
    const DocChart cumulative = cumulativeCostChart(r);
    if (cumulative.series.empty()) {
        doc.paragraph(QCoreApplication::translate("report", "No billing mode has a price: enter prices in the plan's "
                                                            "cost section to see the cost charts."));
    } else {
        doc.chart(cumulative);
        doc.chart(utilizationCostChart(r));
        if (const DocChart buyOrRent = buyOrRentChart(r); !buyOrRent.series.empty())
            doc.chart(buyOrRent);
    }
    QStringList how;
    how << r.horizonWhy << r.utilization.why;
    if (!r.modes.empty() && r.mode(r.chosenMode).available)
        how << r.mode(r.chosenMode).why;
    how << r.cheapestWhy;
    doc.subheading(QCoreApplication::translate("report", "How the cost is computed"));
    doc.bullets(how);
    if (!r.levers.empty()) {
        doc.subheading(QCoreApplication::translate("report", "Utilization levers"));
        DocTable t;
        t.header << QCoreApplication::translate("report", "Lever") << QCoreApplication::translate("report", "Saving per month")
                 << QCoreApplication::translate("report", "How");
        t.widths = {30, 18, 52};
        for (const planner::cost::Lever &l : r.levers)
            t.rows << QStringList{l.title, l.applies ? money(l.savingPerMonth, r.currency) : QCoreApplication::translate("report", "does not apply"),
                                  l.why.join(QLatin1Char(' '))};
        doc.table(t);
    }
    doc.subheading(QCoreApplication::translate("report", "Prices used"));
    DocTable p;
    p.header << QCoreApplication::translate("report", "Price") << QCoreApplication::translate("report", "Amount")
             << QCoreApplication::translate("report", "Source");
    p.widths = {32, 20, 48};
    for (const planner::cost::PriceRef &x : r.prices)
        p.rows << QStringList{x.label,
                              x.known() ? QCoreApplication::translate("report", "%1 per %2").arg(money(x.amount, r.currency), planner::cost::unitName(x.unit))
                                        : QStringLiteral("—"),
                              planner::cost::provenance(x)};
    doc.table(p);
    if (!r.exchangeNote.isEmpty())
        doc.note(r.exchangeNote);
    for (const QString &m : r.missing)
        doc.note(QCoreApplication::translate("report", "Missing: %1").arg(m));
}

} // namespace gpuplanner::report::detail

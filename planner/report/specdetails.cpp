// The spec sheet after page one: dimensions with the arithmetic, findings, alternatives, cost charts.
#include "planner/report/specsheet.h"

#include "planner/workload/format.h"
#include "planner/report/catalogtext.h"
#include "planner/report/costcharts.h"
#include "planner/report/reportformat.h"

#include <QCoreApplication>

#include <vector>

namespace gpuplanner::report::detail {

using planner::num;

namespace {

// Why an alternative is not the plan's GPU: its own shortfall, else what the ranking weighed.
QString whyNot(const planner::Candidate &c, const planner::Candidate *chosen, const planner::Evaluation &e,
               const planner::cost::CostReport &r)
{
    if (chosen && c.acceleratorId == chosen->acceleratorId)
        return e.gpuPinned ? QCoreApplication::translate("report", "The plan's GPU (fixed by the plan).")
                           : QCoreApplication::translate("report", "The plan's GPU: first in the ranking.");
    if (!c.fits || !c.meetsTarget)
        return c.note.isEmpty() ? QCoreApplication::translate("report", "Does not meet the workload's targets.") : c.note;
    if (c.referenceCostUsd <= 0)
        return QCoreApplication::translate("report", "No hourly reference price in the catalog: ranked after the priced "
                                                     "ones.");
    if (chosen && chosen->referenceCostUsd > 0 && c.referenceCostUsd > chosen->referenceCostUsd) {
        const double more = planner::cost::convert(c.referenceCostUsd - chosen->referenceCostUsd,
                                                   planner::cost::Currency::Usd, r.currency, r.cnyPerUsd);
        return QCoreApplication::translate("report", "Costs %1 more than the plan's GPU at reference prices.")
            .arg(money(more, r.currency));
    }
    if (e.gpuPinned)
        return QCoreApplication::translate("report", "Not the GPU model the plan fixes.");
    return QCoreApplication::translate("report", "Meets the targets with more GPUs or nodes than the plan's GPU.");
}

void addAlternatives(DocModel &doc, const PlanView &view)
{
    const planner::Evaluation &e = view.evaluation;
    const planner::cost::CostReport &r = view.cost;
    doc.heading(QCoreApplication::translate("report", "Alternatives considered"));
    DocTable t;
    t.header << QCoreApplication::translate("report", "Accelerator") << QCoreApplication::translate("report", "GPUs × nodes")
             << QCoreApplication::translate("report", "Fits") << QCoreApplication::translate("report", "Meets target")
             << QCoreApplication::translate("report", "GPU-hours")
             << QCoreApplication::translate("report", "Reference cost")
             << QCoreApplication::translate("report", "Note");
    t.widths = {22, 10, 7, 9, 10, 14, 28};
    const QString yes = QCoreApplication::translate("report", "yes"), no = QCoreApplication::translate("report", "no");
    const planner::Candidate *chosen = nullptr;
    for (const planner::Candidate &c : e.ranking)
        if (c.acceleratorId == e.sizing.acceleratorId)
            chosen = &c;
    for (size_t i = 0; i < e.ranking.size() && i < 8; ++i) {
        const planner::Candidate &c = e.ranking[i];
        const QString cost =
            c.referenceCostUsd > 0
                ? money(planner::cost::convert(c.referenceCostUsd, planner::cost::Currency::Usd, r.currency, r.cnyPerUsd), r.currency)
                : QStringLiteral("—");
        t.rows << QStringList{c.name, QStringLiteral("%1 × %2").arg(c.gpusPerNode).arg(c.nodes), c.fits ? yes : no,
                              c.meetsTarget ? yes : no, c.gpuHours > 0 ? grouped(c.gpuHours, 0) : QStringLiteral("—"),
                              cost, whyNot(c, chosen, e, r)};
        t.shade.push_back(chosen == &c ? 4 : 0);
    }
    doc.table(t);
    doc.note(QCoreApplication::translate("report", "Reference cost: the catalog's cheapest hourly price per GPU × the "
                                                   "GPU-hours shown (the whole job), or × 730 hours per GPU (a month of "
                                                   "service) where none are shown. The plan's own prices are under "
                                                   "\"What it costs\"."));
}

} // namespace

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

    if (!e.ranking.empty())
        addAlternatives(doc, view);
}

void addSpecCost(DocModel &doc, const PlanView &view, const catalog::Catalog &catalog)
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
            t.rows << QStringList{l.title,
                                  l.applies ? money(l.savingPerMonth, r.currency)
                                            : QCoreApplication::translate("report", "does not apply"),
                                  planner::joinSentences(l.why)};
        doc.table(t);
    }
    doc.subheading(QCoreApplication::translate("report", "Prices used"));
    DocTable p;
    p.header << QCoreApplication::translate("report", "Price") << QCoreApplication::translate("report", "Amount")
             << QCoreApplication::translate("report", "Source");
    p.widths = {32, 20, 48};
    // The catalog offers in the words of the document's language (catalogtext.h), also where a
    // derived price names the offer it comes from.
    std::vector<const catalog::PriceOffer *> offers;
    for (const planner::cost::PriceRef &x : r.prices)
        if (const catalog::PriceOffer *o = x.offerId.isEmpty() ? nullptr : catalog.price(x.offerId))
            offers.push_back(o);
    for (const planner::cost::PriceRef &x : r.prices) {
        QString label = x.label, source = planner::cost::provenance(x);
        for (const catalog::PriceOffer *o : offers) {
            label.replace(o->name, offerDescription(*o, catalog));
            source.replace(o->name, offerDescription(*o, catalog));
        }
        p.rows << QStringList{label,
                              x.known() ? QCoreApplication::translate("report", "%1 per %2").arg(money(x.amount, r.currency), planner::cost::unitName(x.unit))
                                        : QStringLiteral("—"),
                              source};
    }
    doc.table(p);
    if (!r.exchangeNote.isEmpty())
        doc.note(r.exchangeNote);
    for (const QString &m : r.missing)
        doc.note(QCoreApplication::translate("report", "Missing: %1").arg(m));
}

} // namespace gpuplanner::report::detail

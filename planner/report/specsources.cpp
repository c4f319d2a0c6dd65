// The spec sheet's last pages: every assumption and the catalog rows with their sources.
#include "planner/report/specsheet.h"

#include "planner/cost/costassumptions.h"
#include "planner/workload/format.h"
#include "catalog/kinds.h"
#include "planner/report/catalogtext.h"
#include "planner/report/reportformat.h"
#include "planner/sizing/dimensions.h"

#include <QCoreApplication>

namespace gpuplanner::report::detail {

namespace {

QStringList sourceRow(const QString &what, const catalog::RowBase &row, const QString &name = {})
{
    return {what, name.isEmpty() ? row.name : name, catalog::confidenceName(row.source.confidence), sourceText(row.source)};
}

} // namespace

void addSpecSources(DocModel &doc, const PlanDocument &plan, const PlanView &view, const catalog::Catalog &catalog)
{
    const planner::Evaluation &e = view.evaluation;
    doc.heading(QCoreApplication::translate("report", "Assumptions"));
    doc.note(QCoreApplication::translate("report", "Every constant the engine and the cost model used; each can be "
                                                   "changed in the plan."));
    DocTable a;
    a.header << QCoreApplication::translate("report", "Assumption") << QCoreApplication::translate("report", "Value")
             << QCoreApplication::translate("report", "Unit") << QCoreApplication::translate("report", "Source");
    a.widths = {26, 12, 10, 52};
    for (const planner::Assumptions::Entry &x : planner::Assumptions{}.describe())
        a.rows << QStringList{x.name, planner::num(x.value, 4), planner::cost::unitName(x.unit), x.source};
    // Named in words; the JSON keys are for the CLI's --json and plan files only.
    for (const planner::cost::CostAssumptions::Entry &x : plan.cost.describe())
        a.rows << QStringList{x.name, planner::num(x.value, 4), planner::cost::unitName(x.unit), x.source};
    doc.table(a);

    doc.heading(QCoreApplication::translate("report", "Catalog and sources"));
    doc.paragraph(QCoreApplication::translate("report", "Catalog version %1. Hardware figures come from vendors' "
                                                        "datasheets, prices from public price lists with their date.")
                      .arg(catalog.version()));
    // The two guides whose advice the rules, dimensions and cases follow (not cited in the text).
    doc.paragraph(QCoreApplication::translate("report", "Sizing advice, rules and the two cost cases follow two "
                                                        "public Chinese guides: a GPU server rental guide on eight "
                                                        "configuration items (GPU, GPU memory, CPU, RAM, storage, "
                                                        "network, software environment, operations) and a GPU cloud "
                                                        "server buying guide on seven configuration and deployment "
                                                        "points, with its two case studies."));
    DocTable s;
    s.header << QCoreApplication::translate("report", "Used for") << QCoreApplication::translate("report", "Catalog row")
             << QCoreApplication::translate("report", "Confidence") << QCoreApplication::translate("report", "Source");
    s.widths = {16, 24, 12, 48};
    if (view.accelerator)
        s.rows << sourceRow(QCoreApplication::translate("report", "GPU"), *view.accelerator);
    if (const catalog::ModelPreset *m = catalog.model(e.workload.model.presetId))
        s.rows << sourceRow(QCoreApplication::translate("report", "Model"), *m);
    if (const catalog::Cpu *c = catalog.cpu(e.chosen.cpuModel))
        s.rows << sourceRow(QCoreApplication::translate("report", "CPU"), *c);
    if (const catalog::StorageClass *t = catalog.storageTier(e.chosen.dataDisk))
        s.rows << sourceRow(QCoreApplication::translate("report", "Data disk"), *t, planner::storageDescription(*t));
    QStringList offers; // an offer that prices several things (hourly and derived modes) is one row
    for (const planner::cost::PriceRef &p : view.cost.prices)
        if (const catalog::PriceOffer *o = catalog.price(p.offerId); o && !offers.contains(o->id)) {
            offers << o->id;
            s.rows << sourceRow(QCoreApplication::translate("report", "Price (%1)").arg(o->asOf), *o,
                                offerDescription(*o, catalog));
        }
    doc.table(s);
}

} // namespace gpuplanner::report::detail

namespace gpuplanner::report {

DocModel buildSpecSheet(const PlanDocument &plan, const PlanView &view, const catalog::Catalog &catalog)
{
    DocModel doc;
    doc.documentTitle = QCoreApplication::translate("report", "Spec sheet");
    doc.planName = plan.name;
    doc.pageFormat = pageFormat();
    doc.footer = footerLine(today(), catalog.version());
    doc.summaryPage = true;
    detail::addSpecSummary(doc, plan, view, catalog);
    detail::addSpecDimensions(doc, view);
    detail::addSpecCost(doc, view, catalog);
    detail::addSpecSources(doc, plan, view, catalog);
    return doc;
}


} // namespace gpuplanner::report

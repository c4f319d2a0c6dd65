// The checklist: article 000's four steps, article 001's five questions, the plan's open findings.
#include "planner/report/checklist.h"

#include "planner/workload/format.h"
#include "planner/report/reportformat.h"
#include "planner/sizing/software.h"

#include <QCoreApplication>

namespace gpuplanner::report {

using planner::num;

namespace detail {

void addFiveQuestions(DocModel &doc, const PlanView &view, const PlanDocument &plan)
{
    const planner::Evaluation &e = view.evaluation;
    const planner::Workload &w = e.workload;
    const planner::ChosenConfiguration &c = e.chosen;
    doc.heading(QCoreApplication::translate("report", "Five questions before buying or moving to the cloud"));
    QStringList items, details;

    items << QCoreApplication::translate("report", "Are training, testing and inference sized separately?");
    QString separate =
        QCoreApplication::translate("report", "This plan sizes %1 only; development and validation take "
                                              "%2% of the GPUs' time.")
            .arg(taskName(w), num(w.run.devShare * 100, 0));
    for (const planner::cost::Lever &l : view.cost.levers)
        if (l.id == QLatin1String("tiering") && l.applies && l.savingPerMonth > 0)
            separate += QLatin1Char(' ') + QCoreApplication::translate("report", "A separate smaller development "
                                                                                 "instance would save %1 a month.")
                                               .arg(money(l.savingPerMonth, view.cost.currency));
    details << separate;

    items << QCoreApplication::translate("report", "Do GPU, CPU, RAM and storage match?");
    const int gpusPerNode = c.gpusPerNode;
    QString balance = QCoreApplication::translate("report", "RAM %1 GB per node against %2 GB of GPU memory; %3 CPU cores "
                                                            "for %n GPU(s); data disk %4 MB/s.",
                                                  nullptr, gpusPerNode)
                          .arg(num(c.ramGb, 0), num(c.gpusPerNode * (view.accelerator ? view.accelerator->memoryGb : 0), 0))
                          .arg(c.cpuCores)
                          .arg(num(c.dataDiskReadMbs, 0));
    QStringList imbalance;
    for (const planner::Finding &f : e.findings)
        if (f.severity != QLatin1String("info") &&
            (f.id.startsWith(QLatin1String("cpu.")) || f.id.startsWith(QLatin1String("ram.")) ||
             f.id.startsWith(QLatin1String("storage.")) || f.id.startsWith(QLatin1String("network."))))
            imbalance << f.title;
    // Joined in the text's language: "，" between the titles and no space after "。" in Chinese.
    const QString comma = planner::listSeparator();
    balance += (balance.back().unicode() >= 0x3000 ? QString() : QStringLiteral(" ")) +
               (imbalance.isEmpty() ? QCoreApplication::translate("report", "No imbalance found.")
                                    : QCoreApplication::translate("report", "To fix: %1.").arg(imbalance.join(comma)));
    details << balance;

    items << QCoreApplication::translate("report", "Are image management, containers and scheduling supported?");
    const QString image = view.accelerator
                              ? planner::softwareFor(*view.accelerator, view.evaluation.workload).baseImage
                              : QString();
    details << (w.run.teamSize > 1
                    ? QCoreApplication::translate("report", "Needed: own images (based on %1), containers with GPU access "
                                                            "and a scheduler with GPU quotas for a team of %2.")
                          .arg(image)
                          .arg(w.run.teamSize)
                    : QCoreApplication::translate("report", "Needed: own images (based on %1) and containers with GPU "
                                                            "access, so that the environment is reproducible.")
                          .arg(image));

    items << QCoreApplication::translate("report", "Do data security, access control and audit logs meet the "
                                                   "requirements?");
    details << (w.data.sensitive ? QCoreApplication::translate("report", "Required: the data is marked sensitive; access "
                                                                         "control and audit logging must be in the "
                                                                         "contract before any data is copied.")
                                 : QCoreApplication::translate("report", "The data is not marked sensitive; still "
                                                                         "confirm who can reach the machines, the disks "
                                                                         "and the snapshots."));

    items << QCoreApplication::translate("report", "Is service support adequate?");
    details << QCoreApplication::translate("report", "Ask in writing: supply stability and delivery time, support hours, "
                                                     "failure response time and how a failed GPU is replaced (SLA).");
    doc.checklist(items, details, QList<bool>(plan.questions.begin(), plan.questions.end()));
}

} // namespace detail

DocModel buildChecklist(const PlanDocument &plan, const PlanView &view, const catalog::Catalog &catalog)
{
    DocModel doc;
    doc.documentTitle = QCoreApplication::translate("report", "Checklist");
    doc.planName = plan.name;
    doc.pageFormat = pageFormat();
    doc.footer = footerLine(today(), catalog.version());
    doc.title(QCoreApplication::translate("report", "Checklist: %1").arg(plan.name));
    doc.subtitle(QCoreApplication::translate("report", "Before buying, after renting, and the questions to ask the "
                                                       "vendor"));
    detail::addFourSteps(doc, view, catalog, plan);
    detail::addVerification(doc, view, plan);
    detail::addFiveQuestions(doc, view, plan);
    QStringList items, details;
    for (const planner::Finding &f : view.evaluation.findings) {
        if (f.severity == QLatin1String("info"))
            continue;
        // Punctuation in the language of the text: "警告：…", and no space after "。".
        items << severityName(f.severity) + planner::nameColon() + f.title;
        const bool fullWidthStop = !f.message.isEmpty() && f.message.back().unicode() >= 0x3000;
        details << f.message + (fullWidthStop || f.suggestion.isEmpty() ? QString() : QStringLiteral(" ")) + f.suggestion;
    }
    doc.heading(QCoreApplication::translate("report", "Open findings to resolve"));
    if (items.isEmpty())
        doc.paragraph(QCoreApplication::translate("report", "None: the configuration as chosen raises no error or "
                                                            "warning."));
    else
        doc.checklist(items, details);
    return doc;
}

} // namespace gpuplanner::report

// The deployment section: run pattern, budget, billing, goal, software stack and a pinned GPU.
#include "app/wizard/wizardsection_internal.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QList>
#include <utility>

namespace gpuplanner::app::sectiondetail {

WorkloadSection deploymentSection(const catalog::Catalog &catalog)
{
    WorkloadSection section;
    section.id = QStringLiteral("deployment");
    section.build = [&catalog](EditFields *f) {
            f->addChoice(QStringLiteral("workload.run.pattern"),
                         {{QStringLiteral("24/7"), QString()},
                          {QStringLiteral("business_hours"), QString()},
                          {QStringLiteral("bursty"), QString()},
                          {QStringLiteral("one_off"), QString()}});
            f->addQuantity(QStringLiteral("workload.run.duration_days"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "days"), 36500);
            f->addCount(QStringLiteral("workload.run.team_size"), 100000);
            f->addQuantity(QStringLiteral("workload.run.budget"), QString(), 1e12);
            f->addChoice(QStringLiteral("workload.run.budget_currency"),
                         {{QStringLiteral("USD"), QStringLiteral("USD")}, {QStringLiteral("CNY"), QStringLiteral("CNY")}});
            f->addFlag(QStringLiteral("workload.run.internet_egress"))->setProperty("defaultOn", true);
            f->addChoice(QStringLiteral("workload.run.billing"), {{QString(), QString()},
                                                                  {QStringLiteral("hourly"), QString()},
                                                                  {QStringLiteral("monthly"), QString()},
                                                                  {QStringLiteral("reserved"), QString()},
                                                                  {QStringLiteral("spot"), QString()},
                                                                  {QStringLiteral("purchase"), QString()}});
            f->addChoice(QStringLiteral("workload.goal"),
                         {{QStringLiteral("lowest_cost_per_task"), QString()},
                          {QStringLiteral("long_run_stability"), QString()},
                          {QStringLiteral("absorb_peaks"), QString()}});
            f->addChoice(QStringLiteral("workload.software.stack"),
                         {{QString(), QString()},
                          {QStringLiteral("cuda"), QStringLiteral("CUDA")},
                          {QStringLiteral("rocm"), QStringLiteral("ROCm")},
                          {QStringLiteral("cann"), QStringLiteral("CANN")}});
            QList<std::pair<QString, QString>> gpus{{QString(), QString()}};
            for (const catalog::Accelerator &a : catalog.accelerators())
                gpus.append({a.id, a.name});
            f->addChoice(QStringLiteral("workload.gpu.model"), gpus, true);
        };
    section.label = [](EditFields *f) {
            label(f, "workload.run.pattern", QCoreApplication::translate("wizard", "Run &pattern:"));
            setItems(f, "workload.run.pattern",
                     {QCoreApplication::translate("wizard", "24/7"),
                      QCoreApplication::translate("wizard", "Business hours"),
                      QCoreApplication::translate("wizard", "Bursty"),
                      QCoreApplication::translate("wizard", "One-off job")});
            label(f, "workload.run.duration_days",
                  QCoreApplication::translate("wizard", "Run &duration:"));
            label(f, "workload.run.team_size", QCoreApplication::translate("wizard", "&Team size:"));
            label(f, "workload.run.budget",
                  QCoreApplication::translate("wizard", "B&udget (a month; one-off job: in all):"));
            label(f, "workload.run.budget_currency", QCoreApplication::translate("wizard", "Budget curre&ncy:"));
            label(f, "workload.run.internet_egress",
                  QCoreApplication::translate("wizard", "Answers or output streams leave over the &internet"));
            label(f, "workload.run.billing", QCoreApplication::translate("wizard", "Bi&lling:"));
            setItems(f, "workload.run.billing",
                     {QCoreApplication::translate("wizard", "Let the planner propose"),
                      QCoreApplication::translate("wizard", "Hourly, auto-release"),
                      QCoreApplication::translate("wizard", "Monthly"),
                      QCoreApplication::translate("wizard", "Reserved term"),
                      QCoreApplication::translate("wizard", "Spot"),
                      QCoreApplication::translate("wizard", "Buy")});
            label(f, "workload.goal", QCoreApplication::translate("wizard", "&Goal:"));
            setItems(f, "workload.goal",
                     {QCoreApplication::translate("wizard", "Lowest cost per task"),
                      QCoreApplication::translate("wizard", "Stable long runs"),
                      QCoreApplication::translate("wizard", "Absorb peaks")});
            label(f, "workload.software.stack", QCoreApplication::translate("wizard", "&Software stack:"));
            setItems(f, "workload.software.stack",
                     {QCoreApplication::translate("wizard", "Any (CUDA, ROCm or CANN)")});
            label(f, "workload.gpu.model", QCoreApplication::translate("wizard", "Pin a GPU &model:"));
            setItems(f, "workload.gpu.model",
                     {QCoreApplication::translate("wizard", "No, let the planner choose")});
            specialText(f, "workload.run.duration_days", QCoreApplication::translate("wizard", "Open-ended"));
            specialText(f, "workload.run.budget", QCoreApplication::translate("wizard", "No budget"));
            tip(f, "workload.run.budget",
                QCoreApplication::translate(
                    "wizard",
                    "The most you mean to spend: a month for a service or a recurring job, the whole "
                    "job for a one-off run. The plan warns when its billing costs more."));
            tip(f, "workload.run.internet_egress",
                QCoreApplication::translate(
                    "wizard",
                    "Traffic to the internet is billed per GB by most clouds; untick it for an internal "
                    "service or a private line."));
        };
    section.visible = [](Task task, const QString &path) {
        if (path == QLatin1String("workload.run.internet_egress"))
            return planner::isServing(task) || task == Task::VideoProcessing;
        return true;
    };
    section.title = [](Task) { return QCoreApplication::translate("wizard", "Deployment and billing"); };
    section.subtitle = [](Task) {
        return QCoreApplication::translate("wizard",
                                           "Cost comes from utilization, not from the hourly price.");
    };
    return section;
}

} // namespace gpuplanner::app::sectiondetail

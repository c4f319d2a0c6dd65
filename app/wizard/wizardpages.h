#pragma once

#include "app/wizard/wizardfields.h"
#include "planner/workload/workload.h"

#include <QWizardPage>

#include <functional>

class QLabel;
class QListWidget;

namespace gpuplanner::widgets {
class EditFields;
}

namespace gpuplanner::app {

class PlanWizard;

// Page 1: the task type, with a line on what decides its sizing.
class TaskPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit TaskPage(PlanWizard *wizard);
    bool validatePage() override;
    void retranslateUi();
    // Shows the task of a workload being edited, without resetting the workload to its defaults.
    void selectTask(const QString &id);

private:
    PlanWizard *m_wizard;
    QListWidget *m_list;
};

// Pages 2–5: one workload section each (fields bound to workload paths, shown per task),
// validated by the engine's input check.
class FormPage : public QWizardPage
{
    Q_OBJECT

public:
    FormPage(PlanWizard *wizard, WorkloadSection section);

    void initializePage() override;
    bool validatePage() override;
    void retranslateUi();
    widgets::EditFields *fields() const { return m_fields; }

private:
    // Follows the workload: visible rows, the task's wording, the editors' values.
    void follow();

    PlanWizard *m_wizard;
    WorkloadSection m_section;
    widgets::EditFields *m_fields;
    QLabel *m_pageError;
    QStringList m_paths;
};

} // namespace gpuplanner::app

#pragma once

#include "planner/workload.h"

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

private:
    PlanWizard *m_wizard;
    QListWidget *m_list;
};

// Pages 2–5: fields bound to workload paths, shown per task, validated by the engine's input check.
class FormPage : public QWizardPage
{
    Q_OBJECT

public:
    using Builder = std::function<void(widgets::EditFields *)>;
    using Labeler = std::function<void(widgets::EditFields *)>;
    using Visible = std::function<bool(planner::Task, const QString &path)>;

    FormPage(PlanWizard *wizard, Builder build, Labeler label, Visible visible);

    void initializePage() override;
    bool validatePage() override;
    void retranslateUi();
    widgets::EditFields *fields() const { return m_fields; }
    std::function<void()> onInitialize;
    std::function<void()> onRetranslate;

private:
    PlanWizard *m_wizard;
    widgets::EditFields *m_fields;
    QLabel *m_pageError;
    Labeler m_label;
    Visible m_visible;
    QStringList m_paths;
};

} // namespace gpuplanner::app

#pragma once

#include "catalog/catalog.h"

#include <QWizard>

#include <nlohmann/json.hpp>

namespace gpuplanner::app {

class TaskPage;
class FormPage;

// File > New: task type → model → load or training targets → data → deployment and budget.
// Every page starts from defaults, so Next, Next, … Finish gives a meaningful plan. Each page is
// validated with the engine's own input check, and the message shows under the field concerned.
class PlanWizard : public QWizard
{
    Q_OBJECT

public:
    PlanWizard(const catalog::Catalog &catalog, QWidget *parent = nullptr);

    // Edit > Workload: starts from a plan's workload instead of the defaults (the task stays
    // unless the user picks another) and finishes with "Apply".
    void setWorkload(const nlohmann::json &workload);
    bool isEditing() const { return m_editing; }

    // The workload as entered ({"task", "model", "serving" | "training", …}).
    const nlohmann::json &workload() const { return m_plan["workload"]; }
    QString planName() const;
    const catalog::Catalog &catalog() const { return m_catalog; }

    // Returns true where the value changed other fields of the plan than its own (a preset's job size,
    // atoms replacing the simulator fleet), so that the page shows them again.
    bool setValue(const QString &path, const nlohmann::json &value);
    const nlohmann::json &plan() const { return m_plan; }
    // Runs the engine's input check; returns the problem ("model.heads: …") or an empty string.
    QString validationError() const;
    // Every problem of the workload as (plan path, text without the path); the path is empty for a
    // problem of the whole workload. A value found wrong is set aside to find the next one.
    QList<std::pair<QString, QString>> validationErrors() const;
    // The label of the field bound to a plan path, as the pages show it ("Attention heads"); the
    // path's last part when no page has the field, or an empty string when not `fallback`.
    QString fieldName(const QString &path, bool fallback = true) const;
    // What the field bound to a plan path shows ("40 requests").
    QString fieldText(const QString &path) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    // A job with a deadline runs once: unless the run pattern was chosen, the wizard proposes a
    // one-off run (costed over the job, not 36 months of 24/7), and takes the proposal back when
    // the deadline or the job goes.
    void proposeRunPattern();
    // Training's job size follows the model's kind while the user has not changed it (planwizard.cpp).
    void followModelKind();
    void followLoadUnit();
    bool followSimulationKind();

    const catalog::Catalog &m_catalog;
    nlohmann::json m_plan;
    TaskPage *m_taskPage;
    QList<FormPage *> m_formPages;
    bool m_editing = false;
    bool m_patternChosen = false; // the run pattern was picked on the last page or came with the plan
};

} // namespace gpuplanner::app

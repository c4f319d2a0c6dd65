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

    // The workload as entered ({"task", "model", "serving" | "training", …}).
    const nlohmann::json &workload() const { return m_plan["workload"]; }
    QString planName() const;
    const catalog::Catalog &catalog() const { return m_catalog; }

    void setValue(const QString &path, const nlohmann::json &value);
    const nlohmann::json &plan() const { return m_plan; }
    // Runs the engine's input check; returns the problem ("model.heads: …") or an empty string.
    QString validationError() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    const catalog::Catalog &m_catalog;
    nlohmann::json m_plan;
    TaskPage *m_taskPage;
    QList<FormPage *> m_formPages;
};

} // namespace gpuplanner::app

#pragma once

#include "app/wizard/wizardfields.h"
#include "catalog/catalog.h"
#include "planner/cost/costreport.h"

#include <nlohmann/json.hpp>
#include <QScrollArea>

class QGroupBox;
class QLabel;
class QPushButton;

namespace gpuplanner::widgets {
class EditFields;
}

namespace gpuplanner::app {

// The Workload tab: the plan's workload at a glance, grouped as the wizard asks it (model, load and
// targets, data, deployment), every field editable in place, and the prices and costs the cost
// figures need. Edits leave as edited(path, value); the task itself is changed in the wizard.
class WorkloadView : public QScrollArea
{
    Q_OBJECT

public:
    WorkloadView(const catalog::Catalog &catalog, QWidget *parent = nullptr);

    // `cost` (the plan's cost report) words the billing box: "cheapest" only when it is.
    void showPlan(const nlohmann::json &plan, const planner::cost::CostReport &cost = {});
    // Names the plan's input problem under its field (empty text clears it); true when a field
    // here edits `path`.
    bool showInputError(const QString &path, const QString &text);
    // Scrolls to the field bound to `path` and gives it the focus; false when there is none.
    bool reveal(const QString &path);
    // The prices and costs group.
    QGroupBox *pricesBox() const { return m_pricesBox; }
    QList<widgets::EditFields *> allFields() const;

signals:
    void edited(const QString &path, const nlohmann::json &value);
    void wizardRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void follow();

    QList<WorkloadSection> m_sections;
    QList<QGroupBox *> m_boxes;
    QList<widgets::EditFields *> m_fields;
    QGroupBox *m_pricesBox;
    widgets::EditFields *m_prices;
    QLabel *m_task;
    QPushButton *m_wizardButton;
    nlohmann::json m_plan;
    planner::cost::CostReport m_cost;
};

} // namespace gpuplanner::app

#pragma once

#include "app/wizard/wizardfields.h"
#include "catalog/catalog.h"
#include "planner/cost/costreport.h"

#include <nlohmann/json.hpp>
#include <QScrollArea>

class QGridLayout;
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
    // True while the groups are side by side, two to a row (the page is wide enough for them).
    bool twoColumns() const { return m_twoColumns; }

signals:
    void edited(const QString &path, const nlohmann::json &value);
    void wizardRequested();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslateUi();
    void follow();
    // Two columns of groups where the page is wide enough for both, else one (issue 26, item 2).
    void arrange(bool force = false);
    // The page width two columns of groups need to show their editors without squeezing them.
    int twoColumnWidth() const;

    const catalog::Catalog &m_catalog;
    QList<WorkloadSection> m_sections;
    QList<QGroupBox *> m_boxes;
    QList<widgets::EditFields *> m_fields;
    QGridLayout *m_grid;
    bool m_twoColumns = true;
    QList<QGroupBox *> m_shown; // the groups shown, in the grid's order
    QGroupBox *m_pricesBox;
    widgets::EditFields *m_prices;
    QLabel *m_task;
    QPushButton *m_wizardButton;
    nlohmann::json m_plan;
    planner::cost::CostReport m_cost;
};

} // namespace gpuplanner::app

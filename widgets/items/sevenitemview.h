#pragma once

#include "catalog/catalog.h"
#include "planner/cost/costreport.h"
#include "planner/sizing/evaluation.h"

#include "widgets/deferredview.h"

#include <nlohmann/json.hpp>

class QGroupBox;
class QLabel;

namespace gpuplanner::widgets {

class DimensionPanel;
class FiveQuestions;

// Article 001's view of the same plan: 1 scenario first; 2 GPU metrics (memory, compute per
// precision, interconnect); 3 CPU, RAM, storage, network; 4 cloud or self-hosted (elasticity,
// delivery, TCO); 5 the two case studies as scenario comparisons; 6 the five questions; 7 cost
// through utilization (the levers).
class SevenItemView : public DeferredView
{
    Q_OBJECT

public:
    SevenItemView(const catalog::Catalog &catalog, QWidget *parent = nullptr);

    void showPlan(const planner::Evaluation &e, const planner::cost::CostReport &cost, const nlohmann::json &plan);
    FiveQuestions *fiveQuestions() const { return m_questions; }

signals:
    void edited(const QString &path, const nlohmann::json &value);

protected:
    void changeEvent(QEvent *event) override;
    void apply() override;

private:
    void retranslateUi();
    void fillTexts();

    const catalog::Catalog &m_catalog;
    QList<QGroupBox *> m_sections;
    QLabel *m_scenario;
    QLabel *m_gpuMetrics;
    QLabel *m_deployment;
    QLabel *m_cases;
    QLabel *m_levers;
    QList<DimensionPanel *> m_panels;
    FiveQuestions *m_questions;
    planner::Evaluation m_evaluation;
    planner::cost::CostReport m_cost;
    nlohmann::json m_plan;
    bool m_haveCost = false;
};

} // namespace gpuplanner::widgets

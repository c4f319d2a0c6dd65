#pragma once

#include "planner/sizing/evaluation.h"

#include <QGroupBox>

#include <nlohmann/json.hpp>

#include <array>

class QCheckBox;
class QLabel;

namespace gpuplanner::widgets {

// Article 001 §6: the five questions to settle before buying or renting, each ticked by the user
// (stored in the plan's "checklist") and each with a hint computed from this plan.
class FiveQuestions : public QGroupBox
{
    Q_OBJECT

public:
    explicit FiveQuestions(QWidget *parent = nullptr);
    void showPlan(const planner::Evaluation &e, const nlohmann::json &plan);

signals:
    void edited(const QString &path, const nlohmann::json &value);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    std::array<QCheckBox *, 5> m_boxes{};
    std::array<QLabel *, 5> m_hints{};
    planner::Evaluation m_evaluation;
    bool m_loading = false;
};

} // namespace gpuplanner::widgets

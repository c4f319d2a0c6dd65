#pragma once

#include "catalog/catalog.h"
#include "planner/sizing/evaluation.h"

#include <QGroupBox>

#include <optional>

#include <nlohmann/json.hpp>

class QLabel;
class QToolButton;

namespace gpuplanner::widgets {

class EditFields;

// One dimension of the plan: minimum, recommended and chosen values, the editors of the chosen
// values, and a "why" disclosure with the arithmetic. Edits leave as edited(path, value).
class DimensionPanel : public QGroupBox
{
    Q_OBJECT

public:
    DimensionPanel(planner::DimensionId id, const catalog::Catalog &catalog, QWidget *parent = nullptr);

    planner::DimensionId dimension() const { return m_id; }
    void showEvaluation(const planner::Evaluation &evaluation, const nlohmann::json &plan);
    void setWhyVisible(bool visible);
    // The plan's input problem: named under its field when this panel edits it; otherwise the panel
    // is greyed (its figures are not those of the plan's current inputs). Empty text: no problem.
    void setInputError(const QString &path, const QString &text);
    EditFields *fields() const { return m_fields; }
    bool isWhyVisible() const;
    // The badge's counts: the errors and warnings of the findings that belong to this panel.
    int errorCount() const { return m_errors; }
    int warningCount() const { return m_warnings; }

signals:
    void edited(const QString &path, const nlohmann::json &value);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateBadge();
    void loadFields(const nlohmann::json &plan);
    // The editors that apply to the plan's task: no precision for a task without a model
    // (transcoding, rendering, simulation, geospatial), and the task's own default precision.
    void followTask();

    planner::DimensionId m_id;
    std::optional<planner::Task> m_task;
    bool m_tensorRt = false; // software.optimization "tensorrt": FP16 is the default precision
    QLabel *m_minimumCaption;
    QLabel *m_recommendedCaption;
    QLabel *m_chosenCaption;
    QLabel *m_minimum;
    QLabel *m_recommended;
    QLabel *m_chosen;
    QLabel *m_badge;
    EditFields *m_fields;
    QToolButton *m_whyButton;
    QLabel *m_why;
    int m_errors = 0;
    int m_warnings = 0;
    QStringList m_fieldPaths;    // the plan paths of the editors
    nlohmann::json m_loadedKey;  // what the editors were last loaded from (null: load again)
};

} // namespace gpuplanner::widgets

#pragma once

#include "catalog/catalog.h"
#include "planner/workload/assumptions.h"
#include "planner/cost/costassumptions.h"
#include "planner/cost/costreport.h"
#include "planner/sizing/evaluation.h"
#include "planner/rules/rules.h"

#include <QObject>
#include <QString>

#include <nlohmann/json.hpp>

class QUndoStack;

namespace gpuplanner::app {

// The open plan: its JSON (name, workload, checklist, quotes), the undo stack every edit goes
// through, the file it belongs to, and the evaluation of its workload, recomputed after each edit.
// Views read the evaluation; they never keep derived numbers of their own.
class PlanDocument : public QObject
{
    Q_OBJECT

public:
    PlanDocument(const catalog::Catalog &catalog, QObject *parent = nullptr);

    const nlohmann::json &plan() const { return m_plan; }
    const nlohmann::json &workload() const { return m_plan["workload"]; }
    const planner::Evaluation &evaluation() const { return m_evaluation; }
    const planner::cost::CostReport &cost() const { return m_cost; }
    // The plan's "cost" section (prices the user entered, horizon) in the window's currency.
    const planner::cost::CostAssumptions &costAssumptions() const { return m_costAssumptions; }
    // The currency every cost figure is shown in (a view setting, not part of the plan).
    void setCurrency(planner::cost::Currency currency);
    // The plan's input problem (workload or cost section), if any, as the engine words it
    // ("model.heads: must divide …"). While there is one, the evaluation is the last valid one of
    // this plan, or empty when the plan was opened with the problem (no other plan's figures).
    const QString &inputError() const { return m_inputError; }
    // The plan path the input problem concerns ("workload.model.heads"); empty when there is none.
    QString inputErrorPath() const;
    // The problem without its path ("must divide …").
    QString inputErrorText() const;
    // True when the evaluation shows this plan's current inputs.
    bool isEvaluated() const { return m_inputError.isEmpty(); }
    const catalog::Catalog &catalog() const { return m_catalog; }
    const planner::Assumptions &assumptions() const { return m_assumptions; }
    QUndoStack *undoStack() const { return m_undo; }

    QString filePath() const { return m_filePath; }
    QString displayName() const;
    bool isModified() const;

    // Replaces the whole plan (new, opened or recovered); clears the undo history. A recovered plan
    // or a new one that was never saved counts as modified until it is saved.
    void reset(const nlohmann::json &plan, const QString &filePath, bool modified = false);
    // Re-runs the evaluation (after a language change: its texts are translated).
    void refresh() { reevaluate(); }
    void setFilePath(const QString &path);
    void markSaved();

    // The value at a dotted path ("workload.configuration.ram_gb"); null when absent.
    nlohmann::json value(const QString &path) const;
    // Edits one value through the undo stack; consecutive edits of one path merge (typing) unless
    // `merge` is false (whole-value replacements such as adding or removing a quote).
    void setValue(const QString &path, const nlohmann::json &value, const QString &label = {}, bool merge = true);
    // Applies a finding's fix as one undoable step.
    void applyFix(const planner::Fix &fix);

    // Used by the undo commands: sets without recording.
    void setValueDirect(const QString &path, const nlohmann::json &value);

signals:
    void changed();         // the plan or its evaluation changed
    void fileChanged();     // path or modified state changed
    void planReplaced();    // reset(): a new, opened or recovered plan

private:
    void reevaluate();

    const catalog::Catalog &m_catalog;
    planner::Assumptions m_assumptions;
    nlohmann::json m_plan;
    planner::Evaluation m_evaluation;
    planner::cost::CostAssumptions m_costAssumptions;
    planner::cost::CostReport m_cost;
    QString m_inputError;
    planner::cost::Currency m_currency = planner::cost::Currency::Usd;
    QString m_filePath;
    QUndoStack *m_undo;
    bool m_unsavedRecovery = false;
    bool m_sample = false; // the sample plan of the first screen: its name follows the language
};

} // namespace gpuplanner::app

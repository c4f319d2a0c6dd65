#include "app/document/plandocument.h"

#include "app/document/planfile.h"
#include "app/document/setvaluecommand.h"
#include "planner/cost/costmodel.h"
#include "planner/displayunits.h"
#include "planner/evaluate.h"
#include "planner/jsonpath.h"
#include "planner/workloadjson.h"

#include <QFileInfo>
#include <QUndoStack>

namespace gpuplanner::app {


PlanDocument::PlanDocument(const catalog::Catalog &catalog, QObject *parent)
    : QObject(parent), m_catalog(catalog), m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, &PlanDocument::fileChanged);
    reset(planfile::make({{"task", "llm_inference"}, {"model", {{"preset", "llama-3.1-8b"}}}}, tr("Untitled plan")), {});
}

QString PlanDocument::displayName() const
{
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    const QString name = QString::fromStdString(m_plan.value("name", std::string()));
    return name.isEmpty() ? tr("Untitled plan") : name;
}

bool PlanDocument::isModified() const
{
    return m_unsavedRecovery || !m_undo->isClean();
}

void PlanDocument::reset(const nlohmann::json &plan, const QString &filePath, bool modified)
{
    m_plan = plan;
    m_filePath = filePath;
    m_unsavedRecovery = modified;
    m_undo->clear();
    m_undo->setClean();
    reevaluate();
    emit fileChanged();
}

void PlanDocument::setCostAssumptions(const planner::cost::CostAssumptions &assumptions)
{
    m_costAssumptions = assumptions;
    reevaluate();
}

void PlanDocument::setFilePath(const QString &path)
{
    m_filePath = path;
    emit fileChanged();
}

void PlanDocument::markSaved()
{
    m_unsavedRecovery = false;
    m_undo->setClean();
    emit fileChanged();
}

nlohmann::json PlanDocument::value(const QString &path) const
{
    return planner::valueAt(m_plan, path);
}

void PlanDocument::setValue(const QString &path, const nlohmann::json &newValue, const QString &label, bool merge)
{
    if (value(path) == newValue)
        return;
    auto *command = new SetValueCommand(this, path, newValue, label.isEmpty() ? tr("Edit %1").arg(path) : label);
    command->setMergeable(merge);
    m_undo->push(command);
}

void PlanDocument::applyFix(const planner::Fix &fix)
{
    m_undo->beginMacro(fix.label);
    for (const auto &[path, v] : fix.edits) {
        auto *command = new SetValueCommand(this, QStringLiteral("workload.") + path, v, fix.label);
        command->setMergeable(false);
        m_undo->push(command);
    }
    m_undo->endMacro();
}

void PlanDocument::setValueDirect(const QString &path, const nlohmann::json &newValue)
{
    planner::setAt(m_plan, path, newValue);
    reevaluate();
}

void PlanDocument::reevaluate()
{
    const planner::WorkloadInput in = planner::parseWorkload(m_plan["workload"], m_catalog);
    m_inputError = in.error;
    if (in.error.isEmpty()) {
        m_evaluation = planner::evaluate(in.workload, in.configuration, m_catalog, m_assumptions);
        m_cost = planner::cost::computeCost(m_evaluation, m_catalog, m_costAssumptions, m_assumptions);
        // The views show sizes in the window's byte units; the cost texts keep GB (prices are per GB).
        planner::convertTexts(m_evaluation, planner::byteUnits());
    }
    emit changed();
}

} // namespace gpuplanner::app

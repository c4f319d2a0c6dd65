#include "app/document/plandocument.h"

#include "app/document/planfile.h"
#include "app/document/setvaluecommand.h"
#include "planner/cost/costinput.h"
#include "planner/cost/costmodel.h"
#include "planner/evaluate.h"
#include "planner/rules/rules.h"
#include "planner/sizing/displayunits.h"
#include "planner/verify/advice.h"
#include "planner/verify/record.h"
#include "planner/workload/format.h"
#include "planner/workload/jsonpath.h"
#include "planner/workload/loadunit.h"
#include "planner/workload/workloadjson.h"
#include "translations/i18n.h"

#include <QFileInfo>
#include <QUndoStack>

namespace gpuplanner::app {


PlanDocument::PlanDocument(const catalog::Catalog &catalog, QObject *parent)
    : QObject(parent), m_catalog(catalog), m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, &PlanDocument::fileChanged);
    reset(planfile::make({{"task", "llm_inference"}, {"model", {{"preset", "llama-3.1-8b"}}}}, tr("Sample plan")), {});
    m_sample = true;
}

QString PlanDocument::displayName() const
{
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    if (m_sample)
        return tr("Sample plan");
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
    m_sample = false;
    // A bare workload file (as the command line reads it) carries its "cost" section inside.
    if (m_plan["workload"].is_object() && m_plan["workload"].contains("cost")) {
        if (!m_plan.contains("cost") || m_plan["cost"].is_null())
            m_plan["cost"] = m_plan["workload"]["cost"];
        m_plan["workload"].erase("cost");
    }
    // Nothing of the previous plan is shown for this one, even when its inputs have a problem.
    m_evaluation = {};
    m_cost = {};
    m_filePath = filePath;
    m_unsavedRecovery = modified;
    m_undo->clear();
    m_undo->setClean();
    reevaluate();
    emit fileChanged();
    emit planReplaced();
}

void PlanDocument::setCurrency(planner::cost::Currency currency)
{
    if (m_currency == currency)
        return;
    m_currency = currency;
    reevaluate();
}

QString PlanDocument::inputErrorPath() const
{
    const QString path = planner::splitFieldError(m_inputError).first;
    if (path.isEmpty())
        return {}; // a sentence, not a path ("the workload must be a JSON object")
    return path.startsWith(QLatin1String("cost.")) ? path : QStringLiteral("workload.") + path;
}

QString PlanDocument::inputErrorText() const
{
    return planner::splitFieldError(m_inputError).second;
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
    const QString text = label.isEmpty() ? tr("Change a value") : label;
    // A new model that counts its load in other units (images a second, videos an hour) takes the load
    // with it, converted, in the same undo step; other edits (a keystroke in any field) pass straight.
    std::vector<std::pair<QString, nlohmann::json>> moves;
    if (path == QLatin1String("workload.model.preset") || path == QLatin1String("workload.model.frames")) {
        nlohmann::json workload = m_plan.value("workload", nlohmann::json::object());
        planner::setAt(workload, path.mid(9), newValue); // the path after "workload."
        moves = planner::loadUnitEdits(workload, m_catalog);
    } else if (path == QLatin1String("workload.model.kind")) { // the other kind's fields go with it
        moves = planner::modelKindEdits(m_plan.value("workload", nlohmann::json::object()), newValue);
    }
    if (!moves.empty())
        m_undo->beginMacro(text);
    auto *command = new SetValueCommand(this, path, newValue, text);
    command->setMergeable(merge && moves.empty());
    m_undo->push(command);
    for (const auto &[key, v] : moves) {
        auto *move = new SetValueCommand(this, QStringLiteral("workload.") + key, v, text);
        move->setMergeable(false);
        m_undo->push(move);
    }
    if (!moves.empty())
        m_undo->endMacro();
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
    const planner::cost::CostInput cost = planner::cost::parseCostSection(m_plan.value("cost", nlohmann::json()), m_catalog);
    m_inputError = !in.error.isEmpty() ? in.error : cost.error;
    if (m_inputError.isEmpty()) {
        m_costAssumptions = cost.assumptions;
        m_costAssumptions.currency = m_currency; // amounts keep the section's currency; reports use the window's
        m_evaluation = planner::evaluate(in.workload, in.configuration, m_catalog, m_assumptions);
        m_cost = planner::cost::computeCost(m_evaluation, m_catalog, m_costAssumptions, m_assumptions);
        // The views show sizes in the window's byte units; the cost texts keep GB (prices are per GB).
        planner::convertTexts(m_evaluation, planner::byteUnits());
        // Old reference prices are findings of the plan too, with their source links (issue 17).
        planner::addCostFindings(m_evaluation, m_cost);
        // The imported acceptance report's FAILs and WARNINGs are the plan's findings too (issue 21).
        verify::addVerificationFindings(m_evaluation, m_plan.is_object() ? m_plan.value(verify::kRecordKey, nlohmann::json()) : nlohmann::json(),
                                        i18n::languageCode(i18n::currentLanguage()));
    }
    emit changed();
}

} // namespace gpuplanner::app

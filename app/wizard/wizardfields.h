#pragma once

#include "catalog/catalog.h"
#include "planner/workload/workload.h"

#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

#include <functional>

namespace gpuplanner::widgets {
class EditFields;
}

namespace gpuplanner::app {

class FormPage;
class PlanWizard;

// One group of workload fields (model, load and targets, data, deployment): which editors, their
// labels, which of them a task shows, and the page title. The wizard shows one per page; the
// Workload tab shows them all, so both ask the same questions in the same words.
struct WorkloadSection
{
    QString id; // "model", "load", "data", "deployment"
    std::function<void(widgets::EditFields *)> build;
    // Sets the row labels and item texts (again on a language change).
    std::function<void(widgets::EditFields *)> label;
    std::function<bool(planner::Task, const QString &path)> visible;
    // Follows the workload before it is shown: the preset list of the task, the custom model's
    // fields, task-specific wording. May be empty.
    std::function<void(widgets::EditFields *, const nlohmann::json &workload)> prepare;
    std::function<QString(planner::Task)> title;
    std::function<QString(planner::Task)> subtitle;
};

QList<WorkloadSection> workloadSections(const catalog::Catalog &catalog);

// The wizard's form pages, one per section.
QList<FormPage *> buildFormPages(PlanWizard *wizard);

// The task of a workload document (LLM inference when absent or unknown).
planner::Task workloadTask(const nlohmann::json &workload);

// Names typed into the searchable lists (the model preset, the pinned GPU) that name none of their
// items: a name the catalog knows (found as the CLI finds names: "llama-3.1-70b", "H100 SXM")
// becomes its item, as if picked; any other shows a message under its field with the close names
// ("not a known model; did you mean Llama 3.1 70B?"), the first of them focused when `focus`.
// Returns false while a typed name is left unresolved.
bool resolveTypedNames(widgets::EditFields *fields, const catalog::Catalog &catalog, bool focus = true);

} // namespace gpuplanner::app

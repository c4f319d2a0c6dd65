#pragma once

#include "catalog/catalog.h"
#include "planner/workload/assumptions.h"
#include "planner/cost/costassumptions.h"
#include "planner/cost/costreport.h"
#include "planner/sizing/evaluation.h"
#include "planner/quotes/quote.h"
#include "planner/workload/workloadjson.h"
#include "translations/i18n.h"

#include <nlohmann/json.hpp>

#include <array>
#include <vector>

namespace gpuplanner::report {

// A plan as the exports read it: a workload JSON as `size` accepts it, or an object with a
// "workload" member (the .gpuplan file of app/document/planfile.h: format, version, name,
// workload, checklist, quotes); either may carry "name", "cost" (README "### `cost`") and "quotes"
// (quotejson.h).
struct PlanDocument
{
    QString name;                 // "name" of the plan, else the file's base name
    nlohmann::json workload;      // the workload object, without "cost" and "quotes"
    planner::WorkloadInput input;
    planner::cost::CostAssumptions cost;
    bool currencyGiven = false;   // the plan's cost section names its currency
    std::vector<quotes::Quote> quotes;
    // Article 001's five questions as the user ticked them in the plan window: "checklist":
    // {"q1": true, …, "q5": false} (widgets/items/fivequestions.h; a missing or null entry is not
    // ticked). `checklistGiven` is false when the plan has no "checklist" member (a bare workload).
    std::array<bool, 5> questions{};
    bool checklistGiven = false;
    // The verdicts of the last acceptance report imported for the plan (plan member
    // "verification", planner/verify/record.h); null when there are none.
    nlohmann::json verification;
    QStringList warnings;         // quotes of the plan that could not be read (kept out, named)
    QString error;                // empty when the plan can be evaluated
};

int questionsAnswered(const PlanDocument &plan);

PlanDocument readPlanDocument(const nlohmann::json &document, const QString &fallbackName,
                              const catalog::Catalog &catalog);

// Everything an export shows, in one language: the engine is re-run under that language's
// translator (it takes well under a millisecond), so that its texts come out in that language.
struct PlanView
{
    i18n::Language language = i18n::Language::English;
    planner::Evaluation evaluation;
    planner::cost::CostReport cost;
    const catalog::Accelerator *accelerator = nullptr;
};

// Evaluates the plan with `language`'s translator installed and restores the previous language.
PlanView viewIn(const PlanDocument &plan, i18n::Language language, const catalog::Catalog &catalog,
                const planner::Assumptions &assumptions = planner::Assumptions{});

// The same evaluation without switching languages (the language installed now).
PlanView viewNow(const PlanDocument &plan, const catalog::Catalog &catalog,
                 const planner::Assumptions &assumptions = planner::Assumptions{});

} // namespace gpuplanner::report

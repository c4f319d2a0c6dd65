#include "planner/report/plandocument.h"

#include "catalog/jsontext.h"
#include "planner/cost/costinput.h"
#include "planner/cost/costmodel.h"
#include "planner/evaluate.h"
#include "planner/quotes/quotejson.h"
#include "planner/report/reportlanguage.h"
#include "planner/rules/rules.h"
#include "planner/verify/advice.h"

#include <QCoreApplication>

#include <algorithm>

namespace gpuplanner::report {

namespace {

// "checklist": {"q1": true, …} of the .gpuplan file. Other members are left alone (the file may
// carry more ticks than the five questions); a tick that is not true, false or null is refused.
QString readChecklist(const nlohmann::json &checklist, PlanDocument *plan)
{
    if (!checklist.is_object())
        return QCoreApplication::translate("report", "checklist: must be a JSON object");
    plan->checklistGiven = true;
    for (size_t i = 0; i < plan->questions.size(); ++i) {
        const std::string key = "q" + std::to_string(i + 1);
        const auto it = checklist.find(key);
        if (it == checklist.end() || it->is_null())
            continue;
        if (!it->is_boolean())
            return QCoreApplication::translate("report", "checklist.%1: must be true or false").arg(quotes::fromUtf8(key));
        plan->questions[i] = it->get<bool>();
    }
    return {};
}

} // namespace

int questionsAnswered(const PlanDocument &plan)
{
    return int(std::count(plan.questions.begin(), plan.questions.end(), true));
}

PlanDocument readPlanDocument(const nlohmann::json &document, const QString &fallbackName,
                              const catalog::Catalog &catalog)
{
    PlanDocument plan;
    plan.name = fallbackName;
    if (!document.is_object()) {
        plan.error = QCoreApplication::translate("report", "the plan must be a JSON object");
        return plan;
    }
    const bool wrapped = document.contains("workload");
    if (wrapped && !document["workload"].is_object()) {
        plan.error = QCoreApplication::translate("report", "workload: must be a JSON object");
        return plan;
    }
    // The .gpuplan file (app/document/planfile.h): {"format": "gpu-planner-plan", "version": 1, ...}.
    if (wrapped && document.contains("format") &&
        (!document["format"].is_string() || document["format"].get<std::string>() != "gpu-planner-plan")) {
        plan.error = QCoreApplication::translate("report", "format: not a GPU Server Planner plan");
        return plan;
    }
    if (wrapped && document.contains("version") && !document["version"].is_number_integer()) {
        plan.error = QCoreApplication::translate("report", "version: must be a whole number, found %1")
                         .arg(catalog::excerpt(document["version"]));
        return plan;
    }
    if (wrapped && document.contains("version") && document["version"].get<double>() > 1) {
        plan.error = QCoreApplication::translate("report", "version: the plan was saved by a newer version of GPU Server "
                                                           "Planner; update the application to read it");
        return plan;
    }
    plan.workload = wrapped ? document["workload"] : document;
    nlohmann::json cost, quotes;
    for (const nlohmann::json *part : std::initializer_list<const nlohmann::json *>{&document, &plan.workload}) {
        if (part->contains("cost"))
            cost = (*part)["cost"];
        if (part->contains("quotes"))
            quotes = (*part)["quotes"];
        if (const auto name = part->find("name"); name != part->end() && !name->is_null()) {
            if (!name->is_string()) {
                plan.error = QCoreApplication::translate("report", "name: must be text, found %1").arg(catalog::excerpt(*name));
                return plan;
            }
            if (!name->get_ref<const std::string &>().empty())
                plan.name = quotes::fromUtf8(name->get_ref<const std::string &>());
        }
    }
    plan.workload.erase("cost");
    plan.workload.erase("quotes");
    if (wrapped) {
        for (const auto &[key, value] : document.items()) {
            if (key != "workload" && key != "cost" && key != "quotes" && key != "name" && key != "format" &&
                key != "version" && key != "checklist" && key != "verification") {
                plan.error = QCoreApplication::translate("report", "%1: unknown field of the plan").arg(quotes::fromUtf8(key));
                return plan;
            }
        }
    }
    if (wrapped && document.contains("verification"))
        plan.verification = document["verification"];
    if (wrapped && document.contains("checklist")) {
        if (const QString problem = readChecklist(document["checklist"], &plan); !problem.isEmpty()) {
            plan.error = problem;
            return plan;
        }
    }
    plan.input = planner::parseWorkload(plan.workload, catalog);
    if (!plan.input.error.isEmpty()) {
        plan.error = plan.input.error;
        return plan;
    }
    planner::cost::CostInput costInput = planner::cost::parseCostSection(cost, catalog);
    if (!costInput.error.isEmpty()) {
        plan.error = costInput.error;
        return plan;
    }
    plan.cost = costInput.assumptions;
    plan.currencyGiven = cost.is_object() && cost.contains("currency");
    if (!quotes.is_null() && !quotes.is_array()) {
        plan.error = QCoreApplication::translate("report", "quotes: must be an array of quotes");
        return plan;
    }
    for (size_t i = 0; quotes.is_array() && i < quotes.size(); ++i) {
        quotes::Quote q;
        QString problem;
        if (quotes::quoteFromJson(quotes[i], &q, &problem))
            plan.quotes.push_back(std::move(q));
        else
            plan.warnings << QCoreApplication::translate("report", "quotes[%1]: %2; this quote is left out")
                                 .arg(i)
                                 .arg(problem);
    }
    return plan;
}

PlanView viewNow(const PlanDocument &plan, const catalog::Catalog &catalog, const planner::Assumptions &assumptions)
{
    PlanView v;
    v.language = i18n::currentLanguage();
    v.evaluation = planner::evaluate(plan.input.workload, plan.input.configuration, catalog, assumptions);
    v.accelerator = catalog.accelerator(v.evaluation.sizing.acceleratorId);
    if (v.accelerator) {
        v.cost = planner::cost::computeCost(v.evaluation, catalog, plan.cost, assumptions);
        // The prices' age and a dominant cost component are findings of the documents too.
        planner::addCostFindings(v.evaluation, v.cost);
    }
    // The acceptance report's FAILs and WARNINGs, where the plan carries one, lead the findings
    // (spec sheet page 1, the checklist's open findings).
    verify::addVerificationFindings(v.evaluation, plan.verification, i18n::languageCode(v.language));
    return v;
}

PlanView viewIn(const PlanDocument &plan, i18n::Language language, const catalog::Catalog &catalog,
                const planner::Assumptions &assumptions)
{
    const LanguageScope scope(language);
    return viewNow(plan, catalog, assumptions);
}

} // namespace gpuplanner::report

#include "planner/cost/costjson.h"

#include <cmath>

namespace gpuplanner::planner::cost {

namespace {

using json = nlohmann::json;

std::string s(const QString &q)
{
    const QByteArray b = q.toUtf8();
    return std::string(b.constData(), size_t(b.size()));
}

// Six significant digits: exact enough for every use, clean to read.
json r6(double v)
{
    if (!std::isfinite(v))
        return nullptr;
    if (v == 0)
        return 0.0;
    const double scale = std::pow(10.0, 5 - int(std::floor(std::log10(std::fabs(v)))));
    return std::round(v * scale) / scale;
}

json strings(const QStringList &list)
{
    json out = json::array();
    for (const QString &t : list)
        out.push_back(s(t));
    return out;
}

json modeToJson(const ModeCost &m, Currency c)
{
    json o{{"mode", s(billingId(m.mode))}, {"available", m.available}};
    if (!m.available) {
        o["unavailable_reason"] = s(m.unavailableReason);
        return o;
    }
    json components = json::object();
    for (int i = 0; i < kComponentCount; ++i)
        components[s(componentId(Component(i)))] = r6(m.monthly[size_t(i)]);
    json cumulative = json::array();
    for (double v : m.cumulative)
        cumulative.push_back(r6(v));
    o.update({{"eligible", m.eligible},
              {"note", m.note.isEmpty() ? json(nullptr) : json(s(m.note))},
              {"price", priceToJson(m.price, c)},
              {"term_months", m.termMonths},
              {"paid_gpu_hours_per_month", r6(m.paidGpuHoursPerMonth)},
              {"useful_gpu_hours_per_month", r6(m.usefulGpuHoursPerMonth)},
              {"monthly", r6(m.monthlyTotal)},
              {"running_monthly", r6(m.runningMonthly)},
              {"upfront", r6(m.upfront)},
              {"components", components},
              {"total", r6(m.total)},
              {"residual_value", r6(m.residualValue)},
              {"net", r6(m.net)},
              {"cost_per_useful_gpu_hour", r6(m.costPerUsefulGpuHour)},
              {"cumulative", cumulative},
              {"why", strings(m.why)}});
    return o;
}

json unitToJson(const UnitCosts &u)
{
    auto opt = [](double v) { return v > 0 ? r6(v) : json(nullptr); };
    return {{"mode", s(billingId(u.mode))},
            {"output_tokens_per_month", opt(u.outputTokensPerMonth)},
            {"requests_per_month", opt(u.requestsPerMonth)},
            {"per_million_output_tokens", opt(u.perMillionOutputTokens)},
            {"per_thousand_requests", opt(u.perThousandRequests)},
            {"work_unit", u.workUnit.isEmpty() ? json(nullptr) : json(s(u.workUnit))},
            {"per_thousand_units", opt(u.perThousandUnits)},
            {"per_unit_month", opt(u.perUnitMonth)},
            {"per_audio_hour", opt(u.perAudioHour)},
            {"per_million_input_tokens", opt(u.perMillionInputTokens)},
            {"job_gpu_hours", opt(u.jobGpuHours)},
            {"per_job", opt(u.perJob)},
            {"why", strings(u.why)}};
}

json variantToJson(const ScenarioVariant &v, Currency c)
{
    json items = json::array();
    for (const ScenarioItem &i : v.items)
        items.push_back({{"label", s(i.label)},
                         {"gpu", s(i.acceleratorId)},
                         {"gpus", i.gpus},
                         {"billing", s(billingId(i.billing))},
                         {"hours_per_month", r6(i.hoursPerMonth)},
                         {"price", priceToJson(i.price, c)},
                         {"monthly", r6(i.monthly)}});
    return {{"name", s(v.name)}, {"monthly", r6(v.monthly)}, {"items", items}};
}

} // namespace

json priceToJson(const PriceRef &p, Currency c)
{
    return {{"key", s(p.key)},
            {"label", s(p.label)},
            {"amount", p.known() ? r6(p.amount) : json(nullptr)},
            {"currency", s(currencyId(c))},
            {"unit", s(p.unit)},
            {"origin", s(priceOriginId(p.origin))},
            {"source", s(provenance(p))},
            {"as_of", p.asOf.isEmpty() ? json(nullptr) : json(s(p.asOf))},
            {"offer", p.offerId.isEmpty() ? json(nullptr) : json(s(p.offerId))},
            {"url", p.url.isEmpty() ? json(nullptr) : json(s(p.url))},
            {"converted", p.converted}};
}

json costReportToJson(const CostReport &r, const CostAssumptions &ca, const catalog::Catalog &catalog)
{
    const Currency c = r.currency;
    json out{{"format", "gpu-planner-cost"},
             {"version", 1},
             {"catalog_version", s(catalog.version())},
             {"currency", s(currencyId(c))},
             {"cny_per_usd", ca.cnyPerUsd},
             {"exchange", {{"cny_per_usd", ca.cnyPerUsd}, {"as_of", s(ca.cnyPerUsdAsOf)},
                           {"note", r.exchangeNote.isEmpty() ? json(nullptr) : json(s(r.exchangeNote))}}},
             {"gpu",
              {{"model", s(r.acceleratorId)},
               {"name", s(r.acceleratorName)},
               {"count", r.gpusPerNode},
               {"nodes", r.nodes},
               {"total", r.totalGpus()}}},
             {"horizon_months", r6(r.horizonMonths)},
             {"horizon_why", strings(r.horizonWhy)},
             {"horizon_basis", s(r.horizonBasis)},
             {"job_hours", r.isJob() ? json(r6(r.jobHours)) : json(nullptr)},
             {"utilization",
              {{"value", r6(r.utilization.value)},
               {"pattern_value", r6(r.utilization.patternValue)},
               {"held_share", r6(r.utilization.heldShare)},
               {"given", r.utilization.userGiven},
               {"why", strings(r.utilization.why)}}},
             {"useful_gpu_hours_per_month", r6(r.usefulGpuHoursPerMonth)},
             {"chosen_mode", s(billingId(r.chosenMode))}};
    json modes = json::array();
    for (const ModeCost &m : r.modes)
        modes.push_back(modeToJson(m, c));
    out["modes"] = modes;
    out["cheapest"] = r.haveCheapest ? json{{"mode", s(billingId(r.cheapestMode))},
                                            {"net", r6(r.mode(r.cheapestMode).net)},
                                            {"why", strings(r.cheapestWhy)}}
                                     : json(nullptr);
    const ModeCost &chosen = r.mode(r.chosenMode);
    out["cost_per_useful_gpu_hour"] = chosen.available ? r6(chosen.costPerUsefulGpuHour) : json(nullptr);
    json breakEvens = json::array();
    for (const BreakEven &b : r.breakEvens)
        breakEvens.push_back({{"rent_mode", s(billingId(b.rentMode))},
                              {"month", b.exists ? r6(b.month) : json(nullptr)},
                              {"cost", b.exists ? r6(b.cost) : json(nullptr)},
                              {"why", s(b.why)}});
    out["break_even_all"] = breakEvens;
    out["break_even"] = r.primary() ? breakEvens[size_t(r.primaryBreakEven)] : json(nullptr);
    const BreakEvenUtilization &bu = r.breakEvenUtilization;
    if (bu.computed) {
        json curve = json::array();
        for (size_t i = 0; i < bu.points.size(); ++i)
            curve.push_back({{"utilization", r6(bu.points[i])},
                             {"buy_net", r6(bu.buyNet[i])},
                             {"rent_net", r6(bu.rentNet[i])}});
        out["break_even_utilization"] = {{"utilization", bu.exists ? r6(bu.utilization) : json(nullptr)},
                                         {"buy_wins_always", bu.alwaysBuy},
                                         {"rent_mode", bu.exists ? json(s(billingId(bu.rentMode))) : json(nullptr)},
                                         {"horizon_months", r6(bu.horizonMonths)},
                                         {"sentence", s(bu.sentence)},
                                         {"why", s(bu.why)},
                                         {"curve", curve}};
    } else {
        out["break_even_utilization"] = nullptr;
    }
    out["unit_costs"] = unitToJson(r.unit);
    json levers = json::array();
    for (const Lever &l : r.levers)
        levers.push_back({{"id", s(l.id)},
                          {"title", s(l.title)},
                          {"applies", l.applies},
                          {"baseline_mode", s(billingId(l.baseline))},
                          {"saving_per_month", r6(l.savingPerMonth)},
                          {"saving_fraction", r6(l.savingFraction)},
                          {"why", strings(l.why)}});
    out["levers"] = levers;
    json scenarios = json::array();
    for (const Scenario &sc : r.scenarios) {
        json o{{"id", s(sc.id)}, {"title", s(sc.title)}, {"available", sc.available}};
        if (sc.available)
            o.update({{"before", variantToJson(sc.before, c)},
                      {"after", variantToJson(sc.after, c)},
                      {"saving_per_month", r6(sc.savingPerMonth)},
                      {"saving_fraction", r6(sc.savingFraction)},
                      {"reference_note", s(sc.referenceNote)},
                      {"why", strings(sc.why)}});
        else
            o["unavailable_reason"] = s(sc.unavailableReason);
        scenarios.push_back(o);
    }
    out["scenarios"] = scenarios;
    json prices = json::array();
    for (const PriceRef &p : r.prices)
        prices.push_back(priceToJson(p, c));
    for (size_t i = 0; i < prices.size() && i < r.priceAgeDays.size(); ++i)
        prices[i]["age_days"] = r.priceAgeDays[i] >= 0 ? json(r.priceAgeDays[i]) : json(nullptr);
    out["prices"] = prices;
    json findings = json::array();
    for (const PriceAgeFinding &f : r.priceFindings)
        findings.push_back({{"id", "cost.price_age"},
                            {"severity", s(f.severity)},
                            {"price", s(f.priceKey)},
                            {"age_days", f.ageDays},
                            {"title", s(f.title)},
                            {"message", s(f.message)},
                            {"reason", s(f.reason)},
                            {"suggestion", s(f.suggestion)},
                            {"url", f.url.isEmpty() ? json(nullptr) : json(s(f.url))}});
    out["findings"] = findings;
    out["missing"] = strings(r.missing);
    out["notes"] = strings(r.notes);
    json assumptions = json::object();
    for (const CostAssumptions::Entry &e : ca.describe())
        assumptions[s(e.key)] = {
            {"name", s(e.name)}, {"value", e.value}, {"unit", s(e.unit)}, {"source", s(e.source)}};
    out["assumptions"] = assumptions;
    return out;
}

} // namespace gpuplanner::planner::cost

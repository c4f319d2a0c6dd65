// Cost rules. Sources: article 000 §8 table (降低单次任务成本 → 按小时租用、选择单卡节点、设置自动释放);
// article 001 §4 ("如果业务长期高负载、规格固定、全年稳定运行，自建或专属托管有时会更划算…看总拥有成本"),
// §5 case 1 (高端8卡…团队大部分时间在做数据清洗、参数测试和小规模验证…高配资源长期空着;
// 月度算力支出下降约35%), §7 (资源分层、任务编排、架构优化; 如果GPU平均利用率长期偏低，别急着继续加卡).
#include "planner/cost/freshness.h"
#include "planner/workload/format.h"
#include "planner/rules/rules.h"
#include "planner/rules/rulecontext.h"

namespace gpuplanner::planner::rules {

namespace {

const QStringList kCost{QStringLiteral("gpu"), QStringLiteral("operations")};

QString billingName(Billing b)
{
    switch (b) {
    case Billing::Hourly:
        return QCoreApplication::translate("rules", "hourly");
    case Billing::Monthly:
        return QCoreApplication::translate("rules", "monthly");
    case Billing::Reserved:
        return QCoreApplication::translate("rules", "reserved");
    case Billing::Spot:
        return QCoreApplication::translate("rules", "spot");
    case Billing::Purchase:
        return QCoreApplication::translate("rules", "purchase");
    }
    return {};
}

bool fixedTerm(Billing b)
{
    return b == Billing::Monthly || b == Billing::Reserved || b == Billing::Purchase;
}

Fix billingFix(Billing b)
{
    static const char *ids[] = {"hourly", "monthly", "reserved", "spot", "purchase"};
    Fix fix;
    fix.label = QCoreApplication::translate("rules", "Bill %1").arg(billingName(b));
    fix.edits = {{QStringLiteral("run.billing"), ids[int(b)]}};
    return fix;
}

void lowUtilization(const RuleContext &ctx, std::vector<Finding> &out)
{
    const ChosenConfiguration &c = ctx.c();
    if (c.utilization >= ctx.a().lowUtilization || !fixedTerm(c.billing))
        return;
    Finding f = finding(
        "cost.low_utilization", "warning", kCost,
        QCoreApplication::translate("rules", "Low utilization on a fixed term"),
        QCoreApplication::translate("rules",
                                    "Expected utilization is %1% on %2 billing: most paid GPU-hours idle.")
            .arg(num(c.utilization * 100, 0), billingName(c.billing)),
        QCoreApplication::translate(
            "rules",
            "Cost comes from utilization, not the hourly price: tier resources, queue and batch jobs "
            "(night runs), and quantize or cache before adding GPUs."),
        QCoreApplication::translate(
            "rules", "Bill hourly with auto-release, or raise utilization with a scheduler and night runs."));
    f.fix = billingFix(Billing::Hourly);
    out.push_back(f);
}

void steadyOnHourly(const RuleContext &ctx, std::vector<Finding> &out)
{
    const ChosenConfiguration &c = ctx.c();
    const Workload &w = ctx.w();
    if (c.billing != Billing::Hourly || w.run.pattern != RunPattern::Always ||
        c.utilization < ctx.a().steadyUtilization || w.run.durationDays < ctx.a().steadyMinDays)
        return;
    Finding f = finding(
        "cost.steady_on_hourly", "warning", kCost,
        QCoreApplication::translate("rules", "Steady load on hourly billing"),
        QCoreApplication::translate("rules",
                                    "%1 days of 24/7 work at %2% utilization are billed by the hour.")
            .arg(num(w.run.durationDays, 0), num(c.utilization * 100, 0)),
        QCoreApplication::translate(
            "rules",
            "Long, high, fixed-size load running all year can be cheaper on a term, dedicated hosting or "
            "owned hardware; compare total cost of ownership, not the hourly price."),
        QCoreApplication::translate("rules", "Compare monthly, reserved and purchase in the cost view."));
    f.fix = billingFix(Billing::Reserved);
    out.push_back(f);
}

void oversizedFixedNode(const RuleContext &ctx, std::vector<Finding> &out)
{
    const ChosenConfiguration &c = ctx.c();
    if (ctx.w().run.devShare < ctx.a().devShareHigh || c.gpusPerNode < 8 || !fixedTerm(c.billing))
        return;
    Finding f = finding(
        "cost.oversized_fixed_node", "warning", kCost,
        QCoreApplication::translate("rules", "Fixed 8-GPU node for mostly development"),
        QCoreApplication::translate(
            "rules", "%1% of the time goes to development and validation on a fixed %2-GPU node.")
            .arg(num(ctx.w().run.devShare * 100, 0))
            .arg(c.gpusPerNode),
        QCoreApplication::translate(
            "rules",
            "A team that mostly cleans data and validates at small scale leaves a fixed high-end node idle; "
            "one mid-size instance for daily work plus on-demand multi-GPU training cut monthly compute "
            "spend by about 35%."),
        QCoreApplication::translate(
            "rules",
            "Use a mid-size development instance and rent multi-GPU nodes by the hour for training."));
    f.fix = billingFix(Billing::Hourly);
    out.push_back(f);
}

} // namespace

void costRules(const RuleContext &ctx, std::vector<Finding> &out)
{
    lowUtilization(ctx, out);
    steadyOnHourly(ctx, out);
    oversizedFixedNode(ctx, out);
}

} // namespace gpuplanner::planner::rules

namespace gpuplanner::planner {

namespace {

using cost::Component;

// The report's prices behind a component (by their keys), for the finding's "priced at" line.
bool pricesComponent(const cost::CostReport &r, Component c, const QString &key)
{
    switch (c) {
    case Component::Power:
        return key == QLatin1String("purchase.electricity");
    case Component::Hosting:
        return key.startsWith(QLatin1String("purchase.hosting"));
    case Component::Staff:
        return key == QLatin1String("purchase.staff");
    case Component::Storage:
        return key.startsWith(QLatin1String("storage."));
    case Component::Network:
        return key == (r.networkPerGb ? QLatin1String("network.egress") : QLatin1String("network.bandwidth"));
    case Component::PublicIps:
        return key == QLatin1String("network.public_ip");
    default:
        return false;
    }
}

// Issue 14, item 5: one component other than the GPUs themselves makes up most of the plan's
// monthly cost (e.g. internet egress at 94%). The GPUs (rented nodes, or a bought server's
// depreciation) are expected to dominate and say nothing new.
constexpr double kDominantShare = 0.8;

std::vector<Finding> dominantComponentFindings(const cost::CostReport &r)
{
    std::vector<Finding> out;
    if (r.modes.size() <= size_t(r.chosenMode))
        return out;
    const cost::ModeCost &m = r.mode(r.chosenMode);
    if (!m.available || m.monthlyTotal <= 0)
        return out;
    for (int i = 0; i < cost::kComponentCount; ++i) {
        const Component c = Component(i);
        if (c == Component::Compute || c == Component::Depreciation)
            continue;
        const double share = m.monthlyOf(c) / m.monthlyTotal;
        if (share < kDominantShare)
            continue;
        QStringList priced;
        QString link;
        for (const cost::PriceRef &p : r.prices)
            if (pricesComponent(r, c, p.key) && p.amount > 0) {
                if (link.isEmpty())
                    link = p.url;
                priced << QCoreApplication::translate("rules", "%1: %2 per %3 (%4)")
                              .arg(p.label, cost::moneyText(p.amount, r.currency), cost::unitName(p.unit), cost::provenance(p));
            }
        Finding f;
        f.id = QStringLiteral("cost.dominant_component");
        f.severity = QStringLiteral("warning");
        f.dimensions = {QStringLiteral("cost")};
        f.title = QCoreApplication::translate("rules", "%1 is %2% of the cost")
                      .arg(cost::componentName(c), num(share * 100, 0));
        f.costEffect = m.monthlyOf(c);
        f.message = QCoreApplication::translate("rules", "%1 makes up %2 of the %3 a month on %4 billing, more than the GPUs.")
                        .arg(cost::componentName(c), cost::moneyText(m.monthlyOf(c), r.currency),
                             cost::moneyText(m.monthlyTotal, r.currency), cost::billingName(r.chosenMode));
        f.reason =
            priced.isEmpty()
                ? QCoreApplication::translate("rules", "The figure follows from the plan's own inputs.")
                : QCoreApplication::translate("rules",
                                              "Priced at %1. A price from another region or provider "
                                              "than the GPUs' changes the total most.")
                      .arg(priced.join(planner::clauseSeparator()));
        f.suggestion = c == Component::Network
                           ? QCoreApplication::translate("rules", "Check the traffic estimate and enter the traffic price "
                                                                  "of the GPUs' provider and region under Workload > "
                                                                  "Prices and costs; a CDN or a provider that includes "
                                                                  "traffic lowers it.")
                           : QCoreApplication::translate("rules", "Check this estimate and its price under Workload > "
                                                                  "Prices and costs before comparing GPUs.");
        f.link = link;
        out.push_back(f);
    }
    return out;
}

// Issue 14, item 4: the budget the user gave in the wizard (a month, or the whole one-off job)
// against the plan's billing, with the cheapest eligible mode that fits, if one does.
std::vector<Finding> overBudgetFindings(const Evaluation &e, const cost::CostReport &r)
{
    const RunInput &run = e.workload.run;
    if (run.budget <= 0 || r.modes.size() <= size_t(r.chosenMode))
        return {};
    const cost::ModeCost &m = r.mode(r.chosenMode);
    if (!m.available)
        return {};
    const bool job = run.pattern == RunPattern::OneOff;
    const double budget =
        cost::convert(run.budget, cost::currencyFromId(run.budgetCurrency).value_or(cost::Currency::Usd), r.currency,
                      r.cnyPerUsd);
    auto costOf = [job](const cost::ModeCost &x) { return job ? x.total : x.monthlyTotal; };
    if (costOf(m) <= budget)
        return {};
    const cost::ModeCost *fits = nullptr;
    for (const cost::ModeCost &x : r.modes)
        if (x.available && x.eligible && costOf(x) <= budget && (!fits || costOf(x) < costOf(*fits)))
            fits = &x;
    auto amount = [&](double v) { return cost::moneyText(v, r.currency); };
    const cost::Currency given = cost::currencyFromId(run.budgetCurrency).value_or(cost::Currency::Usd);
    // The budget as entered, and in the report's currency when that differs.
    const QString budgetText = given == r.currency
                                   ? amount(budget)
                                   : QCoreApplication::translate("rules", "%1 (%2)")
                                         .arg(cost::moneyText(run.budget, given), amount(budget));
    Finding f;
    f.id = QStringLiteral("cost.over_budget");
    f.severity = QStringLiteral("warning");
    f.dimensions = {QStringLiteral("cost")};
    f.title = job ? QCoreApplication::translate("rules", "Over budget: the job costs %1, the budget is %2")
                        .arg(amount(costOf(m)), budgetText)
                  : QCoreApplication::translate("rules", "Over budget: %1 a month, the budget is %2 a month")
                        .arg(amount(costOf(m)), budgetText);
    f.costEffect = costOf(m) - budget;
    f.message = QCoreApplication::translate("rules", "With %1 billing the plan costs %2% of the budget.")
                    .arg(cost::billingName(r.chosenMode), num(costOf(m) / budget * 100, 0));
    f.reason = run.budgetCurrency == cost::currencyId(r.currency)
                   ? QCoreApplication::translate("rules", "The budget as entered on the wizard's last page.")
                   : QCoreApplication::translate("rules", "The budget as entered on the wizard's last page, "
                                                          "converted at %1 CNY per USD.")
                         .arg(num(r.cnyPerUsd, 4));
    f.suggestion =
        fits ? (job ? QCoreApplication::translate("rules", "With %1 billing the job costs %2, within the budget.")
                    : QCoreApplication::translate("rules", "With %1 billing the plan costs %2 a month, within the budget."))
                   .arg(cost::billingName(fits->mode), amount(costOf(*fits)))
             : QCoreApplication::translate("rules", "No billing mode fits the budget: lower the load or the targets, "
                                                    "use a smaller GPU, or raise the budget (Edit > Workload).");
    return {f};
}

} // namespace

void addCostFindings(Evaluation &e, const cost::CostReport &report)
{
    // Evaluating again replaces e.findings; a report priced twice adds nothing twice.
    std::erase_if(e.findings, [](const Finding &f) {
        return f.id == QLatin1String("cost.price_age") || f.id == QLatin1String("cost.dominant_component") ||
               f.id == QLatin1String("cost.over_budget");
    });
    for (Finding &f : overBudgetFindings(e, report))
        e.findings.push_back(std::move(f));
    for (Finding &f : cost::priceAgeFindings(report))
        e.findings.push_back(std::move(f));
    for (Finding &f : dominantComponentFindings(report))
        e.findings.push_back(std::move(f));
    tidyFindingTexts(e.findings);
    sortFindings(e.findings);
}

} // namespace gpuplanner::planner

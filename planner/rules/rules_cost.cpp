// Cost rules. Sources: article 000 §8 table (降低单次任务成本 → 按小时租用、选择单卡节点、设置自动释放);
// article 001 §4 ("如果业务长期高负载、规格固定、全年稳定运行，自建或专属托管有时会更划算…看总拥有成本"),
// §5 case 1 (高端8卡…团队大部分时间在做数据清洗、参数测试和小规模验证…高配资源长期空着;
// 月度算力支出下降约35%), §7 (资源分层、任务编排、架构优化; 如果GPU平均利用率长期偏低，别急着继续加卡).
#include "planner/cost/freshness.h"
#include "planner/format.h"
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
            "(night runs), and quantize or cache before adding GPUs (article 001 §7)."),
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
            "owned hardware; compare total cost of ownership, not the hourly price (article 001 §4)."),
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
            "spend by about 35% (article 001 §5, case 1)."),
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

void addCostFindings(Evaluation &e, const cost::CostReport &report)
{
    // Evaluating again replaces e.findings; a report priced twice adds nothing twice.
    std::erase_if(e.findings, [](const Finding &f) { return f.id == QLatin1String("cost.price_age"); });
    for (Finding &f : cost::priceAgeFindings(report))
        e.findings.push_back(std::move(f));
    sortFindings(e.findings);
}

} // namespace gpuplanner::planner

#include "widgets/items/itemtexts.h"

#include "planner/workload/format.h"
#include "widgets/cost/costview.h"
#include "widgets/tasktext.h"

#include <cmath>
#include <QCoreApplication>
#include <QLocale>

namespace gpuplanner::widgets {

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString tflops(const std::optional<double> &v)
{
    return v ? QLocale().toString(*v, 'f', 1) : QStringLiteral("—");
}

} // namespace

QString scenarioText(const planner::Evaluation &e)
{
    const planner::Workload &w = e.workload;
    QString out = QStringLiteral("<p><b>%1</b> — %2</p>").arg(esc(taskTitle(w.task)), esc(taskDescription(w.task)));
    out += QCoreApplication::translate("widgets", "<p>Model: %1. The GPU follows from the scenario: %2.</p>")
               .arg(esc(w.model.name), esc(e.dimensions[0].recommended));
    return out;
}

QString gpuMetricsText(const catalog::Accelerator &a, const planner::Evaluation &e)
{
    QString out = QStringLiteral("<table cellspacing=6><tr>");
    for (const QString &h :
         {QCoreApplication::translate("widgets", "Memory"),
          QCoreApplication::translate("widgets", "Bandwidth"), QStringLiteral("FP64"), QStringLiteral("FP32"),
          QStringLiteral("TF32"), QStringLiteral("BF16/FP16"), QStringLiteral("FP8"), QStringLiteral("FP4"),
          QStringLiteral("INT8"), QCoreApplication::translate("widgets", "GPU link")})
        out += QStringLiteral("<th align=left>%1</th>").arg(esc(h));
    out += QStringLiteral("</tr><tr><td>%1 GB %2</td><td>%3 GB/s</td>")
               .arg(QLocale().toString(a.memoryGb, 'f', 0), esc(a.memoryType), QLocale().toString(a.memoryBandwidthGbs, 'f', 0));
    for (const auto &v : {a.dense.fp64, a.dense.fp32, a.dense.tf32,
                          a.dense.bf16 ? a.dense.bf16 : a.dense.fp16, a.dense.fp8, a.dense.fp4, a.dense.int8})
        out += QStringLiteral("<td>%1</td>").arg(tflops(v));
    out += QStringLiteral("<td>%1, %2 GB/s</td></tr></table>").arg(esc(a.interconnectType), QLocale().toString(a.interconnectGbs, 'f', 0));
    out += planner::tidyChineseSpaces( // "本方案需要 每 GPU 17.2 GB"
        QCoreApplication::translate(
            "widgets",
            "<p>Dense TFLOPS (INT8: TOPS), without sparsity. Memory decides what fits one GPU and how "
            "much must be split; compute per precision decides speed; the link decides whether more "
            "GPUs help. This plan needs %1.</p>")
            .arg(esc(e.dimensions[1].minimum)));
    return out;
}

QString deploymentText(const planner::cost::CostReport &cost)
{
    QString out = QStringLiteral("<table cellspacing=6><tr><th align=left>%1</th><th align=right>%2</th><th align=right>%3</th>"
                                 "<th align=right>%4</th></tr>")
                      .arg(esc(QCoreApplication::translate("widgets", "Billing")),
                           esc(QCoreApplication::translate("widgets", "Per month")),
                           esc(QCoreApplication::translate("widgets", "Over %1").arg(durationText(cost.horizonMonths))),
                           esc(QCoreApplication::translate("widgets", "Per useful GPU-hour")));
    for (const planner::cost::ModeCost &m : cost.modes) {
        if (!m.available) {
            out += QStringLiteral("<tr><td>%1</td><td colspan=3><i>%2</i></td></tr>")
                       .arg(esc(planner::cost::billingName(m.mode)), esc(m.unavailableReason));
            continue;
        }
        const bool cheapest = cost.haveCheapest && m.mode == cost.cheapestMode;
        out +=
            QStringLiteral(
                "<tr><td>%1%2</td><td align=right>%3</td><td align=right>%4</td><td align=right>%5</td></tr>")
                .arg(esc(planner::cost::billingName(m.mode)),
                     cheapest ? planner::sentenceGap(planner::cost::billingName(m.mode)) + QStringLiteral("★")
                              : QString(),
                     esc(formatMoney(m.monthlyTotal, cost)), esc(formatMoney(m.total, cost)),
                     esc(formatMoney(m.costPerUsefulGpuHour, cost, 2)));
    }
    out += QStringLiteral("</table>");
    out += QCoreApplication::translate("widgets",
                                       "<p>The cloud's value is elasticity and delivery speed: start at once, scale for peaks, "
                                       "split development, test and production. Long, high, fixed load can be cheaper owned or "
                                       "hosted: compare total cost, not the hourly price. ★ cheapest.</p>");
    return out;
}

QString scenariosText(const planner::cost::CostReport &cost)
{
    QString out;
    for (const planner::cost::Scenario &s : cost.scenarios) {
        out += QStringLiteral("<p><b>%1</b><br>").arg(esc(s.title));
        if (!s.available) {
            out += esc(s.unavailableReason) + QStringLiteral("</p>");
            continue;
        }
        // Never a negative saving as a saving: the second variant then costs more.
        const bool saves = s.savingPerMonth >= 0;
        out += (saves ? QCoreApplication::translate("widgets", "%1: %2 a month → %3: %4 a month; saving %5 (%6%).")
                      : QCoreApplication::translate("widgets", "%1: %2 a month → %3: %4 a month; costs %5 more (%6%)."))
                   .arg(esc(s.before.name), esc(formatMoney(s.before.monthly, cost)), esc(s.after.name),
                        esc(formatMoney(s.after.monthly, cost)), esc(formatMoney(std::abs(s.savingPerMonth), cost)),
                        QLocale().toString(std::abs(s.savingFraction) * 100, 'f', 0));
        if (!s.referenceNote.isEmpty())
            out += QStringLiteral("<br><i>%1</i>").arg(esc(s.referenceNote));
        out += QStringLiteral("</p>");
    }
    return out;
}

QString leversText(const planner::cost::CostReport &cost)
{
    QString out = QStringLiteral("<ul>");
    for (const planner::cost::Lever &l : cost.levers) {
        out += QStringLiteral("<li><b>%1</b>%2").arg(esc(l.title), esc(planner::nameColon()));
        out += l.applies ? QCoreApplication::translate("widgets", "saves %1 a month (%2%).")
                               .arg(esc(formatMoney(l.savingPerMonth, cost)), QLocale().toString(l.savingFraction * 100, 'f', 0))
                         : QCoreApplication::translate("widgets", "does not apply to this plan.");
        if (!l.why.isEmpty())
            out += QStringLiteral("<br><small>%1</small>").arg(esc(planner::joinSentences(l.why)));
        out += QStringLiteral("</li>");
    }
    return out + QStringLiteral("</ul>");
}

} // namespace gpuplanner::widgets

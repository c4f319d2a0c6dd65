#include "app/cli/costtext.h"

#include "app/cli/output.h"
#include "planner/workload/format.h"
#include "planner/sizing/sizing.h"

#include <cmath>
#include <QCoreApplication>
#include <QLocale>

namespace gpuplanner::cli {

using namespace planner::cost;
using planner::Billing;

namespace {

// Grouped thousands in the tables (the explanations keep the engine's plain numbers).
QString money(double v, Currency c)
{
    static const QLocale english(QLocale::English, QLocale::UnitedStates);
    const double magnitude = std::abs(v);
    const int decimals = magnitude == 0 ? 0 : planner::cost::moneyDecimals(v);
    QString text = english.toString(v, 'f', decimals);
    if (magnitude < 1 && text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    return text + QLatin1Char(' ') + currencyId(c);
}

QString modesTable(const CostReport &r)
{
    const Currency c = r.currency;
    QList<QStringList> rows;
    for (const ModeCost &m : r.modes) {
        if (!m.available) {
            rows << QStringList{billingName(m.mode),
                                QCoreApplication::translate("cli", "missing"),
                                QString(),
                                QString(),
                                QString(),
                                QString(),
                                QString()};
            continue;
        }
        QString name = billingName(m.mode);
        if (m.mode == r.chosenMode)
            name += QStringLiteral(" *");
        if (!m.eligible)
            name += QStringLiteral(" †");
        rows << QStringList{name,
                            m.mode == Billing::Purchase
                                ? money(m.price.amount, c) + QCoreApplication::translate("cli", "/server")
                                : money(m.price.amount, c) + QCoreApplication::translate("cli", "/GPU-h"),
                            money(m.monthlyTotal, c),
                            m.upfront > 0 ? money(m.upfront, c) : QStringLiteral("—"),
                            money(m.total, c),
                            money(m.net, c),
                            money(m.costPerUsefulGpuHour, c)};
    }
    return formatTable(
        {QCoreApplication::translate("cli", "mode"), QCoreApplication::translate("cli", "price"),
         QCoreApplication::translate("cli", "a month"), QCoreApplication::translate("cli", "upfront"),
         QCoreApplication::translate("cli", "total"), QCoreApplication::translate("cli", "net"),
         QCoreApplication::translate("cli", "per useful GPU-h")},
        rows);
}

QString unitText(const CostReport &r)
{
    const UnitCosts &u = r.unit;
    const Currency c = r.currency;
    QStringList lines;
    if (u.perMillionOutputTokens > 0)
        lines << QCoreApplication::translate("cli",
                                             "Per million output tokens: %1; per thousand requests: %2.")
                     .arg(money(u.perMillionOutputTokens, c), money(u.perThousandRequests, c));
    if (u.perJob > 0)
        lines << QCoreApplication::translate("cli", "One job: %1 (%2 useful GPU-hours).")
                     .arg(money(u.perJob, c), number(u.jobGpuHours, 1));
    if (u.perThousandUnits > 0)
        lines << QCoreApplication::translate("cli", "Per thousand %1: %2.")
                     .arg(planner::workUnitName(u.workUnit, true), money(u.perThousandUnits, c));
    if (u.perAudioHour > 0)
        lines << QCoreApplication::translate("cli", "Per hour of audio: %1.").arg(money(u.perAudioHour, c));
    if (u.perMillionInputTokens > 0)
        lines << QCoreApplication::translate("cli", "Per million tokens read: %1.")
                     .arg(money(u.perMillionInputTokens, c));
    if (u.perUnitMonth > 0)
        lines << QCoreApplication::translate("cli", "Per %1 and month: %2.")
                     .arg(planner::workUnitName(u.workUnit, false), money(u.perUnitMonth, c));
    return lines.join(QLatin1Char('\n'));
}

QString leversText(const CostReport &r)
{
    QString out;
    for (const Lever &l : r.levers) {
        out += QStringLiteral("  ") + l.title + planner::nameColon();
        if (!l.applies)
            out += QCoreApplication::translate("cli", "does not apply") + QLatin1Char('\n');
        else
            out += QCoreApplication::translate("cli", "saves %1 a month (%2%)")
                       .arg(money(l.savingPerMonth, r.currency), number(l.savingFraction * 100, 1)) +
                   QLatin1Char('\n');
        for (const QString &w : l.why)
            out += QStringLiteral("    ") + w + QLatin1Char('\n');
    }
    return out;
}

QString scenariosText(const CostReport &r)
{
    QString out;
    for (const Scenario &s : r.scenarios) {
        out += QStringLiteral("  ") + s.title + QLatin1Char('\n');
        if (!s.available) {
            out += QStringLiteral("    ") +
                   QCoreApplication::translate("cli", "not computed: %1").arg(s.unavailableReason) +
                   QLatin1Char('\n');
            continue;
        }
        for (const ScenarioVariant *v : {&s.before, &s.after}) {
            out += QStringLiteral("    ") +
                   QCoreApplication::translate("cli", "%1: %2 a month")
                       .arg(v->name, money(v->monthly, r.currency)) +
                   QLatin1Char('\n');
            for (const ScenarioItem &i : v->items)
                out += QStringLiteral("      ") +
                       QCoreApplication::translate("cli", "%1: %2 h × %3 = %4")
                           .arg(i.label, number(i.hoursPerMonth, 0), money(i.price.amount, r.currency),
                                money(i.monthly, r.currency)) +
                       QLatin1Char('\n');
        }
        out += QStringLiteral("    ") +
               (s.savingPerMonth >= 0 ? QCoreApplication::translate("cli", "Saving: %1 a month (%2%). %3")
                                      : QCoreApplication::translate("cli", "Costs %1 more a month (%2%). %3"))
                   .arg(money(std::abs(s.savingPerMonth), r.currency), number(std::abs(s.savingFraction) * 100, 1),
                        s.referenceNote) +
               QLatin1Char('\n');
    }
    return out;
}

} // namespace

QString costReportToText(const CostReport &r)
{
    const Currency c = r.currency;
    const QString gpus =
        r.nodes > 1 ? QCoreApplication::translate("cli", "%1 nodes × %2 × %3")
                          .arg(r.nodes)
                          .arg(r.gpusPerNode)
                          .arg(r.acceleratorName)
                    : QCoreApplication::translate("cli", "%1 × %2").arg(r.gpusPerNode).arg(r.acceleratorName);
    QString out = r.isJob() ? QCoreApplication::translate("cli", "Cost of %1 for the job (%2, %3 h), in %4.\n")
                                  .arg(gpus, horizonText(r), number(r.jobHours, 1), currencyId(c))
                            : QCoreApplication::translate("cli", "Cost of %1 over %2 months, in %3.\n")
                                  .arg(gpus, number(r.horizonMonths, 1), currencyId(c));
    out += QCoreApplication::translate("cli", "Utilization %1: %2\n")
               .arg(number(r.utilization.value, 3), planner::joinSentences(r.utilization.why));
    // Chinese spacing in the sentences ("计费方式为 按量付费 时"), not in the table's aligned columns
    // or the prices' names as their sources wrote them.
    QString text = planner::tidyChineseSpaces(out) + QLatin1Char('\n') + modesTable(r);
    out = QCoreApplication::translate("cli", "* the plan's billing\n");
    for (const ModeCost &m : r.modes)
        if (m.available && !m.note.isEmpty())
            out += (m.eligible ? QStringLiteral("  ") : QStringLiteral("† ")) + billingName(m.mode) +
                   planner::nameColon() + m.note + QLatin1Char('\n');
    out += QLatin1Char('\n');
    if (r.haveCheapest && r.isJob())
        out += QCoreApplication::translate("cli", "Cheapest: %1, %2 net for the job (%3).\n")
                   .arg(billingName(r.cheapestMode), money(r.mode(r.cheapestMode).net, c), horizonText(r));
    else if (r.haveCheapest)
        out += QCoreApplication::translate("cli", "Cheapest: %1, %2 net over %3 months.\n")
                   .arg(billingName(r.cheapestMode), money(r.mode(r.cheapestMode).net, c),
                        number(r.horizonMonths, 1));
    const ModeCost &chosen = r.mode(r.chosenMode);
    if (chosen.available)
        out += QCoreApplication::translate("cli", "Cost per useful GPU-hour at %1 billing: %2.\n")
                   .arg(billingName(r.chosenMode), money(chosen.costPerUsefulGpuHour, c));
    if (const BreakEven *b = r.primary())
        out += b->why + QLatin1Char('\n');
    else
        out += QCoreApplication::translate(
            "cli", "Break-even of buying: not computed (no purchase price or no rent price).\n");
    if (r.breakEvenUtilization.computed)
        out += r.breakEvenUtilization.sentence + QLatin1Char(' ') + r.breakEvenUtilization.why + QLatin1Char('\n');
    if (!r.exchangeNote.isEmpty())
        out += r.exchangeNote + QLatin1Char('\n');
    for (const PriceAgeFinding &f : r.priceFindings)
        out += QCoreApplication::translate("cli", "%1: %2 %3\n")
                   .arg(f.severity, f.message, f.suggestion);
    const QString units = unitText(r);
    if (!units.isEmpty())
        out += units + QLatin1Char('\n');
    out += QLatin1Char('\n') +
           QCoreApplication::translate("cli", "Utilization levers, at %1 billing:\n")
               .arg(billingName(r.levers.empty() ? r.chosenMode : r.levers.front().baseline));
    out += leversText(r);
    if (!r.scenarios.empty()) // the case studies apply to model training and serving only
        out += QLatin1Char('\n') + QCoreApplication::translate("cli", "Scenarios:\n") +
               scenariosText(r);
    text += planner::tidyChineseSpaces(out);
    out = QLatin1Char('\n') + QCoreApplication::translate("cli", "Prices:\n");
    for (const PriceRef &p : r.prices)
        out +=
            QStringLiteral("  ") +
            QCoreApplication::translate("cli", "%1: %2 per %3 (%4)")
                .arg(p.label, p.known() ? money(p.amount, c) : QStringLiteral("—"), unitName(p.unit), provenance(p)) +
            QLatin1Char('\n');
    if (!r.missing.isEmpty())
        out += QLatin1Char('\n') + QCoreApplication::translate("cli", "Missing:\n") + QStringLiteral("  ") +
               r.missing.join(QStringLiteral("\n  ")) + QLatin1Char('\n');
    for (const QString &n : r.notes)
        out += QCoreApplication::translate("cli", "Note: %1\n").arg(n);
    return text + out;
}

} // namespace gpuplanner::cli

#include "planner/cost/breakeven.h"

#include "planner/cost/modecost.h"
#include "planner/workload/format.h"

#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner::cost {

BreakEven breakEven(const ModeCost &purchase, const ModeCost &rent, Currency currency)
{
    BreakEven b;
    b.rentMode = rent.mode;
    if (!purchase.available || !rent.available) {
        b.why = QCoreApplication::translate("cost", "Not computed: %1 has no price.")
                    .arg(purchase.available ? billingName(rent.mode) : billingName(Billing::Purchase));
        return b;
    }
    const double capex = purchase.upfront;
    const double own = purchase.runningMonthly;
    const double r = rent.runningMonthly;
    if (r <= own) {
        b.why = QCoreApplication::translate("cost", "Never: renting (%1) costs no more a month than running "
                                                    "an own server (%2), so the capital cost "
                                                    "%3 is never recovered.")
                    .arg(moneyText(r, currency), moneyText(own, currency), moneyText(capex, currency));
        return b;
    }
    b.exists = true;
    if (rent.mode == Billing::Hourly || rent.mode == Billing::Spot) {
        b.month = capex / (r - own);
        b.cost = capex + own * b.month;
        b.why = QCoreApplication::translate("cost", "Break-even with %1: capital cost %2 ÷ (rent %3 − "
                                                    "running cost %4 a month) = month %5, at %6.")
                    .arg(billingName(rent.mode), moneyText(capex, currency), moneyText(r, currency),
                         moneyText(own, currency), num(b.month, 1), moneyText(b.cost, currency));
        return b;
    }
    const double term = std::max(1, rent.termMonths);
    const double terms = std::ceil(capex / ((r - own) * term) - 1e-9);
    b.month = (std::max(1.0, terms) - 1) * term;
    b.cost = committedCost(purchase, b.month);
    b.why = QCoreApplication::translate("cost", "Break-even with %1 (%2-month terms): from term ⌈%3 ÷ ((%4 − "
                                                "%5) × %2)⌉ = %6 on, buying costs less: "
                                                "month %7, at %8.")
                .arg(billingName(rent.mode))
                .arg(int(term))
                .arg(moneyText(capex, currency), moneyText(r, currency), moneyText(own, currency),
                     num(std::max(1.0, terms), 0), num(b.month, 0), moneyText(b.cost, currency));
    return b;
}

} // namespace gpuplanner::planner::cost

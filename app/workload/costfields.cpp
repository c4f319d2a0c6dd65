#include "app/workload/costfields.h"

#include "planner/cost/costassumptions.h"
#include "planner/cost/money.h"
#include "planner/workload/jsonpath.h"
#include "widgets/editfields.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QLocale>

namespace gpuplanner::app::costfields {

namespace {

QDoubleSpinBox *spin(widgets::EditFields *f, const char *path)
{
    return f->findChild<QDoubleSpinBox *>(QString::fromLatin1(path));
}

void label(widgets::EditFields *f, const char *path, const QString &text)
{
    if (QWidget *w = f->findChild<QWidget *>(QString::fromLatin1(path)))
        f->setLabel(w, text);
}

} // namespace

void build(widgets::EditFields *f)
{
    f->addChoice(QStringLiteral("workload.run.billing"), {{QString(), QString()},
                                                          {QStringLiteral("hourly"), QString()},
                                                          {QStringLiteral("monthly"), QString()},
                                                          {QStringLiteral("reserved"), QString()},
                                                          {QStringLiteral("spot"), QString()},
                                                          {QStringLiteral("purchase"), QString()}});
    f->addQuantity(QStringLiteral("cost.horizon_months"), QString(), 600, 1);
    f->addChoice(QStringLiteral("cost.currency"),
                 {{QString(), QStringLiteral("USD")}, {QStringLiteral("CNY"), QStringLiteral("CNY")}});
    f->addQuantity(QStringLiteral("cost.prices.hourly"), QString(), 1e6, 2);
    f->addQuantity(QStringLiteral("cost.purchase.server_price"), QString(), 1e11, 0);
    f->addQuantity(QStringLiteral("cost.purchase.host_price_per_server"), QString(), 1e11, 0);
    f->addQuantity(QStringLiteral("cost.purchase.electricity_per_kwh"), QString(), 100, 3);
    f->addQuantity(QStringLiteral("cost.network.egress_per_gb"), QString(), 1000, 3);
}

QString proposedBillingText(const planner::cost::CostReport &cost, bool billingGiven)
{
    // With a billing given, the report prices that one: what the planner would propose is unknown.
    if (billingGiven || cost.modes.empty() || !cost.mode(cost.chosenMode).available)
        return QCoreApplication::translate("costfields", "Let the planner propose");
    if (cost.haveCheapest && cost.cheapestMode == cost.chosenMode)
        return QCoreApplication::translate("costfields", "Cheapest for this plan: %1")
            .arg(planner::cost::billingName(cost.chosenMode));
    return QCoreApplication::translate("costfields", "The planner's proposal: %1")
        .arg(planner::cost::billingName(cost.chosenMode));
}

QString billingToolTip(const planner::cost::CostReport &cost)
{
    if (!cost.haveCheapest || cost.modes.empty() || cost.cheapestMode == cost.chosenMode ||
        !cost.mode(cost.chosenMode).available)
        return {};
    const planner::cost::ModeCost &chosen = cost.mode(cost.chosenMode);
    const planner::cost::ModeCost &cheapest = cost.mode(cost.cheapestMode);
    if (chosen.net <= cheapest.net)
        return {};
    return QCoreApplication::translate("costfields", "%1 billing costs %2 %3; %4 billing would cost %5 less.")
        .arg(planner::cost::billingName(cost.chosenMode), planner::cost::moneyText(chosen.net, cost.currency),
             planner::cost::overHorizonText(cost), planner::cost::billingName(cost.cheapestMode),
             planner::cost::moneyText(chosen.net - cheapest.net, cost.currency));
}

void label(widgets::EditFields *f, const nlohmann::json &plan, const planner::cost::CostReport &cost)
{
    const nlohmann::json code = planner::valueAt(plan, QStringLiteral("cost.currency"));
    const QString currency =
        code.is_string() ? QString::fromStdString(code.get<std::string>()) : QStringLiteral("USD");
    // The defaults depend on the region and the currency; the cost dock names the one it used.
    const QString reference = QCoreApplication::translate("costfields", "Reference price (the cost dock names it)");

    label(f, "workload.run.billing", QCoreApplication::translate("costfields", "&Billing:"));
    if (auto *billing = f->findChild<QComboBox *>(QStringLiteral("workload.run.billing"))) {
        const bool given = planner::valueAt(plan, QStringLiteral("workload.run.billing")).is_string();
        QStringList texts{proposedBillingText(cost, given),
                          QCoreApplication::translate("costfields", "Hourly, released when idle"),
                          QCoreApplication::translate("costfields", "Monthly"),
                          QCoreApplication::translate("costfields", "Reserved term"),
                          QCoreApplication::translate("costfields", "Spot"),
                          QCoreApplication::translate("costfields", "Buy the servers")};
        // The cost model's cheapest option says so, and only it (items follow kAllBillings).
        if (cost.haveCheapest)
            for (size_t i = 0; i < planner::cost::kAllBillings.size(); ++i)
                if (planner::cost::kAllBillings[i] == cost.cheapestMode)
                    texts[int(i) + 1] = QCoreApplication::translate("costfields", "%1 (cheapest for this plan)")
                                            .arg(texts[int(i) + 1]);
        for (int i = 0; i < texts.size() && i < billing->count(); ++i)
            billing->setItemText(i, texts[i]);
        billing->setToolTip(billingToolTip(cost));
    }
    label(f, "cost.horizon_months", QCoreApplication::translate("costfields", "Cost &horizon:"));
    label(f, "cost.currency", QCoreApplication::translate("costfields", "&Currency of the amounts:"));
    label(f, "cost.prices.hourly", QCoreApplication::translate("costfields", "&Rent per GPU-hour:"));
    label(f, "cost.purchase.server_price",
          QCoreApplication::translate("costfields", "&Server price (all parts):"));
    label(f, "cost.purchase.host_price_per_server",
          QCoreApplication::translate("costfields", "Server &without GPUs:"));
    label(f, "cost.purchase.electricity_per_kwh", QCoreApplication::translate("costfields", "&Electricity:"));
    label(f, "cost.network.egress_per_gb", QCoreApplication::translate("costfields", "&Internet egress:"));

    if (auto *s = spin(f, "cost.horizon_months")) {
        s->setSuffix(QCoreApplication::translate("costfields", " months"));
        s->setSpecialValueText(QCoreApplication::translate("costfields", "36 months, or the job's length"));
    }
    if (auto *s = spin(f, "cost.prices.hourly")) {
        s->setSuffix(QCoreApplication::translate("costfields", " %1 per GPU-hour").arg(currency));
        s->setSpecialValueText(QCoreApplication::translate("costfields", "From the catalog's offers"));
    }
    if (auto *s = spin(f, "cost.purchase.server_price")) {
        s->setSuffix(QCoreApplication::translate("costfields", " %1 per server").arg(currency));
        // Empty field: the price the cost model buys at, where the catalog or the user's own price
        // list has one; "not priced" only when there is none.
        const bool haveBuy = cost.modes.size() > size_t(planner::Billing::Purchase);
        const planner::cost::ModeCost buy = haveBuy ? cost.mode(planner::Billing::Purchase) : planner::cost::ModeCost{};
        const bool priced = buy.available && buy.price.known() && buy.price.amount > 0;
        s->setSpecialValueText(
            priced ? QCoreApplication::translate("costfields", "From the price list: %1 per server (%2)")
                         .arg(planner::cost::moneyText(buy.price.amount, cost.currency), planner::cost::provenance(buy.price))
                   : QCoreApplication::translate("costfields", "Not priced: enter the price of one server"));
        s->setGroupSeparatorShown(true);
    }
    if (auto *s = spin(f, "cost.purchase.host_price_per_server")) {
        s->setSuffix(QCoreApplication::translate("costfields", " %1 per server").arg(currency));
        s->setSpecialValueText(QCoreApplication::translate("costfields", "Not priced"));
        s->setGroupSeparatorShown(true);
        s->setToolTip(QCoreApplication::translate(
            "costfields",
            "When the catalog prices the GPUs only: CPUs, memory, disks, chassis and network cards."));
    }
    if (auto *s = spin(f, "cost.purchase.electricity_per_kwh")) {
        s->setSuffix(QCoreApplication::translate("costfields", " %1 per kWh").arg(currency));
        s->setSpecialValueText(reference);
    }
    if (auto *s = spin(f, "cost.network.egress_per_gb")) {
        s->setSuffix(QCoreApplication::translate("costfields", " %1 per GB").arg(currency));
        s->setSpecialValueText(reference);
        s->setToolTip(QCoreApplication::translate(
            "costfields", "Data sent from the servers over the internet (answers, results, downloads)."));
    }
}

} // namespace gpuplanner::app::costfields

#include "planner/report/comparisondoc.h"

#include "planner/workload/format.h"
#include "planner/quotes/quotejson.h"
#include "planner/report/reportformat.h"

#include <QCoreApplication>

namespace gpuplanner::report {

namespace {

int statusShade(quotes::QuoteStatus s)
{
    switch (s) {
    case quotes::QuoteStatus::Meets: return 1;
    case quotes::QuoteStatus::BelowRecommended: return 2;
    case quotes::QuoteStatus::BelowMinimum: return 3;
    case quotes::QuoteStatus::NotStated: return 0;
    }
    return 0;
}

QString basisName(const QString &basis)
{
    if (basis == QLatin1String("hour"))
        return QCoreApplication::translate("report", "per hour");
    if (basis == QLatin1String("month"))
        return QCoreApplication::translate("report", "per month");
    if (basis == QLatin1String("purchase"))
        return QCoreApplication::translate("report", "bought");
    if (basis == QLatin1String("three_years"))
        return QCoreApplication::translate("report", "reserved for three years");
    return QCoreApplication::translate("report", "per year");
}

} // namespace

DocModel buildComparisonDoc(const PlanDocument &plan, const quotes::Comparison &c, const catalog::Catalog &catalog)
{
    DocModel doc;
    doc.documentTitle = QCoreApplication::translate("report", "Quote comparison");
    doc.planName = plan.name;
    doc.pageFormat = pageFormat();
    doc.footer = footerLine(today(), catalog.version());
    doc.title(QCoreApplication::translate("report", "Quote comparison: %1").arg(plan.name));
    doc.subtitle(c.jobBasis
                     ? QCoreApplication::translate("report",
                                                   "%n quote(s) against the plan's requirements; this "
                                                   "workload's cost as one job in %1",
                                                   nullptr, int(c.results.size()))
                           .arg(planner::cost::currencyId(c.currency))
                     : QCoreApplication::translate("report",
                                                   "%n quote(s) against the plan's requirements; this "
                                                   "workload's cost over %1 months in %2",
                                                   nullptr, int(c.results.size()))
                           .arg(planner::num(c.horizonMonths, 0), planner::cost::currencyId(c.currency)));

    doc.heading(QCoreApplication::translate("report", "Ranking"));
    DocTable rank;
    rank.header << QCoreApplication::translate("report", "Rank")
                << QCoreApplication::translate("report", "Quote")
                << QCoreApplication::translate("report", "Below minimum")
                << QCoreApplication::translate("report", "Below recommended")
                << QCoreApplication::translate("report", "Not stated")
                << (c.jobBasis ? QCoreApplication::translate("report", "Cost of the job")
                               : QCoreApplication::translate("report", "Cost over %1 months")
                                     .arg(planner::num(c.horizonMonths, 0)))
                << QCoreApplication::translate("report", "Per month")
                << QCoreApplication::translate("report", "Verdict");
    rank.widths = {5, 17, 10, 13, 8, 13, 13, 21}; // "recommended" unbroken on one line
    DocChart chart;
    chart.kind = DocChart::Kind::Bars;
    chart.title =
        c.jobBasis
            ? QCoreApplication::translate("report", "This workload's cost as one job on each quote")
            : QCoreApplication::translate("report", "This workload's cost on each quote over %1 months")
                  .arg(planner::num(c.horizonMonths, 0));
    chart.yLabel = planner::cost::currencyId(c.currency);
    for (const quotes::QuoteResult &r : c.results) {
        rank.rows << QStringList{QString::number(r.rank),
                                 quotes::quoteName(r.quote),
                                 QString::number(r.belowMinimum),
                                 QString::number(r.belowRecommended),
                                 QString::number(r.notStated),
                                 r.cost.known ? money(r.cost.total, c.currency) : QStringLiteral("—"),
                                 r.cost.known
                                     ? QCoreApplication::translate("report", "%1 (%2)")
                                           .arg(money(r.cost.perMonth, c.currency), basisName(r.cost.basis))
                                     : QStringLiteral("—"),
                                 r.verdict};
        rank.shade.push_back(r.belowMinimum > 0 ? 3 : r.rank == 1 ? 1 : 0);
        if (r.cost.known) {
            chart.categories << quotes::quoteName(r.quote);
            chart.values.push_back(r.cost.total);
            chart.barColors.push_back(r.belowMinimum > 0 ? 3 : 2);
        }
    }
    doc.table(rank);
    if (!chart.values.empty())
        doc.chart(chart);
    doc.note(QCoreApplication::translate("report", "Ranked by requirements below minimum, then by cost over the horizon, "
                                                   "then by requirements below recommended and not stated."));
    doc.bullets(c.basisWhy);

    doc.heading(QCoreApplication::translate("report", "Requirements against quotes"));
    constexpr int kPerTable = 4;
    for (size_t from = 0; from < c.results.size(); from += kPerTable) {
        DocTable t;
        t.header << QCoreApplication::translate("report", "Requirement") << QCoreApplication::translate("report", "Minimum")
                 << QCoreApplication::translate("report", "Recommended");
        const size_t to = std::min(c.results.size(), from + kPerTable);
        for (size_t q = from; q < to; ++q)
            t.header << quotes::quoteName(c.results[q].quote);
        const int quoteWidth = int(60 / std::max<size_t>(1, to - from));
        t.widths = {16, 11, 13};
        for (size_t q = from; q < to; ++q)
            t.widths.push_back(quoteWidth);
        for (size_t i = 0; i < c.requirements.size(); ++i) {
            const quotes::Requirement &req = c.requirements[i];
            QStringList row{req.title, req.minimumText, req.recommendedText};
            QList<int> shades{0, 0, 0};
            for (size_t q = from; q < to; ++q) {
                const quotes::Assessment &a = c.results[q].assessments[i];
                QString text = quotes::quoteStatusName(a.status);
                if (!a.offered.isEmpty())
                    text += planner::nameColon() + a.offered;
                if (!a.note.isEmpty())
                    text += planner::noteDash() + a.note;
                row << text;
                shades << statusShade(a.status);
            }
            t.rows << row;
            t.cellShade << shades;
        }
        doc.table(t);
    }

    doc.heading(QCoreApplication::translate("report", "Terms and prices of each quote"));
    for (const quotes::QuoteResult &r : c.results) {
        doc.subheading(QStringLiteral("%1. %2").arg(r.rank).arg(quotes::quoteName(r.quote)));
        DocTable t;
        t.widths = {24, 76};
        const quotes::QuotePrice &p = r.quote.price;
        const auto price = [&](const std::optional<double> &v) {
            return v ? grouped(*v, 2) + QLatin1Char(' ') + r.quote.currency : QCoreApplication::translate("report", "not stated");
        };
        t.rows << QStringList{QCoreApplication::translate("report", "Price per hour"), price(p.perHour)}
               << QStringList{QCoreApplication::translate("report", "Price per month"), price(p.perMonth)}
               << QStringList{QCoreApplication::translate("report", "Price per year"), price(p.perYear)};
        if (p.perThreeYears)
            t.rows << QStringList{QCoreApplication::translate("report", "Price for three years"),
                                  price(p.perThreeYears)};
        t.rows << QStringList{QCoreApplication::translate("report", "Prices as read"),
                              r.pricesRead.join(planner::clauseSeparator())}
               << QStringList{QCoreApplication::translate("report", "Rank"), r.rankWhy}
               << QStringList{QCoreApplication::translate("report", "Billing rules"), r.quote.billingRules}
               << QStringList{QCoreApplication::translate("report", "Traffic pricing"),
                              r.quote.trafficPricing}
               << QStringList{QCoreApplication::translate("report", "Support and SLA"), r.quote.supportSla}
               << QStringList{QCoreApplication::translate("report", "Delivery time"), r.quote.deliveryTime}
               << QStringList{QCoreApplication::translate("report", "Notes"), r.quote.notes}
               << QStringList{QCoreApplication::translate("report", "Source"), r.quote.source};
        doc.table(t);
        if (!r.cost.why.isEmpty())
            doc.bullets(r.cost.why);
        if (r.sanity.warning)
            doc.note(r.sanity.text);
        QStringList ask;
        for (size_t i = 0; i < c.requirements.size(); ++i)
            if (r.assessments[i].status == quotes::QuoteStatus::NotStated)
                ask << c.requirements[i].title;
        if (!ask.isEmpty())
            doc.note(QCoreApplication::translate("report", "Ask the vendor: %1.")
                         .arg(ask.join(planner::listSeparator())));
    }
    return doc;
}

quotes::Comparison compareQuotes(const PlanDocument &plan, const PlanView &view, const std::vector<quotes::Quote> &quotes,
                         const catalog::Catalog &catalog)
{
    return quotes::compareQuotes(quotes::QuoteBasis{view.evaluation, plan.input.configuration, plan.cost, view.cost, plan.currencyGiven},
                         quotes, catalog);
}

namespace {

// Each price as the file wrote it: amount, period, per GPU, the unit text and column.
nlohmann::json pricesReadJson(const quotes::Quote &q)
{
    nlohmann::json a = nlohmann::json::array();
    for (const quotes::PriceRead &r : q.price.read)
        a.push_back({{"field", quotes::utf8(quotes::priceFieldFor({r.period, r.perGpu}))},
                     {"amount", r.amount},
                     {"period", quotes::utf8(r.period)},
                     {"per_gpu", r.perGpu},
                     {"unit", quotes::utf8(r.unit)},
                     {"column", quotes::utf8(r.column)}});
    return a;
}

nlohmann::json sanityJson(const quotes::PriceSanity &s)
{
    if (!s.checked)
        return nullptr;
    return {{"warning", s.warning ? nlohmann::json(quotes::utf8(s.text)) : nlohmann::json(nullptr)},
            {"estimate_per_month", s.estimatePerMonth},
            {"estimate", quotes::utf8(s.estimateWhy)},
            {"ratio", s.ratio},
            {"read_as", quotes::utf8(s.rereadFrom)},
            {"reread_as", s.rereadAs.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(quotes::utf8(s.rereadAs))},
            {"reread_per_month", s.rereadAs.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(s.rereadPerMonth)}};
}

} // namespace

nlohmann::json comparisonToJson(const quotes::Comparison &c, bool withResults)
{
    nlohmann::json requirements = nlohmann::json::array();
    for (const quotes::Requirement &r : c.requirements)
        requirements.push_back({{"id", quotes::utf8(r.id)}, {"dimension", quotes::utf8(r.dimension)}, {"title", quotes::utf8(r.title)},
                                {"minimum", quotes::utf8(r.minimumText)}, {"recommended", quotes::utf8(r.recommendedText)},
                                {"unit", quotes::utf8(r.unit)}});
    nlohmann::json results = nlohmann::json::array();
    if (withResults)
        for (const quotes::QuoteResult &r : c.results)
            results.push_back(comparisonResultToJson(c, r));
    nlohmann::json basis = nlohmann::json::array();
    for (const QString &w : c.basisWhy)
        basis.push_back(quotes::utf8(w));
    nlohmann::json out = {{"currency", quotes::utf8(planner::cost::currencyId(c.currency))},
                          {"cny_per_usd", c.cnyPerUsd},
                          {"horizon_months", c.horizonMonths},
                          {"paid_hours_per_month", c.paidHoursPerMonth},
                          {"basis", basis},
                          {"requirements", requirements}};
    if (withResults)
        out["results"] = std::move(results);
    return out;
}

nlohmann::json comparisonResultToJson(const quotes::Comparison &c, const quotes::QuoteResult &r)
{
    nlohmann::json per = nlohmann::json::object();
    for (size_t i = 0; i < c.requirements.size(); ++i)
        per[quotes::utf8(c.requirements[i].id)] = {{"status", quotes::utf8(quotes::quoteStatusId(r.assessments[i].status))},
                                           {"offered", quotes::utf8(r.assessments[i].offered)},
                                           {"note", quotes::utf8(r.assessments[i].note)}};
    nlohmann::json why = nlohmann::json::array();
    for (const QString &w : r.cost.why)
        why.push_back(quotes::utf8(w));
    // Built in place and moved: an initializer list would copy every nested value (50,000 quotes
    // make a 240 MB document).
    nlohmann::json item = nlohmann::json::object();
    item["rank"] = r.rank;
    item["vendor"] = quotes::utf8(r.quote.vendor);
    item["offering"] = quotes::utf8(r.quote.offering);
    item["currency"] = quotes::utf8(r.quote.currency);
    item["meets"] = r.meets;
    item["below_recommended"] = r.belowRecommended;
    item["below_minimum"] = r.belowMinimum;
    item["not_stated"] = r.notStated;
    if (r.cost.known) {
        nlohmann::json cost = nlohmann::json::object();
        cost["total"] = r.cost.total;
        cost["per_month"] = r.cost.perMonth;
        cost["per_useful_gpu_hour"] = r.cost.perUsefulGpuHour;
        cost["basis"] = quotes::utf8(r.cost.basis);
        cost["why"] = std::move(why);
        item["cost"] = std::move(cost);
    } else {
        item["cost"] = nullptr;
    }
    item["verdict"] = quotes::utf8(r.verdict);
    item["unverified"] = r.unverified;
    nlohmann::json notStatedKey = nlohmann::json::array();
    for (const QString &t : r.keyNotStated)
        notStatedKey.push_back(quotes::utf8(t));
    item["not_stated_key"] = std::move(notStatedKey);
    item["rank_reason"] = quotes::utf8(r.rankWhy);
    // The engine's judgement of the offer (issue 21): machines of its shape the load needs
    // (null: no number of them meets the targets) and the machines its cost counts.
    item["machines_needed"] = r.machinesNeeded > 0 ? nlohmann::json(r.machinesNeeded) : nlohmann::json(nullptr);
    item["machines_judged"] = r.machinesJudged;
    item["judged_on"] = quotes::utf8(r.judgedOn);
    item["carries_load"] = r.carriesLoad;
    item["prices_read"] = pricesReadJson(r.quote);
    item["price_sanity"] = sanityJson(r.sanity);
    item["requirements"] = std::move(per);
    item["quote"] = quotes::quoteToJson(r.quote);
    return item;
}

} // namespace gpuplanner::report

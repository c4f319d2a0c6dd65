#include "planner/quotes/quotejson.h"

#include "catalog/jsontext.h"
#include "planner/workload/inputerror.h"

#include <QCoreApplication>

#include <cmath>

namespace gpuplanner::quotes {

std::string utf8(const QString &s)
{
    const QByteArray b = s.toUtf8();
    return std::string(b.constData(), size_t(b.size()));
}

QString fromUtf8(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

namespace {

nlohmann::json optionalNumber(const std::optional<double> &v)
{
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

using planner::InputError;

constexpr double kLargestPrice = 1e12; // a price per hour, month or year beyond it is a typing slip

[[noreturn]] void wrongType(const QString &field, const nlohmann::json &found)
{
    throw InputError(QCoreApplication::translate("report", "%1: wrong type (%2)").arg(field, catalog::excerpt(found)));
}

// Reads an optional string member; throws an InputError naming the field on a wrong type.
QString text(const nlohmann::json &j, const char *key, const QString &prefix = {})
{
    const auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return {};
    if (it->is_string())
        return fromUtf8(it->get_ref<const std::string &>());
    if (it->is_number())
        return QString::number(it->get<double>(), 'g', 12);
    wrongType(prefix + QString::fromLatin1(key), *it);
}

std::optional<double> number(const nlohmann::json &j, const char *key)
{
    const auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return std::nullopt;
    const QString field = QStringLiteral("price.") + QString::fromLatin1(key);
    if (!it->is_number())
        wrongType(field, *it);
    const double d = it->get<double>();
    if (!std::isfinite(d) || d < 0 || d > kLargestPrice)
        throw InputError(QCoreApplication::translate("report", "%1: must be between 0 and %2, found %3")
                             .arg(field)
                             .arg(kLargestPrice)
                             .arg(d));
    return d;
}

} // namespace

nlohmann::json quoteToJson(const Quote &q)
{
    nlohmann::json answers = nlohmann::json::object();
    for (const auto &[id, a] : q.answers.asKeyValueRange()) {
        nlohmann::json &out = answers[utf8(id)] = {{"offered", utf8(a.offered)}, {"value", utf8(a.value)}};
        if (!a.understood) { // written only for a cell that was not understood: older files stay as they were
            out["understood"] = false;
            out["problem"] = utf8(a.problem);
        }
    }
    return {{"vendor", utf8(q.vendor)},
            {"offering", utf8(q.offering)},
            {"currency", utf8(q.currency)},
            {"plan", utf8(q.plan)},
            {"source", utf8(q.source)},
            {"imported_at", utf8(q.importedAt)},
            {"answers", answers},
            {"price",
             {{"per_hour", optionalNumber(q.price.perHour)},
              {"per_month", optionalNumber(q.price.perMonth)},
              {"per_year", optionalNumber(q.price.perYear)},
              {"per_three_years", optionalNumber(q.price.perThreeYears)},
              {"purchase", optionalNumber(q.price.purchase)},
              {"read",
               [&] {
                   nlohmann::json read = nlohmann::json::array();
                   for (const PriceRead &r : q.price.read) {
                       nlohmann::json one{{"period", utf8(r.period)}, {"amount", r.amount},
                                          {"per_gpu", r.perGpu},      {"per_machine", r.perMachine},
                                          {"unit", utf8(r.unit)},     {"column", utf8(r.column)}};
                       if (!r.term.isEmpty())
                           one["term"] = utf8(r.term);
                       read.push_back(std::move(one));
                   }
                   return read;
               }()}}},
            {"billing_rules", utf8(q.billingRules)},
            {"traffic_pricing", utf8(q.trafficPricing)},
            {"support_sla", utf8(q.supportSla)},
            {"delivery_time", utf8(q.deliveryTime)},
            {"notes", utf8(q.notes)}};
}

bool quoteFromJson(const nlohmann::json &j, Quote *q, QString *error)
{
    if (!j.is_object()) {
        *error = QCoreApplication::translate("report", "a quote must be a JSON object");
        return false;
    }
    Quote out;
    try {
        out.vendor = text(j, "vendor").trimmed();
        out.offering = text(j, "offering");
        out.currency = normalizeCurrency(text(j, "currency"));
        out.plan = text(j, "plan");
        out.source = text(j, "source");
        out.importedAt = text(j, "imported_at");
        out.billingRules = text(j, "billing_rules");
        out.trafficPricing = text(j, "traffic_pricing");
        out.supportSla = text(j, "support_sla");
        out.deliveryTime = text(j, "delivery_time");
        out.notes = text(j, "notes");
        if (const auto answers = j.find("answers"); answers != j.end() && !answers->is_null()) {
            if (!answers->is_object())
                wrongType(QStringLiteral("answers"), *answers);
            for (const auto &[key, a] : answers->items()) {
                const QString field = QStringLiteral("answers.") + catalog::excerpt(fromUtf8(key), 40);
                if (!a.is_object())
                    wrongType(field, a);
                QuoteAnswer answer{text(a, "offered", field + QLatin1Char('.')), text(a, "value", field + QLatin1Char('.'))};
                if (const auto u = a.find("understood"); u != a.end() && !u->is_null()) {
                    if (!u->is_boolean())
                        wrongType(field + QStringLiteral(".understood"), *u);
                    answer.understood = u->get<bool>();
                }
                answer.problem = text(a, "problem", field + QLatin1Char('.'));
                if (!answer.understood && answer.problem.isEmpty())
                    answer.problem = notUnderstoodNote(answer.offered);
                out.answers[fromUtf8(key)] = answer;
            }
        }
        if (const auto price = j.find("price"); price != j.end() && !price->is_null()) {
            if (!price->is_object())
                wrongType(QStringLiteral("price"), *price);
            out.price.perHour = number(*price, "per_hour");
            out.price.perMonth = number(*price, "per_month");
            out.price.perYear = number(*price, "per_year");
            out.price.perThreeYears = number(*price, "per_three_years");
            out.price.purchase = number(*price, "purchase");
            if (const auto read = price->find("read"); read != price->end() && !read->is_null()) {
                if (!read->is_array())
                    wrongType(QStringLiteral("price.read"), *read);
                static const QStringList periods{QStringLiteral("hour"),        QStringLiteral("day"),
                                                 QStringLiteral("month"),       QStringLiteral("year"),
                                                 QStringLiteral("three_years"), QStringLiteral("purchase")};
                for (const nlohmann::json &r : *read) {
                    if (!r.is_object())
                        wrongType(QStringLiteral("price.read"), r);
                    PriceRead pr;
                    pr.period = text(r, "period", QStringLiteral("price.read."));
                    if (!periods.contains(pr.period))
                        wrongType(QStringLiteral("price.read.period"), r["period"]);
                    pr.amount = number(r, "amount").value_or(0);
                    const auto g = r.find("per_gpu");
                    if (g != r.end() && !g->is_boolean())
                        wrongType(QStringLiteral("price.read.per_gpu"), *g);
                    pr.perGpu = g != r.end() && g->get<bool>();
                    const auto pm = r.find("per_machine");
                    if (pm != r.end() && !pm->is_boolean())
                        wrongType(QStringLiteral("price.read.per_machine"), *pm);
                    pr.perMachine = pm != r.end() && pm->get<bool>();
                    pr.unit = text(r, "unit", QStringLiteral("price.read."));
                    pr.column = text(r, "column", QStringLiteral("price.read."));
                    if (r.contains("term")) {
                        pr.term = text(r, "term", QStringLiteral("price.read."));
                        if (pr.term != QLatin1String("year") && pr.term != QLatin1String("three_years"))
                            wrongType(QStringLiteral("price.read.term"), r["term"]);
                    }
                    out.price.read.push_back(pr);
                }
            }
        }
    } catch (const InputError &e) {
        *error = e.message();
        return false;
    }
    if (out.vendor.isEmpty()) {
        *error = QCoreApplication::translate("report", "vendor: is required");
        return false;
    }
    if (out.currency.isEmpty()) {
        *error = QCoreApplication::translate("report", "currency: must be CNY or USD");
        return false;
    }
    *q = std::move(out);
    return true;
}

nlohmann::json quotesToJson(const std::vector<Quote> &quotes)
{
    nlohmann::json a = nlohmann::json::array();
    for (const Quote &q : quotes)
        a.push_back(quoteToJson(q));
    return a;
}

} // namespace gpuplanner::quotes

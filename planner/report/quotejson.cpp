#include "planner/report/quotejson.h"

#include <QCoreApplication>

namespace gpuplanner::report {

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

// Reads an optional string member; throws the field's name on a wrong type.
QString text(const nlohmann::json &j, const char *key)
{
    if (!j.contains(key) || j[key].is_null())
        return {};
    if (j[key].is_string())
        return fromUtf8(j[key].get<std::string>());
    if (j[key].is_number())
        return QString::number(j[key].get<double>(), 'g', 12);
    throw QString::fromLatin1(key);
}

std::optional<double> number(const nlohmann::json &j, const char *key)
{
    if (!j.contains(key) || j[key].is_null())
        return std::nullopt;
    if (!j[key].is_number())
        throw QString::fromLatin1(key);
    return j[key].get<double>();
}

} // namespace

nlohmann::json quoteToJson(const Quote &q)
{
    nlohmann::json answers = nlohmann::json::object();
    for (const auto &[id, a] : q.answers)
        answers[utf8(id)] = {{"offered", utf8(a.offered)}, {"value", utf8(a.value)}};
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
              {"per_year", optionalNumber(q.price.perYear)}}},
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
        if (j.contains("answers") && !j["answers"].is_null()) {
            if (!j["answers"].is_object())
                throw QStringLiteral("answers");
            for (const auto &[key, a] : j["answers"].items()) {
                if (!a.is_object())
                    throw QStringLiteral("answers.") + fromUtf8(key);
                out.answers[fromUtf8(key)] = {text(a, "offered"), text(a, "value")};
            }
        }
        if (j.contains("price") && !j["price"].is_null()) {
            if (!j["price"].is_object())
                throw QStringLiteral("price");
            out.price.perHour = number(j["price"], "per_hour");
            out.price.perMonth = number(j["price"], "per_month");
            out.price.perYear = number(j["price"], "per_year");
        }
    } catch (const QString &field) {
        *error = QCoreApplication::translate("report", "%1: wrong type").arg(field);
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

} // namespace gpuplanner::report

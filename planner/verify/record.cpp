#include "planner/verify/record.h"

namespace gpuplanner::verify {

const Verification *VerificationRecord::in(const QString &languageCode) const
{
    for (const QString &code : {languageCode, QStringLiteral("en")})
        if (const auto it = results.find(code); it != results.end())
            return &it->second;
    return results.empty() ? nullptr : &results.begin()->second;
}

nlohmann::json recordToJson(const VerificationRecord &record)
{
    nlohmann::json results = nlohmann::json::object();
    for (const auto &[code, v] : record.results)
        results[code.toStdString()] = verificationToJson(v);
    return {{"source", record.source.toStdString()},   {"host", record.host.toStdString()},
            {"mode", record.mode.toStdString()},       {"started", record.started.toStdString()},
            {"ended", record.ended.toStdString()},      {"imported", record.imported.toStdString()},
            {"results", results}};
}

std::optional<VerificationRecord> recordFromJson(const nlohmann::json &j)
{
    if (!j.is_object() || !j.contains("results") || !j["results"].is_object())
        return std::nullopt;
    auto s = [&j](const char *k) {
        const auto it = j.find(k);
        return it != j.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
    };
    VerificationRecord r;
    r.source = s("source");
    r.host = s("host");
    r.mode = s("mode");
    r.started = s("started");
    r.ended = s("ended");
    r.imported = s("imported");
    for (const auto &[code, v] : j["results"].items())
        if (std::optional<Verification> parsed = verificationFromJson(v))
            r.results.emplace(QString::fromStdString(code), std::move(*parsed));
    if (r.results.empty())
        return std::nullopt;
    return r;
}

} // namespace gpuplanner::verify

#include "planner/workload/loadunit.h"

namespace gpuplanner::planner {

bool countsVideos(const nlohmann::json &workload, const catalog::Catalog &catalog)
{
    if (!workload.is_object() || !workload.contains("model") || !workload["model"].is_object())
        return false;
    const nlohmann::json &m = workload["model"];
    if (m.contains("frames") && m["frames"].is_number())
        return m["frames"].get<double>() > 0;
    const std::string preset = m.value("preset", std::string());
    const catalog::ModelPreset *p = preset.empty() ? nullptr : catalog.model(QString::fromStdString(preset));
    return p && p->frames > 0;
}

std::vector<std::pair<QString, nlohmann::json>> loadUnitEdits(const nlohmann::json &workload,
                                                              const catalog::Catalog &catalog)
{
    if (!workload.is_object() || workload.value("task", std::string()) != "diffusion_inference" ||
        !workload.contains("serving") || !workload["serving"].is_object())
        return {};
    const nlohmann::json &s = workload["serving"];
    const auto number = [&](const char *key) {
        return s.contains(key) && s[key].is_number() ? s[key].get<double>() : -1.0;
    };
    const double images = number("images_per_s"), videos = number("videos_per_hour");
    const bool video = countsVideos(workload, catalog);
    if (video && images >= 0 && videos < 0)
        return {{QStringLiteral("serving.videos_per_hour"), images * 3600.0},
                {QStringLiteral("serving.images_per_s"), nullptr}};
    if (!video && videos >= 0 && images < 0)
        return {{QStringLiteral("serving.images_per_s"), videos / 3600.0},
                {QStringLiteral("serving.videos_per_hour"), nullptr}};
    return {};
}

} // namespace gpuplanner::planner

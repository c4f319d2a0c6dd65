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
    std::vector<std::pair<QString, nlohmann::json>> edits;
    if (!workload.is_object() || workload.value("task", std::string()) != "diffusion_inference")
        return edits;
    // A clip size belongs to a video preset: another model (an image preset, a custom model that gives
    // its own FLOPs) drops it.
    const nlohmann::json model = workload.value("model", nlohmann::json::object());
    if (model.is_object() && model.contains("resolution")) {
        const std::string preset = model.value("preset", std::string());
        const catalog::ModelPreset *p =
            preset.empty() ? nullptr : catalog.model(QString::fromStdString(preset));
        if (!(p && p->frames > 0))
            edits.push_back({QStringLiteral("model.resolution"), nullptr});
    }
    if (!workload.contains("serving") || !workload["serving"].is_object())
        return edits;
    const nlohmann::json &s = workload["serving"];
    const auto number = [&](const char *key) {
        return s.contains(key) && s[key].is_number() ? s[key].get<double>() : -1.0;
    };
    const double images = number("images_per_s"), videos = number("videos_per_hour");
    const bool video = countsVideos(workload, catalog);
    if (video && images >= 0 && videos < 0) {
        edits.push_back({QStringLiteral("serving.videos_per_hour"), images * 3600.0});
        edits.push_back({QStringLiteral("serving.images_per_s"), nullptr});
    } else if (!video && videos >= 0 && images < 0) {
        edits.push_back({QStringLiteral("serving.images_per_s"), videos / 3600.0});
        edits.push_back({QStringLiteral("serving.videos_per_hour"), nullptr});
    }
    return edits;
}

} // namespace gpuplanner::planner

#include "planner/workload/loadunit.h"

namespace gpuplanner::planner {

namespace {

const nlohmann::json &modelOf(const nlohmann::json &workload)
{
    static const nlohmann::json none = nlohmann::json::object();
    return workload.is_object() && workload.contains("model") && workload["model"].is_object()
               ? workload["model"]
               : none;
}

bool videoPreset(const nlohmann::json &model, const catalog::Catalog &catalog)
{
    const std::string preset = model.value("preset", std::string());
    const catalog::ModelPreset *p = preset.empty() ? nullptr : catalog.model(QString::fromStdString(preset));
    return p && p->frames > 0;
}

} // namespace

bool countsVideos(const nlohmann::json &workload, const catalog::Catalog &catalog)
{
    const nlohmann::json &m = modelOf(workload);
    if (m.contains("frames") && m["frames"].is_number())
        return m["frames"].get<double>() > 0;
    return videoPreset(m, catalog);
}

std::vector<std::pair<QString, nlohmann::json>> loadUnitEdits(const nlohmann::json &workload,
                                                              const catalog::Catalog &catalog)
{
    std::vector<std::pair<QString, nlohmann::json>> edits;
    // A preset carries its own kind: the kind a custom model stated (model.kind) goes with it.
    if (const nlohmann::json &model = modelOf(workload);
        model.contains("kind") && model.value("preset", nlohmann::json()).is_string() &&
        !model["preset"].get<std::string>().empty())
        edits.push_back({QStringLiteral("model.kind"), nullptr});
    if (!workload.is_object() || workload.value("task", std::string()) != "diffusion_inference")
        return edits;
    // A clip size belongs to a video preset: another model (an image preset, a custom model that gives
    // its own FLOPs) drops it.
    if (const nlohmann::json &model = modelOf(workload);
        model.contains("resolution") && !videoPreset(model, catalog))
        edits.push_back({QStringLiteral("model.resolution"), nullptr});
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

std::vector<std::pair<QString, nlohmann::json>> modelKindEdits(const nlohmann::json &workload,
                                                               const nlohmann::json &kind)
{
    std::vector<std::pair<QString, nlohmann::json>> edits;
    const nlohmann::json &model = modelOf(workload);
    const bool vision = kind.is_string() && kind.get<std::string>() == "vision";
    const auto drop = [&](std::initializer_list<const char *> keys) {
        for (const char *key : keys)
            if (model.contains(key))
                edits.push_back({QStringLiteral("model.") + QLatin1String(key), nullptr});
    };
    if (vision)
        drop({"layers", "hidden", "heads", "kv_heads"});
    else
        drop({"gflops_per_sample", "activations_m", "concat_inputs_m", "detection_scores_m", "conv_layers"});
    return edits;
}

} // namespace gpuplanner::planner

// A diffusion model's load is counted in images a second (serving.images_per_s) or, for a video model
// (a preset with frames, or model.frames), in videos an hour (serving.videos_per_hour). The editors
// show the one the model counts; when a plan's model changes kind they move the load to the other key,
// converted, so the field on screen always holds the plan's load and nothing is lost; a clip size
// (model.resolution) that only a video preset has goes with the preset, and so does the kind a custom
// model stated (model.kind) when a preset replaces it.
#pragma once

#include "catalog/catalog.h"

#include <nlohmann/json.hpp>
#include <QString>
#include <utility>
#include <vector>

namespace gpuplanner::planner {

// Whether the workload's model is a video model (its preset's frames or its own model.frames).
bool countsVideos(const nlohmann::json &workload, const catalog::Catalog &catalog);

// The edits (paths under the workload, values; null erases) that move a diffusion inference workload's
// load to the key its model counts and drop a clip size its model has no use for, and drop a custom
// model's kind under a preset; none when nothing is out of place.
std::vector<std::pair<QString, nlohmann::json>> loadUnitEdits(const nlohmann::json &workload,
                                                              const catalog::Catalog &catalog);

// The edits (paths under the workload; null erases) that follow a custom batch model's new kind
// (model.kind, `kind` the value set, null for a language model): a vision network's compute, activations
// and layers go when it becomes a language model or an encoder, and a language model's shape goes when it
// becomes a vision network, so no hidden field of the other kind keeps deciding what it is.
std::vector<std::pair<QString, nlohmann::json>> modelKindEdits(const nlohmann::json &workload,
                                                               const nlohmann::json &kind);

} // namespace gpuplanner::planner

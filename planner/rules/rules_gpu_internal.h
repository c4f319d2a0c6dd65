// Helpers shared by the GPU rules' two files (rules_gpu.cpp, rules_gpu_features.cpp).
#pragma once

#include "planner/rules/rulecontext.h"

#include <optional>
#include <QStringList>
#include <vector>

namespace gpuplanner::planner::rules::gpudetail {

inline const QStringList kGpu{QStringLiteral("gpu")};

// Sets the finding's fix to the sized configuration, when there is one.
void attachGpuFix(const RuleContext &ctx, Finding &f, const std::optional<GpuSizing> &s);

// The rules on what the GPU can run: software stack, FP64, video engines, graphics, precision
// (rules_gpu_features.cpp).
void gpuFeatureRules(const RuleContext &ctx, std::vector<Finding> &out);

} // namespace gpuplanner::planner::rules::gpudetail

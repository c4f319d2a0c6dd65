#pragma once

#include "planner/sizing/dimensions.h"
#include "planner/sizing/recommend.h"

#include <functional>
#include <optional>
#include <QCoreApplication>
#include <vector>

namespace gpuplanner::planner::rules {

// What every rule reads: the evaluation (sizing, dimensions, chosen machine) and, on demand, the
// ranking of the catalog's accelerators for fixes that change the GPU.
class RuleContext
{
public:
    RuleContext(const DimensionInputs &inputs, const Evaluation &evaluation) : in(inputs), e(evaluation) {}

    const DimensionInputs &in;
    const Evaluation &e;

    const Workload &w() const { return in.workload; }
    const ChosenConfiguration &c() const { return e.chosen; }
    const Assumptions &a() const { return in.assumptions; }
    const catalog::Accelerator &acc() const { return in.accelerator; }

    // The workload without the GPU pin, ranked (computed once, only when a rule needs it).
    const Recommendation &ranking() const;
    // The best-ranked configuration that meets the target and satisfies `ok`, if any.
    std::optional<GpuSizing>
    alternative(const std::function<bool(const catalog::Accelerator &, const GpuSizing &)> &ok) const;

private:
    mutable std::optional<Recommendation> m_ranking;
};

// Builds a finding; texts come translated from the rule's source file.
Finding finding(const char *id, const char *severity, const QStringList &dimensions, const QString &title,
                const QString &message, const QString &reason, const QString &suggestion);

// A fix that pins the GPU to a sized configuration.
Fix gpuFix(const GpuSizing &s, const catalog::Catalog &catalog);
// A fix that sets one workload path ("training.micro_batch", "configuration.backup") to `value`.
Fix editFix(const QString &label, const QString &path, const nlohmann::json &value);

// One function per group of rules, each in its own file.
void gpuRules(const RuleContext &ctx, std::vector<Finding> &out);
void hostRules(const RuleContext &ctx, std::vector<Finding> &out);
void storageRules(const RuleContext &ctx, std::vector<Finding> &out);
void networkRules(const RuleContext &ctx, std::vector<Finding> &out);
void softwareRules(const RuleContext &ctx, std::vector<Finding> &out);
void costRules(const RuleContext &ctx, std::vector<Finding> &out);

} // namespace gpuplanner::planner::rules

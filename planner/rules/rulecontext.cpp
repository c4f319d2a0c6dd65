#include "planner/rules/rulecontext.h"

#include "planner/workload/format.h"

namespace gpuplanner::planner::rules {

const Recommendation &RuleContext::ranking() const
{
    if (!m_ranking) {
        Workload free = in.workload;
        free.gpu = GpuPin{};
        m_ranking = recommend(free, in.catalog, in.assumptions);
    }
    return *m_ranking;
}

std::optional<GpuSizing>
RuleContext::alternative(const std::function<bool(const catalog::Accelerator &, const GpuSizing &)> &ok) const
{
    Workload free = in.workload;
    free.gpu = GpuPin{};
    // A plan that pins nothing of the GPU was ranked by evaluate() already, for this same workload;
    // ranking it again cost a third of the evaluation (callgrind: 17 of 53 million instructions).
    const GpuPin &pin = in.workload.gpu;
    const bool sameWorkload = pin.model.isEmpty() && pin.count == 0 && pin.nodes == 0;
    const std::vector<Candidate> &candidates =
        sameWorkload && !e.ranking.empty() ? e.ranking : ranking().ranking;
    for (const Candidate &cand : candidates) {
        if (!cand.meetsTarget)
            continue;
        const catalog::Accelerator *acc = in.catalog.accelerator(cand.acceleratorId);
        if (!acc)
            continue;
        GpuSizing s = bestConfiguration(free, *acc, in.catalog, in.assumptions);
        if (s.meetsTarget && ok(*acc, s))
            return s;
    }
    return std::nullopt;
}

Finding finding(const char *id, const char *severity, const QStringList &dimensions, const QString &title,
                const QString &message, const QString &reason, const QString &suggestion)
{
    Finding f;
    f.id = QString::fromLatin1(id);
    f.severity = QString::fromLatin1(severity);
    f.dimensions = dimensions;
    f.title = title;
    f.message = message;
    f.reason = reason;
    f.suggestion = suggestion;
    return f;
}

Fix editFix(const QString &label, const QString &path, const nlohmann::json &value)
{
    Fix fix;
    fix.label = label;
    fix.edits = {{path, value}};
    return fix;
}

Fix gpuFix(const GpuSizing &s, const catalog::Catalog &catalog)
{
    const catalog::Accelerator *acc = catalog.accelerator(s.acceleratorId);
    Fix fix;
    fix.label = s.nodes > 1 ? QCoreApplication::translate("rules", "Use %1 nodes × %2 × %3")
                                  .arg(s.nodes)
                                  .arg(s.gpusPerNode)
                                  .arg(acc ? acc->name : s.acceleratorId)
                            : QCoreApplication::translate("rules", "Use %1 × %2")
                                  .arg(s.gpusPerNode)
                                  .arg(acc ? acc->name : s.acceleratorId);
    fix.edits = {{QStringLiteral("gpu.model"), s.acceleratorId.toStdString()},
                 {QStringLiteral("gpu.count"), s.gpusPerNode},
                 {QStringLiteral("gpu.nodes"), s.nodes}};
    return fix;
}

} // namespace gpuplanner::planner::rules

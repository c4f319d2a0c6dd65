#include "planner/evaluationjson.h"

#include "planner/cost/money.h"
#include "planner/workload/format.h"
#include "planner/workload/units.h"

#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner {

namespace {

std::string s(const QString &q)
{
    const QByteArray b = q.toUtf8();
    return std::string(b.constData(), size_t(b.size()));
}

// Rounds to 6 significant digits so that the JSON reads cleanly; exact enough for every use.
double r6(double v)
{
    if (v == 0 || !std::isfinite(v))
        return std::isfinite(v) ? 0 : 0;
    const double scale = std::pow(10.0, 5 - int(std::floor(std::log10(std::fabs(v)))));
    return std::round(v * scale) / scale;
}

QString recomputeId(Recompute r)
{
    switch (r) {
    case Recompute::None:
        return QStringLiteral("none");
    case Recompute::Selective:
        return QStringLiteral("selective");
    case Recompute::Full:
        return QStringLiteral("full");
    }
    return {};
}

QString offloadId(Offload o)
{
    switch (o) {
    case Offload::None:
        return QStringLiteral("none");
    case Offload::Optimizer:
        return QStringLiteral("optimizer");
    case Offload::OptimizerAndParams:
        return QStringLiteral("optimizer_and_params");
    }
    return {};
}

} // namespace

nlohmann::json evaluationToJson(const Evaluation &e, const catalog::Catalog &catalog, const Assumptions &a)
{
    using json = nlohmann::json;
    const GpuSizing &z = e.sizing;
    const MemoryBreakdown &m = z.memory;
    json out;
    out["format"] = "gpu-planner-evaluation";
    out["version"] = 1;
    out["catalog_version"] = s(catalog.version());
    out["task"] = s(taskId(e.workload.task));
    out["model"] = {
        {"preset", e.workload.model.presetId.isEmpty() ? json(nullptr) : json(s(e.workload.model.presetId))},
        {"name", s(e.workload.model.name)},
        {"parameters_b", e.workload.model.parametersB},
        {"active_parameters_b", e.workload.model.activeParametersB}};
    out["precision"] = s(precisionId(e.workload.precision));
    const catalog::Accelerator *acc = catalog.accelerator(z.acceleratorId);
    out["gpu"] = {
        {"model", s(z.acceleratorId)},
        {"name", acc ? s(acc->name) : ""},
        {"count", z.gpusPerNode},
        {"nodes", z.nodes},
        {"total", z.totalGpus()},
        {"pinned", e.gpuPinned},
        {"fits", z.fits},
        {"meets_target", z.meetsTarget},
        {"shortfall", z.shortfall.isEmpty() ? json(nullptr) : json(s(z.shortfall))},
        {"reference_price_per_gpu_hour_usd",
         z.referencePricePerGpuHourUsd > 0 ? json(r6(z.referencePricePerGpuHourUsd)) : json(nullptr)},
        {"reference_offer", z.priceOfferId.isEmpty() ? json(nullptr) : json(s(z.priceOfferId))},
        {"reference_cost_usd", z.referenceCostUsd > 0 ? json(r6(z.referenceCostUsd)) : json(nullptr)}};
    out["memory"] = {{"weights_gb", r6(m.weightsGb)},           {"kv_cache_gb", r6(m.kvCacheGb)},
                     {"activations_gb", r6(m.activationsGb)},   {"gradients_gb", r6(m.gradientsGb)},
                     {"optimizer_gb", r6(m.optimizerGb)},       {"overhead_gb", r6(m.overheadGb)},
                     {"per_gpu_total_gb", r6(m.perGpuTotalGb)}, {"host_ram_gb", r6(m.hostRamGb)},
                     {"offloaded_gb", r6(m.offloadedGb)},       {"capacity_gb", r6(m.capacityGb)}};
    if (z.training.applies) {
        const TrainingResult &t = z.training;
        out["training"] = {{"total_flops", r6(t.totalFlops)},
                           {"model_flops", r6(t.modelFlops)},
                           {"attention_flops", r6(t.attentionFlops)},
                           {"gpu_hours", r6(t.gpuHours)},
                           {"wall_hours", r6(t.wallHours)},
                           {"mfu", t.mfu},
                           {"mfu_measured", t.mfuMeasured},
                           {"scaling_efficiency", r6(t.scalingEfficiency)},
                           {"tokens", r6(t.tokens)},
                           {"trainable_parameters", r6(t.trainableParameters)},
                           {"peak_tflops", t.peakTflops},
                           {"peak_precision", s(t.peakFigure)},
                           {"zero_stage", t.zeroStage},
                           {"tensor_parallel", t.tensorParallel},
                           {"data_parallel", t.dataParallel},
                           {"recompute", s(recomputeId(t.recompute))},
                           {"offload", s(offloadId(t.offload))},
                           {"sequence_length", t.sequenceLength},
                           {"micro_batch", t.microBatch},
                           {"deadline_hours", r6(t.deadlineHours)},
                           {"checkpoint_gb", r6(t.checkpointGb)}};
        out["training"]["hfu"] = r6(t.hfu);
        out["training"]["utilization_input"] = s(t.utilizationInput);
        out["training"]["base_mfu"] = r6(t.baseMfu);
    } else {
        out["training"] = nullptr;
    }
    if (z.inference.applies) {
        const InferenceResult &r = z.inference;
        out["inference"] = {{"decode_tokens_per_s_per_sequence", r6(r.decodeTokensPerSPerSequence)},
                            {"batch1_tokens_per_s", r6(r.batch1TokensPerS)},
                            {"max_batch", r.maxBatch},
                            {"batch", r.batch},
                            {"throughput_tokens_per_s", r6(r.throughputTokensPerS)},
                            {"ttft_ms", r6(r.ttftMs)},
                            {"tpot_ms", r6(r.tpotMs)},
                            {"tensor_parallel", r.tensorParallel},
                            {"replicas", r.replicas},
                            {"replicas_needed", r.replicasNeeded},
                            {"kv_bytes_per_token", r.kvBytesPerToken},
                            {"job_hours", r.jobHours > 0 ? json(r6(r.jobHours)) : json(nullptr)}};
        out["inference"]["layout"] = {{"tensor_parallel", r.tensorParallel},
                                      {"pipeline_parallel", r.pipelineParallel},
                                      {"expert_parallel", r.expertParallel},
                                      {"attention_data_parallel", r.attentionDataParallel},
                                      {"replicas", r.replicas},
                                      {"batch_per_replica", r.batch}};
        json compared = json::array();
        for (int i = 0; i < r.layoutCount; ++i) {
            const LayoutOption &o = r.layouts[size_t(i)];
            compared.push_back({{"tensor_parallel", o.tensorParallel},
                                {"pipeline_parallel", o.pipelineParallel},
                                {"expert_parallel", o.expertParallel},
                                {"attention_data_parallel", o.attentionDataParallel},
                                {"replicas", o.replicas},
                                {"fits", o.fits},
                                {"meets_target", o.meets},
                                {"max_batch", o.maxBatch},
                                {"batch_per_replica", o.batch},
                                {"tpot_ms", r6(o.tpotMs)},
                                {"ttft_ms", r6(o.ttftMs)},
                                {"throughput_tokens_per_s", r6(o.throughputTokensPerS)}});
        }
        out["inference"]["layouts_compared"] = compared;
        out["inference"]["kv_cache_precision"] = s(precisionId(r.kvCachePrecision));
        out["inference"]["all_reduce_ms_per_step"] = r6(r.allReduceMsPerStep);
        out["inference"]["step_overhead_ms"] = r6(r.stepOverheadMs);
        out["inference"]["prefill_share"] = r6(r.prefillShare);
        out["inference"]["requests_per_s_capacity"] = r6(r.requestsPerSCapacity);
    } else {
        out["inference"] = nullptr;
    }
    if (z.work.applies) {
        const WorkResult &w = z.work;
        out["work"] = {{"unit", s(w.unit)},
                       {"per_gpu_rate", r6(w.perGpuRate)},
                       {"rate", r6(w.samplesPerS)},
                       {"required", r6(w.required)},
                       {"total", r6(w.totalWork)},
                       {"gpu_hours", r6(w.gpuHours)},
                       {"wall_hours", r6(w.wallHours)},
                       {"data_read_mbs", r6(w.dataReadMBs)}};
        if (w.nsPerDay > 0) { // molecular dynamics (simulation.cpp)
            out["work"]["ns_per_day"] = r6(w.nsPerDay);
            out["work"]["gpus_per_simulation"] = w.gpusPerSimulation;
            if (w.cpuCoresPerSimulation > 0)
                out["work"]["cpu_cores_per_simulation"] = r6(w.cpuCoresPerSimulation);
        }
        if (w.trainingLike.forwardPasses > 0) { // vision and diffusion training (traininglike.cpp)
            out["work"]["micro_batch"] = w.trainingLike.microBatch;
            out["work"]["scaling_efficiency"] = r6(w.scalingEfficiency);
        }
        if (const GradientExchange &x = w.exchange; x.applies) // between nodes (gradientexchange.cpp)
            out["work"]["gradient_exchange"] = {{"nodes", x.nodes},
                                                {"nodes_per_nvlink_domain", x.nodesPerDomain},
                                                {"nvlink_domains", x.domains},
                                                {"samples_per_step", r6(x.samplesPerStep)},
                                                {"step_ms", r6(x.stepSeconds * 1000.0)},
                                                {"gb_per_node_and_step", r6(x.bytesPerStep / kBytesPerGB)},
                                                {"needed_gbps", r6(x.neededGbps)},
                                                {"fabric_gbps", r6(x.fabricGbps)},
                                                {"run_gbps", r6(x.runGbps)},
                                                {"fabric_pinned", x.fabricPinned},
                                                {"exchange_ms", r6(x.exchangeSeconds * 1000.0)},
                                                {"exposed_ms", r6(x.exposedSeconds * 1000.0)},
                                                {"efficiency", r6(x.efficiency)}};
        if (w.inferenceBatch > 0) // vision batch inference (visioninference.cpp)
            out["work"]["inference_batch"] = w.inferenceBatch;
        if (w.streamCapacity > 0) // video: real-time capacity before whole streams (video.cpp)
            out["work"]["stream_capacity"] = r6(w.streamCapacity);
    } else {
        out["work"] = nullptr;
    }
    json dims = json::object();
    for (const Dimension &d : e.dimensions) {
        json why = json::array();
        for (const QString &line : d.why)
            why.push_back(s(line));
        dims[s(d.key)] = {{"minimum", s(d.minimum)},
                          {"recommended", s(d.recommended)},
                          {"chosen", s(d.chosen)},
                          {"minimum_value", r6(d.minimumValue)},
                          {"recommended_value", r6(d.recommendedValue)},
                          {"chosen_value", r6(d.chosenValue)},
                          {"unit", s(d.unit)},
                          {"why", why}};
    }
    out["dimensions"] = dims;
    json findings = json::array();
    for (const Finding &f : e.findings) {
        json dimsOf = json::array();
        for (const QString &d : f.dimensions)
            dimsOf.push_back(s(d));
        json item = {{"id", s(f.id)},
                     {"severity", s(f.severity)},
                     {"dimensions", dimsOf},
                     {"message", s(f.message)},
                     {"title", s(f.title)},
                     {"reason", s(f.reason)},
                     {"suggestion", s(f.suggestion)},
                     {"fix", nullptr}};
        if (f.fix) {
            json edits = json::object();
            for (const auto &[path, value] : f.fix->edits)
                edits[s(path)] = value;
            item["fix"] = {{"label", s(f.fix->label)}, {"edits", edits}};
        }
        if (!f.link.isEmpty())
            item["link"] = s(f.link);
        findings.push_back(item);
    }
    out["findings"] = findings;
    json ranking = json::array();
    for (const Candidate &c : e.ranking)
        ranking.push_back(
            {{"model", s(c.acceleratorId)},
             {"name", s(c.name)},
             {"count", c.gpusPerNode},
             {"nodes", c.nodes},
             {"fits", c.fits},
             {"meets_target", c.meetsTarget},
             {"reference_cost_usd", c.referenceCostUsd > 0 ? json(r6(c.referenceCostUsd)) : json(nullptr)},
             {"gpu_hours", c.gpuHours > 0 ? json(r6(c.gpuHours)) : json(nullptr)},
             {"note", c.note.isEmpty() ? json(nullptr) : json(s(c.note))}});
    out["ranking"] = ranking;
    json assumptions = json::object();
    for (const Assumptions::Entry &entry : a.describe())
        assumptions[s(entry.key)] = {
            {"name", s(entry.name)}, {"value", entry.value}, {"unit", s(entry.unit)}, {"source", s(entry.source)}};
    out["assumptions"] = assumptions;
    return out;
}

QString evaluationToText(const Evaluation &e, const catalog::Catalog &catalog)
{
    const GpuSizing &z = e.sizing;
    const catalog::Accelerator *acc = catalog.accelerator(z.acceleratorId);
    QString out;
    // A model and its precision only where there is a model (not for video, rendering, science).
    out += (e.workload.model.parametersB > 0
                ? QCoreApplication::translate("report", "Workload: %1, %2, %3")
                      .arg(taskDisplayName(e.workload), e.workload.model.name,
                           precisionId(e.workload.precision).toUpper())
                : QCoreApplication::translate("report", "Workload: %1").arg(taskDisplayName(e.workload))) +
           QLatin1Char('\n');
    out += QCoreApplication::translate("report", "GPUs: %1 × %2 per node, %n node(s)%3", nullptr, z.nodes)
               .arg(z.gpusPerNode)
               .arg(acc ? acc->name : z.acceleratorId)
               .arg(e.gpuPinned ? QCoreApplication::translate("report", " (GPU model pinned)")
                                : QCoreApplication::translate("report", " (recommended)")) +
           QLatin1Char('\n');
    if (!z.meetsTarget)
        out += QCoreApplication::translate("report", "Target not met: %1")
                   .arg(z.shortfall.isEmpty() ? QCoreApplication::translate("report", "see the GPU dimension")
                                              : z.shortfall) +
               QLatin1Char('\n');
    out += QLatin1Char('\n');
    if (!e.findings.empty()) {
        out += QCoreApplication::translate("report", "Findings:") + QLatin1Char('\n');
        for (const Finding &f : e.findings) {
            out += QStringLiteral("  %1 [%2] %3%4%5\n")
                       .arg(f.severity.toUpper(), f.id, f.title, nameColon(), f.message);
            out += QStringLiteral("      ") + f.suggestion + QLatin1Char('\n');
            if (f.fix)
                out += QStringLiteral("      ") +
                       QCoreApplication::translate("report", "fix: %1").arg(f.fix->label) + QLatin1Char('\n');
        }
        out += QLatin1Char('\n');
    }
    for (const Dimension &d : e.dimensions) {
        out += QStringLiteral("[%1]\n").arg(dimensionName(d.key));
        out += QStringLiteral("  ") +
               QCoreApplication::translate("report", "minimum:     %1").arg(d.minimum) + QLatin1Char('\n');
        out += QStringLiteral("  ") +
               QCoreApplication::translate("report", "recommended: %1").arg(d.recommended) +
               QLatin1Char('\n');
        if (d.chosen != d.recommended)
            out += QStringLiteral("  ") +
                   QCoreApplication::translate("report", "chosen:      %1").arg(d.chosen) + QLatin1Char('\n');
        for (const QString &line : d.why)
            out += QStringLiteral("  - ") + line + QLatin1Char('\n');
        out += QLatin1Char('\n');
    }
    if (!e.ranking.empty()) {
        out +=
            QCoreApplication::translate("report", "Ranking (fits, meets the target, then reference cost):") +
            QLatin1Char('\n');
        int shown = 0;
        for (const Candidate &c : e.ranking) {
            if (++shown > 8)
                break;
            out +=
                QStringLiteral("  ") +
                QCoreApplication::translate("report", "%1. %2 × %3 × %n node(s) — %4%5", nullptr, c.nodes)
                    .arg(shown)
                    .arg(c.gpusPerNode)
                    .arg(c.name)
                    .arg(c.meetsTarget
                             ? QCoreApplication::translate("report", "meets the target")
                             : (c.fits ? QCoreApplication::translate("report", "fits, misses the target")
                                : c.note.isEmpty()
                                    ? QCoreApplication::translate("report", "does not fit")
                                    : QCoreApplication::translate("report", "does not fit: %1").arg(c.note)),
                         c.referenceCostUsd > 0 ? QCoreApplication::translate("report", ", reference %1 USD")
                                                      .arg(num(c.referenceCostUsd, // a cheap job is not free
                                                               cost::moneyDecimals(c.referenceCostUsd)))
                                                : QString()) +
                QLatin1Char('\n');
        }
    }
    return out;
}

} // namespace gpuplanner::planner

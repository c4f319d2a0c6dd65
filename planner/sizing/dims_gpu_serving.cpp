// GPU dimension, LLM serving (article 001 §1–2): which layouts were compared, the decode step with the
// efficiencies it used, continuous batching, time to first token and the load.
#include "planner/sizing/dims_gpu_internal.h"
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/sizing.h"
#include "planner/sizing/software.h"
#include "planner/workload/format.h"
#include "planner/workload/precision.h"
#include "planner/workload/units.h"

#include <QCoreApplication>

namespace gpuplanner::planner::gpudims {

namespace {

QString parallelText(int tp, int pp, int ep, int dp)
{
    const QString parallel = pp > 1 ? QCoreApplication::translate("planner", "TP %1 × PP %2").arg(tp).arg(pp)
                                    : QCoreApplication::translate("planner", "TP %1").arg(tp);
    if (dp > 1)
        return QCoreApplication::translate("planner", "DEP %1 (attention data parallel + EP %1)").arg(dp);
    if (ep > 1)
        return QCoreApplication::translate("planner", "%1 (EP %2)").arg(parallel).arg(ep);
    return parallel;
}

QString layoutText(int tp, int pp, int ep, int dp, int replicas, double batch)
{
    const QString parallel = parallelText(tp, pp, ep, dp);
    if (replicas == 1)
        return QCoreApplication::translate("planner", "%1 × 1 replica, batch %2")
            .arg(parallel, num(batch, 0));
    return QCoreApplication::translate("planner", "%1 × %2 replicas, batch %3")
        .arg(parallel)
        .arg(replicas)
        .arg(num(batch, 0));
}

QString layoutVerdict(const LayoutOption &o)
{
    if (!o.fits)
        return o.maxBatch > 0 || o.replicas == 0
                   ? QCoreApplication::translate("planner", "does not fit")
                   : QCoreApplication::translate("planner", "the weights do not fit");
    if (o.maxBatch < 1)
        return QCoreApplication::translate("planner", "misses the time-per-token target even at batch 1");
    const QString figures =
        QCoreApplication::translate("planner", "batch %1 of at most %2, %3 ms per token, "
                                               "%4 tokens/s")
            .arg(num(o.batch, 0), num(o.maxBatch, 0), num(o.tpotMs, 1), num(o.throughputTokensPerS, 0));
    if (!o.meets)
        return QCoreApplication::translate("planner", "%1: short of the load").arg(figures);
    return figures;
}

// The prompt's causal attention, which has no parameters: its FLOPs and the keys a query sees.
QString promptAttentionWhy(const ModelSpec &m, int prompt, double flops)
{
    const double parameterFlops = 2.0 * m.activeParametersB * 1e9 * std::max(1, prompt);
    const QString share = num(100.0 * flops / std::max(1.0, parameterFlops), 1);
    const int windowed = est::layersWindowedAt(m, prompt);
    if (windowed == 0)
        return QCoreApplication::translate(
                   "planner", "The prompt's attention (QKᵀ and P·V, causal: each query reads every "
                              "earlier token in all %1 layers) adds %2 FLOPs a request, %3% of "
                              "2 × parameters × prompt tokens.")
            .arg(m.layers)
            .arg(sci(flops), share);
    return QCoreApplication::translate("planner",
                                       "The prompt's attention (QKᵀ and P·V, causal: each query reads every "
                                       "earlier token in %1 layers and at most %2 tokens in the other %3, "
                                       "whose window slides) adds %4 FLOPs a request, %5% of 2 × parameters "
                                       "× prompt tokens.")
        .arg(m.layers - windowed)
        .arg(m.slidingWindow)
        .arg(windowed)
        .arg(sci(flops), share);
}

} // namespace

void inferenceWhy(const DimensionInputs &in, QStringList &why)
{
    const InferenceResult &r = in.sizing.inference;
    const ServingInput &sv = in.workload.serving;
    const Assumptions &a = in.assumptions;
    const bool batchJob = in.workload.task == Task::BatchInference;
    // Which layouts were compared and why this one won.
    QStringList compared;
    for (int i = 0; i < r.layoutCount; ++i) {
        const LayoutOption &o = r.layouts[size_t(i)];
        compared << QCoreApplication::translate("planner", "%1 (%2)")
                        .arg(layoutText(o.tensorParallel, o.pipelineParallel, o.expertParallel,
                                        o.attentionDataParallel, o.replicas, o.batch)
                                 .section(QLatin1Char(','), 0, 0),
                             layoutVerdict(o));
    }
    why << QCoreApplication::translate("planner",
                                       "Layouts compared on %n GPU(s) (tensor parallel within a node, "
                                       "pipeline stages across nodes, or within a node of 3, 6, 10 … "
                                       "GPUs, experts spread over the "
                                       "replica's GPUs, replicas; for a mixture of experts also DEP: "
                                       "attention data parallel, each GPU serving its own sequences, "
                                       "with the experts spread): %1.",
                                       nullptr, in.sizing.totalGpus())
               .arg(compared.join(planner::clauseSeparator()));
    if (!in.sizing.fits)
        why << QCoreApplication::translate("planner", "No layout holds the weights, one sequence's KV cache "
                                                      "and the runtime on these GPUs; the figures below are "
                                                      "those of %1.")
                   .arg(parallelText(r.tensorParallel, r.pipelineParallel, r.expertParallel,
                                     r.attentionDataParallel));
    else if (batchJob)
        why << QCoreApplication::translate("planner", "Chosen: %1. Of the layouts that fit, it gives the "
                                                      "highest throughput for the batch job.")
                   .arg(layoutText(r));
    else if (!in.sizing.meetsTarget)
        why << QCoreApplication::translate("planner",
                                           "Chosen: %1. No layout meets the load on these GPUs; of "
                                           "those that fit, it gives the lowest time per output "
                                           "token.")
                   .arg(layoutText(r));
    else
        why << QCoreApplication::translate("planner",
                                           "Chosen: %1. Of the layouts that meet the load, it gives "
                                           "the lowest time per output token; fewer GPUs are what "
                                           "the recommendation minimizes first, then the cost.")
                   .arg(layoutText(r));
    // A replica does not span nodes: a node whose GPU count its replicas do not divide keeps the rest idle.
    if (const int idle = in.sizing.totalGpus() - r.replicas * r.gpusPerReplica();
        in.sizing.fits && r.pipelineParallel == 1 && idle > 0)
        why << QCoreApplication::translate("planner",
                                           "%n GPU(s) stay idle: a replica of %1 GPUs does not span nodes, "
                                           "and a node of %2 holds %3 of them.",
                                           nullptr, idle)
                   .arg(r.gpusPerReplica())
                   .arg(in.sizing.gpusPerNode)
                   .arg(in.sizing.gpusPerNode / std::max(1, r.gpusPerReplica()));
    const bool link = hasGpuLink(in.accelerator, r.layerGroupGpus());
    // The efficiencies as the step model used them (× the stack's factor on ROCm).
    const double stack = servingStackFactor(in.accelerator, a);
    if (stack != 1.0)
        why << QCoreApplication::translate(
                   "planner",
                   "ROCm: the serving efficiencies below are TensorRT-LLM's on Hopper × %1. vLLM on MI300X "
                   "reaches less of its peak: Llama 2 70B FP8 on 8 × MI300X ran 27,186 tokens/s offline "
                   "(MLPerf Inference v5.1, vLLM 0.6.5), 0.76 of what the CUDA efficiencies give; the same "
                   "harness with vLLM 0.9.1 ran 18,559 (Llama 3.1 70B, dynamic FP8). Measure your serving "
                   "stack on one node before buying for it.")
                   .arg(num(stack, 2));
    else if (in.accelerator.stack != QLatin1String("cuda"))
        why << QCoreApplication::translate(
                   "planner",
                   "%1 (%2): no published serving measurement on this software stack was found, so the "
                   "efficiencies below are TensorRT-LLM's on Hopper, unadjusted; on ROCm the same "
                   "efficiencies proved 1.3× too optimistic. Measure your serving stack on one node before "
                   "buying for it.")
                   .arg(in.accelerator.name, stackName(in.accelerator.stack));
    // MoE routing and dispatch (moe_token_bytes_per_hidden), with its figures.
    const ModelSpec &model = in.workload.model;
    if (model.moeLayers() > 0) {
        const double bytes = double(model.moeLayers()) * model.hidden * a.moeTokenBytesPerHidden;
        const double perSecond =
            in.accelerator.memoryBandwidthGbs * kBytesPerGB * a.decodeBandwidthEfficiency * stack;
        why << QCoreApplication::translate(
                   "planner",
                   "Mixture of experts: routing each token to its experts and combining the results costs %1 "
                   "bytes × hidden %2 × %3 MoE layers = %4 MB of memory traffic per token, prompt tokens "
                   "too: %5 µs at %6 GB/s × %7, spread over the replica's GPUs. Fitted on TensorRT-LLM's "
                   "published MoE throughputs on B200, H200 and H100; on the RTX PRO 6000 (GDDR7) published "
                   "runs served 1.5–1.8× more than this model gives.")
                   .arg(num(a.moeTokenBytesPerHidden, 0))
                   .arg(model.hidden)
                   .arg(model.moeLayers())
                   .arg(num(bytes / 1e6, 1), num(bytes / perSecond * 1e6, 2),
                        num(in.accelerator.memoryBandwidthGbs, 0),
                        num(a.decodeBandwidthEfficiency * stack, 2));
    }
    // NVFP4: the FP8-fitted compute shares apply to the FP8 peak × NVFP4's speed-up (sizing.cpp).
    const double lowBits = lowPrecisionPeakShare(in.accelerator, in.workload.precision, a);
    if (lowBits != 1.0)
        why << QCoreApplication::translate(
                   "planner",
                   "NVFP4: prefill's matrix multiplies run %1× the FP8 rate, not the %2× of the peaks (1 ÷ "
                   "((1 − "
                   "%3) + %3 × FP8 %4 ÷ FP4 %5 TFLOPS); the share %3 comes from MLPerf Training's FP8 and "
                   "NVFP4 "
                   "runs on the same GPUs), so the prefill efficiency below is × %6 of the FP4 peak. Decode "
                   "keeps the whole FP4 peak: its steps mostly wait on the 4-bit weights.")
                   .arg(num(nvfp4Speedup(in.accelerator, a), 2),
                        num(peakThroughput(in.accelerator, Precision::Fp4).tflops /
                                peakThroughput(in.accelerator, Precision::Fp8).tflops,
                            0),
                        num(a.nvfp4GemmShare, 2),
                        num(peakThroughput(in.accelerator, Precision::Fp8).tflops, 0),
                        num(peakThroughput(in.accelerator, Precision::Fp4).tflops, 0), num(lowBits, 3));
    const QString linkName = link ? QCoreApplication::translate("planner", "NVLink-class links")
                                  : QCoreApplication::translate("planner", "PCIe");
    // An MoE step also carries its routing (the line above), spread over the replica's GPUs.
    const QString routing =
        r.batch1MoeMs > 0
            ? QCoreApplication::translate("planner", " + %1 ms of MoE routing").arg(num(r.batch1MoeMs, 3))
            : QString();
    const double weightsGb = est::weightBytes(model.parametersB * 1e9, in.workload.precision) / kBytesPerGB;
    const double denseGb =
        est::weightBytes(est::nonExpertParameters(model), in.workload.precision) / kBytesPerGB;
    if (r.attentionDataParallel > 1)
        why << QCoreApplication::translate(
                   "planner",
                   "Decode step on each GPU of DEP %1 = max((%10 GB outside the routed experts + the experts "
                   "the group's tokens touch of %11 GB ÷ %1) ÷ (%2 GB/s × %3), 2 FLOPs per active parameter "
                   "per sequence ÷ (peak × %4)) + the KV cache of its own sequences ÷ (%2 GB/s × %5), + %6 "
                   "ms "
                   "of all-to-alls (each layer sends every token to the GPUs of its experts and gathers the "
                   "results, over %7)%12 + %8 ms fixed: %9 tokens/s for one sequence.")
                   .arg(r.attentionDataParallel)
                   .arg(num(in.accelerator.memoryBandwidthGbs, 0),
                        num(a.decodeBandwidthEfficiency * stack, 2),
                        num(a.decodeComputeEfficiency * stack, 2),
                        num(a.kvReadBandwidthEfficiency * stack, 2), num(r.batch1AllReduceMs, 2), linkName,
                        num(r.stepOverheadMs, 1), num(r.batch1TokensPerS, 1))
                   .arg(num(denseGb, 2), num(weightsGb - denseGb, 2), routing);
    else
        why << QCoreApplication::translate(
                   "planner",
                   "Decode step = max(weights %1 GB%12 ÷ (%2 GB/s × %3), 2 FLOPs per active parameter per "
                   "sequence ÷ (peak × %5)) + KV cache ÷ (%2 GB/s × %4) (attention's own kernels, after "
                   "the GEMMs), over tensor parallel %6, + %7 ms of all-reduces (2 per layer over %8)%11 + "
                   "%9 ms fixed: %10 tokens/s for one sequence.")
                   .arg(num(r.batch1WeightsGb, 1), num(in.accelerator.memoryBandwidthGbs, 0),
                        num(a.decodeBandwidthEfficiency * stack, 2),
                        num(a.kvReadBandwidthEfficiency * stack, 2),
                        num(a.decodeComputeEfficiency * stack, 2))
                   .arg(r.tensorParallel)
                   .arg(num(r.batch1AllReduceMs, 2), linkName, num(r.stepOverheadMs, 1),
                        num(r.batch1TokensPerS, 1))
                   .arg(routing,
                        model.isMoe()
                            ? QCoreApplication::translate(
                                  "planner", " (read for one token: the shared weights and its experts)")
                            : QString());
    if (r.pipelineParallel > 1)
        why << QCoreApplication::translate("planner",
                                           "Pipeline of %1 stages (TP %2 in each): one sequence passes "
                                           "the stages one after another, so its step reads all the "
                                           "weights; the sequences in flight, split into %1 "
                                           "micro-batches, keep every stage busy.")
                   .arg(r.pipelineParallel)
                   .arg(r.tensorParallel);
    const int sequences = int(std::lround(r.batch));
    why << QCoreApplication::translate(
               "planner",
               "Continuous batching: while %n sequence(s) per replica decode, new prompts "
               "are prefilled on the same GPUs (%1% of the time); %2 ms per output "
               "token, %3 tokens/s per sequence; the KV room allows %4 sequences.",
               nullptr, sequences)
               .arg(num(r.prefillShare * 100, 0), num(r.tpotMs, 1), num(r.decodeTokensPerSPerSequence, 1),
                    num(r.kvRoomBatch, 0));
    if (sv.maxBatch > 0) {
        const int instances = std::max(1, r.attentionDataParallel);
        why << QCoreApplication::translate(
                   "planner",
                   "Engine batch limit: at most %1 sequences per serving-engine instance (vLLM "
                   "--max-num-seqs, "
                   "TensorRT-LLM max_batch_size), %n instance(s) per replica: %2 sequences per replica%3.",
                   nullptr, instances)
                   .arg(sv.maxBatch)
                   .arg(num(double(sv.maxBatch) * instances, 0))
                   .arg(double(sv.maxBatch) * instances < r.kvRoomBatch
                            ? QCoreApplication::translate("planner", ", fewer than the KV room holds")
                            : QString());
    }
    why << QCoreApplication::translate("planner", "KV cache in %1: %2 bytes per token.")
               .arg(precisionId(r.kvCachePrecision).toUpper(), num(r.kvBytesPerToken, 0));
    // Time to first token: the prompt over tensor parallel t, or under DEP its experts over g.
    const bool dep = r.attentionDataParallel > 1;
    why << (dep ? QCoreApplication::translate(
                      "planner",
                      "Time to first token = 2 × %1 active parameters × %2 prompt tokens (+ attention) ÷ "
                      "(peak × %3), the attention and non-expert layers on the prompt's GPU and the experts "
                      "over DEP %4, + %6 ms of the prompt's all-to-alls + one decode step = %5 ms.")
                : QCoreApplication::translate(
                      "planner",
                      "Time to first token = 2 × %1 active parameters × %2 prompt tokens (+ attention) ÷ "
                      "(peak × %3) over tensor parallel %4, + %6 ms of the prompt's all-reduces + one decode "
                      "step = %5 ms."))
               .arg(sci(in.workload.model.activeParametersB * 1e9))
               .arg(sv.promptTokens)
               .arg(num(a.prefillComputeEfficiency * stack * lowBits, 2))
               .arg(dep ? r.attentionDataParallel : r.tensorParallel)
               .arg(num(r.ttftMs, 0), num(r.prefillAllReduceMs, 2));
    why << promptAttentionWhy(in.workload.model, sv.promptTokens, r.prefillAttentionFlops);
    if (batchJob) {
        why << QCoreApplication::translate(
                   "planner", "The job's %1 requests fill a batch of %2 per replica "
                              "(the KV room, TPOT and any engine limit allow %3); each cycle prefills "
                              "the batch's prompts, then decodes.")
                   .arg(num(sv.totalRequests, 0), num(r.batch, 0), num(r.maxBatch, 0));
        why << QCoreApplication::translate(
                   "planner",
                   "Batch job: %1 requests × %2 output tokens at %3 tokens/s on all replicas = %4 h.")
                   .arg(num(sv.totalRequests, 0))
                   .arg(sv.outputTokens)
                   .arg(num(r.throughputTokensPerS, 0), num(r.jobHours, 1));
    } else {
        why << QCoreApplication::translate("planner",
                                           "Requests in flight = max(%1 concurrent, %2 req/s × "
                                           "time in system) = %3; %n replica(s) of batch %4 "
                                           "needed, %5 available; throughput %6 tokens/s.",
                                           nullptr, r.replicasNeeded)
                   .arg(num(sv.concurrentRequests, 0), num(sv.requestsPerS, 2), num(r.concurrencyNeeded, 1))
                   .arg(num(r.maxBatch, 0))
                   .arg(r.replicas)
                   .arg(num(r.throughputTokensPerS, 0));
        if (sv.ttftMs <= 0 || sv.tpotMs <= 0)
            why << QCoreApplication::translate("planner", "Latency targets: TTFT %1 ms, TPOT %2 ms (%3).")
                       .arg(num(sv.ttftMs > 0 ? sv.ttftMs : a.defaultTtftMs, 0),
                            num(sv.tpotMs > 0 ? sv.tpotMs : a.defaultTpotMs, 0),
                            QCoreApplication::translate("planner", "defaults where the workload gives none: "
                                                                   "MLPerf Llama 2 70B server scenario"));
    }
}

QString layoutText(const InferenceResult &r)
{
    return layoutText(r.tensorParallel, r.pipelineParallel, r.expertParallel, r.attentionDataParallel,
                      r.replicas, r.batch);
}

} // namespace gpuplanner::planner::gpudims

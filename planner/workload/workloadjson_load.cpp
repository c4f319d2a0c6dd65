// The training and serving sections of a workload document (workloadjson_load.h).
#include "planner/workload/workloadjson_load.h"

#include <QCoreApplication>

namespace gpuplanner::planner {

void readTraining(const JsonFields &f, TrainingInput &t)
{
    f.onlyKeys({"tokens",       "samples",
                "epochs",       "method",
                "zero_stage",   "offload",
                "recompute",    "tensor_parallel",
                "micro_batch",  "sequence_length",
                "lora_rank",    "deadline_days",
                "mfu",          "hfu",
                "stack",        "base_precision",
                "attention",    "audio_hours",
                "clip_seconds", "dataloader_workers",
                "ema",          "global_batch"});
    t.tokens = f.number("tokens", 1, 1e16).value_or(0);
    t.samples = f.number("samples", 1, 1e13).value_or(0);
    t.epochs = f.number("epochs", 0.01, 1e5).value_or(1);
    t.audioHours = f.number("audio_hours", 0.001, 1e9).value_or(0);
    t.clipSeconds = f.number("clip_seconds", 0.1, 30).value_or(0);
    t.loaderWorkers = f.integer("dataloader_workers", 0, 256);
    t.ema = f.boolean("ema").value_or(false);
    if (const auto v = f.choice("method", {"full", "lora", "qlora"}))
        t.method = FinetuneMethod(*v);
    t.zeroStage = f.integer("zero_stage", 0, 3);
    if (const auto v = f.choice("offload", {"none", "optimizer", "optimizer_and_params"}))
        t.offload = Offload(*v);
    if (const auto v = f.choice("recompute", {"none", "selective", "full"}))
        t.recompute = Recompute(*v);
    if (const auto v = f.integer("tensor_parallel", 1, 8)) {
        if ((*v & (*v - 1)) != 0)
            f.fail("tensor_parallel",
                   QCoreApplication::translate("input", "must be 1, 2, 4 or 8, found %1").arg(*v));
        t.tensorParallel = *v;
    }
    if (const auto batch = f.integer("micro_batch", 1, 65536)) {
        t.microBatch = *batch;
        t.microBatchGiven = true;
    }
    t.globalBatch = f.integer("global_batch", 1, 16777216).value_or(0);
    t.sequenceLength = f.integer("sequence_length", 1, 100000000).value_or(0);
    t.loraRank = f.integer("lora_rank", 1, 4096).value_or(16);
    t.deadlineDays = f.number("deadline_days", 0.001, 36500).value_or(0);
    if (f.has("mfu") && f.has("hfu"))
        f.fail("hfu", QCoreApplication::translate(
                          "input", "give mfu (model FLOPs, 6·N·D) or hfu (hardware FLOPs, recomputation "
                                   "counted), not both: they describe the same run two ways"));
    if (f.has("mfu"))
        t.mfu = f.number("mfu", 0.01, 1.0);
    if (f.has("hfu"))
        t.hfu = f.number("hfu", 0.01, 1.0);
    if (const auto v = f.choice("stack", {"typical", "tuned", "older"}))
        t.stack = TrainingStack(*v);
    if (const auto v = f.choice("attention", {"fused", "eager"}))
        t.attentionStoresScores = *v == 1;
    if (const auto v = f.choice("base_precision", {"fp32", "bf16", "fp16"})) {
        t.basePrecision = Precision(*v);
        if (t.method != FinetuneMethod::Lora)
            f.fail("base_precision", QCoreApplication::translate(
                                         "input", "applies to LoRA only: full fine-tuning keeps FP32 "
                                                  "master weights anyway, QLoRA stores its base in NF4"));
    }
    if (t.offload == Offload::Optimizer && t.zeroStage && *t.zeroStage == 0)
        f.fail("offload",
               QCoreApplication::translate(
                   "input", "optimizer offload needs zero_stage 1, 2 or 3 (DeepSpeed ZeRO-Offload)"));
    if (t.offload == Offload::OptimizerAndParams && t.zeroStage && *t.zeroStage != 3)
        f.fail("offload",
               QCoreApplication::translate("input", "parameter offload needs zero_stage 3 (ZeRO-Infinity)"));
}

void readServing(const JsonFields &f, ServingInput &s)
{
    f.onlyKeys({"concurrent_requests", "requests_per_s", "total_requests", "audio_hours", "clip_seconds",
                "beams", "prompt_tokens", "output_tokens", "ttft_ms", "tpot_ms", "images_per_s",
                "videos_per_hour", "images_per_call", "payload_kb", "kv_cache_precision", "max_batch",
                "attention"});
    s.concurrentRequests = f.number("concurrent_requests", 0, 1e9).value_or(0);
    s.requestsPerS = f.number("requests_per_s", 0, 1e9).value_or(0);
    s.totalRequests = f.number("total_requests", 0, 1e13).value_or(0);
    s.audioHours = f.number("audio_hours", 0, 1e10).value_or(0);
    s.clipSeconds = f.number("clip_seconds", 0.1, 1e6).value_or(0);
    s.beams = f.integer("beams", 1, 64).value_or(1);
    s.promptTokens = f.integer("prompt_tokens", 1, 100000000).value_or(s.promptTokens);
    s.outputTokens = f.integer("output_tokens", 1, 100000000).value_or(s.outputTokens);
    s.ttftMs = f.number("ttft_ms", 0.001, 1e9).value_or(0);
    s.tpotMs = f.number("tpot_ms", 0.001, 1e9).value_or(0);
    s.imagesPerS = f.number("images_per_s", 0, 1e9).value_or(0);
    // A video model's load as people state it: videos an hour, held as videos a second.
    if (const auto v = f.number("videos_per_hour", 0, 1e12)) {
        if (f.has("images_per_s"))
            f.fail("videos_per_hour",
                   QCoreApplication::translate("input", "give images_per_s or videos_per_hour, "
                                                        "not both"));
        s.imagesPerS = *v / 3600.0;
        s.videosPerHourGiven = true;
    }
    s.imagesPerCall = f.integer("images_per_call", 1, 4096).value_or(s.imagesPerCall);
    s.requestPayloadKb = f.number("payload_kb", 0.001, 1e7).value_or(s.requestPayloadKb);
    s.maxBatch = f.integer("max_batch", 1, 10000000).value_or(0);
    if (const auto v = f.choice("kv_cache_precision", {"fp32", "bf16", "fp16", "fp8"}))
        s.kvCachePrecision = Precision(*v);
    if (const auto v = f.choice("attention", {"fused", "eager"}))
        s.eagerAttention = *v == 1;
}

} // namespace gpuplanner::planner

#include "planner/workload/assumptions.h"

#include <QCoreApplication>

namespace gpuplanner::planner {

namespace {
} // namespace

std::vector<Assumptions::Entry> Assumptions::describe() const
{
    const QString ratio = QStringLiteral("ratio");
    return {
        {QStringLiteral("default_mfu"), QCoreApplication::translate("assumptions", "Default MFU"), defaultMfu,
         ratio,
         QCoreApplication::translate("assumptions", "Model FLOPs utilization of one node. Typical range "
                                                    "35–45%; Llama 3 paper (Dubey et al. 2024, "
                                                    "Table 4) reports 38–43% BF16 MFU on H100.")},
        {QStringLiteral("mfu_base_ampere"),
         QCoreApplication::translate("assumptions", "Base training MFU, A100 class"), mfuBaseAmpere, ratio,
         QCoreApplication::translate("assumptions",
                                     "Training MFU of a large dense model on A100-class GPUs "
                                     "(312 TFLOPS BF16) before the node loss; fitted on Llama 2 "
                                     "and MPT-7B whole-run GPU-hours as their papers publish "
                                     "them.")},
        {QStringLiteral("mfu_base_hopper"),
         QCoreApplication::translate("assumptions", "Base training MFU, H100 class"), mfuBaseHopper, ratio,
         QCoreApplication::translate("assumptions",
                                     "Training MFU of a large dense model on H100-class GPUs "
                                     "(989.5 TFLOPS BF16) before the node loss; fitted on Llama "
                                     "3.1 405B (30.84M H100-hours). Interpolated on log(peak) "
                                     "for other GPUs.")},
        {QStringLiteral("mfu_size_reference_b"),
         QCoreApplication::translate("assumptions", "Model size reaching the base MFU"), mfuSizeReferenceB,
         QStringLiteral("B"),
         QCoreApplication::translate("assumptions", "Active parameters from which a model is large enough to "
                                                    "reach the base MFU.")},
        {QStringLiteral("mfu_size_exponent_hopper"),
         QCoreApplication::translate("assumptions", "MFU size exponent, H100 class"), mfuSizeExponentHopper,
         ratio,
         QCoreApplication::translate("assumptions",
                                     "Smaller models run at (N ÷ reference)^exponent of the base "
                                     "MFU; the exponent grows with the GPU's peak (0.2 on H100: "
                                     "Llama 3.1 8B, 70B and 405B; 0.063 on A100: Llama 2).")},
        {QStringLiteral("mfu_size_full_nodes"),
         QCoreApplication::translate("assumptions", "Nodes for the full size exponent"), mfuSizeFullNodes,
         QStringLiteral("nodes"),
         QCoreApplication::translate("assumptions", "Nodes at which the full size exponent applies; fewer "
                                                    "nodes scale it by log2(1 + nodes) ÷ log2(1 + this) (a "
                                                    "small model on thousands of GPUs runs tiny per-GPU "
                                                    "batches).")},
        {QStringLiteral("mfu_size_exponent_floor"),
         QCoreApplication::translate("assumptions", "Size exponent kept on few nodes"), mfuSizeExponentFloor,
         ratio,
         QCoreApplication::translate("assumptions",
                                     "Share of the size exponent that remains on one or a few nodes.")},
        {QStringLiteral("mfu_loss_per_node_doubling"),
         QCoreApplication::translate("assumptions", "MFU loss per doubling of nodes"), mfuLossPerNodeDoubling,
         ratio,
         QCoreApplication::translate("assumptions", "MFU lost per doubling of nodes over an RDMA fabric "
                                                    "(Llama 3 paper Table 4: 43% on 8,192 GPUs, 41% on "
                                                    "16,384).")},
        {QStringLiteral("fp8_training_speedup"),
         QCoreApplication::translate("assumptions", "FP8 training speed-up"), fp8TrainingSpeedup, ratio,
         QCoreApplication::translate("assumptions",
                                     "FP8 training rate over BF16 on the same GPUs (DeepSeek-V3: "
                                     "2.664M H800-hours for 14.8T tokens at 37B active).")},
        {QStringLiteral("decode_bandwidth_efficiency"),
         QCoreApplication::translate("assumptions", "Decode bandwidth efficiency"), decodeBandwidthEfficiency,
         ratio,
         QCoreApplication::translate("assumptions", "Achieved share of peak memory bandwidth while decoding "
                                                    "at small batch (measured batch-1 decode rates "
                                                    "reach 60–80% of the bandwidth bound).")},
        {QStringLiteral("prefill_compute_efficiency"),
         QCoreApplication::translate("assumptions", "Prefill compute efficiency"), prefillComputeEfficiency,
         ratio,
         QCoreApplication::translate(
             "assumptions", "Achieved share of peak dense FLOPS during prefill (compute bound). Estimate.")},
        {QStringLiteral("decode_compute_efficiency"),
         QCoreApplication::translate("assumptions", "Decode compute efficiency at large batch"),
         decodeComputeEfficiency, ratio,
         QCoreApplication::translate("assumptions", "Achieved share of peak dense FLOPS once decode becomes "
                                                    "compute bound at large batch. Calibrated on the "
                                                    "TensorRT-LLM throughput table NVIDIA publishes.")},
        {QStringLiteral("kv_read_bandwidth_efficiency"),
         QCoreApplication::translate("assumptions", "KV cache read bandwidth efficiency"),
         kvReadBandwidthEfficiency, ratio,
         QCoreApplication::translate("assumptions",
                                     "Achieved share of peak memory bandwidth when attention "
                                     "reads the paged KV cache at large batch. Calibrated on "
                                     "the TensorRT-LLM throughput table NVIDIA publishes.")},
        {QStringLiteral("decode_step_overhead_ms"),
         QCoreApplication::translate("assumptions", "Decode step overhead"), decodeStepOverheadMs,
         QStringLiteral("ms"),
         QCoreApplication::translate("assumptions", "Fixed time per decode step for scheduling, sampling and "
                                                    "kernel launches (CUDA graphs keep it near 1 ms in vLLM "
                                                    "and TensorRT-LLM). Calibrated on NVIDIA's TensorRT-LLM "
                                                    "throughput table.")},
        {QStringLiteral("all_reduce_latency_us_link"),
         QCoreApplication::translate("assumptions", "All-reduce latency, NVLink class"),
         allReduceLatencyUsLink, QStringLiteral("µs"),
         QCoreApplication::translate("assumptions", "Latency of one small tensor-parallel all-reduce over "
                                                    "NVLink-class links (two per layer per step).")},
        {QStringLiteral("all_reduce_latency_us_pcie"),
         QCoreApplication::translate("assumptions", "All-reduce latency, PCIe"), allReduceLatencyUsPcie,
         QStringLiteral("µs"),
         QCoreApplication::translate("assumptions",
                                     "Latency of one small tensor-parallel all-reduce over PCIe.")},
        {QStringLiteral("all_reduce_bandwidth_efficiency"),
         QCoreApplication::translate("assumptions", "All-reduce bandwidth efficiency"),
         allReduceBandwidthEfficiency, ratio,
         QCoreApplication::translate("assumptions", "Achieved share of the link bandwidth in a ring "
                                                    "all-reduce: 2·(t−1)/t × bytes ÷ (bandwidth × this).")},
        {QStringLiteral("all_reduce_bandwidth_efficiency_pcie"),
         QCoreApplication::translate("assumptions", "All-reduce bandwidth efficiency, PCIe"),
         allReduceBandwidthEfficiencyPcie, ratio,
         QCoreApplication::translate(
             "assumptions", "The same share when the ring runs over PCIe x16 (no NVLink-class link): "
                            "NCCL all-reduce bus bandwidth of 28 GB/s on 8 PCIe 5.0 GPUs, 35 GB/s on 4, "
                            "of 64 GB/s one way (NVIDIA/nccl#1639; the host's CPU and memory set it).")},
        {QStringLiteral("default_ttft_ms"), QCoreApplication::translate("assumptions", "Default TTFT target"),
         defaultTtftMs, QStringLiteral("ms"),
         QCoreApplication::translate("assumptions", "Time-to-first-token target of online serving when the "
                                                    "workload gives none: MLPerf Inference Llama 2 70B "
                                                    "server scenario (TTFT 2 s).")},
        {QStringLiteral("default_tpot_ms"), QCoreApplication::translate("assumptions", "Default TPOT target"),
         defaultTpotMs, QStringLiteral("ms"),
         QCoreApplication::translate("assumptions", "Time-per-output-token target of online serving when "
                                                    "the workload gives none: MLPerf Inference Llama 2 70B "
                                                    "server scenario (TPOT 200 ms).")},
        {QStringLiteral("non_llm_compute_efficiency"),
         QCoreApplication::translate("assumptions", "Compute efficiency of non-LLM workloads"),
         nonLlmComputeEfficiency, ratio,
         QCoreApplication::translate(
             "assumptions",
             "Achieved share of peak FLOPS for diffusion, vision and scientific kernels. Estimate.")},
        {QStringLiteral("loss_per_doubling_nvlink"),
         QCoreApplication::translate("assumptions", "Scaling loss per GPU doubling, NVLink"),
         lossPerDoublingNvlink, ratio,
         QCoreApplication::translate("assumptions",
                                     "Scaling efficiency lost per doubling of GPUs in a node over "
                                     "NVLink-class links. Estimate: 8 GPUs "
                                     "reach 91% of 8× one GPU (article 001: 8 GPUs are not 8× one).")},
        {QStringLiteral("loss_per_doubling_pcie"),
         QCoreApplication::translate("assumptions", "Scaling loss per GPU doubling, PCIe"),
         lossPerDoublingPcie, ratio,
         QCoreApplication::translate("assumptions",
                                     "Scaling efficiency lost per doubling of GPUs in a node over PCIe only. "
                                     "Estimate: 8 GPUs reach 73%; "
                                     "PCIe moves a fraction of NVLink's all-reduce bandwidth.")},
        {QStringLiteral("loss_per_doubling_rdma_nodes"),
         QCoreApplication::translate("assumptions", "Scaling loss per node doubling, RDMA"),
         lossPerDoublingRdmaNodes, ratio,
         QCoreApplication::translate("assumptions", "Scaling efficiency lost per doubling of nodes over an "
                                                    "RDMA fabric (InfiniBand, RoCE). Estimate.")},
        {QStringLiteral("loss_per_doubling_ethernet_nodes"),
         QCoreApplication::translate("assumptions", "Scaling loss per node doubling, Ethernet"),
         lossPerDoublingEthernetNodes, ratio,
         QCoreApplication::translate(
             "assumptions", "Scaling efficiency lost per doubling of nodes over TCP Ethernet. Estimate.")},
        {QStringLiteral("runtime_overhead_gb"),
         QCoreApplication::translate("assumptions", "Runtime memory per GPU"), runtimeOverheadGb,
         QStringLiteral("GB"),
         QCoreApplication::translate(
             "assumptions", "Per GPU: CUDA context, cuBLAS/cuDNN workspaces and NCCL buffers. Estimate.")},
        {QStringLiteral("fragmentation_fraction"),
         QCoreApplication::translate("assumptions", "Memory fragmentation"), fragmentationFraction, ratio,
         QCoreApplication::translate(
             "assumptions", "Allocator fragmentation on the dynamic part of training memory. Estimate.")},
        {QStringLiteral("serving_memory_fraction"),
         QCoreApplication::translate("assumptions", "GPU memory share of the serving engine"),
         servingMemoryFraction, ratio,
         QCoreApplication::translate(
             "assumptions",
             "Share of GPU memory a serving engine reserves (vLLM gpu_memory_utilization default 0.9).")},
        {QStringLiteral("logits_bytes_per_element"),
         QCoreApplication::translate("assumptions", "Bytes per logit"), logitsBytesPerElement,
         QStringLiteral("B"),
         QCoreApplication::translate("assumptions",
                                     "Bytes per logit kept for the loss (FP32 upcast of the output layer).")},
        {QStringLiteral("tokens_per_parameter"),
         QCoreApplication::translate("assumptions", "Training tokens per parameter"), tokensPerParameter,
         QStringLiteral("tokens"),
         QCoreApplication::translate("assumptions", "Default training tokens per parameter when none are "
                                                    "given (Hoffmann et al. 2022, Chinchilla).")},
        {QStringLiteral("inference_cores_per_gpu_min"),
         QCoreApplication::translate("assumptions", "CPU cores per GPU for serving"), inferenceCoresPerGpuMin,
         QStringLiteral("cores/GPU"),
         QCoreApplication::translate(
             "assumptions", "Serving: one scheduler/tokenizer process per GPU with a spare core. Estimate.")},
        {QStringLiteral("inference_cores_min"),
         QCoreApplication::translate("assumptions", "Minimum CPU cores of an inference node"),
         double(inferenceCoresMin), QStringLiteral("cores"),
         QCoreApplication::translate(
             "assumptions", "Article 000 §3: ordinary inference nodes start from 8–16 physical cores.")},
        {QStringLiteral("inference_cores_recommended"),
         QCoreApplication::translate("assumptions", "Recommended CPU cores of an inference node"),
         double(inferenceCoresRecommended), QStringLiteral("cores"),
         QCoreApplication::translate(
             "assumptions", "Article 000 §3: upper end of the 8–16 core range for inference nodes.")},
        {QStringLiteral("heavy_preprocess_cores_min"),
         QCoreApplication::translate("assumptions", "Minimum CPU cores for heavy preprocessing"),
         double(heavyPreprocessCoresMin), QStringLiteral("cores"),
         QCoreApplication::translate("assumptions",
                                     "Article 000 §3: heavy preprocessing calls for 16–32 physical cores.")},
        {QStringLiteral("heavy_preprocess_cores_recommended"),
         QCoreApplication::translate("assumptions", "Recommended CPU cores for heavy preprocessing"),
         double(heavyPreprocessCoresRecommended), QStringLiteral("cores"),
         QCoreApplication::translate("assumptions",
                                     "Article 000 §3: upper end of 16–32 cores for heavy preprocessing.")},
        {QStringLiteral("training_cores_per_gpu_min"),
         QCoreApplication::translate("assumptions", "Minimum CPU cores per training GPU"),
         trainingCoresPerGpuMin, QStringLiteral("cores/GPU"),
         QCoreApplication::translate(
             "assumptions",
             "Data-loading floor per training GPU: one process plus about three loader workers. Estimate.")},
        {QStringLiteral("training_cores_per_gpu_recommended"),
         QCoreApplication::translate("assumptions", "Recommended CPU cores per training GPU"),
         trainingCoresPerGpuRecommended, QStringLiteral("cores/GPU"),
         QCoreApplication::translate(
             "assumptions",
             "NVIDIA DGX H100 reference: 2× Xeon Platinum 8480C, 112 cores for 8 GPUs = 14 cores per GPU.")},
        {QStringLiteral("ram_reserve_fraction"),
         QCoreApplication::translate("assumptions", "Host memory reserve"), ramReserveFraction, ratio,
         QCoreApplication::translate(
             "assumptions",
             "Article 000 §4: dataset cache plus program footprint, then about 30% in reserve.")},
        {QStringLiteral("program_footprint_gb"),
         QCoreApplication::translate("assumptions", "Host memory per framework process"), programFootprintGb,
         QStringLiteral("GB"),
         QCoreApplication::translate(
             "assumptions",
             "Host memory of one framework process (Python, CUDA host runtime, pinned buffers). Estimate.")},
        {QStringLiteral("data_loader_workers_per_gpu"),
         QCoreApplication::translate("assumptions", "Data-loader workers per GPU"),
         double(dataLoaderWorkersPerGpu), QStringLiteral("workers"),
         QCoreApplication::translate(
             "assumptions",
             "Data-loader worker processes per GPU (article 000 §4: count each worker's copies).")},
        {QStringLiteral("worker_footprint_gb"),
         QCoreApplication::translate("assumptions", "Host memory per data-loader worker"), workerFootprintGb,
         QStringLiteral("GB"),
         QCoreApplication::translate(
             "assumptions",
             "Host memory each data-loader worker adds by copying the parent's objects. Estimate.")},
        {QStringLiteral("ram_per_vram_recommended"),
         QCoreApplication::translate("assumptions", "Recommended RAM per GB of GPU memory"),
         ramPerVramRecommended, ratio,
         QCoreApplication::translate("assumptions", "Recommended host RAM per GB of GPU memory; DGX H100 has "
                                                    "2 TB for 640 GB of GPU memory (3.1×).")},
        {QStringLiteral("system_disk_min_gb"),
         QCoreApplication::translate("assumptions", "Minimum system disk"), systemDiskMinGb,
         QStringLiteral("GB"),
         QCoreApplication::translate(
             "assumptions", "Article 000 §5: system disk about 100–200 GB for OS, drivers and runtimes.")},
        {QStringLiteral("system_disk_recommended_gb"),
         QCoreApplication::translate("assumptions", "Recommended system disk"), systemDiskRecommendedGb,
         QStringLiteral("GB"),
         QCoreApplication::translate("assumptions", "Article 000 §5: upper end, room for container images.")},
        {QStringLiteral("logs_gb"), QCoreApplication::translate("assumptions", "Logs and metrics"), logsGb,
         QStringLiteral("GB"),
         QCoreApplication::translate("assumptions", "Logs and metrics kept on the data disk. Estimate.")},
        {QStringLiteral("data_disk_headroom"),
         QCoreApplication::translate("assumptions", "Data disk headroom"), dataDiskHeadroom, ratio,
         QCoreApplication::translate(
             "assumptions",
             "Recommended data disk over the computed need (growth, temporary files). Estimate.")},
        {QStringLiteral("checkpoint_write_target_s"),
         QCoreApplication::translate("assumptions", "Checkpoint write time target"), checkpointWriteTargetS,
         QStringLiteral("s"),
         QCoreApplication::translate(
             "assumptions",
             "A checkpoint should be written within this time, which sets the write throughput.")},
        {QStringLiteral("model_load_target_s"),
         QCoreApplication::translate("assumptions", "Model load time target"), modelLoadTargetS,
         QStringLiteral("s"),
         QCoreApplication::translate(
             "assumptions",
             "Model files should load from the data disk within this time (restarts, scaling out).")},
        {QStringLiteral("dataset_cache_max_gb"),
         QCoreApplication::translate("assumptions", "Largest dataset cached in RAM"), datasetCacheMaxGb,
         QStringLiteral("GB"),
         QCoreApplication::translate(
             "assumptions",
             "Largest dataset cached in host RAM; article 000 §4 names 64–256 GB for large image, video or "
             "science data. Larger datasets stream from the data disk.")},
        {QStringLiteral("global_batch_tokens"),
         QCoreApplication::translate("assumptions", "Global batch size"), globalBatchTokens,
         QStringLiteral("tokens"),
         QCoreApplication::translate(
             "assumptions",
             "Tokens per optimizer step, which sets how often gradients cross the network (Llama 2 paper: "
             "4M tokens per batch).")},
        {QStringLiteral("public_min_mbps"),
         QCoreApplication::translate("assumptions", "Minimum public bandwidth"), publicMinMbps,
         QStringLiteral("Mbps"),
         QCoreApplication::translate("assumptions",
                                     "Article 000 §6: about 100 Mbps serves a single low-rate user.")},
        {QStringLiteral("comm_overlap_fraction"),
         QCoreApplication::translate("assumptions", "Step share of the gradient all-reduce"),
         commOverlapFraction, ratio,
         QCoreApplication::translate("assumptions", "Share of a training step the gradient all-reduce may "
                                                    "take without stalling the GPUs. Estimate.")},
        {QStringLiteral("finetune_default_tokens"),
         QCoreApplication::translate("assumptions", "Default fine-tuning tokens"), finetuneDefaultTokens,
         QStringLiteral("tokens"),
         QCoreApplication::translate(
             "assumptions",
             "Fine-tuning tokens when none are given: about 100k examples of about 1k tokens. Estimate.")},
        {QStringLiteral("diffusion_workspace_fraction"),
         QCoreApplication::translate("assumptions", "Diffusion inference workspace"),
         diffusionWorkspaceFraction, ratio,
         QCoreApplication::translate(
             "assumptions",
             "Diffusion inference activations and workspace relative to weight memory. Estimate.")},
        {QStringLiteral("diffusion_activation_gb_per_sample"),
         QCoreApplication::translate("assumptions", "Diffusion training activations per sample"),
         diffusionActivationGbPerSample, QStringLiteral("GB"),
         QCoreApplication::translate(
             "assumptions",
             "Diffusion training activations per 1024² sample with gradient checkpointing. Estimate.")},
        {QStringLiteral("vision_activation_gb_per_sample"),
         QCoreApplication::translate("assumptions", "Vision training activations per sample"),
         visionActivationGbPerSample, QStringLiteral("GB"),
         QCoreApplication::translate(
             "assumptions",
             "Vision training activations per 224² sample with mixed precision (ResNet-50 batch 256 fits a "
             "32 GB V100 with AMP). Estimate.")},
        {QStringLiteral("samples_decoded_per_core"),
         QCoreApplication::translate("assumptions", "Images decoded per CPU core"), samplesDecodedPerCore,
         QStringLiteral("images/s"),
         QCoreApplication::translate(
             "assumptions",
             "JPEG decode and augmentation rate of one CPU core in a training input pipeline. Estimate.")},
        {QStringLiteral("default_sample_mb"),
         QCoreApplication::translate("assumptions", "Default sample size"), defaultSampleMb,
         QStringLiteral("MB"),
         QCoreApplication::translate(
             "assumptions",
             "Average sample size when none is given: ImageNet-1k averages about 110 KB per JPEG.")},
        {QStringLiteral("nvenc_streams_per_engine_1080p30"),
         QCoreApplication::translate("assumptions", "1080p30 encode sessions per NVENC"),
         nvencStreamsPerEngine1080p30, QStringLiteral("streams"),
         QCoreApplication::translate(
             "assumptions",
             "H.264 1080p30 transcode sessions one NVENC engine sustains at a balanced preset. Estimate from "
             "NVIDIA Video Codec SDK performance tables.")},
        {QStringLiteral("nvdec_streams_per_engine_1080p30"),
         QCoreApplication::translate("assumptions", "1080p30 decode sessions per NVDEC"),
         nvdecStreamsPerEngine1080p30, QStringLiteral("streams"),
         QCoreApplication::translate("assumptions", "1080p30 decode sessions one NVDEC engine sustains. "
                                                    "Estimate from NVIDIA Video Codec SDK tables.")},
        {QStringLiteral("video_gb_per_stream"),
         QCoreApplication::translate("assumptions", "GPU memory per video stream"), videoGbPerStream,
         QStringLiteral("GB"),
         QCoreApplication::translate("assumptions",
                                     "GPU memory per transcode session (surfaces, lookahead). Estimate.")},
        {QStringLiteral("cpu_cores_per_video_stream"),
         QCoreApplication::translate("assumptions", "CPU cores per video stream"), cpuCoresPerVideoStream,
         QStringLiteral("cores"),
         QCoreApplication::translate(
             "assumptions", "CPU work per video stream: demuxing, audio, muxing, network. Estimate.")},
        {QStringLiteral("render_scene_headroom"),
         QCoreApplication::translate("assumptions", "GPU memory over the scene size"), renderSceneHeadroom,
         ratio,
         QCoreApplication::translate(
             "assumptions",
             "GPU memory over the scene size for frame buffers and acceleration structures. Estimate.")},
        {QStringLiteral("render_reference_fp32_tflops"),
         QCoreApplication::translate("assumptions", "FP32 rate of the reference GPU"),
         renderReferenceFp32Tflops, QStringLiteral("TFLOPS"),
         QCoreApplication::translate("assumptions", "FP32 rate of the reference GPU (NVIDIA L40S datasheet) "
                                                    "on which seconds per frame are measured.")},
        {QStringLiteral("memory_bound_flops_per_byte"),
         QCoreApplication::translate("assumptions", "Arithmetic intensity of bandwidth-bound codes"),
         memoryBoundFlopsPerByte, QStringLiteral("FLOP/B"),
         QCoreApplication::translate("assumptions", "Arithmetic intensity of bandwidth-bound FP64 codes "
                                                    "(STREAM-like stencils and sparse solvers).")},
        {QStringLiteral("simulation_cores_per_instance"),
         QCoreApplication::translate("assumptions", "CPU cores per simulator instance"),
         simulationCoresPerInstance, QStringLiteral("cores"),
         QCoreApplication::translate(
             "assumptions", "CPU cores per simulator instance for physics and sensor pipelines. Estimate.")},
        {QStringLiteral("cny_per_usd"), QCoreApplication::translate("assumptions", "Exchange rate"),
         cnyPerUsd, QStringLiteral("CNY/USD"),
         QCoreApplication::translate(
             "assumptions",
             "Exchange rate used to rank offers priced in different currencies. Set your own.")},
        {QStringLiteral("utilization_always"),
         QCoreApplication::translate("assumptions", "Utilization, around the clock"), utilizationAlways,
         ratio,
         QCoreApplication::translate(
             "assumptions", "Expected utilization of a 24/7 pattern (maintenance, idle gaps). Estimate.")},
        {QStringLiteral("utilization_business_hours"),
         QCoreApplication::translate("assumptions", "Utilization, business hours"), utilizationBusinessHours,
         ratio,
         QCoreApplication::translate("assumptions",
                                     "Business hours: 10 hours × 5 days of a 168-hour week = 0.30.")},
        {QStringLiteral("utilization_bursty"),
         QCoreApplication::translate("assumptions", "Utilization, bursty load"), utilizationBursty, ratio,
         QCoreApplication::translate("assumptions", "Bursty load: short peaks, long valleys. Estimate.")},
        {QStringLiteral("utilization_one_off"),
         QCoreApplication::translate("assumptions", "Utilization, one-off job"), utilizationOneOff, ratio,
         QCoreApplication::translate("assumptions", "A one-off job released when it ends. Estimate.")},
        {QStringLiteral("steady_utilization"),
         QCoreApplication::translate("assumptions", "Utilization at which a term pays"), steadyUtilization,
         ratio,
         QCoreApplication::translate("assumptions", "Utilization from which a monthly or reserved term beats "
                                                    "hourly billing (article 001 §4: steady, "
                                                    "high load favours terms or owning).")},
        {QStringLiteral("steady_min_days"),
         QCoreApplication::translate("assumptions", "Shortest run for a term"), steadyMinDays,
         QStringLiteral("days"),
         QCoreApplication::translate("assumptions", "Shortest run for which a term is proposed.")},
        {QStringLiteral("dev_share_high"),
         QCoreApplication::translate("assumptions", "High development share"), devShareHigh, ratio,
         QCoreApplication::translate(
             "assumptions",
             "Share of time in development and validation above which a fixed multi-GPU node idles (article "
             "001 §5, case 1).")},
        {QStringLiteral("low_utilization"), QCoreApplication::translate("assumptions", "Low utilization"),
         lowUtilization, ratio,
         QCoreApplication::translate(
             "assumptions",
             "Utilization under which fixed terms and purchases mostly pay for idle GPUs (article 001 §7).")},
        {QStringLiteral("vram_oversized_ratio"),
         QCoreApplication::translate("assumptions", "Oversized GPU memory"), vramOversizedRatio, ratio,
         QCoreApplication::translate("assumptions", "GPU memory this many times the need counts as oversized "
                                                    "(article 000 FAQ: the newest or largest is "
                                                    "not automatically better).")},
        {QStringLiteral("cheaper_alternative_ratio"),
         QCoreApplication::translate("assumptions", "Cost share of a cheaper alternative"),
         cheaperAlternativeRatio, ratio,
         QCoreApplication::translate(
             "assumptions",
             "An alternative must cost at most this share of the chosen GPUs to be proposed.")},
        {QStringLiteral("fp64_weak_tflops"), QCoreApplication::translate("assumptions", "Weak FP64 rate"),
         fp64WeakTflops, QStringLiteral("TFLOPS"),
         QCoreApplication::translate(
             "assumptions",
             "FP64 rate below which a GPU is weak for double-precision science (A100: 9.7, H100 SXM: 34; "
             "L40S, RTX 4090: under 2).")},
        {QStringLiteral("small_file_mb"), QCoreApplication::translate("assumptions", "Small file size"),
         smallFileMb, QStringLiteral("MB"),
         QCoreApplication::translate(
             "assumptions",
             "Average file size under which files count as small (metadata-bound on shared storage).")},
        {QStringLiteral("small_file_count"), QCoreApplication::translate("assumptions", "Small file count"),
         smallFileCount, QStringLiteral("files"),
         QCoreApplication::translate(
             "assumptions",
             "File count from which small files overwhelm a shared file system (article 001 §3).")},
        {QStringLiteral("public_overprovision_ratio"),
         QCoreApplication::translate("assumptions", "Over-provisioned public bandwidth"),
         publicOverprovisionRatio, ratio,
         QCoreApplication::translate(
             "assumptions",
             "Public bandwidth this many times the need counts as over-provisioned (article 000 §6).")},
        {QStringLiteral("public_overprovision_min_mbps"),
         QCoreApplication::translate("assumptions", "Smallest over-provisioned bandwidth reported"),
         publicOverprovisionMinMbps, QStringLiteral("Mbps"),
         QCoreApplication::translate("assumptions",
                                     "Smallest public bandwidth for which over-provisioning is reported.")},
        {QStringLiteral("long_training_hours"),
         QCoreApplication::translate("assumptions", "Long training run"), longTrainingHours,
         QStringLiteral("h"),
         QCoreApplication::translate(
             "assumptions",
             "Training runs at least this long need checkpoints and backups (article 000 §8).")},
        {QStringLiteral("checkpoint_too_long_factor"),
         QCoreApplication::translate("assumptions", "Checkpoint interval limit"), checkpointTooLongFactor,
         ratio,
         QCoreApplication::translate("assumptions", "A checkpoint interval over this multiple of the "
                                                    "Young/Daly optimum loses too much work per failure.")},
        {QStringLiteral("rdma_fabric_min_gbps"),
         QCoreApplication::translate("assumptions", "Minimum RDMA fabric per node"), rdmaFabricMinGbps,
         QStringLiteral("Gbps"),
         QCoreApplication::translate(
             "assumptions",
             "Per-node fabric below which multi-node training is not RDMA class (EDR/HDR InfiniBand, 100 GbE "
             "RoCE and up).")},
        {QStringLiteral("cold_data_gb"),
         QCoreApplication::translate("assumptions", "Dataset size for object storage"), coldDataGb,
         QStringLiteral("GB"),
         QCoreApplication::translate(
             "assumptions",
             "Dataset size above which the cold part belongs in object storage (article 000 §5).")},
        {QStringLiteral("memory_channels_per_gpu"),
         QCoreApplication::translate("assumptions", "Memory channels per GPU"), memoryChannelsPerGpu,
         QStringLiteral("channels/GPU"),
         QCoreApplication::translate("assumptions", "Memory channels per GPU below which the host memory "
                                                    "bandwidth is thin (article 000 §3: check memory "
                                                    "channels; NVIDIA DGX A100 and H100 have 2 per GPU).")},
        {QStringLiteral("gpu_mtbf_hours"), QCoreApplication::translate("assumptions", "GPU MTBF"),
         gpuMtbfHours, QStringLiteral("h"),
         QCoreApplication::translate(
             "assumptions",
             "Mean time between failures per GPU: Llama 3 paper reports 419 unexpected interruptions in 54 "
             "days "
             "on 16,384 H100 GPUs: 54 × 24 × 16,384 ÷ 419 = 50,677 GPU-hours per interruption.")},
    };
}

} // namespace gpuplanner::planner
